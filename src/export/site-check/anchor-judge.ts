/**
 * Judging anchors: every page's ids as it is read (anchors.ts keeps them as hashes), a fragment of a
 * page on itself judged at once, fragments on other pages kept until every page is read, and pages
 * that redirect, whose fragments are judged where they lead.
 */
import { ByteTable, hashBytes, ScratchBytes } from '../../util/byte-table.js'
import { fragmentNeed, IdHash, IdSet, PAGE_READ } from './anchors.js'
import type { FirstPages } from './first-pages.js'
import type { LinkPatterns } from './ignore.js'
import { isFolderRelative, resolveFromBoth, twoUrls } from './link-keys.js'
import type { RefList } from './refs.js'
import { candidates, resolveRef } from './resolve.js'
import { note, PAGES_PER_FINDING, pageTarget } from './result.js'
import type { SiteFiles } from './site-files.js'

/**
 * A line range (`#12-20`, `#L12-L20`) whose first line is an id of the page: source viewers (rustdoc,
 * GitHub's) give each line an id and highlight a range with JavaScript.
 */
function lineRangeStart(id: string, has: (id: string) => boolean): boolean {
  const range = /^(L?)(\d+)-\1\d+$/.exec(id)
  return range !== null && has(`${range[1]}${range[2]}`)
}

const PERCENT = 0x25
const COLON = 0x3a

/** Whether the three bytes at `start` spell `top` in any case. */
function isTop(bytes: Uint8Array, start: number): boolean {
  return (
    ((bytes[start] as number) | 0x20) === 0x74 &&
    ((bytes[start + 1] as number) | 0x20) === 0x6f &&
    ((bytes[start + 2] as number) | 0x20) === 0x70
  )
}

export class AnchorJudge {
  /** Every page's ids, hashed with its file (anchors.ts). */
  private readonly ids = new IdSet()
  private readonly idHash = new IdHash()
  /**
   * Fragments on other pages, looked up once every page is read: by the target's entry (4 bytes)
   * and the fragment's bytes, with the first pages that use each.
   */
  private readonly pending = new ByteTable(1 + PAGES_PER_FINDING)
  /** Fragments of a page on itself that found no id there, as `page#fragment`, with the page. */
  private readonly ownBroken = new ByteTable(1 + PAGES_PER_FINDING)
  private readonly keyBytes = new ScratchBytes()
  private readonly pathBytes = new ScratchBytes()
  /**
   * Fragments of a page that redirects on itself, as `page\0fragment`, with the pages: judged where
   * the page leads once every page is read, as a fragment on it from another page is.
   */
  private readonly redirectedOwn = new ByteTable(1 + PAGES_PER_FINDING)
  /** `#x` under a `<base>` that leads to another page: its path, the fragment, the page using it. */
  private readonly baseAnchors: [path: string, fragment: string, page: string][] = []
  /**
   * Pages that redirect (`<meta http-equiv="refresh">`), by file, with their target's entry: a
   * fragment on one is judged on the page it leads to, as the script such pages carry keeps it.
   */
  private readonly redirects = new ByteTable(1)
  /** Fragments past the bounds, not judged. */
  pastBounds = 0

  constructor(
    /** The check's internal targets, which pending fragments and redirects name by entry. */
    private readonly targets: ByteTable,
    private readonly pages: FirstPages,
    private readonly siteHost: string | undefined,
    private readonly maxTargets: number,
    private readonly maxTargetBytes: number
  ) {}

  clear(): void {
    this.redirectAsked = undefined
    this.ids.clear()
    this.pending.clear()
    this.ownBroken.clear()
    this.redirectedOwn.clear()
    this.baseAnchors.length = 0
    this.redirects.clear()
    this.pastBounds = 0
  }

  /** Keeps the page's ids, and that it was read, for the fragments that point at it. */
  keepIds(file: string, bytes: Buffer, refs: RefList): void {
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
  keepRedirect(url: string, base: string | undefined): void {
    const page = this.pages.current
    const target =
      base === undefined && isFolderRelative(url) && twoUrls(page)
        ? resolveFromBoth(url, page, this.siteHost)
        : resolveRef(url, page, base, this.siteHost)
    if (target.type !== 'internal') return
    const length = this.pathBytes.write(target.path)
    const entry = this.targets.find(this.pathBytes.bytes, 0, length)
    if (entry === -1) return
    const name = Buffer.from(page, 'utf8')
    if (this.redirects.find(name, 0, name.length) !== -1) return
    if (this.redirects.size >= this.maxTargets) return
    this.redirects.setValue(this.redirects.add(name, 0, name.length), entry)
    this.redirectAsked = undefined
  }

  /**
   * Whether the fragment of the page being read on itself, the ASCII bytes start..end, is an id of
   * the page, judged from its bytes: true only where ownAnchor would find it, so a page's links to
   * its own sections (most of its fragments) make no string. False: ask ownAnchor.
   */
  ownAnchorFound(bytes: Uint8Array, start: number, end: number): boolean {
    // A redirecting page's fragments are judged where it leads.
    const page = this.pages.current
    return this.redirectOf(page) === -1 && this.plainIdOf(page, bytes, start, end)
  }

  /**
   * Whether the fragment spelled by `bytes` start..end is, as it is, an id of `file` (a page read
   * that does not redirect). False also for a fragment fragmentNeed must read: one with a
   * percent-escape, a text directive (`:~:`), a byte past ASCII, or `top`.
   */
  private plainIdOf(file: string, bytes: Uint8Array, start: number, end: number): boolean {
    for (let i = start; i < end; i++) {
      const c = bytes[i] as number
      if (c === PERCENT || c === COLON || c >= 0x80) return false
    }
    if (end - start === 3 && isTop(bytes, start)) return false
    const hash = this.idHash
    hash.page(file)
    hash.of(bytes, start, end)
    return this.ids.has(hash.a, hash.b)
  }

  /** A fragment of the page being read on itself (`#id`): judged now, its ids all known. */
  ownAnchor(fragment: string): void {
    const page = this.pages.current
    const has = this.pageHas(page, fragment)
    if (has === false) {
      this.keep(this.ownBroken, `${page}#${fragment}`)
    } else if (has === undefined && this.redirectOf(page) !== -1) {
      // A page that redirects has no answer yet: the page it leads to may not be read. (A
      // stylesheet's `url(#x)` has none either; it names an element of the page using it.)
      this.keep(this.redirectedOwn, `${page}\0${fragment}`)
    }
  }

  /** Notes the page being read under the text `key` in `table`, within the bounds. */
  private keep(table: ByteTable, key: string): void {
    // Written first: a long key moves the scratch to a larger buffer.
    const length = this.keyBytes.write(key)
    this.note(table, this.keyBytes.bytes, length)
  }

  /** Notes the page being read under the key `bytes` 0..length in `table`, within the bounds. */
  private note(table: ByteTable, bytes: Buffer, length: number): void {
    const hash = hashBytes(bytes, 0, length)
    let entry = table.find(bytes, 0, length, hash)
    if (entry === -1) {
      if (table.size >= this.maxTargets || table.keyBytes + length > this.maxTargetBytes) {
        this.pastBounds++
        return
      }
      entry = table.add(bytes, 0, length, hash)
    }
    this.pages.note(table, entry)
  }

  /**
   * `#x` under a `<base href>` leads to the base's document. It is judged as an anchor only, on this
   * page when the base is this page (or its folder), else on the base's page once all are read: it
   * never counted as a link (a rare case: kept as strings).
   */
  baseAnchor(base: string, fragment: string): void {
    const page = this.pages.current
    const target = resolveRef(base, page, undefined, this.siteHost)
    if (target.type !== 'internal') return
    if (candidates(target.path).includes(page)) {
      this.ownAnchor(fragment)
      return
    }
    if (this.baseAnchors.length >= this.maxTargets) this.pastBounds++
    else this.baseAnchors.push([target.path, fragment, page])
  }

  /** A fragment on the target `entry` (internal): looked up once every page is read. */
  pend(entry: number, fragment: Uint8Array, start: number, end: number): void {
    const length = 4 + end - start
    const key = this.keyBytes.reserve(length)
    key.writeInt32LE(entry, 0)
    // Byte by byte: fragments are short, and a subarray each is an object each.
    for (let i = start; i < end; i++) key[4 + i - start] = fragment[i] as number
    this.note(this.pending, key, length)
  }

  /**
   * Judges the fragments on other pages, now that every page's ids are known, and gathers the broken
   * ones with those of pages on themselves: one finding per page file and fragment.
   */
  finish(
    files: SiteFiles,
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
    const judge = (
      path: string,
      file: string | undefined,
      fragment: string,
      pages: () => string[]
    ): void => {
      if (file === undefined) return
      const has = /\.html?$/i.test(file) ? this.pageHas(file, fragment, files) : undefined
      if (has === undefined) notJudged++
      else if (!has) report(file, fragment, `/${path}#${fragment}`, pages())
    }
    // Many fragments share a target: its path and file are found once, and whether it is a page
    // read that does not redirect, where a fragment found as it is needs nothing more.
    const served = new Map<number, [path: string, file: string | undefined, plainPage: boolean]>()
    for (let entry = 0; entry < this.ownBroken.size; entry++) {
      const key = this.ownBroken.text(entry)
      const at = key.indexOf('#')
      const file = key.slice(0, at)
      const fragment = key.slice(at + 1)
      report(
        file,
        fragment,
        `${pageTarget(file)}#${fragment}`,
        this.pages.of(this.ownBroken, entry)
      )
    }
    for (let entry = 0; entry < this.pending.size; entry++) {
      const length = this.pending.keyLength(entry)
      const key = this.keyBytes.reserve(length)
      this.pending.copyKey(entry, key, 0)
      const target = key.readInt32LE(0)
      let known = served.get(target)
      if (known === undefined) {
        const path = files.servedPath(this.targets.text(target))
        const file = files.servedFile(path)
        const plainPage =
          file !== undefined &&
          /\.html?$/i.test(file) &&
          this.wasRead(file) &&
          this.redirectOf(file) === -1
        known = [path, file, plainPage]
        served.set(target, known)
      }
      if (known[2] && this.plainIdOf(known[1] as string, key, 4, length)) continue
      const fragment = key.toString('utf8', 4, length)
      judge(known[0], known[1], fragment, () => this.pages.of(this.pending, entry))
    }
    for (let entry = 0; entry < this.redirectedOwn.size; entry++) {
      const key = this.redirectedOwn.text(entry)
      const at = key.indexOf('\0')
      const file = key.slice(0, at)
      const fragment = key.slice(at + 1)
      const has = this.pageHas(file, fragment, files)
      if (has === undefined) notJudged++
      else if (!has) {
        report(
          file,
          fragment,
          `${pageTarget(file)}#${fragment}`,
          this.pages.of(this.redirectedOwn, entry)
        )
      }
    }
    for (const [path, fragment, page] of this.baseAnchors)
      judge(path, files.servedFile(path), fragment, () => [page])
    return { broken: [...found.values()], notJudged, ignored }
  }

  /** What the anchors keep: ids, and fragments on other pages waiting for the end (bench). */
  memory(): { ids: number; idBytes: number; pending: number; pendingKeyBytes: number } {
    return {
      ids: this.ids.size,
      idBytes: this.ids.bytes,
      pending: this.pending.size,
      pendingKeyBytes: this.pending.keyBytes
    }
  }

  /** The target entry `file` redirects to, or -1. */
  private redirectOf(file: string): number {
    // Asked once for each fragment of a page on itself: the last answer is kept until a redirect is.
    if (file === this.redirectAsked) return this.redirectAnswer
    const name = Buffer.from(file, 'utf8')
    const entry = this.redirects.find(name, 0, name.length)
    this.redirectAsked = file
    this.redirectAnswer = entry === -1 ? -1 : this.redirects.value(entry)
    return this.redirectAnswer
  }

  private redirectAsked: string | undefined
  private redirectAnswer = -1

  /** Whether the page `file` was read (keepIds marks each). */
  private wasRead(file: string): boolean {
    const hash = this.idHash
    hash.page(file)
    hash.ofText(PAGE_READ)
    return this.ids.has(hash.a, hash.b)
  }

  /**
   * Whether `file` (a page read) has an element `fragment` points at; undefined when that cannot be
   * judged (the page was not read, or redirects where `files` cannot say).
   */
  private pageHas(file: string, fragment: string, files?: SiteFiles): boolean | undefined {
    if (!this.wasRead(file)) return undefined
    const hash = this.idHash
    const need = fragmentNeed(fragment)
    if (need.kind === 'none') return true
    const redirect = this.redirectOf(file)
    if (redirect !== -1) {
      // One step: a redirect to a redirect is not followed.
      const next = files?.servedFile(files.servedPath(this.targets.text(redirect)))
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
}
