/**
 * Reads a zip file entry by entry, in the order of their data in the file, into the same engine as a
 * tarball (a TarSink: the policy, the writer, the hashes, the site check). Each entry's local header
 * is checked against the central directory (local-header.ts), the entries must tile the file from
 * its first byte to the central directory with no gap and no overlap (layout.ts), and every entry's
 * CRC-32 is checked as it is inflated. A zip cannot be read safely as a stream (a streaming reader
 * trusts the local headers), so it is read from a file, with positioned reads.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib'
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
/** Entries up to these sizes are inflated in one call on this thread; larger ones are streamed. */
const WHOLE_COMPRESSED_BYTES = 2 * 1024 * 1024
const WHOLE_UNCOMPRESSED_BYTES = 16 * 1024 * 1024
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
    const { entries, centralOffset } = await readZipDirectory(fd, size, options.maxEntries)
    checkNames(entries)
    const window = new FileWindow(fd)
    const order = [...entries].sort((a, b) => a.offset - b.offset || a.index - b.index)
    let expected = 0
    let previous: ZipEntry | undefined
    for (const entry of order) {
      if (options.stopped()) return entries.length
      checkPlace(entry, expected, previous)
      expected = await extractEntry(entry, window, sink, centralOffset)
      previous = entry
    }
    checkPlace(undefined, expected, previous, centralOffset)
    return entries.length
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
    const target = inflateWhole(entry, label, window.bytes(local.dataStart, entry.compressedSize))
    tar.linkpath = target.toString('utf8')
    sink.entry(tar)
  } else if (kind === 'directory') {
    sink.entry(tar)
  } else {
    sink.entry(tar)
    if (entry.method === 0) {
      let crc = 0
      for (const piece of window.pieces(local.dataStart, entry.compressedSize)) {
        crc = crc32(piece, crc)
        sink.body(piece)
      }
      checkCrc(entry, label, crc)
    } else if (
      entry.compressedSize <= WHOLE_COMPRESSED_BYTES &&
      entry.uncompressedSize <= WHOLE_UNCOMPRESSED_BYTES
    ) {
      const body = inflateWhole(entry, label, window.bytes(local.dataStart, entry.compressedSize))
      if (body.length > 0) sink.body(body)
    } else {
      await inflateStreaming(entry, label, window, local.dataStart, sink)
    }
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

/** A stored or deflated entry's bytes, whole, checked against its size and CRC. */
function inflateWhole(entry: ZipEntry, label: string, data: Buffer): Buffer {
  if (data.length < entry.compressedSize) throw refusal(label, 'its data is cut off')
  let body: Buffer
  if (entry.method === 0) {
    body = data
  } else {
    try {
      // At least 1: zlib refuses 0. An empty file's stream inflates to nothing all the same.
      body = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw sizeRefusal(entry, label, 'more than')
      }
      throw refusal(label, `its deflate data is corrupt (${(error as Error).message})`)
    }
  }
  if (body.length !== entry.uncompressedSize) throw sizeRefusal(entry, label, String(body.length))
  checkCrc(entry, label, crc32(body))
  return body
}

/** A large deflated entry, inflated on zlib's thread in pieces, each handed to the sink. */
async function inflateStreaming(
  entry: ZipEntry,
  label: string,
  window: FileWindow,
  start: number,
  sink: TarSink
): Promise<void> {
  let out = 0
  let crc = 0
  // Copies: the window is reused as soon as the next piece is read.
  const input = Readable.from(
    (function* () {
      for (const piece of window.pieces(start, entry.compressedSize)) yield Buffer.from(piece)
    })(),
    { objectMode: false }
  )
  const into = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.length
      if (out > entry.uncompressedSize) return done(sizeRefusal(entry, label, 'more than'))
      crc = crc32(chunk, crc)
      sink.body(chunk)
      done()
    }
  })
  try {
    await pipeline(input, createInflateRaw({ chunkSize: 256 * 1024 }), into)
  } catch (error) {
    if ((error as Error).name === 'BundleError') throw error
    throw refusal(label, `its deflate data is corrupt (${(error as Error).message})`)
  }
  if (out !== entry.uncompressedSize) throw sizeRefusal(entry, label, String(out))
  checkCrc(entry, label, crc)
}
