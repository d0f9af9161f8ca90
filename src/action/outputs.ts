/**
 * The one writer of the step's outputs and of the run report (the job summary's rows). The flows
 * tell it what happened as it happens: `job-id` must reach GITHUB_OUTPUT at once, so that a step
 * cancelled while it waits still leaves the id a later step resumes with.
 */
import * as core from '@actions/core'
import type {
  AgentJob,
  AutomationRun,
  DeploymentStatus,
  ExportBundle,
  ExportJob
} from '../api/api.js'
import { Output, type Mode } from './constants.js'
import type { RunReport, RunRequest } from './report.js'
import type { HostWritten } from '../export/hosting/write-host.js'
import type { BaselineSummary, SiteCheckResult } from '../export/site-check/result.js'
import { hasChanges, type ManifestChanges } from '../export/manifest/compare.js'

export class RunRecord {
  readonly report: RunReport = {}

  mode(mode: Mode): void {
    this.report.mode = mode
  }

  /** Every agent output, from the job as last read. */
  agentJob(job: AgentJob): void {
    core.setOutput(Output.JobId, job.id ?? '')
    core.setOutput(Output.Status, job.status ?? '')
    core.setOutput(Output.PrLink, job.prLink ?? '')
    core.setOutput(Output.Model, job.model ?? '')
    core.setOutput(Output.SourceRepository, job.source?.repository ?? '')
    core.setOutput(Output.SourceRef, job.source?.ref ?? '')
    Object.assign(this.report, {
      jobId: job.id,
      status: job.status,
      prLink: job.prLink ?? '',
      model: job.model,
      source: job.source
    })
  }

  /** The event asked for no run: `skipped=true`, and why, in the summary. */
  skipped(reason: string): void {
    core.setOutput(Output.Skipped, 'true')
    this.report.skipped = reason
  }

  /** Deploy and preview modes: the custom domain and the branch, for the summary. */
  projectRequest(domain: string | undefined, branch: string | undefined): void {
    this.report.domain = domain
    this.report.branch = branch
  }

  /** What the export was asked for. */
  exportRequest(domain: string, paths: string[]): void {
    this.report.domain = domain
    this.report.paths = paths
  }

  exportJob(job: ExportJob, jobId: string): void {
    core.setOutput(Output.JobId, jobId)
    core.setOutput(Output.Status, job.status ?? '')
    core.setOutput(Output.PageCount, job.pageCount === undefined ? '' : String(job.pageCount))
    Object.assign(this.report, { jobId, status: job.status, pageCount: job.pageCount })
  }

  bundle(bundle: ExportBundle): void {
    core.setOutput(Output.BundleUrl, bundle.bundleUrl)
    core.setOutput(Output.BundleExpiresAt, bundle.expiresAt ?? '')
    core.setOutput(
      Output.BundleSize,
      bundle.sizeBytes === undefined ? '' : String(bundle.sizeBytes)
    )
    this.report.bundleSizeBytes = bundle.sizeBytes
    this.report.bundleExpiresAt = bundle.expiresAt
  }

  downloaded(archivePath: string, extractPath: string | undefined): void {
    core.setOutput(Output.ArchivePath, archivePath)
    core.setOutput(Output.ExtractPath, extractPath ?? '')
    this.report.archivePath = archivePath
    this.report.extractPath = extractPath
  }

  /** What the check found; `hostsEnforced` when allowed-hosts was set (other hosts then fail). */
  siteCheck(result: SiteCheckResult, hostsEnforced = false): void {
    core.setOutput(Output.BrokenLinks, String(result.broken.length))
    core.setOutput(Output.BrokenAnchors, String(result.brokenAnchors.length))
    if (result.redirects) {
      core.setOutput(Output.BrokenRedirects, String(result.redirects.broken.length))
    }
    core.setOutput(Output.ExternalHosts, result.external.map((e) => e.host).join(','))
    this.report.siteCheck = result
    this.report.hostsEnforced = hostsEnforced
  }

  /** With previous-report: how many findings are new and how many the base had that are gone. */
  baseline(summary: Extract<BaselineSummary, { compared: true }>): void {
    const added = summary.newLinks.count + summary.newAnchors.count + summary.newRedirects
    core.setOutput(Output.NewFindings, String(added))
    core.setOutput(Output.FixedFindings, String(summary.fixed))
  }

  /** What `host` wrote: its file's path is the output. */
  host(written: HostWritten): void {
    core.setOutput(Output.HostConfig, written.files.join('\n'))
    this.report.host = written
  }

  /** Files generate-hosting-files added to the site. */
  hostingFiles(files: string[]): void {
    this.report.hostingFiles = files
  }

  /** Where the site check's report and its SARIF were written. */
  siteCheckReport(json: string, sarif: string): void {
    core.setOutput(Output.SiteCheckReport, json)
    core.setOutput(Output.SiteCheckSarif, sarif)
    this.report.siteCheckReport = json
  }

  manifest(file: string): void {
    core.setOutput(Output.Manifest, file)
    this.report.manifest = file
  }

  /** What changed since the previous export; `list` is the changed-paths file. */
  changes(changes: ManifestChanges, list: string): void {
    const { pages, otherFiles } = changes
    core.setOutput(Output.Changed, String(hasChanges(changes)))
    core.setOutput(Output.PagesAdded, String(pages.added.length))
    core.setOutput(Output.PagesRemoved, String(pages.removed.length))
    core.setOutput(Output.PagesChanged, String(pages.changed.length))
    core.setOutput(
      Output.OtherFilesChanged,
      String(otherFiles.added + otherFiles.removed + otherFiles.changed)
    )
    core.setOutput(Output.ChangedPaths, list)
    this.report.changes = changes
  }

  valuesFile(file: string): void {
    core.setOutput(Output.ValuesFile, file)
    this.report.valuesFile = file
  }

  /** The reply could not be posted on GitHub, even once more at the end: `where` it belongs. */
  replyMissing(where: string): void {
    this.report.replyMissing = where
  }

  /** What was removed from GitHub's text before it entered the prompt (prompt-text.ts), if anything. */
  promptCleaned(removed: string | undefined): void {
    this.report.promptRemoved = removed
  }

  /** Who asked for the run, for the summary. */
  request(request: RunRequest): void {
    this.report.request = request
  }

  /**
   * The run is a follow-up to a job whose pull request was `previousPr` ('' for none); undefined
   * when it turned out not to be one (the job refused the message and a new job took it).
   */
  followUp(previousPr: string | undefined): void {
    this.report.previousPr = previousPr
  }

  /** A deployment or preview was triggered: its status id (and the preview's address). */
  deploymentTriggered(statusId: string, previewUrl: string | undefined): void {
    core.setOutput(Output.StatusId, statusId)
    core.setOutput(Output.PreviewUrl, previewUrl ?? '')
    this.report.deployment = { statusId, previewUrl }
  }

  /** The deployment's status as last read: every deploy output. */
  deploymentStatus(status: DeploymentStatus): void {
    const files = status.commit?.filesChanged
    core.setOutput(Output.Status, status.status ?? '')
    core.setOutput(Output.DeploySummary, status.summary ?? '')
    core.setOutput(Output.CommitSha, status.commit?.sha ?? '')
    core.setOutput(Output.FilesAdded, files ? String(files.added.length) : '')
    core.setOutput(Output.FilesModified, files ? String(files.modified.length) : '')
    core.setOutput(Output.FilesRemoved, files ? String(files.removed.length) : '')
    if (this.report.deployment) this.report.deployment.status = status
  }

  automationRun(run: AutomationRun): void {
    core.setOutput(Output.AutomationRunId, run.instanceId)
    core.setOutput(Output.JobId, run.jobId ?? '')
    this.report.automation = run
  }

  /** Preview mode: what went wrong with the GitHub deployment or comment. */
  previewOnGitHub(note: string): void {
    this.report.previewOnGitHub = note
  }

  /** How the flow ended; main alone calls this. */
  ended(result: string): void {
    this.report.result = result
  }

  /** Why the step failed; main alone calls this. */
  failed(message: string): void {
    this.report.error = message
  }
}
