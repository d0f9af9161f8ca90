import { describe, expect, it } from '@jest/globals'
import { htmlRefs, PageReader } from '../../../src/export/site-check/html-refs.js'
import { cssRefs, RefList, srcsetUrls } from '../../../src/export/site-check/refs.js'
import { mintlifyPage } from '../../../scripts/mintlify-site.js'
import { parserRefs } from '../../../__fixtures__/parser-refs.js'
import { candidates, resolveRef } from '../../../src/export/site-check/resolve.js'

describe('htmlRefs', () => {
  it('finds every attribute that references a file, with what loading it is', () => {
    const { refs } = htmlRefs(`<!doctype html><html><head>
      <link rel="stylesheet" href="/css/app.css"><link rel="icon" href="/favicon.ico">
      <link rel="preload" as="font" href="/fonts/a.woff2"><link rel="canonical" href="https://docs.example.com/">
      <script src="/js/app.js"></script><style>body { background: url("/img/bg.png") }</style>
    </head><body style="background-image: url(/img/body.png)">
      <a href="/guides/start">Start</a><map><area href="/guides/map"></map>
      <img src="/img/a.png" srcset="/img/a-2x.png 2x, /img/a-3x.png 3x">
      <picture><source srcset="/img/b.webp 1x"></picture>
      <iframe src="/embed/demo.html"></iframe>
      <video src="/media/v.mp4" poster="/img/poster.jpg"><track src="/media/v.vtt"></video>
      <audio src="/media/a.mp3"></audio><embed src="/media/e.swf"><object data="/media/o.pdf"></object>
    </body></html>`)
    expect(refs).toEqual(
      expect.arrayContaining([
        { url: '/css/app.css', kind: 'stylesheet' },
        { url: '/favicon.ico', kind: 'image' },
        { url: '/fonts/a.woff2', kind: 'font' },
        { url: 'https://docs.example.com/', kind: 'navigation' },
        { url: '/js/app.js', kind: 'script' },
        { url: '/img/bg.png', kind: 'image' },
        { url: '/img/body.png', kind: 'image' },
        { url: '/guides/start', kind: 'navigation' },
        { url: '/guides/map', kind: 'navigation' },
        { url: '/img/a.png', kind: 'image' },
        { url: '/img/a-2x.png', kind: 'image' },
        { url: '/img/a-3x.png', kind: 'image' },
        { url: '/img/b.webp', kind: 'image' },
        { url: '/embed/demo.html', kind: 'frame' },
        { url: '/media/v.mp4', kind: 'media' },
        { url: '/img/poster.jpg', kind: 'image' },
        { url: '/media/v.vtt', kind: 'media' },
        { url: '/media/a.mp3', kind: 'media' },
        { url: '/media/e.swf', kind: 'object' },
        { url: '/media/o.pdf', kind: 'object' }
      ])
    )
    expect(refs).toHaveLength(20)
  })

  it('reads <base href> and decodes entities in attributes', () => {
    expect(htmlRefs('<base href="/v2/"><a href="a?x=1&amp;y=2">').refs).toEqual([
      { url: 'a?x=1&y=2', kind: 'navigation' }
    ])
    expect(htmlRefs('<base href="/v2/">').base).toBe('/v2/')
  })

  it('ignores URLs in text and comments, which no browser loads', () => {
    expect(htmlRefs('<p>see src="/x.png"</p><!-- <img src="/y.png"> -->').refs).toEqual([])
  })

  it('a tag named after an Object property (constructor, __proto__) references nothing by src', () => {
    expect(
      htmlRefs('<constructor src="/a.js"><__proto__ src="/b.js"><tostring src="/c">').refs
    ).toEqual([])
  })
})

describe("the check's list of references (RefList): plain ones kept as offsets", () => {
  /**
   * What the list holds after `reader` reads the page, as htmlRefs gives it (the plain ones read back
   * from the page), with the page's base and how many were kept as offsets.
   */
  function listed(
    html: string,
    reader = new PageReader()
  ): { refs: { url: string; kind: string }[]; base?: string; plain: number } {
    const bytes = Buffer.from(html)
    const list = new RefList()
    const base = reader.read(bytes, list)
    const refs: { url: string; kind: string }[] = list.items.slice(0, list.count)
    for (let i = 0; i < list.plainCount; i++) {
      const url = bytes.toString('utf8', list.plain[2 * i], list.plain[2 * i + 1])
      refs.push({ url, kind: list.plainKinds[i] as string })
    }
    return { refs, base, plain: list.plainCount }
  }
  const byUrl = (a: { url: string; kind: string }, b: { url: string; kind: string }) =>
    a.url === b.url ? a.kind.localeCompare(b.kind) : a.url < b.url ? -1 : 1

  it('holds the same references as htmlRefs: trimmed, entities and other than ASCII decoded', () => {
    const html = `<a href="  /a.html\n">x</a><a href="/b?x=1&amp;y=2">b</a><a href="/caf\u00e9">c</a>
      <a href="\u00a0/nbsp">n</a><a href=" ">blank</a><a href="">empty</a><a href=/bare>bare</a>
      <a href="/first" href="/second">two</a><img src="/i.png" srcset="/i2.png 2x">
      <link rel="stylesheet" href="/s.css"><link href="/next" rel="next"><base href="/ignored/">
      <script src='/app.js'></script><div href="/not-a-ref" src="/nor-this"></div>
      <a style="background: url(/bg.png)" href="/styled">s</a><area href="#top">`
    const ours = listed(html)
    expect(ours.refs.length).toBeGreaterThan(0)
    expect(ours.refs.sort(byUrl)).toEqual(htmlRefs(html).refs.sort(byUrl))
    // The plain ones (not entities, other than ASCII, nor those of a tag with a style or a srcset)
    // are kept as offsets, never decoded: /a.html /bare /first /s.css /next /app.js #top.
    expect(ours.plain).toBe(7)
  })

  it('one reader reads each page as new, whatever state the last page ended in', () => {
    const pages = [
      '<a href="/unfinished" style="background: url(/u.png)"',
      '<svg><style>@import "/in-svg.css";',
      '<style>a { background: url(/styled.png) }',
      '<base href="/elsewhere/"><a href="x.html">',
      '<form><form action="/f"><img src="/first.png">',
      '<a href="/p.html">p</a><img src="/i.png"><link rel="stylesheet" href="/s.css">',
      '<math><mi><a href="/m"></a>'
    ]
    const reader = new PageReader()
    for (let round = 0; round < 2; round++) {
      for (const page of pages) {
        const { refs, base } = listed(page, reader)
        const alone = htmlRefs(page)
        expect({ page, base, refs: refs.sort(byUrl) }).toEqual({
          page,
          base: alone.base,
          refs: alone.refs.sort(byUrl)
        })
      }
    }
  })

  it('holds the same references as htmlRefs on generated Mintlify-shaped pages', () => {
    for (const n of [0, 7, 123]) {
      const page = mintlifyPage(n, 200)
      expect(listed(page).refs.sort(byUrl)).toEqual(htmlRefs(page).refs.sort(byUrl))
    }
  })
})

// Each place the tokenizer skips ahead: text to `<`, quoted values to their quote, declarations
// and bogus comments to `>`, comments and CDATA to their end, script/style/title bodies to `</`,
// processing instructions to `?` (XML), and input that ends in the middle of each.
const samples = [
  '',
  'plain text with no markup at all',
  '<!doctype html><html><head><title>a < b &amp; c</title></head><body class=x data-a=\'q"\' id="i">text</body></html>',
  "<a href=\"/x?a=1&amp;b=2\" title='it's'>link</a><img src=/u.png alt><br/>",
  '<!-- a comment -- with -> inside --><!----><!-x><!doctype x><![CDATA[ c ]]>',
  '<script>if (a < b && c > d) s = "</scr" + "ipt>"</script><style>a>b{}</style>',
  '<svg><![CDATA[ <not-a-tag> ]]><style>.a{}</style></svg><textarea><b>x</textarea>',
  '<xmp><a></xmp><plaintext><p>everything after is text',
  '<?xml version="1.0"?><p>after</p>',
  '<a href="unterminated',
  '<!-- unterminated',
  '<script>unterminated',
  '<div\n  data-x = "1"\n>x</div\n>< notatag></ >'
]

/** A small seeded generator (mulberry32), so a failing document can be reproduced. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Markup that exercises what the scanner must get right as the Parser does: SVG and MathML with
 * their integration points, <style> and <script> inside and outside them, CDATA, self-closing tags,
 * void elements, stray end tags, a second <form>, case, duplicate and unquoted attributes, entities.
 * Left out are the pairs for which the Parser implies an end tag (`<p>` after an open `<p>`) and the
 * SVG names it re-cases (clipPath), where the two differ by design (see html-refs.ts).
 */
function generatedPage(next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const names = [
    'div', 'span', 'img', 'IMG', 'image', 'link', 'script', 'style', 'STYLE', 'svg', 'SVG',
    'math', 'foreignObject', 'foreignobject', 'desc', 'title', 'mi', 'mtext', 'g', 'base',
    'form', 'source', 'video', 'object', 'iframe', 'br', 'embed', 'textarea', 'section', 'area'
  ] // prettier-ignore
  const values = [
    '/a.png',
    '"/b c.png"',
    "'/d.css'",
    '"/e?x=1&amp;y=2"',
    '""',
    '"a.png 1x, /b.png 2x"'
  ]
  const attribute = (): string =>
    pick([
      () =>
        ` ${pick(['href', 'HREF', 'src', 'srcset', 'poster', 'data', 'rel', 'as', 'class'])}=${pick(values)}`,
      () => ` style="background:url(${pick(['/s.png', "'/t.png'", '&quot;/u.png&quot;'])})"`,
      () => ` ${pick(['rel=stylesheet', 'rel="preload" as="font"', 'hidden', 'src'])}`
    ])()
  const parts: string[] = []
  const open: string[] = []
  for (let i = 0, n = 5 + Math.floor(next() * 40); i < n; i++) {
    const r = next()
    if (r < 0.4) {
      const name = pick(names)
      let tag = `<${name}`
      for (let a = Math.floor(next() * 3); a > 0; a--) tag += attribute()
      tag += next() < 0.15 ? '/>' : '>'
      parts.push(tag)
      open.push(name)
    } else if (r < 0.6 && open.length > 0) {
      parts.push(`</${next() < 0.8 ? (open.pop() as string) : pick(names)}>`)
    } else if (r < 0.7) {
      parts.push(
        pick(['<![CDATA[ .x{background:url(/cdata.png)} ]]>', '<!-- <img src="/c.png"> -->'])
      )
    } else if (r < 0.8) {
      parts.push(pick(['a{background:url(/text.png)}', '@import "/i.css";', 'x < y', '&amp;']))
    } else {
      parts.push(`<a href=${pick(values)}>link</a>`)
    }
  }
  return parts.join('')
}

describe('htmlRefs against htmlparser2 Parser', () => {
  it('finds what the Parser finds on 3 000 generated pages', () => {
    const next = random(20261124)
    for (let i = 0; i < 3000; i++) {
      const page = generatedPage(next)
      const ours = htmlRefs(page)
      const theirs = parserRefs(page)
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
        // The page, so a failure can be read and reproduced.
        expect({ page, refs: ours.refs, base: ours.base }).toEqual({ page, ...theirs })
      }
    }
  })

  it('finds what the Parser finds on the sample pages and a docs-like page', () => {
    for (const html of samples) expect(htmlRefs(html)).toEqual(parserRefs(html))
    // The shape of scripts/docs-bundle.ts's pages, which the benchmark checks.
    const page = `${'0123456789abcdef'.repeat(100)}<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/_next/static/css/app.css"><script src="/_next/static/chunks/main.js" defer></script></head><body><nav class="sidebar">${'<a class="nav-link" href="/guides/page">Guide page</a>'.repeat(120)}</nav><main>`
    expect(htmlRefs(page).refs).toHaveLength(122)
    expect(htmlRefs(page)).toEqual(parserRefs(page))
  })

  it('keeps the first style and reads names in any case, as the Parser does', () => {
    const cases: [string, string[]][] = [
      ['<div style="color:red" style="background:url(/second.png)"></div>', []],
      ['<div style="background:url(/first.png)" style="color:red"></div>', ['/first.png']],
      ['<div style="" style="background:url(/after-empty.png)"></div>', []],
      ['<div style style="background:url(/after-bare.png)"></div>', []],
      ['<div style="background:&#117;rl(/entity.png)"></div>', ['/entity.png']],
      ['<div STYLE="@import &quot;/imp.css&quot;"></div>', ['/imp.css']],
      [
        '<a HrEf="/h" href="/second">x</a><img SRC=/s.png><link REL=stylesheet hReF=/c.css>',
        ['/h', '/s.png', '/c.css']
      ],
      ['<img \u0130mg-src="/not.png" ſrc="/not2.png">', []]
    ]
    for (const [page, urls] of cases) {
      expect(htmlRefs(page)).toEqual(parserRefs(page))
      expect(htmlRefs(page).refs.map((ref) => ref.url)).toEqual(urls)
    }
  })

  it('reads SVG and MathML as the Parser does', () => {
    const page = `<svg><style>.a{background:url(/svg-style.png)}<![CDATA[.b{background:url(/cdata.png)}]]></style>
      <foreignObject><style>.c{background:url(/html-style.png)}</style><img src="/in-fo.png"></foreignObject>
      <image href="/svg-image.png"/><script>var s = "<img src='/not-a-tag.png'>"</script><img src="/svg-img.png"></svg>
      <image src="/html-image.png"><![CDATA[<img src="/comment.png">]]><style/>.d{background:url(/open-style.png)}</style>`
    expect(htmlRefs(page)).toEqual(parserRefs(page))
    expect(htmlRefs(page).refs.map((ref) => ref.url)).toEqual([
      '/svg-style.png',
      '/cdata.png',
      '/html-style.png',
      '/in-fo.png',
      '/not-a-tag.png',
      '/svg-img.png',
      '/html-image.png',
      '/open-style.png'
    ])
  })
})

describe('cssRefs and srcset', () => {
  it('finds url() in every quoting, @import, and fonts by extension; skips comments', () => {
    expect(
      cssRefs(`@import "base.css"; @import url('theme.css');
        /* url(/commented.png) */ a { background: url( "/a b.png" ) } b { background: url(/b.png) }
        @font-face { src: url(/f.woff2?v=1) format("woff2") }`)
    ).toEqual([
      { url: 'base.css', kind: 'stylesheet' },
      { url: 'theme.css', kind: 'stylesheet' },
      { url: '/a b.png', kind: 'image' },
      { url: '/b.png', kind: 'image' },
      { url: '/f.woff2?v=1', kind: 'font' }
    ])
  })

  it('splits srcset candidates, including URLs with commas', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x,c.png 3x')).toEqual(['a.png', 'b.png', 'c.png'])
  })

  it('@import url(…) is a stylesheet, not an image', () => {
    expect(cssRefs('@import url(/theme.css) screen; @IMPORT url( "x.css" );')).toEqual([
      { url: '/theme.css', kind: 'stylesheet' },
      { url: 'x.css', kind: 'stylesheet' }
    ])
    expect(cssRefs('a{background:url(/i.png)} @import url(/s.css);')).toEqual([
      { url: '/i.png', kind: 'image' },
      { url: '/s.css', kind: 'stylesheet' }
    ])
  })

  it('srcset: a data: URL keeps its comma', () => {
    expect(srcsetUrls('data:image/png;base64,iVBORw0KGgo= 1x, /b.png 2x')).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      '/b.png'
    ])
  })

  it('srcset: an image CDN path with commas is one URL', () => {
    expect(
      srcsetUrls(
        'https://res.cloudinary.com/x/image/upload/w_400,c_scale/a.png 400w, https://res.cloudinary.com/x/image/upload/w_800,c_scale/a.png 800w'
      )
    ).toEqual([
      'https://res.cloudinary.com/x/image/upload/w_400,c_scale/a.png',
      'https://res.cloudinary.com/x/image/upload/w_800,c_scale/a.png'
    ])
  })

  it('srcset: trailing commas end a candidate with no descriptor; a descriptor ends at a comma', () => {
    expect(srcsetUrls('a.png, b.png 2x,  ,c.png, , d.png')).toEqual([
      'a.png',
      'b.png',
      'c.png',
      'd.png'
    ])
    // No space after the comma: it is inside the URL, as a browser reads it.
    expect(srcsetUrls('a.png,b.png 2x')).toEqual(['a.png,b.png'])
    expect(srcsetUrls(' ,, ')).toEqual([])
    // A comma inside a descriptor's parentheses does not split (the standard's future-compat rule).
    expect(srcsetUrls('a.png (x, y), b.png 1x')).toEqual(['a.png', 'b.png'])
  })
})

describe('resolveRef', () => {
  it.each([
    ['#top', 'skip'],
    ['mailto:a@example.com', 'skip'],
    ['tel:+1', 'skip'],
    ['javascript:void(0)', 'skip'],
    ['data:image/png;base64,AAAA', 'skip'],
    ['', 'skip']
  ])('skips %j', (ref, type) => {
    expect(resolveRef(ref, 'guides/a.html').type).toBe(type)
  })

  it('resolves relative and root-relative paths, ignoring queries and fragments', () => {
    expect(resolveRef('b.html?x=1#y', 'guides/a.html')).toEqual({
      type: 'internal',
      path: 'guides/b.html'
    })
    expect(resolveRef('../img/c.png', 'guides/a.html')).toEqual({
      type: 'internal',
      path: 'img/c.png'
    })
    expect(resolveRef('/api/ref', 'guides/a.html')).toEqual({ type: 'internal', path: 'api/ref' })
    expect(resolveRef('/', 'guides/a.html')).toEqual({ type: 'internal', path: '' })
    expect(resolveRef('c%20d.html', 'e.html')).toEqual({ type: 'internal', path: 'c d.html' })
    expect(resolveRef('x.html', 'guides/a.html', '/v2/')).toEqual({
      type: 'internal',
      path: 'v2/x.html'
    })
  })

  it('a page in a folder named with # or ? resolves against its real folder', () => {
    expect(resolveRef('b.html', 'v#2/a.html')).toEqual({ type: 'internal', path: 'v#2/b.html' })
    expect(resolveRef('./img/c.png', 'what?/a.html')).toEqual({
      type: 'internal',
      path: 'what?/img/c.png'
    })
    expect(resolveRef('../x', 'a%20b/c d/p.html')).toEqual({ type: 'internal', path: 'a%20b/x' })
    // A first folder with a colon is a folder, not a URL scheme.
    expect(resolveRef('y.html', 'a:b/p.html')).toEqual({ type: 'internal', path: 'a:b/y.html' })
  })

  it('stops .. at the site root, and calls an encoded escape outside', () => {
    expect(resolveRef('../../../etc/passwd', 'a.html')).toEqual({
      type: 'internal',
      path: 'etc/passwd'
    })
    expect(resolveRef('/a%2F..%2F..%2Fetc', 'a.html').type).toBe('outside')
  })

  it('tells other hosts from the site itself', () => {
    expect(resolveRef('https://cdn.example.net/x.js', 'a.html')).toEqual({
      type: 'external',
      host: 'cdn.example.net'
    })
    expect(resolveRef('//fonts.example.org/f.css', 'a.html')).toEqual({
      type: 'external',
      host: 'fonts.example.org'
    })
    expect(
      resolveRef('https://Docs.Example.com/guides/a', 'a.html', undefined, 'docs.example.com')
    ).toEqual({
      type: 'internal',
      path: 'guides/a'
    })
  })
})

describe('candidates', () => {
  it('tries what a static host tries', () => {
    expect(candidates('a/b')).toEqual(['a/b', 'a/b.html', 'a/b/index.html'])
    expect(candidates('a/')).toEqual(['a/index.html'])
    expect(candidates('')).toEqual(['index.html'])
  })
})
