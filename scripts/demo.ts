// `npm run demo`: starts the emulator and runs the built action against it in both modes, offline.
import { startEmulator } from '../emulator/server.ts'
import { runAction, type ActionRun } from '../__fixtures__/run-action.ts'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderGfm } from '../__fixtures__/gfm.ts'

const emulator = await startEmulator({
  // The demo shows the action, not the emulator; the tests hold both to the contract.
  contract: false,
  agent: { durationMs: 3000 },
  export: { durationMs: 3000, pageCount: 5 }
})
console.log(`Emulator of the Mintlify Admin API on ${emulator.url} (no key, no network needed)\n`)

const summaries: [string, string][] = []
/** Each run's exit code against the one it should have: a demo that no longer works says so. */
const codes: [title: string, code: number | null, expected: number][] = []

function show(title: string, run: ActionRun, expected = 0): void {
  summaries.push([title, run.summary])
  codes.push([title, run.code, expected])
  console.log(`=== ${title}: exit code ${run.code} in ${(run.durationMs / 1000).toFixed(1)}s`)
  for (const line of run.stdout.split('\n'))
    if (line.trim() && !line.startsWith('::add-mask::')) console.log(`  | ${line}`)
  console.log('  outputs:')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`    ${name} = ${value}`)
  console.log()
}

try {
  const common = { 'api-key': emulator.apiKey, 'base-url': emulator.url }
  show(
    'mode: agent',
    await runAction({
      inputs: {
        ...common,
        mode: 'agent',
        'project-id': 'demo-project',
        prompt: 'Document the new retry option in the SDK guide'
      }
    })
  )
  const exportRun = await runAction({
    inputs: {
      ...common,
      mode: 'export',
      domain: 'docs.example.com',
      'values-file': 'deploy/values.yaml'
    }
  })
  show('mode: export', exportRun)
  // A nightly export that keeps its manifest: the second night finds the site the same.
  const nightly = path.join(os.tmpdir(), 'mintlify-action-demo', 'nightly')
  rmSync(nightly, { recursive: true, force: true })
  const night = (): Promise<ActionRun> =>
    runAction({
      inputs: {
        ...common,
        mode: 'export',
        domain: 'docs.example.com',
        path: nightly,
        'previous-manifest': path.join(nightly, 'manifest.json')
      }
    })
  show('mode: export, nightly, the first night (no manifest yet)', await night())
  show('mode: export, nightly, the next night', await night())
  show(
    'mode: export, a key the API refuses',
    await runAction({
      inputs: {
        ...common,
        'api-key': 'mint_not_a_real_key',
        mode: 'export',
        domain: 'docs.example.com'
      }
    }),
    1
  )
} finally {
  await emulator.close()
}

// The job summaries as GitHub renders them (GFM, raw HTML kept), in one page a maintainer opens to
// review a change to the output by looking at it.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Job summaries of npm run demo</title>
<style>
body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; max-width: 900px; margin: 2em auto; padding: 0 1em; }
section { border: 1px solid #d1d9e0; border-radius: 6px; padding: 0 16px 16px; margin-bottom: 24px; }
h2 { font-size: 12px; color: #59636e; font-weight: 400; margin: 12px 0 0; }
h3 { font-size: 1.25em; } h4 { font-size: 1em; }
table { border-collapse: collapse; display: block; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; text-align: left; vertical-align: top; }
code { background: #818b981f; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
a { color: #0969da; }
</style></head><body>
${summaries.map(([title, summary]) => `<section><h2>${title}</h2>\n${renderGfm(summary)}</section>`).join('\n')}
</body></html>
`
const outDir = path.join(os.tmpdir(), 'mintlify-action-demo')
mkdirSync(outDir, { recursive: true })
const outFile = path.join(outDir, 'summaries.html')
writeFileSync(outFile, page)
console.log(`Job summaries as GitHub shows them: ${outFile}`)
const wrong = codes.filter(([, code, expected]) => code !== expected)
for (const [title, code, expected] of wrong) {
  console.error(`demo: "${title}" exited with ${code}, not ${expected}`)
}
if (wrong.length > 0) process.exitCode = 1
