/**
 * `npm run bench`: measures the built action on this machine, with every figure a median of several
 * runs and each compared with a reference measured in the same run (the machine is shared and noisy).
 *  1. start-up overhead of `node dist/index.js` over bare `node -e 0`;
 *  2. polling: detection lag and GET count for agent jobs of about 4 s (real time, against the emulator), and
 *     the GET count for a 10-minute job (simulated on the poller's injected clock);
 *  3. static export of a large bundle against curl + tar (scripts/bench-export.ts).
 */
import { spawn } from 'node:child_process'
import { startEmulator } from '../emulator/server.ts'
import type { Clock, Sleep } from '../src/util/time.ts'
import { benchExport, median } from './bench-export.ts'
import { benchManifest } from './bench-manifest.ts'
import { benchZip } from './bench-zip.ts'
import { benchHosting } from './bench-hosting.ts'
import { ACTION_ENTRY, runAction } from '../__fixtures__/run-action.ts'
import './src-imports.ts'

const { pollUntil } = await import('../src/api/poller.ts')
const { Deadline } = await import('../src/util/time.ts')

const RUNS = Number(process.env.BENCH_RUNS ?? 9)

/** scripts/bench-anchors.ts in its own process: it needs --experimental-transform-types (src/'s classes). */
async function benchAnchorsProcess(): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', 'scripts/bench-anchors.ts'],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) return [`anchors bench failed (exit ${code})`]
  return out.trim().split('\n')
}

async function timeProcess(args: string[], env: Record<string, string> = {}): Promise<number> {
  const started = performance.now()
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '', ...env }
    })
    child.on('error', reject)
    child.on('close', () => resolve())
  })
  return performance.now() - started
}

async function benchStartup(): Promise<string[]> {
  // Unchecked: validating every exchange would add its cost to the latencies measured.
  const emulator = await startEmulator({ contract: false })
  const bare: number[] = []
  const loaded: number[] = []
  const action: number[] = []
  // Two measures, interleaved with the reference:
  //  - load: the bundle loads, reads its inputs and stops at the first check (no mode), so no
  //    request is sent: the cost of starting the action itself;
  //  - whole run: an agent run that stops right after creating the job (wait: false): loads the
  //    bundle, validates inputs, sends one request to the local emulator, writes outputs.
  const env = {
    INPUT_MODE: 'agent',
    'INPUT_API-KEY': emulator.apiKey,
    'INPUT_BASE-URL': emulator.url,
    'INPUT_PROJECT-ID': 'bench',
    INPUT_PROMPT: 'bench',
    INPUT_WAIT: 'false'
  }
  const noMode = { ...env, INPUT_MODE: '' }
  try {
    await timeProcess(['-e', '0'])
    await timeProcess([ACTION_ENTRY], env)
    for (let i = 0; i < RUNS; i++) {
      bare.push(await timeProcess(['-e', '0']))
      loaded.push(await timeProcess([ACTION_ENTRY], noMode))
      action.push(await timeProcess([ACTION_ENTRY], env))
    }
  } finally {
    await emulator.close()
  }
  const reference = median(bare)
  return [
    `start-up: node -e 0 median ${reference.toFixed(1)} ms; node dist/index.js stopping at input validation median ${median(loaded).toFixed(1)} ms; whole agent run (wait: false, one request) median ${median(action).toFixed(1)} ms`,
    `start-up overhead: ${(median(loaded) - reference).toFixed(1)} ms to load and validate (goal <= 60 ms), ${(median(action) - reference).toFixed(1)} ms for the whole one-request run; ${RUNS} interleaved runs each`
  ]
}

async function benchPolling(): Promise<string[]> {
  const lines: string[] = []
  // Jobs of about 4 s, ending at different points between two polls, so the figure does not hinge
  // on where a poll happens to land.
  const durations = [3_800, 4_000, 4_200, 4_400]
  const lags: number[] = []
  const gets: number[] = []
  for (const durationMs of durations) {
    const emulator = await startEmulator({ contract: false, agent: { durationMs } })
    try {
      const run = await runAction({
        inputs: {
          mode: 'agent',
          'api-key': emulator.apiKey,
          'base-url': emulator.url,
          'project-id': 'bench',
          prompt: 'bench'
        }
      })
      if (run.code !== 0) throw new Error(`bench run failed: ${run.stdout}`)
      const job = emulator.agentJobs().at(-1)
      const polls = emulator.requests.filter((r) => r.route === 'agent.get')
      const doneAt = (job?.createdAt ?? 0) + durationMs
      lags.push((polls.at(-1)?.receivedAt ?? 0) - doneAt)
      gets.push(polls.length)
    } finally {
      await emulator.close()
    }
  }
  lines.push(
    `agent jobs of ${durations.map((d) => (d / 1000).toFixed(1)).join(', ')} s (real time): detected ${lags.map((l) => l.toFixed(0)).join(', ')} ms after they ended (worst ${Math.max(...lags).toFixed(0)} ms; goal <= 500 ms), with ${gets.join(', ')} GETs (goal <= 8)`
  )

  // A 10-minute job at the default poll-interval (10 s), on a simulated clock.
  let now = 0
  const clock: Clock = { now: () => now }
  const sleep: Sleep = async (ms) => {
    now += ms
  }
  let polls = 0
  await pollUntil({
    poll: async () => (++polls, now >= 600_000),
    isDone: (done) => done,
    deadline: new Deadline(clock, 3_600_000),
    maxIntervalMs: 10_000,
    sleep
  })
  lines.push(
    `10-minute agent job at poll-interval 10s: ${polls} GETs, detected ${((now - 600_000) / 1000).toFixed(1)} s after it ended (simulated clock; goal <= 60 GETs, and 60 is the floor for any schedule whose pauses never exceed 10 s)`
  )
  return lines
}

const lines = [`Node ${process.version} on ${process.platform}/${process.arch}`]
lines.push(...(await benchStartup()))
lines.push(...(await benchPolling()))
lines.push(...(await benchManifest()))
lines.push(...(await benchAnchorsProcess()))
lines.push(...(await benchExport()))
lines.push(...(await benchZip()))
lines.push(...(await benchHosting()))
console.log(lines.join('\n'))
