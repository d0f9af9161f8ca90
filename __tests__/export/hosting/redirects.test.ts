// docs.json's redirects as Mintlify reads them: inline or through a `$ref` inside the docs folder,
// each with the line that defines it, bad entries warned of and skipped.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { readRedirects } from '../../../src/export/hosting/redirects.js'
import { docsJson, REDIRECTS } from '../../../__fixtures__/redirect-site.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'redirects-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('readRedirects', () => {
  it('reads docs.json redirects in order, each with its line', async () => {
    const text = docsJson()
    await writeFile(path.join(dir, 'docs.json'), text)
    const read = await readRedirects(dir)
    expect(read.warnings).toEqual([])
    expect(read.redirects.map((r) => r.source)).toEqual(REDIRECTS.map((r) => r.source))
    const lines = text.split('\n')
    for (const r of read.redirects) {
      expect(lines[r.line - 1]).toContain(`"source": "${r.source}"`)
      expect(r.file).toBe('docs.json')
    }
    expect(read.redirects.find((r) => r.source === '/editor/inline-ai')?.permanent).toBe(false)
  })

  it('follows a $ref to a file in the docs folder, and points at that file', async () => {
    await mkdir(path.join(dir, 'config'))
    await writeFile(path.join(dir, 'config', 'redirects.json'), JSON.stringify(REDIRECTS, null, 2))
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({ redirects: { $ref: './config/redirects.json' } })
    )
    const read = await readRedirects(dir)
    expect(read.redirects).toHaveLength(REDIRECTS.length)
    expect(read.redirects[0]).toMatchObject({ file: 'config/redirects.json', line: 3 })
  })

  it('does not follow a $ref out of the docs folder, through a link or by path', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'outside-'))
    try {
      await writeFile(path.join(outside, 'r.json'), JSON.stringify(REDIRECTS))
      await symlink(path.join(outside, 'r.json'), path.join(dir, 'linked.json'))
      for (const ref of [
        '../' + path.basename(outside) + '/r.json',
        'linked.json',
        path.join(outside, 'r.json')
      ]) {
        await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ redirects: { $ref: ref } }))
        const read = await readRedirects(dir)
        expect(read.redirects).toEqual([])
        expect(read.warnings.join()).toMatch(/is not a file inside the docs folder/)
      }
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })

  it('warns of entries with no source, a source with # or ?, or no destination, and skips them', async () => {
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify(
        {
          redirects: [
            { destination: '/x' },
            { source: '/a#b', destination: '/x' },
            { source: '/a?b=1', destination: '/x' },
            { source: '/c' },
            { source: 'd/', destination: '/x' }
          ]
        },
        null,
        2
      )
    )
    const read = await readRedirects(dir)
    expect(read.redirects.map((r) => r.source)).toEqual(['/d'])
    expect(read.warnings).toHaveLength(4)
    expect(read.warnings[1]).toMatch(
      /docs\.json:\d+ \(redirect 2\): the source '\/a#b' holds '#' or '\?'/
    )
  })

  it('reads mint.json when there is no docs.json, and nothing when neither is there', async () => {
    expect(await readRedirects(dir)).toEqual({ redirects: [], warnings: [] })
    await writeFile(
      path.join(dir, 'mint.json'),
      JSON.stringify({ redirects: [{ source: '/a', destination: '/b' }] })
    )
    expect((await readRedirects(dir)).redirects.map((r) => r.destination)).toEqual(['/b'])
  })
})
