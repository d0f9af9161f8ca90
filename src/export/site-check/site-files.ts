/**
 * The files of the site, once the whole list is known: what a static host serves for a site path,
 * looked up by bytes (only a broken target becomes a string).
 */
import { ByteTable, hashBytes, ScratchBytes } from '../../util/byte-table.js'
import { candidates } from './resolve.js'
import { SLASH } from './link-keys.js'

const INDEX_HTML = 'index.html'

export class SiteFiles {
  private readonly present = new ByteTable()
  private readonly pathBytes = new ScratchBytes()
  /** Files listed, and of them pages (`.html`, `.htm`). */
  count = 0
  pages = 0

  constructor(files: Iterable<string>) {
    for (const file of files) {
      this.count++
      if (/\.html?$/i.test(file)) this.pages++
      const length = this.pathBytes.write(file)
      const name = this.pathBytes.bytes
      const hash = hashBytes(name, 0, length)
      if (this.present.find(name, 0, length, hash) === -1) this.present.add(name, 0, length, hash)
    }
  }

  /** Whether the site has `file`. */
  has(file: string): boolean {
    const length = this.pathBytes.write(file)
    return this.present.find(this.pathBytes.bytes, 0, length) !== -1
  }

  /** Which file a static host serves for the site path `path` (as serves() tries them). */
  servedFile(path: string): string | undefined {
    return candidates(path).find((file) => this.has(file))
  }

  /** Whether `path` is a page of the site (as served, an HTML file). */
  isPage(path: string): boolean {
    return candidates(path).some((file) => /\.html?$/i.test(file) && this.has(file))
  }

  /**
   * Of a target reached under a page's two URLs (`a\0b`, link-keys.ts), the path a static host
   * serves, else the first; any other target as it is.
   */
  servedPath(target: string): string {
    const at = target.indexOf('\0')
    if (at === -1) return target
    const first = target.slice(0, at)
    const other = target.slice(at + 1)
    return this.servedFile(first) === undefined && this.servedFile(other) !== undefined
      ? other
      : first
  }

  /**
   * Whether a static host serves the target `entry` of `targets`: candidates() (resolve.ts) on
   * bytes: a folder (or the root) by its index.html; any other path as it is, with .html, or as a
   * folder.
   */
  serves(targets: ByteTable, entry: number): boolean {
    const length = targets.keyLength(entry)
    const path = this.pathBytes.reserve(length + INDEX_HTML.length + 1)
    targets.copyKey(entry, path, 0)
    if (path.subarray(0, length).indexOf(0) !== -1) {
      const [first, other] = targets.text(entry).split('\0') as [string, string]
      return this.servedFile(first) !== undefined || this.servedFile(other) !== undefined
    }
    const present = this.present
    const has = (end: number): boolean => present.find(path, 0, end) !== -1
    const append = (at: number, text: string): number => at + path.write(text, at, 'latin1')
    if (length === 0 || path[length - 1] === SLASH) return has(append(length, INDEX_HTML))
    return has(length) || has(append(length, '.html')) || has(append(length, `/${INDEX_HTML}`))
  }
}
