import { describe, expect, it } from '@jest/globals'
import { decodeHTML } from 'entities'
import { pageTitle, TitleReader, TITLE_WINDOW } from '../../src/util/page-title.js'

describe('pageTitle', () => {
  it('decodes entities and folds invisible characters and line breaks into single spaces', () => {
    expect(pageTitle('<title data-x>  A &lt;b&gt;\u200b\n\u202ec  </title>')).toBe('A <b> c')
    expect(pageTitle('<TITLE>Up</TITLE>')).toBe('Up')
    expect(pageTitle('<title>   </title>')).toBeUndefined()
    expect(pageTitle('<p>no title</p>')).toBeUndefined()
  })

  it('gives a plain title as every title is cleaned, without cleaning it', () => {
    // The cleaning every title once went through; a plain one now skips it (page-title.ts).
    const cleaned = (text: string): string | undefined => {
      const one = decodeHTML(text)
        .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
      return one === '' ? undefined : one.slice(0, 200)
    }
    const pieces = [
      'Guide',
      ' ',
      '  ',
      '&amp;',
      '&',
      '\t',
      '\n',
      '\u00a0',
      '\u200b',
      '\u2028',
      '\u3000',
      '\ufeff',
      'é',
      '😀',
      '\ud83d',
      'x'.repeat(199),
      '-',
      ''
    ]
    let compared = 0
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const text = `${a}${b}${c}`
          expect([text, pageTitle(`<title>${text}</title>`)]).toEqual([text, cleaned(text)])
          compared++
        }
      }
    }
    expect(compared).toBe(pieces.length ** 3)
  })
})

describe('TitleReader', () => {
  it('reads the title from pieces, in the first TITLE_WINDOW bytes only', () => {
    const reader = new TitleReader()
    for (const piece of ['<ti', 'tle>Pie', 'ces</ti', 'tle>', '<title>Second</title>']) {
      reader.data(Buffer.from(piece))
    }
    expect(reader.title()).toBe('Pieces')

    const late = new TitleReader()
    late.data(Buffer.alloc(TITLE_WINDOW, ' '))
    late.data(Buffer.from('<title>Too late</title>'))
    expect(late.title()).toBeUndefined()
  })

  it('takes the first closing tag, whichever case it is written in', () => {
    const read = (text: string) => {
      const reader = new TitleReader()
      reader.data(Buffer.from(text))
      return reader.title()
    }
    expect(read('<TITLE>Upper</TITLE><svg><title>icon</title></svg>')).toBe('Upper')
    expect(read('<title>Lower</title><p>a</p><TITLE>x</TITLE>')).toBe('Lower')
    expect(read('<TITLE>Only upper</TITLE>')).toBe('Only upper')
  })
})
