import { readFileSync } from 'node:fs'
import os from 'node:os'
import { parse } from 'yaml'
import { startEmulator, type Emulator, type EmulatorOptions } from '../emulator/server.js'
import { AdminApi } from '../src/api/api.js'
import { ApiClient } from '../src/api/client.js'
import { readConfig, type Config } from '../src/action/inputs.js'
import { RunRecord } from '../src/action/outputs.js'
import { Deadline } from '../src/util/time.js'
import { FakeClock } from './clock.js'

export interface FlowHarness {
  em: Emulator
  clock: FakeClock
  record: RunRecord
  deps: {
    api: AdminApi
    deadline: Deadline
    sleep: FakeClock['sleep']
    record: RunRecord
  }
}

/**
 * A flow (agent, export) run as a unit: the real API client over real sockets to the emulator, with
 * one fake clock shared by the flow's pauses, its deadline and the emulator's jobs. A job of an hour
 * runs in no real time, and the flow sees it move only when it waits, as it would the service's.
 */
export async function startFlow(
  options: Partial<EmulatorOptions> = {},
  timeoutMs = 3_600_000
): Promise<FlowHarness> {
  const clock = new FakeClock()
  clock.current = Date.now()
  const em = await startEmulator({ ...options, contract: true, clock })
  const deadline = new Deadline(clock, timeoutMs)
  const client = new ApiClient({
    baseUrl: em.url,
    apiKey: em.apiKey,
    deadline,
    sleep: clock.sleep,
    backoffBaseMs: 10
  })
  const record = new RunRecord()
  return {
    em,
    clock,
    record,
    deps: { api: new AdminApi(client), deadline, sleep: clock.sleep, record }
  }
}

const ACTION_YML = new URL('../action.yml', import.meta.url)

/** The config a workflow with these inputs gives, action.yml's defaults for the rest. */
export function configOf<C extends Config>(inputs: Record<string, string>): C {
  const action = parse(readFileSync(ACTION_YML, 'utf8')) as {
    inputs: Record<string, { default?: string }>
  }
  const read = (name: string): string => inputs[name] ?? String(action.inputs[name]?.default ?? '')
  return readConfig(read, { cwd: process.cwd(), runnerTemp: os.tmpdir() }) as C
}
