// Links to what Mintlify's hosting generates (llms.txt, sitemap.xml, each page's .md) are their own
// category, told apart from links a person wrote by Mintlify's rules (hosting.ts).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { checkSiteOnDisk, writeSite } from '../../../__fixtures__/site-on-disk.js'
import { describeHosted, hostingOnly } from '../../../src/export/site-check/hosting.js'
import { parseLinkPatterns } from '../../../src/export/site-check/ignore.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hosted-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const site = (files: Record<string, string>): Promise<void> => writeSite(root, files)

/** The <head> every page of a Mintlify site has: its Markdown version, and llms.txt linked hidden. */
const head = (route: string): string =>
  `<link rel="alternate" type="text/markdown" href="${route}.md"><link rel="sitemap" href="/sitemap.xml"><div hidden><a href="/llms.txt">llms.txt</a></div>`

describe("targets Mintlify's hosting serves", () => {
  it('a real export: each page links its .md, /llms.txt and /sitemap.xml; none is broken', async () => {
    await site({
      'index.html': `${head('/index')}<a href="/guides/start">Start</a>`,
      'guides/start/index.html': `${head('/guides/start')}<a href="/">Home</a>`,
      'api/auth/index.html': `${head('/api/auth')}<a href="/llms-full.txt">all</a><a href="/skill.md">skill</a>`
    })
    const result = await checkSiteOnDisk(root, 'docs.example.com')
    expect(result.broken).toEqual([])
    expect(result.hosted.listed.map((h) => h.target)).toEqual([
      '/api/auth.md',
      '/guides/start.md',
      '/index.md',
      '/llms-full.txt',
      '/llms.txt',
      '/sitemap.xml',
      '/skill.md'
    ])
    expect(result.hosted).toMatchObject({ count: 7, markdown: 3 })
    expect(describeHosted(result.hosted.files, result.hosted.markdown)).toBe(
      '/llms-full.txt, /llms.txt, /sitemap.xml, /skill.md and the .md versions of 3 pages'
    )
  })

  it('a .md link to a page the export does not have is still broken', async () => {
    await site({
      'index.html': '<a href="/guides/missing.md">x</a><a href="/guides/start.md">y</a>',
      'guides/start.html': 'start'
    })
    const result = await checkSiteOnDisk(root)
    expect(result.broken.map((b) => b.target)).toEqual(['/guides/missing.md'])
    expect(result.hosted.listed.map((h) => h.target)).toEqual(['/guides/start.md'])
  })

  it('a hosting file the export does contain is no finding at all', async () => {
    await site({ 'index.html': '<a href="/llms.txt">x</a>', 'llms.txt': '# x' })
    const result = await checkSiteOnDisk(root)
    expect(result.broken).toEqual([])
    expect(result.hosted.count).toBe(0)
  })

  it('a site of many pages keeps at most 1 000 of their .md targets, and counts them all', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 1500; i++) files[`p${i}/index.html`] = head(`/p${i}`)
    await site(files)
    const result = await checkSiteOnDisk(root)
    expect(result.hosted).toMatchObject({ count: 1502, markdown: 1500 })
    expect(result.hosted.files).toEqual(['/llms.txt', '/sitemap.xml'])
    expect(result.hosted.listed).toHaveLength(1000)
    expect(result.broken).toEqual([])
  })

  it('the names hold only at the root or under the skills folders', () => {
    const isPage = (p: string): boolean => p === 'guides/a' || p === ''
    expect(hostingOnly('llms.txt', isPage)).toBe(true)
    expect(hostingOnly('guides/llms.txt', isPage)).toBe(false)
    expect(hostingOnly('.well-known/skills/index.json', isPage)).toBe(true)
    expect(hostingOnly('.well-known/other', isPage)).toBe(false)
    expect(hostingOnly('guides/a.md', isPage)).toBe(true)
    expect(hostingOnly('guides/a.MD', isPage)).toBe(false)
    expect(hostingOnly('.md', isPage)).toBe(false)
    expect(hostingOnly('index.md', isPage)).toBe(true)
  })
})

describe('ignore-links', () => {
  it('globs and regular expressions match paths, absolute URLs on the domain and hosts; the rest stays', async () => {
    await site({
      'index.html': [
        '<a href="/old/a">a</a><a href="/old/deep/b">b</a><a href="/keep">c</a>',
        '<a href="/v1/x">d</a><a href="/V1/y">e</a>',
        '<script src="https://cdn.example.net/s.js"></script><img src="https://img.example.org/i.png">'
      ].join('')
    })
    const patterns = parseLinkPatterns(
      '/old/*\n/^\\/v1\\//i, https://docs.example.com/keep-not\n*.example.net'
    )
    const result = await checkSiteOnDisk(root, 'docs.example.com', patterns)
    expect(result.broken.map((b) => b.target)).toEqual(['/keep'])
    expect(result.external.map((e) => e.host)).toEqual(['img.example.org'])
    expect(result.ignored).toBe(5)
    const byUrl = await checkSiteOnDisk(
      root,
      'docs.example.com',
      parseLinkPatterns('https://docs.example.com/keep')
    )
    expect(byUrl.broken.map((b) => b.target)).not.toContain('/keep')
  })

  it('a path with slashes is a glob, not a regular expression', () => {
    const patterns = parseLinkPatterns('/guides/old/, /a/b')
    expect(patterns.written).toEqual(['/guides/old/', '/a/b'])
    expect(patterns.matches('/guides/old/')).toBe(true)
    expect(patterns.matches('/x/guides/old/')).toBe(false)
    expect(patterns.matches('/a/b')).toBe(true)
  })

  it('a glob is whole and literal but for *: dots, ? and brackets are no wildcards', () => {
    const patterns = parseLinkPatterns('/a.b?c[d]*')
    expect(patterns.matches('/a.b?c[d]/x')).toBe(true)
    expect(patterns.matches('/aXb?c[d]')).toBe(false)
    expect(patterns.matches('/pre/a.b?c[d]')).toBe(false)
  })

  it('an invalid regular expression is refused with what to write', () => {
    expect(() => parseLinkPatterns('/(unclosed/')).toThrow(
      /\/\(unclosed\/ is not a valid regular expression .* Write \/regex\/ with JavaScript's syntax/
    )
  })

  it('comma lists, comment lines and blanks; a regular expression with a comma stays whole', () => {
    const patterns = parseLinkPatterns('# old pages\n/a, /b\n\n/^\\/x{1,3}$/\n')
    expect(patterns.written).toEqual(['/a', '/b', '/^\\/x{1,3}$/'])
    expect(patterns.matches('/xx')).toBe(true)
    expect(parseLinkPatterns(' \n # none\n').empty).toBe(true)
  })
})
