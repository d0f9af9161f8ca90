/**
 * Comparing two exports' manifests of 30 000 files each: reading the previous one from disk (parse
 * and check), then the comparison and the changed-paths list. Median of several runs, in-process.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import './src-imports.ts'

const { buildManifest, manifestJson, readManifest } =
  await import('../src/export/manifest/manifest.ts')
const { compareManifests } = await import('../src/export/manifest/compare.ts')

const FILES = 30_000

function site(seed: number): [string, { size: number; sha256: string; title?: string }][] {
  const files: [string, { size: number; sha256: string; title?: string }][] = []
  for (let i = 0; i < FILES; i++) {
    const page = i % 3 !== 0
    const file = page ? `section-${i % 40}/page-${i}/index.html` : `_next/static/chunks/${i}.js`
    // One file in 100 changes between the two exports, one in 1 000 is renamed.
    const renamed = seed === 1 && i % 1000 === 7 ? file.replace('page-', 'moved-') : file
    const hash = (i * 2654435761 + (seed === 1 && i % 100 === 3 ? 1 : 0)) >>> 0
    files.push([
      renamed,
      page
        ? { size: 4000 + i, sha256: hash.toString(16).padStart(64, '0'), title: `Page ${i}` }
        : { size: 900 + i, sha256: hash.toString(16).padStart(64, '0') }
    ])
  }
  return files
}

export async function benchManifest(runs = 9): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-manifest-'))
  try {
    const header = { domain: 'docs.example.com', jobId: 'x', createdAt: new Date() }
    const before = buildManifest(header, site(0))
    const after = buildManifest(header, site(1))
    const file = path.join(dir, 'manifest.json')
    const text = manifestJson(before)
    await writeFile(file, text)
    const times: number[] = []
    let changed = 0
    for (let i = -1; i < runs; i++) {
      const started = performance.now()
      const read = await readManifest(file, 'docs.example.com')
      if (!('manifest' in read)) throw new Error('the manifest did not read back')
      const changes = compareManifests(read.manifest, after)
      const list = changes.changedPaths.map((p) => `${p}\n`).join('')
      if (i >= 0) times.push(performance.now() - started)
      changed = list.length > 0 ? changes.changedPaths.length : 0
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)] as number
    return [
      `manifest comparison, ${FILES.toLocaleString('en-US')} files each (${(text.length / 1e6).toFixed(1)} MB of JSON; 1 % changed, 0.1 % renamed): read and check the previous one, compare, list ${changed} URL paths: median ${median.toFixed(0)} ms of ${runs} (${times[0]?.toFixed(0)}-${times[times.length - 1]?.toFixed(0)} ms) (goal < 200 ms)`
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  for (const line of await benchManifest()) console.log(line)
}
