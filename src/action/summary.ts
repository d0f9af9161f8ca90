import { appendFile } from 'node:fs/promises'
import * as core from '@actions/core'
import { counted, formatDuration, formatMoment } from '../util/duration.js'
import { formatBytes } from '../util/size.js'
import type { RunReport } from './report.js'
import type { HostWritten } from '../export/hosting/write-host.js'
import type { SiteCheckResult } from '../export/site-check/result.js'
import {
  LISTED_IN_LOG,
  MAX_CHECKED_FILE_BYTES,
  MAX_TARGET_BYTES,
  MAX_TARGETS
} from '../export/site-check/limits.js'
import { htmlMessage, htmlText } from '../util/untrusted.js'
import { hostedSentence } from '../export/site-check/hosting.js'
import { changeSentence, hasChanges, type ManifestChanges } from '../export/manifest/compare.js'
import { projectNextStep, projectRows, projectVerdict } from './project-summary.js'
import { NO_PR_MEANING } from './outcomes.js'
import { code, link } from './summary-html.js'

const isProjectMode = (report: RunReport): boolean =>
  report.mode === 'deploy' || report.mode === 'preview' || report.mode === 'automation'

/** A pull request's link as GitHub writes references, `owner/repo#12`; other links as themselves. */
export function pullRef(url: string): string {
  const match = /^https:\/\/[^/]+\/([\w.-]+\/[\w.-]+)\/pull\/(\d+)\/?$/.exec(url)
  return link(url, match ? `${match[1]}#${match[2]}` : undefined)
}

/** The summary's first line: ✅, ❌ or ⚠️ (a success with findings), and the result in words. */
export function verdict(report: RunReport, now = Date.now()): string {
  const agent = report.mode !== 'export'
  const what = agent ? 'Mintlify agent' : 'Static export'
  const of = report.domain ? ` of ${htmlText(report.domain)}` : ''
  if (report.error !== undefined) {
    return `❌ ${what}${agent ? '' : of} failed`
  }
  if (report.skipped !== undefined) return `⏭️ No ${agent ? 'agent run' : 'export'}: nothing to do`
  const job = report.jobId ? ` ${code(report.jobId)}` : ''
  switch (report.result) {
    case 'pr': {
      const pr = report.prLink ? pullRef(report.prLink) : 'a pull request'
      if (report.previousPr && report.previousPr === report.prLink)
        return `✅ The agent revised ${pr}`
      const instead = report.previousPr ? ` in place of ${pullRef(report.previousPr)}` : ''
      return `✅ The agent opened ${pr}${instead}`
    }
    case 'no-pr':
      return `✅ Agent job${job} finished without a pull request`
    case 'archived':
      return `⚠️ Agent job${job} was archived before it finished: no pull request`
    case 'pending':
      return `✅ Started ${agent ? 'agent' : 'static export'} job${job} (not waited for)`
    case 'link':
      return `✅ Static export${of} is ready to download`
    case 'downloaded': {
      const pages = report.pageCount === undefined ? '' : `: ${counted(report.pageCount, 'page')}`
      const where = report.extractPath ?? report.archivePath
      const findings = report.siteCheck ? findingWords(report.siteCheck) : ''
      const same = report.changes?.since !== undefined && !hasChanges(report.changes)
      if (same && !findings) {
        return `✅ Static export${of}${pages}: no change since the export of ${formatMoment(report.changes?.since ?? '', now) ?? htmlText(report.changes?.since)}`
      }
      return `${findings ? '⚠️' : '✅'} Static export${of}${pages}${where ? ` in ${code(where)}` : ''}${findings ? `, with ${findings}` : ''}`
    }
    default:
      return `✅ ${what} finished`
  }
}

/**
 * `35 broken link targets`, or '' when the check found nothing to act on. Other hosts and targets
 * only Mintlify's hosting serves are information: with allowed-hosts set, a host it does not list
 * has failed the step already.
 */
function findingWords(check: SiteCheckResult): string {
  const words = []
  if (check.broken.length > 0) words.push(counted(check.broken.length, 'broken link target'))
  if (check.brokenAnchors.length > 0)
    words.push(counted(check.brokenAnchors.length, 'broken anchor'))
  const redirects = check.redirects?.broken.length ?? 0
  if (redirects > 0) words.push(counted(redirects, 'broken redirect'))
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    : (words[0] ?? '')
}

/** Everything the check found, findings and information: the summary's "Found" row. */
function foundWords(check: SiteCheckResult): string {
  const parts = [
    counted(check.broken.length, 'broken link target'),
    counted(check.brokenAnchors.length, 'broken anchor')
  ]
  if (check.hosted.count > 0) parts.push(`${check.hosted.count} served only by Mintlify's hosting`)
  parts.push(`resources from ${counted(check.external.length, 'other host')}`)
  if (check.ignored > 0) parts.push(`${check.ignored} ignored (ignore-links)`)
  return parts.join(', ')
}

/** What the reader should know or do next, right under the verdict; undefined when nothing. */
function nextStep(report: RunReport): string | undefined {
  if (report.error !== undefined) return htmlMessage(report.error)
  if (report.skipped !== undefined)
    return `The event asked for no run: ${htmlText(report.skipped)}.`
  if (report.result === 'link' && report.bundleExpiresAt) {
    return 'The bundle link is in the step output <code>bundle-url</code>; download it before it expires.'
  }
  if (report.result === 'no-pr') {
    return `The job finished without a pull request: ${NO_PR_MEANING}. The docs repository's deployment branch shows which.`
  }
  if (report.result === 'pending' && report.jobId) {
    return `Follow it in a later step with <code>job-id: ${htmlText(report.jobId)}</code>.`
  }
  if (report.siteCheck && findingWords(report.siteCheck)) {
    return 'The site check below lists them with the pages that use them.'
  }
  return undefined
}

/** The rows under the verdict, in display order; absent values are left out. */
export function summaryRows(
  report: RunReport,
  durationMs: number,
  now: number
): [string, string][] {
  const whose = report.mode === 'export' ? 'Export job' : 'Agent job'
  const request = report.request
  const rows: [string, string | undefined][] = [
    [
      'Requested by',
      request &&
        [
          request.by &&
            (request.byUrl ? link(request.byUrl, `@${request.by}`) : htmlText(`@${request.by}`)),
          request.url ? link(request.url, request.what) : htmlText(request.what)
        ]
          .filter(Boolean)
          .join(' in ')
    ],
    ['Domain', report.domain && htmlText(report.domain)],
    [whose, report.jobId && code(report.jobId)],
    [`${whose} status`, report.status && htmlText(report.status)],
    ['Pull request', report.prLink ? pullRef(report.prLink) : undefined],
    ['Model', report.model && htmlText(report.model)],
    [
      'Reply',
      report.replyMissing &&
        `not posted: GitHub refused it, once more at the end too. It belongs on ${link(report.replyMissing)}; this summary holds the answer.`
    ],
    [
      'Hidden text',
      report.promptRemoved && `removed before the prompt: ${htmlText(report.promptRemoved, 1000)}`
    ],
    ['Source', report.source && sourceLink(report.source)],
    ['Pages', report.pageCount === undefined ? undefined : counted(report.pageCount, 'page')],
    [
      'Paths',
      report.paths === undefined
        ? undefined
        : report.paths.length > 0
          ? report.paths.map(code).join(', ')
          : 'all pages'
    ],
    ['Bundle', bundleText(report, now)],
    ['Archive', report.archivePath && code(report.archivePath)],
    ['Site folder', report.extractPath && code(report.extractPath)],
    ['Values file', report.valuesFile && code(report.valuesFile)],
    ['Manifest', report.manifest && code(report.manifest)],
    ['Duration', formatDuration(durationMs)]
  ]
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
}

/** `owner/repo @ ref`, the repository linked when it reads as a GitHub owner/name. */
function sourceLink(source: { repository?: string; ref?: string }): string | undefined {
  const { repository, ref } = source
  if (!repository) return ref ? htmlText(ref) : undefined
  const github = /^(?:https:\/\/github\.com\/)?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(repository)
  const repo = github?.[1] ? link(`https://github.com/${github[1]}`, github[1]) : link(repository)
  return ref ? `${repo} @ ${code(ref)}` : repo
}

/** `2.9 MiB, link expires 09:56 UTC (in 1 h)`. */
function bundleText(report: RunReport, now: number): string | undefined {
  const parts = []
  if (report.bundleSizeBytes !== undefined) parts.push(formatBytes(report.bundleSizeBytes))
  if (report.bundleExpiresAt) {
    const when = formatMoment(report.bundleExpiresAt, now)
    parts.push(`link expires ${when ?? htmlText(report.bundleExpiresAt)}`)
  }
  return parts.join(', ') || undefined
}

/** One row of core.summary's addTable (its type is not exported by the package). */
type SummaryTableRow = Parameters<typeof core.summary.addTable>[0][number]

/** Rows shown for broken targets and for external hosts; the rest is counted, not listed. */
const SITE_CHECK_ROWS = 20

/** The site check as one table: the counts, then each broken target and each other host. */
/** What `host` wrote, which redirects became pages, and which could not be written. */
export function hostRows(host: HostWritten): SummaryTableRow[] {
  const rows: SummaryTableRow[] = [
    [
      'Written',
      host.files.length
        ? host.files.map((f) => `<code>${htmlText(f)}</code>`).join(', ')
        : 'no rules file: the host has none'
    ]
  ]
  if (host.pages > 0) {
    rows.push([
      'Static pages',
      `${counted(host.pages, 'redirect')} written as a page at the source (meta refresh, canonical link, noindex): the host cannot express them as rules`
    ])
  }
  if (host.statusNote) rows.push(['Status codes', htmlText(host.statusNote)])
  if (host.kept.length > 0)
    rows.push([
      'Kept',
      `the export's own ${host.kept.map((k) => `<code>${htmlText(k)}</code>`).join(', ')}`
    ])
  if (host.leftOut.length > 0) {
    rows.push([
      'Not written',
      host.leftOut
        .slice(0, SITE_CHECK_ROWS)
        .map((r) => `<code>${htmlText(r.source)}</code> (${htmlText(r.why)})`)
        .join(', ') +
        (host.leftOut.length > SITE_CHECK_ROWS
          ? `, and ${host.leftOut.length - SITE_CHECK_ROWS} more (the log names them)`
          : '')
    ])
  }
  return rows
}

export function siteCheckRows(
  check: SiteCheckResult,
  hostsEnforced = false,
  added?: readonly string[]
): SummaryTableRow[] {
  const header = (text: string): SummaryTableRow => [
    { data: text, header: true },
    { data: 'First pages that use it', header: true }
  ]
  const pages = (list: string[]): string =>
    list.map((p) => `<code>${htmlText(p)}</code>`).join(', ')
  /** The row that says how many a section left out, under that section, and where they are. */
  const more = (total: number, what: string, group: string): SummaryTableRow[] => {
    if (total <= SITE_CHECK_ROWS) return []
    const hidden = total - SITE_CHECK_ROWS
    const where =
      total <= LISTED_IN_LOG
        ? `the log lists all ${total} in the group “${group}”`
        : `the log lists the first ${LISTED_IN_LOG} in the group “${group}”`
    return [[{ data: `… and ${hidden} more ${what}: ${where}.`, colspan: '2' }]]
  }
  const rows: SummaryTableRow[] = [
    [{ data: 'Site', header: true, colspan: '2' }],
    [
      'Checked',
      `${counted(check.pages, 'page')}, ${counted(check.files, 'file')}, ${formatBytes(check.bytes)}`
    ],
    ['Found', foundWords(check)],
    ['Checked in', formatDuration(check.durationMs)]
  ]
  if (check.launchersLeftOut?.length) {
    rows.push([
      'Left out',
      `${pages(check.launchersLeftOut)}: <code>mint export</code>'s local launchers, not published`
    ])
  }
  if (check.sweptSources) {
    rows.push([
      'Swept in?',
      `${counted(check.sweptSources.count, 'file')} that ${check.sweptSources.count === 1 ? 'looks' : 'look'} like repository sources, published with the site: ${pages(check.sweptSources.first.slice(0, SITE_CHECK_ROWS))}`
    ])
  }
  if (check.sarifOmitted) {
    rows.push([
      'SARIF',
      `${counted(check.sarifOmitted, 'result')} left out: code scanning takes 25 000 a run (the report has every finding)`
    ])
  }
  if (check.baseline) {
    const b = check.baseline
    rows.push([
      'Against the base',
      b.compared
        ? `${b.newLinks.count + b.newAnchors.count + b.newRedirects} new (${b.newLinks.count} links, ${b.newAnchors.count} anchors, ${b.newRedirects} redirects), ${b.fixed} fixed, ${b.known} known`
        : htmlText(`not compared: ${b.why}; every finding counts`)
    ])
  }
  if (check.redirects) {
    const r = check.redirects
    const parts = [`${counted(r.count, 'redirect')} in docs.json`]
    if (r.linksRedirected > 0)
      parts.push(`${counted(r.linksRedirected, 'link target')} served through one`)
    parts.push(
      r.broken.length
        ? `<strong>${r.broken.length} lead${r.broken.length === 1 ? 's' : ''} to no page</strong>: ${pages(r.broken.slice(0, SITE_CHECK_ROWS).map((b) => `${b.source} → ${b.destination} (${b.file}:${b.line})`))}`
        : 'none leads to a missing page'
    )
    if (r.hidingPages.length > 0)
      parts.push(
        `${r.hidingPages.length} hide a page of the export: ${pages(r.hidingPages.slice(0, SITE_CHECK_ROWS).map((h) => h.source))}`
      )
    rows.push(['Redirects', parts.join('; ')])
  }
  if (check.hosted.count > 0) rows.push(['Hosting only', htmlText(hostedSentence(check.hosted))])
  if (check.external.length > 0 && !hostsEnforced) {
    rows.push([
      'Other hosts',
      'Listed for information: set <code>allowed-hosts</code> to fail the step on any host it does not list.'
    ])
  }
  if (added && added.length > 0) {
    rows.push(['Added', `${added.map(code).join(' and ')} (generate-hosting-files)`])
  }
  if (check.notJudged > 0) {
    rows.push([
      'Not judged',
      `${counted(check.notJudged, 'reference')} past ${MAX_TARGETS.toLocaleString('en-US')} distinct targets or hosts, or ${formatBytes(MAX_TARGET_BYTES)} of paths`
    ])
  }
  if (check.notChecked.count > 0) {
    rows.push([
      'Not checked',
      `${check.notChecked.count} over ${formatBytes(MAX_CHECKED_FILE_BYTES)}: ${pages(check.notChecked.first)}${check.notChecked.count > check.notChecked.first.length ? ', …' : ''}`
    ])
  }
  // A list with nothing in it is left out: the counts row above already says "none".
  if (check.broken.length > 0) {
    const title = `Broken internal targets (${check.broken.length})`
    rows.push(
      header(title),
      ...check.broken
        .slice(0, SITE_CHECK_ROWS)
        .map((b): SummaryTableRow => [code(b.target), pages(b.pages)]),
      ...more(check.broken.length, 'broken targets', title)
    )
  }
  if (check.brokenAnchors.length > 0) {
    const title = `Broken anchors (${check.brokenAnchors.length})`
    rows.push(
      header(title),
      ...check.brokenAnchors
        .slice(0, SITE_CHECK_ROWS)
        .map((b): SummaryTableRow => [code(b.target), pages(b.pages)]),
      ...more(check.brokenAnchors.length, 'broken anchors', title)
    )
  }
  if (check.hosted.count > 0) {
    const title = `Served only by Mintlify's hosting (${check.hosted.count})`
    rows.push(
      header(title),
      ...check.hosted.listed
        .slice(0, SITE_CHECK_ROWS)
        .map((b): SummaryTableRow => [code(b.target), pages(b.pages)]),
      ...more(check.hosted.count, 'targets', title)
    )
  }
  if (check.external.length > 0) {
    const title = `Other hosts resources load from (${check.external.length})`
    rows.push(
      header(title),
      ...check.external
        .slice(0, SITE_CHECK_ROWS)
        .map((e): SummaryTableRow => [
          `${code(e.host)} (${htmlText(e.kinds.join(', '))})`,
          pages(e.pages)
        ]),
      ...more(check.external.length, 'hosts', title)
    )
  }
  return rows
}

/** Pages listed per kind in the summary; the log lists them all. */
const CHANGED_ROWS = 10

/** What changed since the previous export: the sentence, then the first pages of each kind, linked. */
export function changeRows(
  changes: ManifestChanges,
  domain: string,
  now: number
): SummaryTableRow[] {
  const rows: SummaryTableRow[] = [[{ data: htmlText(changeSentence(changes, now)), colspan: '2' }]]
  if (!changes.since) return rows
  const live = (url: string, path: string): string =>
    domain ? link(`https://${domain}${url}`, url) : code(path)
  for (const kind of ['changed', 'added', 'removed'] as const) {
    const list = changes.pages[kind]
    if (list.length === 0) continue
    rows.push([
      { data: `Pages ${kind} (${list.length})`, header: true },
      { data: 'Title', header: true }
    ])
    for (const page of list.slice(0, CHANGED_ROWS)) {
      // A removed page is no longer on the live site: shown, not linked.
      rows.push([
        kind === 'removed' ? code(page.url) : live(page.url, page.path),
        htmlText(page.title ?? '')
      ])
    }
    if (list.length > CHANGED_ROWS) {
      rows.push([
        {
          data: `… and ${list.length - CHANGED_ROWS} more: the log lists them all in the group “Changed pages of ${htmlText(domain)}”.`,
          colspan: '2'
        }
      ])
    }
  }
  return rows
}

/**
 * Appends the summary to `file`, the runner's GITHUB_STEP_SUMMARY as runner.ts read it; a local run,
 * without one, gets none. The verdict comes first, then what to do, then the details. The HTML is
 * built with core.summary, but core.summary.write() would look the file up in the environment
 * itself (once per process), so it is appended here.
 */
export async function writeSummary(
  report: RunReport,
  durationMs: number,
  file: string | undefined,
  now = Date.now()
): Promise<void> {
  if (!file) return
  await appendFile(file, summaryHtml(report, durationMs, now), 'utf8')
}

/** The summary as HTML, as GitHub shows it on the run's page. */
export function summaryHtml(report: RunReport, durationMs: number, now: number): string {
  core.summary.emptyBuffer()
  if (isProjectMode(report)) {
    core.summary.addHeading(projectVerdict(report), 3)
    const step = projectNextStep(report)
    if (step) core.summary.addRaw(`<p>${step}</p>`, true)
    const rows: [string, string][] = [
      ...projectRows(report),
      ['Duration', formatDuration(durationMs)]
    ]
    core.summary.addTable(
      rows.map(([name, value]): SummaryTableRow => [{ data: name, header: true }, value])
    )
    const projectHtml = core.summary.stringify()
    core.summary.emptyBuffer()
    return projectHtml
  }
  core.summary.addHeading(verdict(report, now), 3)
  const next = nextStep(report)
  if (next) core.summary.addRaw(`<p>${next}</p>`, true)
  core.summary.addTable(
    summaryRows(report, durationMs, now).map(([name, value]): SummaryTableRow => [
      { data: name, header: true },
      value
    ])
  )
  if (report.siteCheck) {
    core.summary
      .addHeading('Site check', 4)
      .addTable(siteCheckRows(report.siteCheck, report.hostsEnforced, report.hostingFiles))
  }
  if (report.host)
    core.summary.addHeading(`Host: ${report.host.host}`, 4).addTable(hostRows(report.host))
  if (report.changes) {
    core.summary
      .addHeading('Changes', 4)
      .addTable(changeRows(report.changes, report.domain ?? '', now))
  }
  const html = core.summary.stringify()
  core.summary.emptyBuffer()
  return html
}
