import { PageReader } from './html-refs.js'
import { cssRefs, RefList, type Ref, type RefKind } from './refs.js'
import { LISTED_IN_LOG, MAX_CHECKED_FILE_BYTES, MAX_TARGET_BYTES, MAX_TARGETS } from './limits.js'
import { candidates, resolveRef, type Target } from './resolve.js'
import { hostingOnly, isMarkdownVersion } from './hosting.js'
import { parseLinkPatterns, type LinkPatterns } from './ignore.js'
import { ByteTable, hashBytes, ScratchBytes } from '../../util/byte-table.js'
import { fragmentNeed, IdHash, IdSet, PAGE_READ } from './anchors.js'
import {
  judgeRedirects,
  redirectServed,
  type RedirectFindings,
  type SiteRedirects
} from './redirect-check.js'

/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3
const NO_PATTERNS = parseLinkPatterns('')

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

/**
 * A copy of `text` that holds no reference to the page it was cut from. V8 keeps a slice of a string
 * as a view of the whole: one target kept from each page would keep every page's text alive.
 */
function own(text: string): string {
  return text.length > 12 ? Buffer.from(text, 'utf8').toString('utf8') : text
}

/**
 * A line range (`#12-20`, `#L12-L20`) whose first line is an id of the page: source viewers (rustdoc,
 * GitHub's) give each line an id and highlight a range with JavaScript.
 */
function lineRangeStart(id: string, has: (id: string) => boolean): boolean {
  const range = /^(L?)(\d+)-\1\d+$/.exec(id)
  return range !== null && has(`${range[1]}${range[2]}`)
}

/**
 * Whether a page is served under two URLs that resolve a relative reference differently: a folder's
 * index page, at `/guides/x/` (how static hosts and authors' links reach it) and at `/guides/x` (how
 * `serve.js` and Mintlify's own links do). The site's root has one.
 */
export function twoUrls(page: string): boolean {
  return page.endsWith('/index.html')
}

/**
 * A relative reference of such a page, resolved from both its URLs: one target when they agree, else
 * an internal target `a\0b` (NUL never ends a resolved path) that is broken only when neither is
 * served.
 */
export function resolveFromBoth(ref: string, page: string, siteHost?: string): Target {
  const first = resolveRef(ref, page, undefined, siteHost)
  if (first.type !== 'internal') return first
  const other = resolveRef(ref, page.slice(0, -'/index.html'.length), undefined, siteHost)
  if (other.type !== 'internal' || other.path === first.path) return first
  return { type: 'internal', path: `${first.path}\0${other.path}` }
}

/** The path a static host serves a page file at: `guides/x/index.html` at `/guides/x/`. */
export function pageTarget(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`
  return `/${file}`
}

/** Keeps `page` among the first PAGES_PER_FINDING pages of `list`, in order of their paths. */
function note(list: string[], page: string): void {
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

// What the caches hold for a key: the kind of target in the low two bits, its number above them.
const INTERNAL = 0
const OUTSIDE = 1
const EXTERNAL = 2
const SKIP = 3
/** A target that cannot be cached (past a bound): the reference is judged from the target itself. */
const UNCACHEABLE = -1
/** A target past MAX_TARGETS distinct ones. */
const NOT_JUDGED = -2

// Which cache a reference's key belongs to; the rules of the caches are the key's alone.
export const UNCACHED = 0
export const SITE_WIDE = 1
export const SAME_FOLDER = 2

const INDEX_HTML = 'index.html'
const HASH = 0x23
const QUESTION = 0x3f
const SLASH = 0x2f

/** The lower case of an ASCII letter; anything else unchanged. */
function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c
}

/** Whether the bytes at `at` (before `end`) are `word`, ASCII letters in any case. */
function startsWith(bytes: Uint8Array, at: number, end: number, word: string): boolean {
  if (end - at < word.length) return false
  for (let i = 0; i < word.length; i++)
    if (lower(bytes[at + i] as number) !== word.charCodeAt(i)) return false
  return true
}

/**
 * The cache for a key (a reference up to its fragment or query): root-relative and http(s) keys
 * lead to the same target from every page, other relative ones from every page of a folder; an
 * empty key (a query alone) and other schemes are not cached. The same rules as
 * /^(\/(?!\/)|https?:\/\/)/i and /^[a-z][a-z0-9+.-]*:/i, on bytes: other than ASCII never matches.
 */
export function keyClass(bytes: Uint8Array, start: number, cut: number): number {
  if (cut === start) return UNCACHED
  const first = bytes[start] as number
  if (first === SLASH)
    return cut === start + 1 || bytes[start + 1] !== SLASH ? SITE_WIDE : SAME_FOLDER
  if (startsWith(bytes, start, cut, 'http://') || startsWith(bytes, start, cut, 'https://'))
    return SITE_WIDE
  const letter = lower(first)
  if (letter < 0x61 || letter > 0x7a) return SAME_FOLDER
  for (let i = start + 1; i < cut; i++) {
    const c = lower(bytes[i] as number)
    if (c === 0x3a) return UNCACHED
    const name =
      (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d
    if (!name) return SAME_FOLDER
  }
  return SAME_FOLDER
}

/** Where a reference's key ends: at its fragment or query. */
function keyEnd(bytes: Uint8Array, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = bytes[i]
    if (c === HASH || c === QUESTION) return i
  }
  return end
}

/**
 * Checks a static site: every internal link and resource must resolve to a file (as a static host
 * resolves it), and every host other than the site that a page loads a resource from is reported.
 * Pages can be added while the site is still being extracted (`add`); the targets are looked up
 * once the whole file list is known (`finish`). A reference is judged against that list, never by
 * opening the path it names.
 */
export class SiteChecker {
  private busyMs = 0
  /**
   * Internal targets, and targets outside the site, by path: each with the first pages that use
   * it (a count, then page numbers). Looked up in `finish`.
   */
  private readonly targets = new ByteTable(1 + PAGES_PER_FINDING)
  private readonly outside = new ByteTable(1 + PAGES_PER_FINDING)
  /** The names of the pages that targets name, by number. */
  private readonly pageNames = new ByteTable()
  /** The page being read, and its number in pageNames once a target names it (else -1). */
  private page = ''
  private pageNumber = -1
  private readonly external = new Map<string, { kinds: Set<RefKind>; pages: string[] }>()
  /** Other hosts by number, as the caches name them. */
  private readonly hosts: string[] = []
  private readonly hostNumbers = new Map<string, number>()
  private notChecked = { count: 0, first: [] as string[] }
  private notJudged = 0
  /** A docs sidebar repeats the same root-relative links on every page: each is resolved once. */
  private readonly siteWide = new ByteTable()
  /**
   * Relative references resolve the same from every page of one folder. Pages arrive folder by
   * folder in archive order, so this holds one folder's references and starts over with the next.
   */
  private readonly sameFolder = new ByteTable()
  private folder = ''
  /** The page whose folder `folder` is. */
  private folderPage = ''
  /** A reference's text and a target's path as UTF-8, to look them up. */
  private readonly urlBytes = new ScratchBytes()
  private readonly pathBytes = new ScratchBytes()

  /**
   * Where a page that arrives in several pieces is put together: one buffer for the whole check,
   * grown to the largest such page (MAX_CHECKED_FILE_BYTES at most).
   */
  private scratch = Buffer.alloc(0)
  private readonly pageRefs = new RefList()
  private readonly reader = new PageReader()
  /** Every page's ids, hashed with its file (anchors.ts). */
  private readonly ids = new IdSet()
  private readonly idHash = new IdHash()
  /**
   * Fragments on other pages, looked up once every page is read: by the target's entry (4 bytes)
   * and the fragment's bytes, with the first pages that use each.
   */
  private readonly anchors = new ByteTable(1 + PAGES_PER_FINDING)
  /** Fragments of a page on itself that found no id there, as `page#fragment`, with the page. */
  private readonly ownBroken = new ByteTable(1 + PAGES_PER_FINDING)
  private readonly keyBytes = new ScratchBytes()
  /** `#x` under a `<base>` that leads to another page: its path, the fragment, the page using it. */
  private readonly baseAnchors: [path: string, fragment: string, page: string][] = []
  /**
   * Pages that redirect (`<meta http-equiv="refresh">`), by file, with their target's entry: a
   * fragment on one is judged on the page it leads to, as the script such pages carry keeps it.
   */
  private readonly redirects = new ByteTable(1)

  constructor(
    private readonly siteHost?: string,
    private readonly maxTargets = MAX_TARGETS,
    private readonly maxTargetBytes = MAX_TARGET_BYTES,
    /** Judge anchors (on unless false: `npm run bench` measures what they cost). */
    private readonly anchorsOn = true
  ) {
    if (!anchorsOn) this.pageRefs.pushId = undefined
  }

  /**
   * A reader for one file of the site as it is extracted (`file` relative to the site root), or
   * undefined when the check does not read that file. The pieces are the bundle's own memory, lent:
   * a file that comes in one piece is read at once, in place; one split across pieces is copied into
   * the one scratch buffer. Pages are read as bytes and never become strings (tokenizer.ts).
   */
  open(file: string, size: number): { data(piece: Buffer): void; end(): void } | undefined {
    if (!isChecked(file)) return undefined
    if (size > MAX_CHECKED_FILE_BYTES) {
      this.notChecked.count++
      note(this.notChecked.first, file)
      return undefined
    }
    let filled = 0
    let read = false
    return {
      data: (piece) => {
        if (filled === 0 && piece.length === size) {
          this.add(file, piece)
          read = true
          return
        }
        if (this.scratch.length < size) {
          this.scratch = Buffer.allocUnsafe(
            Math.min(MAX_CHECKED_FILE_BYTES, Math.max(size, 2 * this.scratch.length))
          )
        }
        filled += piece.copy(this.scratch, filled)
      },
      end: () => {
        if (!read) this.add(file, this.scratch.subarray(0, filled))
      }
    }
  }

  /** Forgets every page read so far (the download started over). */
  startOver(): void {
    this.sameFolder.clear()
    this.folder = ''
    this.folderPage = ''
    this.siteWide.clear()
    this.targets.clear()
    this.outside.clear()
    this.pageNames.clear()
    this.comparedPage = -1
    this.comparedWith = -1
    this.hosts.length = 0
    this.hostNumbers.clear()
    this.page = ''
    this.pageNumber = -1
    this.external.clear()
    this.ids.clear()
    this.anchors.clear()
    this.ownBroken.clear()
    this.baseAnchors.length = 0
    this.redirects.clear()
    this.notChecked = { count: 0, first: [] }
    this.notJudged = 0
    this.busyMs = 0
  }

  /** Reads one page or stylesheet of the site (`file` relative to the site root). */
  private add(file: string, bytes: Buffer): void {
    const started = Date.now()
    this.page = file
    this.pageNumber = -1
    if (/\.css$/i.test(file)) {
      for (const ref of cssRefs(bytes.toString('utf8'))) this.judge(ref)
    } else {
      // One list for every page: the references die with the page, not the list.
      const refs = this.pageRefs
      const base = this.reader.read(bytes, refs)
      this.keepIds(file, bytes, refs)
      for (let i = 0; i < refs.count; i++) {
        const ref = refs.items[i] as Ref
        this.judge(ref, base)
        if (ref.redirect) this.keepRedirect(ref.url, base)
      }
      for (let i = 0; i < refs.plainCount; i++) {
        const start = refs.plain[2 * i] as number
        const end = refs.plain[2 * i + 1] as number
        const kind = refs.plainKinds[i] as RefKind
        if (base !== undefined)
          this.judge({ url: bytes.toString('latin1', start, end), kind }, base)
        else this.judgeBytes(bytes, start, end, kind)
      }
      refs.clear()
    }
    this.busyMs += Date.now() - started
  }

  /**
   * Looks every target up in the site's files and says what was found. The files are read once,
   * into a table of their bytes: only broken targets become strings.
   */
  finish(
    files: Iterable<string>,
    bytes: number,
    ignore: LinkPatterns = NO_PATTERNS,
    redirects?: SiteRedirects
  ): SiteCheckResult {
    const started = Date.now()
    const present = new ByteTable()
    let count = 0
    let pages = 0
    for (const file of files) {
      count++
      if (/\.html?$/i.test(file)) pages++
      const length = this.pathBytes.write(file)
      const name = this.pathBytes.bytes
      const hash = hashBytes(name, 0, length)
      if (present.find(name, 0, length, hash) === -1) present.add(name, 0, length, hash)
    }
    const broken: { target: string; pages: string[] }[] = []
    const hosted: HostedTargets = { count: 0, markdown: 0, files: [], listed: [] }
    let ignored = 0
    const site = this.siteHost ? `https://${this.siteHost.toLowerCase()}` : undefined
    for (let entry = 0; entry < this.outside.size; entry++) {
      const target = this.outside.text(entry)
      if (ignore.matches(target)) ignored++
      else broken.push({ target, pages: this.pagesOf(this.outside, entry) })
    }
    const isPage = (sitePath: string): boolean =>
      candidates(sitePath).some((file) => /\.html?$/i.test(file) && this.isFile(present, file))
    const servedPath = (sitePath: string): boolean =>
      this.servedFile(present, sitePath) !== undefined || hostingOnly(sitePath, isPage)
    let redirected = 0
    const brokenInside = new Map<string, { target: string; pages: string[] }>()
    for (let entry = 0; entry < this.targets.size; entry++) {
      if (this.served(present, entry)) continue
      const [path, other] = this.targets.text(entry).split('\0') as [string, string?]
      const target = `/${path}`
      // Mintlify's hosting answers a redirect's source with its destination.
      if (
        redirects &&
        (redirectServed(redirects, target, servedPath) ||
          (other !== undefined && redirectServed(redirects, `/${other}`, servedPath)))
      ) {
        redirected++
        continue
      }
      if (!ignore.empty && ignore.matches(target, ...(site ? [`${site}${target}`] : []))) {
        ignored++
        continue
      }
      if (!hostingOnly(path, isPage)) {
        // A target reached from a page's two URLs is the same finding as the one reached from one.
        const known = brokenInside.get(target)
        if (known) for (const page of this.pagesOf(this.targets, entry)) note(known.pages, page)
        else brokenInside.set(target, { target, pages: this.pagesOf(this.targets, entry) })
        continue
      }
      hosted.count++
      if (isMarkdownVersion(path)) hosted.markdown++
      else hosted.files.push(target)
      if (hosted.listed.length < LISTED_IN_LOG) {
        hosted.listed.push({ target, pages: this.pagesOf(this.targets, entry) })
      }
    }
    broken.push(...brokenInside.values())
    const anchors = this.finishAnchors(present, ignore, site)
    const redirectFindings = redirects
      ? judgeRedirects(redirects, servedPath, redirected)
      : undefined
    const external: SiteCheckResult['external'] = []
    for (const [host, seen] of this.external) {
      if (!ignore.empty && ignore.matches(host, `https://${host}/`)) ignored++
      else external.push({ host, kinds: [...seen.kinds].sort(), pages: seen.pages })
    }
    this.busyMs += Date.now() - started
    const byTarget = (a: { target: string }, b: { target: string }): number =>
      a.target.localeCompare(b.target)
    ignored += anchors.ignored
    return {
      pages,
      files: count,
      bytes,
      broken: broken.sort(byTarget),
      brokenAnchors: anchors.broken.sort(byTarget),
      anchorsNotJudged: anchors.notJudged,
      hosted: { ...hosted, files: hosted.files.sort(), listed: hosted.listed.sort(byTarget) },
      ignored,
      ...(redirectFindings ? { redirects: redirectFindings } : {}),
      external: external.sort((a, b) => a.host.localeCompare(b.host)),
      notChecked: this.notChecked,
      notJudged: this.notJudged,
      durationMs: this.busyMs
    }
  }

  /** Keeps the page's ids, and that it was read, for the fragments that point at it. */
  private keepIds(file: string, bytes: Buffer, refs: RefList): void {
    const hash = this.idHash
    hash.page(file)
    for (let i = 0; i < refs.idCount; i++) {
      hash.of(bytes, refs.ids[2 * i] as number, refs.ids[2 * i + 1] as number)
      this.ids.add(hash.a, hash.b)
    }
    for (let i = 0; i < refs.idTextCount; i++) {
      hash.ofText(refs.idTexts[i] as string)
      this.ids.add(hash.a, hash.b)
    }
    hash.ofText(PAGE_READ)
    this.ids.add(hash.a, hash.b)
  }

  /** Keeps that the page being read redirects to `url` (an internal target it named). */
  private keepRedirect(url: string, base: string | undefined): void {
    const relative = !/^([a-z][a-z0-9+.-]*:|[/?#])/i.test(url)
    const target =
      base === undefined && relative && twoUrls(this.page)
        ? resolveFromBoth(url, this.page, this.siteHost)
        : resolveRef(url, this.page, base, this.siteHost)
    if (target.type !== 'internal') return
    const length = this.pathBytes.write(target.path)
    const entry = this.targets.find(this.pathBytes.bytes, 0, length)
    if (entry === -1) return
    const name = Buffer.from(this.page, 'utf8')
    if (this.redirects.find(name, 0, name.length) !== -1) return
    if (this.redirects.size >= this.maxTargets) return
    this.redirects.setValue(this.redirects.add(name, 0, name.length), entry)
  }

  /** The target entry `file` redirects to, or -1. */
  private redirectOf(file: string): number {
    const name = Buffer.from(file, 'utf8')
    const entry = this.redirects.find(name, 0, name.length)
    return entry === -1 ? -1 : this.redirects.value(entry)
  }

  /**
   * Whether `file` (a page read) has an element `fragment` points at; undefined when that cannot be
   * judged (the page was not read, or redirects where `present` cannot say).
   */
  private pageHas(file: string, fragment: string, present?: ByteTable): boolean | undefined {
    const hash = this.idHash
    hash.page(file)
    hash.ofText(PAGE_READ)
    if (!this.ids.has(hash.a, hash.b)) return undefined
    const need = fragmentNeed(fragment)
    if (need.kind === 'none') return true
    const redirect = this.redirectOf(file)
    if (redirect !== -1) {
      // One step: a redirect to a redirect is not followed.
      const next = present && this.servedFile(present, this.servedPath(present, redirect))
      if (next === undefined || next === file || this.redirectOf(next) !== -1) return undefined
      return /\.html?$/i.test(next) ? this.pageHas(next, fragment) : undefined
    }
    const has = (id: string): boolean => {
      hash.page(file)
      hash.ofText(id)
      return this.ids.has(hash.a, hash.b)
    }
    return need.ids.some(has) || need.ids.some((id) => lineRangeStart(id, has))
  }

  /** A fragment of the page on itself (`#id`): judged now, its ids all known. */
  private ownAnchor(fragment: string): void {
    if (this.pageHas(this.page, fragment) !== false) return
    const key = `${this.page}#${fragment}`
    const length = this.keyBytes.write(key)
    const bytes = this.keyBytes.bytes
    const hash = hashBytes(bytes, 0, length)
    let entry = this.ownBroken.find(bytes, 0, length, hash)
    if (entry === -1) {
      if (this.ownBroken.size >= this.maxTargets) {
        this.notJudged++
        return
      }
      entry = this.ownBroken.add(bytes, 0, length, hash)
    }
    this.notePage(this.ownBroken, entry)
  }

  /**
   * `#x` under a `<base href>` leads to the base's document. It is judged as an anchor only, on this
   * page when the base is this page (or its folder), else on the base's page once all are read: it
   * never counted as a link (a rare case: kept as strings).
   */
  private baseAnchor(base: string, fragment: string): void {
    const target = resolveRef(base, this.page, undefined, this.siteHost)
    if (target.type !== 'internal') return
    if (candidates(target.path).includes(this.page)) {
      this.ownAnchor(fragment)
      return
    }
    if (this.baseAnchors.length >= this.maxTargets) this.notJudged++
    else this.baseAnchors.push([target.path, fragment, this.page])
  }

  /** A fragment on the target `entry` (internal): looked up once every page is read. */
  private pendAnchor(entry: number, fragment: Uint8Array, start: number, end: number): void {
    if (!this.anchorsOn) return
    const length = 4 + end - start
    const key = this.keyBytes.reserve(length)
    key.writeInt32LE(entry, 0)
    key.set(fragment.subarray(start, end), 4)
    const hash = hashBytes(key, 0, length)
    let found = this.anchors.find(key, 0, length, hash)
    if (found === -1) {
      if (
        this.anchors.size >= this.maxTargets ||
        this.anchors.keyBytes + length > this.maxTargetBytes
      ) {
        this.notJudged++
        return
      }
      found = this.anchors.add(key, 0, length, hash)
    }
    this.notePage(this.anchors, found)
  }

  /**
   * Judges the fragments on other pages, now that every page's ids are known, and gathers the broken
   * ones with those of pages on themselves: one finding per page file and fragment.
   */
  private finishAnchors(
    present: ByteTable,
    ignore: LinkPatterns,
    site: string | undefined
  ): { broken: { target: string; pages: string[] }[]; notJudged: number; ignored: number } {
    const found = new Map<string, { target: string; pages: string[] }>()
    let notJudged = 0
    let ignored = 0
    const report = (file: string, fragment: string, target: string, pages: string[]): void => {
      // `/guides/x/#id` is written `/guides/x#id` as often: a pattern matches either.
      const slashless = target.replace(/(.)\/#/, '$1#')
      const forms = slashless === target ? [target] : [target, slashless]
      if (
        !ignore.empty &&
        ignore.matches(...forms, ...(site ? forms.map((form) => `${site}${form}`) : []))
      ) {
        ignored++
        return
      }
      const key = `${file}#${fragment}`
      const known = found.get(key)
      if (!known) found.set(key, { target, pages })
      else for (const page of pages) note(known.pages, page)
    }
    /**
     * A fragment on the site path `path`: a target that is no file is a broken link already; one on
     * a file that is no page (an image, a PDF) or on a page not read is not judged.
     */
    const judge = (path: string, fragment: string, pages: () => string[]): void => {
      const file = this.servedFile(present, path)
      if (file === undefined) return
      const has = /\.html?$/i.test(file) ? this.pageHas(file, fragment, present) : undefined
      if (has === undefined) notJudged++
      else if (!has) report(file, fragment, `/${path}#${fragment}`, pages())
    }
    for (let entry = 0; entry < this.ownBroken.size; entry++) {
      const key = this.ownBroken.text(entry)
      const at = key.indexOf('#')
      const file = key.slice(0, at)
      const fragment = key.slice(at + 1)
      report(file, fragment, `${pageTarget(file)}#${fragment}`, this.pagesOf(this.ownBroken, entry))
    }
    for (let entry = 0; entry < this.anchors.size; entry++) {
      const length = this.anchors.keyLength(entry)
      const key = this.keyBytes.reserve(length)
      this.anchors.copyKey(entry, key, 0)
      const target = key.readInt32LE(0)
      const fragment = key.toString('utf8', 4, length)
      judge(this.servedPath(present, target), fragment, () => this.pagesOf(this.anchors, entry))
    }
    for (const [path, fragment, page] of this.baseAnchors) judge(path, fragment, () => [page])
    return { broken: [...found.values()], notJudged, ignored }
  }

  /**
   * The site path of the target `entry`: of a target reached under a page's two URLs (`a\0b`),
   * the one a static host serves, else the first.
   */
  private servedPath(present: ByteTable, entry: number): string {
    const text = this.targets.text(entry)
    const at = text.indexOf('\0')
    if (at === -1) return text
    const first = text.slice(0, at)
    const other = text.slice(at + 1)
    return this.servedFile(present, first) === undefined &&
      this.servedFile(present, other) !== undefined
      ? other
      : first
  }

  /** Which file a static host serves for the site path `path` (as served() tries them). */
  private servedFile(present: ByteTable, path: string): string | undefined {
    return candidates(path).find((file) => this.isFile(present, file))
  }

  /** Whether the site has `file`. */
  private isFile(present: ByteTable, file: string): boolean {
    const length = this.pathBytes.write(file)
    return present.find(this.pathBytes.bytes, 0, length) !== -1
  }

  /** What the anchors keep: ids, and fragments on other pages waiting for the end (bench). */
  anchorMemory(): { ids: number; idBytes: number; pending: number; pendingKeyBytes: number } {
    return {
      ids: this.ids.size,
      idBytes: this.ids.bytes,
      pending: this.anchors.size,
      pendingKeyBytes: this.anchors.keyBytes
    }
  }

  /** Starts over the folder's cache when the page is in another folder than the last. */
  private enterFolder(): void {
    const page = this.page
    if (page === this.folderPage) return
    // A folder's index page resolves its relative references under two URLs (pageUrls): its own.
    const folder = twoUrls(page) ? page : page.slice(0, page.lastIndexOf('/') + 1)
    if (folder !== this.folder) {
      this.sameFolder.clear()
      this.folder = folder
    }
    this.folderPage = page
  }

  /** Judges a reference of the page, given as text (decoded, trimmed). */
  private judge(ref: Ref, base?: string): void {
    // A `<base>` changes what every reference of the page leads to: none is cached.
    if (base !== undefined) {
      const hashAt = ref.url.indexOf('#')
      if (hashAt === 0) {
        if (this.anchorsOn) this.baseAnchor(base, ref.url.slice(1))
        return
      }
      const entry = this.recordTarget(resolveRef(ref.url, this.page, base, this.siteHost), ref.kind)
      this.pendFragmentOf(entry, ref.url)
      return
    }
    const length = this.urlBytes.write(ref.url)
    this.judgeBytes(this.urlBytes.bytes, 0, length, ref.kind, ref.url)
  }

  /**
   * Judges a reference of a page with no `<base>`: the bytes start..end (UTF-8, trimmed; plain
   * ASCII when `url`, its text, is not given). Most are found in a cache by their bytes.
   */
  private judgeBytes(bytes: Buffer, start: number, end: number, kind: RefKind, url?: string): void {
    // A fragment alone leads to the page itself, whose ids are all known.
    if (bytes[start] === HASH) {
      if (!this.anchorsOn) return
      this.ownAnchor(url?.slice(1) ?? bytes.toString('latin1', start + 1, end))
      return
    }
    // A fragment or a query never changes the file a reference leads to: one entry serves them all.
    const cut = keyEnd(bytes, start, end)
    const cache = keyClass(bytes, start, cut)
    if (cache === UNCACHED) {
      url ??= bytes.toString('latin1', start, end)
      const entry = this.recordTarget(resolveRef(url, this.page, undefined, this.siteHost), kind)
      this.pendFragmentOf(entry, url)
      return
    }
    let table = this.siteWide
    if (cache === SAME_FOLDER) {
      this.enterFolder()
      table = this.sameFolder
    }
    const hash = hashBytes(bytes, start, cut)
    const entry = table.find(bytes, start, cut, hash)
    if (entry !== -1) {
      const code = table.value(entry)
      this.recordCode(code, kind)
      if (cut < end) this.fragmentOf(code, bytes, cut, end)
      return
    }
    url ??= bytes.toString('latin1', start, end)
    // A site-wide key resolves as the first reference written with it; a folder's, as the key.
    const key = cache === SITE_WIDE ? url : url.slice(0, url.search(/[#?]|$/))
    const target =
      cache === SAME_FOLDER && twoUrls(this.page)
        ? resolveFromBoth(key, this.page, this.siteHost)
        : resolveRef(key, this.page, undefined, this.siteHost)
    const code = this.codeOf(target)
    if (code === UNCACHEABLE) {
      this.pendFragmentOf(this.recordTarget(target, kind), url)
      return
    }
    // A cache only: past the bound it stops growing, and references are resolved each time.
    if (table.size < this.maxTargets && table.keyBytes + cut - start <= this.maxTargetBytes) {
      table.setValue(table.add(bytes, start, cut, hash), code)
    }
    this.recordCode(code, kind)
    if (cut < end) this.fragmentOf(code, bytes, cut, end)
  }

  /** The fragment of a reference whose key ends at `cut` (at `#` or `?`), on an internal target. */
  private fragmentOf(code: number, bytes: Uint8Array, cut: number, end: number): void {
    if ((code & 3) !== INTERNAL) return
    let at = cut
    while (at < end && bytes[at] !== HASH) at++
    if (at < end) this.pendAnchor(code >> 2, bytes, at + 1, end)
  }

  /** The fragment of `url`, if it has one, on the internal target `entry` (-1: none). */
  private pendFragmentOf(entry: number, url: string): void {
    const hashAt = url.indexOf('#')
    if (entry === -1 || hashAt === -1) return
    const bytes = Buffer.from(url.slice(hashAt + 1), 'utf8')
    this.pendAnchor(entry, bytes, 0, bytes.length)
  }

  /** What the caches hold for a target; UNCACHEABLE past a bound. */
  private codeOf(target: Target): number {
    switch (target.type) {
      case 'skip':
        return SKIP
      case 'external': {
        let number = this.hostNumbers.get(target.host)
        if (number === undefined) {
          if (this.hosts.length >= this.maxTargets) return UNCACHEABLE
          number = this.hosts.push(own(target.host)) - 1
          this.hostNumbers.set(this.hosts[number] as string, number)
        }
        return number * 4 + EXTERNAL
      }
      case 'internal':
      case 'outside': {
        const internal = target.type === 'internal'
        const entry = this.targetEntry(internal ? this.targets : this.outside, target.path)
        return entry === NOT_JUDGED ? UNCACHEABLE : entry * 4 + (internal ? INTERNAL : OUTSIDE)
      }
    }
  }

  /**
   * Whether a static host serves a target from the files: candidates() (resolve.ts) on bytes: a
   * folder (or the root) by its index.html; any other path as it is, with .html, or as a folder.
   */
  private served(present: ByteTable, entry: number): boolean {
    const length = this.targets.keyLength(entry)
    const path = this.pathBytes.reserve(length + INDEX_HTML.length + 1)
    this.targets.copyKey(entry, path, 0)
    const nul = path.subarray(0, length).indexOf(0)
    if (nul !== -1) {
      const [first, other] = this.targets.text(entry).split('\0') as [string, string]
      return (
        this.servedFile(present, first) !== undefined ||
        this.servedFile(present, other) !== undefined
      )
    }
    const has = (end: number): boolean => present.find(path, 0, end) !== -1
    const append = (at: number, text: string): number => at + path.write(text, at, 'latin1')
    if (length === 0 || path[length - 1] === SLASH) return has(append(length, INDEX_HTML))
    return has(length) || has(append(length, '.html')) || has(append(length, `/${INDEX_HTML}`))
  }

  /** The entry of a target's path, added if new; NOT_JUDGED past MAX_TARGETS. */
  private targetEntry(table: ByteTable, path: string): number {
    const length = this.pathBytes.write(path)
    const bytes = this.pathBytes.bytes
    const hash = hashBytes(bytes, 0, length)
    const entry = table.find(bytes, 0, length, hash)
    if (entry !== -1) return entry
    if (
      this.targets.size + this.outside.size >= this.maxTargets ||
      this.targets.keyBytes + this.outside.keyBytes + length > this.maxTargetBytes
    ) {
      return NOT_JUDGED
    }
    return table.add(bytes, 0, length, hash)
  }

  /** Keeps what a reference of `kind` to the target a cache holds tells. */
  private recordCode(code: number, kind: RefKind): void {
    const type = code & 3
    if (type === SKIP) return
    if (type === EXTERNAL) this.recordExternal(this.hosts[code >> 2] as string, kind)
    else this.notePage(type === INTERNAL ? this.targets : this.outside, code >> 2)
  }

  /** Keeps what a reference of `kind` to `target` tells; the entry of an internal target, else -1. */
  private recordTarget(target: Target, kind: RefKind): number {
    if (target.type === 'skip') return -1
    if (target.type === 'external') {
      this.recordExternal(target.host, kind)
      return -1
    }
    const table = target.type === 'internal' ? this.targets : this.outside
    const entry = this.targetEntry(table, target.path)
    if (entry === NOT_JUDGED) {
      this.notJudged++
      return -1
    }
    this.notePage(table, entry)
    return target.type === 'internal' ? entry : -1
  }

  private recordExternal(host: string, kind: RefKind): void {
    // A link to another site loads nothing from it.
    if (kind === 'navigation') return
    let seen = this.external.get(host)
    if (!seen) {
      // Other hosts are bounded as targets are: a site of generated hosts cannot grow the list.
      if (this.external.size >= this.maxTargets) {
        this.notJudged++
        return
      }
      seen = { kinds: new Set<RefKind>(), pages: [] }
      this.external.set(own(host), seen)
    }
    seen.kinds.add(kind)
    note(seen.pages, this.page)
  }

  /**
   * Names the page among a target's first pages in order of their paths, whatever order the archive
   * gives them in: the kept pages stay sorted, so a later page is compared with the last one only.
   */
  private notePage(table: ByteTable, entry: number): void {
    const count = table.value(entry)
    let page = this.pageNumber
    if (page === -1) page = this.pageNumber = this.numberPage()
    for (let i = 1; i <= count; i++) if (table.value(entry, i) === page) return
    if (count === PAGES_PER_FINDING && !this.pageBefore(page, table.value(entry, count))) return
    // Where it goes among the kept ones; the last falls off when they are all kept already.
    let at = Math.min(count, PAGES_PER_FINDING - 1) + 1
    while (at > 1 && this.pageBefore(page, table.value(entry, at - 1))) {
      table.setValue(entry, table.value(entry, at - 1), at)
      at--
    }
    table.setValue(entry, page, at)
    if (count < PAGES_PER_FINDING) table.setValue(entry, count + 1)
  }

  /**
   * Whether page number `page` (the page being read) sorts before page number `other`: asked for
   * one target after another with the same `other` (the first pages of a site's links are mostly
   * the same few), so the last answer is kept.
   */
  private pageBefore(page: number, other: number): boolean {
    if (page === this.comparedPage && other === this.comparedWith) return this.comparedBefore
    this.comparedPage = page
    this.comparedWith = other
    this.comparedBefore = this.pageNames.compareKeys(page, other) < 0
    return this.comparedBefore
  }

  private comparedPage = -1
  private comparedWith = -1
  private comparedBefore = false

  private numberPage(): number {
    const name = Buffer.from(this.page, 'utf8')
    const known = this.pageNames.find(name, 0, name.length)
    return known !== -1 ? known : this.pageNames.add(name, 0, name.length)
  }

  private pagesOf(table: ByteTable, entry: number): string[] {
    const pages: string[] = []
    for (let i = 1; i <= table.value(entry); i++)
      pages.push(this.pageNames.text(table.value(entry, i)))
    return pages
  }
}
