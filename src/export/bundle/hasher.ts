/**
 * SHA-256 of the extracted files on a worker thread, which also writes them. Hashing on the main
 * thread put it on the export's critical path, next to writing the files (docs/performance.md); the
 * worker writes and hashes while the main thread reads the archive and judges each entry, and
 * gunzip inflates. The policy's checks happen on the main thread, in archive order, and it makes
 * every folder; the worker then carries out every other entry in that same order (creates a file,
 * a hard or symbolic link, removes what an entry replaces), so the disk is in the state each entry
 * was judged against when it is placed. Where the worker is the slower of the two (`behind`), the
 * main thread takes a share of its work: it hashes the next files itself, sending each digest in its
 * place in the order, and opens a new file and hands the worker its descriptor, closing it once the
 * worker says it is written (creating files is much of the work on a site of small pages, hashing on
 * one of large ones). No byte is copied for it: gunzip's 1 MiB output buffers, once
 * the engine is done with them (the point where sink.ts would free them), are transferred to the
 * worker with the list of file bodies in them. Only the bodies in a buffer that never fills (the
 * last one) are copied. The worker answers in order, so a hard link gets its source's digest as it
 * was when the link was made. Bytes in the worker's hands are bounded: the sink pauses gunzip past
 * MAX_HASHING_BYTES. Another reader of the bodies (the site check) can have the thread instead
 * (ThreadReading): it gets the bodies it reads the same way, and this thread hashes.
 */
import { createHash, type Hash } from 'node:crypto'
import { closeSync, constants } from 'node:fs'
import { Worker } from 'node:worker_threads'

/**
 * How every file of the site is created, here or on the worker: a new name only, so that nothing an
 * earlier entry left (a link, say) is ever followed.
 */
export const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL

/** The worker, as a script: it is the whole of it, and needs no file of its own in the bundle. */
const WORKER_SOURCE = `
const { parentPort, workerData: CREATE_NEW } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const fs = require('node:fs')
let hash
let id = 0
let fd = -1
let owned = false
let mtime = NaN
function clear(path, replaces) {
  if (replaces) fs.rmSync(path, { force: true })
}
parentPort.on('message', ({ buffers, ops, bytes, paths, given }) => {
  const out = []
  const written = []
  // Every digest in one buffer, moved back whole: not an object to clone per file.
  const digests = new Uint8Array(8 * ops.length)
  let digested = 0
  for (let i = 0; i < ops.length; i += 4) {
    const kind = ops[i]
    if (kind === 0 || kind === 8) {
      hash = kind === 0 ? createHash('sha256') : undefined
      id = ops[i + 1]
      owned = ops[i + 2] === -2
      if (!owned) fd = ops[i + 2]
      mtime = ops[i + 3]
    } else if (kind === 1) {
      const body = new Uint8Array(buffers[ops[i + 1]], ops[i + 2], ops[i + 3])
      if (fd >= 0) for (let at = 0; at < body.length; ) at += fs.writeSync(fd, body, at)
      if (hash) hash.update(body)
    } else if (kind === 2) {
      if (fd >= 0) {
        // After the last write, which would move it again.
        if (!Number.isNaN(mtime)) fs.futimesSync(fd, mtime, mtime)
        if (owned) fs.closeSync(fd)
        else written.push(fd)
        fd = -1
      }
      out.push(id)
      // Or the digest the main thread made, in its place in the order.
      const from = ops[i + 1]
      digests.set(hash ? hash.digest() : given.subarray(from, from + 32), 32 * digested++)
    } else if (kind === 3) {
      out.push(-1 - ops[i + 1], ops[i + 2])
    } else if (kind === 5) {
      const path = paths[ops[i + 1]]
      clear(path, ops[i + 3])
      fd = fs.openSync(path, CREATE_NEW, ops[i + 2])
    } else if (kind === 6) {
      clear(paths[ops[i + 2]], ops[i + 3])
      fs.linkSync(paths[ops[i + 1]], paths[ops[i + 2]])
    } else if (kind === 7) {
      clear(paths[ops[i + 2]], ops[i + 3])
      fs.symlinkSync(paths[ops[i + 1]], paths[ops[i + 2]])
    }
  }
  // Freed now, not at this thread's next collection (util/release.ts says why).
  for (const memory of buffers) memory.transfer(0)
  parentPort.postMessage({ out, digests, bytes, written }, [digests.buffer])
})
`

/** The operations of a batch, four numbers each (thread.ts in check-thread/ reads them too). */
export const START = 0
export const DATA = 1
export const END = 2
export const LINK = 3
/** The file just started is also read on the thread: its path's index in the batch, its size. */
export const READ = 4
/** Creates a file (path index, mode, whether it replaces what is there); START then writes it. */
export const MAKE_FILE = 5
/** Makes a hard link: its source's path index, its own, whether it replaces what is there. */
export const MAKE_LINK = 6
/** Makes a symbolic link: its target's index in the paths, its own path's, replaces. */
export const MAKE_SYMLINK = 7
/** START's descriptor for the file MAKE_FILE just created. */
const MADE = -2
/** As START, but the main thread hashes the file: END then carries the digest's place in `given`. */
const WRITE_ONLY = 8

/** A batch of work for the hashing thread. */
export interface HashBatch {
  buffers: ArrayBuffer[]
  ops: number[]
  /** The bytes of memory it carries, answered back to release the bound. */
  bytes: number
  /** The paths (and link targets) that READ and MAKE_ operations name. */
  paths: string[]
  /** The digests of the files the main thread hashed, 32 bytes each, where their END says. */
  given?: Uint8Array
}

/**
 * The thread's answer to a batch: file ids, each with the next 32 bytes of `digests`, and links
 * (-1 - id, source id); the descriptors it has written whole (the hashing thread only), to be
 * closed here.
 */
export interface HashAnswer {
  out: number[]
  digests?: Uint8Array
  bytes: number
  written?: number[]
}

/**
 * Where the hashing thread writes a file's body: a descriptor opened on the main thread, or a path it
 * creates itself (after removing what is there, when `replaces`), with `mode`. `mtime`: seconds since
 * the epoch, or undefined to leave it.
 */
export type FileOutput =
  | { fd: number; mtime: number | undefined }
  | { path: string; mode: number; mtime: number | undefined; replaces: boolean }

/** A hard link (to the file at `to`) or a symbolic link (to `to`) for the hashing thread to make. */
export interface MadeLink {
  path: string
  to: string
  replaces: boolean
}

/**
 * Reading chosen files on a thread instead of this one (the site check): the thread runs `script`,
 * which reads the files marked READ and answers each batch as the hashing worker does; the files are
 * then hashed on this thread (HashHereReadThere).
 */
export interface ThreadReading {
  readonly script: URL
  readonly workerData: unknown
  /** Options the thread's Node takes (tests run it from the TypeScript sources). */
  readonly execArgv?: string[]
  /** The thread is up: from now on `thread.read` marks the file being hashed to be read there. */
  attached(thread: ReadingThread): void
}

export interface ReadingThread {
  /** The file whose body comes next (its path in the site, its size) is read on the thread too. */
  read(rel: string, size: number): void
  /**
   * Sends `question` (moving the memory in `transfer`) once every file sent so far is read;
   * resolves with the answer.
   */
  ask(question: unknown, transfer?: ArrayBuffer[]): Promise<unknown>
  /** Stops the thread and frees its memory. */
  close(): Promise<void>
}

/** The reading thread's young generation, in MB. */
const READING_YOUNG_MB = 8

/** A reading thread's answer to a question, or what went wrong. */
type ThreadReply = { answer: unknown } | { failed: string }

/** Copied bytes (and names) a batch gathers before it goes to the worker, when it holds no lent memory. */
const SEND_COPIES_BYTES = 1024 * 1024

/**
 * About what a name for the worker to create costs in memory, on both threads, until it is answered
 * (docs/performance.md), and two bytes a character: counted with the bytes in flight, since an archive
 * of empty files and links carries no body to bound it.
 */
const NAME_BYTES = 256

/** Bytes sent to the worker and not yet hashed, past which the sink pauses gunzip. */
export const MAX_HASHING_BYTES = 8 * 1024 * 1024

/**
 * Files the main thread opened for the worker to write, past which the worker opens the next ones:
 * gunzip's buffers hold a thousand small files each, and a runner may allow few descriptors.
 */
export const MAX_WRITING_FILES = 512

/**
 * Hash the extracted files (or not: false), here or on the hashing thread ('worker'); 'worker-shared':
 * there, with this thread taking every file it may (opening and hashing it), so that tests see both
 * threads share the work.
 */
export type HashFiles = boolean | 'worker' | 'worker-shared'

/**
 * Bytes in the worker's hands past which it is the slower thread: the main one then opens and hashes
 * the next files itself.
 */
const BEHIND_BYTES = MAX_HASHING_BYTES / 2

export interface HashResults {
  /** File `id`'s SHA-256: `digests[at, at + 32)`. */
  digest(id: number, digests: Uint8Array, at: number): void
  link(id: number, sourceId: number): void
}

/** What SiteDigests asks of a hasher: the file operations in archive order, then `finish`. */
export interface Hasher {
  readonly busy: boolean
  /**
   * Whether this hasher places every entry but folders, in archive order with the bodies: each
   * file comes with its output, each link with `made`. Else the caller writes them.
   */
  readonly writes: boolean
  /** Whether the caller should open the next new file itself (`writes`: the thread is the slower). */
  readonly opensHere: boolean
  onDrain: () => void
  /** A file's body comes next; with `output`, this hasher writes it there too and sets its mtime. */
  file(id: number, output?: FileOutput): void
  data(piece: Buffer, whole: boolean): void
  end(): void
  /** A hard link `id` to `sourceId`, made by this hasher when `made` (`writes`). */
  link(id: number, sourceId: number, made?: MadeLink): void
  /** A symbolic link for this hasher to make (only when it `writes`). */
  symlink(made: MadeLink): void
  /** Takes memory the engine is done with, or says no (the caller frees it). */
  handOver(memory: ArrayBuffer): boolean
  finish(): Promise<void>
  abort(): Promise<void>
}

/**
 * Hashing on the main thread: for a small bundle a thread costs more (its start-up, and about 20
 * MiB of memory for its own heap) than the hashing it would take off the critical path.
 */
export class InlineHasher implements Hasher {
  readonly busy = false
  readonly writes = false
  readonly opensHere = false
  onDrain: () => void = () => undefined
  private hash: Hash | undefined
  private id = 0

  constructor(private readonly results: HashResults) {}

  file(id: number): void {
    this.hash = createHash('sha256')
    this.id = id
  }

  data(piece: Buffer): void {
    this.hash?.update(piece)
  }

  end(): void {
    if (this.hash) this.results.digest(this.id, this.hash.digest(), 0)
    this.hash = undefined
  }

  link(id: number, sourceId: number): void {
    this.results.link(id, sourceId)
  }

  symlink(): void {
    throw new Error('A hasher on the main thread writes nothing: the caller makes the link.')
  }

  handOver(): boolean {
    return false
  }

  async finish(): Promise<void> {}

  async abort(): Promise<void> {}
}

export class WorkerHasher implements Hasher {
  private readonly worker: Worker
  /** Operations not yet sent, four numbers each: kind, then its operands. */
  private ops: number[] = []
  /** The memory the pending DATA operations point into, by index. */
  private buffers: ArrayBuffer[] = []
  /** Bodies in memory that will not be handed over whole, copied into one buffer. */
  private copy: Buffer | undefined
  private copied = 0
  private inFlight = 0
  private sent = 0
  private answered = 0
  private failure: Error | undefined
  private readonly waiters: (() => void)[] = []
  /** Called when the bytes in flight fall under the bound again. */
  onDrain: () => void = () => undefined
  /** The batch holds lent memory (gunzip's buffers) not yet handed over: it cannot go yet. */
  private holdsLent = false
  /** Bytes copied into the batch since it was last sent. */
  private pendingCopies = 0
  /** What the batch's names count for in flight (NAME_BYTES and two a character). */
  private pendingNames = 0

  /** The paths the pending READ operations name. */
  private paths: string[] = []
  /** Questions asked of a reading thread, answered in order. */
  private readonly questions: { resolve(answer: unknown): void; reject(error: Error): void }[] = []
  /** A reading thread hashes nothing: it gets only the files marked READ (HashHereReadThere). */
  private readonly hashes: boolean
  /** Descriptors given to the worker to write and not yet written: this thread closes them. */
  private readonly open = new Set<number>()
  /** The file whose body arrives goes to the thread. */
  private sending = true
  /** The file whose body arrives is hashed here, while the worker is the slower thread. */
  private hereHash: Hash | undefined
  /** The digests made here for the batch (HashBatch's `given`), and how much of it is used. */
  private given: Buffer | undefined
  private givenUsed = 0

  constructor(
    private readonly results: HashResults,
    private readonly onError: (error: Error) => void,
    reading?: ThreadReading,
    /** Take every file here it may: open (as MAX_WRITING_FILES allows) and hash it ('worker-shared'). */
    private readonly alwaysHere = false
  ) {
    this.hashes = reading === undefined
    this.worker = reading
      ? new Worker(reading.script, {
          workerData: reading.workerData,
          execArgv: reading.execArgv,
          // A young generation left to grow under the reader's allocations doubles: tens of MB.
          resourceLimits: { maxYoungGenerationSizeMb: READING_YOUNG_MB }
        })
      : // A small heap: the thread keeps a hash and the answers of one batch at a time.
        new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: CREATE_NEW,
          // What it opened is closed when it stops (Node's default, relied on by abort).
          trackUnmanagedFds: true,
          resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 }
        })
    // Held only while it has work: a sink dropped without end or abort must not keep the process up.
    this.worker.unref()
    this.worker.on('message', (message: HashAnswer | ThreadReply) => {
      if ('out' in message) this.answer(message)
      else this.reply(message)
    })
    this.worker.on('error', (error) => this.fail(error))
    this.worker.on('exit', (code) => {
      if (this.answered < this.sent || this.questions.length > 0)
        this.fail(
          new Error(`the ${this.hashes ? 'hashing' : 'reading'} thread stopped (exit ${code})`)
        )
    })
    if (reading) {
      reading.attached({
        read: (rel, size) => {
          this.ops.push(READ, this.paths.push(rel) - 1, size, 0)
          this.sending = true
        },
        ask: (question, transfer) => this.ask(question, transfer),
        close: () => this.worker.terminate().then(() => undefined)
      })
    }
  }

  /** Whether the worker holds more than its bound: the sink pauses gunzip. */
  get busy(): boolean {
    return this.inFlight > MAX_HASHING_BYTES
  }

  /** A hashing thread writes the files too. */
  get writes(): boolean {
    return this.hashes
  }

  /** The worker is the slower thread, and fewer than MAX_WRITING_FILES are open for it. */
  get opensHere(): boolean {
    return this.behind && this.open.size < MAX_WRITING_FILES
  }

  /** The worker holds more than half its bound: files are hashed here until it catches up. */
  private get behind(): boolean {
    return this.alwaysHere || this.inFlight > BEHIND_BYTES
  }

  file(id: number, output?: FileOutput): void {
    this.sending = this.hashes
    if (!this.hashes) return
    this.hereHash = this.behind ? createHash('sha256') : undefined
    const start = this.hereHash ? WRITE_ONLY : START
    if (output && 'path' in output) {
      this.ops.push(MAKE_FILE, this.pathIndex(output.path), output.mode, output.replaces ? 1 : 0)
      this.ops.push(start, id, MADE, output.mtime ?? NaN)
      this.sendGathered()
      return
    }
    if (output) this.open.add(output.fd)
    this.ops.push(start, id, output?.fd ?? -1, output?.mtime ?? NaN)
  }

  /**
   * A piece of the current file's body, a view into memory that `handOver` will transfer when
   * `whole` (gunzip's full buffers); otherwise copied now.
   */
  data(piece: Buffer, whole: boolean): void {
    if (piece.length === 0 || !this.sending) return
    this.hereHash?.update(piece)
    if (whole) {
      this.holdsLent = true
      let index = this.buffers.indexOf(piece.buffer as ArrayBuffer)
      if (index === -1) index = this.buffers.push(piece.buffer as ArrayBuffer) - 1
      this.ops.push(DATA, index, piece.byteOffset, piece.length)
      return
    }
    if (!this.copy || this.copied + piece.length > this.copy.length) {
      this.flushCopy()
      this.copy = Buffer.allocUnsafeSlow(Math.max(piece.length, 256 * 1024))
    }
    piece.copy(this.copy, this.copied)
    let index = this.buffers.indexOf(this.copy.buffer as ArrayBuffer)
    if (index === -1) index = this.buffers.push(this.copy.buffer as ArrayBuffer) - 1
    this.ops.push(DATA, index, this.copied, piece.length)
    this.copied += piece.length
    this.pendingCopies += piece.length
    this.sendGathered()
  }

  end(): void {
    if (this.sending)
      this.ops.push(END, this.hereHash ? this.give(this.hereHash.digest()) : -1, 0, 0)
    this.hereHash = undefined
    this.sending = this.hashes
  }

  /** A hard link `id` to `sourceId`: its digest is the source's as it is at this point. */
  link(id: number, sourceId: number, made?: MadeLink): void {
    if (!this.hashes) return
    if (made) this.makeLink(MAKE_LINK, made)
    this.ops.push(LINK, id, sourceId, 0)
  }

  symlink(made: MadeLink): void {
    if (this.hashes) this.makeLink(MAKE_SYMLINK, made)
  }

  /**
   * The engine is done with `memory` (every view of it was read): it goes to the worker with the
   * operations so far. True when it was taken; the caller must not touch it again.
   */
  handOver(memory: ArrayBuffer): boolean {
    if (!this.buffers.includes(memory)) return false
    this.send()
    return true
  }

  /**
   * Sends what is left and waits for every digest. A reading thread stays up: what it read is asked
   * of it later, and it is closed by whoever it was attached to.
   */
  async finish(): Promise<void> {
    this.send()
    if (this.answered < this.sent) {
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
    if (this.failure) throw this.failure
    if (this.hashes) await this.worker.terminate()
  }

  /** Stops the worker, then closes what it was writing (the caller removes the files). */
  async abort(): Promise<void> {
    await this.worker.terminate()
    for (const fd of this.open) {
      try {
        closeSync(fd)
      } catch {
        // Closed is what it should be.
      }
    }
    this.open.clear()
  }

  private makeLink(kind: number, made: MadeLink): void {
    this.ops.push(kind, this.pathIndex(made.to), this.pathIndex(made.path), made.replaces ? 1 : 0)
    this.sendGathered()
  }

  /** Keeps a digest made here for the batch; returns its place in `given`. */
  private give(digest: Buffer): number {
    if (!this.given || this.givenUsed + 32 > this.given.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(1024, 2 * (this.given?.length ?? 0)))
      this.given?.copy(grown, 0, 0, this.givenUsed)
      this.given = grown
    }
    digest.copy(this.given, this.givenUsed)
    this.givenUsed += 32
    return this.givenUsed - 32
  }

  private pathIndex(path: string): number {
    this.pendingNames += NAME_BYTES + 2 * path.length
    return this.paths.push(path) - 1
  }

  /**
   * A reader with no lent memory (a zip, a folder) hands over nothing: copies and names go once they
   * add up, so they never pile up here (the worker's backlog is then what `busy` bounds).
   */
  private sendGathered(): void {
    if (!this.holdsLent && this.pendingCopies + this.pendingNames >= SEND_COPIES_BYTES) this.send()
  }

  private flushCopy(): void {
    this.copy = undefined
    this.copied = 0
  }

  private ask(question: unknown, transfer: ArrayBuffer[] = []): Promise<unknown> {
    this.send()
    if (this.failure) return Promise.reject(this.failure)
    return new Promise((resolve, reject) => {
      this.questions.push({ resolve, reject })
      this.worker.ref()
      this.worker.postMessage({ question }, transfer)
    })
  }

  private reply(message: ThreadReply): void {
    const asked = this.questions.shift()
    if (this.answered >= this.sent && this.questions.length === 0) this.worker.unref()
    if ('failed' in message) asked?.reject(new Error(message.failed))
    else asked?.resolve(message.answer)
  }

  private send(): void {
    if (this.ops.length === 0 || this.failure) return
    const bytes = this.buffers.reduce((sum, memory) => sum + memory.byteLength, this.pendingNames)
    this.inFlight += bytes
    this.sent++
    this.worker.ref()
    const given = this.given?.subarray(0, this.givenUsed)
    const batch: HashBatch = {
      buffers: this.buffers,
      ops: this.ops,
      bytes,
      paths: this.paths,
      given
    }
    this.worker.postMessage(batch, this.buffers)
    this.ops = []
    this.buffers = []
    this.paths = []
    this.holdsLent = false
    this.pendingCopies = 0
    this.pendingNames = 0
    this.given = undefined
    this.givenUsed = 0
    this.flushCopy()
  }

  private answer({ out, digests, bytes, written }: HashAnswer): void {
    if (written) this.close(written)
    let digested = 0
    for (let i = 0; i < out.length; i++) {
      const first = out[i] as number
      if (first >= 0) this.results.digest(first, digests as Uint8Array, 32 * digested++)
      else this.results.link(-1 - first, out[++i] as number)
    }
    const wasBusy = this.busy
    this.inFlight -= bytes
    this.answered++
    if (wasBusy && !this.busy) this.onDrain()
    if (this.answered >= this.sent) {
      if (this.questions.length === 0) this.worker.unref()
      this.waiters.splice(0).forEach((resolve) => resolve())
    }
  }

  /** Closes the files the worker has written whole. */
  private close(written: number[]): void {
    for (const fd of written) {
      this.open.delete(fd)
      try {
        closeSync(fd)
      } catch (error) {
        // A file system may report a failed write only as it closes (NFS does).
        this.fail(error as Error)
      }
    }
  }

  private fail(error: Error): void {
    if (this.failure) return
    this.failure = error
    this.onError(error)
    this.waiters.splice(0).forEach((resolve) => resolve())
    this.questions.splice(0).forEach(({ reject }) => reject(error))
  }
}

/**
 * Hashing here while the pages are read on a thread: there the reading is the slow part, and the
 * main thread, which only writes, has the time to hash.
 */
class HashHereReadThere implements Hasher {
  constructor(
    private readonly here: InlineHasher,
    private readonly there: WorkerHasher
  ) {}

  get busy(): boolean {
    return this.there.busy
  }

  /** This thread writes the bodies: it has the time (see above). */
  readonly writes = false
  readonly opensHere = false

  get onDrain(): () => void {
    return this.there.onDrain
  }

  set onDrain(callback: () => void) {
    this.there.onDrain = callback
  }

  file(id: number): void {
    this.here.file(id)
    this.there.file(id)
  }

  data(piece: Buffer, whole: boolean): void {
    this.here.data(piece)
    this.there.data(piece, whole)
  }

  end(): void {
    this.here.end()
    this.there.end()
  }

  link(id: number, sourceId: number): void {
    this.here.link(id, sourceId)
  }

  symlink(): void {
    this.here.symlink()
  }

  handOver(memory: ArrayBuffer): boolean {
    return this.there.handOver(memory)
  }

  finish(): Promise<void> {
    return this.there.finish()
  }

  abort(): Promise<void> {
    return this.there.abort()
  }
}

/** Where the files are hashed: here, on a worker, or here while a thread reads them (`reading`). */
export function makeHasher(
  results: HashResults,
  onError: (error: Error) => void,
  where: 'here' | 'worker' | 'worker-shared',
  reading?: ThreadReading
): Hasher {
  if (where === 'here') return new InlineHasher(results)
  if (!reading) return new WorkerHasher(results, onError, undefined, where === 'worker-shared')
  return new HashHereReadThere(
    new InlineHasher(results),
    new WorkerHasher(results, onError, reading)
  )
}
