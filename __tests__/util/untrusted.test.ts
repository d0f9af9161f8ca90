import { describe, expect, it } from '@jest/globals'
import {
  codeSpan,
  hasControl,
  htmlText,
  inert,
  LOG_TEXT_LIMIT,
  markdownLink,
  htmlMessage,
  messageText,
  plainText,
  safeUrl
} from '../../src/util/untrusted.js'
import { all, render, text } from '../../__fixtures__/gfm.js'

/** What the runner would read as a command: any line that starts, after blanks, with `::` or `##[`. */
function commandLines(logged: string): string[] {
  return logged
    .split(/\r\n|\r|\n|\u2028|\u2029|\u0085/)
    .filter((line) => /^\s*(::|##\[)/.test(line))
}

describe('inert (log lines)', () => {
  it.each([
    ['a line feed', 'queued\n::add-mask::x'],
    ['a carriage return', 'queued\r::error::pwned'],
    ['a CRLF', 'queued\r\n::stop-commands::tok'],
    ['a Unicode line separator', 'queued\u2028::error::x'],
    ['a next-line control (NEL)', 'queued\u0085::error::x'],
    ['the older ##[ syntax', 'x\n##[error]pwned'],
    ['leading blanks before the command', 'x\n   ::error::pwned']
  ])('keeps %s from starting a workflow command', (_, hostile) => {
    const line = `Export job j1: ${inert(hostile)}`
    expect(commandLines(line)).toEqual([])
    expect(line).not.toMatch(/[\r\n\u2028\u2029\u0085]/)
  })

  it('escapes a command at the very start, for messages that begin with server text', () => {
    expect(commandLines(inert('::error::pwned'))).toEqual([])
    expect(commandLines(inert('  ##[warning]x'))).toEqual([])
    expect(inert('::error::pwned')).toBe('\\u003a:error::pwned')
  })

  it('leaves ordinary text as it is', () => {
    expect(inert('completed')).toBe('completed')
    expect(inert('https://github.com/acme/docs/pull/7')).toBe('https://github.com/acme/docs/pull/7')
  })

  it('bounds the length and says how much was cut', () => {
    const out = inert('x'.repeat(10_000))
    expect(out.length).toBeLessThan(LOG_TEXT_LIMIT + 40)
    expect(out).toContain('(9700 more characters)')
  })

  it('shows non-strings as JSON, even ones that cannot be stringified', () => {
    expect(inert({ a: 1 })).toBe('{"a":1}')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(inert(cyclic)).toBe('[object Object]')
    expect(inert(undefined)).toBe('undefined')
  })
})

describe('htmlText (job summary)', () => {
  it('escapes markup and folds line breaks so a blank line cannot end the HTML block', () => {
    const out = htmlText('<img src=x onerror=alert(1)>\n\n[phish](https://evil.example)')
    expect(out).not.toMatch(/[<>\n]/)
    expect(out).toContain('&#60;img')
  })
})

describe('codeSpan (comments)', () => {
  it.each([
    ['a link', '[click](https://evil.example)'],
    ['a heading and a team mention', '# Urgent\n@acme/admins'],
    ['backticks that would close the span', 'a ``` b ` c'],
    ['a leading backtick', '`x']
  ])('renders %s as literal code', (_, hostile) => {
    const span = codeSpan(hostile)
    const fence = /^`+/.exec(span)?.[0] ?? ''
    expect(span.endsWith(fence)).toBe(true)
    const inner = span.slice(fence.length, span.length - fence.length)
    // The fence is longer than any run of backticks inside, so nothing inside can close it early.
    const runs = inner.match(/`+/g) ?? []
    expect(runs.every((run) => run.length < fence.length)).toBe(true)
    expect(span).not.toContain('\n')
  })
})

describe('plainText and messageText (comments that wrap)', () => {
  it.each([
    ['a link', '[click](https://evil.example)', 'a'],
    ['a bare address', 'see www.evil.example and https://evil.example/x', 'a'],
    ['an image', '![x](https://evil.example/p.png) <img src=x>', 'img'],
    ['a heading on a new line', 'ok\n# Urgent', 'h1'],
    ['emphasis', '**loud** _quiet_', 'strong'],
    ['a table', '| a | b |\n|---|---|\n| c | d |', 'table']
  ])('renders %s as the literal text, in one paragraph', (_, hostile, tag) => {
    const { blocks } = render(plainText(hostile))
    expect(blocks.map((b) => b.name)).toEqual(['p'])
    expect(all(blocks, tag)).toEqual([])
    expect(text(blocks).replace(/\u2060/g, '')).toBe(
      hostile.replace(/\n/g, ' ').replace(/\s+/g, ' ')
    )
  })

  it('keeps @mentions and #references from forming', () => {
    expect(text(render(plainText('ping @acme/admins about #12')).blocks)).not.toMatch(/[@#]\w/)
  })

  it('shows what a message quotes in backticks as code, the rest as text', () => {
    const { blocks } = render(messageText('Input `api-key` is empty [x](https://e.example).'))
    expect(all(blocks, 'code').map((c) => text(c))).toEqual(['api-key'])
    expect(all(blocks, 'a')).toEqual([])
  })
})

describe('htmlMessage (job summary)', () => {
  it('shows what a message quotes in backticks as code, and escapes the rest', () => {
    expect(htmlMessage('Check `api-key` <b>now</b> `<i>`')).toBe(
      'Check <code>api-key</code> &#60;b&#62;now&#60;/b&#62; <code>&#60;i&#62;</code>'
    )
  })
})

describe('safeUrl and markdownLink', () => {
  it('accepts one https URL and returns its normalised form', () => {
    expect(safeUrl('https://github.com/acme/docs/pull/7')).toBe(
      'https://github.com/acme/docs/pull/7'
    )
    expect(safeUrl('https://github.com/a b')).toBeUndefined()
    expect(safeUrl('https://u:p@github.com/')).toBeUndefined()
    expect(safeUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeUrl('http://x.example/')).toBeUndefined()
    expect(safeUrl('http://x.example/', ['http:'])).toBe('http://x.example/')
    expect(safeUrl(`https://x.example/${'a'.repeat(9000)}`)).toBeUndefined()
  })

  it('renders only a valid https link as an autolink, anything else as code', () => {
    expect(markdownLink('https://github.com/acme/docs/pull/7')).toBe(
      '<https://github.com/acme/docs/pull/7>'
    )
    expect(markdownLink('[x](https://evil.example) @acme/admins')).toMatch(/^`.*`$/)
  })
})

describe('every helper answers the same input the same way, call after call', () => {
  // A pattern with the `g` flag keeps lastIndex between test() calls: a URL with a control character
  // was refused once and accepted, percent-encoded, on the next call.
  const inputs = [
    'https://x.example/a\u0007b',
    'https://x.example/\u2028',
    'line\nbreak',
    '::warning::x\u001b[31m',
    'plain text'
  ]
  const helpers: [string, (value: string) => unknown][] = [
    ['hasControl', hasControl],
    ['inert', inert],
    ['htmlText', htmlText],
    ['codeSpan', codeSpan],
    ['plainText', plainText],
    ['messageText', messageText],
    ['htmlMessage', htmlMessage],
    ['safeUrl', (value) => safeUrl(value)],
    ['safeUrl (http)', (value) => safeUrl(value, ['http:', 'https:'])],
    ['markdownLink', markdownLink]
  ]
  it.each(helpers)('%s', (_, helper) => {
    for (const input of inputs) {
      const first = helper(input)
      for (let i = 0; i < 3; i++) expect(helper(input)).toEqual(first)
    }
  })

  it('refuses a URL with a control character every time', () => {
    for (let i = 0; i < 3; i++) expect(safeUrl('https://x.example/a\u0007b')).toBeUndefined()
  })
})
