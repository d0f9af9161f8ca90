/**
 * A `mint export` zip through the `archive` input against Info-ZIP's `unzip -q` and `bsdtar -xf` on
 * the same file, interleaved round by round: the Mintlify-shaped sites of 1 000 and 10 000 pages,
 * zipped with Info-ZIP's `zip` (deflate, level 6, as adm-zip writes; adm-zip itself builds the whole
 * zip in memory, gigabytes for 10 000 pages), the action with the manifest's hashing on and the site
 * check off. Medians of 3 rounds, peak RSS of the action.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { median, watchPeakRss } from './bench-export.ts'
import { buildMintlifyBundle } from './mintlify-site.ts'
import { runAction } from '../__fixtures__/run-action.ts'

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0

function timed(command: string, args: string[]): number {
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'ignore' })
  if (result.status !== 0) throw new Error(`${command} failed`)
  return performance.now() - started
}

export async function benchZip(): Promise<string[]> {
  if (!has('unzip') || !has('zip'))
    return ['zip: skipped, zip or unzip is missing (apt-get install zip unzip)']
  const scratch = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir()
  const work = await mkdtemp(path.join(scratch, 'bench-zip-'))
  const lines: string[] = []
  try {
    for (const pages of [1_000, 10_000]) {
      const tarball = path.join(work, 'site.tar.gz')
      await buildMintlifyBundle(tarball, pages)
      const tree = path.join(work, 'tree')
      await mkdir(tree)
      spawnSync('tar', ['-xzf', tarball, '-C', tree])
      const file = path.join(work, 'export.zip')
      spawnSync('zip', ['-qr', '-6', file, '.'], { cwd: tree })
      await rm(tree, { recursive: true })
      const size = (await stat(file)).size
      const times = { action: [] as number[], unzip: [] as number[], bsdtar: [] as number[] }
      let peak = 0
      for (let round = -1; round < 3; round++) {
        const out = path.join(work, 'out')
        let stop: () => number = () => 0
        const run = await runAction({
          timeoutMs: 600_000,
          onSpawn: (child) => (stop = watchPeakRss(child.pid as number)),
          inputs: { mode: 'export', archive: file, path: out, 'check-site': 'false' }
        })
        const rss = stop()
        await rm(run.tempDir, { recursive: true, force: true })
        await rm(out, { recursive: true, force: true })
        if (run.code !== 0) throw new Error(`the action failed:\n${run.stdout}`)
        await mkdir(out)
        const unzip = timed('unzip', ['-q', file, '-d', out])
        await rm(out, { recursive: true, force: true })
        let bsdtar = NaN
        if (has('bsdtar')) {
          await mkdir(out)
          bsdtar = timed('bsdtar', ['-xf', file, '-C', out])
          await rm(out, { recursive: true, force: true })
        }
        if (round < 0) continue
        times.action.push(run.durationMs)
        times.unzip.push(unzip)
        times.bsdtar.push(bsdtar)
        peak = Math.max(peak, rss)
      }
      const action = median(times.action)
      const unzip = median(times.unzip)
      const bsdtar = median(times.bsdtar)
      lines.push(
        `zip, Mintlify-shaped site of ${pages.toLocaleString('en-US')} pages (${(size / 1e6).toFixed(0)} MB, Info-ZIP): the action ${(action / 1000).toFixed(2)} s = ${(action / unzip).toFixed(2)}× unzip -q (${(unzip / 1000).toFixed(2)} s)${Number.isNaN(bsdtar) ? '' : `, ${(action / bsdtar).toFixed(2)}× bsdtar -xf (${(bsdtar / 1000).toFixed(2)} s)`}; peak RSS ${peak.toFixed(0)} MiB (whole step, manifest hashing on, check off; goal <= 1.0× unzip, <= 150 MB)`
      )
      await rm(file, { force: true })
      await rm(tarball, { force: true })
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchZip()).join('\n'))
