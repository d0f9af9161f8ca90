// The check finds, on whole sites, exactly what its rules say: the same broken targets (with the same
// first pages) and the same other hosts as the plain reference implementation of those rules
// (__fixtures__/reference-check.ts: htmlparser2's Parser, each reference resolved on its own).
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { mintlifyPage, pagePath } from '../../../scripts/mintlify-site.js'
import { SiteChecker } from '../../../src/export/site-check/check.js'
import { referenceCheck } from '../../../__fixtures__/reference-check.js'
import { random } from '../../../__fixtures__/tar-mutate.js'

/** Runs the check as export mode does: each file handed over in pieces, then the file list. */
function check(pages: [string, string][], files: string[], host?: string) {
  const checker = new SiteChecker(host)
  for (const [file, text] of pages) {
    const bytes = Buffer.from(text)
    const reader = checker.open(file, bytes.length)
    for (let at = 0; at < bytes.length; at += 16_384) reader?.data(bytes.subarray(at, at + 16_384))
    reader?.end()
  }
  const { broken, hosted, external, brokenAnchors } = checker.finish(files, 0)
  return { broken, hosted, external, brokenAnchors }
}

function expectSameFindings(pages: [string, string][], files: string[], host?: string): void {
  const ours = check(pages, files, host)
  expect(ours).toEqual(referenceCheck(pages, files, host))
}

/** Every file of a folder, relative, in the order a directory walk gives them. */
function readSite(root: string): { pages: [string, string][]; files: string[] } {
  const files = (
    readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
  )
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    )
  const pages = files
    .filter((file) => /\.(html?|css)$/i.test(file))
    .map((file): [string, string] => [file, readFileSync(path.join(root, file), 'utf8')])
  return { pages, files }
}

describe('the check finds what its rules find', () => {
  for (const [label, root] of [
    ['the Python 3.11 docs (python3.11-doc)', '/usr/share/doc/python3.11/html'],
    ['the PostgreSQL 15 docs (postgresql-doc-15)', '/usr/share/doc/postgresql-doc-15/html']
  ] as const) {
    const present = existsSync(root)
    ;(present ? it : it.skip)(
      present ? `on ${label}` : `on ${label}: SKIPPED, ${root} is not installed here`,
      () => {
        const { pages, files } = readSite(root)
        expect(pages.length).toBeGreaterThan(500)
        expectSameFindings(pages, files, 'docs.python.org')
      }
    )
  }

  it('on a Mintlify-shaped site of 300 pages', () => {
    const pages: [string, string][] = Array.from({ length: 300 }, (_, i) => [
      `${pagePath(i)}/index.html`,
      mintlifyPage(i, 300)
    ])
    const files = pages.map(([file]) => file)
    expectSameFindings(pages, files, 'docs.example.com')
    // As on a real export: every page's .md, /llms.txt and /sitemap.xml are hosting-only, and
    // besides the assets (not in this list of files) only the links to removed pages are broken.
    const { broken, hosted } = check(pages, files, 'docs.example.com')
    const pageLinks = broken.filter((b) => !/^\/(_next|images)\/|^\/favicon/.test(b.target))
    expect(pageLinks.map((b) => b.target)).toEqual([
      '/guides/removed-page-0',
      '/guides/removed-page-194',
      '/guides/removed-page-291',
      '/guides/removed-page-97'
    ])
    expect(hosted).toMatchObject({
      count: 302,
      markdown: 300,
      files: ['/llms.txt', '/sitemap.xml']
    })
  })

  it('on generated folders of pages that link to each other in every way', () => {
    const next = random(42)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
    const folders = ['', 'a/', 'a/b/', 'c/']
    const urls = [
      'x.html', 'x.html#f', 'x.html#x1', 'x.html?q=1#x2', 'a/#x1', '/a#x1', '/c/#c1', '#p1', '#own',
      '#top', '#', '#%78%31', '#:~:text=x', 'r.html#x1', 'img.png#x', 'x.html#L3-L9', 'x.html#3-9', '../x.html', '../../x', './', '?only', '#only', '/a/b/x.html',
      '/c/', 'https://docs.example.com/a/x.html', 'https://cdn.example.net/s.js', '//cdn.example.org/i.png',
      'http://<servername>/repo.git', 'mailto:a@b.c', '%zz', '/a%2F..%2F..%2Fx', 'x y.html', 'X.HTML',
      '/llms.txt', 'llms.txt', '/sitemap.xml?x', '/x.md', 'x.md', '/index.md', '/c.md', '/gone.md',
      '/.well-known/skills/a.json', '/mcp', 'p1.md', 'srcset.png 1x, data:image/png;base64,A,B 2x'
    ] // prettier-ignore
    for (let round = 0; round < 20; round++) {
      const pages: [string, string][] = []
      for (let i = 0; i < 30; i++) {
        const refs = Array.from({ length: 12 }, () => {
          const url = pick(urls)
          return pick([
            `<a href="${url}">a</a>`,
            `<img src="${url}">`,
            `<img srcset="${url}">`,
            `<script src="${url}"></script>`,
            `<link rel="stylesheet" href="${url}">`,
            `<div style="background:url(${url})"></div>`
          ])
        })
        const base = next() < 0.1 ? `<base href="/${pick(folders)}">` : ''
        const ids = `<h2 id="own">o</h2><a name="p${i}"></a>`
        pages.push([`${pick(folders)}p${i}.html`, `${base}${ids}${refs.join('')}`])
      }
      pages.sort((a, b) => a[0].localeCompare(b[0]))
      // Pages with ids, a redirect (as rustdoc writes them), and a line-numbered source page.
      pages.push(
        ['x.html', '<h1 id="x1">x</h1><p id="x2"><span id="L3">3</span><span id="3">'],
        ['a/x.html', '<div id="x1"></div>'],
        ['a/index.html', '<section id=x1>'],
        ['c/index.html', '<h2 id="c1">c</h2>'],
        ['r.html', '<meta http-equiv="refresh" content="0;URL=x.html"><a href="x.html">x</a>']
      )
      const files = [...new Set([...pages.map(([file]) => file), 'img.png'])]
      expectSameFindings(pages, files, 'docs.example.com')
    }
  })
})
