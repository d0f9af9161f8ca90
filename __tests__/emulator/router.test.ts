import { describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTRACT_FILE } from '../../emulator/contract.js'
import { loadRouter, type Routed } from '../../emulator/router.js'
import { useEmulator } from '../../__fixtures__/emulator.js'

const start = useEmulator()

describe('routing by operationId', () => {
  it.each<[string, string, Routed]>([
    [
      'POST',
      '/v2/agent/proj_1/job',
      { route: 'agent.create', operationId: 'agentV2CreateJob', params: { projectId: 'proj_1' } }
    ],
    [
      'GET',
      '/v2/agent/proj%201/job/abc?x=1',
      {
        route: 'agent.get',
        operationId: 'agentV2GetJob',
        params: { projectId: 'proj 1', id: 'abc' }
      }
    ],
    [
      'POST',
      '/v2/agent/p/job/abc/message',
      {
        route: 'agent.message',
        operationId: 'agentV2SendFollowUp',
        params: { projectId: 'p', id: 'abc' }
      }
    ],
    [
      'POST',
      '/v1/static-export/jobs',
      { route: 'export.start', operationId: 'staticExportStart', params: {} }
    ],
    [
      'GET',
      '/v1/static-export/jobs/se_1',
      { route: 'export.get', operationId: 'staticExportGetJob', params: { jobId: 'se_1' } }
    ],
    [
      'POST',
      '/v1/static-export/jobs/se_1/bundle',
      {
        route: 'export.bundle',
        operationId: 'staticExportGenerateBundle',
        params: { jobId: 'se_1' }
      }
    ],
    ['GET', '/bundles/se_1/bundle.tar.gz?X-Amz-Signature=s', { route: 'download', jobId: 'se_1' }],
    ['HEAD', '/bundles/se_1/bundle.tar.gz', { route: 'download', jobId: 'se_1' }],
    [
      'POST',
      '/v1/static-export/proj_1/jobs',
      {
        route: 'export.start-project',
        operationId: 'proposedStaticExportStart',
        params: { projectId: 'proj_1' }
      }
    ]
  ])('%s %s', async (method, urlPath, expected) => {
    const router = await loadRouter()
    expect(router(method, urlPath, 'all')).toEqual(expected)
  })

  it.each([
    ['a contract operation the emulator does not serve (agent v1)', 'GET', '/v1/agent/p/jobs'],
    ['a method the path lacks', 'GET', '/v2/agent/p/job'],
    ['a trailing slash', 'GET', '/v1/static-export/jobs/se_1/'],
    ['a path off the contract', 'GET', '/v3/anything'],
    ['a malformed %-escape', 'GET', '/v2/agent/p/job/%E0%A4%A'],
    ['a download by POST', 'POST', '/bundles/se_1/bundle.tar.gz']
  ])('%s is unknown', async (_name, method, urlPath) => {
    const router = await loadRouter()
    expect(router(method, urlPath, 'all')).toEqual({ route: 'unknown' })
  })

  it('with separate storage, each listener knows only its own routes', async () => {
    const router = await loadRouter()
    const download = '/bundles/se_1/bundle.tar.gz'
    expect(router('GET', download, 'api')).toEqual({ route: 'unknown' })
    expect(router('GET', download, 'storage')).toEqual({ route: 'download', jobId: 'se_1' })
    expect(router('GET', '/v1/static-export/jobs/se_1', 'storage')).toEqual({ route: 'unknown' })
    expect(router('GET', '/v1/static-export/jobs/se_1', 'api').route).toBe('export.get')
  })

  it('refuses a contract that lacks an operation the emulator serves', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'contract-'))
    const file = path.join(dir, 'renamed.yaml')
    const text = await readFile(CONTRACT_FILE, 'utf8')
    await writeFile(file, text.replace('operationId: agentV2GetJob', 'operationId: agentV2ReadJob'))
    await expect(loadRouter(file)).rejects.toThrow(/lacks operations agentV2GetJob/)
  })

  it('records what it routed under those names, and answers 404 to the rest', async () => {
    const em = await start()
    const auth = { authorization: `Bearer ${em.apiKey}` }
    expect((await fetch(`${em.url}/v1/agent/p/jobs`, { headers: auth })).status).toBe(404)
    expect((await fetch(`${em.url}/v1/static-export/jobs/se_x`, { headers: auth })).status).toBe(
      404
    )
    expect(em.requests.map((r) => r.route)).toEqual(['unknown', 'export.get'])
    // Neither departs from the contract on the request side; the 404 of an operation the emulator
    // does not serve is undocumented there, which the checker reports.
    await em.close()
    expect(em.violations).toEqual([
      'GET /v1/agent/p/jobs (agentV1ListSessions): status 404 is not documented (documented: 200)'
    ])
    em.violations.length = 0
  })
})
