// The manifest's digests are taken as the bodies stream through the engine: each must equal the
// SHA-256 of the file the disk ends up with, whatever the archive does to get there.
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BundleSink } from '../../../src/export/bundle/sink.js'
import type { FileDigest } from '../../../src/export/bundle/digests.js'
import { MAX_WRITING_FILES } from '../../../src/export/bundle/hasher.js'
import { makeTarGz, type TarEntry } from '../../../__fixtures__/tarball.js'
import { manifestEntry, writeManifest } from '../../../src/export/manifest/manifest.js'

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex')

/** Extracts `entries` through the sink in pieces of `piece` bytes; the digests and the folder back. */
async function extract(
  entries: TarEntry[],
  piece = 7,
  hashing: true | 'worker' | 'worker-shared' = true
): Promise<{ digests: Map<string, FileDigest>; staging: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'digests-'))
  const staging = path.join(dir, 'site')
  const sink = new BundleSink(
    path.join(dir, 'a.partial'),
    staging,
    { maxUnpackedBytes: 1e9, maxEntries: 10_000 },
    undefined,
    hashing
  )
  const gz = makeTarGz(entries)
  for (let at = 0; at < gz.length; at += piece) await sink.write(gz.subarray(at, at + piece))
  await sink.end()
  // Whatever the archive did, the manifest spelled from the records is the one the entries make.
  const digested = sink.digested()
  if (!digested) throw new Error('nothing was hashed')
  const header = { domain: 'docs.example.com', jobId: 'j', createdAt: new Date(0) }
  const [fromRecords, fromEntries] = [
    path.join(dir, 'records.json'),
    path.join(dir, 'entries.json')
  ]
  await writeManifest(fromRecords, header, { listed: digested.records() })
  await writeManifest(
    fromEntries,
    header,
    [...digested].map(([file, d]) => manifestEntry(file, d))
  )
  expect(await readFile(fromRecords, 'utf8')).toBe(await readFile(fromEntries, 'utf8'))
  return {
    digests: new Map(digested),
    staging,
    done: () => rm(dir, { recursive: true, force: true })
  }
}

describe('SiteDigests (hashing while extracting)', () => {
  it('keeps every title as the page gave it, past its first buffer and cut inside a pair', async () => {
    // 199 letters then an emoji: the title is cut at 200 UTF-16 code units, half of the pair.
    const cut = `${'a'.repeat(199)}\u{1F600}`
    const pages = Array.from({ length: 900 }, (_, i) => ({
      path: `p${i}.html`,
      body: `<title>Página ${i} — ${'ü'.repeat(i % 80)}</title>`
    }))
    const { digests, done } = await extract(
      [...pages, { path: 'cut.html', body: `<title>${cut}</title>` }],
      65_536
    )
    try {
      pages.forEach((page, i) => {
        expect(digests.get(page.path)?.title).toBe(`Página ${i} — ${'ü'.repeat(i % 80)}`.trim())
      })
      expect(digests.get('cut.html')?.title).toBe(cut.slice(0, 200))
      expect(digests.get('cut.html')?.title?.isWellFormed()).toBe(false)
    } finally {
      await done()
    }
  })

  it('gives each file the SHA-256 and size of what the disk has, pages their title', async () => {
    const big = Buffer.alloc(300_000, 'x')
    const { digests, staging, done } = await extract(
      [
        { path: 'index.html', body: '<html><head><title>Home &amp; more</title></head></html>' },
        { path: 'guides/big.bin', body: big },
        { path: 'empty.txt', body: '' },
        { path: 'guides/', type: 'Directory' }
      ],
      4096
    )
    try {
      expect(digests.get('index.html')).toEqual({
        size: 56,
        sha256: sha(await readFile(path.join(staging, 'index.html'))),
        title: 'Home & more'
      })
      expect(digests.get('guides/big.bin')).toEqual({ size: big.length, sha256: sha(big) })
      expect(digests.get('empty.txt')).toEqual({ size: 0, sha256: sha('') })
      expect([...digests.keys()].sort()).toEqual(['empty.txt', 'guides/big.bin', 'index.html'])
    } finally {
      await done()
    }
  })

  it.each([true as const, 'worker' as const, 'worker-shared' as const])(
    'a file replaced by a later entry of the same name has the later bytes (hashing: %s)',
    async (hashing) => {
      // On the thread the first body may be written after the second file was opened: to the old file.
      const { digests, staging, done } = await extract(
        [
          { path: 'a.html', body: '<title>Old</title>old' },
          { path: './a.html', body: 'new, no title' }
        ],
        7,
        hashing
      )
      try {
        expect(await readFile(path.join(staging, 'a.html'), 'utf8')).toBe('new, no title')
        expect(digests.get('a.html')).toEqual({ size: 13, sha256: sha('new, no title') })
      } finally {
        await done()
      }
    }
  )

  it.each([true as const, 'worker' as const, 'worker-shared' as const])(
    'a hard link has its source’s bytes as they were when it was made (hashing: %s)',
    async (hashing) => {
      const { digests, staging, done } = await extract(
        [
          { path: 'src.html', body: '<title>S</title>first' },
          { path: 'link.html', type: 'Link', linkpath: 'src.html' },
          { path: 'src.html', body: 'second' }
        ],
        7,
        hashing
      )
      try {
        expect(await readFile(path.join(staging, 'link.html'), 'utf8')).toBe(
          '<title>S</title>first'
        )
        expect(digests.get('link.html')).toEqual({
          size: 21,
          sha256: sha('<title>S</title>first'),
          title: 'S'
        })
        expect(digests.get('src.html')).toEqual({ size: 6, sha256: sha('second') })
      } finally {
        await done()
      }
    }
  )

  it('a file a symbolic link replaced is no longer listed', async () => {
    const { digests, done } = await extract([
      { path: 'a.txt', body: 'a' },
      { path: 'b.txt', body: 'b' },
      { path: 'a.txt', type: 'SymbolicLink', linkpath: 'b.txt' }
    ])
    try {
      expect([...digests.keys()]).toEqual(['b.txt'])
    } finally {
      await done()
    }
  })

  it('finds a title whose closing tag is cut between two pieces', async () => {
    const body = `<title>Split title</title>${'z'.repeat(200_000)}`
    const { digests, done } = await extract([{ path: 'p.html', body }], 3)
    try {
      expect(digests.get('p.html')?.title).toBe('Split title')
    } finally {
      await done()
    }
  })

  it.each([
    ['on this thread', true as const],
    ['on a worker thread, handed gunzip’s buffers whole', 'worker' as const],
    ['there, with this thread opening and hashing the files it may', 'worker-shared' as const]
  ])(
    'on many MiB, hashed %s: bodies across gunzip’s buffers equal the disk',
    async (_, hashing) => {
      const blob = (n: number, seed: number): Buffer => {
        const bytes = Buffer.alloc(n)
        let x = seed
        for (let i = 0; i < n; i++) {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0
          bytes[i] = x >>> 24
        }
        return bytes
      }
      const entries: TarEntry[] = []
      for (let i = 0; i < 12; i++)
        entries.push({ path: `big/${i}.bin`, body: blob(900_000 + i * 1_000, i) })
      for (let i = 0; i < 200; i++)
        entries.push({ path: `small/${i}.html`, body: `<title>P${i}</title>${'x'.repeat(i * 37)}` })
      entries.push({ path: 'link.bin', type: 'Link', linkpath: 'big/3.bin' })
      entries.push({ path: 'big/3.bin', body: blob(50_000, 99) })
      const { digests, staging, done } = await extract(entries, 256 * 1024, hashing)
      try {
        expect(digests.size).toBe(213)
        for (const [file, digest] of digests) {
          const bytes = await readFile(path.join(staging, file))
          expect([file, digest.sha256, digest.size]).toEqual([file, sha(bytes), bytes.length])
        }
        expect(digests.get('small/5.html')?.title).toBe('P5')
        // The link has the bytes big/3.bin had when it was made, not the later ones.
        expect(digests.get('link.bin')?.sha256).toBe(sha(blob(903_000, 3)))
      } finally {
        await done()
      }
    }
  )

  it('on a worker thread, writes every body with its mode and mtime, and leaves no file open', async () => {
    // More small files than this thread may hold open for the worker: the rest the worker creates.
    const count = MAX_WRITING_FILES * 3
    const entries: TarEntry[] = Array.from({ length: count }, (_, i) => ({
      path: `p/${i}.html`,
      body: `<title>T${i}</title>${'y'.repeat(i % 300)}`,
      mode: i % 2 === 0 ? 0o644 : 0o600
    }))
    entries.push({ path: 'empty.txt', body: '' })
    const before = readdirSync('/proc/self/fd').length
    const { digests, staging, done } = await extract(entries, 1024 * 1024, 'worker-shared')
    try {
      expect(readdirSync('/proc/self/fd').length).toBeLessThanOrEqual(before)
      expect(digests.size).toBe(count + 1)
      for (const [i, entry] of entries.entries()) {
        const file = path.join(staging, entry.path)
        const [bytes, info] = await Promise.all([readFile(file), stat(file)])
        expect([entry.path, bytes.toString()]).toEqual([entry.path, String(entry.body)])
        expect(digests.get(entry.path)?.sha256).toBe(sha(bytes))
        expect(info.mtime.toISOString()).toBe('2026-01-02T03:04:05.000Z')
        expect(info.mode & 0o777).toBe(i % 2 === 1 && i < count ? 0o600 : 0o644)
      }
    } finally {
      await done()
    }
  })
})
