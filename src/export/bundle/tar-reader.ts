import { BundleError, refusal } from './errors.js'
import { checksumOk, decodeName, field, number, parsePax, type Pax } from './tar-fields.js'

/**
 * A streaming reader of the tar framing: 512-byte headers, pax (`x`) and GNU long-name (`L`, `K`)
 * extensions, and the bodies between them. Written by hand, not taken from node-tar's Parser, because
 * on real archives that parser extracts something else than GNU tar and reports success:
 * - it decodes names lossily: bytes that are not UTF-8 become U+FFFD (two entries merge into one),
 *   and a pax header split across two reads decodes each half on its own, corrupting a character;
 * - it drops pax keys it does not know, so a `GNU.sparse.*` file comes out as its sparse map;
 * - it refuses bsdtar's GNU long links ("linkpath forbidden") because the `K` header carries a name;
 * - it builds a stream object per entry, which is most of the cost on a site of small files.
 * The reader decides nothing about safety: it hands each entry to `onEntry`, whose policy does.
 */

export type EntryKind = 'file' | 'directory' | 'symlink' | 'hardlink'

export interface TarHeader {
  kind: EntryKind
  /** The name exactly as the archive spells it (pax, GNU long name, or ustar prefix/name). */
  path: string
  linkpath: string
  size: number
  mode: number
  mtime: number | undefined
}

export interface TarSink {
  /** A new entry; its body (if any) follows in `body` calls, then `end`. */
  entry(header: TarHeader): void
  body(chunk: Buffer): void
  end(): void
}

const BLOCK = 512
const USTAR_MAGIC = Buffer.from('ustar\0', 'latin1')
/** node-tar's own cap for an extended header; a docs site's longest name is far below it. */
export const MAX_META_BYTES = 1024 * 1024

const FILE_TYPES = new Set(['0', '\0', '7'])
const TYPE_NAMES: Readonly<Record<string, string>> = {
  '3': 'character device',
  '4': 'block device',
  '6': 'FIFO',
  S: 'GNU sparse file',
  M: 'GNU multi-volume continuation',
  V: 'GNU volume label',
  N: 'GNU old long-name entry',
  A: 'Solaris ACL',
  E: 'Solaris extended attributes',
  I: 'inode-only entry',
  X: 'Solaris extended header'
}

type State = 'header' | 'body' | 'meta' | 'padding' | 'done'

/**
 * Push-parser: `write` takes inflated bytes in any chunking and calls the sink synchronously;
 * `end` says whether the archive was whole.
 */
export class TarReader {
  private state: State = 'header'
  private readonly header = Buffer.alloc(BLOCK)
  private headerFill = 0
  private remaining = 0
  private padding = 0
  private meta: Buffer[] = []
  private metaType = ''
  private pending: { pax?: Pax; longPath?: Buffer; longLink?: Buffer } = {}
  private zeroBlocks = 0
  private sawEntry = false
  /**
   * Inflated bytes that are no entry's data: extended headers (`x`, `g`, `L`, `K`: their blocks and
   * bodies) and whatever follows the end-of-archive marker. The sink counts them against
   * max-unpacked-size, so a stream of them cannot be inflated without limit.
   */
  extraBytes = 0

  constructor(private readonly sink: TarSink) {}

  write(chunk: Buffer): void {
    if (this.finished()) {
      this.extraBytes += chunk.length
      return
    }
    let at = 0
    while (at < chunk.length && this.state !== 'done') {
      if (this.state === 'header') {
        const take = Math.min(BLOCK - this.headerFill, chunk.length - at)
        chunk.copy(this.header, this.headerFill, at, at + take)
        this.headerFill += take
        at += take
        if (this.headerFill === BLOCK) {
          this.headerFill = 0
          this.onHeader(this.header)
          if (this.finished()) this.extraBytes += chunk.length - at
        }
      } else if (this.state === 'padding') {
        const take = Math.min(this.padding, chunk.length - at)
        this.padding -= take
        at += take
        if (this.padding === 0) this.state = 'header'
      } else {
        const take = Math.min(this.remaining, chunk.length - at)
        const piece = chunk.subarray(at, at + take)
        at += take
        this.remaining -= take
        if (this.state === 'body') this.sink.body(piece)
        else this.meta.push(Buffer.from(piece))
        if (this.remaining === 0) this.finishBody()
      }
    }
  }

  /** Whether the end-of-archive marker has been read (a method: the state changes inside write). */
  private finished(): boolean {
    return this.state === 'done'
  }

  /** Throws when the stream stopped inside a header or a body. */
  end(): void {
    if (this.state === 'done') return
    if (this.state === 'header' && this.headerFill === 0 && this.pendingEmpty()) return
    throw new BundleError(
      'The tar archive stops in the middle of an entry: the bundle is incomplete.'
    )
  }

  private pendingEmpty(): boolean {
    return !this.pending.pax && !this.pending.longPath && !this.pending.longLink
  }

  private finishBody(): void {
    const size = this.state === 'body' ? this.bodySize : this.metaSize
    if (this.state === 'body') this.sink.end()
    else this.onMeta(Buffer.concat(this.meta))
    this.padding = (BLOCK - (size % BLOCK)) % BLOCK
    this.state = this.padding > 0 ? 'padding' : 'header'
  }

  private bodySize = 0
  private metaSize = 0

  private onMeta(body: Buffer): void {
    this.meta = []
    const type = this.metaType
    if (type === 'x') {
      // GNU tar applies only the last of two extended headers in a row, libarchive merges them: the
      // same bytes would extract as two different entries.
      if (this.pending.pax) {
        throw new BundleError(
          'The bundle was refused: two pax extended headers stand in a row before one entry, which tar tools apply differently. Nothing was installed; report the bundle to Mintlify.'
        )
      }
      this.pending.pax = parsePax(body, false)
    } else if (type === 'g') parsePax(body, true)
    else if (type === 'L') this.pending.longPath = field(body, 0, body.length)
    else this.pending.longLink = field(body, 0, body.length)
  }

  private onHeader(block: Buffer): void {
    if (block.every((byte) => byte === 0)) {
      // Two zero blocks end the archive; what follows (often more zeros) is ignored, as GNU tar does.
      if (++this.zeroBlocks === 2) this.state = 'done'
      return
    }
    if (this.zeroBlocks > 0) {
      // GNU tar stops at a lone zero block too, other readers skip it: the same bytes, two archives.
      throw new BundleError(
        'The bundle is not a valid tar archive (an entry follows a single zero block, which GNU tar reads as the end-of-archive marker and other tools skip).'
      )
    }
    if (!checksumOk(block)) {
      throw new BundleError(
        this.sawEntry
          ? 'The bundle is not a valid tar archive (a header checksum is wrong: the archive is corrupt).'
          : 'The bundle is not a tar archive (the first header checksum is wrong).'
      )
    }
    this.sawEntry = true
    const type = String.fromCharCode(block[156] as number)
    const size = number(block, 124, 12)
    if (size === undefined) {
      throw new BundleError('The bundle is not a valid tar archive (a size field is invalid).')
    }
    if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
      this.extraBytes += BLOCK + size
      if (size > MAX_META_BYTES) {
        throw new BundleError(
          `The bundle was refused: an extended tar header holds ${size} bytes, more than the ${MAX_META_BYTES} a name can need.`
        )
      }
      this.metaType = type
      // GNU tar reads a long name's blocks whole and takes the text up to its first NUL, which may
      // lie past the size the header declares: the padding is read as part of the name.
      const read = type === 'L' || type === 'K' ? Math.ceil(size / BLOCK) * BLOCK : size
      this.metaSize = read
      this.remaining = read
      this.state = read > 0 ? 'meta' : 'header'
      if (read === 0) this.onMeta(Buffer.alloc(0))
      return
    }
    this.emitEntry(block, type, size)
  }

  private emitEntry(block: Buffer, type: string, headerSize: number): void {
    const { pax, longPath, longLink } = this.pending
    this.pending = {}
    const posix = USTAR_MAGIC.every((byte, i) => block[257 + i] === byte)
    let rawPath = longPath ?? field(block, 0, 100)
    if (!longPath && posix) {
      const prefix = field(block, 345, 155)
      if (prefix.length > 0) rawPath = Buffer.concat([prefix, Buffer.from('/'), rawPath])
    }
    const shownRaw = (): string => rawPath.toString('latin1')
    const path = pax?.path ?? decodeName(rawPath, 'name', shownRaw)
    const shown = (): string => path
    const linkpath =
      pax?.linkpath ?? decodeName(longLink ?? field(block, 157, 100), 'link target', shown)
    const size = pax?.size ?? headerSize
    let kind: EntryKind
    if (FILE_TYPES.has(type) && path.endsWith('/')) {
      // BSD's convention, which GNU tar follows: a regular file named `x/` is a folder. With data,
      // GNU tar makes the folder and reports an error, and the data's blocks are read differently.
      if (size > 0) {
        throw refusal(
          path,
          `it is a regular file whose name ends in '/' and declares ${size} bytes of data; GNU tar makes it a folder and reports an error`
        )
      }
      kind = 'directory'
    } else if (FILE_TYPES.has(type)) kind = 'file'
    else if (type === '5' || type === 'D') kind = 'directory'
    else if (type === '2') kind = 'symlink'
    else if (type === '1') kind = 'hardlink'
    else {
      const name = TYPE_NAMES[type] ?? `unknown type '${type.replace(/[^\x20-\x7e]/g, '?')}'`
      throw refusal(path, `it is a ${name}, which a static site never contains`)
    }
    const mode = number(block, 100, 8)
    if (mode === undefined) {
      throw refusal(
        path,
        'its mode field is not a number GNU tar reads, so its permissions are unknown'
      )
    }
    const mtime = pax?.mtime ?? number(block, 136, 12)
    if ((kind === 'symlink' || kind === 'hardlink') && size > 0) {
      // GNU tar's extraction reads no body after a link, its listing skips one: the bytes would be
      // read as the next entries by one tool and skipped by another, which is how entries are
      // smuggled past a checker.
      throw refusal(
        path,
        `it is a ${kind === 'symlink' ? 'symbolic' : 'hard'} link that declares ${size} bytes of data, which tar tools read differently`
      )
    }
    // Directories' sizes are the file system's, not a body (GNU dump dirs carry a listing we skip).
    const bodyBytes = kind === 'file' || type === 'D' ? size : 0
    this.sink.entry({
      kind,
      path,
      linkpath,
      size: kind === 'file' ? size : 0,
      mode,
      mtime
    })
    this.bodySize = bodyBytes
    this.remaining = bodyBytes
    if (bodyBytes > 0 && kind === 'file') {
      this.state = 'body'
    } else if (bodyBytes > 0) {
      // A GNU dump directory's listing: skipped, as GNU tar does; the sink has nothing to write.
      this.sink.end()
      this.state = 'padding'
      this.padding = bodyBytes + ((BLOCK - (bodyBytes % BLOCK)) % BLOCK)
    } else {
      this.sink.end()
      this.state = 'header'
    }
  }
}
