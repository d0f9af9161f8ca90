import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { link, mkdir, rename, rm, symlink, utimes } from 'node:fs/promises'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createGunzip, type Gunzip } from 'node:zlib'
import { Parser, type ReadEntry } from 'tar'
import { request, type Dispatcher } from 'undici'
import type { ExportBundle } from './api.js'
import { USER_AGENT } from './constants.js'
import { formatDuration } from './duration.js'
import { realSleep, type Deadline, type Sleep } from './poller.js'

/** Names inside the `path` input; staging names start with a dot and live next to them. */
export const ARCHIVE_NAME = 'bundle.tar.gz'
export const SITE_DIR = 'site'

/** The bundle cannot be used (refused entry, corrupt archive, wrong size, link failures). Not retried. */
export class BundleError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BundleError'
  }
}

export interface BundleOptions {
  /** Unpack into `<folder>/site`; false keeps only the archive (it is still checked). */
  extract: boolean
  deadline: Deadline
  /** A fresh presigned link for the same job (the bundle call again). */
  refreshLink: () => Promise<ExportBundle>
  /** When the first link stops working; a link past it is replaced before use. */
  expiresAt?: string
  signal?: AbortSignal
  /** The API client's dispatcher, so the runner's proxy settings apply to the storage link too. */
  dispatcher?: Dispatcher
  sleep?: Sleep
  log?: (message: string) => void
  /** Fresh links asked for after a 403 or an expired link. */
  maxLinkRefreshes?: number
  /** Retries of a cut or refused connection (resumed with Range when the server allows it). */
  maxRetries?: number
  /**
   * A connection that sends nothing (no headers, or no body bytes) for this long counts as stalled
   * and is retried; export mode passes the `request-timeout` input. 60 s when not given.
   */
  stallTimeoutMs?: number
}

export interface BundleResult {
  archivePath: string
  /** Set when the site was extracted. */
  extractPath?: string
  bytes: number
  /** Tar entries written (or checked, when not extracting). */
  entries: number
  /** The last link used, when the first one had to be replaced. */
  refreshedLink?: ExportBundle
}

/**
 * Downloads the bundle and unpacks it in one streaming pass: each chunk from the link goes to the
 * archive file and, at the same time, through gunzip into the tar parser that writes the staging
 * folder. Nothing is read twice and back-pressure runs end to end, so memory stays flat whatever the
 * size. Only a complete, checked download is renamed into place; any failure removes the staging
 * files, so `<folder>/bundle.tar.gz` and `<folder>/site` are either the old ones or whole new ones.
 */
export async function downloadBundle(
  url: string,
  sizeBytes: number | undefined,
  folder: string,
  options: BundleOptions
): Promise<BundleResult> {
  const { deadline, signal, dispatcher } = options
  const log = options.log ?? (() => undefined)
  const sleep = options.sleep ?? realSleep
  const maxRefreshes = options.maxLinkRefreshes ?? 3
  const maxRetries = options.maxRetries ?? 5
  const stallMs = options.stallTimeoutMs ?? 60_000
  // Named in messages so the user knows which input to raise.
  const budget = formatDuration(deadline.endsAt - deadline.startedAt)
  const stall = `no data within ${formatDuration(stallMs)} (request-timeout)`

  await mkdir(folder, { recursive: true })
  const token = randomBytes(6).toString('hex')
  let generation = 0
  const open = (): BundleSink =>
    new BundleSink(
      path.join(folder, `.bundle-${token}-${generation}.partial`),
      options.extract ? path.join(folder, `.staging-${token}-${generation}`) : undefined
    )

  let current: ExportBundle = { bundleUrl: url, sizeBytes, expiresAt: options.expiresAt }
  let fresh = false
  let refreshes = 0
  let retries = 0
  let received = 0
  let etag: string | undefined
  let resumable = false
  let sink = open()
  const sinks = [sink]

  const refresh = async (why: string): Promise<void> => {
    if (refreshes >= maxRefreshes) {
      throw new BundleError(
        `The bundle link failed (${why}) and ${maxRefreshes} fresh links did not help. Re-run the step; if it keeps failing, the storage may be refusing this runner.`
      )
    }
    refreshes++
    log(
      `The bundle link is not usable (${why}); asking for a fresh one (${refreshes}/${maxRefreshes}).`
    )
    current = await options.refreshLink()
    fresh = true
  }
  const pause = async (why: string): Promise<void> => {
    if (retries >= maxRetries) {
      throw new BundleError(
        `Downloading the bundle failed: ${why}, ${retries + 1} times. Re-run the step.`
      )
    }
    const delay = Math.min(8000, 500 * 2 ** retries)
    retries++
    if (!deadline.fits(delay)) {
      throw new BundleError(
        `Downloading the bundle failed: ${why}; the step's timeout (${budget}) leaves no time to try again.`
      )
    }
    log(`Downloading the bundle: ${why}. Trying again in ${(delay / 1000).toFixed(1)}s.`)
    await sleep(delay, signal)
  }
  const restart = async (): Promise<void> => {
    await sink.abort()
    await sink.remove()
    generation++
    sink = open()
    sinks.push(sink)
    received = 0
    etag = undefined
  }
  const timeoutError = (): BundleError =>
    new BundleError(
      `The step's timeout (${budget}) was reached while downloading the bundle (${received} of ${current.sizeBytes ?? '?'} bytes). Raise timeout.`
    )

  try {
    for (;;) {
      signal?.throwIfAborted()
      // Runner clocks drift: a link just handed out is tried even if it looks expired; a 403 replaces it.
      if (!fresh && current.expiresAt && Date.parse(current.expiresAt) <= Date.now()) {
        await refresh(`it expired at ${current.expiresAt}`)
        continue
      }
      const remaining = deadline.remaining()
      if (remaining <= 0) throw timeoutError()
      const timeout = AbortSignal.timeout(remaining)
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
      // The presigned link is its own credential: no Authorization header ever goes to storage.
      const headers: Record<string, string> = { 'user-agent': USER_AGENT }
      if (received > 0) {
        headers.range = `bytes=${received}-`
        if (etag) headers['if-range'] = etag
      }
      let response: Dispatcher.ResponseData
      try {
        response = await request(current.bundleUrl, {
          method: 'GET',
          dispatcher,
          signal: combined,
          headers,
          headersTimeout: stallMs,
          bodyTimeout: stallMs
        })
      } catch (error) {
        if (signal?.aborted) throw signal.reason
        if (timeout.aborted) throw timeoutError()
        await pause(
          errorCode(error) === 'UND_ERR_HEADERS_TIMEOUT'
            ? `the storage stalled: ${stall}`
            : `no connection (${describe(error)})`
        )
        continue
      }

      const status = response.statusCode
      if (status === 403) {
        await response.body.dump()
        fresh = false
        await refresh('the storage answered 403: expired or revoked')
        continue
      }
      if (received > 0 && status === 206) {
        const start = /^bytes (\d+)-/.exec(header(response.headers['content-range']) ?? '')?.[1]
        if (Number(start) !== received) {
          await response.body.dump()
          await restart()
          await pause('the server resumed at the wrong offset; starting over')
          continue
        }
      } else if (status === 200) {
        // 200 to a Range request: the server sent everything again, or the object changed.
        if (received > 0) await restart()
        etag = header(response.headers.etag)
        resumable = header(response.headers['accept-ranges']) === 'bytes'
        const length = Number(header(response.headers['content-length']) ?? NaN)
        if (
          current.sizeBytes !== undefined &&
          Number.isFinite(length) &&
          length !== current.sizeBytes
        ) {
          await response.body.dump()
          throw sizeError(length, current.sizeBytes, 'announced')
        }
      } else {
        await response.body.dump()
        if (status >= 500 || status === 408 || status === 429) {
          await pause(`the storage answered ${status}`)
          continue
        }
        throw new BundleError(
          `Downloading the bundle failed with HTTP ${status} from the storage link. Re-run the step to get a fresh link.`
        )
      }

      try {
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          received += chunk.length
          if (current.sizeBytes !== undefined && received > current.sizeBytes) {
            throw sizeError(received, current.sizeBytes, 'sent at least')
          }
          await sink.write(chunk)
        }
        break
      } catch (error) {
        response.body.destroy()
        if (error instanceof BundleError) throw error
        if (sink.failure) throw sink.failure
        if (signal?.aborted) throw signal.reason
        if (timeout.aborted) throw timeoutError()
        const why =
          errorCode(error) === 'UND_ERR_BODY_TIMEOUT'
            ? `the download stalled after ${received} bytes: ${stall}`
            : `the connection was cut after ${received} bytes (${describe(error)})`
        if (resumable) {
          await pause(`${why}; resuming from there`)
        } else {
          await restart()
          await pause(`${why}; the storage cannot resume, so starting over`)
        }
      }
    }

    if (current.sizeBytes !== undefined && received !== current.sizeBytes) {
      throw sizeError(received, current.sizeBytes, 'sent')
    }
    const entries = await sink.end()
    const archivePath = path.join(folder, ARCHIVE_NAME)
    const extractPath = options.extract ? path.join(folder, SITE_DIR) : undefined
    if (extractPath && sink.staging) await replaceFolder(sink.staging, extractPath, token)
    await rename(sink.partial, archivePath)
    return {
      archivePath,
      extractPath,
      bytes: received,
      entries,
      refreshedLink: refreshes > 0 ? current : undefined
    }
  } catch (error) {
    for (const each of sinks) {
      await each.abort()
      await each.remove()
    }
    throw error
  }
}

function sizeError(bytes: number, expected: number, what: string): BundleError {
  return new BundleError(
    `The storage ${what} ${bytes} bytes, but the bundle's sizeBytes is ${expected}: the download is incomplete or not this bundle, so it was discarded. Re-run the step.`
  )
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | undefined)?.code
}

function describe(error: unknown): string {
  const code = errorCode(error)
  const message = error instanceof Error ? error.message : String(error)
  return typeof code === 'string' ? `${code}: ${message}` : message
}

/** Puts `staging` at `target`, replacing an earlier site: old aside, new in, old removed. */
async function replaceFolder(staging: string, target: string, token: string): Promise<void> {
  const aside = path.join(path.dirname(target), `.old-${path.basename(target)}-${token}`)
  let moved = false
  try {
    await rename(target, aside)
    moved = true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  try {
    await rename(staging, target)
  } catch (error) {
    if (moved) await rename(aside, target).catch(() => undefined)
    throw error
  }
  if (moved) await rm(aside, { recursive: true, force: true })
}

/**
 * Bytes of fresh buffers (downloaded plus inflated) between two young-generation collections.
 * Measured with `npm run bench`: 1 to 2 MiB gives the lowest peak; 512 KiB and 4 MiB both give more.
 */
const CHURN_PER_COLLECTION = 1024 * 1024

/**
 * V8's young-generation collector, or a no-op where it cannot be had. Why by hand: every chunk
 * from the socket and from gunzip is a fresh Buffer whose memory lies outside the JS heap, and V8
 * only collects it after about 64 MiB of such memory has piled up, which more than doubles the
 * action's peak memory during a download. Collecting the young generation (well under a
 * millisecond here) after each MiB keeps the peak flat whatever the bundle size (`npm run bench`).
 * An action cannot pass `--expose-gc` to node, so `gc` is reached the way Jest reaches it for
 * `--logHeapUsage`: set the flag at run time, then take `gc` from a new context.
 */
function youngGenerationCollector(): () => void {
  try {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void
    return () => gc({ type: 'minor' })
  } catch {
    return () => undefined
  }
}

let collectYoungGeneration: (() => void) | undefined

/**
 * Where the bytes go: the `.partial` archive file and, in parallel, gunzip (on libuv's thread pool)
 * into node-tar's Parser. node-tar parses the tar format (headers, pax, long names, checksums); the
 * writes are done here rather than by its Unpack class, for three reasons: Unpack silently strips
 * absolute paths and `..` and skips devices where the action must refuse the whole bundle; it checks
 * symlink targets lexically, which a chain of links (a/b/s -> ../.. then t -> a/b/s/../../x) gets
 * past; and it offers no way to wait for its pending writes after an abort, so a failed bundle could
 * not be cleaned up reliably. Every write below goes to a path checked by `entryPath`, never through a
 * symlink, with O_EXCL so an existing link is never followed.
 */
class BundleSink {
  failure: BundleError | undefined
  private readonly file: WriteStream
  private readonly gunzip: Gunzip
  private readonly parser: Parser
  private readonly failed: Promise<never>
  private rejectFailed: (error: BundleError) => void = () => undefined
  private readonly pending = new Set<Promise<void>>()
  private readonly writers = new Set<WriteStream>()
  /**
   * The checks in `place` judge each entry against the archive as it stands after the entries before
   * it, so the disk must be in that state when the entry is written: otherwise a link made by a later
   * entry could be followed by the write of an earlier one (a hard link waiting for its source, say).
   * New files and folders cannot disturb each other and are written side by side; anything else (a
   * link, a hard link, an entry replacing an earlier one) is a barrier: it waits for all work before
   * it, and all work after it waits for it.
   */
  private barrier: Promise<void> = Promise.resolve()
  /** Work started since the last barrier and not yet done (a bundle can hold 100,000 files). */
  private readonly sinceBarrier = new Set<Promise<void>>()
  /** Entry paths placed so far (case-folded): a later entry of the same path replaces the file. */
  private readonly placed = new Set<string>()
  /** Folders, named by an entry or above one (case-folded): never replaced by a link or a file. */
  private readonly folders = new Set<string>()
  private readonly dirs = new Map<string, Promise<void>>()
  /** Symlinks and regular files of the archive so far, by case-folded path. */
  private readonly symlinks = new Map<string, { path: string; target: string }>()
  private readonly files = new Set<string>()
  /**
   * Every name the archive uses, entries and the folders above them, by case-folded path. Keying by
   * folded paths is only sound while each folded key stands for one spelling: on Linux `A` and `a`
   * are two files, and a link check that took one for the other could be led outside the folder.
   */
  private readonly spellings = new Map<string, string>()
  /** Paths that were a symbolic link at any point: nothing is ever written beneath them. */
  private readonly everLinked = new Set<string>()
  private readonly parserDone: Promise<void>
  private sawEnd = false
  private compressed = 0
  private inflated = 0
  private churn = 0
  private entries = 0

  readonly partial: string
  readonly staging: string | undefined

  constructor(partial: string, staging: string | undefined) {
    this.partial = partial
    this.staging = staging
    this.failed = new Promise<never>((_, reject) => (this.rejectFailed = reject))
    this.failed.catch(() => undefined)
    this.file = createWriteStream(partial, { flags: 'wx', highWaterMark: 1024 * 1024 })
    this.file.on('error', (error) =>
      this.fail(new BundleError(`Could not write the archive ${partial}: ${error.message}`))
    )
    this.gunzip = createGunzip({ chunkSize: 256 * 1024 })
    this.gunzip.on('error', (error) =>
      this.fail(new BundleError(`The bundle is not a valid gzip stream (${error.message}).`))
    )
    // zstd sniffing off: the input is already inflated tar.
    this.parser = new Parser({ strict: true, zstd: false })
    this.parser.on('error', (error: Error) =>
      this.fail(new BundleError(`The bundle is not a valid tar archive (${error.message}).`))
    )
    this.parser.on('nullBlock', () => (this.sawEnd = true))
    // node-tar drops what it cannot read (an extended header over 1 MiB, an unknown entry type)
    // without an error; other tools read those entries, so the archive kept would not be the one checked.
    this.parser.on('ignoredEntry', (entry: ReadEntry) =>
      this.fail(
        refusal(
          entry.path,
          `the tar reader skipped it (type ${entry.type}, or an extended header too large to read), so it cannot be checked`
        )
      )
    )
    this.parser.on('entry', (entry: ReadEntry) => this.onEntry(entry))
    this.parserDone = new Promise((resolve) => this.parser.on('end', resolve))
    this.gunzip.on('data', (chunk: Buffer) => {
      // node-tar would inflate a gzip found inside the gzip, out of reach of the zip bomb check
      // below, and `tar -xzf` would read the same bytes as a different archive.
      if (this.inflated === 0 && chunk[0] === 0x1f && chunk[1] === 0x8b) {
        this.fail(new BundleError('The bundle is a gzip inside a gzip: refused.'))
        return
      }
      this.inflated += chunk.length
      this.churned(chunk.length)
      // A zip bomb fills the runner's disk; a static site compresses far less than 1:1000.
      if (this.inflated > 1024 * 1024 * 1024 && this.inflated / this.compressed > 1000) {
        this.fail(
          new BundleError('The bundle inflates more than 1000-fold: refused as a zip bomb.')
        )
        return
      }
      if (!this.parser.write(chunk)) {
        this.gunzip.pause()
        this.parser.once('drain', () => this.gunzip.resume())
      }
    })
    this.gunzip.on('end', () => this.parser.end())
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure
    this.compressed += chunk.length
    this.churned(chunk.length)
    const fileOk = this.file.write(chunk)
    const gzipOk = this.gunzip.write(chunk)
    const waits: Promise<unknown>[] = []
    if (!fileOk) waits.push(once(this.file, 'drain'))
    if (!gzipOk) waits.push(once(this.gunzip, 'drain'))
    if (waits.length > 0) await this.guard(Promise.all(waits))
  }

  /** Ends both streams and waits for every file; returns the entry count. */
  async end(): Promise<number> {
    if (this.failure) throw this.failure
    this.file.end()
    this.gunzip.end()
    await this.guard(Promise.all([finished(this.file), this.parserDone]))
    await this.settle()
    if (this.failure) throw this.failure
    if (!this.sawEnd) {
      throw this.fail(
        new BundleError(
          'The tar archive stops before its end-of-archive marker: the bundle is incomplete.'
        )
      )
    }
    for (const each of this.symlinks.values()) {
      const escape = resolveLink(each.path, each.target, this.symlinks)
      if (escape) throw this.fail(refusal(each.path, escape))
    }
    return this.entries
  }

  /** Stops everything and waits until no write is in flight, so `remove` leaves nothing behind. */
  async abort(): Promise<void> {
    this.fail(new BundleError('The download was abandoned.'))
    this.gunzip.destroy()
    this.file.destroy()
    for (const writer of this.writers) writer.destroy()
    await finished(this.file).catch(() => undefined)
    await this.settle()
  }

  async remove(): Promise<void> {
    await rm(this.partial, { force: true })
    if (this.staging) await rm(this.staging, { recursive: true, force: true })
  }

  private churned(bytes: number): void {
    this.churn += bytes
    if (this.churn < CHURN_PER_COLLECTION) return
    this.churn = 0
    collectYoungGeneration ??= youngGenerationCollector()
    collectYoungGeneration()
  }

  private fail(error: BundleError): BundleError {
    if (!this.failure) {
      this.failure = error
      this.rejectFailed(error)
      this.parser.abort(error)
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

  private async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }

  private track(work: () => Promise<void>, barrier: boolean): void {
    const before = barrier ? Promise.allSettled([this.barrier, ...this.sinceBarrier]) : this.barrier
    const op = before
      .then(() => (this.failure ? undefined : work()))
      .catch((error: unknown) => {
        this.fail(
          error instanceof BundleError
            ? error
            : new BundleError(`Could not extract the bundle: ${(error as Error).message}`)
        )
      })
    if (barrier) {
      this.barrier = op
      this.sinceBarrier.clear()
    } else {
      this.sinceBarrier.add(op)
    }
    this.pending.add(op)
    void op.finally(() => {
      this.pending.delete(op)
      this.sinceBarrier.delete(op)
    })
  }

  private dir(rel: string): Promise<void> {
    if (!this.staging) return Promise.resolve()
    const key = fold(rel)
    let made = this.dirs.get(key)
    if (!made) {
      made = mkdir(path.join(this.staging, rel), { recursive: true }).then(() => undefined)
      made.catch(() => undefined)
      this.dirs.set(key, made)
    }
    return made
  }

  private onEntry(entry: ReadEntry): void {
    // A zero block is the end of the archive only when no entry follows it.
    this.sawEnd = false
    if (this.failure) {
      entry.resume()
      return
    }
    try {
      this.place(entry)
    } catch (error) {
      entry.resume()
      this.fail(error as BundleError)
    }
  }

  private place(entry: ReadEntry): void {
    const rel = entryPath(entry.path, 'path')
    const key = fold(rel)
    const parts = rel.split('/')
    for (let i = 1; i <= parts.length; i++) {
      const name = parts.slice(0, i).join('/')
      const spelled = this.spellings.get(fold(name))
      if (spelled !== undefined && spelled !== name) {
        throw refusal(
          entry.path,
          `'${name}' and '${spelled}' differ only in letter case or Unicode form, which is one file on macOS and Windows and two on Linux`
        )
      }
      this.spellings.set(fold(name), name)
      if (i < parts.length) {
        // Beneath a link that a later entry replaced, the write would still go where the link led.
        if (this.everLinked.has(fold(name))) {
          throw refusal(entry.path, `it would be written through the symbolic link '${name}'`)
        }
        this.folders.add(fold(name))
      }
    }
    const isFolder = entry.type === 'Directory' || entry.type === 'GNUDumpDir'
    if (!isFolder && this.folders.has(key)) {
      throw refusal(entry.path, `it would replace the folder '${rel}' of earlier entries`)
    }
    const parent = parts.slice(0, -1).join('/')
    const staging = this.staging
    const target = staging ? path.join(staging, rel) : ''
    const replaces = this.placed.has(key)
    this.placed.add(key)
    const clear = async (): Promise<void> => {
      if (replaces) await rm(target, { force: true })
    }
    this.entries++

    switch (entry.type) {
      case 'Directory':
      case 'GNUDumpDir':
        if (rel !== '' && this.symlinks.has(key)) {
          throw refusal(entry.path, 'a directory would replace a symbolic link of the archive')
        }
        if (this.files.has(key)) {
          throw refusal(entry.path, 'a directory would replace a file of the archive')
        }
        this.folders.add(key)
        entry.resume()
        if (staging) this.track(() => this.dir(rel), false)
        return
      case 'File':
      case 'OldFile':
      case 'ContiguousFile': {
        if (rel === '') throw refusal(entry.path, 'it names the extraction folder itself')
        this.symlinks.delete(key)
        this.files.add(key)
        if (!staging) {
          entry.resume()
          return
        }
        // Owner read/write always; set-id and sticky bits from an archive are never applied.
        const mode = ((entry.mode ?? 0o644) & 0o777) | 0o600
        this.track(async () => {
          await this.dir(parent)
          await clear()
          // Aborted meanwhile: the entry will never end, so a writer would wait forever.
          if (this.failure) return void entry.resume()
          const writer = createWriteStream(target, { flags: 'wx', mode })
          this.writers.add(writer)
          try {
            entry.pipe(writer)
            await finished(writer)
          } finally {
            this.writers.delete(writer)
          }
          if (entry.mtime) await utimes(target, entry.mtime, entry.mtime)
        }, replaces)
        return
      }
      case 'SymbolicLink': {
        if (rel === '') throw refusal(entry.path, 'it names the extraction folder itself')
        const linkTarget = entry.linkpath ?? ''
        if (/^([a-zA-Z]:|[\\/])/.test(linkTarget)) {
          throw refusal(entry.path, `it is a symbolic link to the absolute path '${linkTarget}'`)
        }
        this.symlinks.set(key, { path: rel, target: linkTarget })
        this.everLinked.add(key)
        const escape = resolveLink(rel, linkTarget, this.symlinks)
        if (escape) throw refusal(entry.path, escape)
        this.files.delete(key)
        entry.resume()
        if (staging) {
          this.track(async () => {
            await this.dir(parent)
            await clear()
            await symlink(linkTarget, target)
          }, true)
        }
        return
      }
      case 'Link': {
        if (rel === '') throw refusal(entry.path, 'it names the extraction folder itself')
        const linkTarget = entryPath(entry.linkpath ?? '', 'hard link target')
        const targetKey = fold(linkTarget)
        if (!this.files.has(targetKey)) {
          throw refusal(
            entry.path,
            `it is a hard link to '${linkTarget}', which is not a regular file earlier in the archive`
          )
        }
        this.symlinks.delete(key)
        this.files.add(key)
        entry.resume()
        if (staging) {
          const source = path.join(staging, this.spellings.get(targetKey) ?? linkTarget)
          this.track(async () => {
            await this.dir(parent)
            await clear()
            await link(source, target)
          }, true)
        }
        return
      }
      case 'CharacterDevice':
      case 'BlockDevice':
      case 'FIFO':
        throw refusal(entry.path, `it is a ${entry.type}, which a static site never contains`)
      default:
        throw refusal(entry.path, `it has the unsupported tar entry type ${entry.type}`)
    }
  }
}

function refusal(entryName: string, why: string): BundleError {
  return new BundleError(
    `The bundle was refused: entry '${entryName}' is unsafe (${why}). Nothing was installed; report the bundle to Mintlify.`
  )
}

/**
 * macOS and Windows runners have case-insensitive file systems: compare paths the way they might.
 * Upper then lower case folds what lower case alone misses (long s, final sigma, dotless i, micro
 * sign), and NFKC folds compatibility forms; folding too much only refuses an odd bundle, too little
 * would let two names the disk takes for one pass as two.
 */
function fold(rel: string): string {
  return rel.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC')
}

/**
 * A tar path as a clean relative path ('' for the root entry `./`), or a refusal: absolute paths,
 * drive letters and `..` segments are never rewritten into something else, they stop the extraction.
 */
export function entryPath(raw: string, what: string): string {
  if (raw.includes('\0')) throw refusal(raw, `its ${what} holds a NUL byte`)
  if (/^([a-zA-Z]:|[\\/])/.test(raw)) throw refusal(raw, `its ${what} is absolute`)
  const parts = raw.split(/[\\/]+/).filter((part) => part !== '' && part !== '.')
  if (parts.includes('..')) throw refusal(raw, `its ${what} contains '..'`)
  return parts.join('/')
}

/**
 * Follows a symlink through the archive's own symlinks, in memory (the staging folder holds nothing
 * else), and says why it leaves the extraction folder, or undefined when it stays inside. A missing
 * target is fine: it cannot lead anywhere outside.
 */
export function resolveLink(
  at: string,
  target: string,
  symlinks: ReadonlyMap<string, { path: string; target: string }>
): string | undefined {
  const stack = at.split('/').slice(0, -1)
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
    stack.push(part)
    const next = symlinks.get(fold(stack.join('/')))
    if (next) {
      if (++hops > 40) return `its target '${target}' is a loop of symbolic links`
      if (/^([a-zA-Z]:|[\\/])/.test(next.target)) {
        return `its target '${target}' leads to an absolute path`
      }
      stack.pop()
      queue.unshift(...next.target.split(/[\\/]+/))
    }
  }
  return undefined
}
