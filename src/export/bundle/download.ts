import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Dispatcher } from 'undici'
import type { ExportBundle } from '../../api/api.js'
import type { BackoffPolicy } from '../../api/backoff.js'
import { USER_AGENT } from '../../util/user-agent.js'
import { formatDuration } from '../../util/duration.js'
import { describeError, errorCode } from '../../util/errors.js'
import { inert } from '../../util/untrusted.js'
import { realSleep, requestSignal, type Deadline, type Sleep } from '../../util/time.js'
import { getFollowingRedirects, header, sizeError } from './http.js'
import { finishesWithin, installBundle } from './install.js'
import { BundleLink } from './link.js'
import { BundleError } from './errors.js'
import { WORKER_HASHING_BYTES } from './limits.js'
import type { SweptFiles } from './swept.js'
import type { DigestedFiles } from './digests.js'
import type { HashFiles } from './hasher.js'
import { DownloadProgress } from './progress.js'
import { DownloadRetries } from './retries.js'
import {
  DEFAULT_MAX_UNPACKED_BYTES,
  BundleSink,
  MAX_ENTRIES,
  type BundleLimits,
  type FileObserver,
  type SiteFiles
} from './sink.js'

/** After the deadline, the longest the cleanup of a refused or cut bundle may still take. */
const CLEANUP_GRACE_MS = 2000

export interface BundleOptions {
  /** Unpack into `<folder>/site`; false keeps only the archive (it is still checked). */
  extract: boolean
  /** The export job the bundle comes from, for messages. */
  jobId?: string
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
  /** Called with each redirect target before it is used, so its signature can be masked. */
  secret?: (value: string) => void
  /** Fresh links asked for after a 403 or an expired link. */
  maxLinkRefreshes?: number
  /** Failed tries in a row, with no byte gained between them, before the download gives up. */
  maxRetries?: number
  backoff?: BackoffPolicy
  /**
   * A connection that sends nothing (no headers, or no body bytes) for this long counts as stalled
   * and is retried; export mode passes the `request-timeout` input. 60 s when not given.
   */
  stallTimeoutMs?: number
  limits?: Partial<BundleLimits>
  /** Receives chosen files as they are extracted (only when `extract` is true). */
  observer?: FileObserver
  /**
   * Hash every extracted file for the manifest (on unless false); 'worker': on the hashing thread,
   * which writes the files too, whatever the bundle's size (hasher.ts's HashFiles).
   */
  hashFiles?: HashFiles
}

export interface BundleResult {
  archivePath: string
  /** Set when the site was extracted. */
  extractPath?: string
  /** With an observer, the extracted site's files, known from the archive (no folder listing). */
  siteFiles?: SiteFiles
  /** When extracted, each file with its size and SHA-256 (and a page's title), read as it streamed. */
  digested?: DigestedFiles
  bytes: number
  /** Tar entries written (or checked, when not extracting). */
  entries: number
  /** The last link used, when the first one had to be replaced. */
  refreshedLink?: ExportBundle
  /** Launchers left out, and files that look swept in from the repository. */
  swept?: SweptFiles
}

/**
 * Downloads the bundle and unpacks it in one streaming pass (see BundleSink). Only a complete, checked
 * download is renamed into place; any failure removes the staging files, so `<folder>/bundle.tar.gz`
 * and `<folder>/site` are either the old ones or whole new ones.
 */
export async function downloadBundle(
  url: string,
  sizeBytes: number | undefined,
  folder: string,
  options: BundleOptions
): Promise<BundleResult> {
  const run = new Download(url, sizeBytes, folder, options)
  return run.run()
}

export { WORKER_HASHING_BYTES }

class Download {
  private readonly log: (message: string) => void
  private readonly stallMs: number
  private readonly limits: BundleLimits
  private readonly token = randomBytes(6).toString('hex')
  private readonly link: BundleLink
  private readonly retries: DownloadRetries
  private readonly progress: DownloadProgress
  private received = 0
  private etag: string | undefined
  private resumable = false
  private generation = 0
  private sink!: BundleSink
  private readonly sinks: BundleSink[] = []

  constructor(
    url: string,
    sizeBytes: number | undefined,
    private readonly folder: string,
    private readonly options: BundleOptions
  ) {
    this.log = options.log ?? (() => undefined)
    this.stallMs = options.stallTimeoutMs ?? 60_000
    this.limits = {
      maxUnpackedBytes: options.limits?.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES,
      maxEntries: options.limits?.maxEntries ?? MAX_ENTRIES
    }
    this.link = new BundleLink(
      { jobId: options.jobId, bundleUrl: url, sizeBytes, expiresAt: options.expiresAt },
      options.refreshLink,
      options.maxLinkRefreshes ?? 3,
      this.log
    )
    this.progress = new DownloadProgress(options.deadline.clock, sizeBytes, this.log)
    this.retries = new DownloadRetries({
      maxRetries: options.maxRetries ?? 5,
      backoff: options.backoff,
      deadline: options.deadline,
      sleep: options.sleep ?? realSleep,
      signal: options.signal,
      log: this.log,
      budget: this.budget
    })
  }

  /** Where the files are hashed: on a worker thread for a bundle large enough to pay for it. */
  private hashing(): HashFiles {
    if (this.options.hashFiles !== undefined && this.options.hashFiles !== true)
      return this.options.hashFiles
    const size = this.link.current.sizeBytes
    return size !== undefined && size >= WORKER_HASHING_BYTES ? 'worker' : true
  }

  private get budget(): string {
    const { deadline } = this.options
    return formatDuration(deadline.endsAt - deadline.startedAt)
  }

  private open(): BundleSink {
    const sink = new BundleSink(
      path.join(this.folder, `.bundle-${this.token}-${this.generation}.partial`),
      this.options.extract
        ? path.join(this.folder, `.staging-${this.token}-${this.generation}`)
        : undefined,
      this.limits,
      this.options.extract ? this.options.observer : undefined,
      this.hashing()
    )
    this.sinks.push(sink)
    return sink
  }

  async run(): Promise<BundleResult> {
    await mkdir(this.folder, { recursive: true })
    try {
      this.sink = this.open()
      await this.sink.measureDisk(this.folder)
      await this.transfer()
      const size = this.link.current.sizeBytes
      if (size !== undefined && this.received !== size) throw sizeError(this.received, size, 'sent')
      const entries = await this.sink.end()
      if (this.sink.empty) throw emptyBundle(this.link.current.jobId, entries)
      const installed = await installBundle(this.sink, this.folder, this.token)
      return {
        ...installed,
        // The download is always kept as a file.
        archivePath: installed.archivePath as string,
        // Only for an observer: the list of paths is built at the step's peak memory.
        siteFiles:
          installed.extractPath && this.options.observer ? this.sink.siteFiles() : undefined,
        digested: installed.extractPath ? this.sink.digested() : undefined,
        bytes: this.received,
        entries,
        refreshedLink: this.link.refreshes > 0 ? this.link.current : undefined,
        swept: installed.extractPath ? this.sink.swept : undefined
      }
    } catch (error) {
      await this.cleanUp()
      throw error
    }
  }

  /** Removes every partial file, but never keeps the step much past its deadline doing so. */
  private async cleanUp(): Promise<void> {
    const work = (async () => {
      for (const each of this.sinks) {
        await each.abort()
        await each.remove()
      }
    })()
    const grace = Math.max(CLEANUP_GRACE_MS, this.options.deadline.remaining())
    if (!(await finishesWithin(work, grace))) {
      this.log(
        `Removing the partial download in ${this.folder} did not finish in time; its hidden .staging-${this.token}-* and .bundle-${this.token}-* files may remain.`
      )
    }
  }

  private pause(why: string): Promise<void> {
    return this.retries.pause(why, this.received)
  }

  private async restart(): Promise<void> {
    await this.sink.abort()
    await this.sink.remove()
    this.generation++
    if (this.options.extract) this.options.observer?.startOver()
    this.sink = this.open()
    await this.sink.measureDisk(this.folder)
    this.received = 0
    this.progress.restarted()
    this.retries.startedOver()
    this.etag = undefined
  }

  private timeoutError(): BundleError {
    return new BundleError(
      `The step's timeout (${this.budget}) was reached while downloading the bundle (${this.received} of ${this.link.current.sizeBytes ?? '?'} bytes). Raise timeout.`
    )
  }

  private get(signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    // The presigned link is its own credential: no Authorization header ever goes to storage.
    const headers: Record<string, string> = { 'user-agent': USER_AGENT }
    if (this.received > 0) {
      headers.range = `bytes=${this.received}-`
      if (this.etag) headers['if-range'] = this.etag
    }
    return getFollowingRedirects(this.link.current.bundleUrl, headers, {
      dispatcher: this.options.dispatcher,
      signal,
      stallMs: this.stallMs,
      secret: this.options.secret
    })
  }

  private async transfer(): Promise<void> {
    const { deadline, signal } = this.options
    const stall = `no data within ${formatDuration(this.stallMs)} (request-timeout)`
    for (;;) {
      signal?.throwIfAborted()
      if (await this.link.renewIfExpired()) continue
      const remaining = deadline.remaining()
      if (remaining <= 0) throw this.timeoutError()
      const limit = requestSignal(remaining, signal)
      let response: Dispatcher.ResponseData
      try {
        response = await this.get(limit.signal)
      } catch (error) {
        if (error instanceof BundleError) throw error
        if (signal?.aborted) throw signal.reason
        if (limit.timedOut()) throw this.timeoutError()
        await this.pause(
          errorCode(error) === 'UND_ERR_HEADERS_TIMEOUT'
            ? `the storage stalled: ${stall}`
            : `no connection (${describeError(error)})`
        )
        continue
      }
      if (!(await this.accept(response))) continue
      try {
        await this.receive(response)
        return
      } catch (error) {
        response.body.destroy()
        if (error instanceof BundleError) throw error
        if (this.sink.failure) throw this.sink.failure
        if (signal?.aborted) throw signal.reason
        if (limit.timedOut()) throw this.timeoutError()
        const why =
          errorCode(error) === 'UND_ERR_BODY_TIMEOUT'
            ? `the download stalled after ${this.received} bytes: ${stall}`
            : `the connection was cut after ${this.received} bytes (${describeError(error)})`
        if (this.resumable) {
          await this.pause(`${why}; resuming from there`)
        } else {
          await this.restart()
          await this.pause(`${why}; the storage cannot resume, so starting over`)
        }
      }
    }
  }

  /** Judges the answer's status; false when it was handled and the loop should try again. */
  private async accept(response: Dispatcher.ResponseData): Promise<boolean> {
    const status = response.statusCode
    if (status === 403) {
      await response.body.dump()
      await this.link.refused()
      return false
    }
    if (this.received > 0 && status === 206) {
      const start = /^bytes (\d+)-/.exec(header(response.headers['content-range']) ?? '')?.[1]
      if (Number(start) !== this.received) {
        await response.body.dump()
        await this.restart()
        await this.pause('the server resumed at the wrong offset; starting over')
        return false
      }
      return true
    }
    if (status === 200) {
      // 200 to a Range request: the server sent everything again, or the object changed.
      if (this.received > 0) await this.restart()
      this.etag = header(response.headers.etag)
      this.resumable = header(response.headers['accept-ranges']) === 'bytes'
      const length = Number(header(response.headers['content-length']) ?? NaN)
      const size = this.link.current.sizeBytes
      if (size !== undefined && Number.isFinite(length) && length !== size) {
        await response.body.dump()
        throw sizeError(length, size, 'announced')
      }
      return true
    }
    await response.body.dump()
    if (status >= 500 || status === 408 || status === 429) {
      await this.pause(`the storage answered ${status}`)
      return false
    }
    throw new BundleError(
      `Downloading the bundle failed with HTTP ${status} from the storage link. Re-run the step to get a fresh link.`
    )
  }

  /**
   * Streams the body into the sink. Piped, not read with `for await`: an async iterator's `read()`
   * joins whatever chunks have piled up into a new buffer (a copy, and garbage), while a pipe hands
   * over each socket read as it is, which the sink can then release.
   */
  private async receive(response: Dispatcher.ResponseData): Promise<void> {
    const size = this.link.current.sizeBytes
    const into = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        this.received += chunk.length
        this.progress.update(this.received)
        if (size !== undefined && this.received > size) {
          done(sizeError(this.received, size, 'sent at least'))
          return
        }
        this.sink.write(chunk).then(() => done(), done)
      }
    })
    await pipeline(response.body, into)
  }
}

/** GNU tar extracts an empty archive without a word; an empty export is never what a user wants. */
function emptyBundle(jobId: string | undefined, entries: number): BundleError {
  const job = jobId ? ` of export job ${inert(jobId)}` : ''
  const what = entries === 0 ? 'no entries at all' : `only ${entries} folder entries`
  return new BundleError(
    `The bundle${job} holds no files (the archive has ${what}), so there is no site to install. Nothing was installed. Export again; if the bundle is still empty, report the job to Mintlify.`
  )
}
