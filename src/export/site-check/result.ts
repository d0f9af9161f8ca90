/**
 * What the site check finds: the result's shape, and how a finding names a page and its first uses
 * (the first PAGES_PER_FINDING in path order, whatever order the archive holds them in).
 */
import type { RedirectFindings } from './redirect-check.js'
import type { RefKind } from './refs.js'

/** Where a page first uses a target: the line of its tag, and the reference as written there. */
export interface Located {
  line: number
  written: string
}

/** The targets a page is read again for (locate.ts), and where it first uses each, in that order. */
export interface LocatedPage {
  page: string
  targets: string[]
  found: (Located | undefined)[]
}

/** Pages named for each broken target and each external host: enough to find it, not a flood. */
export const PAGES_PER_FINDING = 3

/** What of a site only Mintlify's hosting serves. */
export interface HostedTargets {
  /** Distinct targets. */
  count: number
  /** Of them, pages' Markdown versions (`<page>.md`). */
  markdown: number
  /** The others (`/llms.txt`, `/sitemap.xml`, …), sorted. */
  files: string[]
  /** The first LISTED_IN_LOG targets, sorted, with the first pages that use each. */
  listed: { target: string; pages: string[] }[]
}

export interface SiteCheckResult {
  pages: number
  files: number
  bytes: number
  /** Distinct internal targets that resolve to no file, with the first pages that use each. */
  broken: { target: string; pages: string[] }[]
  /**
   * Distinct missing targets that Mintlify's hosting serves and an export lacks (hosting.ts):
   * information, never a broken link. A site links each page's `.md`, so they are counted, and
   * only the first LISTED_IN_LOG are kept with their pages: what survives the check must not grow
   * with the site (V8 grows its young generation by what survives).
   */
  hosted: HostedTargets
  /**
   * Distinct `page#fragment` pairs whose page is an HTML page of the site that has no element with
   * that id (nor an `<a name>`), with the first pages that use each.
   */
  brokenAnchors: { target: string; pages: string[] }[]
  /** Fragments not judged: on a file that is no page (an image, a PDF), or a page not read. */
  anchorsNotJudged: number
  /** Files that look swept in from the repository (bundle/swept.ts): the count and the first. */
  sweptSources?: { count: number; first: string[] }
  /** mint export's local launchers, left out of the site. */
  launchersLeftOut?: string[]
  /** Distinct targets and other hosts that `ignore-links` matched: neither reported nor failing. */
  ignored: number
  /** With the docs.json redirects: what they made of the site (redirect-check.ts). */
  redirects?: RedirectFindings
  /** With `previous-report`: what this run found that the base did not (site-report/baseline.ts). */
  baseline?: BaselineSummary
  /** SARIF results past code scanning's 25 000 a run, left out of the SARIF. */
  sarifOmitted?: number
  /** Other hosts that pages load resources from (not links), with the kinds and the first pages. */
  external: { host: string; kinds: RefKind[]; pages: string[] }[]
  /** Pages and stylesheets over MAX_CHECKED_FILE_BYTES, which were not read: the count and the first. */
  notChecked: { count: number; first: string[] }
  /** References past the bounds on targets and other hosts (limits.ts), which were not judged. */
  notJudged: number
  durationMs: number
  /**
   * Where the pages of the first findings use them, when the check's thread located them while the
   * main thread wrote the manifest (check-thread/); the report reads the others again.
   */
  located?: LocatedPage[]
}

/** This run's findings against the base's report, or why there was none to compare with. */
export type BaselineSummary =
  | {
      compared: true
      /** New broken link targets, anchors and redirects, with the first of each (target, page). */
      newLinks: { count: number; first?: { target: string; page?: string } }
      newAnchors: { count: number; first?: { target: string; page?: string } }
      newRedirects: number
      fixed: number
      known: number
    }
  | { compared: false; why: string }

/** Whether the checker reads this file of the site: pages and stylesheets. */
export function isChecked(file: string): boolean {
  return /\.(html?|css)$/i.test(file)
}

/** The path a static host serves a page file at: `guides/x/index.html` at `/guides/x/`. */
export function pageTarget(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`
  return `/${file}`
}

/** Keeps `page` among the first PAGES_PER_FINDING pages of `list`, in order of their paths. */
export function note(list: string[], page: string): void {
  if (list.includes(page)) return
  if (list.length === PAGES_PER_FINDING) {
    if (!pathBefore(page, list[PAGES_PER_FINDING - 1] as string)) return
    list.pop()
  }
  let at = list.length
  while (at > 0 && pathBefore(page, list[at - 1] as string)) at--
  list.splice(at, 0, page)
}

/** Whether path `a` sorts before `b` by code points, as their UTF-8 bytes do (ByteTable.compareKeys). */
function pathBefore(a: string, b: string): boolean {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')) < 0
}
