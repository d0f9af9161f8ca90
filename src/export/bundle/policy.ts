import { refusal } from './errors.js'
import { ByteTable, hashBytes, ScratchBytes } from '../../util/byte-table.js'

/**
 * The archive policy: which entries the action writes, judged on names alone, before any disk work.
 * Pure (no I/O), so each rule is tested by the attack it stops (__tests__/export/bundle/policy.test.ts).
 */

/** Linux's PATH_MAX and NAME_MAX: GNU tar fails longer names with "File name too long". */
export const MAX_PATH_BYTES = 4096
export const MAX_NAME_BYTES = 255
/** node-tar's own depth cap; a docs site is a dozen folders deep. */
export const MAX_DEPTH = 1024
/** Hops through the archive's own symbolic links before a target counts as a loop (Linux: 40). */
const MAX_LINK_HOPS = 40

const ABSOLUTE = /^([a-zA-Z]:|[\\/])/

/**
 * A tar path as clean relative parts ([] for the root entry `./`), or a refusal: absolute paths,
 * drive letters and `..` segments are never rewritten into something else, they stop the extraction.
 * Length and depth are checked on the raw name first, so no later step works on an unbounded name.
 */
export function entryParts(raw: string, what: string): string[] {
  if (Buffer.byteLength(raw) > MAX_PATH_BYTES) {
    throw refusal(raw, `its ${what} is longer than ${MAX_PATH_BYTES} bytes`)
  }
  if (raw.includes('\0')) throw refusal(raw, `its ${what} holds a NUL byte`)
  if (ABSOLUTE.test(raw)) throw refusal(raw, `its ${what} is absolute`)
  // GNU tar writes `a\b` as one name on Linux; a Windows runner would make it a folder and a file.
  if (raw.includes('\\')) {
    throw refusal(
      raw,
      `its ${what} holds a backslash, a character on Linux and a folder separator on Windows`
    )
  }
  const parts = raw.split(/\/+/).filter((part) => part !== '' && part !== '.')
  if (parts.length > MAX_DEPTH) {
    throw refusal(raw, `its ${what} is more than ${MAX_DEPTH} folders deep`)
  }
  for (const part of parts) {
    if (part === '..') throw refusal(raw, `its ${what} contains '..'`)
    if (Buffer.byteLength(part) > MAX_NAME_BYTES) {
      throw refusal(raw, `its ${what} has a name longer than ${MAX_NAME_BYTES} bytes`)
    }
  }
  return parts
}

/** The clean relative form of `raw` (see entryParts). */
export function entryPath(raw: string, what: string): string {
  return entryParts(raw, what).join('/')
}

/**
 * macOS and Windows runners have case-insensitive file systems: compare names the way they might.
 * Upper then lower case folds what lower case alone misses (long s, final sigma, dotless i, micro
 * sign), and NFKC folds compatibility forms; folding too much only refuses an odd bundle, too little
 * would let two names the disk takes for one pass as two. Applied to one name at a time.
 */
export function fold(name: string): string {
  // Printable ASCII is its own NFKC form and folds by lower case alone; V8 then returns the same string when
  // nothing changes, so a docs site's names fold without allocating.
  if (ASCII.test(name)) return name.toLowerCase()
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC')
}

const ASCII = /^[ -~]*$/

/** Flags of a name in the tree (see ArchiveNames). */
const FOLDER = 1 // named by a directory entry, or above another entry
const FILE = 2 // a regular file (or hard link) of the archive, now
const EVER_LINKED = 4 // a symbolic link at some point: nothing is ever written beneath it
const PLACED = 8 // an entry of this name was placed already: a later one replaces it

/** What the writer must do for one entry, in archive order. */
export type Placement =
  | { kind: 'directory'; rel: string }
  | { kind: 'file'; rel: string; replaces: boolean; id: number }
  | { kind: 'symlink'; rel: string; target: string; replaces: boolean }
  | {
      kind: 'hardlink'
      rel: string
      source: string
      replaces: boolean
      id: number
      sourceId: number
    }

const ROOT = 0
// An entry of the names table: the name's spelling is its key, then these numbers.
const PARENT = 0
const FLAGS = 1
const SIZE_LOW = 2
const SIZE_HIGH = 3
const NO_BYTES = Buffer.alloc(0)

/**
 * Every name the archive uses, as a tree of folded names with numeric ids, so that checking an entry
 * costs time in proportion to its own length (a path 1000 folders deep is not 1000 string joins),
 * and memory grows with the number of distinct names, which the entry limit bounds. Stored off V8's
 * heap, in byte tables (util/byte-table.ts): what a site keeps per file would otherwise survive the
 * young generation's collections and grow it with the site (docs/performance.md).
 */
export class ArchiveNames {
  /**
   * Per name id, in order: its spelling in the archive (the key), its folder's id, its flags, and
   * the size of the regular file it is now (0 for anything else, hard links too). Id 0 is the root.
   */
  private readonly names = new ByteTable(4, 64, false)
  /** Each name's id, by its folder's id and its folded name (childKey). */
  private readonly children = new ByteTable()
  /** Where keys are spelled as bytes to look them up. */
  private readonly scratch = new ScratchBytes()
  /** The folder of the entry placed last (its clean path), and its id. */
  private lastFolder = ''
  private lastFolderId = ROOT
  /** Where `spell` puts a path, and whose folder's path (and '/') it starts with. */
  private readonly spelling = new ScratchBytes()
  private spellingFolder = -1
  private spellingFolderEnd = 0

  constructor() {
    const root = this.names.add(NO_BYTES, 0, 0)
    this.names.setValue(root, -1, PARENT)
    this.names.setValue(root, FOLDER, FLAGS)
  }
  /** The targets of the names that are symbolic links of the archive now. */
  private readonly links = new Map<number, string>()

  /** Judges one entry against the archive so far; throws a refusal, or says what to write. */
  place(
    kind: 'file' | 'directory' | 'symlink' | 'hardlink',
    rawPath: string,
    rawLink: string,
    size = 0
  ): Placement {
    const parts = entryParts(rawPath, 'path')
    const rel = parts.join('/')
    if (parts.length === 0) {
      if (kind === 'directory') return { kind, rel }
      throw refusal(rawPath, 'it names the extraction folder itself')
    }
    // An archive lists a folder's files one after another: the same folder as the entry before was
    // found and judged then, and a folder's flags never change once it is one.
    const slash = rel.lastIndexOf('/')
    const folder = slash === -1 ? '' : rel.slice(0, slash)
    const known = folder !== '' && folder === this.lastFolder
    let parent = known ? this.lastFolderId : ROOT
    for (let i = 0; !known && i < parts.length - 1; i++) {
      parent = this.child(parent, parts[i] as string, rawPath, parts, i)
      const flags = this.flagsOf(parent)
      if (flags & EVER_LINKED) {
        throw refusal(
          rawPath,
          `it would be written through the symbolic link '${parts.slice(0, i + 1).join('/')}'`
        )
      }
      if (flags & FILE) {
        throw refusal(
          rawPath,
          `it would be written beneath the file '${parts.slice(0, i + 1).join('/')}'`
        )
      }
      this.names.setValue(parent, flags | FOLDER, FLAGS)
    }
    this.lastFolder = folder
    this.lastFolderId = parent
    const id = this.child(
      parent,
      parts[parts.length - 1] as string,
      rawPath,
      parts,
      parts.length - 1
    )
    const flags = this.flagsOf(id)
    const replaces = (flags & PLACED) !== 0
    if (kind === 'directory') {
      if (flags & EVER_LINKED) {
        throw refusal(rawPath, 'a directory would replace a symbolic link of the archive')
      }
      if (flags & FILE) throw refusal(rawPath, 'a directory would replace a file of the archive')
      this.names.setValue(id, flags | FOLDER | PLACED, FLAGS)
      return { kind, rel }
    }
    // `x/.` or `x/` names a folder: the entry's name and its kind disagree, and tools resolve that
    // differently (GNU tar writes the link at `x`); no reading of it is safe to pick.
    if (/(^|\/)\.?\/*$/.test(rawPath)) {
      throw refusal(
        rawPath,
        `its name ends in '/' or '/.', which names a folder, but it is a ${kind === 'file' ? 'file' : kind === 'symlink' ? 'symbolic link' : 'hard link'}: the name and the entry disagree on what it is`
      )
    }
    if (flags & FOLDER) {
      throw refusal(rawPath, `it would replace the folder '${rel}' of earlier entries`)
    }
    // A hard link's bytes are its source's: the site's size counts them once, as `du` does.
    this.setSize(id, kind === 'file' ? size : 0)
    if (kind === 'file') {
      this.links.delete(id)
      this.names.setValue(id, flags | PLACED | FILE, FLAGS)
      return { kind, rel, replaces, id }
    }
    if (kind === 'symlink') {
      // The file system refuses a link to nothing; GNU tar fails on it and goes on.
      if (rawLink === '') throw refusal(rawPath, 'it is a symbolic link with an empty target')
      if (ABSOLUTE.test(rawLink)) {
        throw refusal(rawPath, `it is a symbolic link to the absolute path '${rawLink}'`)
      }
      if (Buffer.byteLength(rawLink) > MAX_PATH_BYTES) {
        throw refusal(rawPath, `its link target is longer than ${MAX_PATH_BYTES} bytes`)
      }
      this.names.setValue(id, (flags | PLACED | EVER_LINKED) & ~FILE, FLAGS)
      this.links.set(id, rawLink)
      const escape = this.resolve(id, rawLink)
      if (escape) throw refusal(rawPath, escape)
      return { kind, rel, target: rawLink, replaces }
    }
    const sourceParts = entryParts(rawLink, 'hard link target')
    const source = this.find(sourceParts)
    // Names are looked up folded; a link must name its source as the archive spells it, as on Linux.
    // A target ending in '/' or '/.' names a folder: the file system refuses it for a regular file.
    if (
      /\/\.?$/.test(rawLink) ||
      source === undefined ||
      !(this.flagsOf(source) & FILE) ||
      this.spelled(source) !== sourceParts.join('/')
    ) {
      throw refusal(
        rawPath,
        `it is a hard link to '${sourceParts.join('/')}', which is not a regular file earlier in the archive`
      )
    }
    this.links.delete(id)
    this.names.setValue(id, flags | PLACED | FILE, FLAGS)
    return { kind, rel, source: this.spelled(source), replaces, id, sourceId: source }
  }

  /** Checks every symbolic link again once the archive is whole: later links can change where one leads. */
  finalCheck(): void {
    for (const [id, link] of this.links) {
      const escape = this.resolve(id, link)
      if (escape) throw refusal(this.spelled(id), escape)
    }
  }

  /**
   * The names that are regular files (or hard links) now, as the archive spells them (so as the disk
   * has them: names that differ only in case are refused), and their bytes, each stored file once.
   */
  files(): { paths: Iterable<string>; bytes: number } {
    let bytes = 0
    for (let id = 1; id < this.names.size; id++) {
      if (this.flagsOf(id) & FILE) bytes += this.sizeOf(id)
    }
    const paths = function* (this: ArchiveNames): Generator<string> {
      for (let id = 1; id < this.names.size; id++) {
        if (this.flagsOf(id) & FILE) yield this.spelled(id)
      }
    }
    return { paths: { [Symbol.iterator]: () => paths.call(this) }, bytes }
  }

  /** The regular files (and hard links) now, with the id their placement carried, in archive order. */
  *fileIds(): Generator<[path: string, id: number]> {
    for (const id of this.fileIdsOnly()) yield [this.spelled(id), id]
  }

  /** The ids of fileIds, without spelling their names. */
  *fileIdsOnly(): Generator<number> {
    for (let id = 1; id < this.names.size; id++) {
      if (this.flagsOf(id) & FILE) yield id
    }
  }

  /**
   * Spells `id`'s path as UTF-8 at the start of `spellingBytes` (the names joined by '/'); returns
   * its length. The folder's path stays from the call before: files of one folder come one after
   * another in fileIds, so most paths cost one copy of their own name, and no string.
   */
  spell(id: number): number {
    if (id === ROOT) return 0
    const folder = this.parentOf(id)
    if (folder !== this.spellingFolder) {
      const chain: number[] = []
      for (let at = folder; at !== ROOT; at = this.parentOf(at)) chain.push(at)
      let end = 0
      for (let i = chain.length - 1; i >= 0; i--) {
        const at = chain[i] as number
        const bytes = this.spelling.reserve(end + this.names.keyLength(at) + 1)
        end += this.names.copyKey(at, bytes, end)
        bytes[end++] = 0x2f
      }
      this.spellingFolder = folder
      this.spellingFolderEnd = end
    }
    const end = this.spellingFolderEnd
    const bytes = this.spelling.reserve(end + this.names.keyLength(id))
    return end + this.names.copyKey(id, bytes, end)
  }

  /** What `spell` spelled. */
  get spellingBytes(): Buffer {
    return this.spelling.bytes
  }

  /** `id`'s path as text, as `spell` spells its bytes. */
  private spelled(id: number): string {
    const end = this.spell(id)
    return this.spelling.bytes.toString('utf8', 0, end)
  }

  private find(parts: readonly string[]): number | undefined {
    let at = ROOT
    for (const part of parts) {
      const next = this.lookup(at, part)
      if (next === undefined) return undefined
      at = next
    }
    return at
  }

  private flagsOf(id: number): number {
    return this.names.value(id, FLAGS)
  }

  private parentOf(id: number): number {
    return this.names.value(id, PARENT)
  }

  private sizeOf(id: number): number {
    return this.names.value(id, SIZE_HIGH) * 2 ** 32 + (this.names.value(id, SIZE_LOW) >>> 0)
  }

  private setSize(id: number, size: number): void {
    this.names.setValue(id, (size % 2 ** 32) | 0, SIZE_LOW)
    this.names.setValue(id, Math.floor(size / 2 ** 32), SIZE_HIGH)
  }

  /** The key of a name in `children`, in the scratch buffer: its folder's id, then its folded name. */
  private childKey(parent: number, name: string): number {
    const end = this.scratch.write(fold(name), 4)
    this.scratch.bytes.writeInt32LE(parent, 0)
    return end
  }

  /** The id of `name` in the folder `parent`, compared as the disk might (see fold). */
  private lookup(parent: number, name: string): number | undefined {
    const end = this.childKey(parent, name)
    const entry = this.children.find(this.scratch.bytes, 0, end)
    return entry === -1 ? undefined : this.children.value(entry)
  }

  private child(
    parent: number,
    name: string,
    rawPath: string,
    parts: readonly string[],
    index: number
  ): number {
    const end = this.childKey(parent, name)
    const hash = hashBytes(this.scratch.bytes, 0, end)
    const entry = this.children.find(this.scratch.bytes, 0, end, hash)
    if (entry !== -1) {
      const found = this.children.value(entry)
      // The name spelled after the key in the scratch buffer, to compare with the archive's.
      const spelledEnd = this.scratch.write(name, end)
      if (!this.names.keyIs(found, this.scratch.bytes, end, spelledEnd)) {
        const spelled = this.names.text(found)
        const here = parts.slice(0, index + 1).join('/')
        throw refusal(
          rawPath,
          `'${here}' and '${[...parts.slice(0, index), spelled].join('/')}' differ only in letter case or Unicode form, which is one file on macOS and Windows and two on Linux`
        )
      }
      return found
    }
    const nameEnd = this.scratch.write(name, end)
    const id = this.names.add(this.scratch.bytes, end, nameEnd)
    this.names.setValue(id, parent, PARENT)
    this.children.setValue(this.children.add(this.scratch.bytes, 0, end, hash), id)
    return id
  }

  /**
   * Follows a symlink through the archive's own symlinks, in memory (the staging folder holds nothing
   * else), and says why it leaves the extraction folder, or undefined when it stays inside. A missing
   * target is fine: it cannot lead anywhere outside.
   */
  private resolve(id: number, target: string): string | undefined {
    // Ids of the folders walked so far; undefined for names the archive does not have (yet).
    const stack: (number | undefined)[] = []
    for (let at = this.parentOf(id); at !== ROOT; at = this.parentOf(at)) {
      stack.unshift(at)
    }
    const queue = target.split(/[\\/]+/)
    let hops = 0
    while (queue.length > 0) {
      const part = queue.shift() as string
      if (part === '' || part === '.') continue
      if (part === '..') {
        if (stack.length === 0) return `its target '${target}' leaves the extraction folder`
        stack.pop()
        continue
      }
      const parent = stack.length === 0 ? ROOT : stack[stack.length - 1]
      const next = parent === undefined ? undefined : this.lookup(parent, part)
      const link = next === undefined ? undefined : this.links.get(next)
      if (link === undefined) {
        stack.push(next)
        continue
      }
      if (++hops > MAX_LINK_HOPS) return `its target '${target}' is a loop of symbolic links`
      if (ABSOLUTE.test(link)) return `its target '${target}' leads to an absolute path`
      if (queue.length + link.length > MAX_PATH_BYTES * 2) {
        return `its target '${target}' expands past ${MAX_PATH_BYTES} bytes through other links`
      }
      queue.unshift(...link.split(/[\\/]+/))
    }
    return undefined
  }
}
