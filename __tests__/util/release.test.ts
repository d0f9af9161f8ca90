// The bundle engine frees download and inflate buffers as soon as it is done with them (release.ts).
// That is safe only while two facts about Node and undici hold; these tests pin both, so a Node or
// undici upgrade that breaks one fails here instead of corrupting a user's site.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, gzipSync } from 'node:zlib'
import { request } from 'undici'
import { downloadBundle } from '../../src/export/bundle/download.js'
import { endsItsMemory, release, spansItsMemory } from '../../src/util/release.js'
import { INFLATE_CHUNK_BYTES } from '../../src/export/bundle/sink.js'
import { Deadline, systemClock } from '../../src/util/time.js'
import { startServer, type TestServer } from '../../__fixtures__/http.js'
import { makeTar } from '../../__fixtures__/tarball.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** Compressible but not trivial: hex text, like the prose of a docs page. */
function pages(bytes: number): Buffer {
  return Buffer.from(randomBytes(bytes / 2).toString('hex'))
}

const sha = (data: Buffer): string => createHash('sha256').update(data).digest('hex')

describe('release', () => {
  it('frees the memory at once and leaves the buffer empty', () => {
    const before = process.memoryUsage().arrayBuffers
    const buffers = Array.from({ length: 8 }, () => Buffer.alloc(1024 * 1024, 1))
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThanOrEqual(8 * 1024 * 1024)
    for (const buffer of buffers) release(buffer)
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1024 * 1024)
    expect(buffers.every((buffer) => buffer.length === 0)).toBe(true)
    // Releasing twice is harmless (a detached buffer is skipped).
    release(buffers[0] as Buffer)
  })

  it("never touches Node's shared pool of small Buffers", () => {
    const small = Buffer.from('a small buffer from the pool')
    const neighbour = Buffer.from('its neighbour in the same pool')
    expect(small.buffer).toBe(neighbour.buffer)
    release(small)
    expect(small.toString()).toBe('a small buffer from the pool')
    expect(neighbour.toString()).toBe('its neighbour in the same pool')
  })

  it('tells whole buffers and last pieces from other views', () => {
    const whole = Buffer.alloc(64 * 1024)
    expect(spansItsMemory(whole)).toBe(true)
    expect(spansItsMemory(whole.subarray(1))).toBe(false)
    expect(endsItsMemory(whole.subarray(1))).toBe(true)
    expect(endsItsMemory(whole.subarray(0, 10))).toBe(false)
  })
})

describe("the facts release relies on (Node's zlib and undici)", () => {
  it('gunzip never emits from an output buffer again once a piece has reached its end', async () => {
    const gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES })
    const ended = new Set<ArrayBufferLike>()
    const out: Buffer[] = []
    gunzip.on('data', (chunk: Buffer) => {
      expect(ended.has(chunk.buffer)).toBe(false)
      if (endsItsMemory(chunk)) {
        expect(chunk.buffer.byteLength).toBe(INFLATE_CHUNK_BYTES)
        ended.add(chunk.buffer)
      }
      out.push(Buffer.from(chunk))
    })
    const data = pages(12 * 1024 * 1024)
    const gzipped = gzipSync(data)
    // Fed in socket-sized pieces, as the download feeds it.
    for (let at = 0; at < gzipped.length; at += 64 * 1024) {
      if (!gunzip.write(gzipped.subarray(at, at + 64 * 1024))) {
        await new Promise((resolve) => gunzip.once('drain', resolve))
      }
    }
    gunzip.end()
    await new Promise((resolve) => gunzip.on('end', resolve))
    expect(ended.size).toBeGreaterThanOrEqual(10)
    expect(sha(Buffer.concat(out))).toBe(sha(data))
  })

  it.each([
    ['with a content-length', false],
    ['chunked', true]
  ])(
    'undici keeps no view of a body chunk that spans its memory (%s), even when paused',
    async (_label, chunked) => {
      const data = randomBytes(24 * 1024 * 1024)
      server = await startServer((_req, res) => {
        res.writeHead(200, chunked ? {} : { 'content-length': data.length })
        res.end(data)
      })
      const response = await request(server.url)
      const hash = createHash('sha256')
      let released = 0
      // A slow reader, so undici pauses its parser and puts unread bytes back on the socket.
      const slow = new Writable({
        highWaterMark: 1,
        write(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          setImmediate(() => {
            if (spansItsMemory(chunk) && chunk.length >= 16 * 1024) {
              release(chunk)
              released++
            }
            done()
          })
        }
      })
      await pipeline(response.body, slow)
      expect(released).toBeGreaterThan(10)
      expect(hash.digest('hex')).toBe(sha(data))
    }
  )

  it('downloadBundle releasing every buffer still writes the archive and the site byte for byte', async () => {
    const files = Array.from({ length: 40 }, (_, i) => ({
      path: `docs/page-${i}.html`,
      body: pages(300 * 1024)
    }))
    const bundle = gzipSync(makeTar(files))
    let answer = 0
    server = await startServer((_req, res) => {
      // Once with a length, once chunked: the two ways a storage sends a body.
      res.writeHead(200, answer++ === 0 ? { 'content-length': bundle.length } : {})
      res.end(bundle)
    })
    const root = await mkdtemp(path.join(os.tmpdir(), 'release-test-'))
    try {
      for (const size of [bundle.length, undefined]) {
        const folder = path.join(root, String(size))
        const result = await downloadBundle(`${server.url}/b.tar.gz`, size, folder, {
          extract: true,
          deadline: new Deadline(systemClock, 20_000),
          refreshLink: () => Promise.reject(new Error('no refresh expected'))
        })
        expect(sha(await readFile(result.archivePath))).toBe(sha(bundle))
        for (const file of files) {
          const written = await readFile(path.join(folder, 'site', file.path))
          expect(sha(written)).toBe(sha(file.body))
        }
      }
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
