// `npm run demo`: starts the emulator and runs the built action against it in both modes, offline.
import { startEmulator } from '../emulator/server.ts'
import { runAction, type ActionRun } from '../__fixtures__/run-action.ts'

const emulator = await startEmulator({
  // The demo shows the action, not the emulator; the tests hold both to the contract.
  contract: false,
  agent: { durationMs: 3000 },
  export: { durationMs: 3000, pageCount: 5 }
})
console.log(`Emulator of the Mintlify Admin API on ${emulator.url} (no key, no network needed)\n`)

function show(title: string, run: ActionRun): void {
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
} finally {
  await emulator.close()
}
