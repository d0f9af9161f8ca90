// The hashing thread writes the bodies of a large bundle through descriptors this thread opened and
// closes: a write it cannot make must fail the extraction, and leave no descriptor open behind it.
import { describe, expect, it } from '@jest/globals'
import { fstatSync, openSync, statSync, writeFileSync } from 'node:fs'
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
      expect(hasher.writes).toBe(false)
      expect(closedOrReused(fd, file)).toBe(false)
      await hasher.abort()
      expect(closedOrReused(fd, file)).toBe(true)
    } finally {
      await hasher.abort()
      await done()
    }
  })
})
