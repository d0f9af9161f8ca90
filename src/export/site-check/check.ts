import { PageReader } from './html-refs.js'
import { cssRefs, RefList, type Ref, type RefKind } from './refs.js'
import { LISTED_IN_LOG, MAX_CHECKED_FILE_BYTES, MAX_TARGET_BYTES, MAX_TARGETS } from './limits.js'
import { resolveRef, type Target } from './resolve.js'
import { hostingOnly, isMarkdownVersion } from './hosting.js'
import { parseLinkPatterns, type LinkPatterns } from './ignore.js'
import { ByteTable, hashBytes, ScratchBytes } from '../../util/byte-table.js'
import { release } from '../../util/release.js'
import { judgeRedirects, redirectServed, type SiteRedirects } from './redirect-check.js'
import { AnchorJudge } from './anchor-judge.js'
import { FirstPages } from './first-pages.js'
import {
  HASH,
  keyClass,
  keyEnd,
  resolveFromBoth,
  SAME_FOLDER,
  SITE_WIDE,
  twoUrls,
  UNCACHED
} from './link-keys.js'
import {
  isChecked,
  note,
  PAGES_PER_FINDING,
  type HostedTargets,
  type SiteCheckResult
} from './result.js'
import { SiteFiles } from './site-files.js'

export type { BaselineSummary, HostedTargets, SiteCheckResult } from './result.js'
export { isChecked, pageTarget } from './result.js'
export { keyClass, SAME_FOLDER, SITE_WIDE, UNCACHED } from './link-keys.js'

const NO_PATTERNS = parseLinkPatterns('')

/**
 * A copy of `text` that holds no reference to the page it was cut from. V8 keeps a slice of a string
 * as a view of the whole: one target kept from each page would keep every page's text alive.
 */
function own(text: string): string {
  return text.length > 12 ? Buffer.from(text, 'utf8').toString('utf8') : text
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
  /** The page being read, and the first pages of each target. */
  private readonly pages = new FirstPages()
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
  private readonly anchors: AnchorJudge

  /**
   * Where a page that arrives in several pieces is put together: one buffer for the whole check,
   * grown to the largest such page (MAX_CHECKED_FILE_BYTES at most).
   */
  private scratch = Buffer.alloc(0)
  private readonly pageRefs = new RefList()
  private readonly reader = new PageReader()
  constructor(
    private readonly siteHost?: string,
    private readonly maxTargets = MAX_TARGETS,
    private readonly maxTargetBytes = MAX_TARGET_BYTES,
    /** Judge anchors (on unless false: `npm run bench` measures what they cost). */
    private readonly anchorsOn = true
  ) {
    if (!anchorsOn) this.pageRefs.pushId = undefined
    this.anchors = new AnchorJudge(this.targets, this.pages, siteHost, maxTargets, maxTargetBytes)
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
          const length = Math.min(MAX_CHECKED_FILE_BYTES, Math.max(size, 2 * this.scratch.length))
          // Outgrown, and empty (a page starts): freed now, not when a collection finds it.
          release(this.scratch)
          this.scratch = Buffer.allocUnsafe(length)
        }
        filled += piece.copy(this.scratch, filled)
      },
      end: () => {
        if (!read) this.add(file, this.scratch.subarray(0, filled))
      }
    }
  }

  /**
   * Gives back what the check holds (the ids, the targets, the caches) once its result is taken:
   * the report that follows reads pages again, and would otherwise add its memory to theirs.
   */
  release(): void {
    this.startOver()
    release(this.scratch)
    this.scratch = Buffer.alloc(0)
  }

  /** Forgets every page read so far (the download started over). */
  startOver(): void {
    this.sameFolder.clear()
    this.folder = ''
    this.folderPage = ''
    this.siteWide.clear()
    this.targets.clear()
    this.outside.clear()
    this.pages.clear()
    this.hosts.length = 0
    this.hostNumbers.clear()
    this.external.clear()
    this.anchors.clear()
    this.notChecked = { count: 0, first: [] }
    this.notJudged = 0
    this.busyMs = 0
  }

  /** Reads one page or stylesheet of the site (`file` relative to the site root). */
  private add(file: string, bytes: Buffer): void {
    const started = Date.now()
    this.pages.enter(file)
    if (/\.css$/i.test(file)) {
      for (const ref of cssRefs(bytes.toString('utf8'))) this.judge(ref)
    } else {
      // One list for every page: the references die with the page, not the list.
      const refs = this.pageRefs
      const base = this.reader.read(bytes, refs)
      this.anchors.keepIds(file, bytes, refs)
      for (let i = 0; i < refs.count; i++) {
        const ref = refs.items[i] as Ref
        this.judge(ref, base)
        if (ref.redirect) this.anchors.keepRedirect(ref.url, base)
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
    const site = new SiteFiles(files)
    const broken: { target: string; pages: string[] }[] = []
    const hosted: HostedTargets = { count: 0, markdown: 0, files: [], listed: [] }
    let ignored = 0
    const origin = this.siteHost ? `https://${this.siteHost.toLowerCase()}` : undefined
    for (let entry = 0; entry < this.outside.size; entry++) {
      const target = this.outside.text(entry)
      if (ignore.matches(target)) ignored++
      else broken.push({ target, pages: this.pages.of(this.outside, entry) })
    }
    const isPage = (sitePath: string): boolean => site.isPage(sitePath)
    const servedPath = (sitePath: string): boolean =>
      site.servedFile(sitePath) !== undefined || hostingOnly(sitePath, isPage)
    let redirected = 0
    const brokenInside = new Map<string, { target: string; pages: string[] }>()
    for (let entry = 0; entry < this.targets.size; entry++) {
      if (site.serves(this.targets, entry)) continue
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
      if (!ignore.empty && ignore.matches(target, ...(origin ? [`${origin}${target}`] : []))) {
        ignored++
        continue
      }
      if (!hostingOnly(path, isPage)) {
        // A target reached from a page's two URLs is the same finding as the one reached from one.
        const known = brokenInside.get(target)
        if (known) for (const page of this.pages.of(this.targets, entry)) note(known.pages, page)
        else brokenInside.set(target, { target, pages: this.pages.of(this.targets, entry) })
        continue
      }
      hosted.count++
      if (isMarkdownVersion(path)) hosted.markdown++
      else hosted.files.push(target)
      if (hosted.listed.length < LISTED_IN_LOG) {
        hosted.listed.push({ target, pages: this.pages.of(this.targets, entry) })
      }
    }
    broken.push(...brokenInside.values())
    const anchors = this.anchors.finish(site, ignore, origin)
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
      pages: site.pages,
      files: site.count,
      bytes,
      broken: broken.sort(byTarget),
      brokenAnchors: anchors.broken.sort(byTarget),
      anchorsNotJudged: anchors.notJudged,
      hosted: { ...hosted, files: hosted.files.sort(), listed: hosted.listed.sort(byTarget) },
      ignored,
      ...(redirectFindings ? { redirects: redirectFindings } : {}),
      external: external.sort((a, b) => a.host.localeCompare(b.host)),
      notChecked: this.notChecked,
      notJudged: this.notJudged + this.anchors.pastBounds,
      durationMs: this.busyMs
    }
  }

  /** What the anchors keep: ids, and fragments on other pages waiting for the end (bench). */
  anchorMemory(): { ids: number; idBytes: number; pending: number; pendingKeyBytes: number } {
    return this.anchors.memory()
  }

  /** Starts over the folder's cache when the page is in another folder than the last. */
  private enterFolder(): void {
    const page = this.pages.current
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
        if (this.anchorsOn) this.anchors.baseAnchor(base, ref.url.slice(1))
        return
      }
      const entry = this.recordTarget(
        resolveRef(ref.url, this.pages.current, base, this.siteHost),
        ref.kind
      )
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
      if (url === undefined && this.anchors.ownAnchorFound(bytes, start + 1, end)) return
      this.anchors.ownAnchor(url?.slice(1) ?? bytes.toString('latin1', start + 1, end))
      return
    }
    // A fragment or a query never changes the file a reference leads to: one entry serves them all.
    const cut = keyEnd(bytes, start, end)
    const cache = keyClass(bytes, start, cut)
    if (cache === UNCACHED) {
      url ??= bytes.toString('latin1', start, end)
      const entry = this.recordTarget(
        resolveRef(url, this.pages.current, undefined, this.siteHost),
        kind
      )
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
      cache === SAME_FOLDER && twoUrls(this.pages.current)
        ? resolveFromBoth(key, this.pages.current, this.siteHost)
        : resolveRef(key, this.pages.current, undefined, this.siteHost)
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
    if (at < end && this.anchorsOn) this.anchors.pend(code >> 2, bytes, at + 1, end)
  }

  /** The fragment of `url`, if it has one, on the internal target `entry` (-1: none). */
  private pendFragmentOf(entry: number, url: string): void {
    const hashAt = url.indexOf('#')
    if (entry === -1 || hashAt === -1) return
    const bytes = Buffer.from(url.slice(hashAt + 1), 'utf8')
    if (this.anchorsOn) this.anchors.pend(entry, bytes, 0, bytes.length)
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
    else this.pages.note(type === INTERNAL ? this.targets : this.outside, code >> 2)
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
    this.pages.note(table, entry)
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
    note(seen.pages, this.pages.current)
  }
}
