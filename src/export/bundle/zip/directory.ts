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

export interface ZipDirectory {
  entries: ZipEntry[]
  /** Where the central directory starts: the entries' data must end exactly there. */
  centralOffset: number
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
  const entries: ZipEntry[] = []
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => reject(invalid(error)))
    zip.on('end', () => resolve())
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw = Buffer.from(entry.fileName as unknown as Buffer)
      const madeOnUnix = entry.versionMadeBy >> 8 === 3
      entries.push({
        index: entries.length,
        nameRaw: raw,
        name: decodeName(raw, entry.generalPurposeBitFlag),
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
  return { entries, centralOffset }
}

function invalid(error: Error): BundleError {
  return new BundleError(`The archive is not a valid zip: ${error.message}. Nothing was installed.`)
}
