/**
 * The site check's findings where people fix them: `<path>/site-check.json` (every finding, with the
 * line of its first use in each page, the counts and what was not judged; shape in
 * docs/site-check-report.md, stable across minor versions), SARIF 2.1.0 for code scanning, and
 * annotations on the docs source. Pages are read again only for findings, MAX_LOCATED at most.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteCheckResult } from '../site-check/result.js'
import { locate, MAX_LOCATED, type Located, type LocatedPage } from '../site-check/locate.js'
import { DocsSource, isDocsSource, type SourceSpot, type Wanted } from './docs-source.js'
import { release, spansItsMemory } from '../../util/release.js'

import { REPORT_FORMAT, REPORT_VERSION } from './format.js'
export { REPORT_FORMAT, REPORT_VERSION }
export { MAX_LOCATED }

export type FindingKind =
  'broken-link' | 'broken-anchor' | 'broken-redirect' | 'hosting-only' | 'other-host'

export interface FindingUse {
  /** The page of the export, relative to the site folder. */
  page: string
  /** The line of the first use in the page, when found. */
  line?: number
  /** The docs source file of the page, and the line of the link there, when found. */
  source?: SourceSpot
}

export interface Finding {
  kind: FindingKind
  /** The target as the check shows it: `/guides/x`, `/api/auth#tokens`, or a host. */
  target: string
  /** For a broken anchor: its fragment. */
  fragment?: string
  /** For a broken redirect: where it sends (its target is the source). */
  destination?: string
  /** With `previous-report`: whether the base's report had it (baseline.ts). */
  status?: 'new' | 'known'
  /** The first pages that use it (3 at most). */
  uses: FindingUse[]
}

export interface SiteCheckReport {
  format: typeof REPORT_FORMAT
  formatVersion: number
  domain: string
  checkedAt: string
  counts: {
    pages: number
    files: number
    brokenLinks: number
    brokenAnchors: number
    /** With docs.json redirects: those whose destination the export does not serve. */
    brokenRedirects?: number
    hostingOnly: number
    otherHosts: number
    ignored: number
  }
  findings: Finding[]
  notJudged: {
    /** References past the check's bounds on distinct targets. */
    pastBounds: number
    /** Fragments on files that are no pages, on pages not read, or behind a redirect of a redirect. */
    anchors: number
    /** Pages and stylesheets too large to read: the count and the first. */
    tooLarge: { count: number; first: string[] }
  }
  /** Whether uses were mapped to the docs source, and where it was looked for. */
  docsSource: { folder: string; found: boolean }
  /** Files that look swept in from the repository (node_modules/, package.json, *.mdx…): published, not built. */
  sweptSources?: { count: number; files: string[] }
}

export interface ReportContext {
  domain: string
  /** The extracted site. */
  site: string
  /** The docs source folder (the `docs-source` input), absolute. */
  docsSource: string
  /** The workspace: source paths are relative to it, as code scanning wants them. */
  workspace: string
  now?: Date
}

/** A file of the docs source as code scanning names it: relative to the workspace. */
function sourceFile(context: ReportContext, file: string): string {
  return path
    .relative(context.workspace, path.join(context.docsSource, file))
    .split(path.sep)
    .join('/')
}

/** The report of one check, pages read again to locate the first findings. */
export async function buildReport(
  result: SiteCheckResult,
  context: ReportContext
): Promise<SiteCheckReport> {
  const findings: Finding[] = [
    ...result.broken.map((b): Finding => ({
      kind: 'broken-link',
      target: b.target,
      uses: uses(b.pages)
    })),
    ...result.brokenAnchors.map((b): Finding => ({
      kind: 'broken-anchor',
      target: b.target,
      fragment: b.target.slice(b.target.indexOf('#') + 1),
      uses: uses(b.pages)
    })),
    ...(result.redirects?.broken ?? []).map((r): Finding => ({
      kind: 'broken-redirect',
      target: r.source,
      destination: r.destination,
      // Its place is the redirects' own file, not a page.
      uses: [{ page: '', source: { file: sourceFile(context, r.file), line: r.line } }]
    })),
    ...result.hosted.listed.map((b): Finding => ({
      kind: 'hosting-only',
      target: b.target,
      uses: uses(b.pages)
    })),
    ...result.external.map((e): Finding => ({
      kind: 'other-host',
      target: e.host,
      uses: uses(e.pages)
    }))
  ]
  const hasSource = await isDocsSource(context.docsSource)
  await locateFindings(
    findings
      .filter((f) => f.kind === 'broken-link' || f.kind === 'broken-anchor')
      .slice(0, MAX_LOCATED),
    context,
    hasSource,
    result.located
  )
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_VERSION,
    domain: context.domain,
    checkedAt: (context.now ?? new Date()).toISOString(),
    counts: {
      pages: result.pages,
      files: result.files,
      brokenLinks: result.broken.length,
      brokenAnchors: result.brokenAnchors.length,
      ...(result.redirects ? { brokenRedirects: result.redirects.broken.length } : {}),
      hostingOnly: result.hosted.count,
      otherHosts: result.external.length,
      ignored: result.ignored
    },
    findings,
    notJudged: {
      pastBounds: result.notJudged,
      anchors: result.anchorsNotJudged,
      tooLarge: result.notChecked
    },
    docsSource: {
      folder: path.relative(context.workspace, context.docsSource).split(path.sep).join('/') || '.',
      found: hasSource
    },
    ...(result.sweptSources
      ? { sweptSources: { count: result.sweptSources.count, files: result.sweptSources.first } }
      : {})
  }
}

function uses(pages: string[]): FindingUse[] {
  return pages.map((page) => ({ page }))
}

/** What the thread found for `targets` on its page, when it was asked for every one of them. */
function alreadyLocated(
  page: LocatedPage,
  targets: readonly string[]
): (Located | undefined)[] | undefined {
  const found: (Located | undefined)[] = []
  for (const target of targets) {
    const at = page.targets.indexOf(target)
    if (at === -1) return undefined
    found.push(page.found[at])
  }
  return found
}

/**
 * Fills in where the findings' uses are: the line in the exported page (each page read once, for all
 * its findings, unless the check's thread located them there), then the docs source's file and line
 * (docs-source.ts). A page with no source file is
 * its own copy in the source when the source holds one (a static page copied through), else the
 * exported file when the site is inside the workspace: code scanning reads every path from the
 * repository's root, never from the site's.
 */
async function locateFindings(
  findings: Finding[],
  context: ReportContext,
  hasSource: boolean,
  /** Pages the check's thread has located already (check-thread/pages-thread.ts). */
  located: LocatedPage[] = []
): Promise<void> {
  const ready = new Map(located.map((each) => [each.page, each]))
  const byPage = new Map<string, FindingUse[]>()
  const wanted = new Map<FindingUse, Wanted>()
  for (const finding of findings) {
    for (const use of finding.uses) {
      const list = byPage.get(use.page) ?? []
      list.push(use)
      byPage.set(use.page, list)
      wanted.set(use, {
        target: finding.target,
        ...(finding.kind === 'broken-anchor' && finding.fragment !== undefined
          ? { fragment: finding.fragment }
          : {})
      })
    }
  }
  const siteHost = context.domain || undefined
  for (const [page, list] of byPage) {
    const targets = list.map((use) => (wanted.get(use) as Wanted).target)
    let found = ready.has(page)
      ? alreadyLocated(ready.get(page) as LocatedPage, targets)
      : undefined
    if (!found) {
      let html: Buffer
      try {
        html = await readFile(path.join(context.site, page))
      } catch {
        continue
      }
      found = locate(html, page, targets, siteHost)
      // Hundreds of pages may be read again: each one's memory goes now, not at a later collection.
      if (spansItsMemory(html)) release(html)
    }
    list.forEach((use, i) => {
      const at = found[i]
      if (at === undefined) return
      use.line = at.line
      ;(wanted.get(use) as Wanted).written = at.written
    })
  }
  const source = hasSource
    ? new DocsSource(context.docsSource, context.workspace, siteHost)
    : undefined
  const inWorkspace = path.relative(context.workspace, context.site)
  const siteInWorkspace =
    inWorkspace !== '' && !inWorkspace.startsWith('..') && !path.isAbsolute(inWorkspace)
  for (const [use, want] of wanted) {
    const spot = await source?.spot(use.page, want)
    if (spot) {
      use.source = spot
      continue
    }
    if (source && /\.html?$/i.test(use.page)) {
      const held = await source.copyOf(use.page)
      if (held) {
        const line = locate(held.bytes, use.page, [want.target], siteHost)[0]?.line
        use.source = { file: held.file, ...(line !== undefined ? { line } : {}) }
        continue
      }
    }
    if (siteInWorkspace) {
      use.source = {
        file: path.join(inWorkspace, use.page).split(path.sep).join('/'),
        ...(use.line !== undefined ? { line: use.line } : {})
      }
    }
  }
}
