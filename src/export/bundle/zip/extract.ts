/**
 * Reads a zip file entry by entry, in the order of their data in the file, into the same engine as a
 * tarball (a TarSink: the policy, the writer, the hashes, the site check). Each entry's local header
 * is checked against the central directory (local-header.ts), the entries must tile the file from
 * its first byte to the central directory with no gap and no overlap (layout.ts), and every entry's
 * CRC-32 is checked as it is inflated. A zip cannot be read safely as a stream (a streaming reader
 * trusts the local headers), so it is read from a file, with positioned reads.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { crc32, createInflateRaw } from 'node:zlib'
import { endsItsMemory, release } from '../../../util/release.js'
import { refusal } from '../errors.js'
import type { TarHeader, TarSink } from '../tar-reader.js'
import { readZipDirectory, type ZipEntry } from './directory.js'
import { checkNames, checkPlace, entryLabel } from './layout.js'
import {
  checkDescriptor,
  checkLocalHeader,
  hasDescriptor,
  LOCAL_FIXED_BYTES,
  variableLength
} from './local-header.js'

/** The slice of the file read at once (never 1 MiB: see sink.ts on gunzip's buffers). */
const WINDOW_BYTES = 4 * 1024 * 1024
/** The inflater's output buffers. */
const INFLATE_CHUNK_BYTES = 256 * 1024
/** A symbolic link's target is a path: Linux's PATH_MAX. */
const MAX_LINK_BYTES = 4096

const METHODS: Record<number, string> = {
  1: 'shrink',
  6: 'implode',
  9: 'deflate64',
  12: 'bzip2',
  14: 'LZMA',
  93: 'Zstandard',
  95: 'xz',
  98: 'PPMd',
  99: 'AES encryption'
}

/** Positioned reads of the file through one reused buffer. */
class FileWindow {
  private readonly buffer = Buffer.allocUnsafe(WINDOW_BYTES)
  private start = 0
  private length = 0

  constructor(private readonly fd: number) {}

  /** Bytes position..position+length (at most WINDOW_BYTES), valid until the next call. */
  bytes(position: number, length: number): Buffer {
    if (position < this.start || position + length > this.start + this.length) {
      this.start = position
      this.length = 0
      while (this.length < WINDOW_BYTES) {
        const n = readSync(
          this.fd,
          this.buffer,
          this.length,
          WINDOW_BYTES - this.length,
          position + this.length
        )
        if (n === 0) break
        this.length += n
      }
    }
    const from = position - this.start
    return this.buffer.subarray(from, Math.min(from + length, this.length))
  }

  /** The bytes position..position+length, in pieces of at most WINDOW_BYTES. */
  *pieces(position: number, length: number): Generator<Buffer> {
    for (let at = position; at < position + length;) {
      const piece = this.bytes(at, Math.min(WINDOW_BYTES, position + length - at))
      if (piece.length === 0) return
      at += piece.length
      yield piece
    }
  }
}

export interface ZipOptions {
  maxEntries: number
  /** True once the extraction was abandoned: no further entry is read. */
  stopped: () => boolean
  /** Whether the engine holds too much (the hashing thread's backlog): then `pace` waits. */
  busy: () => boolean
  /** Waits until the engine can take more. */
  pace: () => Promise<void>
}

/** Extracts the zip at `file` into `sink`; returns how many entries it holds. */
export async function extractZip(
  file: string,
  sink: TarSink,
  options: ZipOptions
): Promise<number> {
  const fd = openSync(file, 'r')
  try {
    const size = fstatSync(fd).size
    const directory = await readZipDirectory(fd, size, options.maxEntries)
    const { centralOffset } = directory
    checkNames(directory)
    const window = new FileWindow(fd)
    const inflater = new EntryInflater()
    // In the order of their data in the file (central directory order on ties).
    const order = new Uint32Array(directory.size)
    for (let i = 0; i < order.length; i++) order[i] = i
    order.sort((a, b) => directory.offsetOf(a) - directory.offsetOf(b) || a - b)
    try {
      let expected = 0
      let previous: ZipEntry | undefined
      for (const index of order) {
        if (options.stopped()) return directory.size
        if (options.busy()) await options.pace()
        const entry = directory.entry(index)
        checkPlace(entry, expected, previous)
        expected = await extractEntry(entry, window, inflater, sink, centralOffset)
        previous = entry
      }
      checkPlace(undefined, expected, previous, centralOffset)
      return directory.size
    } finally {
      inflater.close()
    }
  } finally {
    closeSync(fd)
  }
}

type Kind = 'file' | 'directory' | 'symlink'

function kindOf(entry: ZipEntry, label: string): Kind {
  const type = (entry.unixMode ?? 0) & 0o170000
  if (type === 0o120000) return 'symlink'
  if (
    type === 0o040000 ||
    entry.name?.endsWith('/') ||
    (entry.unixMode === undefined && entry.dosDirectory)
  ) {
    if (entry.uncompressedSize !== 0) throw refusal(label, 'it is a folder entry with data')
    return 'directory'
  }
  if (type !== 0 && type !== 0o100000) {
    throw refusal(label, 'it is a device, FIFO or socket, which a website never holds')
  }
  return 'file'
}

/** Extracts one entry (its place already checked); returns where its bytes end. */
async function extractEntry(
  entry: ZipEntry,
  window: FileWindow,
  inflater: EntryInflater,
  sink: TarSink,
  centralOffset: number
): Promise<number> {
  const label = entryLabel(entry)
  if (entry.flags & 0x1) throw refusal(label, 'it is encrypted')
  if (entry.method !== 0 && entry.method !== 8) {
    const name = METHODS[entry.method]
    throw refusal(
      label,
      `it is compressed with method ${entry.method}${name ? ` (${name})` : ''}; only stored and deflate are read`
    )
  }
  const fixed = window.bytes(entry.offset, LOCAL_FIXED_BYTES)
  if (fixed.length < LOCAL_FIXED_BYTES) throw refusal(label, 'its local header is cut off')
  const headerBytes = LOCAL_FIXED_BYTES + variableLength(fixed)
  const header = window.bytes(entry.offset, headerBytes)
  if (header.length < headerBytes) throw refusal(label, 'its local header is cut off')
  const local = checkLocalHeader(entry, label, header)
  let end = local.dataStart + entry.compressedSize
  if (end > centralOffset) throw refusal(label, 'its data runs into the central directory')
  const kind = kindOf(entry, label)
  const mode =
    entry.unixMode !== undefined && (entry.unixMode & 0o777) !== 0
      ? entry.unixMode & 0o777
      : kind === 'directory'
        ? 0o755
        : 0o644
  const tar: TarHeader = {
    kind,
    path: entry.name as string,
    linkpath: '',
    size: kind === 'file' ? entry.uncompressedSize : 0,
    mode,
    mtime: entry.mtime
  }
  if (kind === 'symlink') {
    if (entry.uncompressedSize > MAX_LINK_BYTES) {
      throw refusal(
        label,
        `it is a symbolic link whose target is longer than ${MAX_LINK_BYTES} bytes`
      )
    }
    const pieces: Buffer[] = []
    await readData(entry, label, window, local.dataStart, inflater, (piece) =>
      pieces.push(Buffer.from(piece))
    )
    tar.linkpath = Buffer.concat(pieces).toString('utf8')
    sink.entry(tar)
  } else if (kind === 'directory') {
    sink.entry(tar)
  } else {
    sink.entry(tar)
    await readData(entry, label, window, local.dataStart, inflater, (piece) => sink.body(piece))
    sink.end()
  }
  if (hasDescriptor(entry.flags)) {
    const room = Math.min(24, centralOffset - end)
    end += checkDescriptor(
      entry,
      label,
      Buffer.from(window.bytes(end, room)),
      local.zip64 || entry.zip64
    )
  }
  return end
}

function checkCrc(entry: ZipEntry, label: string, crc: number): void {
  if (crc >>> 0 !== entry.crc32) {
    throw refusal(
      label,
      `its CRC-32 is ${(crc >>> 0).toString(16)}, not the ${entry.crc32.toString(16)} the archive states: it is corrupt`
    )
  }
}

function sizeRefusal(entry: ZipEntry, label: string, inflated: string): Error {
  return refusal(
    label,
    `it inflates to ${inflated} bytes, not the ${entry.uncompressedSize} the archive states`
  )
}

/**
 * One raw-inflate stream for every entry, reset between them: a zlib handle per entry (what
 * inflateRawSync makes) leaves its native memory and output buffers to the garbage collector, which
 * held over 100 MB of them on a 10 000-page site; one handle reuses its output buffer.
 */
class EntryInflater {
  private readonly stream = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES })
  private onData: ((piece: Buffer) => void) | undefined
  private failure: Error | undefined

  constructor() {
    this.stream.on('data', (piece: Buffer) => {
      this.onData?.(piece)
      // The piece that fills an output buffer is its last use (zlib starts a new one, as
      // __tests__/util/release.test.ts pins): freed now, not when a collection finds it.
      if (endsItsMemory(piece) && piece.buffer.byteLength === INFLATE_CHUNK_BYTES) release(piece)
    })
    this.stream.on('error', (error) => (this.failure = error))
  }

  /** Inflates `data` (all or part of one entry's deflate stream); its output goes to `onData`. */
  async write(data: Buffer, onData: (piece: Buffer) => void): Promise<void> {
    if (this.failure) throw this.failure
    this.onData = onData
    // One round trip to zlib's thread: inflate gives out all it can of the input at once.
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error): void => reject(error)
      this.stream.once('error', failed)
      this.stream.write(data, () => {
        this.stream.off('error', failed)
        resolve()
      })
    })
    this.onData = undefined
  }

  /** Ready for the next entry's stream. */
  reset(): void {
    this.stream.reset()
  }

  close(): void {
    this.stream.close()
  }
}

/**
 * An entry's data, stored or deflated, in pieces to `onPiece` (each valid only during the call),
 * checked against its stated size and CRC-32.
 */
async function readData(
  entry: ZipEntry,
  label: string,
  window: FileWindow,
  start: number,
  inflater: EntryInflater,
  onPiece: (piece: Buffer) => void
): Promise<void> {
  let out = 0
  let crc = 0
  let over = false
  const take = (piece: Buffer): void => {
    if (over) return
    out += piece.length
    if (out > entry.uncompressedSize) {
      over = true
      return
    }
    crc = crc32(piece, crc)
    onPiece(piece)
  }
  let read = 0
  for (const piece of window.pieces(start, entry.compressedSize)) {
    read += piece.length
    if (entry.method === 0) take(piece)
    else {
      try {
        await inflater.write(piece, take)
      } catch (error) {
        throw refusal(label, `its deflate data is corrupt (${(error as Error).message})`)
      }
    }
    if (over) break
  }
  if (entry.method !== 0) inflater.reset()
  if (read < entry.compressedSize && !over) throw refusal(label, 'its data is cut off')
  if (over) throw sizeRefusal(entry, label, 'more than')
  if (out !== entry.uncompressedSize) throw sizeRefusal(entry, label, String(out))
  checkCrc(entry, label, crc)
}
