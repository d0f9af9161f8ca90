import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { Header, Pax } from 'tar'
import { buildTarGz, SAMPLE_SITE } from '../../../emulator/site.js'
import type { ExportBundle } from '../../../src/api/api.js'
import { downloadBundle, type BundleOptions } from '../../../src/export/bundle/download.js'
import { BundleError } from '../../../src/export/bundle/errors.js'
import { Deadline, systemClock } from '../../../src/util/time.js'
import { startServer, type TestServer } from '../../../__fixtures__/http.js'
import { makeTar, makeTarGz, type TarEntry } from '../../../__fixtures__/tarball.js'

let root: string
let folder: string
let server: TestServer | undefined

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bundle-test-'))
  folder = path.join(root, 'out')
})
afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(root, { recursive: true, force: true })
})

interface ServeOptions {
  acceptRanges?: boolean
  /** Cut the connection of the first N answers after this many bytes. */
  cut?: { times: number; afterBytes: number }
  /** Answer these statuses first, one per request. */
  statuses?: number[]
  etag?: string
  /** Answer a Range request from this offset instead of the one asked. */
  wrongOffset?: number
}

/** A storage stand-in: serves `bundle` at any path, with the faults a presigned link can show. */
async function serve(bundle: Buffer, options: ServeOptions = {}): Promise<TestServer> {
  let cuts = options.cut?.times ?? 0
  const statuses = [...(options.statuses ?? [])]
  server = await startServer((req: IncomingMessage, res: ServerResponse) => {
    const status = statuses.shift()
    if (status !== undefined) {
      res.writeHead(status, { 'content-type': 'application/xml' })
      res.end('<Error><Code>Nope</Code></Error>')
      return
    }
    const headers: Record<string, string | number> = { 'content-type': 'application/gzip' }
    if (options.acceptRanges) headers['accept-ranges'] = 'bytes'
    if (options.etag) headers.etag = options.etag
    let start = 0
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '')
    let code = 200
    if (range && options.acceptRanges) {
      start = options.wrongOffset ?? Number(range[1])
      code = 206
      headers['content-range'] = `bytes ${start}-${bundle.length - 1}/${bundle.length}`
    }
    headers['content-length'] = bundle.length - start
    res.writeHead(code, headers)
    const body = bundle.subarray(start)
    if (cuts > 0) {
      cuts--
      res.write(body.subarray(0, options.cut?.afterBytes ?? 0), () => res.destroy())
      return
    }
    res.end(body)
  })
  return server
}

function options(overrides: Partial<BundleOptions> = {}): BundleOptions & { logs: string[] } {
  const logs: string[] = []
  return {
    extract: true,
    deadline: new Deadline(systemClock, 20_000),
    refreshLink: () => Promise.reject(new Error('no refresh expected')),
    sleep: () => Promise.resolve(),
    log: (message) => logs.push(message),
    logs,
    ...overrides
  }
}

/** Every path under `dir`, relative, sorted; symlinks are listed, not followed. */
async function tree(dir: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      found.push(child)
      if (entry.isDirectory()) await walk(child)
    }
  }
  if (existsSync(dir)) await walk('')
  return found.sort()
}

const SITE_FILES = Object.keys(SAMPLE_SITE)

describe('downloadBundle', () => {
  it('writes the archive and the site byte for byte, with no Authorization and no leftovers', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    const storage = await serve(bundle)
    const result = await downloadBundle(
      `${storage.url}/b.tar.gz?sig=1`,
      bundle.length,
      folder,
      options()
    )
    expect(result).toEqual({
      archivePath: path.join(folder, 'bundle.tar.gz'),
      extractPath: path.join(folder, 'site'),
      bytes: bundle.length,
      entries: SITE_FILES.length,
      // Listed only for an observer (the site check), see observer.test.ts.
      siteFiles: undefined,
      // Each file's digest for the manifest, taken as it was extracted (digests.test.ts).
      digested: expect.any(Object),
      refreshedLink: undefined,
      // Nothing left out, nothing swept in (swept.ts; zip.test.ts and archive.test.ts).
      swept: expect.objectContaining({ launchers: [], secretCount: 0, sourceCount: 0 })
    })
    expect(await readFile(result.archivePath)).toEqual(bundle)
    for (const [name, content] of Object.entries(SAMPLE_SITE)) {
      expect(await readFile(path.join(folder, 'site', name), 'utf8')).toBe(content)
    }
    expect(await readdir(folder)).toEqual(['bundle.tar.gz', 'site'])
    expect(storage.requests).toHaveLength(1)
    expect(storage.requests[0]?.headers.authorization).toBeUndefined()
    expect(storage.requests[0]?.headers['user-agent']).toMatch(/^mintlify-admin-action\//)
  })

  it('keeps links, modes and mtimes that stay inside, and replaces an earlier site whole', async () => {
    await mkdir(path.join(folder, 'site'), { recursive: true })
    await writeFile(path.join(folder, 'site', 'stale.html'), 'old')
    const entries: TarEntry[] = [
      { path: './', type: 'Directory' },
      { path: 'docs/', type: 'Directory' },
      { path: 'docs/index.html', body: '<h1>v2</h1>' },
      { path: 'docs/run.sh', body: '#!/bin/sh\n', mode: 0o4755 },
      { path: 'docs/latest', type: 'SymbolicLink', linkpath: '../docs' },
      { path: 'home.html', type: 'SymbolicLink', linkpath: 'docs/index.html' },
      { path: 'copy.html', type: 'Link', linkpath: 'docs/index.html' },
      { path: 'docs/index.html', body: '<h1>v3</h1>' },
      { path: 'empty.txt', body: '' }
    ]
    const bundle = makeTarGz(entries)
    const storage = await serve(bundle)
    await downloadBundle(storage.url, bundle.length, folder, options())
    const site = path.join(folder, 'site')
    expect(await tree(site)).toEqual([
      'copy.html',
      'docs',
      'docs/index.html',
      'docs/latest',
      'docs/run.sh',
      'empty.txt',
      'home.html'
    ])
    expect(await readFile(path.join(site, 'docs/index.html'), 'utf8')).toBe('<h1>v3</h1>')
    expect(await readFile(path.join(site, 'copy.html'), 'utf8')).toBe('<h1>v2</h1>')
    expect(await readlink(path.join(site, 'home.html'))).toBe('docs/index.html')
    expect(await readFile(path.join(site, 'empty.txt'), 'utf8')).toBe('')
    const script = await lstat(path.join(site, 'docs/run.sh'))
    expect(script.mode & 0o7000).toBe(0)
    expect(script.mtime.toISOString()).toBe('2026-01-02T03:04:05.000Z')
    expect(await readdir(folder)).toEqual(['bundle.tar.gz', 'site'])
  })

  it('with extract false keeps only the archive, still checking gzip and tar', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    const storage = await serve(bundle)
    const result = await downloadBundle(
      storage.url,
      bundle.length,
      folder,
      options({ extract: false })
    )
    expect(result.extractPath).toBeUndefined()
    expect(result.entries).toBe(SITE_FILES.length)
    expect(await readdir(folder)).toEqual(['bundle.tar.gz'])

    await server?.close()
    const hostile = makeTarGz([{ path: '../x', body: 'x' }])
    const again = await serve(hostile)
    await expect(
      downloadBundle(again.url, hostile.length, folder, options({ extract: false }))
    ).rejects.toThrow(/refused.*'\.\.\/x'/)
    expect(await readFile(path.join(folder, 'bundle.tar.gz'))).toEqual(bundle)
  })

  describe('refuses hostile archives, leaving nothing outside the folder and the old site intact', () => {
    const escapeDir = (): string => path.join(root, 'outside')
    const cases: [string, () => TarEntry[], RegExp][] = [
      [
        'an absolute path',
        () => [{ path: path.join(escapeDir(), 'abs.txt'), body: 'pwned' }],
        /is absolute/
      ],
      ['a ../ path', () => [{ path: '../outside/dotdot.txt', body: 'pwned' }], /contains '\.\.'/],
      [
        'a ../ hidden in the middle',
        () => [{ path: 'a/../../outside/mid.txt', body: 'pwned' }],
        /contains '\.\.'/
      ],
      [
        'a symlink to an absolute path',
        () => [
          { path: 'link', type: 'SymbolicLink', linkpath: escapeDir() },
          { path: 'link/abs-link.txt', body: 'pwned' }
        ],
        /symbolic link to the absolute path/
      ],
      [
        'a symlink out of the folder',
        () => [
          { path: 'docs/up', type: 'SymbolicLink', linkpath: '../../outside' },
          { path: 'docs/up/through.txt', body: 'pwned' }
        ],
        /leaves the extraction folder/
      ],
      [
        'a chain of symlinks that leads out',
        () => [
          { path: 'a/b/', type: 'Directory' },
          { path: 'a/b/s', type: 'SymbolicLink', linkpath: '../..' },
          { path: 't', type: 'SymbolicLink', linkpath: 'a/b/s/../outside' }
        ],
        /'t'.*leaves the extraction folder/
      ],
      [
        'a symlink whose escape only shows once a later link exists',
        () => [
          { path: 't', type: 'SymbolicLink', linkpath: 'a/b/s/../outside' },
          { path: 'a/b/', type: 'Directory' },
          { path: 'a/b/s', type: 'SymbolicLink', linkpath: '../..' }
        ],
        /'t'.*leaves the extraction folder/
      ],
      [
        'a loop of symlinks',
        () => [
          { path: 'x', type: 'SymbolicLink', linkpath: 'y' },
          { path: 'y', type: 'SymbolicLink', linkpath: 'x/z' }
        ],
        /loop/
      ],
      [
        'a file written through an inside symlink',
        () => [
          { path: 'real/', type: 'Directory' },
          { path: 'alias', type: 'SymbolicLink', linkpath: 'real' },
          { path: 'alias/f.txt', body: 'x' }
        ],
        /through the symbolic link 'alias'/
      ],
      [
        'a symlink whose name differs from a folder only in case (one name on Linux, another in the check)',
        () => [
          { path: 'A/f.html', body: 'x' },
          { path: 'a', type: 'SymbolicLink', linkpath: 'd0/d1' },
          { path: 't', type: 'SymbolicLink', linkpath: 'A/../../outside' }
        ],
        /'a' and 'A' differ only in letter case/
      ],
      [
        'a file that replaces a symlink by another spelling, then a write beneath it',
        () => [
          { path: 't', type: 'SymbolicLink', linkpath: 'real' },
          { path: 'T', body: 'x' },
          { path: 't/evil.txt', body: 'pwned' }
        ],
        /'T' and 't' differ only in letter case/
      ],
      [
        'a write beneath a symlink that a file of the same name replaced',
        () => [
          { path: 'real/', type: 'Directory' },
          { path: 't', type: 'SymbolicLink', linkpath: 'real' },
          { path: 't', body: 'x' },
          { path: 't/f.txt', body: 'x' }
        ],
        /through the symbolic link 't'/
      ],
      [
        'a link in place of a folder an earlier hard link was written into (leading out)',
        () => [
          { path: 'src', body: '#!/bin/sh\necho pwned\n', mode: 0o755 },
          { path: 'p/.git/hooks/pre-commit', type: 'Link', linkpath: 'src' },
          { path: 'p', type: 'SymbolicLink', linkpath: 'q/q/../..' },
          { path: 'q', type: 'SymbolicLink', linkpath: '.' },
          { path: 'big', body: 'x'.repeat(100_000) },
          { path: 'q', type: 'Link', linkpath: 'big' }
        ],
        /it would replace the folder 'p' of earlier entries/
      ],
      [
        'a link in place of a folder an earlier entry was written into (staying inside)',
        () => [
          { path: 'src', body: 'x' },
          { path: 'p/h', type: 'Link', linkpath: 'src' },
          { path: 'real/', type: 'Directory' },
          { path: 'p', type: 'SymbolicLink', linkpath: 'real' }
        ],
        /it would replace the folder 'p' of earlier entries/
      ],
      [
        'names that only full case folding takes for one (final and medial sigma)',
        () => [
          { path: '\u03c2.html', body: 'x' },
          { path: '\u03c3.html', body: 'x' }
        ],
        /differ only in letter case or Unicode form/
      ],
      [
        'names that differ only in Unicode form',
        () => [
          { path: 'caf\u00e9.html', body: 'x' },
          { path: 'cafe\u0301.html', body: 'x' }
        ],
        /differ only in letter case or Unicode form/
      ],
      [
        'a hard link out of the folder',
        () => [{ path: 'hard', type: 'Link', linkpath: '../outside/target.txt' }],
        /hard link target contains '\.\.'/
      ],
      [
        'a hard link to an absolute path',
        () => [{ path: 'hard', type: 'Link', linkpath: '/etc/passwd' }],
        /hard link target is absolute/
      ],
      [
        'a hard link to a symlink',
        () => [
          { path: 'd/', type: 'Directory' },
          { path: 'd/s', type: 'SymbolicLink', linkpath: '..' },
          { path: 'h', type: 'Link', linkpath: 'd/s' }
        ],
        /not a regular file earlier/
      ],
      ['a character device', () => [{ path: 'tty', type: 'CharacterDevice' }], /character device/],
      ['a block device', () => [{ path: 'disk', type: 'BlockDevice' }], /block device/],
      ['a FIFO', () => [{ path: 'pipe', type: 'FIFO' }], /FIFO/],
      [
        'an entry for the folder itself',
        () => [{ path: './', type: 'SymbolicLink', linkpath: 'x' }],
        /extraction folder itself/
      ]
    ]

    it.each(cases)('%s', async (_name, build, message) => {
      const good = await buildTarGz(SAMPLE_SITE)
      const first = await serve(good)
      await downloadBundle(first.url, good.length, folder, options())
      await server?.close()
      await mkdir(escapeDir())
      await writeFile(path.join(escapeDir(), 'target.txt'), 'original')
      const before = await tree(root)

      // Legitimate files before the hostile entry, so extraction is under way when it is met.
      const bundle = makeTarGz([
        { path: 'first.html', body: 'a' },
        { path: 'second/page.html', body: 'b' },
        ...build()
      ])
      const storage = await serve(bundle)
      const error = await downloadBundle(storage.url, bundle.length, folder, options()).catch(
        (e: unknown) => e
      )
      expect(error).toBeInstanceOf(BundleError)
      expect((error as Error).message).toMatch(/^The bundle was refused/)
      expect((error as Error).message).toMatch(message)
      expect(await tree(root)).toEqual(before)
      expect(await readFile(path.join(escapeDir(), 'target.txt'), 'utf8')).toBe('original')
      expect(await readFile(path.join(folder, 'bundle.tar.gz'))).toEqual(good)
    })
  })

  it('refuses a gzip inside the gzip, which node-tar would inflate past the zip bomb check', async () => {
    const bundle = gzipSync(makeTarGz([{ path: 'index.html', body: 'x' }]))
    const storage = await serve(bundle)
    await expect(downloadBundle(storage.url, bundle.length, folder, options())).rejects.toThrow(
      'The bundle is a gzip inside a gzip: refused.'
    )
    expect(await tree(folder)).toEqual([])
  })

  it('refuses an extended header too large to need, rather than skip what it says', async () => {
    // A reader that drops a header over its limit drops the link target it carries too, while
    // GNU tar would make index.html a link to /etc/passwd.
    const pax = new Pax({ comment: 'x'.repeat(1024 * 1024 + 1), linkpath: '/etc/passwd' }).encode()
    const tar = Buffer.concat([
      makeTar([{ path: 'real.html', body: 'real' }], { endMarker: false }),
      pax,
      makeTar([{ path: 'index.html', type: 'SymbolicLink', linkpath: 'real.html' }])
    ])
    const bundle = gzipSync(tar)
    const storage = await serve(bundle)
    await expect(downloadBundle(storage.url, bundle.length, folder, options())).rejects.toThrow(
      /extended tar header holds 1048\d+ bytes/
    )
    expect(await tree(folder)).toEqual([])
  })

  it('keeps a hard link a regular file when a later entry turns its source into a link', async () => {
    const bundle = makeTarGz([
      { path: 'a/b/c/d/e/g/f', body: 'page' },
      { path: 'x/y/z/h', type: 'Link', linkpath: 'a/b/c/d/e/g/f' },
      { path: 'a/b/c/d/e/g/f', type: 'SymbolicLink', linkpath: '../../../../../..' }
    ])
    const storage = await serve(bundle)
    await downloadBundle(storage.url, bundle.length, folder, options())
    const linked = path.join(folder, 'site/x/y/z/h')
    expect((await lstat(linked)).isFile()).toBe(true)
    expect(await readFile(linked, 'utf8')).toBe('page')
  })

  it('refuses a size other than sizeBytes, announced or sent', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    const storage = await serve(bundle)
    await expect(
      downloadBundle(storage.url, bundle.length + 10, folder, options())
    ).rejects.toThrow(
      new RegExp(
        `announced ${bundle.length} bytes, but the bundle's sizeBytes is ${bundle.length + 10}`
      )
    )
    expect(await tree(folder)).toEqual([])
  })

  it('refuses a body longer than sizeBytes when no length is announced', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' })
      res.end(bundle)
    })
    await expect(downloadBundle(server.url, 100, folder, options())).rejects.toThrow(
      /sent at least \d+ bytes, but the bundle's sizeBytes is 100/
    )
    await expect(downloadBundle(server.url, bundle.length + 1, folder, options())).rejects.toThrow(
      new RegExp(`sent ${bundle.length} bytes`)
    )
    expect(await tree(folder)).toEqual([])
  })

  it('accepts a tar that ends right after its last member, as GNU tar, bsdtar and Python do', async () => {
    // The gzip trailer (CRC-32, length) and sizeBytes already prove the download whole.
    const noEnd = makeTarGz([{ path: 'a.html', body: 'a' }], { endMarker: false })
    await serve(noEnd)
    const result = await downloadBundle(server!.url, noEnd.length, folder, options())
    expect(await readFile(path.join(folder, 'site', 'a.html'), 'utf8')).toBe('a')
    expect(result.entries).toBe(1)
  })

  it('refuses a corrupt gzip, a gzip cut short, a tar cut inside an entry and a lone zero block', async () => {
    const garbage = Buffer.from('this is not gzip at all, just text '.repeat(40))
    let storage = await serve(garbage)
    await expect(downloadBundle(storage.url, garbage.length, folder, options())).rejects.toThrow(
      /neither a gzip'd tarball nor a zip \(it starts with the bytes 74 68 69 73 20 69 73 20\)/
    )
    await server?.close()
    // gzip's magic, then no valid stream.
    const corrupt = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), garbage])
    storage = await serve(corrupt)
    await expect(downloadBundle(storage.url, corrupt.length, folder, options())).rejects.toThrow(
      /not a valid gzip stream/
    )
    await server?.close()

    const whole = await buildTarGz(SAMPLE_SITE)
    const short = whole.subarray(0, whole.length - 12)
    storage = await serve(short)
    await expect(downloadBundle(storage.url, short.length, folder, options())).rejects.toThrow(
      /not a valid gzip stream \(unexpected end of file\)/
    )
    await server?.close()

    // One zero block is not the end when an entry follows it.
    const zeroInside = gzipSync(
      Buffer.concat([
        makeTar([{ path: 'a.html', body: 'a' }], { endMarker: false }),
        Buffer.alloc(512),
        makeTar([{ path: 'b.html', body: 'b' }], { endMarker: false })
      ])
    )
    storage = await serve(zeroInside)
    await expect(downloadBundle(storage.url, zeroInside.length, folder, options())).rejects.toThrow(
      /end-of-archive marker/
    )
    await server?.close()

    const cutTar = gzipSync(makeTar([{ path: 'a.html', body: 'x'.repeat(2000) }]).subarray(0, 1024))
    storage = await serve(cutTar)
    await expect(downloadBundle(storage.url, cutTar.length, folder, options())).rejects.toThrow(
      /stops in the middle of an entry: the bundle is incomplete/
    )
    expect(await tree(folder)).toEqual([])
  })

  it('resumes a cut download with Range when the storage allows it', async () => {
    const bundle = makeTarGz([{ path: 'big.bin', body: randomBytes(300_000) }])
    const storage = await serve(bundle, {
      acceptRanges: true,
      etag: '"v1"',
      cut: { times: 2, afterBytes: 100 }
    })
    const opts = options()
    const result = await downloadBundle(storage.url, bundle.length, folder, opts)
    expect(await readFile(result.archivePath)).toEqual(bundle)
    expect((await readFile(path.join(folder, 'site', 'big.bin'))).length).toBe(300_000)
    expect(storage.requests.map((r) => r.headers.range)).toEqual([
      undefined,
      'bytes=100-',
      'bytes=200-'
    ])
    expect(storage.requests[1]?.headers['if-range']).toBe('"v1"')
    expect(opts.logs.join('\n')).toMatch(/cut after 100 bytes.*resuming/)
    expect(await readdir(folder)).toEqual(['bundle.tar.gz', 'site'])
  })

  it('retries a storage that stalls, before or during the body, after stallTimeoutMs', async () => {
    const bundle = makeTarGz([{ path: 'big.bin', body: randomBytes(100_000) }])
    server = await startServer((req, res, index) => {
      if (index === 0) return // never answers
      const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0)
      res.writeHead(start ? 206 : 200, {
        'accept-ranges': 'bytes',
        'content-length': bundle.length - start,
        ...(start
          ? { 'content-range': `bytes ${start}-${bundle.length - 1}/${bundle.length}` }
          : {})
      })
      // The second answer sends 100 bytes, then nothing more.
      if (index === 1) res.write(bundle.subarray(0, 100))
      else res.end(bundle.subarray(start))
    })
    const opts = options({ stallTimeoutMs: 300 })
    const result = await downloadBundle(server.url, bundle.length, folder, opts)
    expect(await readFile(result.archivePath)).toEqual(bundle)
    expect(server.requests.map((r) => r.headers.range)).toEqual([
      undefined,
      undefined,
      'bytes=100-'
    ])
    const logs = opts.logs.join('\n')
    expect(logs).toMatch(/the storage stalled: no data within 300ms \(request-timeout\)/)
    expect(logs).toMatch(
      /stalled after 100 bytes: no data within 300ms \(request-timeout\); resuming/
    )
  })

  it('starts over when the storage cannot resume, or answers a Range with the whole body', async () => {
    const bundle = makeTarGz([{ path: 'big.bin', body: randomBytes(200_000) }])
    const storage = await serve(bundle, { cut: { times: 1, afterBytes: 5000 } })
    const opts = options()
    await downloadBundle(storage.url, bundle.length, folder, opts)
    expect(storage.requests.map((r) => r.headers.range)).toEqual([undefined, undefined])
    expect(opts.logs.join('\n')).toMatch(/cannot resume, so starting over/)
    expect(await readFile(path.join(folder, 'bundle.tar.gz'))).toEqual(bundle)
    await server?.close()

    // Advertises ranges but ignores them: the 200 to the Range request restarts the pass.
    let first = true
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'accept-ranges': 'bytes', 'content-length': bundle.length })
      if (first) {
        first = false
        res.write(bundle.subarray(0, 5000), () => res.destroy())
      } else res.end(bundle)
    })
    await downloadBundle(server.url, bundle.length, folder, options())
    expect(server.requests.map((r) => r.headers.range)).toEqual([undefined, 'bytes=5000-'])
    expect(await readFile(path.join(folder, 'bundle.tar.gz'))).toEqual(bundle)
    expect(await readdir(folder)).toEqual(['bundle.tar.gz', 'site'])
  })

  it('starts over when a resumed answer begins at the wrong offset', async () => {
    const bundle = makeTarGz([{ path: 'big.bin', body: randomBytes(100_000) }])
    const storage = await serve(bundle, {
      acceptRanges: true,
      wrongOffset: 0,
      cut: { times: 1, afterBytes: 1000 }
    })
    // The wrong-offset answer is discarded; the restart asks for everything again.
    const result = await downloadBundle(storage.url, bundle.length, folder, options())
    expect(await readFile(result.archivePath)).toEqual(bundle)
    expect(storage.requests.map((r) => r.headers.range)).toEqual([
      undefined,
      'bytes=1000-',
      undefined
    ])
    expect(await readdir(folder)).toEqual(['bundle.tar.gz', 'site'])
  })

  it('gets a fresh link after a 403 and before using a link past expiresAt', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    const storage = await serve(bundle, { statuses: [403] })
    const fresh: ExportBundle = {
      bundleUrl: `${storage.url}/fresh?sig=2`,
      sizeBytes: bundle.length,
      expiresAt: new Date(Date.now() + 60_000).toISOString()
    }
    let refreshes = 0
    const opts = options({
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      refreshLink: async () => {
        refreshes++
        return fresh
      }
    })
    const result = await downloadBundle(`${storage.url}/old?sig=1`, bundle.length, folder, opts)
    // Expired before use (1 refresh), then the fresh link got a 403 (a 2nd refresh).
    expect(refreshes).toBe(2)
    expect(storage.requests.map((r) => r.url)).toEqual(['/fresh?sig=2', '/fresh?sig=2'])
    expect(result.refreshedLink).toEqual(fresh)
    expect(opts.logs.join('\n')).toMatch(/expired at/)
    expect(opts.logs.join('\n')).toMatch(/403/)
  })

  it('gives up after a bounded number of fresh links', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    const storage = await serve(bundle, { statuses: [403, 403, 403] })
    let refreshes = 0
    const opts = options({
      maxLinkRefreshes: 2,
      refreshLink: async () => ({ bundleUrl: `${storage.url}/r${++refreshes}` })
    })
    await expect(downloadBundle(storage.url, bundle.length, folder, opts)).rejects.toThrow(
      /2 fresh links did not help/
    )
    expect(refreshes).toBe(2)
    expect(await readdir(folder)).toEqual([])
  })

  it('retries 5xx and refused connections, and fails on other statuses', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    let storage = await serve(bundle, { statuses: [503, 500] })
    const opts = options()
    await downloadBundle(storage.url, bundle.length, folder, opts)
    expect(storage.requests).toHaveLength(3)
    expect(opts.logs.join('\n')).toMatch(/answered 503/)
    await server?.close()

    storage = await serve(bundle, { statuses: [404] })
    await expect(downloadBundle(storage.url, bundle.length, folder, options())).rejects.toThrow(
      /HTTP 404 from the storage link/
    )
    const url = storage.url
    await server?.close()
    await expect(
      downloadBundle(url, bundle.length, folder, options({ maxRetries: 2 }))
    ).rejects.toThrow(/no connection .*3 times/)
  })

  it('stops at the deadline and when cancelled, cleaning up', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    const storage = await serve(bundle, { statuses: [503, 503, 503] })
    await expect(
      downloadBundle(
        storage.url,
        bundle.length,
        folder,
        options({ deadline: new Deadline(systemClock, 300) })
      )
    ).rejects.toThrow(/timeout \(300ms\) leaves no time/)
    await expect(
      downloadBundle(
        storage.url,
        bundle.length,
        folder,
        options({ deadline: new Deadline(systemClock, 0) })
      )
    ).rejects.toThrow(/timeout \(0ms\) was reached while downloading/)
    const controller = new AbortController()
    controller.abort(new Error('cancelled'))
    await expect(
      downloadBundle(storage.url, bundle.length, folder, options({ signal: controller.signal }))
    ).rejects.toThrow('cancelled')
    expect(await readdir(folder)).toEqual([])
  })
})

describe('downloadBundle: links, redirects and limits', () => {
  it('refuses a link that is not http(s) at once, without retrying', async () => {
    for (const link of ['file:///etc/passwd', 'ftp://storage.example/b.tar.gz', 'not a url']) {
      const opts = options()
      await expect(downloadBundle(link, 10, folder, opts)).rejects.toThrow(
        /only http and https are downloaded|not a URL/
      )
      expect(opts.logs).toEqual([])
    }
  })

  it('follows storage redirects, masking each target and never sending credentials', async () => {
    const bundle = await buildTarGz(SAMPLE_SITE)
    server = await startServer((req, res) => {
      const hop = Number(/^\/hop(\d)/.exec(req.url ?? '')?.[1] ?? 0)
      if (hop < 3) {
        // Relative, then absolute: real object stores send both.
        res.writeHead(hop === 1 ? 307 : 302, {
          location:
            hop === 1
              ? `${server!.url}/hop2?X-Amz-Signature=secret2`
              : `/hop${hop + 1}?sig=secret${hop + 1}`
        })
        res.end()
        return
      }
      res.writeHead(200, { 'content-length': bundle.length })
      res.end(bundle)
    })
    const masked: string[] = []
    const result = await downloadBundle(`${server.url}/hop0?sig=first`, bundle.length, folder, {
      ...options(),
      secret: (value) => masked.push(value)
    })
    expect(result.bytes).toBe(bundle.length)
    expect(server.requests.map((r) => r.url)).toEqual([
      '/hop0?sig=first',
      '/hop1?sig=secret1',
      '/hop2?X-Amz-Signature=secret2',
      '/hop3?sig=secret3'
    ])
    expect(server.requests.every((r) => r.headers.authorization === undefined)).toBe(true)
    expect(masked).toContain('?X-Amz-Signature=secret2')
    expect(masked).toContain(`${server.url}/hop3?sig=secret3`)
  })

  it('stops after 5 redirects, and at a redirect to another scheme', async () => {
    server = await startServer((req, res) => {
      const to = req.url === '/ftp' ? 'ftp://elsewhere/b.tar.gz' : `/loop${req.url}`
      res.writeHead(302, { location: to })
      res.end()
    })
    await expect(downloadBundle(`${server.url}/a`, 10, folder, options())).rejects.toThrow(
      'redirected the bundle download more than 5 times'
    )
    expect(server.requests).toHaveLength(6)
    await expect(downloadBundle(`${server.url}/ftp`, 10, folder, options())).rejects.toThrow(
      /storage redirect uses the scheme 'ftp:'/
    )
    expect(await readdir(folder)).toEqual([])
  })

  it('keeps going while each try gets further, however often the connection is cut', async () => {
    const bundle = makeTarGz([{ path: 'big.bin', body: randomBytes(300_000) }])
    // Seven cuts, each after 100 more bytes: more than maxRetries, but never twice at one offset.
    const storage = await serve(bundle, {
      acceptRanges: true,
      cut: { times: 7, afterBytes: 100 }
    })
    const result = await downloadBundle(
      storage.url,
      bundle.length,
      folder,
      options({ maxRetries: 2 })
    )
    expect(await readFile(result.archivePath)).toEqual(bundle)
    expect(storage.requests).toHaveLength(8)
  })

  it('refuses a bundle that unpacks past max-unpacked-size, naming the limit, before writing it', async () => {
    const bundle = makeTarGz([
      { path: 'a.bin', body: Buffer.alloc(600) },
      { path: 'b.bin', body: Buffer.alloc(600) }
    ])
    const storage = await serve(bundle)
    await expect(
      downloadBundle(
        storage.url,
        bundle.length,
        folder,
        options({ limits: { maxUnpackedBytes: 1000 } })
      )
    ).rejects.toThrow(/unpacks to more than 1000 B, the limit set by max-unpacked-size/)
    expect(await readdir(folder)).toEqual([])
  })

  it('bytes after the end-of-archive marker count against max-unpacked-size', async () => {
    const tar = Buffer.concat([
      makeTar([{ path: 'a.html', body: 'home' }]),
      Buffer.alloc(64 * 1024, 0x41)
    ])
    const bundle = gzipSync(tar)
    const storage = await serve(bundle)
    await expect(
      downloadBundle(
        storage.url,
        bundle.length,
        folder,
        options({ limits: { maxUnpackedBytes: 32 * 1024 } })
      )
    ).rejects.toThrow(
      /inflates to more than 32\.0 KiB, the limit set by max-unpacked-size, counting [\d.]+ KiB of extended headers or data after the end of the archive/
    )
    expect(await readdir(folder)).toEqual([])
  })

  it('a stream of GNU long-name headers counts against max-unpacked-size', async () => {
    // Each names `ok.html` and pads its body to 4 000 bytes: only the last applies, all are inflated.
    const longName = (): Buffer => {
      const name = Buffer.alloc(4000)
      name.write('ok.html')
      const head = new Header({
        path: '././@LongLink',
        type: 'NextFileHasLongPath',
        size: name.length,
        mode: 0o644
      })
      head.encode()
      return Buffer.concat([head.block as Buffer, name, Buffer.alloc(96)])
    }
    const tar = Buffer.concat([
      ...Array.from({ length: 40 }, () => longName()),
      makeTar([{ path: 'a.html', body: 'x' }])
    ])
    const bundle = gzipSync(tar)
    const storage = await serve(bundle)
    await expect(
      downloadBundle(
        storage.url,
        bundle.length,
        folder,
        options({ limits: { maxUnpackedBytes: 64 * 1024 } })
      )
    ).rejects.toThrow(/inflates to more than 64\.0 KiB/)
    expect(await readdir(folder)).toEqual([])
  })

  it('a download without sizeBytes is bounded even when it inflates to nothing, and leaves no partial file', async () => {
    // A whole bundle, then 60 000 empty gzip members: 1.2 MB that inflate to no byte at all.
    const empty = gzipSync(Buffer.alloc(0))
    const bundle = Buffer.concat([
      makeTarGz([{ path: 'a.html', body: 'home' }]),
      ...Array.from({ length: 60_000 }, () => empty)
    ])
    const storage = await serve(bundle)
    await expect(
      downloadBundle(
        storage.url,
        undefined,
        folder,
        options({ limits: { maxUnpackedBytes: 64 * 1024 } })
      )
    ).rejects.toThrow(
      /the download passed 1\.1 MiB, more than any bundle that unpacks to max-unpacked-size \(64\.0 KiB\) can be/
    )
    expect(await readdir(folder)).toEqual([])
  })

  it('refuses a bundle with more entries than the limit', async () => {
    const bundle = makeTarGz(
      Array.from({ length: 5 }, (_, i) => ({ path: `p${i}.html`, body: '' }))
    )
    const storage = await serve(bundle)
    await expect(
      downloadBundle(storage.url, bundle.length, folder, options({ limits: { maxEntries: 4 } }))
    ).rejects.toThrow(/more than 4 entries/)
    expect(await readdir(folder)).toEqual([])
  })

  it('refuses a bundle larger than the free disk space, before filling the disk', async () => {
    // Declared sizes are checked as headers arrive: a 1 TiB entry is refused from its header alone.
    const header = new Header({ path: 'huge.bin', type: 'File', size: 1024 ** 4, mode: 0o644 })
    header.encode()
    const bundle = gzipSync(Buffer.concat([header.block as Buffer, Buffer.alloc(4096)]))
    const storage = await serve(bundle)
    await expect(
      downloadBundle(
        storage.url,
        bundle.length,
        folder,
        options({ limits: { maxUnpackedBytes: 2 * 1024 ** 4 } })
      )
    ).rejects.toThrow(/free on the runner's disk/)
    expect(await readdir(folder)).toEqual([])
  })
})
