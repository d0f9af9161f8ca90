/**
 * Anchors: what a fragment (`page#id`, `#id`) must find on its page. Every page's ids (any element's
 * `id`, and `<a name>`) are kept as 64-bit hashes of the page's file and the id, in one open-address
 * table of integers off V8's heap: a 10 000-page site's ids cost a few MB, and nothing per id
 * survives as an object. A wrong "found" needs two ids whose 64-bit hashes meet: about once in
 * 10^13 sites of a million ids.
 */

/** Two 32-bit hashes of a page's file, then a separator, then an id's UTF-8 bytes. */
export class IdHash {
  a = 0
  b = 0
  private pageA = 0
  private pageB = 0
  private readonly scratch = Buffer.alloc(256)

  /** The page whose hashes pageA and pageB are: a page's own fragments ask for it again and again. */
  private hashedPage: string | undefined

  /** Starts the hashes of the ids of `page` (a file of the site). */
  page(page: string): void {
    if (page === this.hashedPage) {
      this.a = this.pageA
      this.b = this.pageB
      return
    }
    this.hashedPage = page
    this.a = 0x811c9dc5
    this.b = 0x9747b28c
    const bytes = Buffer.from(page, 'utf8')
    this.update(bytes, 0, bytes.length)
    this.update(SEPARATOR, 0, 1)
    this.pageA = this.a
    this.pageB = this.b
  }

  /** The hashes of the page's id spelled by bytes start..end (in `a`, `b`). */
  of(bytes: Uint8Array, start: number, end: number): this {
    this.a = this.pageA
    this.b = this.pageB
    this.update(bytes, start, end)
    return this
  }

  /** The hashes of the page's id `text`. */
  ofText(text: string): this {
    let bytes: Uint8Array = this.scratch
    let length = Buffer.byteLength(text, 'utf8')
    if (length > this.scratch.length) bytes = Buffer.from(text, 'utf8')
    else length = this.scratch.write(text, 0, 'utf8')
    return this.of(bytes, 0, length)
  }

  private update(bytes: Uint8Array, start: number, end: number): void {
    let a = this.a
    let b = this.b
    for (let i = start; i < end; i++) {
      const c = bytes[i] as number
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b ^ c, 0x5bd1e995)
      b ^= b >>> 15
    }
    this.a = a
    this.b = b
  }
}

const SEPARATOR = Buffer.from([0])
/** The id every page that was read has, so a page read with no ids is told from one not read. */
export const PAGE_READ = '\u0000read'

/** A set of 64-bit hashes in an open-address table of two 32-bit halves; (0, 0) marks a free slot. */
export class IdSet {
  private slots = new Int32Array(2 * 4096)
  size = 0

  add(a: number, b: number): void {
    if (a === 0 && b === 0) b = 1
    // Up to four in five slots used: the table is the check's largest (a million ids on a large
    // site), and lookups are few (fragments only) beside the inserts.
    if ((this.size + 1) * 5 > (this.slots.length / 2) * 4) this.grow()
    if (this.insert(this.slots, a | 0, b | 0)) this.size++
  }

  has(a: number, b: number): boolean {
    if (a === 0 && b === 0) b = 1
    const slots = this.slots
    const mask = slots.length / 2 - 1
    for (let i = (a ^ (b >>> 7)) & mask; ; i = (i + 1) & mask) {
      const x = slots[2 * i] as number
      const y = slots[2 * i + 1] as number
      if (x === 0 && y === 0) return false
      if (x === (a | 0) && y === (b | 0)) return true
    }
  }

  clear(): void {
    this.slots = new Int32Array(2 * 4096)
    this.size = 0
  }

  /** Bytes the table takes. */
  get bytes(): number {
    return this.slots.byteLength
  }

  private insert(slots: Int32Array, a: number, b: number): boolean {
    const mask = slots.length / 2 - 1
    for (let i = (a ^ (b >>> 7)) & mask; ; i = (i + 1) & mask) {
      const x = slots[2 * i] as number
      const y = slots[2 * i + 1] as number
      if (x === a && y === b) return false
      if (x === 0 && y === 0) {
        slots[2 * i] = a
        slots[2 * i + 1] = b
        return true
      }
    }
  }

  private grow(): void {
    const old = this.slots
    const slots = new Int32Array(old.length * 2)
    for (let i = 0; i < old.length; i += 2) {
      const a = old[i] as number
      const b = old[i + 1] as number
      if (a !== 0 || b !== 0) this.insert(slots, a, b)
    }
    this.slots = slots
  }
}

/** A fragment's text with `%XX` decoded as UTF-8, as the HTML standard's percent-decode does. */
export function percentDecode(fragment: string): string {
  if (!fragment.includes('%')) return fragment
  const bytes = Buffer.from(fragment, 'utf8')
  const out = Buffer.alloc(bytes.length)
  let n = 0
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i] as number
    const hex = c === 0x25 && i + 2 < bytes.length ? bytes.toString('latin1', i + 1, i + 3) : ''
    if (hex.length === 2 && /^[0-9a-fA-F]{2}$/.test(hex)) {
      out[n++] = parseInt(hex, 16)
      i += 2
    } else {
      out[n++] = c
    }
  }
  return out.toString('utf8', 0, n)
}

/** What a fragment asks of its page. */
export type FragmentNeed =
  /** Nothing: `#`, `#top` (the top of the page), or a text fragment only (`#:~:text=`). */
  | { kind: 'none' }
  /** An element with one of these ids (as written, then percent-decoded), per the HTML standard. */
  | { kind: 'id'; ids: string[] }

export function fragmentNeed(fragment: string): FragmentNeed {
  // A text fragment directive is for the browser's find, not an element: what precedes it counts.
  const directive = fragment.indexOf(':~:')
  const named = directive === -1 ? fragment : fragment.slice(0, directive)
  if (named === '') return { kind: 'none' }
  const decoded = percentDecode(named)
  if (decoded.toLowerCase() === 'top') return { kind: 'none' }
  return { kind: 'id', ids: decoded === named ? [named] : [named, decoded] }
}
