import { link, mkdir, open, rm, symlink } from 'node:fs/promises'
import path from 'node:path'
import { BundleError, type Placement } from './policy.js'

/** Disk operations running at once: enough to keep libuv's pool busy, few enough for any fd limit. */
const PARALLEL_WRITES = 32
/** Above either mark the reader pauses until the disk catches up, so memory stays flat. */
const HIGH_BYTES = 16 * 1024 * 1024
const HIGH_PENDING = 2048

/** The body of one file entry, handed over chunk by chunk while its write may already run. */
class FileBody {
  chunks: Buffer[] = []
  bytes = 0
  ended = false
  private wake: (() => void) | undefined

  push(chunk: Buffer): void {
    this.chunks.push(chunk)
    this.bytes += chunk.length
    this.wake?.()
  }

  finish(): void {
    this.ended = true
    this.wake?.()
  }

  /** Everything received so far, or undefined once the body is ended and drained. */
  async next(): Promise<Buffer | undefined> {
    while (this.chunks.length === 0 && !this.ended) {
      await new Promise<void>((resolve) => (this.wake = resolve))
      this.wake = undefined
    }
    if (this.chunks.length === 0) return undefined
    const data = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks)
    this.chunks = []
    return data
  }
}

/**
 * Writes placements into the staging folder, in an order that keeps the disk in the state the policy
 * judged each entry against: otherwise a link made by a later entry could be followed by the write of
 * an earlier one (a hard link waiting for its source, say). New files and folders cannot disturb each
 * other and are written side by side; anything else (a link, a hard link, an entry replacing an
 * earlier one) is a barrier: it waits for all work before it, and all work after it waits for it.
 * Every write goes to a checked path, never through a symlink, with O_EXCL so an existing link is
 * never followed.
 */
export class OrderedWriter {
  failure: BundleError | undefined
  private barrier: Promise<void> = Promise.resolve()
  private readonly sinceBarrier = new Set<Promise<void>>()
  private readonly pending = new Set<Promise<void>>()
  private readonly dirs = new Map<string, Promise<void>>()
  private readonly waiting: (() => void)[] = []
  /** Bodies whose write has not finished: woken on abandon. */
  private readonly bodies = new Set<FileBody>()
  private running = 0
  private buffered = 0
  private drained: (() => void) | undefined

  constructor(
    private readonly staging: string,
    private readonly onFailure: (error: BundleError) => void
  ) {}

  /** True while the reader should wait (see `whenDrained`). */
  congested(): boolean {
    return this.buffered > HIGH_BYTES || this.pending.size > HIGH_PENDING
  }

  whenDrained(callback: () => void): void {
    this.drained = callback
    this.checkDrained()
  }

  /** Starts the work for one placement; a file's body follows through the returned sink. */
  write(
    placement: Placement,
    file?: { mode: number; mtime: number | undefined }
  ): FileBody | undefined {
    const target = path.join(this.staging, placement.rel)
    const parent = path.dirname(placement.rel)
    switch (placement.kind) {
      case 'directory':
        this.track(() => this.dir(placement.rel), false)
        return undefined
      case 'symlink':
        this.track(async () => {
          await this.dir(parent)
          if (placement.replaces) await rm(target, { force: true })
          await symlink(placement.target, target)
        }, true)
        return undefined
      case 'hardlink':
        this.track(async () => {
          await this.dir(parent)
          if (placement.replaces) await rm(target, { force: true })
          await link(path.join(this.staging, placement.source), target)
        }, true)
        return undefined
      case 'file': {
        const body = new FileBody()
        this.bodies.add(body)
        // Owner read/write always; set-id and sticky bits from an archive are never applied.
        const mode = ((file?.mode ?? 0o644) & 0o777) | 0o600
        this.track(async () => {
          try {
            await this.dir(parent)
            if (placement.replaces) await rm(target, { force: true })
            await this.writeFile(target, body, mode, file?.mtime)
          } finally {
            // Bytes never written (a failure on the way) are no longer held.
            this.bodies.delete(body)
            for (const chunk of body.chunks) this.release(chunk.length)
            body.chunks = []
          }
        }, placement.replaces)
        return body
      }
    }
  }

  /** Counts bytes held for a body until they reach the disk. */
  hold(body: FileBody, chunk: Buffer): void {
    // A copy, so the whole inflated chunk is not kept alive by a small file's slice of it.
    const own = chunk.length < 64 * 1024 ? Buffer.from(chunk) : chunk
    this.buffered += own.length
    body.push(own)
  }

  /** Waits until no write is in flight. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }

  private async writeFile(
    target: string,
    body: FileBody,
    mode: number,
    mtime: number | undefined
  ): Promise<void> {
    const handle = await open(target, 'wx', mode)
    try {
      for (;;) {
        if (this.failure) return
        const data = await body.next()
        if (data === undefined) break
        await handle.write(data)
        this.release(data.length)
      }
      if (mtime !== undefined) await handle.utimes(mtime, mtime)
    } finally {
      this.bodies.delete(body)
      await handle.close()
    }
  }

  private release(bytes: number): void {
    this.buffered -= bytes
    this.checkDrained()
  }

  private checkDrained(): void {
    if (this.drained && !this.congested()) {
      const callback = this.drained
      this.drained = undefined
      callback()
    }
  }

  /** Makes a folder of the staging tree (the staging folder itself for '' or '.'), once. */
  private dir(folder: string): Promise<void> {
    const rel = folder === '.' ? '' : folder
    let made = this.dirs.get(rel)
    if (!made) {
      made = mkdir(path.join(this.staging, rel), { recursive: true }).then(() => undefined)
      made.catch(() => undefined)
      this.dirs.set(rel, made)
    }
    return made
  }

  private async limited(work: () => Promise<void>): Promise<void> {
    if (this.running >= PARALLEL_WRITES) {
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
    this.running++
    try {
      await work()
    } finally {
      this.running--
      this.waiting.shift()?.()
    }
  }

  private track(work: () => Promise<void>, barrier: boolean): void {
    const before = barrier ? Promise.allSettled([this.barrier, ...this.sinceBarrier]) : this.barrier
    const op = before
      .then(() => (this.failure ? undefined : this.limited(work)))
      .catch((error: unknown) => {
        const failure =
          error instanceof BundleError
            ? error
            : new BundleError(`Could not extract the bundle: ${(error as Error).message}`)
        this.failure ??= failure
        this.onFailure(failure)
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
      this.checkDrained()
    })
  }

  /** Wakes every body a failed or aborted run left waiting, so no write hangs. */
  abandon(failure: BundleError): void {
    this.failure ??= failure
    for (const body of this.bodies) body.finish()
  }
}

export type { FileBody }
