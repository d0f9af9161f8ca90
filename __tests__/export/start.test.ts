// The export flow on both contracts, as a unit on the fake clock against the emulator over real
// sockets: the project-scoped route, today's route gone, one active job per deployment (409), and the
// hourly limit (429 without Retry-After).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as core from '../../__fixtures__/core.js'
import { configOf, startFlow, type FlowHarness } from '../../__fixtures__/flow.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import type { EmulatorOptions } from '../../emulator/server.js'
import type { ExportConfig } from '../../src/action/inputs.js'

jest.unstable_mockModule('@actions/core', () => core)
const { runExport } = await import('../../src/export/export.js')

let flow: FlowHarness | undefined
beforeEach(() => {
  jest.clearAllMocks()
})
afterEach(async () => {
  if (flow) await closeConforming(flow.em)
  flow = undefined
})

async function start(options: Partial<EmulatorOptions> = {}, timeoutMs?: number) {
  flow = await startFlow(options, timeoutMs)
  return flow
}

async function config(inputs: Record<string, string>): Promise<ExportConfig> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'export-start-'))
  return configOf<ExportConfig>({
    mode: 'export',
    'api-key': 'mint_x',
    path: path.join(dir, 'out'),
    'check-site': 'false',
    'poll-interval': '30',
    ...inputs
  })
}

const messages = (fn: typeof core.info | typeof core.notice): string[] =>
  fn.mock.calls.map(([m]) => String(m))

describe('export on the project-scoped contract', () => {
  it('project-id alone starts at /v1/static-export/{projectId}/jobs with no body, and polls there', async () => {
    const { deps, em } = await start({ export: { contract: 'project', durationMs: 60_000 } })
    const outcome = await runExport(await config({ 'project-id': 'proj_1' }), deps)
    expect(outcome.result).toBe('downloaded')
    const started = em.requests.filter((r) => r.route === 'export.start-project')
    expect(started).toHaveLength(1)
    expect(started[0]?.path).toBe('/v1/static-export/proj_1/jobs')
    expect(started[0]?.body).toBeUndefined()
    expect(em.count('export.start')).toBe(0)
    expect(em.count('export.get-project')).toBeGreaterThan(0)
    expect(em.count('export.get')).toBe(0)
    expect(em.count('export.bundle')).toBe(1)
  })

  it('takes the bundle link from a completed status that carries one: no bundle call', async () => {
    const { deps, em } = await start({
      export: { contract: 'project', durationMs: 60_000, statusCarriesBundle: true }
    })
    const outcome = await runExport(await config({ 'project-id': 'proj_1' }), deps)
    expect(outcome.result).toBe('downloaded')
    expect(em.count('export.bundle')).toBe(0)
    expect(em.count('download')).toBe(1)
  })

  it("today's start answering 404: the project-scoped start takes over, once, and the log says so", async () => {
    const { deps, em } = await start({ export: { contract: 'project', durationMs: 60_000 } })
    const outcome = await runExport(
      await config({ domain: 'docs.example.com', 'project-id': 'proj_1' }),
      deps
    )
    expect(outcome.result).toBe('downloaded')
    expect(
      em.requests.filter((r) => r.route.startsWith('export.start')).map((r) => [r.route, r.status])
    ).toEqual([
      ['export.start', 404],
      ['export.start-project', 202]
    ])
    expect(em.exportJobs()).toHaveLength(1)
    expect(messages(core.notice)).toContain(
      'The static export route /v1/static-export/jobs answered HTTP 404 (the route is gone; nothing was started): starting the export at the project-scoped route /v1/static-export/proj_1/jobs instead.'
    )
  })

  it('refuses to drop paths when only the project-scoped route is left', async () => {
    const { deps, em } = await start({ export: { contract: 'project' } })
    await expect(
      runExport(
        await config({ domain: 'docs.example.com', 'project-id': 'proj_1', paths: 'guides/x' }),
        deps
      )
    ).rejects.toThrow(
      'the project-scoped route that replaces it takes no paths: remove paths to export the whole project there.'
    )
    expect(em.exportJobs()).toHaveLength(0)
  })
})

describe('one export per deployment (409)', () => {
  it('waits for the running export, says so once, then starts one job and downloads one bundle', async () => {
    const { deps, em, clock } = await start({
      export: { contract: 'project', durationMs: 600_000 }
    })
    const other = await fetch(`${em.url}/v1/static-export/proj_1/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${em.apiKey}` }
    })
    expect(other.status).toBe(202)
    const before = clock.current
    const outcome = await runExport(await config({ 'project-id': 'proj_1' }), deps)
    expect(outcome.result).toBe('downloaded')
    // The other export ran 10 minutes: the start was tried again every poll-interval (30 s) until it ended.
    expect(clock.current - before).toBeGreaterThanOrEqual(600_000)
    const statuses = em.requests
      .filter((r) => r.route === 'export.start-project')
      .map((r) => r.status)
    expect(statuses.filter((s) => s === 202)).toHaveLength(2)
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(10)
    expect(em.exportJobs()).toHaveLength(2)
    expect(em.count('download')).toBe(1)
    expect(messages(core.info).filter((m) => m.startsWith('Another export'))).toEqual([
      'Another export of this deployment is running (HTTP 409): waiting for it to end, then starting again, every 30s.'
    ])
  })

  it('fails with that reason when the other export outlasts the timeout, starting none', async () => {
    const { deps, em } = await start(
      { export: { contract: 'project', durationMs: 3_600_000 } },
      300_000
    )
    await fetch(`${em.url}/v1/static-export/proj_1/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${em.apiKey}` }
    })
    await expect(
      runExport(await config({ 'project-id': 'proj_1', timeout: '5m' }), deps)
    ).rejects.toThrow(
      "Another export of this deployment was still running at the step's timeout (5m 00s), so none was started"
    )
    expect(em.exportJobs()).toHaveLength(1)
  })
})

describe('10 starts an hour (429)', () => {
  it('without a reset time fails at once, naming the limit', async () => {
    const { deps, clock } = await start({ export: { contract: 'project', startsPerHour: 0 } })
    const before = clock.current
    await expect(runExport(await config({ 'project-id': 'proj_1' }), deps)).rejects.toThrow(
      /rate limited \(HTTP 429\)\. 10 static exports an hour per organization: the limit resets within the hour\./
    )
    expect(clock.current - before).toBeLessThan(1000)
  })
})
