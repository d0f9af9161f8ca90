/**
 * `npm run bench:compare -- <ref>`: the export step of the source as it is against the committed
 * `dist/` of a git ref (a release tag, `1e10de0`), both on the same material in the same run,
 * interleaved round by round, with `curl | tar -xzf -` of the same link as a third column. Every
 * figure is printed as a ratio to the ref (see below) and to `curl | tar`: the ratio of
 * Node's work to tar's drifts from day to day on these machines, so only a ref measured beside it tells
 * a slow day from a slower action. Beside each step's time, its CPU time (every thread, sampled from
 * /proc): on a 2-CPU runner, work that no idle core can hide shows there first.
 *
 * Material: Debian's documentation packages when installed (Python 3.11, PostgreSQL 15, Rust 1.63) and
 * Mintlify-shaped sites of 1 000 and 10 000 pages (scripts/mintlify-site.ts). BENCH_COMPARE_ONLY
 * picks some by a word of their label; BENCH_COMPARE_RUNS sets the rounds, else a material gets as
 * many as fit in about TIMED_SECONDS (at least MIN_ROUNDS, at most MAX_ROUNDS): a step of a few tenths
 * of a second moves by more than the difference the goals are about, and costs little to repeat.
 * Each ratio to the ref is the median of the rounds' own ratios, with their range: both codes ran
 * within seconds of each other in a round, so a round's ratio holds even as the machine drifts.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { median, watchCpu, watchPeakRss } from './bench-export.ts'
import { buildMintlifyBundle } from './mintlify-site.ts'
import { startEmulator } from '../emulator/server.ts'
import { runAction } from '../__fixtures__/run-action.ts'

/** The site check's thread, built beside the action (check-thread/threaded-checker.ts). */
const THREAD_ENTRY = 'src/export/check-thread/thread.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function exec(command: string, args: string[], cwd = ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${err}`))
    )
  })
}

interface Material {
  label: string
  build(file: string): Promise<void>
}

const DEBIAN = [
  ['Python 3.11 docs', '/usr/share/doc/python3.11/html', 'python3.11-doc'],
  ['PostgreSQL 15 docs', '/usr/share/doc/postgresql-doc-15/html', 'postgresql-doc-15'],
  ['Rust 1.63 docs', '/usr/share/doc/rust-doc/html', 'rust-doc']
] as const

function materials(skipped: string[]): Material[] {
  const list: Material[] = []
  for (const [label, dir, pkg] of DEBIAN) {
    if (!existsSync(dir)) {
      skipped.push(`${label}: ${dir} is missing (apt-get install ${pkg})`)
      continue
    }
    // -h: Debian replaces some files with links into /usr/share/javascript.
    list.push({
      label,
      build: async (file) => void (await exec('tar', ['-czhf', file, '-C', dir, '.']))
    })
  }
  for (const pages of [1_000, 10_000]) {
    list.push({
      label: `Mintlify-shaped, ${pages} pages`,
      build: async (file) => void (await buildMintlifyBundle(file, pages))
    })
  }
  const only = process.env.BENCH_COMPARE_ONLY?.toLowerCase()
  return only
    ? list.filter((m) => only.split(',').some((w) => m.label.toLowerCase().includes(w)))
    : list
}

const MIN_ROUNDS = 3
const MAX_ROUNDS = 15
const TIMED_SECONDS = 40

/** BENCH_COMPARE_RUNS as a number of rounds, or undefined when unset; checked before any work. */
export function explicitRounds(value: string | undefined): number | undefined {
  if (!value) return undefined
  const rounds = Number(value)
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`BENCH_COMPARE_RUNS is '${value}': give a whole number of rounds, 1 or more.`)
  return rounds
}

/** The rounds for a material whose untimed round took `roundMs`, unless BENCH_COMPARE_RUNS says. */
export function roundsFor(roundMs: number, explicit: number | undefined): number {
  if (explicit !== undefined) return explicit
  const fit = Math.ceil((TIMED_SECONDS * 1000) / Math.max(roundMs, 1))
  return Math.min(MAX_ROUNDS, Math.max(MIN_ROUNDS, fit))
}

/** `now`'s ratio to `ref`: the median of each round's, and their range. */
export function pairedRatio(now: number[], ref: number[]): string {
  const ratios = now.map((value, i) => value / (ref[i] as number))
  const low = Math.min(...ratios)
  const high = Math.max(...ratios)
  return `${median(ratios).toFixed(2)}× (${low.toFixed(2)}–${high.toFixed(2)})`
}

interface Run {
  ms: number
  rssMiB: number
  /** CPU time, every thread: what the step asks of a 2-CPU runner beside its wall time. */
  cpuS: number
}

async function exportOnce(
  entry: string,
  emulator: Awaited<ReturnType<typeof startEmulator>>,
  out: string,
  checkSite: boolean
): Promise<Run> {
  let stop: () => number = () => 0
  let stopCpu: () => number = () => 0
  const run = await runAction({
    entry,
    timeoutMs: 600_000,
    onSpawn: (child) => {
      stop = watchPeakRss(child.pid as number)
      stopCpu = watchCpu(child.pid as number)
    },
    inputs: {
      mode: 'export',
      'api-key': emulator.apiKey,
      'base-url': emulator.url,
      domain: 'docs.example.com',
      'poll-interval': '0.05',
      path: out,
      'check-site': String(checkSite)
    }
  })
  const rssMiB = stop()
  const cpuS = stopCpu()
  await rm(run.tempDir, { recursive: true, force: true })
  await rm(out, { recursive: true, force: true })
  if (run.code !== 0) throw new Error(`the action failed:\n${run.stdout}\n${run.stderr}`)
  return { ms: run.durationMs, rssMiB, cpuS }
}

async function curlTar(link: string, out: string): Promise<number> {
  await mkdir(path.join(out, 'site'), { recursive: true })
  const started = performance.now()
  await exec('sh', ['-c', 'curl -sSf "$2" | tar -xzf - -C "$1/site"', 'sh', out, link])
  const ms = performance.now() - started
  await rm(out, { recursive: true, force: true })
  return ms
}

export async function benchCompare(ref: string, log: (line: string) => void): Promise<string[]> {
  const explicitRuns = explicitRounds(process.env.BENCH_COMPARE_RUNS)
  const scratch = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir()
  const work = await mkdtemp(path.join(scratch, 'bench-compare-'))
  const lines: string[] = []
  try {
    const sha = (await exec('git', ['rev-parse', '--short', `${ref}^{commit}`])).trim()
    const date = (await exec('git', ['show', '-s', '--format=%cs', sha])).trim()
    log(`taking the committed dist/ of ${ref} (${sha}, ${date})`)
    const refDir = path.join(work, 'ref')
    await mkdir(refDir)
    await exec('sh', ['-c', `git archive ${sha} dist | tar -x -C "${refDir}"`])
    const refEntry = path.join(refDir, 'dist', 'index.js')
    log('building the source as it is')
    const curDir = path.join(work, 'current')
    await exec('npx', ['ncc', 'build', 'src/index.ts', '-o', curDir, '--quiet'])
    await exec('npx', [
      'ncc',
      'build',
      THREAD_ENTRY,
      '-o',
      path.join(curDir, 'check-thread'),
      '--quiet'
    ])
    const curEntry = path.join(curDir, 'index.js')
    const skipped: string[] = []
    const today = new Date().toISOString().slice(0, 10)
    lines.push(
      `Export step, the source as it is against ${ref} (${sha}, committed ${date}); measured ${today}, extracted into ${scratch}. Each material's rounds are interleaved (the count after its name); times are medians, ratios to ${sha} the median of each round's ratio with their range.`,
      '',
      `| material | curl \\| tar | ${sha}, check off | now, check off | ${sha}, check on | now, check on | peak RSS, check on (${sha} -> now) | CPU time, check off; on (${sha} -> now) |`,
      '|---|---|---|---|---|---|---|---|'
    )
    for (const material of materials(skipped)) {
      const file = path.join(work, 'bundle.tar.gz')
      log(`building ${material.label}`)
      await material.build(file)
      const size = (await stat(file)).size
      const emulator = await startEmulator({
        contract: false,
        export: { bundle: { file }, durationMs: 20 }
      })
      const out = path.join(work, 'out')
      const times: Record<'tar' | 'refOff' | 'curOff' | 'refOn' | 'curOn', number[]> = {
        tar: [],
        refOff: [],
        curOff: [],
        refOn: [],
        curOn: []
      }
      const rss: Record<'ref' | 'cur', number[]> = { ref: [], cur: [] }
      const cpu: Record<'refOff' | 'curOff' | 'refOn' | 'curOn', number[]> = {
        refOff: [],
        curOff: [],
        refOn: [],
        curOn: []
      }
      let rounds = MIN_ROUNDS
      try {
        // An untimed round warms the page cache (and sets the rounds), then the timed rounds, each in
        // the same order.
        for (let round = -1; round < rounds; round++) {
          const started = performance.now()
          const refOff = await exportOnce(refEntry, emulator, out, false)
          const curOff = await exportOnce(curEntry, emulator, out, false)
          const refOn = await exportOnce(refEntry, emulator, out, true)
          const curOn = await exportOnce(curEntry, emulator, out, true)
          const link = await fetchLink(emulator)
          const tar = await curlTar(link, out)
          log(
            `${material.label} round ${round + 1}: tar ${(tar / 1000).toFixed(2)} s; off ${(refOff.ms / 1000).toFixed(2)} -> ${(curOff.ms / 1000).toFixed(2)} s; on ${(refOn.ms / 1000).toFixed(2)} -> ${(curOn.ms / 1000).toFixed(2)} s`
          )
          if (round < 0) {
            rounds = roundsFor(performance.now() - started, explicitRuns)
            continue
          }
          times.tar.push(tar)
          times.refOff.push(refOff.ms)
          times.curOff.push(curOff.ms)
          times.refOn.push(refOn.ms)
          times.curOn.push(curOn.ms)
          rss.ref.push(refOn.rssMiB)
          rss.cur.push(curOn.rssMiB)
          cpu.refOff.push(refOff.cpuS)
          cpu.curOff.push(curOff.cpuS)
          cpu.refOn.push(refOn.cpuS)
          cpu.curOn.push(curOn.cpuS)
        }
      } finally {
        await emulator.close()
        await rm(file, { force: true })
      }
      const tar = median(times.tar)
      const cell = (ms: number[], ref?: number[]): string => {
        const m = median(ms)
        const vsRef = ref ? `, ${pairedRatio(ms, ref)} ${sha}` : ''
        return `${(m / 1000).toFixed(2)} s (${(m / tar).toFixed(2)}× tar${vsRef})`
      }
      const seconds = (values: number[]): string => `${median(values).toFixed(2)} s`
      // The check's own time: the step with it minus the step without, per code.
      const addRef = median(times.refOn) - median(times.refOff)
      const addCur = median(times.curOn) - median(times.curOff)
      lines.push(
        `| ${material.label} (${(size / 1e6).toFixed(0)} MB gzipped; ${rounds} rounds) | ${(tar / 1000).toFixed(2)} s | ${cell(times.refOff)} | ${cell(times.curOff, times.refOff)} | ${cell(times.refOn)} | ${cell(times.curOn, times.refOn)}; the check adds ${(addCur / 1000).toFixed(2)} s, ${(addCur / addRef).toFixed(2)}× ${sha}'s ${(addRef / 1000).toFixed(2)} s | ${Math.max(...rss.ref).toFixed(0)} -> ${Math.max(...rss.cur).toFixed(0)} MiB | ${seconds(cpu.refOff)} -> ${seconds(cpu.curOff)}; ${seconds(cpu.refOn)} -> ${seconds(cpu.curOn)} |`
      )
    }
    for (const line of skipped) lines.push(`skipped: ${line}`)
    return lines
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** A fresh presigned link to the emulator's bundle, as the action gets one. */
async function fetchLink(emulator: Awaited<ReturnType<typeof startEmulator>>): Promise<string> {
  const headers = { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' }
  const started = (await (
    await fetch(`${emulator.url}/v1/static-export/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ domain: 'docs.example.com' })
    })
  ).json()) as { jobId: string }
  for (;;) {
    const bundle = await fetch(`${emulator.url}/v1/static-export/jobs/${started.jobId}/bundle`, {
      method: 'POST',
      headers
    })
    if (bundle.status === 200) return ((await bundle.json()) as { bundleUrl: string }).bundleUrl
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ref = process.argv[2]
  if (!ref) {
    console.error('usage: npm run bench:compare -- <git ref>   (e.g. v1.0.0, 1e10de0)')
    process.exit(2)
  }
  const lines = await benchCompare(ref, (line) => console.error(`  ... ${line}`))
  for (const line of lines) console.log(line)
}
