import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  importsOf,
  leadsTo,
  sourceCandidates,
  sourceLinks
} from '../../../src/export/site-report/docs-source.js'
import { buildReport } from '../../../src/export/site-report/report.js'
import { checkSiteOnDisk } from '../../../__fixtures__/site-on-disk.js'

describe('the docs source of an exported page', () => {
  it('maps a page to the .mdx or .md files it may come from', () => {
    expect(sourceCandidates('guides/x/index.html')).toEqual([
      'guides/x.mdx',
      'guides/x.md',
      'guides/x/index.mdx',
      'guides/x/index.md'
    ])
    expect(sourceCandidates('index.html')).toEqual(['index.mdx', 'index.md'])
    expect(sourceCandidates('api/auth.html')).toContain('api/auth.mdx')
  })

  it('finds every link form of Markdown and MDX, none inside fenced code', () => {
    const text = [
      '---',
      'title: X',
      '---',
      'See [auth](/api/auth#tokens "Tokens") and [intro](#intro).',
      '<Card title="Gone" href="/guides/gone/">Gone</Card>',
      '[rel](<api/other page#x>) ![img](/images/a.png)',
      '```md',
      '[not a link](/in/code)',
      '```',
      '[ref]: https://docs.example.com/ref',
      '<a href={"/jsx"}>x</a> <https://example.org/auto>'
    ].join('\n')
    expect(sourceLinks(text)).toEqual([
      { url: '/api/auth#tokens', line: 4 },
      { url: '#intro', line: 4 },
      { url: '/guides/gone/', line: 5 },
      { url: 'api/other page#x', line: 6 },
      { url: '/images/a.png', line: 6 },
      { url: 'https://docs.example.com/ref', line: 10 },
      { url: '/jsx', line: 11 },
      { url: 'https://example.org/auto', line: 11 }
    ])
  })

  it('reads the snippets a page imports', () => {
    expect(
      importsOf(
        "import Footer from '/snippets/footer.mdx';\nimport { A } from \"../snippets/a.md\"\nimport x from 'x.js'"
      )
    ).toEqual(['/snippets/footer.mdx', '../snippets/a.md'])
  })

  it('matches a link by where it leads, not by a shared fragment', () => {
    const broken = { target: '/guides/b#setup', fragment: 'setup' }
    expect(leadsTo('/guides/a#setup', 'guides/x/index.html', broken)).toBe(false)
    expect(leadsTo('/guides/b#setup', 'guides/x/index.html', broken)).toBe(true)
    expect(leadsTo('/guides/b/#setup', 'guides/x/index.html', broken)).toBe(true)
    // A page's own anchor, written `#setup` on the page itself only.
    const own = { target: '/guides/x/#setup', fragment: 'setup' }
    expect(leadsTo('#setup', 'guides/x/index.html', own)).toBe(true)
    expect(leadsTo('#setup', 'guides/y/index.html', own)).toBe(false)
    // The site's own domain written out, and a relative link from either URL of the page.
    expect(
      leadsTo(
        'https://docs.example.com/guides/gone',
        'a/index.html',
        { target: '/guides/gone' },
        'docs.example.com'
      )
    ).toBe(true)
    expect(leadsTo('gone', 'guides/x/index.html', { target: '/guides/gone' })).toBe(true)
    expect(leadsTo('gone', 'guides/x/index.html', { target: '/guides/x/gone' })).toBe(true)
  })
})

/**
 * A Mintlify docs source and its export as `mint export` lays it out (each page at `route/index.html`,
 * hrefs as the source wrote them, snippets rendered into their pages, OpenAPI pages with no `.mdx`,
 * a static page copied through), with one typo for each kind of use a writer makes.
 */
describe('ten typos, each found on its source line', () => {
  let workspace: string
  beforeEach(async () => {
    workspace = await mkdtemp(path.join(tmpdir(), 'typos-'))
  })
  afterEach(async () => {
    await rm(workspace, { recursive: true, force: true })
  })

  async function write(root: string, files: Record<string, string>): Promise<void> {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true })
      await writeFile(path.join(root, name), text)
    }
  }

  const page = (body: string): string =>
    [
      '<!doctype html><html><head><title>Docs</title></head><body>',
      '<nav><a href="/">Home</a><a href="/guides/intro">Intro</a><a href="/guides/setup">Setup</a></nav>',
      '<main>',
      body,
      '</main></body></html>'
    ].join('\n')

  it('puts every finding on the file and line a writer edits', async () => {
    const docs = path.join(workspace, 'docs')
    const site = path.join(workspace, 'export')
    await write(docs, {
      'docs.json': '{"name":"Docs","navigation":{"pages":["index","guides/intro","guides/setup"]}}',
      'index.mdx': ['---', 'title: Home', '---', '', 'Start with the [intro](/guides/intro).'].join(
        '\n'
      ),
      'guides/intro.mdx': [
        '---',
        'title: Intro',
        '---',
        "import Footer from '/snippets/footer.mdx'",
        '',
        'Read [the setup](/guides/setup#install) first.',
        '',
        'Then [the options](/guides/setup#install) again, and [ports](/guides/setup#ports).',
        '',
        '<Card title="API" href="/api-reference/overview">The API</Card>',
        '',
        'Our [changelog](https://docs.example.com/changelog) and [the FAQ](faq).',
        '',
        '![Diagram](/images/flow.png)',
        '',
        'Jump to [options](#optoins).',
        '',
        '<Footer />'
      ].join('\n'),
      'guides/setup.mdx': [
        '---',
        'title: Setup',
        '---',
        '',
        '## Install',
        '',
        'See [the guide](/guides/intro/).',
        '',
        'Go [back](/guides/intr).'
      ].join('\n'),
      'snippets/footer.mdx': ['Questions?', '', 'Ask [support](/suport).'].join('\n'),
      'legacy/old.html': [
        '<html><body>',
        '<p>Moved.</p>',
        '<a href="/guides/old">old</a>',
        '</body></html>'
      ].join('\n')
    })
    await write(site, {
      'index.html': page('<p>Start with the <a href="/guides/intro">intro</a>.</p>'),
      'guides/intro/index.html': page(
        [
          '<p>Read <a href="/guides/setup#install">the setup</a> first.</p>',
          '<p>Then <a href="/guides/setup#install">the options</a> again, and <a href="/guides/setup#ports">ports</a>.</p>',
          '<a class="card" href="/api-reference/overview">The API</a>',
          '<p>Our <a href="https://docs.example.com/changelog">changelog</a> and <a href="faq">the FAQ</a>.</p>',
          '<img src="/images/flow.png" alt="Diagram">',
          '<h2 id="options">Options</h2><p>Jump to <a href="#optoins">options</a>.</p>',
          '<p>Questions?</p><p>Ask <a href="/suport">support</a>.</p>'
        ].join('\n')
      ),
      'guides/setup/index.html': page(
        '<h2 id="install">Install</h2>\n<p>See <a href="/guides/intro/">the guide</a>.</p>\n<p>Go <a href="/guides/intr">back</a>.</p>'
      ),
      // An OpenAPI page: no .mdx in the source.
      'api-reference/get-user/index.html': page(
        '<p>See <a href="/api-reference/errors">errors</a>.</p>'
      ),
      'legacy/old.html': [
        '<html><body>',
        '<p>Moved.</p>',
        '<a href="/guides/old">old</a>',
        '</body></html>'
      ].join('\n')
    })
    const result = await checkSiteOnDisk(site, 'docs.example.com')
    const report = await buildReport(result, {
      domain: 'docs.example.com',
      site,
      docsSource: docs,
      workspace
    })
    const spots = Object.fromEntries(
      report.findings
        .filter((f) => f.kind === 'broken-link' || f.kind === 'broken-anchor')
        .map((f) => [f.target, f.uses.map((u) => u.source)])
    )
    expect(spots).toEqual({
      // A Card's href (a component, not Markdown).
      '/api-reference/overview': [{ file: 'docs/guides/intro.mdx', line: 10 }],
      // The site's own domain written out.
      '/changelog': [{ file: 'docs/guides/intro.mdx', line: 12 }],
      // A relative link: `faq` on /guides/intro.
      '/guides/intro/faq': [{ file: 'docs/guides/intro.mdx', line: 12 }],
      // A broken anchor on the page itself.
      '/guides/intro/#optoins': [{ file: 'docs/guides/intro.mdx', line: 16 }],
      // A root-relative typo.
      '/guides/intr': [{ file: 'docs/guides/setup.mdx', line: 9 }],
      // A static page copied through: its own copy in the source.
      '/guides/old': [{ file: 'docs/legacy/old.html', line: 3 }],
      // Two links share the fragment `install` (valid); `ports` is not on the page.
      '/guides/setup#ports': [{ file: 'docs/guides/intro.mdx', line: 8 }],
      // An image.
      '/images/flow.png': [{ file: 'docs/guides/intro.mdx', line: 14 }],
      // A link in a snippet the page imports: the snippet's line.
      '/suport': [{ file: 'docs/snippets/footer.mdx', line: 3 }],
      // An OpenAPI page, no source file: the exported file, from the repository's root.
      '/api-reference/errors': [{ file: 'export/api-reference/get-user/index.html', line: 4 }]
    })
  })
  it('takes the lines the check’s thread located, and reads again only what it did not', async () => {
    const site = path.join(workspace, 'export')
    await write(site, {
      'a.html': '<p>\n<a href="/gone-a">a</a>',
      'b.html': '<p>\n<a href="/gone-b">b</a>',
      'c.html': '<p>\n<a href="/gone-a">a</a>\n<a href="/gone-c">c</a>'
    })
    const result = await checkSiteOnDisk(site, 'docs.example.com')
    // a.html as the thread saw it; c.html asked for one of its two targets only: read again.
    result.located = [
      { page: 'a.html', targets: ['/gone-a'], found: [{ line: 42, written: '/gone-a' }] },
      { page: 'c.html', targets: ['/gone-a'], found: [{ line: 42, written: '/gone-a' }] }
    ]
    const report = await buildReport(result, {
      domain: 'docs.example.com',
      site,
      docsSource: path.join(workspace, 'docs'),
      workspace
    })
    const lines = Object.fromEntries(
      report.findings.flatMap((f) => f.uses.map((u) => [`${u.page} ${f.target}`, u.line]))
    )
    expect(lines).toEqual({
      'a.html /gone-a': 42,
      'c.html /gone-a': 2,
      'b.html /gone-b': 2,
      'c.html /gone-c': 3
    })
  })
})
