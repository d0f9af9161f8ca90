// Deploy, preview and automation modes as units: the flows against the emulator over real sockets,
// on one fake clock shared with the emulator's deployments, so builds, rate-limit windows and the
// step's deadline take no real time.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as core from '../../__fixtures__/core.js'
import { configOf, startFlow, type FlowHarness } from '../../__fixtures__/flow.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import type { EmulatorOptions } from '../../emulator/server.js'
import type { ProjectConfig } from '../../src/action/inputs.js'
import { failureOf } from '../../src/action/outcomes.js'
import { AdminApi } from '../../src/api/api.js'
import { ApiClient } from '../../src/api/client.js'
import { parseOutputFile } from '../../__fixtures__/run-action.js'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

jest.unstable_mockModule('@actions/core', () => core)
const { runDeployment, runAutomation } = await import('../../src/project/deployment.js')

let flow: FlowHarness | undefined
beforeEach(() => {
  jest.clearAllMocks()
  // flow.ts's RunRecord writes through the real @actions/core: each test gets its own outputs file.
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'outputs-')), 'output')
  writeFileSync(file, '')
  process.env.GITHUB_OUTPUT = file
})
afterEach(async () => {
  if (flow) await closeConforming(flow.em)
  flow = undefined
})

async function start(options: Partial<EmulatorOptions> = {}, timeoutMs?: number) {
  flow = await startFlow(options, timeoutMs)
  return flow
}

function config(mode: ProjectConfig['mode'], extra: Record<string, string> = {}): ProjectConfig {
  return configOf<ProjectConfig>({ mode, 'api-key': 'mint_x', 'project-id': 'proj_1', ...extra })
}

const infos = (): string[] => core.info.mock.calls.map(([message]) => message)
/** The step's outputs as the real @actions/core wrote them to the outputs file. */
function outputs(): Record<string, string> {
  return parseOutputFile(readFileSync(process.env.GITHUB_OUTPUT ?? '', 'utf8'))
}

describe('deploy mode', () => {
  it('triggers a deployment and follows it queued -> in_progress -> success, with every output', async () => {
    const { deps, em } = await start({ project: { durationMs: 90_000 } })
    const outcome = await runDeployment(config('deploy'), deps)
    expect(outcome.result).toBe('success')
    expect(em.count('project.deploy')).toBe(1)
    // The trigger sends no body: the contract has none.
    expect(em.requests.find((r) => r.route === 'project.deploy')?.body).toBeUndefined()
    const changes = infos().filter((m) => /^Deployment \w+: (?!still)/.test(m))
    expect(changes.map((m) => m.split(': ')[1])).toEqual(['queued', 'in_progress', 'success'])
    expect(outputs()).toMatchObject({
      'status-id': outcome.statusId,
      status: 'success',
      'deploy-summary': 'Deployed 42 pages',
      'commit-sha': '4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39',
      'files-added': '1',
      'files-modified': '2',
      'files-removed': '0'
    })
    // The whole log in a collapsed group.
    expect(core.startGroup).toHaveBeenCalledWith(expect.stringMatching(/^Build log of deployment/))
    expect(infos()).toContain('Building 42 pages')
    expect(failureOf(outcome, config('deploy'))).toBeUndefined()
  })

  it('fails the step on a failed build with the summary and the last log lines', async () => {
    const { deps } = await start({ project: { durationMs: 5_000, outcome: 'failure' } })
    const outcome = await runDeployment(config('deploy'), deps)
    expect(outcome.result).toBe('failure')
    const message = failureOf(outcome, config('deploy')) ?? ''
    expect(message).toContain(
      'The build failed: guides/setup.mdx has an unclosed <Steps> component'
    )
    expect(message).toContain('Last log lines: ')
    expect(message).toContain(
      'Error: guides/setup.mdx: Unexpected closing tag </Steps> | Build failed.'
    )
  })

  it('returns after the trigger with wait: false', async () => {
    const { deps, em } = await start()
    const outcome = await runDeployment(config('deploy', { wait: 'false' }), deps)
    expect(outcome).toMatchObject({ result: 'pending' })
    expect(em.count('project.status')).toBe(0)
    expect(outputs()['status-id']).toBe(outcome.statusId)
  })

  it('names the status and its last state when the build outlasts the timeout', async () => {
    const { deps } = await start({ project: { durationMs: 3_600_000 } }, 120_000)
    const outcome = await runDeployment(config('deploy', { timeout: '2m' }), deps)
    expect(outcome.result).toBe('timeout')
    expect(failureOf(outcome, config('deploy', { timeout: '2m' }))).toMatch(
      /^The deployment did not finish within the timeout \(2m 00s\); last status: queued \(status \w+\)\. It goes on at Mintlify/
    )
  })

  it('waits out the documented 10 s window on a 429 without Retry-After, then triggers once', async () => {
    const { deps, em, clock } = await start({ project: { updateLimit: 1, durationMs: 1000 } })
    await runDeployment(config('deploy', { wait: 'false' }), deps)
    const before = clock.current
    const outcome = await runDeployment(config('deploy', { wait: 'false' }), deps)
    expect(outcome.result).toBe('pending')
    expect(em.requests.filter((r) => r.route === 'project.deploy').map((r) => r.status)).toEqual([
      202, 429, 202
    ])
    expect(clock.current - before).toBeGreaterThanOrEqual(10_000)
  })
})

describe('preview mode', () => {
  it('previews a branch: the body carries it, preview-url is the https URL the API gave', async () => {
    const { deps, em } = await start({ project: { durationMs: 2_000 } })
    const outcome = await runDeployment(config('preview', { branch: 'docs/retries' }), deps)
    expect(outcome.result).toBe('success')
    expect(em.requests.find((r) => r.route === 'project.preview')?.body).toEqual({
      branch: 'docs/retries'
    })
    expect(outputs()['preview-url']).toBe('https://acme-docs-retries.mintlify.app')
  })

  it('says a 403 means the plan has no previews', async () => {
    const { deps } = await start({ project: { previews: false } })
    await expect(runDeployment(config('preview', { branch: 'main' }), deps)).rejects.toThrow(
      /HTTP 403: Preview deployments are not available on your current plan\. Preview deployments are not available on this organization's plan \(they need Pro or Enterprise\)/
    )
  })

  it('waits a minute on a 429 without Retry-After, within rate-limit-wait', async () => {
    const { deps, clock } = await start({ project: { previewLimit: 1, durationMs: 1000 } })
    await runDeployment(config('preview', { branch: 'a', wait: 'false' }), deps)
    const before = clock.current
    await runDeployment(config('preview', { branch: 'b', wait: 'false' }), deps)
    expect(clock.current - before).toBeGreaterThanOrEqual(60_000)
  })

  it('does not wait past rate-limit-wait: fails at once, naming the limit', async () => {
    const { deps, em, clock } = await start({ project: { previewLimit: 1 } })
    await runDeployment(config('preview', { branch: 'a', wait: 'false' }), deps)
    // main builds the client with the step's rate-limit-wait; here 30 s.
    const client = new ApiClient({
      baseUrl: em.url,
      apiKey: em.apiKey,
      deadline: deps.deadline,
      sleep: clock.sleep,
      rateLimitWaitMs: 30_000
    })
    const before = clock.current
    await expect(
      runDeployment(config('preview', { branch: 'b' }), { ...deps, api: new AdminApi(client) })
    ).rejects.toThrow(
      /Mintlify allows 5 preview deployments per minute per organization\. The limit resets at .*later than rate-limit-wait allows/
    )
    expect(clock.current - before).toBeLessThan(1000)
  })
})

describe('automation mode', () => {
  it('triggers an automation with no body: automation-run-id and job-id', async () => {
    const { deps, em } = await start()
    const outcome = await runAutomation(
      config('automation', { 'automation-id': 'auto_nightly' }),
      deps
    )
    expect(outcome.result).toBe('triggered')
    expect(em.project.automationRuns).toEqual([
      {
        projectId: 'proj_1',
        automationId: 'auto_nightly',
        instanceId: outcome.automation?.instanceId
      }
    ])
    expect(em.requests.find((r) => r.route === 'project.automation')?.body).toBeUndefined()
    expect(outputs()['automation-run-id']).toBe(outcome.automation?.instanceId)
    expect(outputs()['job-id']).toBe(outcome.automation?.jobId)
  })

  it('explains 400 (not active, not a custom schedule) and 404 in words a user can act on', async () => {
    const { deps } = await start({
      project: { automations: { auto_paused: 'inactive', auto_on_push: 'not-custom' } }
    })
    for (const id of ['auto_paused', 'auto_on_push']) {
      await expect(
        runAutomation(config('automation', { 'automation-id': id }), deps)
      ).rejects.toThrow(
        /Only an active automation with a custom schedule can be run this way: turn it on, or give it a custom schedule/
      )
    }
    await expect(
      runAutomation(config('automation', { 'automation-id': 'auto_gone' }), deps)
    ).rejects.toThrow(
      /No automation auto_gone in project proj_1: copy the id from the automation's settings panel/
    )
  })
})
