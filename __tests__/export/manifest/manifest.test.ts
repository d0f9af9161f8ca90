import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  buildManifest,
  manifestJson,
  readManifest,
  writeManifest,
  type ListedFile,
  type Manifest,
  type ManifestFile
} from '../../../src/export/manifest/manifest.js'
import { writeAtomically } from '../../../src/util/write-file.js'
import {
  changeSentence,
  compareManifests,
  hasChanges
} from '../../../src/export/manifest/compare.js'

const H = (c: string): string => c.repeat(64)
const header = {
  domain: 'docs.example.com',
  jobId: 'exp_1',
  createdAt: new Date('2026-11-25T02:00:00Z')
}

function manifest(
  files: Record<string, [size: number, hash: string, title?: string]>,
  at = header
): Manifest {
  return buildManifest(
    at,
    Object.entries(files).map(([file, [size, hash, title]]) => [
      file,
      title === undefined ? { size, sha256: H(hash) } : { size, sha256: H(hash), title }
    ])
  )
}

let dir = ''
beforeEach(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'manifest-'))))
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('the manifest file', () => {
  it('lists files in the archive’s order, pages with their URL and title, and reads back as written', async () => {
    const m = manifest({
      'guides/x/index.html': [10, 'a', 'X'],
      '_next/static/app.js': [5, 'b', 'not a page'],
      'index.html': [3, 'c']
    })
    expect(m.files).toEqual([
      { path: 'guides/x/index.html', size: 10, sha256: H('a'), url: '/guides/x', title: 'X' },
      { path: '_next/static/app.js', size: 5, sha256: H('b') },
      { path: 'index.html', size: 3, sha256: H('c'), url: '/' }
    ])
    const file = path.join(dir, 'manifest.json')
    await writeAtomically(file, manifestJson(m))
    expect(await readdir(dir)).toEqual(['manifest.json'])
    expect(await readManifest(file, 'docs.example.com')).toEqual({ manifest: m })

    // Written line by line as the entries come: the same text, and nothing left beside it.
    const streamed = path.join(dir, 'streamed.json')
    expect(await writeManifest(streamed, header, m.files)).toBe(3)
    expect(await readFile(streamed, 'utf8')).toBe(manifestJson(m))
    expect((await readdir(dir)).sort()).toEqual(['manifest.json', 'streamed.json'])
    expect(await writeManifest(path.join(dir, 'empty.json'), header, [])).toBe(0)
    expect(JSON.parse(await readFile(path.join(dir, 'empty.json'), 'utf8')).files).toEqual([])
  })

  it('spells the extraction’s records as the same bytes as the entries, whatever their text', async () => {
    // Names and titles JSON must escape, a URL must encode, UTF-8 cannot spell (half a pair), and
    // pages, assets, the 404 page and _next/ files: the records go through the byte path and
    // every fall-back to strings.
    const files: [string, number, string | undefined][] = [
      ['index.html', 0, 'Home'],
      ['guides/x/index.htm', 12, 'Quote " and \\ back'],
      ['guides/y.html', 2 ** 40 + 3, undefined],
      ['_next/static/app.js', 5, undefined],
      ['_next/x.html', 5, 'not listed'],
      ['404.html', 9, 'Not found'],
      ['a b/c%d(e)*/index.html', 1, 'Tab\tand\u0001control'],
      ['it\'s "quoted"\\/p.html', 7, 'é — ü 😀'],
      ['ctl\u0007/name.HTML', 8, `${'a'.repeat(199)}\u{1F600}`.slice(0, 200)],
      ['ünï/cödé.html', 4, '\u2028 line separators \u2029 stay'],
      ['deep/a/b/c/d/e/f/g.png', 3, undefined],
      ['deep/a/b/c/d/e/f/index.html', 3, 'Deep'],
      ['deep/a/x.css', 3, undefined]
    ]
    const digest = (i: number): Buffer => Buffer.alloc(32, i * 7 + 1)
    const expected = buildManifest(
      header,
      files.map(([file, size, title], i) => [
        file,
        { size, sha256: digest(i).toString('hex'), ...(title === undefined ? {} : { title }) }
      ])
    )
    function* records(): Generator<ListedFile> {
      // One record filled again for each file, in a buffer longer than the name, as the sink does.
      const record: ListedFile = {
        path: Buffer.alloc(0),
        pathEnd: 0,
        size: 0,
        digests: Buffer.alloc(0),
        digestAt: 0,
        titles: Buffer.alloc(0),
        titleAt: 0,
        titleLength: 0
      }
      for (const [i, [file, size, title]] of files.entries()) {
        const name = Buffer.from(`${file}/left-over`)
        const wellFormed = title?.isWellFormed() ?? true
        const text = Buffer.from(`xx${title ?? ''}`, wellFormed ? 'utf8' : 'utf16le')
        const digests = Buffer.concat([Buffer.alloc(40), digest(i)])
        Object.assign(record, {
          path: name,
          pathEnd: Buffer.byteLength(file),
          size,
          digests,
          digestAt: 40,
          titles: text,
          titleAt: wellFormed ? 2 : 4,
          titleLength: title === undefined ? 0 : wellFormed ? text.length - 2 : -(text.length - 4)
        })
        yield record
      }
    }
    const file = path.join(dir, 'listed.json')
    expect(await writeManifest(file, header, { listed: records() })).toBe(files.length)
    expect(await readFile(file, 'utf8')).toBe(manifestJson(expected))

    // Many files: past a piece's size, with entries that come after the records.
    const many = Array.from({ length: 4000 }, (_, i) => `p/${i}/${'n'.repeat(i % 90)}.html`)
    const added = { path: 'robots.txt', size: 2, sha256: H('f') }
    const big = buildManifest(
      header,
      many.map((name, i) => [
        name,
        { size: i, sha256: digest(i % 30).toString('hex'), title: `T${i}` }
      ])
    )
    function* manyRecords(): Generator<ListedFile> {
      for (const [i, name] of many.entries()) {
        const titles = Buffer.from(`T${i}`)
        yield {
          path: Buffer.from(name),
          pathEnd: Buffer.byteLength(name),
          size: i,
          digests: digest(i % 30),
          digestAt: 0,
          titles,
          titleAt: 0,
          titleLength: titles.length
        }
      }
    }
    async function* more(): AsyncGenerator<ManifestFile> {
      yield added
    }
    const bigFile = path.join(dir, 'big.json')
    expect(await writeManifest(bigFile, header, { listed: manyRecords() }, more())).toBe(4001)
    expect(await readFile(bigFile, 'utf8')).toBe(
      manifestJson({ ...big, files: [...big.files, added] })
    )
  })

  it('a missing file is the first export; a truncated, foreign or malformed one says why', async () => {
    const file = path.join(dir, 'manifest.json')
    expect(await readManifest(file, 'docs.example.com')).toEqual({ missing: true })
    const text = manifestJson(manifest({ 'index.html': [3, 'c'] }))
    await writeFile(file, text.slice(0, -20))
    expect(await readManifest(file, 'docs.example.com')).toMatchObject({
      unusable: expect.stringMatching(/not whole JSON/)
    })
    await writeFile(file, text)
    expect(await readManifest(file, 'other.example.com')).toEqual({
      unusable: 'it is the manifest of another site, "docs.example.com"'
    })
    const cases: [unknown, RegExp][] = [
      [[], /not a JSON object/],
      [{ format: 'x' }, /"format"/],
      [{ ...JSON.parse(text), formatVersion: 2 }, /formatVersion/],
      [{ ...JSON.parse(text), files: [{ path: '../x', size: 1, sha256: H('a') }] }, /entry 1/],
      [{ ...JSON.parse(text), files: [{ path: 'x', size: -1, sha256: H('a') }] }, /entry 1/],
      [{ ...JSON.parse(text), files: [{ path: 'x', size: 1, sha256: 'abc' }] }, /entry 1/],
      [
        {
          ...JSON.parse(text),
          files: [
            { path: 'x', size: 1, sha256: H('a') },
            { path: 'x', size: 1, sha256: H('a') }
          ]
        },
        /twice/
      ]
    ]
    for (const [value, why] of cases) {
      await writeFile(file, JSON.stringify(value))
      expect(await readManifest(file, 'docs.example.com')).toMatchObject({
        unusable: expect.stringMatching(why)
      })
    }
    await mkdir(path.join(dir, 'folder'))
    expect(await readManifest(path.join(dir, 'folder'), 'docs.example.com')).toEqual({
      unusable: 'it is a folder'
    })
  })
})

describe('compareManifests', () => {
  const before = manifest({
    'index.html': [3, 'a', 'Home'],
    'guides/x/index.html': [4, 'b', 'X'],
    'guides/old/index.html': [4, 'c', 'Old'],
    'images/logo.png': [9, 'd'],
    '_next/static/app.js': [5, 'e']
  })

  it('the same site: no change, nothing to invalidate', () => {
    const changes = compareManifests(before, structuredClone(before))
    expect(hasChanges(changes)).toBe(false)
    expect(changes.changedPaths).toEqual([])
    expect(changeSentence(changes, Date.parse('2026-11-26T08:00:00Z'))).toBe(
      'No change since the export of 2026-11-25 02:00 UTC (30 h ago)'
    )
  })

  it('a page edited, added and removed (a rename), and a binary asset changed', () => {
    const after = manifest({
      'index.html': [3, 'a', 'Home'],
      'guides/x/index.html': [4, 'f', 'X, edited'],
      'guides/new/index.html': [4, 'c', 'Old'],
      'images/logo.png': [9, '9'],
      '_next/static/app.js': [5, 'e']
    })
    const changes = compareManifests(before, after)
    expect(changes.pages).toEqual({
      changed: [{ path: 'guides/x/index.html', url: '/guides/x', title: 'X, edited' }],
      added: [{ path: 'guides/new/index.html', url: '/guides/new', title: 'Old' }],
      removed: [{ path: 'guides/old/index.html', url: '/guides/old', title: 'Old' }]
    })
    expect(changes.otherFiles).toEqual({ added: 0, removed: 0, changed: 1 })
    // Every URL form serve.js answers with each changed file (served-paths.test.ts).
    expect(changes.changedPaths).toEqual(
      ['new', 'old', 'x']
        .flatMap((p) =>
          ['', '/', '/index', '/index/', '/index.html'].map((end) => `/guides/${p}${end}`)
        )
        .concat('/images/logo.png')
        .sort()
    )
    expect(changeSentence(changes, Date.parse('2026-11-25T03:00:00Z'))).toMatch(
      /^1 page changed, 1 added, 1 removed since the export of 02:00 UTC .*; 1 other file changed, added or removed$/
    )
  })

  it('without a previous manifest, everything is added', () => {
    const changes = compareManifests(undefined, before)
    expect(hasChanges(changes)).toBe(true)
    expect(changes.pages.added).toHaveLength(3)
    expect(changes.otherFiles.added).toBe(2)
    expect(changeSentence(changes)).toBe(
      'First export compared: 3 pages and 2 other files, all new'
    )
  })
})
