/**
 * What a run came to, as values the flows return, and the one decision whether that fails the
 * step (main applies it). The flows throw only for what they cannot report as an outcome: a bad
 * answer of the API, a failed download, a cancel.
 */
import type {
  AgentJob,
  AutomationRun,
  DeploymentStatus,
  ExportBundle,
  ExportJob
} from '../api/api.js'
import { counted, formatDuration } from '../util/duration.js'
import type { AgentConfig, ExportConfig, ProjectConfig } from './inputs.js'
import type { SiteCheckResult } from '../export/site-check/result.js'
import { hostAllowed } from '../export/site-check/hosts.js'
import { inert } from '../util/untrusted.js'

/**
 * What a completed agent job with no pull request means: when Mintlify hosts the docs, the agent may
 * commit to the deployment branch directly, so "no pull request" is not "no change".
 */
export const NO_PR_MEANING =
  'either nothing changed, or Mintlify committed to the deployment branch directly (docs hosted by Mintlify)'

/** The event asked for no run (comment trigger, merged pull request). */
export interface SkippedOutcome {
  result: 'skipped'
  reason: string
}

export interface AgentOutcome {
  job: AgentJob
  /** `pending` when the step did not wait; `timeout` when the deadline came first. */
  result: 'pr' | 'no-pr' | 'archived' | 'failed' | 'timeout' | 'pending'
}

export type ExportOutcome =
  | {
      /** `pending` when the step did not wait; `link` without a download. */
      result: 'pending' | 'link' | 'downloaded'
      jobId: string
      job: ExportJob
      bundle?: ExportBundle
    }
  | { result: 'failed' | 'timeout'; jobId: string; job: ExportJob }
  /** The site check found what `fail-on-broken-links` or `allowed-hosts` refuses. */
  | { result: 'site-refused'; jobId: string; job: ExportJob; siteCheck: SiteCheckResult }

/** Deploy, preview and automation modes. */
export interface ProjectOutcome {
  /** `pending`: not waited for; `triggered`: an automation run was queued (no API follows it). */
  result: 'success' | 'failure' | 'timeout' | 'pending' | 'triggered'
  statusId?: string
  previewUrl?: string
  status?: DeploymentStatus
  automation?: AutomationRun
}

export type RunOutcome = SkippedOutcome | AgentOutcome | ExportOutcome | ProjectOutcome

/** Why the step fails, or undefined when the outcome is a success. */
export function failureOf(
  outcome: RunOutcome,
  config: AgentConfig | ExportConfig | ProjectConfig
): string | undefined {
  if (outcome.result === 'skipped') return undefined
  if (config.mode !== 'agent' && config.mode !== 'export')
    return projectFailure(outcome as ProjectOutcome, config)
  if ('jobId' in outcome)
    return config.mode === 'export' ? exportFailure(outcome, config) : undefined
  return config.mode === 'agent' ? agentFailure(outcome as AgentOutcome, config) : undefined
}

function projectFailure(outcome: ProjectOutcome, config: ProjectConfig): string | undefined {
  const what =
    config.mode === 'preview' ? `The preview of ${config.branch ?? ''}` : 'The deployment'
  const id = outcome.statusId ?? ''
  switch (outcome.result) {
    case 'failure': {
      const summary = outcome.status?.summary
      const lines = (outcome.status?.logs ?? []).slice(-5)
      const tail = lines.length
        ? ` Last log lines: ${lines.map((l) => inert(l, 300)).join(' | ')}.`
        : ''
      return `${inert(what)} failed (status ${inert(id)})${summary ? `: ${inert(summary, 1000)}` : ''}.${tail} The whole log is in the "Build log" group above; fix the docs and push again.`
    }
    case 'timeout':
      return `${inert(what)} did not finish within the timeout (${formatDuration(config.timeoutMs)}); last status: ${inert(outcome.status?.status ?? 'unknown')} (status ${inert(id)}). It goes on at Mintlify: raise timeout, or check the dashboard.`
    default:
      return undefined
  }
}

function agentFailure(outcome: AgentOutcome, config: AgentConfig): string | undefined {
  const jobId = (): string => outcome.job.id ?? ''
  switch (outcome.result) {
    case 'failed':
      return `Agent job ${jobId()} failed. The API gives no reason; open the job in the Mintlify dashboard, then re-run.`
    case 'timeout':
      return `Agent job ${jobId()} did not finish within the timeout (${formatDuration(config.timeoutMs)}); last status: ${inert(outcome.job.status ?? 'unknown')}. It keeps running at Mintlify: wait for it in a later step with job-id: ${jobId()} and no prompt, or raise timeout.`
    case 'no-pr':
      return config.failOnNoPr
        ? `Agent job ${jobId()} finished without a pull request (fail-on-no-pr is true): ${NO_PR_MEANING}. Check the docs repository's deployment branch and the job in the Mintlify dashboard.`
        : undefined
    default:
      return undefined
  }
}

function exportFailure(outcome: ExportOutcome, config: ExportConfig): string | undefined {
  const { job, jobId } = outcome
  switch (outcome.result) {
    case 'failed':
      return `Static export job ${inert(jobId)} failed: ${job.error ? inert(job.error, 1000) : 'the API gave no reason'}. Fix the cause (check the pages named), then re-run.`
    case 'timeout': {
      const progress = typeof job.progress === 'number' ? ` at ${job.progress}%` : ''
      return `Static export job ${jobId} did not finish within the timeout (${formatDuration(config.timeoutMs)}); last status: ${inert(job.status ?? 'unknown')}${progress}. It keeps running at Mintlify; raise timeout and re-run.`
    }
    case 'site-refused':
      return siteCheckRefusal(outcome.siteCheck, config)
    default:
      return undefined
  }
}

/** What `allowed-hosts` and `fail-on-broken-links` refuse in the checked site, if anything. */
export function siteCheckRefusal(
  result: SiteCheckResult,
  config: Pick<ExportConfig, 'allowedHosts' | 'failOnBrokenLinks'> &
    Partial<Pick<ExportConfig, 'failOnBrokenAnchors'>>
): string | undefined {
  if (config.allowedHosts !== undefined) {
    const allowed = config.allowedHosts
    const refused = result.external.find((e) => !hostAllowed(e.host, allowed))
    if (refused) {
      return `The site loads ${refused.kinds.join(', ')} from ${inert(refused.host)} (e.g. ${inert(refused.pages[0])}), which allowed-hosts does not list${allowed.length === 0 ? ' (none: no other host)' : ''}. In an air-gapped deployment it would never load: host it with the site, or add the host to allowed-hosts.`
    }
  }
  const baseline = result.baseline?.compared ? result.baseline : undefined
  if (config.failOnBrokenLinks === 'new' && baseline) {
    const { count, first } = baseline.newLinks
    if (count > 0) {
      return `The change breaks ${counted(count, 'internal link target')} the base's report did not have, e.g. ${inert(first?.target)} used by ${inert(first?.page)} (fail-on-broken-links is new; ${baseline.known} known ones do not fail it). Fix the links this change added or moved.`
    }
  } else if (config.failOnBrokenLinks && result.broken.length > 0) {
    const first = result.broken[0]
    const why =
      config.failOnBrokenLinks === 'new'
        ? `fail-on-broken-links is new, but ${result.baseline && !result.baseline.compared ? result.baseline.why : 'no previous-report was given'}, so every broken link counts`
        : 'fail-on-broken-links is true'
    return `The site has ${counted(result.broken.length, 'broken internal link target')}, e.g. ${inert(first?.target)} used by ${inert(first?.pages[0])} (${why}). Fix the pages in the docs, or set fail-on-broken-links: false.`
  }
  if (config.failOnBrokenAnchors === 'new' && baseline) {
    const { count, first } = baseline.newAnchors
    if (count > 0) {
      return `The change breaks ${counted(count, 'anchor')} the base's report did not have, e.g. ${inert(first?.target)} used by ${inert(first?.page)} (fail-on-broken-anchors is new). Fix the links or the headings this change touched.`
    }
  } else if (config.failOnBrokenAnchors && result.brokenAnchors.length > 0) {
    const first = result.brokenAnchors[0]
    return `The site has ${counted(result.brokenAnchors.length, 'broken anchor')} (a fragment that finds no element with that id on its page), e.g. ${inert(first?.target)} used by ${inert(first?.pages[0])} (fail-on-broken-anchors is ${config.failOnBrokenAnchors === 'new' ? 'new, with no baseline to compare with' : 'true'}). Fix the links or the headings, list them in ignore-links, or set fail-on-broken-anchors: false.`
  }
  return undefined
}
