/**
 * An archive the workflow already has (`archive`: what `mint export` wrote, a tarball, or a folder),
 * unpacked through the same engine as a download: the policy, the writer, the hashes and the site
 * check see the same entries, and only a whole, checked site is put in place. The archive itself
 * stays where it is: nothing is copied into `path` but the site.
 */
import { randomBytes } from 'node:crypto'
import { closeSync, openSync, readSync, type Dirent } from 'node:fs'
import { mkdir, open, readdir, readlink, lstat } from 'node:fs/promises'
import path from 'node:path'
import { BundleError } from './errors.js'
import { sniffFormat, SNIFF_BYTES } from './format.js'
import { installBundle } from './install.js'
import { WORKER_HASHING_BYTES } from './limits.js'
import { inert } from '../../util/untrusted.js'
import type { DigestedFiles } from './digests.js'
import {
  BundleSink,
  DEFAULT_MAX_UNPACKED_BYTES,
  MAX_ENTRIES,
  type BundleLimits,
  type FileObserver,
  type SiteFiles
} from './sink.js'
import type { TarSink } from './tar-reader.js'
import type { SweptFiles } from './swept.js'

/** What `archive` names, once looked at. */
export type ArchiveKind = 'gzip' | 'zip' | 'folder'

/** A file's bodies are read in pieces of this size (never 1 MiB: see sink.ts). */
const PIECE_BYTES = 256 * 1024
/** A tarball is read in pieces of this size. */
const STREAM_BYTES = 512 * 1024

export interface LocalOptions {
  limits?: Partial<BundleLimits>
  observer?: FileObserver
  hashFiles?: boolean
}

export interface LocalResult {
  kind: ArchiveKind
  extractPath: string
  siteFiles?: SiteFiles
  digested?: DigestedFiles
  /** The archive's size (a folder: the bytes of its files). */
  bytes: number
  entries: number
  swept: SweptFiles
}

/** What `source` is: a folder, or a file whose first bytes say zip or gzip; undefined otherwise. */
export async function archiveKind(source: string): Promise<ArchiveKind | undefined> {
  const stats = await lstat(source)
  if (stats.isDirectory()) return 'folder'
  if (!stats.isFile()) return undefined
  const handle = await open(source, 'r')
  try {
    const head = Buffer.alloc(SNIFF_BYTES)
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0)
    return sniffFormat(head.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

/** Where files are hashed: as for a download, on a worker thread for an archive large enough. */
async function hashing(
  source: string,
  kind: ArchiveKind,
  hashFiles: boolean | undefined
): Promise<boolean | 'worker'> {
  if (hashFiles === false) return false
  if (kind === 'folder') return true
  return (await lstat(source)).size >= WORKER_HASHING_BYTES ? 'worker' : true
}

/** Unpacks `source` into `<folder>/site`, replacing what was there only once all of it is checked. */
export async function unpackArchive(
  source: string,
  kind: ArchiveKind,
  folder: string,
  options: LocalOptions = {}
): Promise<LocalResult> {
  await mkdir(folder, { recursive: true })
  const token = randomBytes(6).toString('hex')
  const limits: BundleLimits = {
    maxUnpackedBytes: options.limits?.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES,
    maxEntries: options.limits?.maxEntries ?? MAX_ENTRIES
  }
  const sink = new BundleSink(
    undefined,
    path.join(folder, `.staging-${token}`),
    limits,
    options.observer,
    await hashing(source, kind, options.hashFiles)
  )
  try {
    await sink.measureDisk(folder)
    let bytes: number
    let entries: number
    if (kind === 'gzip') {
      bytes = await streamFile(source, sink)
      entries = await sink.end()
    } else if (kind === 'zip') {
      bytes = (await lstat(source)).size
      await sink.readZip(source)
      entries = await sink.finish()
    } else {
      bytes = await feedFolder(source, sink.entries, () => sink.pace())
      entries = await sink.finish()
    }
    if (sink.empty) {
      throw new BundleError(
        `The archive holds no files, so there is no site to install. Nothing was installed.`
      )
    }
    const installed = await installBundle(sink, folder, token)
    return {
      kind,
      extractPath: installed.extractPath as string,
      siteFiles: options.observer ? sink.siteFiles() : undefined,
      digested: sink.digested(),
      bytes,
      entries,
      swept: sink.swept
    }
  } catch (error) {
    await sink.abort()
    await sink.remove()
    throw error
  }
}

/** Streams a tarball's file into the sink; returns its size. */
async function streamFile(source: string, sink: BundleSink): Promise<number> {
  const handle = await open(source, 'r')
  let size = 0
  try {
    for (;;) {
      const piece = Buffer.allocUnsafe(STREAM_BYTES)
      const { bytesRead } = await handle.read(piece, 0, STREAM_BYTES, size)
      if (bytesRead === 0) return size
      size += bytesRead
      await sink.write(piece.subarray(0, bytesRead))
    }
  } finally {
    await handle.close()
  }
}

/**
 * Feeds a folder's tree to the engine as a tarball of it would: folders before what they hold, in
 * name order, symbolic links as links (never followed), files with their mode and time. Anything
 * else (a socket, a device) is refused by name.
 */
async function feedFolder(root: string, sink: TarSink, pace: () => Promise<void>): Promise<number> {
  const piece = Buffer.allocUnsafe(PIECE_BYTES)
  let bytes = 0
  const walk = async (rel: string): Promise<void> => {
    const children: Dirent[] = await readdir(path.join(root, rel), { withFileTypes: true })
    children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const child of children) {
      const name = rel === '' ? child.name : `${rel}/${child.name}`
      const full = path.join(root, name)
      const stats = await lstat(full)
      const common = {
        path: name,
        linkpath: '',
        size: 0,
        mode: stats.mode & 0o777,
        mtime: Math.floor(stats.mtimeMs / 1000)
      }
      if (stats.isDirectory()) {
        sink.entry({ ...common, kind: 'directory', path: `${name}/` })
        await walk(name)
      } else if (stats.isSymbolicLink()) {
        sink.entry({ ...common, kind: 'symlink', linkpath: await readlink(full) })
      } else if (stats.isFile()) {
        await pace()
        sink.entry({ ...common, kind: 'file', size: stats.size })
        bytes += readInto(full, stats.size, piece, sink)
        sink.end()
      } else {
        throw new BundleError(
          `The archive folder was refused: '${inert(name)}' is neither a file, a folder nor a symbolic link. Nothing was installed.`
        )
      }
    }
  }
  await walk('')
  return bytes
}

/** Reads the file's `size` bytes into the sink; a file that changes size while read is refused. */
function readInto(file: string, size: number, piece: Buffer, sink: TarSink): number {
  const fd = openSync(file, 'r')
  try {
    let done = 0
    while (done < size) {
      const n = readSync(fd, piece, 0, Math.min(piece.length, size - done), done)
      if (n === 0) break
      sink.body(piece.subarray(0, n))
      done += n
    }
    if (done !== size) {
      throw new BundleError(
        `The archive folder changed while it was read ('${inert(file)}' is shorter than it was). Nothing was installed.`
      )
    }
    return done
  } finally {
    closeSync(fd)
  }
}
