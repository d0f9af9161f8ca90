/**
 * A site shaped like a Mintlify export, for the benchmark and the site check's tests, laid out as
 * `mint export` writes it (@mintlify/previewing, `dist/local-preview/export.js`): each route as
 * `route/index.html`, `_next/static/` (chunks and CSS), the docs' public files, and `serve.js`.
 * Pages of 100–300 KB with a <head> of about 30 <link>/<script src> tags, the page's Markdown
 * version as `<link rel="alternate" type="text/markdown">` and a hidden link to `/llms.txt` (files
 * only Mintlify's hosting serves), KaTeX's stylesheet and fonts from CDNs, a sidebar with the whole
 * navigation (about 300 extensionless root-relative links) on every page, headings and prose, code
 * blocks highlighted with one <span style> per token, inline SVG icons, and large inline <script>
 * payloads that repeat the page's content and navigation as JSON. A few links are broken, as on real
 * sites. Deterministic for a given page count; built as a stream.
 */
import { createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { Header } from 'tar'

const WORDS =
  'the request returns a paginated list of resources for the project and each item carries its id status and creation time you can filter by status or sort by date when a call fails retry with backoff until the deadline passes configure the client with your api key'.split(
    ' '
  )
const TOKENS = [
  'const',
  'client',
  '=',
  'new',
  'Mintlify',
  '(',
  '{',
  'apiKey',
  ':',
  'process',
  '.',
  'env',
  '}',
  ')',
  'await',
  'client',
  '.',
  'jobs',
  '.',
  'list',
  '(',
  ')',
  'return',
  'response',
  'if',
  'status',
  '===',
  '"completed"'
]
const COLORS = ['#F97583', '#B392F0', '#E1E4E8', '#79B8FF', '#9ECBFF', '#6A737D']
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M9 18l6-6-6-6"/><use href="#chevron"/></svg>'

function rng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 4294967296
  }
}

export function pagePath(i: number): string {
  const group = ['guides', 'api-reference', 'sdks', 'concepts'][i % 4] as string
  return `${group}/section-${Math.floor(i / 40)}/page-${i}`
}

function prose(next: () => number, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(next() * WORDS.length)] as string)
  return out.join(' ')
}

function code(next: () => number, lines: number): string {
  const rows: string[] = []
  for (let l = 0; l < lines; l++) {
    const spans: string[] = []
    for (let t = 0; t < 8; t++) {
      const token = TOKENS[Math.floor(next() * TOKENS.length)] as string
      spans.push(
        `<span style="color:${COLORS[Math.floor(next() * COLORS.length)]}">${token}</span>`
      )
    }
    rows.push(`<span class="line">${spans.join('<span style="color:#E1E4E8"> </span>')}</span>`)
  }
  return `<pre class="shiki"><code>${rows.join('\n')}</code></pre>`
}

/** One page, deterministic in (i, pages). */
export function mintlifyPage(i: number, pages: number): string {
  const next = rng(i + 1)
  const nav = Array.from({ length: 300 }, (_, k) => pagePath((k * 37) % pages))
  const head = [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>Page ${i}</title>`,
    ...Array.from(
      { length: 14 },
      (_, k) => `<link rel="preload" href="/_next/static/chunks/${k}-a1b2c3.js" as="script">`
    ),
    ...Array.from(
      { length: 6 },
      (_, k) => `<link rel="stylesheet" href="/_next/static/css/${k}-d4e5f6.css">`
    ),
    ...Array.from(
      { length: 8 },
      (_, k) => `<script src="/_next/static/chunks/${k}-a1b2c3.js" async></script>`
    ),
    '<link rel="icon" href="/favicon.svg">',
    `<link rel="alternate" type="text/markdown" href="/${pagePath(i)}.md">`,
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css">'
  ].join('')
  const hidden =
    '<div hidden><a href="/llms.txt">llms.txt</a><a href="/sitemap.xml">sitemap</a></div>'
  const sidebar = `<nav id="sidebar">${nav.map((p) => `<a class="nav-link" href="/${p}">${ICON}<span>${p.split('/').pop()}</span></a>`).join('')}</nav>`
  const sections: string[] = []
  const target = 100_000 + Math.floor(next() * 150_000)
  let body = ''
  for (let s = 0; body.length < target * 0.45; s++) {
    sections.push(
      `<h2 id="section-${s}"><a href="#section-${s}">${ICON}</a>${prose(next, 5)}</h2><p>${prose(next, 80)} <a href="/${pagePath(Math.floor(next() * pages))}${s % 2 === 0 ? '#section-0' : ''}">see also</a> <code>apiKey</code></p>${code(next, 12)}<img src="/images/figure-${i % 50}.png" alt="">`
    )
    body = sections.join('')
  }
  // A few links that resolve to nothing, as real sites have.
  if (i % 97 === 0) body += `<a href="/guides/removed-page-${i}">old link</a>`
  // And a link to a section whose heading was renamed: the most common broken link in docs.
  if (i % 101 === 0) body += `<a href="/${pagePath((i + 1) % pages)}#renamed-section">section</a>`
  const payload = JSON.stringify({
    page: i,
    nav,
    content: body.slice(0, 40_000),
    toc: sections.length
  })
  const flight = `<script>self.__next_f.push([1,${JSON.stringify(payload)}])</script><script id="__NEXT_DATA__" type="application/json">${payload.replace(/</g, '\\u003c')}</script>`
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${hidden}<div id="root">${sidebar}<main><article>${body}</article></main></div>${flight}<script src="https://www.googletagmanager.com/gtag/js?id=G-X" async></script></body></html>`
}

function entry(name: string, size: number): Buffer {
  const header = new Header({ path: name, type: 'File', size, mode: 0o644, mtime: new Date(0) })
  header.encode()
  return header.block as Buffer
}

function* file(name: string, body: Buffer): Generator<Buffer> {
  yield entry(name, body.length)
  yield body
  const rest = (512 - (body.length % 512)) % 512
  if (rest) yield Buffer.alloc(rest)
}

/** Writes the site of `pages` pages as a .tar.gz to `out`. */
export async function buildMintlifyBundle(
  out: string,
  pages: number
): Promise<{ bytes: number; files: number; unpacked: number }> {
  let files = 0
  let unpacked = 0
  function* tar(): Generator<Buffer> {
    const emit = function* (name: string, body: Buffer) {
      files++
      unpacked += body.length
      yield* file(name, body)
    }
    // The home page is written at `/` and at its own route, as `mint export` writes both.
    yield* emit('index.html', Buffer.from(mintlifyPage(0, pages)))
    for (let i = 0; i < pages; i++)
      yield* emit(`${pagePath(i)}/index.html`, Buffer.from(mintlifyPage(i, pages)))
    for (let k = 0; k < 14; k++)
      yield* emit(`_next/static/chunks/${k}-a1b2c3.js`, Buffer.alloc(40_000, 'x'))
    for (let k = 0; k < 6; k++)
      yield* emit(
        `_next/static/css/${k}-d4e5f6.css`,
        Buffer.from(`body{background:url(/images/figure-${k}.png)}`)
      )
    for (let k = 0; k < 50; k++) yield* emit(`images/figure-${k}.png`, Buffer.alloc(2_000, k))
    yield* emit('favicon.svg', Buffer.from(ICON))
    yield* emit('serve.js', Buffer.from('// serves the exported folder (mint export ships one)\n'))
    yield Buffer.alloc(1024)
  }
  await pipeline(Readable.from(tar()), createGzip({ level: 6 }), createWriteStream(out))
  return { bytes: (await stat(out)).size, files, unpacked }
}
