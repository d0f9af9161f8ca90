import { scanPage } from './html-refs.js'
import { cssRefs, RefList, type Ref, type RefKind } from './refs.js'
import { MAX_CHECKED_FILE_BYTES, MAX_TARGETS } from './limits.js'
import { candidates, resolveRef, type Target } from './resolve.js'

/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3

export interface SiteCheckResult {
  pages: number
  files: number
  bytes: number
  /** Distinct internal targets that resolve to no file, with the first pages that use each. */
  broken: { target: string; pages: string[] }[]
  /** Other hosts that pages load resources from (not links), with the kinds and the first pages. */
  external: { host: string; kinds: RefKind[]; pages: string[] }[]
  /** Pages and stylesheets over MAX_CHECKED_FILE_BYTES, which were not read: the count and the first. */
  notChecked: { count: number; first: string[] }
  /** References to targets past MAX_TARGETS distinct ones, which were not judged. */
  notJudged: number
  durationMs: number
}

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

function note(list: string[], page: string): void {
  if (list.length < PAGES_PER_FINDING && !list.includes(page)) list.push(page)
}

/** A cache entry found by the bytes of its key: the key, to tell two keys of one hash apart. */
interface Known {
  key: string
  target: Target
}

/** A hash of bytes start..end, small enough to stay an integer V8 need not box. */
function hashBytes(bytes: Buffer, start: number, end: number): number {
  let hash = 0x811c9dc5
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193)
  return hash & 0x3fffffff
}

/** Whether `text` (ASCII) is the bytes start..end. */
function spells(text: string, bytes: Buffer, start: number, end: number): boolean {
  if (text.length !== end - start) return false
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== bytes[start + i]) return false
  return true
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
  /** Internal targets, each with the first pages that use it; looked up in `finish`. */
  private readonly targets = new Map<string, string[]>()
  private readonly outside = new Map<string, string[]>()
  private readonly external = new Map<string, { kinds: Set<RefKind>; pages: string[] }>()
  private notChecked = { count: 0, first: [] as string[] }
  private notJudged = 0
  /** A docs sidebar repeats the same root-relative links on every page: each is resolved once. */
  private readonly pageIndependent = new Map<string, Target>()
  /**
   * Relative references resolve the same from every page of one folder. Pages arrive folder by
   * folder in archive order, so this holds one folder's references and starts over with the next.
   */
  private readonly sameFolder = new Map<string, Target>()
  /**
   * The two caches again, by the hash of a key's bytes, for references that are plain ASCII in the
   * page (refs.ts RefList): found without making a string of each. Each entry is one the string
   * cache also holds, so both give the same answer.
   */
  private readonly pageIndependentBytes = new Map<number, Known>()
  private readonly sameFolderBytes = new Map<number, Known>()
  private folder = ''
  /** The page whose folder `folder` is. */
  private folderPage = ''

  /**
   * Where a page that arrives in several pieces is put together: one buffer for the whole check,
   * grown to the largest such page (MAX_CHECKED_FILE_BYTES at most).
   */
  private scratch = Buffer.alloc(0)
  private readonly pageRefs = new RefList()

  constructor(
    private readonly siteHost?: string,
    private readonly maxTargets = MAX_TARGETS
  ) {}

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
    this.sameFolderBytes.clear()
    this.folder = ''
    this.folderPage = ''
    this.targets.clear()
    this.outside.clear()
    this.external.clear()
    this.notChecked = { count: 0, first: [] }
    this.notJudged = 0
    this.busyMs = 0
  }

  /** Reads one page or stylesheet of the site (`file` relative to the site root). */
  private add(file: string, bytes: Buffer): void {
    const started = Date.now()
    if (/\.css$/i.test(file)) {
      for (const ref of cssRefs(bytes.toString('utf8'))) this.judge(file, ref)
    } else {
      // One list for every page: the references die with the page, not the list.
      const refs = this.pageRefs
      const base = scanPage(bytes, refs)
      for (let i = 0; i < refs.count; i++) this.judge(file, refs.items[i] as Ref, base)
      for (let i = 0; i < refs.plainCount; i++) {
        const start = refs.plain[2 * i] as number
        const end = refs.plain[2 * i + 1] as number
        const kind = refs.plainKinds[i] as RefKind
        if (base !== undefined)
          this.judge(file, { url: bytes.toString('latin1', start, end), kind }, base)
        else this.judgePlain(file, bytes, start, end, kind)
      }
      refs.clear()
    }
    this.busyMs += Date.now() - started
  }

  /** Looks every target up in the site's files and says what was found. */
  finish(files: readonly string[], bytes: number): SiteCheckResult {
    const started = Date.now()
    const present = new Set(files)
    const broken = [...this.outside]
    for (const [target, pages] of this.targets) {
      if (!candidates(target).some((c) => present.has(c))) broken.push([`/${target}`, pages])
    }
    this.busyMs += Date.now() - started
    return {
      pages: files.filter((file) => /\.html?$/i.test(file)).length,
      files: files.length,
      bytes,
      broken: broken
        .map(([target, pages]) => ({ target, pages }))
        .sort((a, b) => a.target.localeCompare(b.target)),
      external: [...this.external]
        .map(([host, seen]) => ({ host, kinds: [...seen.kinds].sort(), pages: seen.pages }))
        .sort((a, b) => a.host.localeCompare(b.host)),
      notChecked: this.notChecked,
      notJudged: this.notJudged,
      durationMs: this.busyMs
    }
  }

  private resolve(url: string, page: string, base?: string): Target {
    if (base !== undefined) return resolveRef(url, page, base, this.siteHost)
    // A fragment or a query never changes the file a reference leads to: one entry serves them all.
    const hash = url.indexOf('#')
    const query = url.indexOf('?')
    const cut = hash === -1 ? query : query === -1 ? hash : Math.min(hash, query)
    const key = cut === -1 ? url : url.slice(0, cut)
    // Most references are the sidebar's, seen before: the cache is asked before the pattern.
    const known = this.pageIndependent.get(key)
    if (known) return known
    if (/^(\/(?!\/)|https?:\/\/)/i.test(url)) {
      const target = resolveRef(url, page, base, this.siteHost)
      // A cache only: past the bound it stops growing, and references are resolved each time.
      if (key !== '' && target.type !== 'skip' && this.pageIndependent.size < this.maxTargets) {
        this.pageIndependent.set(own(key), target)
      }
      return target
    }
    // A query or fragment alone leads to the page itself, and schemes such as mailto: are skipped.
    if (key === '' || /^[a-z][a-z0-9+.-]*:/i.test(key))
      return resolveRef(url, page, base, this.siteHost)
    this.enterFolder(page)
    const near = this.sameFolder.get(key)
    if (near) return near
    const target = resolveRef(key, page, base, this.siteHost)
    if (this.sameFolder.size < this.maxTargets) this.sameFolder.set(own(key), target)
    return target
  }

  /** Starts over the folder's cache when `page` is in another folder than the last. */
  private enterFolder(page: string): void {
    if (page === this.folderPage) return
    const folder = page.slice(0, page.lastIndexOf('/') + 1)
    if (folder !== this.folder) {
      this.sameFolder.clear()
      this.sameFolderBytes.clear()
      this.folder = folder
    }
    this.folderPage = page
  }

  /**
   * Judges a plain reference (ASCII, no entity, trimmed: start..end of the page's bytes) of a page
   * with no `<base>`, as `judge` would judge its text, but by the bytes of its key where a cache
   * knows them.
   */
  private judgePlain(page: string, bytes: Buffer, start: number, end: number, kind: RefKind): void {
    // A fragment alone leads to the page itself.
    if (bytes[start] === 0x23) return
    let cut = end
    for (let i = start; i < end; i++) {
      const c = bytes[i]
      if (c === 0x23 || c === 0x3f) {
        cut = i
        break
      }
    }
    const hash = hashBytes(bytes, start, cut)
    const independent = this.pageIndependentBytes.get(hash)
    if (independent !== undefined && spells(independent.key, bytes, start, cut)) {
      this.record(page, independent.target, kind)
      return
    }
    this.enterFolder(page)
    const near = this.sameFolderBytes.get(hash)
    if (near !== undefined && spells(near.key, bytes, start, cut)) {
      this.record(page, near.target, kind)
      return
    }
    const url = bytes.toString('latin1', start, end)
    const target = this.resolve(url, page)
    const key = url.slice(0, cut - start)
    // Only what a string cache holds is remembered, and a hash taken by another key stays its.
    if (this.pageIndependent.get(key) === target) {
      if (independent === undefined) this.pageIndependentBytes.set(hash, { key: own(key), target })
    } else if (this.sameFolder.get(key) === target) {
      if (near === undefined) this.sameFolderBytes.set(hash, { key: own(key), target })
    }
    this.record(page, target, kind)
  }

  private judge(page: string, ref: Ref, base?: string): void {
    this.record(page, this.resolve(ref.url, page, base), ref.kind)
  }

  /** Keeps what a reference of `kind` on `page` to `target` tells. */
  private record(page: string, target: Target, kind: RefKind): void {
    if (target.type === 'skip') return
    if (target.type === 'external') {
      if (kind === 'navigation') return
      let seen = this.external.get(target.host)
      if (!seen) {
        seen = { kinds: new Set<RefKind>(), pages: [] }
        this.external.set(own(target.host), seen)
      }
      seen.kinds.add(kind)
      note(seen.pages, page)
      return
    }
    const map = target.type === 'internal' ? this.targets : this.outside
    const pages = map.get(target.path)
    if (pages) note(pages, page)
    else if (this.targets.size + this.outside.size >= this.maxTargets) this.notJudged++
    else map.set(own(target.path), [page])
  }
}
