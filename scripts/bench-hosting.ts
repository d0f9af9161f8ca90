/**
 * What `host` and the redirects cost the export step, in-process: reading the redirects, writing each
 * host's files (and, for GitHub Pages, a page per exact redirect) and the check's lookups of every
 * missing target. Material: redirects shaped like Mintlify's own (350: exact moves, `/x/index`
 * destinations, anchors, 16 wildcards) over a site of 1 059 pages, and 1 000 over 10 000 pages.
 * Medians of 5.
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import './src-imports.ts'

const { readRedirects } = await import('../src/export/hosting/redirects.ts')
const { RedirectTable } = await import('../src/export/hosting/pattern.ts')
const { HOSTS } = await import('../src/export/hosting/hosts.ts')
const { writeHostFiles } = await import('../src/export/hosting/write-host.ts')

function redirectsFor(
  count: number,
  pages: number
): { source: string; destination: string; permanent?: boolean }[] {
  const list = []
  for (let i = 0; i < count; i++) {
    const page = `section-${i % 40}/page-${i % pages}`
    if (i % 22 === 0) list.push({ source: `/old-${i}/:slug*`, destination: `/new-${i}/:slug*` })
    else if (i % 7 === 0) list.push({ source: `/moved/${i}`, destination: `/${page}#part-${i}` })
    else if (i % 5 === 0)
      list.push({ source: `/legacy/${i}`, destination: `/${page}/index`, permanent: false })
    else list.push({ source: `/renamed/${i}`, destination: `/${page}` })
  }
  return list
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

export async function benchHosting(): Promise<string[]> {
  const lines: string[] = []
  for (const [pages, count] of [
    [1_059, 350],
    [10_000, 1_000]
  ] as const) {
    // In memory, as the export benches extract: this machine's disk takes 1.5 ms to create a file.
    const root = await mkdtemp(
      path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'bench-hosting-')
    )
    try {
      const docs = path.join(root, 'docs')
      await mkdir(docs)
      await writeFile(
        path.join(docs, 'docs.json'),
        JSON.stringify({ redirects: { $ref: 'redirects.json' } })
      )
      await writeFile(
        path.join(docs, 'redirects.json'),
        JSON.stringify(redirectsFor(count, pages), null, 2)
      )
      const perHost = new Map<string, number[]>()
      const lookups: number[] = []
      for (let round = 0; round < 5; round++) {
        for (const host of HOSTS) {
          const site = path.join(root, `site-${round}-${host}`)
          await mkdir(site)
          const started = performance.now()
          const read = await readRedirects(docs)
          await writeHostFiles(host, site, root, new RedirectTable(read.redirects))
          perHost.set(host, [...(perHost.get(host) ?? []), performance.now() - started])
          await rm(site, { recursive: true, force: true })
        }
        // The check's lookups: every page's path, and as many redirect sources.
        const table = new RedirectTable((await readRedirects(docs)).redirects)
        const started = performance.now()
        let found = 0
        for (let i = 0; i < pages; i++) {
          if (table.match(`/section-${i % 40}/page-${i}`)) found++
          if (table.match(`/renamed/${i}`)) found++
        }
        lookups.push(performance.now() - started)
        if (found === 0) throw new Error('no redirect matched')
      }
      const hosts = [...perHost]
        .map(([host, t]) => `${host} ${(median(t) / 1000).toFixed(3)} s`)
        .join(', ')
      lines.push(
        `host files, ${pages.toLocaleString('en-US')} pages and ${count.toLocaleString('en-US')} redirects (goal <= ${pages > 5000 ? '0.3' : '0.1'} s): reading them and writing one host's files: ${hosts}; the check's ${(2 * pages).toLocaleString('en-US')} lookups ${(median(lookups) / 1000).toFixed(3)} s (medians of 5)`
      )
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchHosting()).join('\n'))
