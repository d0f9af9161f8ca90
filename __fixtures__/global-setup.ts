import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One temporary root per test run. Jest's workers and the action processes they start inherit it
 * through TMPDIR, so whatever a test leaves in os.tmpdir() (runner temp folders, extracted sites,
 * output files) goes with it in global-teardown.ts, even when a test fails half-way.
 */
export default function setup(): void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mintlify-action-tests-'))
  process.env.MINTLIFY_ACTION_TEST_ROOT = root
  process.env.TMPDIR = root
  // Tests that call the action's output code outside a simulated step would otherwise print the
  // deprecated `::set-output` command to the test log, where it reads like GitHub's own.
  process.env.GITHUB_OUTPUT = path.join(root, 'outputs-outside-a-step')
  writeFileSync(process.env.GITHUB_OUTPUT, '')
  // The suites that run the built action run a build of the sources as they are now, not whatever
  // dist/ was last committed (.ci/run checks separately that dist/ is that same build).
  const dist = path.join(root, 'dist')
  execFileSync('npx', ['ncc', 'build', 'src/index.ts', '-o', dist, '--quiet'], { stdio: 'inherit' })
  // The site check's thread (check-thread/threaded-checker.ts finds it beside the chunks).
  const thread = path.join(dist, 'check-thread')
  const entry = 'src/export/check-thread/thread.ts'
  execFileSync('npx', ['ncc', 'build', entry, '-o', thread, '--quiet'], { stdio: 'inherit' })
  process.env.MINTLIFY_ACTION_ENTRY = path.join(dist, 'index.js')
}
