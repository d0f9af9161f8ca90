import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { rm, statfs } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import { createGunzip, type Gunzip } from 'node:zlib'
import { formatBytes } from '../../util/size.js'
export { DEFAULT_MAX_UNPACKED_BYTES } from './limits.js'
import { BundleError } from './errors.js'
import { ArchiveNames } from './policy.js'
import { TarReader, type TarHeader } from './tar-reader.js'
import { SiteDigests, type DigestedFiles, type FileRecord } from './digests.js'
import type { HashFiles, ThreadReading } from './hasher.js'
import { endsItsMemory, release, spansItsMemory } from '../../util/release.js'
import { OrderedWriter } from './writer.js'
import { describeHead, sniffFormat, SNIFF_BYTES, type ArchiveFormat } from './format.js'
import { extractZip } from './zip/extract.js'
import type { TarSink } from './tar-reader.js'
import { KeyScan, LAUNCHERS, SweptFiles, sweptKind } from './swept.js'
import { entryPath } from './policy.js'
import { inert } from '../../util/untrusted.js'

/**
 * Hands chosen files of the bundle to a reader as they are extracted (the site check reads pages
 * while gunzip inflates the next ones, instead of reading them back from disk afterwards).
 */
export interface FileObserver {
  /** A reader for this file's body (its path in the site, and its size), or undefined to skip it. */
  open(rel: string, size: number): FileReader | undefined
  /** The download started over from its first byte: forget every file read so far. */
  startOver(): void
  /**
   * Where the files are hashed on a worker thread, read them there instead (hasher.ts): `open` is
   * still called for every file, and its reader, if any, gets the pieces on this thread too.
   */
  readonly onThread?: ThreadReading
}

export interface FileReader {
  /**
   * The next piece of the body, in order. A view of the extraction's own memory, valid only during
   * the call (it is reused or freed after): read it, or copy what you keep. Never a copy per file.
   */
  data(piece: Buffer): void
  /** The whole body was read. */
  end(): void
}

/** The regular files of the extracted site (hard links included, symbolic links not). */
export interface SiteFiles {
  /**
   * Relative, `/`-separated, as the archive spells them; each once, as the disk now has it. Spelled
   * as they are read, so that no list of them outlives its reader.
   */
  paths: Iterable<string>
  /** Their size; the bytes of hard-linked files count once. */
  bytes: number
}

/** What a bundle may unpack to; `max-unpacked-size` sets the first. */
export interface BundleLimits {
  maxUnpackedBytes: number
  maxEntries: number
}

/** Twenty times the files of a 10 000-page site; each entry costs the policy about 300 bytes. */
export const MAX_ENTRIES = 250_000
/** Inflated bytes waiting to be written before gunzip pauses. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024
/** gunzip's output buffers. */
export const INFLATE_CHUNK_BYTES = 1024 * 1024
/**
 * Compressed bytes handed to gunzip and not yet inflated. gunzip starts on its next input only from
 * the main thread, as it calls back for the last one: pausing at its own 64 KiB high-water mark left
 * it one piece, so it sat idle whenever the main thread was writing files or parsing a page, and the
 * two took turns instead of overlapping.
 */
const MAX_INFLATING_BYTES = 512 * 1024
/** The most a gzip'd archive of a site within `maxUnpackedBytes` can take: 1 % and 1 MiB to spare. */
export function archiveLimit(maxUnpackedBytes: number): number {
  return maxUnpackedBytes + Math.ceil(maxUnpackedBytes / 100) + 1024 * 1024
}

/** Left free on the runner's disk: the job's later steps need room too. */
const DISK_RESERVE_BYTES = 256 * 1024 * 1024

/**
 * Where the downloaded bytes go: the `.partial` archive file and, in parallel, gunzip (on libuv's
 * thread pool) into the tar reader, whose entries the policy judges and the ordered writer puts in the
 * staging folder as they are read. Back-pressure runs end to end: the download waits for the file
 * and for gunzip, and gunzip's output is written before the next piece is read.
 */
export class BundleSink {
  failure: BundleError | undefined
  /** What the archive is, once its first bytes are in (format.ts); entries fed directly: undefined. */
  format: ArchiveFormat | undefined
  /** The first bytes, until there are enough to tell the format. */
  private head: Buffer | undefined
  private readonly file: WriteStream | undefined
  private readonly gunzip: Gunzip
  private readonly reader: TarReader
  private readonly names = new ArchiveNames()
  private readonly writer: OrderedWriter | undefined
  /** Every extracted file's SHA-256 and size (and a page's title), for the manifest. */
  private readonly digests: SiteDigests | undefined
  private readonly failed: Promise<never>
  private rejectFailed: (error: BundleError) => void = () => undefined
  private readonly inflatedEnd: Promise<void>
  private inflated = 0
  /** The reader of the file whose body is arriving, when the observer wants it. */
  private reading: FileReader | undefined
  /** Inflated bytes not yet read: written after gunzip has started on its next piece. */
  private readonly queue: Buffer[] = []
  private queued = 0
  private draining = false
  private declared = 0
  /** Compressed bytes taken so far (the archive file's size). */
  private downloaded = 0
  private entryCount = 0
  /** Entries that are not folders: a bundle without any has no site to install. */
  private nonFolders = 0
  private freeBytes = Number.POSITIVE_INFINITY
  /** Launchers left out, and files that look swept in from the repository (swept.ts). */
  readonly swept = new SweptFiles()
  /** The entry whose body arrives is a launcher left out. */
  private skipping = false
  private keyScan: KeyScan | undefined
  private keyScanRel = ''
  /** Who waits for the hashing thread to take less (pace). */
  private drained: (() => void) | undefined

  /**
   * Where entries go, from the tar reader, the zip reader or a folder: judged by the policy, written,
   * hashed and handed to the observer.
   */
  readonly entries: TarSink = {
    entry: (header) => this.onEntry(header),
    body: (chunk) => {
      if (this.skipping) return
      this.writer?.body(chunk)
      this.digests?.data(chunk)
      this.reading?.data(chunk)
      this.keyScan?.data(chunk)
    },
    end: () => {
      if (this.skipping) {
        this.skipping = false
        return
      }
      if (this.keyScan?.found) this.swept.note('secret', this.keyScanRel)
      this.keyScan = undefined
      this.writer?.end()
      this.digests?.end()
      const reading = this.reading
      this.reading = undefined
      reading?.end()
    }
  }

  constructor(
    /** Where the archive as downloaded is kept; undefined when it is read from elsewhere. */
    readonly partial: string | undefined,
    readonly staging: string | undefined,
    private readonly limits: BundleLimits,
    private readonly observer?: FileObserver,
    /** Hash the extracted files, on this thread or a worker's (hasher.ts); false: not at all. */
    hashFiles: HashFiles = true
  ) {
    this.failed = new Promise<never>((_, reject) => (this.rejectFailed = reject))
    this.failed.catch(() => undefined)
    this.file = partial
      ? createWriteStream(partial, { flags: 'wx', highWaterMark: 1024 * 1024 })
      : undefined
    this.file?.on('error', (error) =>
      this.fail(new BundleError(`Could not write the archive ${partial}: ${error.message}`))
    )
    this.writer = staging ? new OrderedWriter(staging) : undefined
    const onWorker = hashFiles === 'worker' || hashFiles === 'worker-shared'
    const reading = onWorker ? observer?.onThread : undefined
    // The hashing thread writes the bodies: its failures read as this thread's writes would.
    const failed = reading ? 'Could not check the extracted files' : 'Could not extract the bundle'
    this.digests =
      staging && hashFiles
        ? new SiteDigests(
            // gunzip's full buffers go to the hashing thread whole once read (drain below).
            (piece) => this.format === 'gzip' && piece.buffer.byteLength === INFLATE_CHUNK_BYTES,
            (error) => this.fail(new BundleError(`${failed}: ${error.message}`)),
            hashFiles === true ? 'here' : (hashFiles as 'worker' | 'worker-shared'),
            reading
          )
        : undefined
    if (this.digests) {
      this.digests.onDrain = () => {
        this.resumeIfFree()
        const drained = this.drained
        this.drained = undefined
        drained?.()
      }
    }
    this.reader = new TarReader(this.entries)
    this.gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES })
    this.gunzip.on('error', (error) =>
      this.fail(new BundleError(`The bundle is not a valid gzip stream (${error.message}).`))
    )
    this.gunzip.on('data', (chunk: Buffer) => this.onInflated(chunk))
    this.inflatedEnd = new Promise((resolve) => this.gunzip.on('end', resolve))
  }

  /** Reads the free space where the site will be written, so a bundle too large fails up front. */
  async measureDisk(folder: string): Promise<void> {
    try {
      const stats = await statfs(folder)
      this.freeBytes = stats.bavail * stats.bsize - DISK_RESERVE_BYTES
    } catch {
      // A file system that cannot say keeps only the size limit.
    }
  }

  /**
   * Takes one downloaded chunk. A chunk that spans its whole memory is a socket read the HTTP client
   * handed over and no longer holds; it is released once both the archive file and gunzip are done
   * with it (see release.ts), so download chunks never pile up waiting for a garbage collection.
   */
  async write(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure
    // Bounded whether or not the API said how large the bundle is. What it inflates to is counted
    // against max-unpacked-size as it arrives; this stops what inflates to nothing (a stream of
    // empty gzip members). gzip grows data it cannot compress by a few bytes per 64 KiB only.
    this.downloaded += chunk.length
    const most = archiveLimit(this.limits.maxUnpackedBytes)
    if (this.downloaded > most) {
      throw this.fail(
        new BundleError(
          `The bundle was refused: the download passed ${formatBytes(most)}, more than any bundle that unpacks to max-unpacked-size (${formatBytes(this.limits.maxUnpackedBytes)}) can be. Nothing was installed; report the bundle to Mintlify.`
        )
      )
    }
    if (this.downloaded > this.freeBytes) {
      throw this.fail(
        new BundleError(
          `The bundle was refused: the download passed the ${formatBytes(Math.max(0, this.freeBytes))} free on the runner's disk (keeping ${formatBytes(DISK_RESERVE_BYTES)} spare). Free disk space.`
        )
      )
    }
    if (this.format === undefined) {
      this.head = this.head ? Buffer.concat([this.head, chunk]) : Buffer.from(chunk)
      if (this.head.length < SNIFF_BYTES) return
      this.format = this.sniff(this.head)
      chunk = this.head
      this.head = undefined
    }
    // A zip is read from the file once it is whole (zip/extract.ts): only the file takes it now.
    const inflating = this.format === 'gzip'
    let users = spansItsMemory(chunk) ? (inflating ? 2 : 1) : 0
    const done = (error?: Error | null): void => {
      if (error) users = 0
      else if (users > 0 && --users === 0) release(chunk)
    }
    const fileOk = this.file ? this.file.write(chunk, done) : (done(), true)
    if (inflating) this.gunzip.write(chunk, done)
    const waits: Promise<unknown>[] = []
    if (!fileOk && this.file) waits.push(once(this.file, 'drain'))
    // Past its high-water mark gunzip asks for a pause; it gets one only past the larger budget.
    if (inflating && this.gunzip.writableLength > MAX_INFLATING_BYTES) {
      waits.push(once(this.gunzip, 'drain'))
    }
    if (waits.length > 0) await this.guard(Promise.all(waits))
  }

  /** The format of the archive from its first bytes; neither gzip nor zip fails. */
  private sniff(head: Buffer): ArchiveFormat {
    const format = sniffFormat(head)
    if (!format) throw this.fail(notAnArchive(head))
    if (format === 'zip' && !this.file) {
      throw this.fail(new BundleError('A zip is read from a file: give its path, not a stream.'))
    }
    return format
  }

  /** The site's files as the archive leaves them (once `end` has returned). */
  siteFiles(): SiteFiles {
    return this.names.files()
  }

  /**
   * Each extracted file with its digest, in archive order (once `end` has returned); undefined when
   * nothing was extracted or hashed.
   */
  digested(): DigestedFiles | undefined {
    const digests = this.digests
    if (!digests) return undefined
    const names = this.names
    return {
      *[Symbol.iterator]() {
        for (const [rel, id] of names.fileIds()) yield [rel, digests.get(id)]
      },
      *records() {
        const record: FileRecord = {
          path: names.spellingBytes,
          pathEnd: 0,
          size: 0,
          digests: Buffer.alloc(0),
          digestAt: 0,
          titles: Buffer.alloc(0),
          titleAt: 0,
          titleLength: 0
        }
        for (const id of names.fileIdsOnly()) {
          record.pathEnd = names.spell(id)
          record.path = names.spellingBytes
          digests.read(id, record)
          yield record
        }
      }
    }
  }

  /** True once `end` has returned when the archive held no file or link, only folders or nothing. */
  get empty(): boolean {
    return this.nonFolders === 0
  }

  /** Ends both streams and waits for every file; returns the entry count. */
  async end(): Promise<number> {
    if (this.failure) throw this.failure
    if (this.format === undefined) throw this.fail(notAnArchive(this.head ?? Buffer.alloc(0)))
    this.file?.end()
    if (this.format === 'gzip') {
      this.gunzip.end()
      await this.guard(Promise.all([this.file ? finished(this.file) : undefined, this.inflatedEnd]))
      this.drain()
      if (this.failure) throw this.failure
      try {
        this.reader.end()
      } catch (error) {
        throw this.fail(error as BundleError)
      }
    } else {
      await this.guard(this.file ? finished(this.file) : Promise.resolve())
      await this.readZip(this.partial as string)
    }
    return this.finish()
  }

  /**
   * Waits while the hashing thread holds more than it should: a reader that feeds entries itself
   * (a zip, a folder) calls this between entries, as gunzip is paused for a tarball.
   */
  async pace(): Promise<void> {
    while (this.digests?.busy && !this.failure) {
      await new Promise<void>((resolve) => (this.drained = resolve))
    }
  }

  /** Extracts the zip at `file` (the download, or a local archive) through the engine. */
  async readZip(file: string): Promise<void> {
    this.format = 'zip'
    try {
      await extractZip(file, this.entries, {
        maxEntries: this.limits.maxEntries,
        stopped: () => this.failure !== undefined,
        busy: () => this.digests?.busy === true,
        pace: () => this.pace()
      })
    } catch (error) {
      throw this.fail(
        error instanceof BundleError
          ? error
          : new BundleError(`Could not extract the zip: ${(error as Error).message}`)
      )
    }
    if (this.failure) throw this.failure
  }

  /** After the last entry (fed by any reader): the policy's last check, and every digest. */
  async finish(): Promise<number> {
    if (this.failure) throw this.failure
    try {
      this.names.finalCheck()
    } catch (error) {
      throw this.fail(error as BundleError)
    }
    if (this.swept.secretCount > 0) throw this.fail(sweptSecrets(this.swept))
    await this.guard(this.digests?.finish() ?? Promise.resolve())
    return this.entryCount
  }

  /** Stops everything and waits until no write is in flight, so `remove` leaves nothing behind. */
  async abort(): Promise<void> {
    this.fail(new BundleError('The download was abandoned.'))
    this.gunzip.destroy()
    if (this.file) {
      this.file.destroy()
      await finished(this.file).catch(() => undefined)
    }
    this.writer?.abort()
    await this.digests?.abort()
  }

  async remove(): Promise<void> {
    if (this.partial) await rm(this.partial, { force: true })
    if (this.staging) await rm(this.staging, { recursive: true, force: true })
  }

  private onInflated(chunk: Buffer): void {
    if (this.failure) return
    // A gzip inside the gzip would be read by `tar -xzf` as another archive than the one checked.
    if (this.inflated === 0 && chunk[0] === 0x1f && chunk[1] === 0x8b) {
      this.fail(new BundleError('The bundle is a gzip inside a gzip: refused.'))
      return
    }
    this.inflated += chunk.length
    this.queue.push(chunk)
    this.queued += chunk.length
    if (this.queued > MAX_QUEUED_BYTES || this.digests?.busy) this.gunzip.pause()
    if (!this.draining) {
      this.draining = true
      // gunzip emits a piece, then sends the next one to its thread: reading and writing the piece
      // after that, rather than inside this event, lets inflating and writing overlap.
      queueMicrotask(() => this.drain())
    }
  }

  private drain(): void {
    this.draining = false
    while (this.queue.length > 0 && !this.failure) {
      const chunk = this.queue.shift() as Buffer
      this.queued -= chunk.length
      try {
        this.reader.write(chunk)
        if (this.declared + this.reader.extraBytes > this.limits.maxUnpackedBytes) {
          throw new BundleError(
            `The bundle was refused: it inflates to more than ${formatBytes(this.limits.maxUnpackedBytes)}, the limit set by max-unpacked-size, counting ${formatBytes(this.reader.extraBytes)} of extended headers or data after the end of the archive. Nothing was installed; report the bundle to Mintlify.`
          )
        }
        // gunzip cuts its output from 1 MiB buffers and starts a fresh one once a buffer is full (a
        // fact of Node's zlib that __tests__/util/release.test.ts pins): the piece that ends a
        // buffer is the last use of that memory, and the reader copies whatever it keeps.
        if (endsItsMemory(chunk) && chunk.buffer.byteLength === INFLATE_CHUNK_BYTES) {
          // The file bodies in it go to the hashing thread, which frees it; else it is freed now.
          if (!this.digests?.handOver(chunk.buffer as ArrayBuffer)) release(chunk)
        }
      } catch (error) {
        this.fail(
          error instanceof BundleError
            ? error
            : new BundleError(`Could not extract the bundle: ${(error as Error).message}`)
        )
      }
    }
    this.resumeIfFree()
  }

  /** Lets gunzip go on once the queue is read and the hashing thread is not holding too much. */
  private resumeIfFree(): void {
    if (this.gunzip.isPaused() && !this.failure && !this.draining && !this.digests?.busy) {
      this.gunzip.resume()
    }
  }

  private onEntry(header: TarHeader): void {
    if (++this.entryCount > this.limits.maxEntries) {
      throw new BundleError(
        `The bundle was refused: it holds more than ${this.limits.maxEntries} entries, the action's limit (a 10 000-page site has about 11 000). Nothing was installed; report the bundle to Mintlify.`
      )
    }
    this.declared += header.size
    if (this.declared > this.limits.maxUnpackedBytes) {
      throw new BundleError(
        `The bundle was refused: it unpacks to more than ${formatBytes(this.limits.maxUnpackedBytes)}, the limit set by max-unpacked-size. Raise max-unpacked-size if the site is really that large.`
      )
    }
    if (this.staging && this.declared > this.freeBytes) {
      throw new BundleError(
        `The bundle was refused: it unpacks to more than the ${formatBytes(Math.max(0, this.freeBytes))} free on the runner's disk (keeping ${formatBytes(DISK_RESERVE_BYTES)} spare). Free disk space, or set extract: false to keep only the archive.`
      )
    }
    this.skipping = false
    this.keyScan = undefined
    if (header.kind !== 'directory' && LAUNCHERS.some((name) => header.path.endsWith(name))) {
      if (this.swept.launcher(entryPath(header.path, 'path'))) {
        this.skipping = true
        return
      }
    }
    if (header.kind !== 'directory') this.nonFolders++
    const placement = this.names.place(header.kind, header.path, header.linkpath, header.size)
    if (placement.kind !== 'directory') {
      const kind = sweptKind(placement.rel)
      if (kind === 'maybe-key') {
        if (placement.kind === 'file') {
          this.keyScan = new KeyScan()
          this.keyScanRel = placement.rel
        }
      } else if (kind) this.swept.note(kind, placement.rel)
    }
    const file = { mode: header.mode, mtime: header.mtime }
    const { writer, digests } = this
    if (writer && digests?.writes && placement.kind !== 'directory') {
      // The hashing thread places it, in archive order with the bodies it writes (hasher.ts).
      if (placement.kind === 'file') {
        digests.file(
          placement.id,
          placement.rel,
          header.size,
          writer.output(placement, file, digests.opensHere)
        )
      } else if (placement.kind === 'hardlink') {
        digests.link(placement.id, placement.sourceId, writer.link(placement))
      } else {
        digests.symlink(writer.link(placement))
      }
    } else {
      writer?.place(placement, file)
      if (placement.kind === 'file') digests?.file(placement.id, placement.rel, header.size)
      else if (placement.kind === 'hardlink') digests?.link(placement.id, placement.sourceId)
    }
    if (placement.kind === 'file') this.reading = this.observer?.open(placement.rel, header.size)
  }

  private fail(error: BundleError): BundleError {
    if (!this.failure) {
      this.failure = error
      this.rejectFailed(error)
      this.gunzip.destroy()
    }
    return this.failure
  }

  private async guard<T>(promise: Promise<T>): Promise<T> {
    try {
      return await Promise.race([promise, this.failed])
    } catch (error) {
      throw this.failure ?? error
    }
  }
}

function notAnArchive(head: Buffer): BundleError {
  return new BundleError(
    `The archive is neither a gzip'd tarball nor a zip (${describeHead(head)}). Nothing was installed.`
  )
}

function sweptSecrets(swept: SweptFiles): BundleError {
  const more = swept.secretCount - swept.secrets.length
  const list = swept.secrets.map((name) => inert(name, 200)).join(', ')
  return new BundleError(
    `The archive was refused: ${swept.secretCount === 1 ? 'a file looks' : `${swept.secretCount} files look`} swept in from the repository and may hold secrets: ${list}${more > 0 ? ` and ${more} more` : ''}. Nothing was installed. Make sure the export holds only the built site (no .env, .npmrc, .git/, .ssh/, private keys), rotate any secret that was published, and export again.`
  )
}
