import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  buildManifest,
  manifestJson,
  readManifest,
  writeManifest,
  type Manifest
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
