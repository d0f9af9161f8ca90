import * as core from '@actions/core'
import type { Dispatcher } from 'undici'
import { type AdminApi, type ExportBundle, type ExportJob } from '../api/api.js'
import { startExportJob } from './start.js'
import { EXPORT_STATUSES } from '../api/statuses.js'
import { downloadBundle } from './bundle/download.js'
import { archiveKind, unpackArchive } from './bundle/local.js'
import { BundleError } from './bundle/errors.js'
import type { SweptFiles } from './bundle/swept.js'
import { readRedirects } from './hosting/redirects.js'
import { RedirectTable } from './hosting/pattern.js'
import type { HostWritten } from './hosting/write-host.js'
import type { RedirectFindings } from './site-check/redirect-check.js'
import type { SiteCheckReport } from './site-report/report.js'
import type { SiteFiles } from './bundle/sink.js'
import type { DigestedFiles } from './bundle/digests.js'
import { Input } from '../action/constants.js'
import { InputError } from '../action/input-values.js'
import { counted, formatDuration, formatMoment } from '../util/duration.js'
import { formatBytes } from '../util/size.js'
import type { ExportConfig } from '../action/inputs.js'
import { siteCheckRefusal, type ExportOutcome } from '../action/outcomes.js'
import type { RunRecord } from '../action/outputs.js'
import { pollUntil } from '../api/poller.js'
import type { SiteCheckResult } from './site-check/check.js'
import type { ThreadedChecker } from './check-thread/threaded-checker.js'
import { hostedSentence } from './site-check/hosting.js'
import {
  LISTED_IN_LOG,
  MAX_CHECKED_FILE_BYTES,
  MAX_TARGET_BYTES,
  MAX_TARGETS
} from './site-check/limits.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../util/time.js'
import { Heartbeat } from '../util/heartbeat.js'
import { grouped } from '../util/log-group.js'
import { inert } from '../util/untrusted.js'
import { previousManifest, recordManifest } from './changes.js'
import { writeAtomically } from '../util/write-file.js'
import { ACTION_VERSION } from '../util/user-agent.js'
import path from 'node:path'

export interface ExportDeps {
  api: AdminApi
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
  record: RunRecord
  /** The API client's dispatcher (proxy settings); the bundle download goes through it too. */
  dispatcher?: Dispatcher
  /** No manifest: `npm run bench` measures what it costs (runner.ts). */
  skipManifest?: boolean
  /** On a pull request event: where the site check's comment goes. */
  pullRequest?: ExportPullRequest
}

/** The pull request a run is for, as the site check's comment needs it (from the runner's event). */
export interface ExportPullRequest {
  owner: string
  repo: string
  number: number
  headSha: string
  /** A fork's `pull_request` run has a read-only token: no comment, and the log says so. */
  readOnlyToken: boolean
  serverUrl: string
  apiUrl?: string
  runUrl?: string
  /** The GitHub client's back-off unit (tests shorten it). */
  backoffMs?: number
}

function isTerminal(job: ExportJob): boolean {
  return EXPORT_STATUSES.isTerminal(job.status)
}

/**
 * The presigned link's query string is what grants access: mask it (and the whole link, and each
 * long parameter value, which an error message might print on its own) before any line is logged.
 */
export function maskLink(link: string): void {
  core.setSecret(link)
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return
  }
  if (url.search) core.setSecret(url.search)
  for (const value of url.searchParams.values()) if (value.length >= 16) core.setSecret(value)
}

/**
 * Export mode: start the job, write `job-id` at once, poll to `completed`, get a presigned link,
 * then (unless told not to) download and unpack it in one pass and update the Helm values file.
 */
export async function runExport(config: ExportConfig, deps: ExportDeps): Promise<ExportOutcome> {
  const { api, deadline, record } = deps
  if (config.archive) return runArchiveExport(config, config.archive, deps)
  record.exportRequest(config.domain, config.paths)
  // Read before the export starts, so that a bad one is said at once, not after the download.
  const previous = deps.skipManifest ? undefined : await previousManifest(config)
  const started = await startExportJob(config, deps)
  let job = started.job
  const jobId = job.jobId as string
  const scope = config.paths.length > 0 ? `${config.paths.length} page path(s)` : 'every page'
  const of = config.domain || `project ${config.projectId ?? ''}`
  core.info(
    `Started static export job ${inert(jobId)} of ${of} (${scope}; status ${inert(job.status ?? 'unknown')}).`
  )
  const read =
    started.route === 'project'
      ? () => api.getProjectExport(config.projectId ?? '', jobId)
      : () => api.getExport(jobId)
  record.exportJob(job, jobId)

  if (!config.wait && !isTerminal(job)) {
    core.info(
      `Not waiting (wait: false). The export job ${inert(jobId)} keeps running at Mintlify.`
    )
    return { jobId, job, result: 'pending' }
  }

  try {
    if (!isTerminal(job)) {
      job = await grouped(`Waiting for export job ${inert(jobId)}`, () =>
        pollUntil({
          poll: read,
          isDone: isTerminal,
          deadline,
          maxIntervalMs: config.pollIntervalMs,
          sleep: deps.sleep,
          signal: deps.signal,
          ...progressLogger(jobId, deps.deadline)
        })
      )
    }
  } catch (error) {
    if (!(error instanceof DeadlineExceededError)) throw error
    const last = (error.last as ExportJob | undefined) ?? job
    record.exportJob(last, jobId)
    return { jobId, job: last, result: 'timeout' }
  }
  record.exportJob(job, jobId)

  if (job.status === 'failed') return { jobId, job, result: 'failed' }
  core.info(
    `Export job ${inert(jobId)} completed: ${typeof job.pageCount === 'number' ? counted(job.pageCount, 'page') : 'an unknown number of pages'}.`
  )

  const fetchLink = async (): Promise<ExportBundle> => {
    const fresh = await api.generateBundle(jobId)
    maskLink(fresh.bundleUrl)
    return fresh
  }
  let bundle = await linkOf(job, jobId, fetchLink)
  record.bundle(bundle)
  core.info(
    `Bundle ready: ${bundle.sizeBytes === undefined ? 'size unknown' : formatBytes(bundle.sizeBytes)}; the link expires ${expiry(bundle.expiresAt)}.`
  )

  let result: ExportOutcome['result'] = 'link'
  if (config.download) {
    const downloaded = await download(config, deps, bundle, fetchLink, previous)
    bundle = downloaded.bundle
    result = 'downloaded'
    // A refused site is not deployed: the values file keeps pointing at the last good bundle.
    if (downloaded.siteCheck && siteCheckRefusal(downloaded.siteCheck, config)) {
      return { jobId, job, result: 'site-refused', siteCheck: downloaded.siteCheck }
    }
    if (downloaded.siteCheck) warnOfFindings(downloaded.siteCheck)
  } else {
    core.info('Not downloading (download: false): use the bundle-url output before it expires.')
  }

  if (config.valuesFile) await updateValues(config, config.valuesFile, bundle, record)
  return { jobId, job, result, bundle }
}

/** Logs a line per visible change of the job while it is polled (whole percents, not each poll). */
/** `at 09:56 UTC (in 1 h)`, or the text as given when it is no date. */
function expiry(expiresAt: string | undefined): string {
  if (!expiresAt) return 'at an unknown time'
  return `at ${formatMoment(expiresAt, Date.now()) ?? inert(expiresAt)}`
}

/** The poll's log: a line when the status or progress changes, a heartbeat when nothing does. */
function progressLogger(
  jobId: string,
  deadline: Deadline
): { onPoll: (current: ExportJob) => void; onTick: (elapsedMs: number) => void } {
  const heartbeat = new Heartbeat(deadline.clock, (message) => core.info(message))
  const noteUnknown = EXPORT_STATUSES.unknownStatusLog(`Export job ${inert(jobId)}`, (message) =>
    core.info(message)
  )
  let lastLine = ''
  const onPoll = (current: ExportJob): void => {
    const status = current.status ?? ''
    noteUnknown(status)
    const progress =
      typeof current.progress === 'number' ? `${Math.floor(current.progress)}%` : 'progress unknown'
    const pages =
      typeof current.pageCount === 'number' ? `, ${counted(current.pageCount, 'page')}` : ''
    const line = `${status || 'unknown'}, ${progress}${pages}`
    if (line !== lastLine) {
      core.info(`Export job ${inert(jobId)}: ${inert(line)}`)
      heartbeat.said()
      lastLine = line
    }
  }
  const onTick = (elapsedMs: number): void =>
    heartbeat.beat(
      () =>
        `Export job ${inert(jobId)}: still ${inert(lastLine || 'waiting')} after ${formatDuration(elapsedMs)}.`
    )
  return { onPoll, onTick }
}

/** The bundle's presigned link: from the completed status when it carries one, else the bundle call. */
async function linkOf(
  job: ExportJob,
  jobId: string,
  fetchLink: () => Promise<ExportBundle>
): Promise<ExportBundle> {
  if (typeof job.bundleUrl === 'string' && job.bundleUrl) {
    // The announced redesign: the completed status already carries the link.
    maskLink(job.bundleUrl)
    return { jobId, bundleUrl: job.bundleUrl, sizeBytes: job.sizeBytes, expiresAt: job.expiresAt }
  }
  return fetchLink()
}

/** Downloads (and extracts and checks) the bundle; the link as last used comes back with it. */
async function download(
  config: ExportConfig,
  deps: ExportDeps,
  first: ExportBundle,
  fetchLink: () => Promise<ExportBundle>,
  previous: Awaited<ReturnType<typeof previousManifest>>
): Promise<{ bundle: ExportBundle; siteCheck?: SiteCheckResult }> {
  const { record } = deps
  const startedAt = Date.now()

  // The site check reads pages as they are extracted, while gunzip inflates the next ones.
  const checker = config.checkSite && config.extract ? await siteChecker(config) : undefined
  const title = `Downloading${config.extract ? ' and extracting' : ''} the bundle into ${config.path}`
  const downloaded = await grouped(title, () =>
    downloadBundle(first.bundleUrl, first.sizeBytes, config.path, {
      extract: config.extract,
      jobId: first.jobId,
      deadline: deps.deadline,
      expiresAt: first.expiresAt,
      refreshLink: fetchLink,
      signal: deps.signal,
      dispatcher: deps.dispatcher,
      stallTimeoutMs: config.requestTimeoutMs,
      sleep: deps.sleep,
      log: (message) => core.info(message),
      secret: (value) => core.setSecret(value),
      limits: { maxUnpackedBytes: config.maxUnpackedBytes },
      observer: checker,
      hashFiles: !deps.skipManifest
    })
  )
  let bundle = first
  if (downloaded.refreshedLink) {
    bundle = { ...bundle, ...downloaded.refreshedLink }
    record.bundle(bundle)
  }
  record.downloaded(downloaded.archivePath, downloaded.extractPath)
  core.info(
    `${config.extract ? 'Downloaded and extracted' : 'Downloaded and checked'} ${formatBytes(downloaded.bytes)} (${counted(downloaded.entries, 'archive entry', 'archive entries')}) in ${formatDuration(Date.now() - startedAt)}.`
  )
  const siteCheck = await afterExtraction(
    config,
    deps,
    downloaded,
    checker,
    first.jobId ?? '',
    previous
  )
  return { bundle, siteCheck }
}

/** The site check, loaded only when it is on: an export without it compiles none of its code. */
async function siteChecker(config: ExportConfig): Promise<ThreadedChecker> {
  const { ThreadedChecker } = await import('./check-thread/threaded-checker.js')
  return new ThreadedChecker(config.domain || undefined)
}

/** What an unpacked site goes through, downloaded or given: hosting files, manifest, the check. */
async function afterExtraction(
  config: ExportConfig,
  deps: ExportDeps,
  unpacked: {
    extractPath?: string
    siteFiles?: SiteFiles
    digested?: DigestedFiles
    swept?: SweptFiles
  },
  checker: ThreadedChecker | undefined,
  jobId: string,
  previous: Awaited<ReturnType<typeof previousManifest>>
): Promise<SiteCheckResult | undefined> {
  const { record } = deps
  if (unpacked.swept) logSwept(unpacked.swept)
  let added: string[] = []
  if (config.generateHostingFiles && unpacked.extractPath) {
    added = await addHostingFiles(unpacked.extractPath, config.domain, record)
  }
  // The docs.json redirects: for the host's rules and for the check, with or without a host.
  const redirects =
    unpacked.extractPath && (checker || config.host) ? await siteRedirects(config) : undefined
  if (config.host && unpacked.extractPath) {
    const { writeHostFiles } = await import('./hosting/write-host.js')
    const written = await writeHostFiles(
      config.host,
      unpacked.extractPath,
      config.path,
      redirects ?? new RedirectTable([])
    )
    logHost(written, redirects?.size ?? 0)
    record.host(written)
    added = [...added, ...written.siteFiles]
  }
  const siteFiles = unpacked.siteFiles
  const finishCheck = (check: ThreadedChecker, files: SiteFiles): Promise<SiteCheckResult> =>
    check.finish(
      withAdded(files.paths, added),
      files.bytes,
      config.ignoreLinks,
      redirects,
      unpacked.extractPath
    )
  // On its own thread the check finishes while this one writes the manifest.
  const finishing = checker?.threaded && siteFiles ? finishCheck(checker, siteFiles) : undefined
  finishing?.catch(() => undefined)
  if (unpacked.digested && unpacked.extractPath) {
    const { digested, extractPath } = unpacked
    try {
      await recordManifest(config, jobId, digested, extractPath, added, previous, record)
    } catch (error) {
      await checker?.release()
      throw error
    }
  }
  if (!checker || !siteFiles) return undefined
  let siteCheck: SiteCheckResult
  if (checker.threaded) core.debug('The site check read the pages on a thread of its own.')
  try {
    siteCheck = await (finishing ?? finishCheck(checker, siteFiles))
  } finally {
    await checker.release()
  }
  if (siteCheck.redirects) logRedirectFindings(siteCheck.redirects)
  if (unpacked.swept && unpacked.swept.sourceCount > 0) {
    siteCheck.sweptSources = { count: unpacked.swept.sourceCount, first: unpacked.swept.sources }
  }
  if (unpacked.swept && unpacked.swept.launchers.length > 0) {
    siteCheck.launchersLeftOut = unpacked.swept.launchers
  }
  logSiteCheck(siteCheck, config)
  record.siteCheck(siteCheck, config.allowedHosts !== undefined)
  await writeSiteReport(siteCheck, config, unpacked.extractPath ?? config.path, deps)
  return siteCheck
}

/** The docs source's redirects (hosting/redirects.ts), said in the log; undefined when it has none. */
async function siteRedirects(config: ExportConfig): Promise<RedirectTable | undefined> {
  const read = await readRedirects(config.docsSource)
  for (const warning of read.warnings) core.warning(`Redirects: ${inert(warning, 1000)}`)
  if (read.redirects.length === 0) return undefined
  const table = new RedirectTable(read.redirects)
  const wildcards = table.compiled.filter((c) => !c.pattern.exact).length
  core.info(
    `Read ${counted(table.size, 'redirect')} from ${inert(read.config ?? 'docs.json')}${wildcards ? ` (${wildcards} with wildcards)` : ''}.`
  )
  return table
}

/** What `host` wrote, and which redirects it could not take. */
function logHost(written: HostWritten, redirects: number): void {
  const files = written.files.map((file) => inert(file)).join(', ')
  core.info(
    `Host ${written.host}: ${files ? `wrote ${files}` : 'no rules file (the host has none)'}${written.pages ? `; ${counted(written.pages, 'redirect')} became static pages (a meta refresh and a canonical link at the source)` : ''}${redirects ? '' : '; docs.json has no redirects'}.`
  )
  if (written.statusNote) core.info(written.statusNote)
  for (const name of written.kept) {
    core.warning(
      `The export has its own ${inert(name)}: kept, so the ${written.host} rules were not written into it.`
    )
  }
  if (written.leftOut.length > 0) {
    core.warning(
      `${counted(written.leftOut.length, 'redirect')} could not be written for ${written.host}: ${inert(
        written.leftOut
          .slice(0, 10)
          .map((r) => `${r.source} (${r.why})`)
          .join(', '),
        2000
      )}${written.leftOut.length > 10 ? ', …' : ''}.`
    )
  }
}

/** The redirects the check judged: broken ones and those that hide a page. */
function logRedirectFindings(found: RedirectFindings): void {
  if (found.broken.length > 0) {
    core.warning(
      `${counted(found.broken.length, 'redirect')} of docs.json lead${found.broken.length === 1 ? 's' : ''} to no page of the export: ${inert(
        found.broken
          .slice(0, 10)
          .map((r) => `${r.source} -> ${r.destination} (${r.file}:${r.line})`)
          .join(', '),
        2000
      )}${found.broken.length > 10 ? ', …' : ''}.`
    )
  }
  if (found.hidingPages.length > 0) {
    core.warning(
      `${counted(found.hidingPages.length, 'redirect')} of docs.json ${found.hidingPages.length === 1 ? 'has' : 'have'} a page of the export as source: on Mintlify's hosting that page is never seen. ${inert(
        found.hidingPages
          .slice(0, 10)
          .map((r) => `${r.source} (${r.file}:${r.line})`)
          .join(', '),
        2000
      )}.`
    )
  }
}

/** Says which launchers were left out and which repository sources look swept into the site. */
function logSwept(swept: SweptFiles): void {
  if (swept.launchers.length > 0) {
    core.info(
      `Left out ${swept.launchers.map((name) => inert(name)).join(', ')}: mint export's local launchers, which a website does not publish.`
    )
  }
  if (swept.sourceCount > 0) {
    const more = swept.sourceCount - swept.sources.length
    core.warning(
      `${counted(swept.sourceCount, 'file')} of the site look${swept.sourceCount === 1 ? 's' : ''} swept in from the repository, not built: ${inert(swept.sources.slice(0, 10).join(', '))}${swept.sourceCount > 10 ? `, and ${swept.sourceCount - 10} more (site-check.json lists ${more > 0 ? 'the first 100' : 'them all'})` : ''}. ${swept.sourceCount === 1 ? 'It is' : 'They are'} published with the site; make sure the export holds only the built site.`
    )
  }
}

/**
 * Export mode from `archive`: the site the workflow already has, unpacked and checked as a download
 * is, with no API call.
 */
async function runArchiveExport(
  config: ExportConfig,
  archive: string,
  deps: ExportDeps
): Promise<ExportOutcome> {
  const { record } = deps
  const previous = deps.skipManifest ? undefined : await previousManifest(config)
  const kind = await archiveKind(archive)
  if (kind === undefined) {
    throw new InputError(
      Input.Archive,
      `${archive} is neither a zip, a gzip'd tarball nor a folder.`
    )
  }
  const startedAt = Date.now()
  const checker = config.checkSite ? await siteChecker(config) : undefined
  const what =
    kind === 'folder'
      ? 'Copying the folder'
      : `Extracting the ${kind === 'zip' ? 'zip' : 'tarball'}`
  const unpacked = await grouped(`${what} ${archive} into ${config.path}`, async () => {
    try {
      return await unpackArchive(archive, kind, config.path, {
        limits: { maxUnpackedBytes: config.maxUnpackedBytes },
        observer: checker,
        hashFiles: !deps.skipManifest
      })
    } catch (error) {
      if (error instanceof BundleError) throw new BundleError(forArchive(error.message))
      throw error
    }
  })
  record.downloaded(archive, unpacked.extractPath)
  core.info(
    `Unpacked ${formatBytes(unpacked.bytes)} (${counted(unpacked.entries, 'entry', 'entries')}) from ${kind === 'folder' ? 'the folder' : `the ${kind === 'zip' ? 'zip' : 'tarball'}`} ${archive} in ${formatDuration(Date.now() - startedAt)}.`
  )
  const siteCheck = await afterExtraction(config, deps, unpacked, checker, '', previous)
  const job: ExportJob = { status: 'completed' }
  if (siteCheck && siteCheckRefusal(siteCheck, config)) {
    return { jobId: '', job, result: 'site-refused', siteCheck }
  }
  if (siteCheck) warnOfFindings(siteCheck)
  const bundle: ExportBundle = { jobId: '', bundleUrl: config.valuesBundleUrl ?? '' }
  if (config.valuesFile) await updateValues(config, config.valuesFile, bundle, record)
  return { jobId: '', job, result: 'downloaded' }
}

/** A refusal's advice, for an archive the workflow made rather than one Mintlify served. */
function forArchive(message: string): string {
  return message
    .replace(/^The bundle/, 'The archive')
    .replace(
      /; report the bundle to Mintlify\./,
      '. Check how the archive was made (mint export, or the step that packs the site).'
    )
}

/** Annotations the findings get: GitHub shows 10 warnings a step, and the run's own take two. */
const MAX_ANNOTATIONS = 8

/**
 * Writes site-check.json and site-check.sarif into `path` and annotates the first findings where a
 * writer edits them (the docs source line when known).
 */
async function writeSiteReport(
  result: SiteCheckResult,
  config: ExportConfig,
  site: string,
  deps: ExportDeps
): Promise<void> {
  const { record } = deps
  const { buildReport } = await import('./site-report/report.js')
  const { annotations, MAX_SARIF_RESULTS, sarifLog } = await import('./site-report/sarif.js')
  const report = await buildReport(result, {
    domain: config.domain,
    site,
    docsSource: config.docsSource,
    workspace: config.workspace
  })
  if (config.previousReport) await judgeAgainstBase(result, report, config, record)
  const json = path.join(config.path, 'site-check.json')
  const sarif = path.join(config.path, 'site-check.sarif')
  await writeAtomically(json, `${JSON.stringify(report, null, 2)}\n`)
  const sarifFile = sarifLog(report, site, ACTION_VERSION)
  await writeAtomically(sarif, `${JSON.stringify(sarifFile.log, null, 2)}\n`)
  if (sarifFile.omitted > 0) {
    result.sarifOmitted = sarifFile.omitted
    core.warning(
      `The SARIF holds ${MAX_SARIF_RESULTS.toLocaleString('en-US')} results, the most code scanning takes in a run: ${counted(sarifFile.omitted, 'result')} of the findings used least ${sarifFile.omitted === 1 ? 'was' : 'were'} left out (site-check.json has them all).`
    )
  }
  record.siteCheckReport(json, sarif)
  const relative = path.relative(config.workspace, site)
  const insideWorkspace =
    relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  const pageFile = (page: string): string | undefined =>
    insideWorkspace ? path.join(relative, page).split(path.sep).join('/') : undefined
  const found = annotations(report, MAX_ANNOTATIONS, pageFile)
  for (const note of found) {
    core.warning(inert(note.message, 1000), {
      title: 'Site check',
      file: note.file,
      ...(note.line ? { startLine: note.line } : {})
    })
  }
  const findings = result.broken.length + result.brokenAnchors.length
  core.info(
    `Wrote ${json} and ${sarif}${report.docsSource.found ? `; findings point at the docs source in ${report.docsSource.folder}` : `; no docs.json or mint.json in ${report.docsSource.folder}, so findings point at the exported pages`}${findings > found.length ? ` (annotated: the first ${found.length} of ${findings}; all are in the report and the SARIF)` : ''}.`
  )
  if (deps.pullRequest && config.githubToken) {
    await commentOnPullRequest(report, result, config.githubToken, deps.pullRequest)
  }
}

/**
 * The site check's one comment on the pull request, edited in place on every push (the preview's
 * sticky comment, github/sticky-comment.ts). A failure is a warning; the step goes on.
 */
async function commentOnPullRequest(
  report: SiteCheckReport,
  result: SiteCheckResult,
  token: string,
  pull: ExportPullRequest
): Promise<void> {
  if (pull.readOnlyToken) {
    core.notice(
      `No comment on pull request #${pull.number}: it comes from a fork, whose workflow token is read-only. The findings are in the annotations, the summary and site-check.json.`
    )
    return
  }
  const { stickyComment } = await import('../github/sticky-comment.js')
  const { siteCheckComment, siteCheckMarker } = await import('./site-report/pr-comment.js')
  const comment = stickyComment(
    token,
    pull.apiUrl,
    pull.backoffMs,
    { owner: pull.owner, repo: pull.repo, issueNumber: pull.number },
    siteCheckMarker(pull.number),
    'the site check comment'
  )
  const { written, problems } = await comment.write(
    siteCheckComment(report, result.baseline, {
      serverUrl: pull.serverUrl,
      repository: `${pull.owner}/${pull.repo}`,
      sha: pull.headSha,
      runUrl: pull.runUrl
    })
  )
  if (written) {
    core.info(`Wrote the site check's comment on pull request #${pull.number}.`)
  } else {
    core.warning(
      `The site check's comment on pull request #${pull.number} was not written: ${problems.join('; ')}. Give the job \`permissions: pull-requests: write\`, or set \`github-token: ''\` to turn the comment off.`
    )
  }
}

/**
 * `previous-report`: marks each finding new or known against the base's report, and says what the
 * change broke and fixed. A missing report (a cache miss) or one that is not a report leaves the
 * step judging every finding, and says why.
 */
async function judgeAgainstBase(
  result: SiteCheckResult,
  report: SiteCheckReport,
  config: ExportConfig,
  record: ExportDeps['record']
): Promise<void> {
  const { compareWithBaseline, readBaseline } = await import('./site-report/baseline.js')
  const shown = inert(config.previousReportAsWritten ?? config.previousReport ?? '')
  const baseline = await readBaseline(config.previousReport as string)
  if ('missing' in baseline) {
    result.baseline = {
      compared: false,
      why: `previous-report ${shown} does not exist (a cache miss?)`
    }
    core.notice(
      `previous-report ${shown} does not exist (a cache miss?): every finding counts as new.`
    )
    return
  }
  if ('unusable' in baseline) {
    result.baseline = {
      compared: false,
      why: `previous-report ${shown} is unusable: ${baseline.unusable}`
    }
    core.warning(
      `previous-report ${shown} is unusable (${baseline.unusable}): every finding counts as new.`
    )
    return
  }
  const comparison = compareWithBaseline(report, baseline.keys)
  const first = (list: typeof comparison.newLinks): { target: string; page?: string } | undefined =>
    list[0] && { target: list[0].target, page: list[0].uses[0]?.page }
  result.baseline = {
    compared: true,
    newLinks: { count: comparison.newLinks.length, first: first(comparison.newLinks) },
    newAnchors: { count: comparison.newAnchors.length, first: first(comparison.newAnchors) },
    newRedirects: comparison.newRedirects.length,
    fixed: comparison.fixed,
    known: comparison.known
  }
  record.baseline(result.baseline)
  const added =
    comparison.newLinks.length + comparison.newAnchors.length + comparison.newRedirects.length
  core.info(
    `Against the base's report: ${counted(added, 'new finding')}, ${comparison.fixed} fixed, ${comparison.known} known.`
  )
}

/** The site's files, then those the action added: one pass, no array of every name. */
function* withAdded(files: Iterable<string>, added: readonly string[]): Generator<string> {
  yield* files
  yield* added
}

/** `generate-hosting-files`: sitemap.xml and llms.txt written into the site; their names back. */
async function addHostingFiles(
  site: string,
  domain: string,
  record: ExportDeps['record']
): Promise<string[]> {
  const { writeHostingFiles } = await import('./hosting-files.js')
  const files = await writeHostingFiles(site, domain)
  const listed = `${counted(files.pages, 'page')} of https://${domain}`
  if (files.written.length > 0)
    core.info(`Added ${files.written.join(' and ')} to the site, listing ${listed}.`)
  if (files.kept.length > 0)
    core.info(
      `Kept the export's own ${files.kept.join(' and ')} (generate-hosting-files writes no file the export has).`
    )
  if (files.leftOut > 0)
    core.warning(
      `The site has ${files.pages + files.leftOut} pages; sitemap.xml lists the first ${files.pages}, the most one sitemap may hold. Split it into several sitemaps with a sitemap index if search engines must see them all.`
    )
  record.hostingFiles(files.written)
  return files.written
}

/** Points the Helm values file at the bundle. */
async function updateValues(
  config: ExportConfig,
  file: string,
  bundle: ExportBundle,
  record: ExportDeps['record']
): Promise<void> {
  // The YAML library is the largest part of export mode; most runs have no values file.
  const { updateHelmValues } = await import('./helm-values.js')
  await updateHelmValues(file, {
    bundleUrl: config.valuesBundleUrl ?? bundle.bundleUrl,
    version: config.exportVersion
  })
  record.valuesFile(file)
  core.info(
    `Updated ${file} (staticExport.enabled, bundleUrl${config.exportVersion !== undefined ? ', version' : ''}). The link expires ${expiry(bundle.expiresAt)}: run helm upgrade before then, and export again for every later deploy.`
  )
}

/** Logs what the check of the extracted site (see site-check/check.ts) found. */
function logSiteCheck(result: SiteCheckResult, config: ExportConfig): void {
  const ignored =
    result.ignored > 0 ? `; ${counted(result.ignored, 'target')} ignored (ignore-links)` : ''
  core.info(
    `Checked the site in ${formatDuration(result.durationMs)}: ${counted(result.pages, 'page')}, ${counted(result.files, 'file')}; ${counted(result.broken.length, 'broken internal target')}; ${counted(result.brokenAnchors.length, 'broken anchor')}; resources from ${counted(result.external.length, 'other host')}${result.external.length ? `: ${inert(result.external.map((e) => e.host).join(', '))}` : ''}${ignored}.`
  )
  if (result.hosted.count > 0) core.info(hostedSentence(result.hosted))
  if (result.external.length > 0 && config.allowedHosts === undefined) {
    core.info(
      'Other hosts are listed for information (allowed-hosts is empty): a self-hosted or air-gapped deployment that must load nothing from them sets allowed-hosts to fail the step on any host it does not list.'
    )
  }
  if (result.notJudged > 0) {
    core.warning(
      `The site references more distinct internal targets or other hosts than the check keeps (${MAX_TARGETS.toLocaleString('en-US')} of each, or ${formatBytes(MAX_TARGET_BYTES)} of paths), far more than its files: ${counted(result.notJudged, 'reference')} to further ones ${result.notJudged === 1 ? 'was' : 'were'} not judged. Check the pages that generate links.`
    )
  }
  if (result.notChecked.count > 0) {
    core.info(
      `${counted(result.notChecked.count, 'page or stylesheet', 'pages or stylesheets')} over ${formatBytes(MAX_CHECKED_FILE_BYTES)} ${result.notChecked.count === 1 ? 'was' : 'were'} not checked (${inert(result.notChecked.first.join(', '))}${result.notChecked.count > result.notChecked.first.length ? ', …' : ''}).`
    )
  }
  logList(
    'Broken internal targets',
    result.broken.length,
    result.broken
      .slice(0, LISTED_IN_LOG)
      .map(({ target, pages }) => `${inert(target)} (used by ${inert(pages.join(', '))})`)
  )
  logList(
    'Broken anchors',
    result.brokenAnchors.length,
    result.brokenAnchors
      .slice(0, LISTED_IN_LOG)
      .map(({ target, pages }) => `${inert(target)} (used by ${inert(pages.join(', '))})`)
  )
  logList(
    "Targets Mintlify's hosting serves",
    result.hosted.count,
    result.hosted.listed
      .slice(0, LISTED_IN_LOG)
      .map(({ target, pages }) => `${inert(target)} (used by ${inert(pages.join(', '))})`)
  )
  logList(
    'Other hosts resources load from',
    result.external.length,
    result.external
      .slice(0, LISTED_IN_LOG)
      .map(
        ({ host, kinds, pages }) =>
          `${inert(host)}: ${kinds.join(', ')} (e.g. ${inert(pages.join(', '))})`
      )
  )
}

/**
 * One annotation for a site that passed with broken links: a green run would otherwise hide 35 of
 * them in its summary. Other hosts and hosting-only targets are information, not findings: with
 * allowed-hosts set, a host it does not list has failed the step before this.
 */
function warnOfFindings(result: SiteCheckResult): void {
  if (result.broken.length > 0) {
    core.warning(
      `The exported site has ${counted(result.broken.length, 'broken internal link target')}. The log lists them in a collapsed group and the job summary shows the first; set fail-on-broken-links to fail the step on them, or ignore-links for targets you know of.`
    )
  }
  if (result.brokenAnchors.length > 0) {
    core.warning(
      `The exported site has ${counted(result.brokenAnchors.length, 'broken anchor')}: links whose fragment finds no element with that id on its page (a renamed heading, say). The log lists them in a collapsed group and the job summary shows the first; set fail-on-broken-anchors to fail the step on them.`
    )
  }
}

/** A list of findings as a collapsed group of the log: its first LISTED_IN_LOG, then the count beyond. */
function logList(title: string, total: number, lines: string[]): void {
  if (total === 0) return
  core.startGroup(`${title} (${total})`)
  for (const line of lines) core.info(line)
  if (total > lines.length) core.info(`… and ${total - lines.length} more, not listed.`)
  core.endGroup()
}
