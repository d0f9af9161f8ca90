import { appendFile } from 'node:fs/promises'
import * as core from '@actions/core'
import { formatDuration } from './duration.js'
import { formatBytes } from './size.js'
import type { RunReport } from './report.js'

// Server texts and links end up in the summary's HTML table: escape them so a hostile value cannot
// inject markup into the job page.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function link(url: string): string {
  return /^https?:\/\//i.test(url)
    ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    : escapeHtml(url)
}

/** The rows of the job summary table, in display order; absent values are left out. */
export function summaryRows(report: RunReport, durationMs: number): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Mode', report.mode],
    ['Domain', report.domain],
    ['Job ID', report.jobId && `<code>${escapeHtml(report.jobId)}</code>`],
    ['Status', report.status && escapeHtml(report.status)],
    ['Skipped', report.skipped && escapeHtml(report.skipped)],
    [
      'PR link',
      report.prLink === undefined ? undefined : report.prLink ? link(report.prLink) : 'none'
    ],
    ['Model', report.model && escapeHtml(report.model)],
    ['Source', report.source && escapeHtml(report.source)],
    ['Pages', report.pageCount === undefined ? undefined : String(report.pageCount)],
    [
      'Paths',
      report.paths === undefined
        ? undefined
        : report.paths.length > 0
          ? report.paths.map((p) => `<code>${escapeHtml(p)}</code>`).join(', ')
          : 'all pages'
    ],
    [
      'Bundle size',
      report.bundleSizeBytes === undefined ? undefined : formatBytes(report.bundleSizeBytes)
    ],
    ['Link expires', report.bundleExpiresAt && escapeHtml(report.bundleExpiresAt)],
    ['Archive', report.archivePath && `<code>${escapeHtml(report.archivePath)}</code>`],
    ['Site folder', report.extractPath && `<code>${escapeHtml(report.extractPath)}</code>`],
    ['Values file', report.valuesFile && `<code>${escapeHtml(report.valuesFile)}</code>`],
    ['Duration', formatDuration(durationMs)],
    ['Error', report.error && escapeHtml(report.error)]
  ]
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
}

/**
 * Appends the summary table; a runner without GITHUB_STEP_SUMMARY (local runs) gets none. The HTML is
 * built with core.summary but appended here, because core.summary remembers the first file it wrote
 * to for the life of the process.
 */
export async function writeSummary(report: RunReport, durationMs: number): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY
  if (!file) return
  const title = report.mode === 'export' ? 'Mintlify static export' : 'Mintlify agent'
  const html = core.summary
    .emptyBuffer()
    .addHeading(title, 3)
    .addTable([
      [
        { data: 'Item', header: true },
        { data: 'Value', header: true }
      ],
      ...summaryRows(report, durationMs)
    ])
    .stringify()
  core.summary.emptyBuffer()
  await appendFile(file, html, 'utf8')
}
