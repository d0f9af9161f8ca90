// Where the check read a site differently from a browser and a static host: each case named after
// the false finding (or the missed one) it used to give.
import { describe, expect, it } from '@jest/globals'
import { SiteChecker } from '../../../src/export/site-check/check.js'
import { parseLinkPatterns } from '../../../src/export/site-check/ignore.js'

/** Checks a site given as file -> text, its files offered in the order given. */
function check(site: Record<string, string>, ignore = '', order = Object.keys(site)) {
  const checker = new SiteChecker('docs.example.com')
  for (const file of order) {
    const bytes = Buffer.from(site[file] as string)
    const reader = checker.open(file, bytes.length)
    reader?.data(bytes)
    reader?.end()
  }
  return checker.finish(order, 0, parseLinkPatterns(ignore))
}

describe('a page reached as /guide and as /guide/', () => {
  it('a relative link that works from /guides/intro (serve.js, Mintlify) is not broken', () => {
    const result = check({
      'guides/intro/index.html': '<a href="setup">setup</a><a href="setup#install">install</a>',
      'guides/setup/index.html': '<h2 id="install">Install</h2>'
    })
    expect(result.broken).toEqual([])
    expect(result.brokenAnchors).toEqual([])
  })

  it('one that works from /guides/intro/ (a static host, an author) is not broken either', () => {
    const result = check({
      'guides/intro/index.html': '<a href="details">d</a>',
      'guides/intro/details.html': 'd',
      'guides/intro/other.html': '<a href="details">same folder</a>'
    })
    expect(result.broken).toEqual([])
  })

  it('one that resolves under neither is broken once, as the page’s own folder spells it', () => {
    const result = check({
      'guides/intro/index.html': '<a href="gone">g</a>',
      'guides/intro/other.html': '<a href="gone">g</a>',
      'guides/gone-not/index.html': ''
    })
    expect(result.broken).toEqual([
      {
        target: '/guides/intro/gone',
        pages: ['guides/intro/index.html', 'guides/intro/other.html']
      }
    ])
  })

  it('an anchor is judged on whichever of the two the host serves', () => {
    const result = check({
      'guides/intro/index.html': '<a href="setup#nope">x</a>',
      'guides/setup/index.html': '<h2 id="install">Install</h2>'
    })
    expect(result.brokenAnchors.map((b) => b.target)).toEqual(['/guides/setup#nope'])
  })
})

describe('ids a fragment cannot scroll to', () => {
  it('an id inside <template> or <noscript> does not make an anchor valid', () => {
    const result = check({
      'index.html':
        '<a href="#in-template">t</a><a href="#in-noscript">n</a><a href="#the-template">own</a><a href="#after">a</a>' +
        '<template id="the-template"><h2 id="in-template">x</h2></template>' +
        '<noscript><div id="in-noscript">y</div></noscript><p id="after">z</p>'
    })
    expect(result.brokenAnchors.map((b) => b.target)).toEqual(['/#in-noscript', '/#in-template'])
  })

  it('a percent-encoded id matches its encoded fragment, and a decoded one', () => {
    const result = check({
      'index.html':
        '<h2 id="caf%C3%A9">raw</h2><h2 id="naïve">decoded</h2>' +
        '<a href="#caf%C3%A9">1</a><a href="#na%C3%AFve">2</a><a href="/#caf%C3%A9">3</a>'
    })
    expect(result.brokenAnchors).toEqual([])
  })
})

describe('what a browser takes for a link', () => {
  it('a tab or newline inside an href is dropped, as the URL parser drops it', () => {
    const result = check({
      'index.html': '<a href="/gui\tdes/st\nart">x</a><a href="/guides/\r\nstart#in\ttro">y</a>',
      'guides/start/index.html': '<h2 id="intro">Intro</h2>'
    })
    expect(result.broken).toEqual([])
    expect(result.brokenAnchors).toEqual([])
  })

  it('<link rev="made"> and links a browser never fetches are no links; canonical still is', () => {
    const result = check({
      'index.html':
        '<link rev="made" href="mailto:x@example.org"><link rev="made" href="/authors">' +
        '<link rel="preconnect" href="/nowhere-1"><link rel="dns-prefetch" href="/nowhere-2">' +
        '<link rel="pingback" href="/xmlrpc"><link href="/no-rel">' +
        '<link rel="canonical" href="/gone"><link rel="stylesheet" href="/style.css">'
    })
    expect(result.broken.map((b) => b.target)).toEqual(['/gone', '/style.css'])
  })
})

describe('ignore-links', () => {
  it('matches a same-page anchor written with or without the trailing slash', () => {
    const site = { 'guides/x/index.html': '<a href="#gone">x</a>' }
    expect(check(site).brokenAnchors.map((b) => b.target)).toEqual(['/guides/x/#gone'])
    for (const pattern of [
      '/guides/x#gone',
      '/guides/x/#gone',
      'https://docs.example.com/guides/x#gone'
    ]) {
      const result = check(site, pattern)
      expect(result.brokenAnchors).toEqual([])
      expect(result.ignored).toBe(1)
    }
  })
})

describe('the pages a finding names', () => {
  it('are the first in path order, whatever order the archive gives them in', () => {
    const site: Record<string, string> = {}
    for (const name of ['e', 'b', 'd', 'a', 'c', 'f']) {
      site[`${name}/index.html`] = '<a href="/gone">x</a><a href="/#nowhere">y</a>'
    }
    site['index.html'] = ''
    const names = Object.keys(site)
    const forwards = check(site, '', [...names].sort())
    const backwards = check(site, '', [...names].sort().reverse())
    const shuffled = check(site, '', names)
    for (const result of [forwards, backwards, shuffled]) {
      expect(result.broken).toEqual([
        { target: '/gone', pages: ['a/index.html', 'b/index.html', 'c/index.html'] }
      ])
      expect(result.brokenAnchors).toEqual([
        { target: '/#nowhere', pages: ['a/index.html', 'b/index.html', 'c/index.html'] }
      ])
    }
  })
})
