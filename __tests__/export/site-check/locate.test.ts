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

  it('under a <base>, a fragment alone is on the base’s page', () => {
    const html = Buffer.from('<base href="/api/">\n\n<a href="#there">x</a>')
    expect(locate(html, 'guides/a.html', ['/api/#there'])).toEqual([{ line: 3, written: '#there' }])
  })
})
