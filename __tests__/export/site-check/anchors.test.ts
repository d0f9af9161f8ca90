// Anchors: what a fragment must find on its page, and where the check must not call an anchor
// broken (the false positives users of other link checkers report most).
import { describe, expect, it } from '@jest/globals'
import { SiteChecker } from '../../../src/export/site-check/check.js'
import { parseLinkPatterns } from '../../../src/export/site-check/ignore.js'
import {
  fragmentNeed,
  IdHash,
  IdSet,
  percentDecode
} from '../../../src/export/site-check/anchors.js'

/** The broken anchors of a site given as file -> text (every file listed, pages read). */
function brokenAnchors(site: Record<string, string>, ignore = '') {
  const checker = new SiteChecker('docs.example.com')
  for (const [file, text] of Object.entries(site)) {
    const bytes = Buffer.from(text)
    const reader = checker.open(file, bytes.length)
    reader?.data(bytes)
    reader?.end()
  }
  const result = checker.finish(Object.keys(site), 0, parseLinkPatterns(ignore))
  return {
    broken: result.brokenAnchors,
    notJudged: result.anchorsNotJudged,
    ignored: result.ignored,
    links: result.broken
  }
}

describe('anchors', () => {
  it('a renamed heading: page#id and #id that find no id are broken, once per page and fragment', () => {
    const result = brokenAnchors({
      'index.html':
        '<a href="/api/auth#tokens">t</a><a href="/api/auth/#tokens">t</a><a href="#intro">i</a>',
      'guides/a.html': '<a href="../api/auth#tokens">t</a><a href="/api/auth#access-tokens">ok</a>',
      'api/auth/index.html': '<h2 id="access-tokens">Access tokens</h2>'
    })
    expect(result.broken).toEqual([
      { target: '/#intro', pages: ['index.html'] },
      { target: '/api/auth#tokens', pages: ['guides/a.html', 'index.html'] }
    ])
    expect(result.links).toEqual([])
  })

  it('finds any element’s id and <a name>, percent-decoded, with entities decoded', () => {
    const result = brokenAnchors({
      'index.html': [
        '<a href="/p#caf%C3%A9">1</a>',
        '<a href="/p#café">2</a>',
        '<a href="/p#old-name">3</a>',
        '<a href="/p#a&amp;b">4</a>',
        '<a href="/p#x%20y">5</a>',
        '<a href="/p#Case">6</a>'
      ].join(''),
      'p.html':
        '<section id="café"></section><a name="old-name"></a><div id="a&amp;b"></div><span id="x y"></span><i id="case"></i>'
    })
    // Ids are compared exactly: #Case does not find id="case".
    expect(result.broken).toEqual([{ target: '/p#Case', pages: ['index.html'] }])
  })

  it('#, #top, a text fragment and a fragment on a file that is no page always pass', () => {
    const result = brokenAnchors({
      'index.html':
        '<a href="#">1</a><a href="#top">2</a><a href="#TOP">3</a><a href="/p#:~:text=hello">4</a><a href="/img/a.png#x">5</a><a href="/doc.pdf#page=3">6</a>',
      'p.html': '',
      'img/a.png': 'png',
      'doc.pdf': 'pdf'
    })
    expect(result.broken).toEqual([])
    expect(result.notJudged).toBe(2)
  })

  it('dir/#x and dir#x go to the folder’s index page', () => {
    const result = brokenAnchors({
      'index.html': '<a href="/guides/#a">1</a><a href="/guides#a">2</a><a href="guides/#b">3</a>',
      'guides/index.html': '<h2 id="a">A</h2>'
    })
    expect(result.broken).toEqual([{ target: '/guides/#b', pages: ['index.html'] }])
  })

  it('<base href> applies: #x under a base goes to the base’s page', () => {
    const result = brokenAnchors({
      'guides/a.html':
        '<base href="/api/"><a href="#there">1</a><a href="#nowhere">2</a><a href="auth#t">3</a>',
      'api/index.html': '<h2 id="there">x</h2>',
      'api/auth.html': '<h2 id="t">t</h2>'
    })
    expect(result.broken).toEqual([{ target: '/api/#nowhere', pages: ['guides/a.html'] }])
  })

  it('a redirect page (rustdoc’s) passes the fragment on: judged on the page it leads to', () => {
    const redirect =
      '<meta http-equiv="refresh" content="0;URL=../real.html"><script>location.replace("../real.html" + location.hash)</script>'
    const result = brokenAnchors({
      'index.html': '<a href="/old/page.html#method.x">1</a><a href="/old/page.html#gone">2</a>',
      'old/page.html': redirect,
      'real.html': '<div id="method.x"></div>'
    })
    expect(result.broken).toEqual([{ target: '/old/page.html#gone', pages: ['index.html'] }])
  })

  it('a redirect page’s own ids do not count: a fragment on it is judged where it leads', () => {
    // The check finds most fragments by their bytes alone; a page that redirects must not be one it
    // finds them on, whichever is read first.
    const site = {
      'index.html': '<a href="/old/page.html#stale">1</a><a href="/old/page.html#kept">2</a>',
      'old/page.html':
        '<meta http-equiv="refresh" content="0;URL=../real.html"><div id="stale"></div><div id="kept"></div>',
      'real.html': '<div id="kept"></div>'
    }
    const expected = [{ target: '/old/page.html#stale', pages: ['index.html'] }]
    expect(brokenAnchors(site).broken).toEqual(expected)
    const reversed = Object.fromEntries(Object.entries(site).reverse())
    expect(brokenAnchors(reversed).broken).toEqual(expected)
  })

  it('a redirect page’s links to its own fragments are judged where it leads, read before it or after', () => {
    const site = {
      'real.html': '<div id="kept"></div>',
      'old/page.html':
        '<meta http-equiv="refresh" content="0;URL=../real.html"><div id="stale"></div><a href="#stale">s</a><a href="#kept">k</a><a href="#gone">g</a>'
    }
    const expected = [
      { target: '/old/page.html#gone', pages: ['old/page.html'] },
      { target: '/old/page.html#stale', pages: ['old/page.html'] }
    ]
    expect(brokenAnchors(site).broken).toEqual(expected)
    const reversed = Object.fromEntries(Object.entries(site).reverse())
    expect(brokenAnchors(reversed).broken).toEqual(expected)
    // Leading nowhere that can be judged: counted, not found broken.
    const nowhere = brokenAnchors({
      'old/page.html': '<meta http-equiv="refresh" content="0;URL=../gone.html"><a href="#x">x</a>'
    })
    expect(nowhere.broken).toEqual([])
    expect(nowhere.notJudged).toBe(1)
    // A stylesheet's url(#x) names an element of the page using it: neither judged nor counted.
    const styled = brokenAnchors({
      'index.html': '<link rel="stylesheet" href="/s.css"><svg><filter id="f"></filter></svg>',
      's.css': '.x { filter: url(#f) } .y { mask: url(#nowhere) }'
    })
    expect(styled.broken).toEqual([])
    expect(styled.notJudged).toBe(0)
  })

  it('a fragment longer than the check’s scratch buffer is kept whole, on its page or another', () => {
    const long = 'x'.repeat(1000)
    const result = brokenAnchors({
      'index.html': `<a href="#${long}">1</a><a href="/p#${long}">2</a>`,
      'p.html': ''
    })
    expect(result.broken).toEqual([
      { target: `/#${long}`, pages: ['index.html'] },
      { target: `/p#${long}`, pages: ['index.html'] }
    ])
  })

  it('a source viewer’s line range passes when its first line is an id', () => {
    const result = brokenAnchors({
      'index.html':
        '<a href="/src.html#10-20">1</a><a href="/src.html#L3-L4">2</a><a href="/src.html#99-100">3</a>',
      'src.html': '<span id="10">10</span><span id="L3">3</span>'
    })
    expect(result.broken.map((b) => b.target)).toEqual(['/src.html#99-100'])
  })

  it('ignore-links applies to anchors, and a missing page is a broken link, not an anchor', () => {
    const result = brokenAnchors(
      {
        'index.html': '<a href="/api#x">1</a><a href="/gone#y">2</a><a href="/other#z">3</a>',
        'api.html': '',
        'other.html': ''
      },
      '/api#*'
    )
    expect(result.broken.map((b) => b.target)).toEqual(['/other#z'])
    expect(result.ignored).toBe(1)
    expect(result.links.map((b) => b.target)).toEqual(['/gone'])
  })
})

describe('anchor helpers', () => {
  it('percent-decodes as the HTML standard does, leaving malformed escapes', () => {
    expect(percentDecode('caf%C3%A9')).toBe('café')
    expect(percentDecode('100%')).toBe('100%')
    expect(percentDecode('%zz%41')).toBe('%zzA')
    expect(fragmentNeed('')).toEqual({ kind: 'none' })
    expect(fragmentNeed('ToP')).toEqual({ kind: 'none' })
    expect(fragmentNeed('x:~:text=a')).toEqual({ kind: 'id', ids: ['x'] })
    expect(fragmentNeed('a%20b')).toEqual({ kind: 'id', ids: ['a%20b', 'a b'] })
  })

  it('keeps 200 000 ids of 2 000 pages in a few MB, finding each and no other', () => {
    const set = new IdSet()
    const hash = new IdHash()
    for (let p = 0; p < 2000; p++) {
      hash.page(`section-${p % 40}/page-${p}/index.html`)
      for (let i = 0; i < 100; i++) {
        hash.ofText(`heading-${i}`)
        set.add(hash.a, hash.b)
      }
    }
    expect(set.size).toBe(200_000)
    expect(set.bytes).toBeLessThanOrEqual(8 * 1024 * 1024)
    hash.page('section-1/page-41/index.html')
    expect(set.has(hash.ofText('heading-99').a, hash.b)).toBe(true)
    expect(set.has(hash.ofText('heading-100').a, hash.b)).toBe(false)
  })
})
