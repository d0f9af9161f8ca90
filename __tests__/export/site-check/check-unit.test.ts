import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  keyClass,
  SAME_FOLDER,
  SiteChecker,
  SITE_WIDE,
  UNCACHED
} from '../../../src/export/site-check/check.js'
import { random } from '../../../__fixtures__/tar-mutate.js'
import { checkSiteOnDisk, writeSite } from '../../../__fixtures__/site-on-disk.js'
import { hostAllowed } from '../../../src/export/site-check/hosts.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const site = (files: Record<string, string>): Promise<void> => writeSite(root, files)

describe('SiteChecker on a site folder', () => {
  it('finds broken targets and other hosts, counting each target once with its first pages', async () => {
    const sidebar = '<a href="/guides/start">Start</a><a href="/gone">Gone</a>'
    await site({
      'index.html': `${sidebar}<script src="https://cdn.example.net/a.js"></script>`,
      'guides/start.html': `${sidebar}<img src="../img/missing.png"><a href="https://github.com/acme">x</a>`,
      'guides/more.html': sidebar,
      'guides/last.html': `${sidebar}<a href="/a%2F..%2F..%2Fetc">escape</a>`,
      'assets/app.css': '@font-face { src: url(https://fonts.example.org/f.woff2) }'
    })
    const result = await checkSiteOnDisk(root, 'docs.example.com')
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

describe('SiteChecker as the bundle hands it files', () => {
  function feed(checker: SiteChecker, rel: string, bytes: Buffer, cuts: number[]): void {
    const reader = checker.open(rel, bytes.length)
    let at = 0
    for (const cut of [...cuts, bytes.length]) {
      reader?.data(bytes.subarray(at, cut))
      at = cut
    }
    reader?.end()
  }

  it('reads pages in pieces cut anywhere, even inside a character, and skips other files', () => {
    const checker = new SiteChecker('docs.example.com')
    const page = Buffer.from('<a href="/guides/é">é</a><img src="/logo.png">')
    const inside = page.indexOf('é') + 1 // between the two bytes of the first é
    feed(checker, 'index.html', page, [3, inside, inside + 1])
    expect(checker.open('logo.png', 10)).toBeUndefined()
    expect(checker.open('huge.html', 9 * 1024 * 1024)).toBeUndefined()
    const result = checker.finish(['index.html', 'guides/é.html'], 100)
    expect(result.broken).toEqual([{ target: '/logo.png', pages: ['index.html'] }])
  })

  it('forgets what it read when the download starts over', () => {
    const checker = new SiteChecker()
    feed(
      checker,
      'old.html',
      Buffer.from('<a href="/gone">x</a><script src="https://cdn.example.net/a.js">'),
      []
    )
    // Cut off inside a character: the decoder must not carry the half into the next pass.
    checker.open('cut.html', 10)?.data(Buffer.from([0xc3]))
    checker.startOver()
    feed(checker, 'index.html', Buffer.from('ok <a href="/index">i</a>'), [])
    const result = checker.finish(['index.html'], 30)
    expect(result.broken).toEqual([])
    expect(result.external).toEqual([])
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

describe('what the report counts', () => {
  it('an absolute URL that does not parse is no broken internal target', async () => {
    await site({
      'index.html':
        '<a href="http://<servername>/my-new-repo.git">example</a><a href="//[bad/x">x</a><a href="/gone">g</a>'
    })
    const result = await checkSiteOnDisk(root, 'docs.example.com')
    expect(result.broken.map((b) => b.target)).toEqual(['/gone'])
  })

  it('counts the pages too large to read, naming the first', () => {
    const checker = new SiteChecker()
    expect(checker.open('huge.html', 9 * 1024 * 1024)).toBeUndefined()
    expect(checker.open('also-huge.css', 20 * 1024 * 1024)).toBeUndefined()
    expect(checker.open('image.png', 20 * 1024 * 1024)).toBeUndefined()
    expect(checker.finish(['huge.html', 'also-huge.css', 'image.png'], 0).notChecked).toEqual({
      count: 2,
      first: ['also-huge.css', 'huge.html']
    })
  })

  it('finds the same targets through its caches as by resolving each reference on its own', async () => {
    // The same relative references from pages in one folder and another, with fragments and queries.
    const links =
      '<a href="b.html#x">b</a><a href="b.html?y=1">b</a><a href="../up.html">u</a><a href="?q">q</a>'
    await site({
      'd1/a.html': links,
      'd1/c.html': links,
      'd2/a.html': links,
      'd2/b.html': '',
      'index.html': '<a href="/d1/b.html#frag">x</a><a href="/d2/b.html?z">y</a>'
    })
    const result = await checkSiteOnDisk(root)
    // Pages come in the order the folder lists them: compared as sets.
    expect(result.broken.map((b) => ({ ...b, pages: [...b.pages].sort() }))).toEqual([
      { target: '/d1/b.html', pages: ['d1/a.html', 'd1/c.html', 'index.html'] },
      { target: '/up.html', pages: ['d1/a.html', 'd1/c.html', 'd2/a.html'] }
    ])
  })
})

describe('SiteChecker looks plain references up by their bytes', () => {
  /** Each page handed over whole, in order, as the bundle hands them. */
  function check(pages: [string, string][], files: string[]) {
    const checker = new SiteChecker()
    for (const [file, text] of pages) {
      const bytes = Buffer.from(text)
      const reader = checker.open(file, bytes.length)
      reader?.data(bytes)
      reader?.end()
    }
    return checker.finish(files, 0).broken
  }

  it('a relative link seen in one folder is judged again in the next, and again on return', () => {
    const link = '<a href="x.html">x</a>'
    const broken = check(
      [
        ['a/1.html', link],
        ['b/1.html', link],
        ['a/2.html', link]
      ],
      ['a/1.html', 'a/2.html', 'a/x.html', 'b/1.html']
    )
    expect(broken).toEqual([{ target: '/b/x.html', pages: ['b/1.html'] }])
  })

  it('a link written plainly, with an entity, a query, a fragment or under a <base> is judged as its text', () => {
    const broken = check(
      [
        ['p/1.html', '<a href="/gone.html">a</a><a href="gone.html?x#y">b</a>'],
        ['p/2.html', '<a href="/gone&#46;html">c</a><a href="/gone.html#z">d</a>'],
        ['q/3.html', '<base href="/p/"><a href="gone.html">e</a><a href="#top">f</a>'],
        ['q/4.html', '<a href="/gone.html?q">g</a><a href="#top">h</a><a href="?q">i</a>']
      ],
      ['p/1.html', 'p/2.html', 'q/3.html', 'q/4.html']
    )
    expect(broken).toEqual(
      [
        { target: '/p/gone.html', pages: ['p/1.html', 'q/3.html'] },
        { target: '/gone.html', pages: ['p/1.html', 'p/2.html', 'q/4.html'] }
      ].sort((a, b) => a.target.localeCompare(b.target))
    )
  })
})

describe('SiteChecker finds targets among the files as a static host serves them', () => {
  it('a path as it is, with .html, or as a folder; a folder or the root by its index.html; case counts', () => {
    const links = [
      '/',
      '/guide',
      '/guide.html',
      '/plain',
      '/folder',
      '/folder/',
      '/empty/',
      '/café',
      '/missing',
      '/folder/index',
      '/Guide'
    ]
    const page = Buffer.from(links.map((l) => `<a href="${l}">x</a>`).join(''))
    const checker = new SiteChecker()
    const reader = checker.open('index.html', page.length)
    reader?.data(page)
    reader?.end()
    const files = ['index.html', 'guide.html', 'plain', 'folder/index.html', 'café.html', 'empty/x']
    expect(checker.finish(files, 0)).toMatchObject({
      pages: 4,
      files: 6,
      broken: [
        { target: '/empty/', pages: ['index.html'] },
        { target: '/Guide', pages: ['index.html'] },
        { target: '/missing', pages: ['index.html'] }
      ]
    })
  })
})

describe('which cache a reference key goes to, read from its bytes', () => {
  /** The rules as the patterns say them, on the key's text. */
  function byPattern(key: string): number {
    if (key === '') return UNCACHED
    if (/^(\/(?!\/)|https?:\/\/)/i.test(key)) return SITE_WIDE
    if (/^[a-z][a-z0-9+.-]*:/i.test(key)) return UNCACHED
    return SAME_FOLDER
  }

  it('agrees with the patterns on 20 000 random keys of the characters that matter', () => {
    const next = random(23)
    const alphabet = [
      '/',
      ':',
      'h',
      't',
      'p',
      's',
      'H',
      'T',
      'P',
      'S',
      'a',
      'z',
      'Z',
      '0',
      '9',
      '+',
      '.',
      '-',
      '_',
      '%',
      ' ',
      'é',
      'K',
      '\u212a',
      'ſ',
      '\\'
    ]
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(next() * 10)
      let key = ''
      for (let j = 0; j < length; j++) key += alphabet[Math.floor(next() * alphabet.length)]
      const bytes = Buffer.from(`x${key}`)
      expect({ key, cache: keyClass(bytes, 1, bytes.length) }).toEqual({
        key,
        cache: byPattern(key)
      })
    }
  })

  it('the keys of real references', () => {
    const cases: [string, number][] = [
      ['/guides/a', SITE_WIDE],
      ['/', SITE_WIDE],
      ['//cdn.example.net/a.js', SAME_FOLDER],
      ['HTTPS://docs.example.com/x', SITE_WIDE],
      ['http:', UNCACHED],
      ['mailto:a@example.com', UNCACHED],
      ['../up.html', SAME_FOLDER],
      ['a:b/c', UNCACHED],
      ['1a:b', SAME_FOLDER],
      ['', UNCACHED]
    ]
    for (const [key, cache] of cases) {
      expect([key, keyClass(Buffer.from(key), 0, Buffer.byteLength(key))]).toEqual([key, cache])
    }
  })
})

describe('SiteChecker memory bound', () => {
  it('a site of endless generated links keeps at most maxTargets targets and counts the rest', () => {
    const checker = new SiteChecker('docs.example.com', 50)
    for (let p = 0; p < 10; p++) {
      const links = Array.from({ length: 20 }, (_, i) => `<a href="/gen/${p}-${i}">x</a>`).join('')
      const page = Buffer.from(`${links}<a href="/gen/0-0">again</a>`)
      const reader = checker.open(`p${p}.html`, page.length)
      reader?.data(page)
      reader?.end()
    }
    const result = checker.finish(['p0.html'], 1)
    // 50 kept (all broken here); 200 distinct - 50 = 150 references not judged; the repeats of
    // a kept target are still noted.
    expect(result.broken).toHaveLength(50)
    expect(result.notJudged).toBe(150)
    expect(result.broken.find((b) => b.target === '/gen/0-0')?.pages).toEqual([
      'p0.html',
      'p1.html',
      'p2.html'
    ])
  })

  it('a site of a few very long generated links stops at the bound on their bytes', () => {
    // Room for about 2 of these 1 000-byte paths in 2 500 bytes, in the targets and in each cache.
    const checker = new SiteChecker('docs.example.com', 1000, 2500)
    const long = (i: number): string => `/gen/${String(i).padStart(4, '0')}${'x'.repeat(991)}`
    const links = Array.from({ length: 10 }, (_, i) => `<a href="${long(i)}">x</a>`).join('')
    const page = Buffer.from(`${links}<a href="${long(0)}">again</a>`)
    const reader = checker.open('p.html', page.length)
    reader?.data(page)
    reader?.end()
    const result = checker.finish(['p.html'], 1)
    expect(result.broken.map((b) => b.target)).toEqual([long(0), long(1)])
    expect(result.notJudged).toBe(8)
  })

  it('a site of endless generated hosts keeps at most maxTargets of them and counts the rest', () => {
    const checker = new SiteChecker('docs.example.com', 5)
    const scripts = Array.from(
      { length: 8 },
      (_, i) => `<script src="https://cdn-${i}.example.net/a.js"></script>`
    ).join('')
    const page = Buffer.from(`${scripts}<img src="https://cdn-0.example.net/again.png">`)
    const reader = checker.open('p.html', page.length)
    reader?.data(page)
    reader?.end()
    const result = checker.finish(['p.html'], 1)
    expect(result.external.map((e) => [e.host, e.kinds])).toEqual([
      ['cdn-0.example.net', ['image', 'script']],
      ['cdn-1.example.net', ['script']],
      ['cdn-2.example.net', ['script']],
      ['cdn-3.example.net', ['script']],
      ['cdn-4.example.net', ['script']]
    ])
    expect(result.notJudged).toBe(3)
  })
})
