// A redirect as a page: what serve.js (and GitHub Pages, S3) answer at the source is a page that
// sends the browser on, tells search engines the destination is canonical, and is never indexed.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { RedirectTable } from '../../../src/export/hosting/pattern.js'
import { writeRedirectPages } from '../../../src/export/hosting/static-pages.js'
import { asRedirects } from '../../../__fixtures__/redirect-site.js'

let site: string
beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'pages-'))
})
afterEach(async () => {
  await rm(site, { recursive: true, force: true })
})

/** serve.js's answer to a URL path: the file, its index.html, or the path with .html. */
function serveJs(urlPath: string): string | undefined {
  const rel = decodeURIComponent(urlPath).replace(/^\/+/, '').replace(/\/+$/, '')
  return [rel, rel === '' ? 'index.html' : `${rel}/index.html`, `${rel}.html`].find(
    (file) =>
      file !== '' && existsSync(path.join(site, file)) && statSync(path.join(site, file)).isFile()
  )
}

describe('writeRedirectPages', () => {
  it('writes a page at each source that serve.js answers, pointing at the destination', async () => {
    const table = new RedirectTable(
      asRedirects([
        { source: '/old/page', destination: '/new/page#part' },
        { source: '/x', destination: '/"><script>alert(1)</script>' }
      ])
    )
    const { written } = await writeRedirectPages(site, table.compiled)
    expect(written).toEqual(['old/page/index.html', 'x/index.html'])
    const file = serveJs('/old/page') as string
    const html = await readFile(path.join(site, file), 'utf8')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/new/page#part">')
    expect(html).toContain('<link rel="canonical" href="/new/page#part">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    const hostile = await readFile(path.join(site, 'x', 'index.html'), 'utf8')
    expect(hostile).not.toContain('<script>')
    expect(hostile).toContain('&quot;&gt;&lt;script&gt;')
  })

  it('never writes over a page of the export, nor outside the site', async () => {
    await mkdir(path.join(site, 'kept'), { recursive: true })
    await writeFile(path.join(site, 'kept', 'index.html'), 'the real page')
    await writeFile(path.join(site, 'legacy.html'), 'the real legacy page')
    const table = new RedirectTable(
      asRedirects([
        { source: '/kept', destination: '/elsewhere' },
        { source: '/legacy', destination: '/elsewhere' },
        { source: '/../../escape', destination: '/elsewhere' }
      ])
    )
    const { written, skipped } = await writeRedirectPages(site, table.compiled)
    expect(written).toEqual([])
    expect(skipped.map((c) => c.redirect.source)).toEqual(['/kept', '/legacy', '/../../escape'])
    expect(await readFile(path.join(site, 'kept', 'index.html'), 'utf8')).toBe('the real page')
  })
})
