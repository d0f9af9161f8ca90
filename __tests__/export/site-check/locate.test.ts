import { describe, expect, it } from '@jest/globals'
import { locate } from '../../../src/export/site-check/locate.js'

describe('locate', () => {
  it('gives the line of the first use of each target in a page, however it is written', () => {
    const html = Buffer.from(
      [
        '<!doctype html>',
        '<nav><a href="/guides/gone">a</a></nav>',
        '<p>',
        '<a',
        '  href="../api/auth#tok&#101;ns">entity</a>',
        '<a href="#intro">own</a>',
        '<img src="/img/missing.png">',
        '<a href="/guides/gone">again</a>'
      ].join('\n')
    )
    expect(
      locate(html, 'guides/x/index.html', [
        '/guides/gone',
        '/guides/api/auth#tokens',
        '/guides/x/#intro',
        '/img/missing.png',
        '/never'
      ])
    ).toEqual([
      { line: 2, written: '/guides/gone' },
      // The reference as the URL parser reads it: entities decoded.
      { line: 4, written: '../api/auth#tokens' },
      { line: 6, written: '#intro' },
      { line: 7, written: '/img/missing.png' },
      undefined
    ])
  })

  it('finds a target written under a folder page’s other URL, with an encoded # or a bad escape', () => {
    const html = Buffer.from(
      [
        '<a href="sibling#top-1">1</a>',
        '<a href="/a%23b">2</a>',
        '<a href="/%zz">3</a>',
        '<a href="/x#one">4</a>',
        '<a href="/x">5</a>',
        '<a href="#own">6</a>',
        '<a href="/x#two">7</a>'
      ].join('\n')
    )
    // guides/index.html is /guides and /guides/: `sibling` is guides/sibling or sibling.
    expect(
      locate(html, 'guides/index.html', [
        '/sibling#top-1',
        '/guides/sibling#top-1',
        '/a#b',
        '/%zz',
        '/x',
        '/x#two',
        '/guides/#own',
        '/x#three'
      ])
    ).toEqual([
      { line: 1, written: 'sibling#top-1' },
      { line: 1, written: 'sibling#top-1' },
      { line: 2, written: '/a%23b' },
      { line: 3, written: '/%zz' },
      // The first use of the page, with or without a fragment.
      { line: 4, written: '/x#one' },
      { line: 7, written: '/x#two' },
      { line: 6, written: '#own' },
      undefined
    ])
  })

  it('under a <base>, a fragment alone is on the base’s page', () => {
    const html = Buffer.from('<base href="/api/">\n\n<a href="#there">x</a>')
    expect(locate(html, 'guides/a.html', ['/api/#there'])).toEqual([{ line: 3, written: '#there' }])
  })
})
