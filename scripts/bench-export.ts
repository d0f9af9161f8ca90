/**
 * Static export benchmark: the action's one-pass download + extract against `curl -o` then
 * `tar -xzf`, and against `curl | tar -xzf -`, on the same presigned link, in the same run,
 * interleaved (the machine is shared and noisy), median of several runs. Three bundle shapes: a
 * docs-like site of 11 200 small files (two compressibilities, scripts/docs-bundle.ts) and a large
 * incompressible one; plus the action's peak RSS for two blob sizes, to show memory stays flat.
 * Everything is extracted into tmpfs (/dev/shm) when there is one, so the disk's noise stays out.
 *
 * Runs on its own (`node --no-warnings scripts/bench-export.ts`) or from scripts/bench.ts. It builds
 * a private copy of the action (`ncc build src/index.ts`), so it measures the source as it is.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'
import { Header } from 'tar'
import { buildDocsBundle, type DocsVariant } from './docs-bundle.ts'
import { buildMintlifyBundle } from './mintlify-site.ts'
import { startEmulator } from '../emulator/server.ts'
import { runAction } from '../__fixtures__/run-action.ts'

/** The site check's thread, built beside the action (check-thread/threaded-checker.ts). */
const THREAD_ENTRY = 'src/export/check-thread/thread.ts'

export interface BenchExportOptions {
  /** Size of the large bundle, in MiB (at least 256 for the figure). */
  sizeMiB?: number
  /** A smaller bundle measured once, to compare peak RSS. */
  smallSizeMiB?: number
  runs?: number
  /**
   * Only the docs-like site (check-site off and on, and the references), skipping the templated
   * and blob bundles: a quicker loop while working on the extraction or the site check.
   */
  docsOnly?: boolean
  /** Only the site check on real and Mintlify-shaped sites (BENCH_EXPORT_ONLY=sites). */
  sitesOnly?: boolean
  log?: (line: string) => void
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const FILE_MIB = 4

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

async function exec(command: string, args: string[], cwd = ROOT): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`))
    )
  })
}

/**
 * Streams a .tar.gz of `mib` MiB of random (incompressible) files plus a few pages to `file`,
 * never holding more than one block in memory. gzip level 1: random data does not compress at
 * any level, so a higher one would only slow the build.
 */
async function buildBundle(file: string, mib: number): Promise<number> {
  const pool = randomBytes(16 * 1024 * 1024)
  const block = 1024 * 1024
  async function* tar(): AsyncGenerator<Buffer> {
    const entry = (name: string, size: number): Buffer => {
      const header = new Header({ path: name, type: 'File', size, mode: 0o644, mtime: new Date() })
      header.encode()
      return header.block as Buffer
    }
    for (const page of ['index.html', 'guides/start.html']) {
      const body = Buffer.from(`<!doctype html><title>${page}</title>`)
      yield entry(page, body.length)
      yield Buffer.concat([body, Buffer.alloc(512 - body.length)])
    }
    const files = Math.ceil(mib / FILE_MIB)
    for (let i = 0; i < files; i++) {
      yield entry(`assets/blob-${String(i).padStart(4, '0')}.bin`, FILE_MIB * block)
      for (let j = 0; j < FILE_MIB; j++) {
        // Offsets vary per file so no two 1 MiB blocks repeat at the same place.
        const offset = ((i * 7 + j * 13) % 15) * block
        yield pool.subarray(offset, offset + block)
      }
    }
    yield Buffer.alloc(1024)
  }
  await pipeline(Readable.from(tar()), createGzip({ level: 1 }), createWriteStream(file))
  return (await stat(file)).size
}

/** Peak resident memory (VmHWM) of a running process, sampled from /proc until it exits. */
export function watchPeakRss(pid: number): () => number {
  let peakKiB = 0
  const timer = setInterval(() => {
    readFile(`/proc/${pid}/status`, 'utf8')
      .then((text) => {
        const kib = Number(/VmHWM:\s+(\d+)/.exec(text)?.[1] ?? 0)
        if (kib > peakKiB) peakKiB = kib
      })
      .catch(() => undefined)
  }, 10)
  return () => {
    clearInterval(timer)
    return peakKiB / 1024
  }
}

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ, 100 on every kernel Node supports). */
const TICKS_PER_SECOND = 100

/**
 * Samples the CPU time (user and system, every thread) of process `pid` every 10 ms; the function
 * returned stops and gives the last sample in seconds, which misses at most the last 10 ms of a run.
 */
export function watchCpu(pid: number): () => number {
  let ticks = 0
  const timer = setInterval(() => {
    readFile(`/proc/${pid}/stat`, 'utf8')
      .then((text) => {
        // Fields after the command's name, which is in parentheses and may hold spaces.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
        const used = Number(fields[11]) + Number(fields[12])
        if (used > ticks) ticks = used
      })
      .catch(() => undefined)
  }, 10)
  return () => {
    clearInterval(timer)
    return ticks / TICKS_PER_SECOND
  }
}

interface ActionMeasure {
  wallMs: number
  /** From the download request reaching the storage to the process exit. */
  downloadMs: number
  peakRssMiB: number
  link: string
}

async function measureAction(
  entry: string,
  emulator: Awaited<ReturnType<typeof startEmulator>>,
  out: string,
  checkSite = false,
  env: Record<string, string> = {}
): Promise<ActionMeasure> {
  let stopWatch: () => number = () => 0
  const before = emulator.requests.length
  const run = await runAction({
    entry,
    timeoutMs: 300_000,
    onSpawn: (child) => (stopWatch = watchPeakRss(child.pid as number)),
    env,
    inputs: {
      mode: 'export',
      'api-key': emulator.apiKey,
      'base-url': emulator.url,
      domain: 'docs.example.com',
      'poll-interval': '0.05',
      path: out,
      // The site check is measured on its own (`checked`); the engine's figures leave it out.
      'check-site': String(checkSite)
    }
  })
  const endedAt = Date.now()
  const peakRssMiB = stopWatch()
  await rm(run.tempDir, { recursive: true, force: true })
  if (run.code !== 0) throw new Error(`the action failed:\n${run.stdout}\n${run.stderr}`)
  const download = emulator.requests.slice(before).find((r) => r.route === 'download')
  return {
    wallMs: run.durationMs,
    downloadMs: endedAt - (download?.receivedAt ?? endedAt),
    peakRssMiB,
    link: run.outputs['bundle-url'] ?? ''
  }
}

const REFERENCES = {
  'curl -o + tar -xzf':
    'curl -sSf -o "$1/bundle.tar.gz" "$2" && mkdir "$1/site" && tar -xzf "$1/bundle.tar.gz" -C "$1/site"',
  'curl | tar -xzf -': 'mkdir "$1/site" && curl -sSf "$2" | tar -xzf - -C "$1/site"'
} as const
type Reference = keyof typeof REFERENCES

async function measureReference(reference: Reference, link: string, out: string): Promise<number> {
  await exec('mkdir', ['-p', out])
  const started = performance.now()
  await exec('sh', ['-c', REFERENCES[reference], 'sh', out, link])
  const ms = performance.now() - started
  await rm(out, { recursive: true, force: true })
  return ms
}

interface Measured {
  label: string
  bytes: number
  files: number
  action: ActionMeasure[]
  /** The same export with check-site on (docs-like bundles only). */
  checked: ActionMeasure[]
  /** The same export without the manifest (docs-like bundles only). */
  noManifest: ActionMeasure[]
  references: Record<Reference, number[]>
}

export async function benchExport(options: BenchExportOptions = {}): Promise<string[]> {
  const sizeMiB = options.sizeMiB ?? Number(process.env.BENCH_EXPORT_MIB ?? 256)
  const smallMiB = options.smallSizeMiB ?? 64
  const runs = options.runs ?? Number(process.env.BENCH_EXPORT_RUNS ?? 3)
  const docsOnly = options.docsOnly ?? process.env.BENCH_EXPORT_ONLY === 'docs'
  const sitesOnly = options.sitesOnly ?? process.env.BENCH_EXPORT_ONLY === 'sites'
  const log = options.log ?? (() => undefined)
  const scratch = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir()
  const work = await mkdtemp(path.join(scratch, 'bench-export-'))
  const lines: string[] = []
  try {
    const dist = path.join(work, 'dist')
    log('building a private copy of the action')
    await exec('npx', ['ncc', 'build', 'src/index.ts', '-o', dist, '--quiet'])
    await exec('npx', [
      'ncc',
      'build',
      THREAD_ENTRY,
      '-o',
      path.join(dist, 'check-thread'),
      '--quiet'
    ])
    const entry = path.join(dist, 'index.js')

    const measure = async (
      label: string,
      build: (file: string) => Promise<{ bytes: number; files: number }>,
      count: number,
      withCheck = false
    ): Promise<Measured> => {
      const file = path.join(work, 'bundle.tar.gz')
      log(`building the ${label} bundle`)
      const { bytes, files } = await build(file)
      // Unchecked: validating every exchange would add its cost to the times measured.
      const emulator = await startEmulator({
        contract: false,
        export: { bundle: { file }, durationMs: 20 }
      })
      const result: Measured = {
        label,
        bytes,
        files,
        action: [],
        checked: [],
        noManifest: [],
        references: { 'curl -o + tar -xzf': [], 'curl | tar -xzf -': [] }
      }
      try {
        const out = path.join(work, 'out')
        // One untimed round warms the page cache for all three, then interleaved timed rounds.
        for (let i = -1; i < count; i++) {
          const measured = await measureAction(entry, emulator, out)
          await rm(out, { recursive: true, force: true })
          let checkedLine = ''
          if (withCheck) {
            // The same step without hashing or the manifest, back to back: what the manifest costs.
            const bare = await measureAction(entry, emulator, out, false, {
              MINTLIFY_ACTION_BENCH_NO_MANIFEST: '1'
            })
            await rm(out, { recursive: true, force: true })
            if (i >= 0) result.noManifest.push(bare)
            const checked = await measureAction(entry, emulator, out, true)
            await rm(out, { recursive: true, force: true })
            if (i >= 0) result.checked.push(checked)
            checkedLine = `; check-site on ${(checked.wallMs / 1000).toFixed(2)} s, peak RSS ${checked.peakRssMiB.toFixed(0)} MiB`
          }
          const times = [] as number[]
          for (const reference of Object.keys(REFERENCES) as Reference[]) {
            const ms = await measureReference(reference, measured.link, out)
            times.push(ms)
            if (i >= 0) result.references[reference].push(ms)
          }
          if (i >= 0) {
            result.action.push(measured)
            log(
              `${label} run ${i + 1}/${count}: action ${(measured.wallMs / 1000).toFixed(2)} s (download + extract ${(measured.downloadMs / 1000).toFixed(2)} s), references ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s, peak RSS ${measured.peakRssMiB.toFixed(0)} MiB${checkedLine}`
            )
          }
        }
      } finally {
        await emulator.close()
        await rm(file, { force: true })
      }
      return result
    }

    const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`
    const report = (m: Measured): string[] => {
      const wall = median(m.action.map((a) => a.wallMs))
      const part = median(m.action.map((a) => a.downloadMs))
      const out = [
        `static export, ${m.label}: ${mb(m.bytes)} gzipped, ${m.files} files; median of ${m.action.length} interleaved runs on ${os.cpus().length} CPUs, into ${scratch}`,
        `  action: whole step ${(wall / 1000).toFixed(2)} s, download + extract ${(part / 1000).toFixed(2)} s; peak RSS ${Math.max(...m.action.map((a) => a.peakRssMiB)).toFixed(0)} MiB`
      ]
      if (m.noManifest.length > 0) {
        const added = median(
          m.action.map((a, i) => a.wallMs - (m.noManifest[i] as ActionMeasure).wallMs)
        )
        const untar = median(m.references['curl | tar -xzf -'])
        const peakBare = Math.max(...m.noManifest.map((a) => a.peakRssMiB))
        const peak = Math.max(...m.action.map((a) => a.peakRssMiB))
        out.push(
          `  the manifest (hashing while extracting, manifest.json) adds ${(added / 1000).toFixed(2)} s (median of ${m.noManifest.length} back-to-back pairs), ${(added / untar).toFixed(3)}x what curl | tar -xzf - takes (goal <= 0.1x); peak RSS ${peakBare.toFixed(0)} -> ${peak.toFixed(0)} MiB`
        )
      }
      if (m.checked.length > 0) {
        const on = median(m.checked.map((a) => a.wallMs))
        const peakOn = Math.max(...m.checked.map((a) => a.peakRssMiB))
        // Each run measures the step with the check off, then on, back to back: the share of each
        // pair cancels the machine's drift between runs, which the ratio of the medians does not.
        const shares = m.checked.map((a, i) => {
          const off = (m.action[i] as ActionMeasure).wallMs
          return ((a.wallMs - off) / off) * 100
        })
        const range = `${Math.min(...shares).toFixed(1)} to ${Math.max(...shares).toFixed(1)}`
        out.push(
          `  with check-site on: whole step ${(on / 1000).toFixed(2)} s; the check costs ${median(shares).toFixed(1)} % of the export step, median of ${shares.length} back-to-back pairs (${range} %; ratio of the medians ${(((on - wall) / wall) * 100).toFixed(1)} %) (goal <= 15 %, stretch <= 5 %); peak RSS ${peakOn.toFixed(0)} MiB`
        )
        const added = median(
          m.checked.map((a, i) => a.wallMs - (m.action[i] as ActionMeasure).wallMs)
        )
        const untar = median(m.references['curl | tar -xzf -'])
        out.push(
          `  the check adds ${(added / 1000).toFixed(2)} s (median of the pairs), ${(added / untar).toFixed(2)}x what curl | tar -xzf - takes to unpack the bundle (goal <= 1.0x, stretch <= 0.5x); peak RSS with it ${peakOn.toFixed(0)} MiB = ${mb(peakOn * 1024 * 1024)} (goal <= 150 MB)`
        )
      }
      for (const [name, times] of Object.entries(m.references)) {
        const ref = median(times)
        out.push(
          `  ${name}: ${(ref / 1000).toFixed(2)} s; action / it: ${(wall / ref).toFixed(2)}x whole step, ${(part / ref).toFixed(2)}x download + extract`
        )
      }
      return out
    }

    if (!docsOnly) lines.push(...(await benchSites(measure, report, runs, log)))
    if (sitesOnly) return lines
    const variants: DocsVariant[] = docsOnly ? ['docs'] : ['docs', 'templated']
    for (const variant of variants) {
      // The check's share is a difference of two noisy times: it gets at least five pairs.
      const docs = await measure(
        `docs-like site (${variant})`,
        (file) => buildDocsBundle(file, variant),
        variant === 'docs' ? Math.max(runs, 5) : runs,
        variant === 'docs'
      )
      lines.push(...report(docs))
    }
    if (docsOnly) return lines
    const blob = (mib: number) => async (file: string) => ({
      bytes: await buildBundle(file, mib),
      files: Math.ceil(mib / FILE_MIB) + 2
    })
    const large = await measure(`${sizeMiB} MiB incompressible blobs`, blob(sizeMiB), runs)
    lines.push(...report(large))
    const small = await measure(`${smallMiB} MiB incompressible blobs`, blob(smallMiB), 1)
    const peak = (m: Measured): number => Math.max(...m.action.map((a) => a.peakRssMiB))
    lines.push(
      `  peak RSS with ${mb(large.bytes)}: ${peak(large).toFixed(0)} MiB (${mb(peak(large) * 1024 * 1024)}); with ${mb(small.bytes)}: ${peak(small).toFixed(0)} MiB (${mb(peak(small) * 1024 * 1024)}) (goal <= 100 MB, flat)`
    )
    return lines
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** Real documentation sites from Debian's packages, packed with GNU tar at run time. */
const DEBIAN_SITES = [
  {
    label: 'Python 3.11 docs (Debian python3.11-doc)',
    dir: '/usr/share/doc/python3.11/html',
    pkg: 'python3.11-doc'
  },
  {
    label: 'PostgreSQL 15 docs (Debian postgresql-doc-15)',
    dir: '/usr/share/doc/postgresql-doc-15/html',
    pkg: 'postgresql-doc-15'
  }
]

type Measure = (
  label: string,
  build: (file: string) => Promise<{ bytes: number; files: number }>,
  count: number,
  withCheck?: boolean
) => Promise<Measured>

/**
 * The site check on sites nobody here wrote and on Mintlify-shaped ones of 1 000 and 10 000 pages:
 * what it adds to the step against what unpacking the bundle costs, and its peak memory, which must
 * stay flat from the smaller generated site to the larger.
 */
async function benchSites(
  measure: Measure,
  report: (m: Measured) => string[],
  runs: number,
  log: (line: string) => void
): Promise<string[]> {
  const lines: string[] = []
  for (const site of DEBIAN_SITES) {
    if (!existsSync(site.dir)) {
      lines.push(`skipped: ${site.label}: ${site.dir} is missing (apt-get install ${site.pkg})`)
      continue
    }
    const pack = async (file: string) => {
      // -h: Debian replaces some files with links into /usr/share/javascript.
      await exec('tar', ['-czhf', file, '-C', site.dir, '.'])
      const listing = await new Promise<number>((resolve, reject) => {
        const child = spawn('tar', ['-tzf', file])
        let count = 0
        child.stdout.on(
          'data',
          (chunk: Buffer) => (count += chunk.toString().split('\n').length - 1)
        )
        child.on('error', reject)
        child.on('close', () => resolve(count))
      })
      return { bytes: (await stat(file)).size, files: listing }
    }
    lines.push(...report(await measure(site.label, pack, Math.max(runs, 3), true)))
  }
  const peaks: number[] = []
  for (const pages of [1_000, 10_000]) {
    log(`generating the Mintlify-shaped site of ${pages} pages`)
    const m = await measure(
      `Mintlify-shaped site, ${pages} pages (scripts/mintlify-site.ts)`,
      (file) => buildMintlifyBundle(file, pages),
      pages > 1_000 ? 1 : Math.max(runs, 3),
      true
    )
    lines.push(...report(m))
    peaks.push(Math.max(...m.checked.map((a) => a.peakRssMiB)))
  }
  const [small, large] = peaks as [number, number]
  lines.push(
    `  peak RSS with the check, 1 000 -> 10 000 pages: ${small.toFixed(0)} -> ${large.toFixed(0)} MiB (${(((large - small) / small) * 100).toFixed(1)} %; goal <= 10 %)`
  )
  return lines
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync('/proc/self/status')) console.warn('No /proc: peak RSS will read 0.')
  const lines = await benchExport({ log: (line) => console.error(`  ... ${line}`) })
  for (const line of lines) console.log(line)
}
