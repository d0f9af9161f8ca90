/**
 * The central directory of a zip: what the archive holds. Read by yauzl (the zip reader behind
 * extract-zip and Electron), which finds the end records (zip64 included) and parses each central
 * header and its zip64 extra field; what yauzl leaves to its caller (the local headers, overlaps,
 * CRCs) is checked by the modules beside this one. yauzl reads through a reader that answers from
 * the open file with positioned reads: its default reader opens a stream per read, two per entry.
 */
import { readSync } from 'node:fs'
import yauzl from 'yauzl'
import { BundleError } from '../errors.js'
import { decodeName } from './names.js'
import { ByteTable } from '../../../util/byte-table.js'

/** A central directory record, as the rest of the zip engine needs it. */
export interface ZipEntry {
  /** Its place in the central directory. */
  index: number
  /** The name's bytes, as the local header must repeat them. */
  nameRaw: Buffer
  /** The name as text (names.ts), or undefined when flagged UTF-8 and not. */
  name: string | undefined
  flags: number
  method: number
  crc32: number
  compressedSize: number
  uncompressedSize: number
  /** Where its local header starts. */
  offset: number
  /** Its sizes or offset came from a zip64 extra field (the data descriptor then has 8-byte sizes). */
  zip64: boolean
  /** Unix mode bits when written on Unix (`version made by` 3), else undefined. */
  unixMode: number | undefined
  /** MS-DOS attributes' directory bit. */
  dosDirectory: boolean
  /** Seconds since the epoch: the extended timestamp's, else the MS-DOS time read as local time. */
  mtime: number
}

/**
 * The central directory, kept in columns off V8's heap (one typed array a field, the names in one
 * byte table): an object per entry, all alive until the extraction ends, made V8 grow its young
 * generation for good (about 35 MB more on a 10 000-page site, docs/performance.md). `entry(i)` gives
 * one record as an object, to use and drop.
 */
export class ZipDirectory {
  private readonly names: ByteTable
  private readonly numbers: Float64Array
  private readonly small: Int32Array
  size = 0

  constructor(
    readonly capacity: number,
    /** Where the central directory starts: the entries' data must end exactly there. */
    readonly centralOffset: number
  ) {
    this.names = new ByteTable(1, 64, false)
    // Per entry: offset, compressed size, uncompressed size, mtime.
    this.numbers = new Float64Array(Math.max(1, capacity) * 4)
    // Per entry: flags, method, CRC-32, unix mode (-1: none), dos directory and zip64 bits.
    this.small = new Int32Array(Math.max(1, capacity) * 5)
  }

  add(entry: Omit<ZipEntry, 'index' | 'name'>): void {
    const i = this.size++
    this.names.add(entry.nameRaw, 0, entry.nameRaw.length)
    this.numbers.set(
      [entry.offset, entry.compressedSize, entry.uncompressedSize, entry.mtime],
      i * 4
    )
    this.small.set(
      [
        entry.flags,
        entry.method,
        entry.crc32 | 0,
        entry.unixMode ?? -1,
        (entry.dosDirectory ? 1 : 0) | (entry.zip64 ? 2 : 0)
      ],
      i * 5
    )
  }

  /** Where entry `i`'s local header starts. */
  offsetOf(i: number): number {
    return this.numbers[i * 4] as number
  }

  /** Entry `i` as a record (a new object, with a copy of its name's bytes). */
  entry(i: number): ZipEntry {
    const nameRaw = Buffer.alloc(this.names.keyLength(i))
    this.names.copyKey(i, nameRaw, 0)
    const flags = this.small[i * 5] as number
    const mode = this.small[i * 5 + 3] as number
    const bits = this.small[i * 5 + 4] as number
    return {
      index: i,
      nameRaw,
      name: decodeName(nameRaw, flags),
      flags,
      method: this.small[i * 5 + 1] as number,
      crc32: (this.small[i * 5 + 2] as number) >>> 0,
      offset: this.numbers[i * 4] as number,
      compressedSize: this.numbers[i * 4 + 1] as number,
      uncompressedSize: this.numbers[i * 4 + 2] as number,
      mtime: this.numbers[i * 4 + 3] as number,
      unixMode: mode === -1 ? undefined : mode,
      dosDirectory: (bits & 1) !== 0,
      zip64: (bits & 2) !== 0
    }
  }
}

class FileReader extends yauzl.RandomAccessReader {
  constructor(private readonly fd: number) {
    super()
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null, bytesRead?: number) => void
  ): void {
    let bytesRead = 0
    try {
      while (bytesRead < length) {
        const n = readSync(
          this.fd,
          buffer,
          offset + bytesRead,
          length - bytesRead,
          position + bytesRead
        )
        if (n === 0) break
        bytesRead += n
      }
    } catch (error) {
      queueMicrotask(() => callback(error as Error))
      return
    }
    // Never synchronously: yauzl reads the next entry from this callback's caller.
    queueMicrotask(() => callback(null, bytesRead))
  }

  override close(callback: (err: Error | null) => void): void {
    queueMicrotask(() => callback(null))
  }
}

/** Seconds since the epoch of an MS-DOS date and time, as local time (as unzip reads them). */
function dosTime(date: number, time: number): number {
  const at = new Date(
    1980 + (date >> 9),
    ((date >> 5) & 15) - 1,
    date & 31,
    time >> 11,
    (time >> 5) & 63,
    (time & 31) * 2
  )
  const seconds = Math.floor(at.getTime() / 1000)
  return Number.isFinite(seconds) ? seconds : 0
}

/** The extended timestamp's modification time (extra field 0x5455), when there is one. */
function extendedTime(fields: { id: number; data: Buffer }[]): number | undefined {
  const field = fields.find((f) => f.id === 0x5455)
  if (!field || field.data.length < 5 || ((field.data[0] as number) & 1) === 0) return undefined
  return field.data.readInt32LE(1)
}

/** Reads the central directory of the zip open at `fd` (`size` bytes); at most `maxEntries`. */
export async function readZipDirectory(
  fd: number,
  size: number,
  maxEntries: number
): Promise<ZipDirectory> {
  const reader = new FileReader(fd)
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromRandomAccessReader(
      reader,
      size,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (error, file) => (error ? reject(invalid(error)) : resolve(file))
    )
  )
  // yauzl's cursor starts where the central directory does.
  const centralOffset = Number(zip.readEntryCursor)
  if (zip.entryCount > maxEntries) {
    throw new BundleError(
      `The archive was refused: its central directory lists ${zip.entryCount} entries, more than the action's limit of ${maxEntries}. Nothing was installed.`
    )
  }
  const directory = new ZipDirectory(zip.entryCount, centralOffset)
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => reject(invalid(error)))
    zip.on('end', () => resolve())
    zip.on('entry', (entry: yauzl.Entry) => {
      const madeOnUnix = entry.versionMadeBy >> 8 === 3
      directory.add({
        nameRaw: entry.fileName as unknown as Buffer,
        flags: entry.generalPurposeBitFlag,
        method: entry.compressionMethod,
        crc32: entry.crc32,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        offset: entry.relativeOffsetOfLocalHeader,
        zip64: entry.extraFields.some((field) => field.id === 0x0001),
        unixMode: madeOnUnix ? entry.externalFileAttributes >>> 16 : undefined,
        dosDirectory: (entry.externalFileAttributes & 0x10) !== 0,
        mtime:
          extendedTime(entry.extraFields) ?? dosTime(entry.lastModFileDate, entry.lastModFileTime)
      })
      zip.readEntry()
    })
    zip.readEntry()
  })
  return directory
}

function invalid(error: Error): BundleError {
  return new BundleError(`The archive is not a valid zip: ${error.message}. Nothing was installed.`)
}
