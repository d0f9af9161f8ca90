import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { downloadBundle } from '../../../src/export/bundle/download.js'
import type { FileObserver } from '../../../src/export/bundle/sink.js'
import { Deadline, systemClock } from '../../../src/util/time.js'
import { startServer, type TestServer } from '../../../__fixtures__/http.js'
import { listSiteFiles } from '../../../__fixtures__/site-on-disk.js'
import { makeTarGz } from '../../../__fixtures__/tarball.js'

let root: string
let server: TestServer | undefined
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'observer-'))
})
afterEach(async () => {
  await server?.close()
  await rm(root, { recursive: true, force: true })
})

async function serveOnce(bundle: Buffer): Promise<string> {
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-length': bundle.length })
    res.end(bundle)
  })
  return server.url
}

function options(observer?: FileObserver) {
  return {
    extract: true,
    deadline: new Deadline(systemClock, 20_000),
    refreshLink: () => Promise.reject(new Error('no refresh expected')),
    sleep: () => Promise.resolve(),
    observer
  }
}

/** An observer that reads .html and .css files, copying each piece (pieces are only lent). */
function recorder() {
  const opened: [string, number][] = []
  const read: { rel: string; pieces: Buffer[]; ended: boolean }[] = []
  const observer: FileObserver = {
    open(rel, size) {
      opened.push([rel, size])
      if (!/\.(html|css)$/.test(rel)) return undefined
      const file = { rel, pieces: [] as Buffer[], ended: false }
      read.push(file)
      return {
        data: (piece) => void file.pieces.push(Buffer.from(piece)),
        end: () => void (file.ended = true)
      }
    },
    startOver: () => undefined
  }
  return { observer, opened, read }
}

it('hands the chosen files to a reader piece by piece, whole and in archive order', async () => {
  const big = randomBytes(700_000).toString('hex') // spans many inflated chunks
  const bundle = makeTarGz([
    { path: 'index.html', body: '<a href="/x">x</a>' },
    { path: 'img/a.png', body: 'png' },
    { path: 'docs/big.html', body: big },
    { path: 'empty.html', body: '' },
    { path: 'assets/s.css', body: 'a{}' }
  ])
  const { observer, opened, read } = recorder()
  await downloadBundle(await serveOnce(bundle), bundle.length, path.join(root, 'out'), {
    ...options(observer)
  })
  expect(opened).toEqual([
    ['index.html', 18],
    ['img/a.png', 3],
    ['docs/big.html', 1_400_000],
    ['empty.html', 0],
    ['assets/s.css', 3]
  ])
  expect(read.map((file) => [file.rel, Buffer.concat(file.pieces).toString(), file.ended])).toEqual(
    [
      ['index.html', '<a href="/x">x</a>', true],
      ['docs/big.html', big, true],
      ['empty.html', '', true],
      ['assets/s.css', 'a{}', true]
    ]
  )
  // Lent, not copied per file: the big page arrives as the inflated pieces it spans.
  expect(read[1]?.pieces.length).toBeGreaterThan(1)
})

it('says when the download starts over, so nothing read from the abandoned pass counts', async () => {
  const bundle = makeTarGz([
    { path: 'a.html', body: 'first' },
    { path: 'big.bin', body: randomBytes(200_000) }
  ])
  let first = true
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-length': bundle.length })
    if (first) {
      first = false
      res.write(bundle.subarray(0, 60_000), () => res.destroy())
    } else res.end(bundle)
  })
  const events: string[] = []
  const observer: FileObserver = {
    open: (rel) => {
      events.push(`open ${rel}`)
      return { data: () => undefined, end: () => void events.push(`end ${rel}`) }
    },
    startOver: () => void events.push('start over')
  }
  await downloadBundle(server.url, bundle.length, path.join(root, 'out'), options(observer))
  // Whether the cut pass got as far as a.html depends on timing; the start-over comes before the
  // whole pass either way.
  expect(events.filter((event) => event === 'start over')).toHaveLength(1)
  expect(events.slice(events.indexOf('start over') + 1)).toEqual([
    'open a.html',
    'end a.html',
    'open big.bin',
    'end big.bin'
  ])
})

it("lists the site's files from the archive exactly as they end up on disk", async () => {
  const bundle = makeTarGz([
    { path: 'docs/', type: 'Directory' },
    { path: 'docs/a.html', body: 'old' },
    { path: 'docs/a.html', body: 'replaced' }, // a later entry wins, as with tar
    { path: 'docs/b.html', body: 'b' },
    { path: 'docs/b.html', type: 'SymbolicLink', linkpath: 'a.html' }, // a file turned link
    { path: 'hard.html', type: 'Link', linkpath: 'docs/a.html' },
    { path: 'link.html', type: 'SymbolicLink', linkpath: 'hard.html' },
    { path: 'Ünïcode name.css', body: 'x{}' },
    { path: 'empty/', type: 'Directory' }
  ])
  const folder = path.join(root, 'out')
  const { observer } = recorder()
  const result = await downloadBundle(
    await serveOnce(bundle),
    bundle.length,
    folder,
    options(observer)
  )
  const onDisk = await listSiteFiles(path.join(folder, 'site'))
  const paths = [...(result.siteFiles?.paths ?? [])]
  expect([...paths].sort()).toEqual(onDisk.files.sort())
  expect(paths).toEqual(['docs/a.html', 'hard.html', 'Ünïcode name.css'])
  // The hard link's bytes are the file's: counted once, as `du` counts them.
  expect(result.siteFiles?.bytes).toBe('replaced'.length + 'x{}'.length)
})

it('lists no site files when only the archive is kept, or for no observer', async () => {
  const bundle = makeTarGz([{ path: 'a.html', body: 'a' }])
  const url = await serveOnce(bundle)
  const kept = await downloadBundle(url, bundle.length, path.join(root, 'a'), {
    ...options(recorder().observer),
    extract: false
  })
  expect(kept.siteFiles).toBeUndefined()
  const unobserved = await downloadBundle(url, bundle.length, path.join(root, 'b'), options())
  expect(unobserved.extractPath).toBeDefined()
  expect(unobserved.siteFiles).toBeUndefined()
})
