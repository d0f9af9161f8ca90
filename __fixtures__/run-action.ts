/**
 * Runs the built action (`dist/index.js`) the way the runner does: inputs as INPUT_* variables
 * (hyphens kept), outputs through the GITHUB_OUTPUT file, the job summary through GITHUB_STEP_SUMMARY.
 * Shared by the demo, the benchmark and the integration tests.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The committed build, or the one named by MINTLIFY_ACTION_ENTRY: the test run builds the current
 * sources into its temporary root (see __fixtures__/global-setup.ts), so a change to src/ is
 * tested even before `npm run package` is run and committed.
 */
export const ACTION_ENTRY =
  process.env.MINTLIFY_ACTION_ENTRY ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.js')

export interface ActionRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  durationMs: number
  tempDir: string
}

export interface RunActionOptions {
  inputs: Record<string, string>
  env?: Record<string, string>
  event?: { name: string; payload: unknown }
  cwd?: string
  /** Called once the process has started, e.g. to send it a signal. */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void
  timeoutMs?: number
  /** The built action to run; ACTION_ENTRY by default (a private build when measuring one). */
  entry?: string
}

/** Parses the runner's GITHUB_OUTPUT file format (`name<<delimiter` blocks). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '')
    if (heredoc) {
      const [, name = '', delimiter] = heredoc
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i] ?? '')
      outputs[name] = value.join('\n')
      continue
    }
    const eq = /^([^=]+)=(.*)$/.exec(lines[i] ?? '')
    if (eq) outputs[eq[1] ?? ''] = eq[2] ?? ''
  }
  return outputs
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'action-run-'))
  const outputFile = path.join(tempDir, 'output')
  const summaryFile = path.join(tempDir, 'summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tempDir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: path.join(tempDir, 'runner-temp'),
    GITHUB_WORKSPACE: options.cwd ?? tempDir,
    GITHUB_ACTIONS: 'true',
    ...options.env
  }
  if (options.event) {
    const eventPath = path.join(tempDir, 'event.json')
    await writeFile(eventPath, JSON.stringify(options.event.payload))
    env.GITHUB_EVENT_NAME = options.event.name
    env.GITHUB_EVENT_PATH = eventPath
  }
  for (const [name, value] of Object.entries(options.inputs))
    env[`INPUT_${name.toUpperCase()}`] = value
  const started = performance.now()
  const child = spawn(process.execPath, [options.entry ?? ACTION_ENTRY], {
    cwd: options.cwd ?? tempDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  options.onSpawn?.(child)
  const killer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s]))
  )
  clearTimeout(killer)
  const durationMs = performance.now() - started
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
    durationMs,
    tempDir
  }
}
