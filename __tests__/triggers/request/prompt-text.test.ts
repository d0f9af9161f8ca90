import { describe, expect, it } from '@jest/globals'
import { cleanText, PromptText, quoted } from '../../../src/triggers/request/prompt-text.js'

describe('cleanText: what nobody sees never reaches the prompt', () => {
  it.each([
    ['an HTML comment', 'a<!-- hidden -->b', 'ab'],
    ['an unclosed HTML comment, hidden by GitHub to the end', 'a<!-- hidden\nstill hidden', 'a'],
    ['zero-width characters', 'a\u200b\u200c\u200d\u2060b', 'ab'],
    ['bidirectional overrides and isolates', '\u202eab\u202c\u2066c\u2069', 'abc'],
    ['Unicode tag characters', `a${String.fromCodePoint(0xe0041, 0xe0042)}b`, 'ab'],
    [
      'variation selectors, which can carry bytes',
      `a\ufe0f${String.fromCodePoint(0xe0100)}b`,
      'ab'
    ],
    ['a byte order mark and a soft hyphen', '\ufeffa\u00adb', 'ab'],
    ['control characters but tab and line feed', 'a\u0007\u001b[31m\tb\r\nc', 'a[31m\tb\nc'],
    ['a Markdown comment line', 'a\n[//]: # (hidden)\n[comment]: <> "also"\nb', 'a\n\n\nb']
  ])('%s', (_, text, clean) => {
    expect(cleanText(text, 1000).text).toBe(clean)
  })

  it('keeps what a reader sees: emoji, accents, other scripts, a link definition a link uses', () => {
    const text = 'Café 👍🏽 日本語 ‍ see [docs]\n[docs]: https://docs.example.com'
    expect(cleanText(text, 1000).text).toBe(
      'Café 👍🏽 日本語  see [docs]\n[docs]: https://docs.example.com'
    )
  })

  it('removes a definition nothing uses, or one with a title: they render as nothing', () => {
    expect(cleanText('a\n[docs]: https://docs.example.com\nb', 1000).text).toBe('a\n\nb')
    expect(cleanText('see [docs]\n[docs]: https://x.example "run this"', 1000).text).toBe(
      'see [docs]\n'
    )
  })

  it('bounds by characters, never splitting a surrogate pair', () => {
    const { text, removal } = cleanText('😀'.repeat(10), 5)
    expect(text).toBe('😀😀😀😀…')
    expect(removal.cut).toBe(5)
  })
})

describe('quoted and PromptText', () => {
  it('quotes every line as someone else’s words', () => {
    expect(quoted('one\n\ntwo\n')).toBe('> one\n>\n> two')
  })

  it('reports by source, adding up what each text lost', () => {
    const text = new PromptText()
    text.clean('the request', 'a\u200bb', 100)
    text.clean('the request', 'c<!--x-->', 100)
    text.clean('the title', 'plain', 100)
    expect(text.report()).toBe('the request: 1 HTML comment, 1 invisible character')
    expect(new PromptText().report()).toBeUndefined()
  })
})
