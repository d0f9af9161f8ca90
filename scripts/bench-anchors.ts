/**
 * What judging anchors costs the site check, in-process: the same pages checked with anchors on and
 * off, back to back, median of several rounds, on Debian's Python and PostgreSQL docs (and Rust's
 * when installed) and on Mintlify-shaped sites of 1 000 and 10 000 pages (generated page by page,
 * never all in memory). Only the checker's own calls are timed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import './src-imports.ts'
import { mintlifyPage, pagePath } from './mintlify-site.ts'

const { SiteChecker } = await import('../src/export/site-check/check.ts')

type Site = { label: string; files: () => Iterable<[string, () => Buffer]>; list: string[] }

function folderSite(label: string, root: string): Site | undefined {
  if (!existsSync(root)) return undefined
  const list = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => statSync(path.join(root, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
  return {
    label,
    list,
    files: function* () {
      for (const file of list) yield [file, () => readFileSync(path.join(root, file))]
    }
  }
}

function mintlifySite(pages: number): Site {
  const list = [
    'index.html',
    ...Array.from({ length: pages - 1 }, (_, i) => `${pagePath(i + 1)}/index.html`)
  ]
  return {
    label: `Mintlify-shaped site, ${pages.toLocaleString('en-US')} pages`,
    list,
    files: function* () {
      yield ['index.html', () => Buffer.from(mintlifyPage(0, pages))]
      for (let i = 1; i < pages; i++)
        yield [`${pagePath(i)}/index.html`, () => Buffer.from(mintlifyPage(i, pages))]
    }
  }
}

/** The checker's time over the site (ms), and what it found. */
function checkOnce(
  site: Site,
  anchors: boolean
): { ms: number; brokenAnchors: number; memory: string } {
  const checker = new SiteChecker('docs.example.com', undefined, undefined, anchors)
  let ms = 0
  for (const [file, read] of site.files()) {
    const bytes = read()
    const started = performance.now()
    const reader = checker.open(file, bytes.length)
    reader?.data(bytes)
    reader?.end()
    ms += performance.now() - started
  }
  const started = performance.now()
  const memory = checker.anchorMemory()
  const result = checker.finish(site.list, 0)
  ms += performance.now() - started
  const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1)
  return {
    ms,
    brokenAnchors: result.brokenAnchors.length,
    memory: `${memory.ids.toLocaleString('en-US')} ids in ${mib(memory.idBytes)} MiB, ${memory.pending.toLocaleString('en-US')} fragments on other pages (${mib(memory.pendingKeyBytes)} MiB of keys)`
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

export function benchAnchors(rounds = Number(process.env.BENCH_ANCHOR_ROUNDS ?? 5)): string[] {
  const sites = [
    folderSite('Python 3.11 docs (Debian python3.11-doc)', '/usr/share/doc/python3.11/html'),
    folderSite(
      'PostgreSQL 15 docs (Debian postgresql-doc-15)',
      '/usr/share/doc/postgresql-doc-15/html'
    ),
    folderSite('Rust 1.63 docs (Debian rust-doc)', '/usr/share/doc/rust-doc/html'),
    mintlifySite(1_000),
    mintlifySite(10_000)
  ].filter((site): site is Site => site !== undefined)
  const lines: string[] = []
  for (const site of sites) {
    const big = site.list.length > 20_000 || site.label.includes('10,000')
    const count = big ? Math.max(1, Math.min(rounds, 3)) : rounds
    const on: number[] = []
    const off: number[] = []
    let found = 0
    let memory = ''
    for (let i = 0; i < count; i++) {
      off.push(checkOnce(site, false).ms)
      const withAnchors = checkOnce(site, true)
      on.push(withAnchors.ms)
      found = withAnchors.brokenAnchors
      memory = withAnchors.memory
    }
    const added = median(on.map((ms, i) => ms - (off[i] as number)))
    lines.push(
      `anchors, ${site.label} (${site.list.length.toLocaleString('en-US')} files): the check ${(median(off) / 1000).toFixed(2)} s without anchors, ${(median(on) / 1000).toFixed(2)} s with; anchors add ${(added / 1000).toFixed(2)} s (${((added / median(off)) * 100).toFixed(0)} %, median of ${count} back-to-back pairs); ${found} broken anchors; kept: ${memory}`
    )
  }
  return lines
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  for (const line of benchAnchors()) console.log(line)
}
