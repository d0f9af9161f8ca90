// scripts/ runs straight from TypeScript under Node's type stripping (npm run bench, demo, emulator);
// the benchmark also imports modules of src/, which name their siblings './x.js' for tsc and ncc.
import { expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function load(code: string): string {
  return execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe']
  })
}

it('lets a script import modules of src/ through scripts/src-imports.ts', () => {
  const out = load(
    "await import('./scripts/src-imports.ts'); const { pollUntil } = await import('./src/api/poller.ts'); const { Deadline } = await import('./src/util/time.ts'); console.log(typeof pollUntil, typeof Deadline)"
  )
  expect(out.trim()).toBe('function function')
})

it('without it, Node cannot resolve their imports (why the hook exists)', () => {
  expect(() => load("await import('./src/api/poller.ts')")).toThrow(
    /Cannot find module .*(heartbeat|time)\.js/
  )
})

it('bench:compare repeats a quick material more and pairs each round with its reference', () => {
  const out = load(
    "const { roundsFor, pairedRatio } = await import('./scripts/bench-compare.ts'); console.log(JSON.stringify([roundsFor(3000, undefined), roundsFor(60000, undefined), roundsFor(100, undefined), roundsFor(100, 2), pairedRatio([110, 300, 120], [100, 200, 100])]))"
  )
  // 40 s of timed rounds: 14 of 3 s, never fewer than 3 nor more than 15 unless asked.
  expect(JSON.parse(out)).toEqual([14, 3, 15, 2, '1.20× (1.10–1.50)'])
  expect(() =>
    load(
      "const { explicitRounds } = await import('./scripts/bench-compare.ts'); explicitRounds('three')"
    )
  ).toThrow(/BENCH_COMPARE_RUNS is 'three'/)
})
