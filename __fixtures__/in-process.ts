import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { jest } from '@jest/globals'
import { parseOutputFile } from './run-action.js'

export interface InProcessRun {
  exitCode: number | undefined
  outputs: Record<string, string>
  /** Everything the action wrote to stdout (workflow commands included). */
  log: string
  summary: string
  dir: string
}

/**
 * Runs src/main.ts `run()` in this process with inputs as the runner passes them (INPUT_* variables,
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files), then restores the environment and exit code. Each
 * run loads the action's modules afresh, as the runner's new process would: state a module keeps
 * for the life of the process (core.summary's buffer, say) never carries over to the next run, so
 * the action needs no code for several runs in one process.
 */
export async function runInProcess(
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<InProcessRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'in-process-'))
  const outputFile = path.join(dir, 'output')
  const summaryFile = path.join(dir, 'summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) {
    if (key.startsWith('INPUT_') || key.startsWith('GITHUB_')) delete process.env[key]
  }
  Object.assign(process.env, {
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: path.join(dir, 'runner-temp'),
    GITHUB_WORKSPACE: dir,
    ...env
  })
  for (const [name, value] of Object.entries(inputs))
    process.env[`INPUT_${name.toUpperCase()}`] = value
  let log = ''
  const write = jest
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => {
      log += chunk.toString()
      return true
    })
  try {
    await jest.isolateModulesAsync(async () => {
      const { run } = await import('../src/main.js')
      await run()
    })
  } finally {
    write.mockRestore()
    process.env = saved
  }
  const exitCode = process.exitCode === undefined ? undefined : Number(process.exitCode)
  process.exitCode = undefined
  return {
    exitCode,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    log,
    summary: await readFile(summaryFile, 'utf8'),
    dir
  }
}
