/**
 * `previous-report`: the site-check.json of the base (the default branch's last check), so a pull
 * request fails only on what it breaks. Findings are matched by kind, target and fragment, never by
 * line (lines move), each normalised the same way on both sides, so a report that an older version
 * wrote, or one that spells a target another way (`/x/`, `/x/index.html`, `%7E`), still matches.
 */
import { readFile } from 'node:fs/promises'
import { REPORT_FORMAT } from './format.js'
import type { Finding, SiteCheckReport } from './report.js'

/** A site-check.json larger than this is not one of ours (25 000 findings take a few MB). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024

/** The kinds a baseline judges: what fails a step. */
const JUDGED = new Set(['broken-link', 'broken-anchor', 'broken-redirect'])

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A site path as one spelling: decoded, without `index.html`, `.html` or a trailing slash. */
function normalPath(target: string): string {
  let path = decoded(target)
  path = path.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** What makes two findings one, across runs and versions. */
export function findingKey(finding: Pick<Finding, 'kind' | 'target' | 'fragment'>): string {
  const hash = finding.target.indexOf('#')
  const target = hash === -1 ? finding.target : finding.target.slice(0, hash)
  const fragment = finding.fragment ?? (hash === -1 ? '' : finding.target.slice(hash + 1))
  return `${finding.kind}\u0000${normalPath(target)}\u0000${decoded(fragment)}`
}

export type Baseline =
  | { keys: Set<string> }
  /** No file there: a cache miss; the step judges as without a baseline. */
  | { missing: true }
  /** Not a report to compare with; `why` says what is wrong. */
  | { unusable: string }

/** Reads the base's report; never throws. */
export async function readBaseline(file: string): Promise<Baseline> {
  let text: string
  try {
    const bytes = await readFile(file)
    if (bytes.length > MAX_REPORT_BYTES)
      return { unusable: 'it is larger than any site-check.json' }
    text = bytes.toString('utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true }
    return { unusable: `it cannot be read (${(error as Error).message})` }
  }
  let report: Partial<SiteCheckReport>
  try {
    report = JSON.parse(text) as Partial<SiteCheckReport>
  } catch {
    return { unusable: 'it is not JSON' }
  }
  if (report?.format !== REPORT_FORMAT || !Array.isArray(report.findings)) {
    return { unusable: `it is not a ${REPORT_FORMAT} report` }
  }
  const keys = new Set<string>()
  for (const finding of report.findings) {
    if (
      typeof finding?.kind === 'string' &&
      typeof finding.target === 'string' &&
      JUDGED.has(finding.kind)
    ) {
      keys.add(findingKey(finding))
    }
  }
  return { keys }
}

export interface BaselineComparison {
  /** Findings of this run absent from the baseline, by kind. */
  newLinks: Finding[]
  newAnchors: Finding[]
  newRedirects: Finding[]
  /** Baseline findings this run no longer has. */
  fixed: number
  known: number
}

/** Marks each judged finding of `report` new or known, and counts what the baseline had that is gone. */
export function compareWithBaseline(
  report: SiteCheckReport,
  keys: Set<string>
): BaselineComparison {
  const comparison: BaselineComparison = {
    newLinks: [],
    newAnchors: [],
    newRedirects: [],
    fixed: 0,
    known: 0
  }
  const seen = new Set<string>()
  for (const finding of report.findings) {
    if (!JUDGED.has(finding.kind)) continue
    const key = findingKey(finding)
    seen.add(key)
    if (keys.has(key)) {
      finding.status = 'known'
      comparison.known++
      continue
    }
    finding.status = 'new'
    if (finding.kind === 'broken-link') comparison.newLinks.push(finding)
    else if (finding.kind === 'broken-anchor') comparison.newAnchors.push(finding)
    else comparison.newRedirects.push(finding)
  }
  for (const key of keys) if (!seen.has(key)) comparison.fixed++
  return comparison
}
