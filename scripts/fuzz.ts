/**
 * `npm run fuzz`: the differential fuzzer of the bundle engine. Archives written at run time by the tar
 * tools on this machine (GNU tar in every format, bsdtar, Python's tarfile, busybox, git archive) are mutated with
 * structure (__fixtures__/tar-mutate.ts) and each result is extracted by the action's engine and by
 * GNU tar and classified (__fixtures__/tar-diff.ts): the same, refused for a documented reason, crash,
 * hang, escape, silent difference, or refused for an undocumented reason. Any of the last five fails.
 *
 *   npm run fuzz -- --cases 2000 --seed 42 [--keep fuzz-findings] [--hashing-thread]
 *
 * --hashing-thread: the files are placed by the hashing thread, as for a bundle of 16 MiB or more;
 *   every other case with the main thread taking every file it may: opening and hashing it (HashFiles' 'worker-shared').
 *
 * Runs with --experimental-transform-types: it drives the engine from src/, whose classes use
 * parameter properties, which plain type stripping does not take.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import './src-imports.ts'

const { hasTool, makeSourceTree, tarPackers } = await import('../__fixtures__/corpus.ts')
const { TarComparer, BAD_VERDICTS } = await import('../__fixtures__/tar-diff.ts')
const { mutate, random } = await import('../__fixtures__/tar-mutate.ts')

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '500' },
    seed: { type: 'string' },
    keep: { type: 'string' },
    'hashing-thread': { type: 'boolean', default: false }
  }
})
const cases = Number(values.cases)
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
if (!Number.isSafeInteger(cases) || cases < 1 || !Number.isSafeInteger(seed)) {
  console.error('Usage: npm run fuzz -- [--cases N] [--seed S] [--keep DIR] [--hashing-thread]')
  process.exit(2)
}
if (!hasTool('tar')) {
  console.error('GNU tar is needed as the reference: install the tar package.')
  process.exit(2)
}

const root = await mkdtemp(path.join(os.tmpdir(), 'fuzz-'))
const source = path.join(root, 'source')
await mkdir(source)
await makeSourceTree(source)

const packers = tarPackers({ source, scratch: root }, false)
const sources: { name: string; tar: Buffer }[] = []
for (const packer of packers) {
  if (!hasTool(packer.needs)) {
    console.log(
      `skipped: ${packer.name} (no ${packer.needs} here: apt-get install ${packer.package})`
    )
    continue
  }
  const out = path.join(root, `${sources.length}.tar`)
  packer.pack(out)
  sources.push({ name: packer.name, tar: await readFile(out) })
}

console.log(
  `fuzz: ${cases} cases, seed ${seed}${values['hashing-thread'] ? ', files placed by the hashing thread' : ''}, ${sources.length} source archives (${sources.map((s) => s.name).join(', ')})`
)
const rng = random(seed)
const comparer = new TarComparer(
  path.join(root, 'cases'),
  values['hashing-thread'] ? 'worker' : undefined
)
await comparer.start()
const counts = new Map<string, number>()
const findings: string[] = []
const started = Date.now()
try {
  for (let i = 0; i < cases; i++) {
    const from = sources[Math.floor(rng() * sources.length)] as { name: string; tar: Buffer }
    let mutation = mutate(from.tar, rng)
    const hows = [mutation.how]
    if (rng() < 0.3) {
      mutation = mutate(mutation.tar, rng)
      hows.push(mutation.how)
    }
    if (values['hashing-thread']) comparer.hashing = i % 2 === 0 ? 'worker' : 'worker-shared'
    const result = await comparer.compare(`case-${i}`, mutation.tar)
    counts.set(result.verdict, (counts.get(result.verdict) ?? 0) + 1)
    if (BAD_VERDICTS.includes(result.verdict)) {
      findings.push(
        `case ${i} (${from.name}; ${hows.join('; then ')}): ${result.verdict}: ${result.detail}`
      )
      if (values.keep) {
        await mkdir(values.keep, { recursive: true })
        await writeFile(path.join(values.keep, `seed-${seed}-case-${i}.tar`), mutation.tar)
      }
    }
    await rm(path.join(root, 'cases', `case-${i}`), { recursive: true, force: true })
  }
} finally {
  await comparer.close()
  await rm(root, { recursive: true, force: true })
}

const tally = [...counts].sort((a, b) => b[1] - a[1]).map(([verdict, n]) => `${verdict} ${n}`)
console.log(`fuzz: ${tally.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
for (const finding of findings) console.log(`  ${finding}`)
if (findings.length > 0) {
  console.log(
    `fuzz: ${findings.length} finding(s). Reproduce with: npm run fuzz -- --cases ${cases} --seed ${seed} --keep fuzz-findings`
  )
  process.exit(1)
}
