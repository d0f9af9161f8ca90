import {
  closeSync,
  futimesSync,
  linkSync,
  mkdirSync,
  openSync,
  rmSync,
  symlinkSync,
  writeSync
} from 'node:fs'
import { CREATE_NEW, type FileOutput, type MadeLink } from './hasher.js'
import type { Placement } from './policy.js'

/** Owner read/write always; set-id and sticky bits from an archive are never applied. */
function fileMode(mode: number): number {
  return (mode & 0o777) | 0o600
}

/**
 * Writes placements into the staging folder, one after the other in archive order, with blocking
 * calls, the way GNU tar does. Why not async: a docs site is thousands of small files, and each async
 * call costs a round trip through libuv's pool and a promise, which on a site of small files took
 * most of the main thread (docs/performance.md). In order, the disk
 * is always in the state the policy judged each entry against, so a link made by a later entry can
 * never be followed by the write of an earlier one. Bodies are written as they arrive, so nothing is
 * held in memory. Every write goes to a checked path with O_EXCL, so an existing link is never
 * followed. Gunzip still runs on its own thread, so inflating and writing overlap. On a large bundle
 * the hashing thread places the files and links instead, in the same order (`output`, `link`): this
 * writer makes their folders, and may open a new file for it, whose body then goes to the file that
 * was checked whatever later entries do to its path.
 */
export class OrderedWriter {
  private readonly dirs = new Set<string>()
  private fd: number | undefined
  private mtime: number | undefined

  constructor(private readonly staging: string) {}

  /** Starts one placement; a file stays open for its body (`body`) until `end`. */
  place(placement: Placement, file: { mode: number; mtime: number | undefined }): void {
    const target = this.full(placement.rel)
    if (placement.kind === 'directory') {
      this.dir(placement.rel)
      return
    }
    this.parent(placement.rel)
    if (placement.replaces) rmSync(target, { force: true })
    if (placement.kind === 'symlink') {
      symlinkSync(placement.target, target)
    } else if (placement.kind === 'hardlink') {
      linkSync(this.full(placement.source), target)
    } else {
      this.fd = openSync(target, CREATE_NEW, fileMode(file.mode))
      this.mtime = file.mtime
    }
  }

  /**
   * A file the hashing thread writes (hasher.ts), after its folder is made here: opened here when
   * `openHere` and it replaces nothing (a new name cannot be any entry the thread has yet to place),
   * else the path for the thread to create in its turn. This writer neither writes nor closes it.
   */
  output(
    placement: Placement & { kind: 'file' },
    file: { mode: number; mtime: number | undefined },
    openHere: boolean
  ): FileOutput {
    this.parent(placement.rel)
    const path = this.full(placement.rel)
    const mode = fileMode(file.mode)
    if (openHere && !placement.replaces) {
      return { fd: openSync(path, CREATE_NEW, mode), mtime: file.mtime }
    }
    return { path, mode, mtime: file.mtime, replaces: placement.replaces }
  }

  /** A link the hashing thread makes in its turn, after its folder is made here. */
  link(placement: Placement & { kind: 'hardlink' | 'symlink' }): MadeLink {
    this.parent(placement.rel)
    const to = placement.kind === 'hardlink' ? this.full(placement.source) : placement.target
    return { path: this.full(placement.rel), to, replaces: placement.replaces }
  }

  body(chunk: Buffer): void {
    if (this.fd === undefined) return
    let written = 0
    while (written < chunk.length) {
      written += writeSync(this.fd, chunk, written, chunk.length - written)
    }
  }

  end(): void {
    if (this.fd === undefined) return
    const fd = this.fd
    this.fd = undefined
    try {
      if (this.mtime !== undefined) futimesSync(fd, this.mtime, this.mtime)
    } finally {
      closeSync(fd)
    }
  }

  /** Closes a file left open by a failure, so the staging folder can be removed. */
  abort(): void {
    if (this.fd !== undefined) {
      closeSync(this.fd)
      this.fd = undefined
    }
  }

  private parent(rel: string): void {
    const slash = rel.lastIndexOf('/')
    this.dir(slash === -1 ? '' : rel.slice(0, slash))
  }

  /** Makes a folder of the staging tree (the staging folder itself for ''), once. */
  private dir(rel: string): void {
    if (this.dirs.has(rel)) return
    mkdirSync(this.full(rel), { recursive: true })
    this.dirs.add(rel)
  }

  /**
   * The path in the staging folder. Joined by hand, not with path.join: the policy's names are
   * already clean ('/'-separated, no '.', '..' or empty parts), and path.join's normalizing was the
   * largest allocation per entry.
   */
  private full(rel: string): string {
    return rel === '' ? this.staging : `${this.staging}/${rel}`
  }
}
