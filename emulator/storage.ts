// The bundle storage: the S3 stand-in that serves the export archive behind presigned links that
// expire, with ranges (206/416), and the slow or cut transfers a download must survive.
import { randomBytes } from 'node:crypto'
import { createReadStream, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { wallClock, type EmulatorClock, type LinkFields } from './jobs.ts'
import { buildTarGz, SAMPLE_SITE } from './site.ts'

export interface StorageOptions {
  /** Lifetime of a presigned link. */
  linkTtlMs?: number
  /** The archive served; a small real site by default. A file path streams a large one. */
  bundle?: Buffer | { file: string }
  /**
   * One archive per export job, in the order their links are first asked for (the last one again
   * after that): successive exports of a site that changes. Takes the place of `bundle`.
   */
  bundles?: (Buffer | { file: string })[]
  /** Reported sizeBytes, when it should disagree with the archive. */
  sizeBytesOverride?: number
  /** The first N downloads are cut after this many bytes. */
  cutDownloads?: { times: number; afterBytes: number }
  /** Send the archive at this rate, in 64 KiB steps (a slow link, to cancel a download midway). */
  bytesPerSecond?: number
  /** Serve Range requests (206); S3 does. */
  acceptRanges?: boolean
}

interface Link {
  jobId: string
  expiresAt: number
}

const DENIED =
  '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'

export class BundleStorage {
  /** Where the links point: set once the storage's listener has a port. */
  origin = ''
  readonly #options: StorageOptions & { linkTtlMs: number; acceptRanges: boolean }
  readonly #bundles: (Buffer | { file: string })[]
  /** Which of #bundles each job serves. */
  readonly #jobBundle = new Map<string, number>()
  readonly #links = new Map<string, Link>()
  #cutsLeft: number
  readonly #clock: EmulatorClock

  static async open(
    options: StorageOptions = {},
    clock: EmulatorClock = wallClock
  ): Promise<BundleStorage> {
    const bundles = options.bundles ?? [options.bundle ?? (await buildTarGz(SAMPLE_SITE))]
    return new BundleStorage(options, bundles, clock)
  }

  private constructor(
    options: StorageOptions,
    bundles: (Buffer | { file: string })[],
    clock: EmulatorClock
  ) {
    this.#clock = clock
    this.#options = { linkTtlMs: 3600_000, acceptRanges: true, ...options }
    this.#bundles = bundles
    this.#cutsLeft = options.cutDownloads?.times ?? 0
  }

  /** A fresh presigned link to the job's bundle, with the size and expiry the API reports. */
  /** The archive job `jobId` serves: the next of `bundles` the first time a job asks. */
  #bundleOf(jobId: string): Buffer | { file: string } {
    let index = this.#jobBundle.get(jobId)
    if (index === undefined) {
      index = Math.min(this.#jobBundle.size, this.#bundles.length - 1)
      this.#jobBundle.set(jobId, index)
    }
    return this.#bundles[index] as Buffer | { file: string }
  }

  #sizeOf(bundle: Buffer | { file: string }): number {
    return Buffer.isBuffer(bundle) ? bundle.length : statSync(bundle.file).size
  }

  presign(jobId: string): LinkFields {
    const signature = randomBytes(16).toString('hex')
    const { linkTtlMs } = this.#options
    const expiresAt = this.#clock.now() + linkTtlMs
    this.#links.set(signature, { jobId, expiresAt })
    const expires = Math.round(linkTtlMs / 1000)
    return {
      bundleUrl: `${this.origin}/bundles/${jobId}/bundle.tar.gz?X-Amz-Expires=${expires}&X-Amz-Signature=${signature}`,
      sizeBytes: this.#options.sizeBytesOverride ?? this.#sizeOf(this.#bundleOf(jobId)),
      expiresAt: new Date(expiresAt).toISOString()
    }
  }

  /** Expires every link handed out so far (the next download gets 403). */
  expireLinks(): void {
    this.#links.forEach((link) => (link.expiresAt = 0))
  }

  /** Answers a GET or HEAD of a job's bundle, as S3 would behind a presigned link. */
  serve(req: IncomingMessage, res: ServerResponse, jobId: string, url: URL): void {
    const link = this.#links.get(url.searchParams.get('X-Amz-Signature') ?? '')
    if (!link || link.jobId !== jobId || this.#clock.now() >= link.expiresAt) {
      res.writeHead(403, { 'content-type': 'application/xml' })
      res.end(DENIED)
      return
    }
    const bundle = this.#bundleOf(jobId)
    const size = this.#sizeOf(bundle)
    const range = this.#range(req.headers.range, size)
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'content-range': `bytes */${size}` })
      res.end()
      return
    }
    const { start, end } = range ?? { start: 0, end: size - 1 }
    const headers: Record<string, string | number> = { 'content-type': 'application/gzip' }
    if (this.#options.acceptRanges) headers['accept-ranges'] = 'bytes'
    if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`
    headers['content-length'] = end - start + 1
    res.writeHead(range ? 206 : 200, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    this.#send(res, bundle, start, end)
  }

  /** The bytes a Range header asks for; undefined for the whole archive (or ranges turned off). */
  #range(
    header: string | undefined,
    size: number
  ): { start: number; end: number } | 'unsatisfiable' | undefined {
    const range = /^bytes=(\d+)-(\d*)$/.exec(header ?? '')
    if (!range || !this.#options.acceptRanges) return undefined
    const last = size - 1
    const start = Number(range[1])
    const end = range[2] ? Math.min(Number(range[2]), last) : last
    return start > end ? 'unsatisfiable' : { start, end }
  }

  #send(res: ServerResponse, bundle: Buffer | { file: string }, start: number, end: number): void {
    const cut =
      this.#cutsLeft > 0
        ? (this.#cutsLeft--, this.#options.cutDownloads?.afterBytes ?? 0)
        : undefined
    const last = cut === undefined ? end : Math.min(end, start + cut - 1)
    const rate = this.#options.bytesPerSecond
    const step = rate ? 64 * 1024 : 256 * 1024
    const source = Buffer.isBuffer(bundle)
      ? Array.from({ length: Math.ceil((last + 1 - start) / step) }, (_, i) =>
          bundle.subarray(start + i * step, Math.min(last + 1, start + (i + 1) * step))
        )
      : createReadStream(bundle.file, { start, end: last, highWaterMark: step })
    void (async () => {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (res.destroyed) return
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve))
        if (rate) await new Promise((resolve) => setTimeout(resolve, (chunk.length / rate) * 1000))
      }
      // A cut sends the bytes written so far, then closes: destroy() alone could drop them unsent.
      if (cut !== undefined) res.socket?.end()
      else res.end()
    })().catch(() => res.destroy())
  }
}
