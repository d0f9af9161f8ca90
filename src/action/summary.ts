import { appendFile } from 'node:fs/promises'
import * as core from '@actions/core'
import { formatDuration } from '../util/duration.js'
import { formatBytes } from '../util/size.js'
import type { RunReport } from './report.js'
import type { SiteCheckResult } from '../export/site-check/check.js'
import { LISTED_IN_LOG, MAX_CHECKED_FILE_BYTES } from '../export/site-check/limits.js'
import { htmlText, safeUrl } from '../util/untrusted.js'

// Server texts and links end up in the summary's HTML table: every value goes through htmlText, so
// a hostile one can neither inject markup nor end the table with a blank line.

/** A link only for a validated https URL; anything else is shown as text. */
function link(url: string): string {
  const href = safeUrl(url)
  return href !== undefined ? `<a href="${htmlText(href)}">${htmlText(href)}</a>` : htmlText(url)
}

/** The rows of the job summary table, in display order; absent values are left out. */
export function summaryRows(report: RunReport, durationMs: number): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Mode', report.mode && htmlText(report.mode)],
    ['Domain', report.domain && htmlText(report.domain)],
    ['Job ID', report.jobId && `<code>${htmlText(report.jobId)}</code>`],
    ['Status', report.status && htmlText(report.status)],
    ['Skipped', report.skipped && htmlText(report.skipped)],
    [
      'PR link',
      report.prLink === undefined ? undefined : report.prLink ? link(report.prLink) : 'none'
    ],
    ['Model', report.model && htmlText(report.model)],
    ['Source', report.source && htmlText(report.source)],
    ['Pages', report.pageCount === undefined ? undefined : htmlText(report.pageCount)],
    [
      'Paths',
      report.paths === undefined
        ? undefined
        : report.paths.length > 0
          ? report.paths.map((p) => `<code>${htmlText(p)}</code>`).join(', ')
          : 'all pages'
    ],
    [
      'Bundle size',
      report.bundleSizeBytes === undefined ? undefined : formatBytes(report.bundleSizeBytes)
    ],
    ['Link expires', report.bundleExpiresAt && htmlText(report.bundleExpiresAt)],
    ['Archive', report.archivePath && `<code>${htmlText(report.archivePath)}</code>`],
    ['Site folder', report.extractPath && `<code>${htmlText(report.extractPath)}</code>`],
    ['Values file', report.valuesFile && `<code>${htmlText(report.valuesFile)}</code>`],
    ['Duration', formatDuration(durationMs)],
    ['Error', report.error && htmlText(report.error, 2000)]
  ]
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
}

/** One row of core.summary's addTable (its type is not exported by the package). */
type SummaryTableRow = Parameters<typeof core.summary.addTable>[0][number]

/** Rows shown for broken targets and for external hosts; the rest is counted, not listed. */
const SITE_CHECK_ROWS = 20

/** The site check as one table: the counts, then each broken target and each other host. */
export function siteCheckRows(check: SiteCheckResult): SummaryTableRow[] {
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
    header('Site'),
    ['Pages / files / size', `${check.pages} / ${check.files} / ${formatBytes(check.bytes)}`],
    ['Checked in', formatDuration(check.durationMs)]
  ]
  if (check.notChecked.count > 0) {
    rows.push([
      'Not checked',
      `${check.notChecked.count} over ${formatBytes(MAX_CHECKED_FILE_BYTES)}: ${pages(check.notChecked.first)}${check.notChecked.count > check.notChecked.first.length ? ', …' : ''}`
    ])
  }
  rows.push(
    header(`Broken internal targets (${check.broken.length})`),
    ...check.broken
      .slice(0, SITE_CHECK_ROWS)
      .map((b): SummaryTableRow => [`<code>${htmlText(b.target)}</code>`, pages(b.pages)]),
    ...more(
      check.broken.length,
      'broken targets',
      `Broken internal targets (${check.broken.length})`
    ),
    header(`Other hosts resources load from (${check.external.length})`),
    ...check.external
      .slice(0, SITE_CHECK_ROWS)
      .map((e): SummaryTableRow => [
        `<code>${htmlText(e.host)}</code> (${htmlText(e.kinds.join(', '))})`,
        pages(e.pages)
      ]),
    ...more(
      check.external.length,
      'hosts',
      `Other hosts resources load from (${check.external.length})`
    )
  )
  return rows
}

/**
 * Appends the summary table to `file`, the runner's GITHUB_STEP_SUMMARY as runner.ts read it; a
 * local run, without one, gets none. The HTML is built with core.summary, but core.summary.write()
 * would look the file up in the environment itself (once per process), so it is appended here.
 */
export async function writeSummary(
  report: RunReport,
  durationMs: number,
  file: string | undefined
): Promise<void> {
  if (!file) return
  const title = report.mode === 'export' ? 'Mintlify static export' : 'Mintlify agent'
  core.summary.addHeading(title, 3).addTable([
    [
      { data: 'Item', header: true },
      { data: 'Value', header: true }
    ],
    ...summaryRows(report, durationMs)
  ])
  if (report.siteCheck) {
    const check = report.siteCheck
    core.summary.addHeading('Site check', 4).addTable(siteCheckRows(check))
  }
  const html = core.summary.stringify()
  await appendFile(file, html, 'utf8')
}
