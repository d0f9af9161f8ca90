// The site check reads pages on a thread of its own where a bundle is large enough to be hashed on
// one (the main thread then hashes): it must find exactly what the check on the main thread finds,
// and the manifest's digests must not change.
import { describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BundleSink } from '../../../src/export/bundle/sink.js'
import { ThreadedChecker } from '../../../src/export/check-thread/threaded-checker.js'
import { RedirectTable } from '../../../src/export/hosting/pattern.js'
import { parseLinkPatterns } from '../../../src/export/site-check/ignore.js'
import { locate, locateRequests } from '../../../src/export/site-check/locate.js'
import { BundleError } from '../../../src/export/bundle/errors.js'
import { mintlifyPage, pagePath } from '../../../scripts/mintlify-site.js'
import { makeTarGz, type TarEntry } from '../../../__fixtures__/tarball.js'
import { buildZip } from '../../../__fixtures__/zip-builder.js'
import { RUNS_TYPESCRIPT, sourceThread } from '../../../__fixtures__/source-thread.js'

/** Pages large enough that gunzip's full buffers go to the thread whole, and small odd ones. */
function site(pages: number): TarEntry[] {
  const entries: TarEntry[] = Array.from({ length: pages }, (_, i) => ({
    path: `${pagePath(i)}/index.html`,
    body: mintlifyPage(i, pages)
  }))
  entries.push(
    { path: 'index.html', body: '<a href="/guides/gone">x</a><a href="/old#missing">y</a>' },
    { path: 'old/index.html', body: '<h1 id="intro">Old</h1><a href="/moved/deep">z</a>' },
    { path: 'copy.html', type: 'Link', linkpath: 'index.html' },
    { path: 'style.css', body: 'body { background: url(/images/none.png) }' },
    { path: 'café/index.html', body: '<a href="/caf%C3%A9/">Self</a><a href="/café/gone">x</a>' },
    { path: 'images/logo.png', body: Buffer.alloc(3000, 1) }
  )
  return entries
}

async function extract(
  checker: ThreadedChecker,
  archive: Buffer,
  hashing: true | 'worker',
  cut?: number
): Promise<{ sink: BundleSink; site: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'threaded-'))
  const done = () => rm(dir, { recursive: true, force: true })
  const site = path.join(dir, 'site')
  const sink = new BundleSink(
    undefined,
    site,
    { maxUnpackedBytes: 1e9, maxEntries: 10_000 },
    checker,
    hashing
  )
  try {
    const end = cut ?? archive.length
    for (let at = 0; at < end; at += 65_536)
      await sink.write(archive.subarray(at, Math.min(end, at + 65_536)))
    if (cut === undefined) await sink.end()
    return { sink, site, done }
  } catch (error) {
    await sink.abort()
    await done()
    throw error
  }
}

const IGNORE = parseLinkPatterns('/images/*')
const REDIRECTS = new RedirectTable([
  { source: '/moved/:slug*', destination: '/old', permanent: true, file: 'docs.json', line: 3 }
])

async function checked(checker: ThreadedChecker, sink: BundleSink, site?: string) {
  const files = sink.siteFiles()
  const result = await checker.finish(files.paths, files.bytes, IGNORE, REDIRECTS, site)
  await checker.release()
  return {
    result: { ...result, durationMs: 0 },
    digests: [...(sink.digested() ?? [])]
  }
}

const withTypeScript = RUNS_TYPESCRIPT ? it : it.skip
const reason = RUNS_TYPESCRIPT
  ? ''
  : ` (SKIPPED: Node ${process.version} cannot run the thread's TypeScript)`

describe('the site check on its own thread', () => {
  withTypeScript(
    `finds what the check on this thread finds, with the same digests${reason}`,
    async () => {
      const archive = makeTarGz(site(24))
      const onThread = new ThreadedChecker('docs.example.com', sourceThread())
      const threaded = await extract(onThread, archive, 'worker')
      expect(onThread.threaded).toBe(true)
      const here = new ThreadedChecker('docs.example.com', sourceThread())
      const inline = await extract(here, archive, true)
      expect(here.threaded).toBe(false)
      try {
        const a = await checked(onThread, threaded.sink, threaded.site)
        const b = await checked(here, inline.sink, inline.site)
        // The thread located the first findings' uses as the report would on this thread.
        const located = a.result.located ?? []
        delete a.result.located
        expect(b.result.located).toBeUndefined()
        expect(located.map((each) => each.page).sort()).toEqual(
          [...locateRequests(b.result.broken, b.result.brokenAnchors).keys()].sort()
        )
        for (const { page, targets, found } of located) {
          const html = await readFile(path.join(inline.site, page))
          expect(found).toEqual(locate(html, page, targets, 'docs.example.com'))
        }
        expect(located.find((each) => each.page === 'index.html')).toEqual({
          page: 'index.html',
          targets: ['/guides/gone', '/old#missing'],
          found: [
            { line: 1, written: '/guides/gone' },
            { line: 1, written: '/old#missing' }
          ]
        })
        expect(a).toEqual(b)
        expect(a.result.pages).toBe(28)
        // Non-ASCII names reach the thread as they are: the page is found, its missing sibling is not.
        expect(a.result.broken.map((b) => b.target)).toContain('/café/gone')
        expect(a.result.broken.map((b) => b.target)).not.toContain('/café/')
        expect(a.result.broken.map((b) => b.target)).toContain('/guides/gone')
        expect(a.result.brokenAnchors.map((b) => b.target)).toContain('/old#missing')
        // The ignored image and the redirected target, judged on the thread with the patterns sent.
        expect(a.result.ignored).toBeGreaterThan(0)
        expect(a.result.redirects?.count).toBe(1)
      } finally {
        await threaded.done()
        await inline.done()
      }
    }
  )

  withTypeScript(
    `reads a zip's pages on the thread as copies, with the same findings${reason}`,
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'threaded-zip-'))
      const entries = site(16).filter((entry) => entry.type !== 'Link')
      const zip = path.join(dir, 'site.zip')
      await writeFile(zip, buildZip(entries.map((e) => ({ name: e.path, data: e.body ?? '' }))))
      const run = async (hashing: true | 'worker') => {
        const checker = new ThreadedChecker('docs.example.com', sourceThread())
        const staging = await mkdtemp(path.join(dir, 'out-'))
        const sink = new BundleSink(
          undefined,
          path.join(staging, 'site'),
          { maxUnpackedBytes: 1e9, maxEntries: 10_000 },
          checker,
          hashing
        )
        await sink.readZip(zip)
        await sink.finish()
        expect(checker.threaded).toBe(hashing === 'worker')
        return checked(checker, sink)
      }
      try {
        const threaded = await run('worker')
        expect(threaded).toEqual(await run(true))
        expect(threaded.result.broken.map((b) => b.target)).toContain('/guides/gone')
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }
  )

  withTypeScript(
    `a download that starts over forgets what the first attempt read${reason}`,
    async () => {
      const first = makeTarGz([{ path: 'a.html', body: '<a href="/first-only">x</a>' }, ...site(8)])
      const second = makeTarGz(site(12))
      const checker = new ThreadedChecker('docs.example.com', sourceThread())
      const cut = await extract(checker, first, 'worker', Math.floor(first.length / 2))
      await cut.sink.abort()
      await cut.done()
      checker.startOver()
      expect(checker.threaded).toBe(false)
      const retried = await extract(checker, second, 'worker')
      const fresh = new ThreadedChecker('docs.example.com', sourceThread())
      const alone = await extract(fresh, second, 'worker')
      try {
        const a = await checked(checker, retried.sink)
        expect(a).toEqual(await checked(fresh, alone.sink))
        expect(a.result.broken.map((b) => b.target)).not.toContain('/first-only')
      } finally {
        await retried.done()
        await alone.done()
      }
    }
  )

  it('a thread that cannot start fails the extraction, naming the hashing', async () => {
    const missing = new URL('file:///nonexistent/check-thread/index.js')
    const checker = new ThreadedChecker(undefined, { script: missing })
    const failed = extract(checker, makeTarGz(site(8)), 'worker')
    await expect(failed).rejects.toThrow(BundleError)
    await expect(failed).rejects.toThrow(/Could not check the extracted files/)
  })
})
