/**
 * The site check's comment on a pull request: what the change broke first ("2 new broken links, 1
 * fixed, 36 known"), each new finding with its source file and line linked at the head commit. Every
 * target and path is untrusted (it comes from the site's pages): code spans only, links built here.
 */
import type { BaselineSummary } from '../site-check/result.js'
import { codeSpan, safeUrl } from '../../util/untrusted.js'
import type { Finding, SiteCheckReport } from './report.js'

/** Findings listed in the comment; the rest are counted, with where to find them. */
export const LISTED_IN_COMMENT = 20

export interface CommentContext {
  /** GitHub's web address (GITHUB_SERVER_URL). */
  serverUrl: string
  /** owner/name. */
  repository: string
  /** The pull request's head commit: the lines linked are the ones the reviewer sees. */
  sha: string
  runUrl?: string
}

/** The comment's hidden first line: one per pull request. */
export function siteCheckMarker(pullNumber: number): string {
  return `<!-- mintlify-admin-action:site-check pr=${pullNumber} -->`
}

const LABELS: Partial<Record<Finding['kind'], [one: string, many: string]>> = {
  'broken-link': ['broken link', 'broken links'],
  'broken-anchor': ['broken anchor', 'broken anchors'],
  'broken-redirect': ['broken redirect', 'broken redirects']
}

function counted(count: number, kind: Finding['kind']): string {
  const [one, many] = LABELS[kind] as [string, string]
  return `${count} ${count === 1 ? one : many}`
}

/** A file of the repository at the head commit, its line highlighted; undefined if it cannot be. */
function blobUrl(context: CommentContext, file: string, line?: number): string | undefined {
  if (file === '' || file.split('/').some((part) => part === '..' || part === '.')) return undefined
  const segments = file
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
    )
  const url = `${context.serverUrl.replace(/\/+$/, '')}/${context.repository}/blob/${context.sha}/${segments.join('/')}${line ? `#L${line}` : ''}`
  return safeUrl(url)
}

/** Where a finding is: its first use's source line, linked, else the exported page. */
function where(finding: Finding, context: CommentContext): string {
  const use = finding.uses[0]
  if (!use) return ''
  if (use.source) {
    const { file, line } = use.source
    const label = codeSpan(line ? `${file}:${line}` : file, 300)
    const url = blobUrl(context, file, line)
    return url ? `[${label}](<${url}>)` : label
  }
  return codeSpan(use.page, 300)
}

function table(findings: Finding[], context: CommentContext): string[] {
  const rows = findings.slice(0, LISTED_IN_COMMENT).map((finding) => {
    const [one] = LABELS[finding.kind] as [string, string]
    const target = finding.destination
      ? `${codeSpan(finding.target, 300)} → ${codeSpan(finding.destination, 300)}`
      : codeSpan(finding.target, 300)
    return `| ${one[0]?.toUpperCase()}${one.slice(1)} | ${target} | ${where(finding, context)} |`
  })
  const more = findings.length - rows.length
  return [
    '| Finding | Target | Where |',
    '| --- | --- | --- |',
    ...rows,
    ...(more > 0 ? ['', `…and ${more} more in \`site-check.json\`.`] : [])
  ]
}

/** The comment's text (after its marker). */
export function siteCheckComment(
  report: SiteCheckReport,
  baseline: BaselineSummary | undefined,
  context: CommentContext
): string {
  const judged = report.findings.filter((f) => LABELS[f.kind] !== undefined)
  const lines = ['### Mintlify site check', '']
  if (baseline?.compared) {
    const fresh = judged.filter((f) => f.status === 'new')
    const parts = (['broken-link', 'broken-anchor', 'broken-redirect'] as const)
      .map((kind) => [kind, fresh.filter((f) => f.kind === kind).length] as const)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `**${counted(count, kind)}**`)
    const rest = `${baseline.fixed} fixed, ${baseline.known} known`
    if (parts.length === 0) {
      lines.push(`✅ No new findings: ${rest}.`)
    } else {
      lines.push(`❌ ${parts.join(', ')} new; ${rest}.`, '', ...table(fresh, context))
    }
  } else {
    const parts = (['broken-link', 'broken-anchor', 'broken-redirect'] as const)
      .map((kind) => [kind, judged.filter((f) => f.kind === kind).length] as const)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `**${counted(count, kind)}**`)
    const why =
      baseline && !baseline.compared
        ? ` No baseline to compare with: ${codeSpan(baseline.why, 500)}.`
        : ''
    if (parts.length === 0) lines.push(`✅ No broken links or anchors.${why}`)
    else lines.push(`❌ ${parts.join(', ')}.${why}`, '', ...table(judged, context))
  }
  const run = context.runUrl ? safeUrl(context.runUrl) : undefined
  lines.push('', `${report.counts.pages} pages checked.${run ? ` [Workflow run](<${run}>)` : ''}`)
  return lines.join('\n')
}
