// The hashing thread places the files of a large bundle in archive order: it creates them (or writes
// through a descriptor this thread opened and closes) and makes the links. A write or a creation it
// cannot make must fail the extraction, and leave no descriptor open behind it.
import { describe, expect, it } from '@jest/globals'
import {
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { WorkerHasher, type HashResults } from '../../../src/export/bundle/hasher.js'

async function folder(): Promise<{ dir: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hasher-'))
  return { dir, done: () => rm(dir, { recursive: true, force: true }) }
}

function collect(): { results: HashResults; digests: Map<number, string> } {
  const digests = new Map<number, string>()
  return {
    digests,
    results: {
      digest: (id, bytes, at) =>
        void digests.set(id, Buffer.from(bytes).toString('hex', at, at + 32)),
      link: () => undefined
    }
  }
}

/** How many of this process's descriptors are open on `file`. */
function openOn(file: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file
    } catch {
      return false
    }
  }).length
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex')

/** The descriptor is no longer the file it was: closed (or its number since given to another). */
function closedOrReused(fd: number, file: string): boolean {
  try {
    return fstatSync(fd).ino !== statSync(file).ino
  } catch {
    return true
  }
}

describe('WorkerHasher writing the bodies', () => {
  it('writes a body in pieces, sets its mtime after the last write, and closes it', async () => {
    const { dir, done } = await folder()
    const file = path.join(dir, 'page.html')
    const fd = openSync(file, 'wx')
    const { results, digests } = collect()
    const errors: Error[] = []
    const hasher = new WorkerHasher(results, (error) => errors.push(error))
    try {
      expect(hasher.writes).toBe(true)
      hasher.file(7, { fd, mtime: 1_767_323_045 })
      hasher.data(Buffer.from('<title>A</title>'), false)
      hasher.data(Buffer.from(' and more'), false)
      hasher.end()
      await hasher.finish()
      expect(await readFile(file, 'utf8')).toBe('<title>A</title> and more')
      expect(statSync(file).mtimeMs).toBe(1_767_323_045_000)
      expect(digests.get(7)).toBe(
        createHash('sha256').update('<title>A</title> and more').digest('hex')
      )
      expect(closedOrReused(fd, file)).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await hasher.abort()
      await done()
    }
  })

  it('a write the thread cannot make fails the extraction, and abort closes the file', async () => {
    const { dir, done } = await folder()
    const file = path.join(dir, 'read-only.html')
    writeFileSync(file, '')
    // Open for reading only: the thread's write fails as a full disk's would, with a system error.
    const fd = openSync(file, 'r')
    const errors: Error[] = []
    const hasher = new WorkerHasher(collect().results, (error) => errors.push(error))
    try {
      hasher.file(1, { fd, mtime: undefined })
      hasher.data(Buffer.from('body'), false)
      hasher.end()
      await expect(hasher.finish()).rejects.toThrow(/EBADF/)
      expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/EBADF/)])
      expect(closedOrReused(fd, file)).toBe(false)
      await hasher.abort()
      expect(closedOrReused(fd, file)).toBe(true)
    } finally {
      await hasher.abort()
      await done()
    }
  })

  it('creates a file from its path with its mode and mtime, replacing what an earlier entry left', async () => {
    const { dir, done } = await folder()
    const file = path.join(dir, 'page.html')
    writeFileSync(file, 'the earlier entry')
    const { results, digests } = collect()
    const errors: Error[] = []
    const hasher = new WorkerHasher(results, (error) => errors.push(error))
    try {
      hasher.file(3, { path: file, mode: 0o640, mtime: 1_767_323_045, replaces: true })
      hasher.data(Buffer.from('new '), false)
      hasher.data(Buffer.from('body'), false)
      hasher.end()
      await hasher.finish()
      expect(await readFile(file, 'utf8')).toBe('new body')
      expect(statSync(file).mode & 0o777).toBe(0o640)
      expect(statSync(file).mtimeMs).toBe(1_767_323_045_000)
      expect(digests.get(3)).toBe(sha('new body'))
      expect(openOn(file)).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await hasher.abort()
      await done()
    }
  })

  it('makes links in archive order: after the file they name, before what replaces them', async () => {
    const { dir, done } = await folder()
    const at = (name: string): string => path.join(dir, name)
    const { results, digests } = collect()
    // The source's digest when the link's turn comes: the one it had when the link was made.
    const links: [number, number, string | undefined][] = []
    results.link = (id, sourceId) => void links.push([id, sourceId, digests.get(sourceId)])
    const errors: Error[] = []
    // This thread opens and hashes the next files itself, as when the worker is the slower one: its
    // digests still come back in archive order with the worker's links.
    const hasher = new WorkerHasher(results, (error) => errors.push(error), undefined, true)
    try {
      // Made by the worker: a hard link to it must wait for it, whichever thread runs first.
      hasher.file(1, { path: at('a.html'), mode: 0o644, mtime: undefined, replaces: false })
      hasher.data(Buffer.from('first'), false)
      hasher.end()
      hasher.link(2, 1, { path: at('hard.html'), to: at('a.html'), replaces: false })
      hasher.symlink({ path: at('soft.html'), to: 'a.html', replaces: false })
      // A later entry replaces the symbolic link with a file, and a.html with new bytes.
      hasher.file(3, { path: at('soft.html'), mode: 0o644, mtime: undefined, replaces: true })
      hasher.data(Buffer.from('soft'), false)
      hasher.end()
      hasher.file(1, { path: at('a.html'), mode: 0o644, mtime: undefined, replaces: true })
      hasher.data(Buffer.from('second'), false)
      hasher.end()
      // Opened here while the worker may not have created a.html yet: a new name is no entry of its.
      expect(hasher.opensHere).toBe(true)
      const fd = openSync(at('b.html'), 'wx')
      hasher.file(4, { fd, mtime: undefined })
      hasher.data(Buffer.from('b'), false)
      hasher.end()
      await hasher.finish()
      expect(errors).toEqual([])
      // The hard link keeps the bytes a.html had when it was made; a.html is a new file since.
      expect(await readFile(at('hard.html'), 'utf8')).toBe('first')
      expect(await readFile(at('a.html'), 'utf8')).toBe('second')
      expect(lstatSync(at('soft.html')).isFile()).toBe(true)
      expect(await readFile(at('soft.html'), 'utf8')).toBe('soft')
      expect(await readFile(at('b.html'), 'utf8')).toBe('b')
      expect(links).toEqual([[2, 1, sha('first')]])
      expect([digests.get(1), digests.get(3), digests.get(4)]).toEqual([
        sha('second'),
        sha('soft'),
        sha('b')
      ])
      expect(closedOrReused(fd, at('b.html'))).toBe(true)
    } finally {
      await hasher.abort()
      await done()
    }
  })

  it('a file the thread cannot create fails the extraction with the system error', async () => {
    const { dir, done } = await folder()
    const file = path.join(dir, 'there.html')
    // Something the policy did not expect is there: O_EXCL refuses it, and nothing follows a link.
    writeFileSync(file, 'not ours')
    const errors: Error[] = []
    const hasher = new WorkerHasher(collect().results, (error) => errors.push(error))
    try {
      hasher.file(1, { path: file, mode: 0o644, mtime: undefined, replaces: false })
      hasher.data(Buffer.from('body'), false)
      hasher.end()
      await expect(hasher.finish()).rejects.toThrow(/EEXIST/)
      expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/EEXIST.*there\.html/)])
      expect(await readFile(file, 'utf8')).toBe('not ours')
    } finally {
      await hasher.abort()
      await done()
    }
  })

  it('a file the thread created and was still writing is closed when the thread stops', async () => {
    const { dir, done } = await folder()
    const file = path.join(dir, 'large.bin')
    const hasher = new WorkerHasher(collect().results, () => undefined)
    try {
      hasher.file(1, { path: file, mode: 0o644, mtime: undefined, replaces: false })
      hasher.data(Buffer.from('the first piece of a body that never ends'), false)
      // Sent and written, but the file is not ended: the worker has it open until it stops.
      await hasher.finish()
      expect(await readFile(file, 'utf8')).toBe('the first piece of a body that never ends')
      expect(openOn(file)).toBe(0)
    } finally {
      await hasher.abort()
      await done()
    }
  })

  it('names count against the bound in flight: empty files carry no body to bound them', async () => {
    const { dir, done } = await folder()
    const hasher = new WorkerHasher(collect().results, () => undefined)
    try {
      // A zip or folder of empty files: nothing is lent, and no body ever makes the worker busy.
      const name = (i: number): string =>
        path.join(dir, `${String(i).padStart(6, '0')}-${'n'.repeat(140)}`)
      let busyAt = -1
      for (let i = 0; i < 30_000 && busyAt === -1; i++) {
        hasher.file(i, { path: name(i), mode: 0o644, mtime: undefined, replaces: false })
        hasher.end()
        if (hasher.busy) busyAt = i
      }
      // Sent as they add up (a batch of about 1 MiB of names), and counted until answered.
      expect(busyAt).toBeGreaterThan(10_000)
      expect(busyAt).toBeLessThan(30_000)
      await hasher.finish()
      expect(hasher.busy).toBe(false)
      expect(readdirSync(dir)).toHaveLength(busyAt + 1)
    } finally {
      await hasher.abort()
      await done()
    }
  })
})
