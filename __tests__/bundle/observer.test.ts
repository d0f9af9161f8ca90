import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { downloadBundle } from '../../src/bundle/download.js'
import { Deadline, systemClock } from '../../src/time.js'
import { startServer, type TestServer } from '../../__fixtures__/http.js'
import { makeTarGz } from '../../__fixtures__/tarball.js'

let root: string
let server: TestServer | undefined
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'observer-'))
})
afterEach(async () => {
  await server?.close()
  await rm(root, { recursive: true, force: true })
})

it('hands the chosen files to the observer whole, in archive order, as they are extracted', async () => {
  const big = randomBytes(700_000).toString('hex') // spans many inflated chunks
  const bundle = makeTarGz([
    { path: 'index.html', body: '<a href="/x">x</a>' },
    { path: 'img/a.png', body: 'png' },
    { path: 'docs/big.html', body: big },
    { path: 'assets/s.css', body: 'a{}' }
  ])
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-length': bundle.length })
    res.end(bundle)
  })
  const seen: [string, string][] = []
  const asked: [string, number][] = []
  const owned: boolean[] = []
  await downloadBundle(server.url, bundle.length, path.join(root, 'out'), {
    extract: true,
    deadline: new Deadline(systemClock, 20_000),
    refreshLink: () => Promise.reject(new Error('no refresh expected')),
    observer: {
      wants: (rel, size) => (asked.push([rel, size]), /\.(html|css)$/.test(rel)),
      file: (rel, content) => {
        seen.push([rel, content.toString()])
        // Its own memory, even for a 3-byte file (not a slice of Node's shared pool): the site
        // check may move it to a worker thread.
        owned.push(content.byteOffset === 0 && content.buffer.byteLength === content.length)
        structuredClone(content.buffer, { transfer: [content.buffer as ArrayBuffer] })
      }
    }
  })
  expect(owned).toEqual([true, true, true])
  expect(asked).toEqual([
    ['index.html', 18],
    ['img/a.png', 3],
    ['docs/big.html', 1_400_000],
    ['assets/s.css', 3]
  ])
  expect(seen.map(([rel]) => rel)).toEqual(['index.html', 'docs/big.html', 'assets/s.css'])
  expect(seen[1]?.[1]).toBe(big)
})
