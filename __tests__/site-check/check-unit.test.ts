import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { checkSite } from '../../src/site-check/check.js'
import { hostAllowed } from '../../src/site-check/hosts.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function site(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), text)
  }
}

describe('checkSite', () => {
  it('finds broken targets and other hosts, counting each target once with its first pages', async () => {
    const sidebar = '<a href="/guides/start">Start</a><a href="/gone">Gone</a>'
    await site({
      'index.html': `${sidebar}<script src="https://cdn.example.net/a.js"></script>`,
      'guides/start.html': `${sidebar}<img src="../img/missing.png"><a href="https://github.com/acme">x</a>`,
      'guides/more.html': sidebar,
      'guides/last.html': `${sidebar}<a href="/a%2F..%2F..%2Fetc">escape</a>`,
      'assets/app.css': '@font-face { src: url(https://fonts.example.org/f.woff2) }'
    })
    const result = await checkSite(root, 'docs.example.com')
    expect(result).toMatchObject({ pages: 4, files: 5 })
    expect(result.broken).toEqual([
      { target: '/a/../../etc', pages: ['guides/last.html'] },
      { target: '/gone', pages: expect.arrayContaining([expect.any(String)]) as unknown },
      { target: '/img/missing.png', pages: ['guides/start.html'] }
    ])
    // A target used on every page names only the first three.
    expect(result.broken[1]?.pages).toHaveLength(3)
    expect(result.external).toEqual([
      { host: 'cdn.example.net', kinds: ['script'], pages: ['index.html'] },
      { host: 'fonts.example.org', kinds: ['font'], pages: ['assets/app.css'] }
    ])
  })
})

describe('hostAllowed', () => {
  it('matches exact names and subdomain patterns, nothing else', () => {
    expect(hostAllowed('cdn.example.net', ['cdn.example.net'])).toBe(true)
    expect(hostAllowed('a.cdn.example.net', ['*.cdn.example.net'])).toBe(true)
    expect(hostAllowed('cdn.example.net', ['*.cdn.example.net'])).toBe(false)
    expect(hostAllowed('evilcdn.example.net', ['*.cdn.example.net'])).toBe(false)
    expect(hostAllowed('x.example.net', [])).toBe(false)
  })
})
