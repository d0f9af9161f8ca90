import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { lstat, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { writeHostingFiles } from '../../src/export/hosting-files.js'
import { pageUrlPath } from '../../src/export/manifest/served-paths.js'
import { checkSiteOnDisk, writeSite } from '../../__fixtures__/site-on-disk.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hosting-files-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const site = (files: Record<string, string>): Promise<void> => writeSite(root, files)

describe('generate-hosting-files', () => {
  it('writes sitemap.xml and llms.txt from the pages, as Mintlify serves them', async () => {
    await site({
      'index.html':
        '<title>Introduction - Acme</title><a href="/llms.txt">l</a><a href="/sitemap.xml">s</a>',
      'guides/start/index.html': '<head><title>Quick &amp; start [beta]</title></head>',
      'api/auth.html': '<title>\u202eAuth\u200b\n tokens</title>',
      'no-title/index.html': '<p>none</p>',
      '404.html': '<title>Not found</title>',
      '_next/static/x.html': 'asset',
      '_mintlify/api/user/index.html': '{}',
      'images/a.png': 'png'
    })
    const files = await writeHostingFiles(root, 'docs.example.com')
    expect(files).toEqual({ written: ['sitemap.xml', 'llms.txt'], kept: [], pages: 4, leftOut: 0 })
    expect(await readFile(path.join(root, 'sitemap.xml'), 'utf8')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://docs.example.com/</loc></url>',
        '  <url><loc>https://docs.example.com/api/auth</loc></url>',
        '  <url><loc>https://docs.example.com/guides/start</loc></url>',
        '  <url><loc>https://docs.example.com/no-title</loc></url>',
        '</urlset>',
        ''
      ].join('\n')
    )
    expect(await readFile(path.join(root, 'llms.txt'), 'utf8')).toBe(
      [
        '# docs.example.com',
        '',
        '> The pages of docs.example.com, as exported.',
        '',
        '## Docs',
        '',
        '- [Introduction - Acme](https://docs.example.com/)',
        '- [Auth tokens](https://docs.example.com/api/auth)',
        '- [Quick & start \\[beta\\]](https://docs.example.com/guides/start)',
        '- [no-title](https://docs.example.com/no-title)',
        ''
      ].join('\n')
    )
    // The site's links to them now resolve.
    const check = await checkSiteOnDisk(root)
    expect(check.broken).toEqual([])
    expect(check.hosted.count).toBe(0)
  })

  it("keeps the export's own files and never writes through a link", async () => {
    await site({ 'index.html': '<title>x</title>', 'llms.txt': 'own' })
    const outside = path.join(root, '..', `${path.basename(root)}-outside.xml`)
    await symlink(outside, path.join(root, 'sitemap.xml'))
    await expect(writeHostingFiles(root, 'docs.example.com')).rejects.toThrow(/EEXIST/)
    await expect(lstat(outside)).rejects.toThrow(/ENOENT/)
    expect(await readFile(path.join(root, 'llms.txt'), 'utf8')).toBe('own')
  })

  it('encodes page paths as URLs: spaces, percent signs, parentheses, XML characters', async () => {
    expect(pageUrlPath('a b/c%d(e)&f/index.html')).toBe('/a%20b/c%25d%28e%29%26f')
    expect(pageUrlPath('x.htm')).toBe('/x')
    expect(pageUrlPath('index.html')).toBe('/')
    expect(pageUrlPath('a/_hidden/index.html')).toBeUndefined()
    expect(pageUrlPath('style.css')).toBeUndefined()
  })
})
