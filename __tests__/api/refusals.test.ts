// What 401, 403 and 404 on each mode's first call tell the user to do: the key (wrong or expired),
// its write access and IP allow-list, the project's organization, and each operation's own meaning
// where its contract gives one. Real sockets, the emulator answering with the status.
import { afterEach, describe, expect, it } from '@jest/globals'
import { startFlow, type FlowHarness } from '../../__fixtures__/flow.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import type { Route } from '../../emulator/server.js'
import type { AdminApi } from '../../src/api/api.js'

let flow: FlowHarness | undefined
afterEach(async () => {
  if (flow) await closeConforming(flow.em)
  flow = undefined
})

type Call = [mode: string, route: Route, call: (api: AdminApi) => Promise<unknown>]
const FIRST_CALLS: Call[] = [
  ['agent', 'agent.create', (api) => api.createAgentJob('proj_1', 'Do it')],
  ['export', 'export.start', (api) => api.startExport({ domain: 'docs.example.com' })],
  ['export (project)', 'export.start-project', (api) => api.startProjectExport('proj_1')],
  ['deploy', 'project.deploy', (api) => api.triggerDeployment('proj_1')],
  ['preview', 'project.preview', (api) => api.triggerPreview('proj_1', 'main')],
  ['automation', 'project.automation', (api) => api.triggerAutomation('proj_1', 'auto_nightly')]
]

const EXPIRED = 'the key may be wrong or expired (new admin keys expire after 90 days by default)'
const KEY_403 =
  "it may lack write access, or the runner's IP address is not on the key's allow-list"
const NOT_IN_ORG = "No project proj_1 in this key's organization"

const EXPECTED: Record<string, Record<number, string[]>> = {
  agent: { 401: [EXPIRED], 403: [KEY_403], 404: [NOT_IN_ORG] },
  export: {
    401: [EXPIRED, 'Static export may also not be enabled for this organization'],
    403: ['needs an Enterprise plan', KEY_403],
    404: ['Nothing exists at that ID']
  },
  'export (project)': {
    401: [EXPIRED, 'Static export may also not be enabled for this project'],
    403: [KEY_403],
    404: [NOT_IN_ORG]
  },
  deploy: { 401: [EXPIRED], 403: [KEY_403], 404: [NOT_IN_ORG] },
  // The operation's own meaning wins where the contract gives one.
  preview: {
    401: [EXPIRED],
    403: ["Preview deployments are not available on this organization's plan"],
    404: [NOT_IN_ORG]
  },
  automation: {
    401: [EXPIRED],
    403: [KEY_403],
    404: ['No automation auto_nightly in project proj_1']
  }
}

describe.each(FIRST_CALLS)('the first call of %s mode', (mode, route, call) => {
  it.each([401, 403, 404])('answered %d says what to do', async (status) => {
    flow = await startFlow({
      faults: [{ route, kind: 'status', status, body: { error: 'Refused' } }]
    })
    const error = (await call(flow.deps.api).catch((e: unknown) => e)) as Error
    expect(error.message).toContain(`failed with HTTP ${status}: Refused.`)
    for (const words of EXPECTED[mode]?.[status] ?? ['(no expectation)']) {
      expect(error.message).toContain(words)
    }
    expect(flow.em.count(route)).toBe(1)
  })
})
