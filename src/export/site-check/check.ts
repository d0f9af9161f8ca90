import { htmlRefs } from './html-refs.js'
import { cssRefs, type Ref, type RefKind } from './refs.js'
import { candidates, resolveRef, type Target } from './resolve.js'

/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3
/** Pages and stylesheets larger than this are not checked (a docs page is tens of kilobytes). */
export const MAX_CHECKED_FILE_BYTES = 8 * 1024 * 1024

export interface SiteCheckResult {
  pages: number
  files: number
  bytes: number
  /** Distinct internal targets that resolve to no file, with the first pages that use each. */
  broken: { target: string; pages: string[] }[]
  /** Other hosts that pages load resources from (not links), with the kinds and the first pages. */
  external: { host: string; kinds: RefKind[]; pages: string[] }[]
  durationMs: number
}

/** Whether the checker reads this file of the site: pages and stylesheets. */
export function isChecked(file: string): boolean {
  return /\.(html?|css)$/i.test(file)
}

function note(list: string[], page: string): void {
  if (list.length < PAGES_PER_FINDING && !list.includes(page)) list.push(page)
}

/**
 * Checks a static site: every internal link and resource must resolve to a file (as a static host
 * resolves it), and every host other than the site that a page loads a resource from is reported.
 * Pages can be added while the site is still being extracted (`add`); the targets are looked up
 * once the whole file list is known (`finish`). A reference is judged against that list, never by
 * opening the path it names.
 */
export class SiteChecker {
  private readonly startedAt = Date.now()
  private busyMs = 0
  /** Internal targets, each with the first pages that use it; looked up in `finish`. */
  private readonly targets = new Map<string, string[]>()
  private readonly outside = new Map<string, string[]>()
  private readonly external = new Map<string, { kinds: Set<RefKind>; pages: string[] }>()
  /** A docs sidebar repeats the same root-relative links on every page: each is resolved once. */
  private readonly pageIndependent = new Map<string, Target>()

  /** One decoder for the file being read: the bundle hands over one file at a time. */
  private readonly decoder = new TextDecoder()

  constructor(private readonly siteHost?: string) {}

  /**
   * A reader for one file of the site as it is extracted (`file` relative to the site root), or
   * undefined when the check does not read that file. Pieces are decoded as they arrive, so the
   * bundle's memory is never copied for the check.
   */
  open(file: string, size: number): { data(piece: Buffer): void; end(): void } | undefined {
    if (!isChecked(file) || size > MAX_CHECKED_FILE_BYTES) return undefined
    let text = ''
    return {
      data: (piece) => {
        text += this.decoder.decode(piece, { stream: true })
      },
      end: () => this.add(file, text + this.decoder.decode())
    }
  }

  /** Forgets every page read so far (the download started over). */
  startOver(): void {
    this.decoder.decode()
    this.targets.clear()
    this.outside.clear()
    this.external.clear()
    this.busyMs = 0
  }

  /** Reads one page or stylesheet of the site (`file` relative to the site root). */
  private add(file: string, text: string): void {
    const started = Date.now()
    if (/\.css$/i.test(file)) {
      this.judge(file, cssRefs(text))
    } else {
      const { refs, base } = htmlRefs(text)
      this.judge(file, refs, base)
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
      durationMs: this.busyMs
    }
  }

  private resolve(url: string, page: string, base?: string): Target {
    if (base !== undefined) return resolveRef(url, page, base, this.siteHost)
    // Most references are the sidebar's, seen before: the cache is asked before the pattern.
    const known = this.pageIndependent.get(url)
    if (known) return known
    const target = resolveRef(url, page, base, this.siteHost)
    if (/^(\/(?!\/)|https?:\/\/)/i.test(url)) this.pageIndependent.set(url, target)
    return target
  }

  private judge(page: string, refs: Ref[], base?: string): void {
    for (const ref of refs) {
      const target = this.resolve(ref.url, page, base)
      if (target.type === 'skip') continue
      if (target.type === 'external') {
        if (ref.kind === 'navigation') continue
        const seen = this.external.get(target.host) ?? { kinds: new Set<RefKind>(), pages: [] }
        seen.kinds.add(ref.kind)
        note(seen.pages, page)
        this.external.set(target.host, seen)
        continue
      }
      const map = target.type === 'internal' ? this.targets : this.outside
      const pages = map.get(target.path) ?? []
      note(pages, page)
      map.set(target.path, pages)
    }
  }
}
