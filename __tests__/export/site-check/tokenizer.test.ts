// tokenize() must emit, event for event, what htmlparser2's Tokenizer emits in the configuration the
// site check uses (HTML, entities not decoded, the page in one buffer): on strings built from every
// piece of markup the Tokenizer treats specially, on Mintlify-shaped pages, and on real sites.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'
import { mintlifyPage } from '../../../scripts/mintlify-site.js'
import { tokenize } from '../../../src/export/site-check/tokenizer.js'
import { random } from '../../../__fixtures__/tar-mutate.js'

/**
 * Every event of one tokenizer run, with a foreign-content answer that depends only on the events
 * so far (inside the last opened svg or math), so both tokenizers are asked the same question.
 */
function events(html: string, run: (cbs: TokenizerCallbacks) => void): unknown[][] {
  const out: unknown[][] = []
  let foreign = false
  const record = new Proxy({} as TokenizerCallbacks, {
    get: (_, name) => {
      if (name === 'isInForeignContext') return () => foreign
      return (...args: unknown[]) => {
        out.push([String(name), ...args])
        if (name === 'onopentagname') {
          const tag = html.slice(args[0] as number, args[1] as number).toLowerCase()
          if (tag === 'svg' || tag === 'math') foreign = true
          if (tag === 'foreignobject' || tag === 'desc') foreign = false
        } else if (name === 'onclosetag') {
          const tag = html.slice(args[0] as number, args[1] as number).toLowerCase()
          if (tag === 'svg' || tag === 'math') foreign = false
        }
      }
    }
  })
  run(record)
  return out
}

function theirs(html: string): unknown[][] {
  return events(html, (cbs) => {
    const tokenizer = new Tokenizer({ decodeEntities: false }, cbs)
    tokenizer.write(html)
    tokenizer.end()
  })
}

/** The UTF-16 offset of each UTF-8 byte offset of `html` (where a character starts, and the end). */
function charOffsets(html: string): Int32Array {
  const map = new Int32Array(Buffer.byteLength(html, 'utf8') + 1)
  let byte = 0
  for (let i = 0; i < html.length; i++) {
    const code = html.codePointAt(i) as number
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    for (let k = 0; k < size; k++) map[byte + k] = i
    byte += size
    if (code >= 0x10000) i++
  }
  map[byte] = html.length
  return map
}

/** The byte tokenizer's events, with its byte offsets given as offsets into the string. */
function ours(html: string): unknown[][] {
  const bytes = Buffer.from(html, 'utf8')
  const map = charOffsets(html)
  const at = (offset: unknown): unknown =>
    typeof offset === 'number' && offset >= 0 && offset < map.length ? map[offset] : offset
  return events(html, (cbs) =>
    tokenize(
      bytes,
      new Proxy(cbs, {
        get: (target, name) => {
          const callback = target[name as keyof TokenizerCallbacks] as unknown
          if (name === 'isInForeignContext' || typeof callback !== 'function') return callback
          // onattribend's first argument is the quote type; every other first two are offsets.
          const offsets = name === 'onattribend' ? [1] : [0, 1]
          return (...args: unknown[]) =>
            (callback as (...a: unknown[]) => void)(
              ...args.map((arg, i) => (offsets.includes(i) ? at(arg) : arg))
            )
        }
      })
    )
  )
}

/** Pieces the Tokenizer's states treat specially, so random strings of them reach every state. */
const PIECES = [
  '<', '>', '/', '/>', '=', '"', "'", ' ', '\n', '\t', '\f', '\r', '!', '?', '-', '--', '[', ']', '&amp;',
  'a', 'X', '1', '\x1c', '<!--', '-->', '--!>', '<!-->', '<!--->', '<!', '<!doctype html>', '<!DOCTYPE',
  '<![CDATA[', ']]>', ']]]>', '<?xml ?>', '</', '</ ', '</>', '<div', '<a href=', 'href="x"', "src='y'",
  'src=z', '<script>', '</script>', '</SCRIPT', '<style>', '</style>', '<title>', '</title>',
  '<textarea>', '</textarea>', '<plaintext>', '<xmp>', '</xmp>', '<iframe>', '</iframe>',
  '<noembed>', '</noembed>', '<noframes>', '</noframes>', '<svg>', '</svg>', '<math>', '</math>',
  '<foreignObject>', '<img src=/a.png>', '<br/>', '<scr', 'ipt', '<sty', 'le', '<ti', 'tle',
  '/title>', '/textarea>', '/script>', '/style>'
] // prettier-ignore

function randomMarkup(next: () => number): string {
  let html = ''
  for (let i = 0, n = 1 + Math.floor(next() * 40); i < n; i++) {
    html += PIECES[Math.floor(next() * PIECES.length)]
  }
  return html
}

describe('tokenize leaves out only the events its caller declines', () => {
  /** The events of a caller that wants no text and every other attribute (by the name's offsets). */
  function declining(html: string): unknown[][] {
    const out: unknown[][] = []
    const wanted = (start: number, end: number): boolean => (start + end) % 2 === 0
    const cbs = new Proxy({ textWanted: false } as Record<string, unknown>, {
      get: (target, name) => {
        if (name === 'textWanted') return target.textWanted
        if (name === 'isInForeignContext') return () => false
        return (...args: unknown[]) => {
          out.push([String(name), ...args])
          if (name === 'onattribname') return wanted(args[0] as number, args[1] as number)
          return undefined
        }
      }
    })
    tokenize(Buffer.from(html, 'latin1'), cbs as never)
    return out
  }

  /** Every event, then the ones such a caller declines taken out. */
  function filtered(html: string): unknown[][] {
    const all: unknown[][] = []
    const cbs = new Proxy({} as Record<string, unknown>, {
      get: (_, name) =>
        name === 'isInForeignContext'
          ? () => false
          : (...args: unknown[]) => all.push([String(name), ...args])
    })
    tokenize(Buffer.from(html, 'latin1'), cbs as never)
    let declined = false
    return all.filter(([name, start, end]) => {
      if (name === 'ontext') return false
      if (name === 'onattribname') declined = ((start as number) + (end as number)) % 2 !== 0
      else if (name !== 'onattribdata' && name !== 'onattribend') declined = false
      return !(declined && (name === 'onattribdata' || name === 'onattribend'))
    })
  }

  it('on 20 000 strings made of the markup its states treat specially', () => {
    const next = random(404)
    for (let i = 0; i < 20_000; i++) {
      // ASCII: one byte a character, so offsets need no mapping.
      const html = randomMarkup(next)
      const actual = declining(html)
      const expected = filtered(html)
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        expect({ html, events: actual }).toEqual({ html, events: expected })
      }
    }
  })
})

describe('tokenize emits what htmlparser2 Tokenizer emits', () => {
  it('on 20 000 strings made of the markup its states treat specially', () => {
    const next = random(20261125)
    for (let i = 0; i < 20_000; i++) {
      const html = randomMarkup(next)
      const expected = theirs(html)
      const actual = ours(html)
      // Compared as text first: a failure then shows the input that made it.
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        expect({ html, events: actual }).toEqual({ html, events: expected })
      }
    }
  })

  it('on text in every script of Unicode, offsets compared as characters', () => {
    const next = random(7)
    const words = [
      'é',
      'ñ',
      '日本語',
      'страница',
      '¶',
      '\u{1F600}',
      '\uFFFD',
      'ÀÉ',
      '<ä href="ö">',
      '<日>',
      '</日>'
    ]
    for (let i = 0; i < 3_000; i++) {
      let html = randomMarkup(next)
      for (let k = 0; k < 4; k++) {
        const at = Math.floor(next() * (html.length + 1))
        html =
          html.slice(0, at) + (words[Math.floor(next() * words.length)] as string) + html.slice(at)
      }
      const expected = theirs(html)
      const actual = ours(html)
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        expect({ html, events: actual }).toEqual({ html, events: expected })
      }
    }
  })

  it('on every prefix of a page that ends inside each construct', () => {
    const page = `<!doctype html><html><head><title>a &lt; b</title><script>if (a<b) x="</scr"+"ipt>"</script><style>p{}</style></head><body class=x data-a='q"' id="i"><!-- c --><svg><![CDATA[ z ]]></svg><textarea><b></textarea><a href="/x?y=1">t</a><br/><plaintext><p>rest`
    for (let end = 0; end <= page.length; end++) {
      const html = page.slice(0, end)
      expect(ours(html)).toEqual(theirs(html))
    }
  })

  it('on Mintlify-shaped pages (head, sidebar, highlighted code, SVG, inline JSON)', () => {
    for (const i of [0, 1, 97, 500]) {
      const html = mintlifyPage(i, 1000)
      expect(ours(html)).toEqual(theirs(html))
    }
  })

  const sites = ['/usr/share/doc/python3.11/html', '/usr/share/doc/postgresql-doc-15/html']
  const present = sites.filter((dir) => existsSync(dir))
  const real = present.length > 0 ? it : it.skip
  real(
    present.length > 0
      ? `on real pages of ${present.join(' and ')}`
      : 'on real pages: SKIPPED, no Debian documentation package here (python3.11-doc, postgresql-doc-15)',
    () => {
      let compared = 0
      for (const dir of present) {
        const pages = readdirSync(dir)
          .filter((name) => name.endsWith('.html'))
          .filter((_, i) => i % 40 === 0)
        for (const name of pages) {
          const html = readFileSync(path.join(dir, name), 'utf8')
          expect(ours(html)).toEqual(theirs(html))
          compared++
        }
      }
      expect(compared).toBeGreaterThan(0)
    }
  )
})
