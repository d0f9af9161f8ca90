/**
 * How often a finding lands on the source line a writer edits, measured on a real Mintlify docs
 * source (a checkout of one, e.g. github.com/mintlify/docs, MIT) with ten typos put in, one for each
 * kind of use: `npm run measure:source-map -- <docs folder>`.
 *
 * The typos rewrite real links of real pages (their lines and neighbours stay as the writers left
 * them); the export is rendered here, since `mint export` needs the network: Markdown through
 * micromark (CommonMark, raw HTML and JSX passed through, Markdown inside components rendered as MDX
 * renders it), a component's `href` as a link, the
 * snippets a page imports inlined, an id on each heading, every page at `route/index.html` as `mint
 * export` lays it out, one OpenAPI-style page with no `.mdx`, one static page copied through.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { micromark } from 'micromark'
import './src-imports.ts'

const { SiteChecker } = await import('../src/export/site-check/check.ts')
const { buildReport } = await import('../src/export/site-report/report.ts')

const DOMAIN = 'docs.example.com'
const source = process.argv[2]
if (!source) {
  console.error('Usage: npm run measure:source-map -- <a Mintlify docs folder (docs.json)>')
  process.exit(2)
}

async function walk(root: string, dir = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules')
        out.push(...(await walk(root, rel)))
    } else out.push(rel)
  }
  return out
}

/** A typo put into a real line: the file, the line (1-based) and the target the finding should have. */
interface Typo {
  kind: string
  file: string
  line: number
  target: string
}

const work = await mkdtemp(path.join(os.tmpdir(), 'source-map-'))
const docs = path.join(work, 'docs')
const site = path.join(work, 'export')
await cp(source, docs, { recursive: true, filter: (p) => !/\/(\.git|node_modules)(\/|$)/.test(p) })
// Translations are pages of their own; the measurement keeps to the English ones.
const mdx = (await walk(docs)).filter(
  (f) => /\.mdx$/.test(f) && !/^(es|fr|zh|ja|ko|de|pt|snippets)\//.test(f)
)
const texts = new Map<string, string[]>()
for (const file of mdx) texts.set(file, (await readFile(path.join(docs, file), 'utf8')).split('\n'))

/** The first line (after `from`) of any page matching `pattern` that `accept` takes. */
function findLine(
  pattern: RegExp,
  accept: (file: string, line: string) => boolean = () => true,
  files: Iterable<string> = texts.keys()
): { file: string; index: number; match: RegExpExecArray } | undefined {
  for (const file of files) {
    const lines = texts.get(file) as string[]
    let fence = false
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string
      if (/^\s*```/.test(line)) fence = !fence
      if (fence) continue
      const match = pattern.exec(line)
      if (match && accept(file, line)) return { file, index, match }
    }
  }
  return undefined
}

const routeOf = (file: string): string => file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')
const typos: Typo[] = []
const used = new Set<string>()
function put(
  kind: string,
  pattern: RegExp,
  rewrite: (m: RegExpExecArray) => [string, string],
  files?: string[]
): void {
  const found = findLine(pattern, (file) => !used.has(file), files)
  if (!found) {
    console.log(`${kind}: no line to put a typo in`)
    return
  }
  used.add(found.file)
  const lines = texts.get(found.file) as string[]
  const [replacement, target] = rewrite(found.match)
  lines[found.index] = (lines[found.index] as string).replace(found.match[0], replacement)
  typos.push({ kind, file: `docs/${found.file}`, line: found.index + 1, target })
}

// 1. A Markdown link, root-relative.
put('markdown link', /\]\((\/[a-z][\w/-]+)\)/, (m) => [`](${m[1]}-typo)`, `${m[1]}-typo`])
// 2. The same with a trailing slash.
put('trailing slash', /\]\((\/[a-z][\w/-]+)\)/, (m) => [`](${m[1]}-typo/)`, `${m[1]}-typo/`])
// 3. A component's href.
put('component href', /<Card\b[^>]*\bhref="(\/[a-z][\w/-]+)"/, (m) => [
  m[0].replace(m[1] as string, `${m[1]}-typo`),
  `${m[1]}-typo`
])
// 4. The site's own domain written out.
put('own domain', /\]\((\/[a-z][\w/-]+)\)/, (m) => [
  `](https://${DOMAIN}${m[1]}-typo)`,
  `${m[1]}-typo`
])
// 5. A relative link (from /route, as Mintlify serves the page).
put('relative link', /\]\(\/([a-z][\w-]+)\/([a-z][\w-]+)\)/, (m) => [`](${m[2]}-typo)`, ''])
// 6. Two links that share a fragment: a valid one, and on a later line one to another page that lacks
// it, written relative (a bare `#fragment` search would take the first).
{
  const first = findLine(/\]\((\/[a-z][\w/-]+)#([a-z][\w-]+)\)/, (file) => !used.has(file))
  const later =
    first &&
    findLine(
      /\]\((\/[a-z][\w/-]+)\)/,
      (file, line) => file === first.file && line !== (texts.get(file) as string[])[first.index],
      [first.file]
    )
  if (first && later && later.index > first.index) {
    used.add(first.file)
    const lines = texts.get(first.file) as string[]
    const target = `/quickstart#${first.match[2]}`
    // Written relative to the page's folder, as writers do: only a bare `#fragment` search found it.
    const up = '../'.repeat(routeOf(first.file).split('/').length - 1)
    lines[later.index] = (lines[later.index] as string).replace(
      later.match[0],
      `](${up}${target.slice(1)})`
    )
    typos.push({
      kind: 'shared fragment',
      file: `docs/${first.file}`,
      line: later.index + 1,
      target
    })
  } else console.log('shared fragment: no page with a fragment link and a later link')
}
// 7. A page's own anchor.
put('own anchor', /\]\(#([a-z][\w-]+)\)/, (m) => [`](#${m[1]}-typo)`, ''])
// 8. A link in a snippet a page imports.
const snippets = (await walk(docs)).filter((f) => /^snippets\/[^/]+\.mdx$/.test(f))
for (const file of snippets)
  texts.set(file, (await readFile(path.join(docs, file), 'utf8')).split('\n'))
const importers = new Map<string, string>()
for (const file of mdx) {
  for (const line of texts.get(file) as string[]) {
    const m = /^import\s+\w+\s+from\s+["']\/(snippets\/[^"']+\.mdx)["']/.exec(line)
    if (m && !importers.has(m[1] as string)) importers.set(m[1] as string, file)
  }
}
put(
  'snippet',
  /\]\((\/[a-z][\w/-]+)\)/,
  (m) => [`](${m[1]}-typo)`, `${m[1]}-typo`],
  snippets.filter((s) => importers.has(s))
)

// Fill in the targets that depend on the page.
for (const typo of typos) {
  const file = typo.file.slice('docs/'.length)
  const line = (texts.get(file) as string[])[typo.line - 1] as string
  if (typo.kind === 'relative link') {
    const m = /\]\(([a-z][\w-]+-typo)\)/.exec(line) as RegExpExecArray
    // Resolved from route/index.html, as the check reads the export's file.
    typo.target = `/${routeOf(file)}/${m[1]}`
  }
  if (typo.kind === 'own anchor') {
    const m = /\]\(#([\w-]+-typo)\)/.exec(line) as RegExpExecArray
    typo.target = `/${routeOf(file)}/#${m[1]}`
  }
}
for (const [file, lines] of texts) await writeFile(path.join(docs, file), lines.join('\n'))

// 9 and 10: a page with no .mdx (generated, as OpenAPI pages are) and a static page in the source.
const extra: Typo[] = [
  {
    kind: 'no source file',
    file: 'export/api-reference/generated-typo/index.html',
    line: 2,
    target: '/api-reference/nowhere-typo'
  },
  { kind: 'static page', file: 'docs/static/legacy.html', line: 3, target: '/legacy-typo' }
]
await mkdir(path.join(docs, 'static'), { recursive: true })
const legacy =
  '<html><body>\n<p>This page moved.</p>\n<a href="/legacy-typo">old</a>\n</body></html>\n'
await writeFile(path.join(docs, 'static/legacy.html'), legacy)

// Render the export.
const slug = (text: string): string =>
  text
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-')
function render(file: string): string {
  let text = (texts.get(file) as string[]).join('\n').replace(/^---\n[\s\S]*?\n---\n/, '')
  for (const m of text.matchAll(
    /^import\s+(\w+)\s+from\s+["']\/(snippets\/[^"']+\.mdx)["'];?$/gm
  )) {
    const snippet = texts.get(m[2] as string)?.join('\n') ?? ''
    text = text.replace(new RegExp(`<${m[1]}\\s*/>`, 'g'), `\n\n${snippet}\n\n`)
  }
  text = text.replace(/^import .*$/gm, '').replace(/^export .*$/gm, '')
  // MDX renders Markdown inside a component; CommonMark would take the lines after a tag as raw HTML.
  text = text.replace(/^(\s*<\/?[A-Z][^\n]*>)\s*$/gm, '\n$1\n')
  const html = micromark(text, { allowDangerousHtml: true })
    .replace(/<(Card|Button|Tile)\b([^>]*?)\bhref=/g, '<a data-component="$1"$2href=')
    .replace(
      /<h([1-6])>(.*?)<\/h\1>/g,
      (_, level, inner) => `<h${level} id="${slug(inner)}">${inner}</h${level}>`
    )
  return `<!doctype html><html><head><title>${file}</title></head><body>\n${html}\n</body></html>\n`
}
for (const file of mdx) {
  const route = routeOf(file)
  const out = path.join(site, route, 'index.html')
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, render(file))
}
await mkdir(path.join(site, 'api-reference/generated-typo'), { recursive: true })
await writeFile(
  path.join(site, 'api-reference/generated-typo/index.html'),
  '<html><body>\n<a href="/api-reference/nowhere-typo">errors</a>\n</body></html>\n'
)
await mkdir(path.join(site, 'static'), { recursive: true })
await writeFile(path.join(site, 'static/legacy.html'), legacy)

const checker = new SiteChecker(DOMAIN)
const files = await walk(site)
for (const file of files) {
  const bytes = await readFile(path.join(site, file))
  const reader = checker.open(file, bytes.length)
  reader?.data(bytes)
  reader?.end()
}
const result = checker.finish(files, 0)
const report = await buildReport(result, {
  domain: DOMAIN,
  site,
  docsSource: docs,
  workspace: work
})
let hits = 0
for (const typo of [...typos, ...extra]) {
  const finding = report.findings.find((f) => f.target === typo.target)
  const spot = finding?.uses[0]?.source
  const hit = spot?.file === typo.file && spot.line === typo.line
  if (hit) hits++
  console.log(
    `${hit ? 'hit ' : 'MISS'}  ${typo.kind.padEnd(16)} ${typo.target}  expected ${typo.file}:${typo.line}, got ${
      finding ? (spot ? `${spot.file}:${spot.line ?? '?'}` : 'no source') : 'no finding'
    }`
  )
}
const typoTargets = new Set([...typos, ...extra].map((t) => t.target))
const others = report.findings.filter(
  (f) => (f.kind === 'broken-link' || f.kind === 'broken-anchor') && !typoTargets.has(f.target)
)
const placed = others.filter((f) => f.uses[0]?.source?.line !== undefined).length
console.log(
  `\n${hits} of ${typos.length + extra.length} typos on the right file and line; ${mdx.length} pages.` +
    ` The site's other findings (most from this renderer, not the docs): ${others.length}, ${placed} with a source line.`
)
await rm(work, { recursive: true, force: true })
