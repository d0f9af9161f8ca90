import { describe, expect, it } from '@jest/globals'
import { loadContract, type Exchange } from '../../emulator/contract.js'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import { AdminApi, type ExportJob } from '../../src/api/api.js'
import { ApiClient } from '../../src/api/client.js'
import { pollUntil } from '../../src/api/poller.js'
import { Deadline, realSleep, systemClock } from '../../src/util/time.js'
import { useEmulator } from '../../__fixtures__/emulator.js'
import { runInProcess } from '../../__fixtures__/in-process.js'

const start = useEmulator({ agent: { durationMs: 300 }, export: { durationMs: 400 } })

interface Answer {
  status: number
  body: Record<string, unknown>
}

/** A plain request over a real socket, as any client of the service would send it. */
async function call(
  em: Emulator,
  method: 'GET' | 'POST',
  urlPath: string,
  options: { body?: unknown; key?: string } = {}
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.key ?? em.apiKey}` }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(em.url + urlPath, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body)
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Reads until `done`, pausing briefly; the emulator's jobs finish within a few hundred ms. */
async function pollTo(
  read: () => Promise<Answer>,
  done: (a: Answer) => boolean
): Promise<Answer[]> {
  const seen: Answer[] = []
  for (let i = 0; i < 200; i++) {
    const answer = await read()
    seen.push(answer)
    if (done(answer)) return seen
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`still not done: ${JSON.stringify(seen.at(-1))}`)
}

const requestSide = (violation: string): boolean => /\): request /.test(violation)

describe('the emulator answers as the contract documents', () => {
  it('agent flow: create 201, get 200 active then completed, follow-up 200', async () => {
    const em = await start()
    const created = await call(em, 'POST', '/v2/agent/proj_1/job', { body: { prompt: 'Hi' } })
    expect(created).toMatchObject({ status: 201, body: { status: 'active', prLink: null } })
    const jobPath = `/v2/agent/proj_1/job/${String(created.body.id)}`
    const polls = await pollTo(
      () => call(em, 'GET', jobPath),
      (a) => a.body.status !== 'active'
    )
    expect(polls.map((a) => a.status).every((s) => s === 200)).toBe(true)
    expect(polls.at(-1)?.body).toMatchObject({ status: 'completed', prLink: expect.any(String) })
    const message = await call(em, 'POST', `${jobPath}/message`, { body: { prompt: 'More' } })
    expect(message).toMatchObject({ status: 200, body: { id: created.body.id } })
  })

  it.each(['failed', 'archived'] as const)(
    'agent job ending %s without a pull request carries nulls where the contract allows them',
    async (outcome) => {
      const em = await start({ agent: { outcome, prLink: null } })
      const created = await call(em, 'POST', '/v2/agent/p/job', { body: { prompt: 'Hi' } })
      const polls = await pollTo(
        () => call(em, 'GET', `/v2/agent/p/job/${String(created.body.id)}`),
        (a) => a.body.status === outcome
      )
      expect(polls.at(-1)?.body).toMatchObject({ prLink: null })
    }
  )

  it('export flow: start 202, get 200 until completed, bundle 409 before and 200 after', async () => {
    const em = await start()
    const started = await call(em, 'POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com', version: '2024-06-01', paths: ['index'] }
    })
    expect(started).toMatchObject({ status: 202, body: { status: 'queued', progress: 0 } })
    const jobPath = `/v1/static-export/jobs/${String(started.body.jobId)}`
    expect((await call(em, 'POST', `${jobPath}/bundle`)).status).toBe(409)
    const polls = await pollTo(
      () => call(em, 'GET', jobPath),
      (a) => a.body.status === 'completed'
    )
    for (const poll of polls) {
      expect(poll.status).toBe(200)
      expect(['queued', 'running', 'completed']).toContain(poll.body.status)
    }
    const bundle = await call(em, 'POST', `${jobPath}/bundle`)
    expect(bundle).toMatchObject({ status: 200, body: { jobId: started.body.jobId } })
    expect(String(bundle.body.bundleUrl)).toContain('X-Amz-Signature=')
  })

  it('a failed export carries its error; the proposed bundle fields on a status are tolerated', async () => {
    const failed = await start({ export: { outcome: 'failed' } })
    const job = await call(failed, 'POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com' }
    })
    const polls = await pollTo(
      () => call(failed, 'GET', `/v1/static-export/jobs/${String(job.body.jobId)}`),
      (a) => a.body.status === 'failed'
    )
    expect(polls.at(-1)?.body.error).toEqual(expect.any(String))

    const proposed = await start({ export: { statusCarriesBundle: true } })
    const other = await call(proposed, 'POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com' }
    })
    const done = await pollTo(
      () => call(proposed, 'GET', `/v1/static-export/jobs/${String(other.body.jobId)}`),
      (a) => a.body.status === 'completed'
    )
    expect(done.at(-1)?.body.bundleUrl).toEqual(expect.any(String))
  })

  it('error answers: 400, 401, 403, 404 and 429 with an ErrorBody', async () => {
    const em = await start({ agent: { rateLimit: 1 } })
    const wrongKey = { key: 'mint_wrong' }
    const answers = [
      await call(em, 'POST', '/v1/static-export/jobs', { body: { domain: 'https://x.com/' } }),
      await call(em, 'POST', '/v2/agent/p/job', { body: { prompt: 'Hi' }, ...wrongKey }),
      await call(em, 'GET', '/v1/static-export/jobs/se_1', wrongKey),
      await call(em, 'GET', '/v2/agent/p/job/nope'),
      await call(em, 'POST', '/v2/agent/p/job/nope/message', { body: { prompt: 'Hi' } }),
      await call(em, 'GET', '/v1/static-export/jobs/se_nope'),
      await call(em, 'POST', '/v1/static-export/jobs/se_nope/bundle'),
      await call(em, 'POST', '/v2/agent/p/job', { body: { prompt: 'Hi' } }),
      await call(em, 'POST', '/v2/agent/p/job', { body: { prompt: 'Hi' } })
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 401, 401, 404, 404, 404, 404, 201, 429])
    for (const answer of answers.filter((a) => a.status >= 400)) {
      expect(answer.body.error).toEqual(expect.any(String))
    }

    const disabled = await start({ export: { enabled: false } })
    const refused = await call(disabled, 'POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com' }
    })
    expect(refused.status).toBe(403)
  })

  it('a 400 for an empty prompt is a documented answer to a request the contract forbids', async () => {
    const em = await start()
    const answer = await call(em, 'POST', '/v2/agent/p/job', { body: { prompt: '' } })
    expect(answer).toEqual({ status: 400, body: { error: expect.any(String) } })
    await em.close()
    expect(em.violations).toEqual([
      'POST /v2/agent/p/job (agentV2CreateJob): request /requestBody/prompt must NOT have fewer than 1 characters'
    ])
    em.violations.length = 0 // seen and expected: the answer side had nothing to report
  })

  it('answers injected as faults are not held to the contract; their requests still are', async () => {
    const em = await start({
      faults: [
        { route: 'agent.get', kind: 'html' },
        { route: 'agent.get', kind: 'status', status: 500 },
        { route: 'agent.get', kind: 'reset' }
      ]
    })
    const created = await call(em, 'POST', '/v2/agent/p/job', { body: { prompt: 'Hi' } })
    const jobPath = `/v2/agent/p/job/${String(created.body.id)}`
    expect((await fetch(em.url + jobPath, { headers: { authorization: 'Bearer k' } })).status).toBe(
      502
    )
    expect((await call(em, 'GET', jobPath)).status).toBe(500)
    await expect(fetch(em.url + jobPath)).rejects.toThrow()
    await em.close()
    expect(em.violations).toEqual([
      `GET ${jobPath} (agentV2GetJob): request lacks the 'Authorization: Bearer <key>' header`
    ])
    em.violations.length = 0
  })
})

describe('negative controls: the validator bites', () => {
  const auth = { authorization: 'Bearer mint_x', 'content-type': 'application/json' }
  const exportJob = {
    jobId: 'se_1',
    status: 'running',
    progress: 42.5,
    pageCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:01.000Z',
    error: null
  }
  const getExport = (responseBody: unknown): Exchange => ({
    method: 'GET',
    path: '/v1/static-export/jobs/se_1',
    headers: auth,
    status: 200,
    responseBody,
    responseContentType: 'application/json'
  })

  it('accepts a conforming exchange, nullable error included', async () => {
    const contract = await loadContract()
    expect(contract.validateExchange(getExport(exportJob))).toEqual([])
  })

  it.each<[string, Exchange, RegExp]>([
    [
      'an empty prompt',
      { method: 'POST', path: '/v2/agent/p/job', headers: auth, body: { prompt: '' } },
      /request \/requestBody\/prompt must NOT have fewer than 1 characters/
    ],
    [
      'a create without a body',
      { method: 'POST', path: '/v2/agent/p/job', headers: auth },
      /request \/ must have required property 'requestBody'/
    ],
    [
      'an export start without a domain',
      { method: 'POST', path: '/v1/static-export/jobs', headers: auth, body: { paths: ['a'] } },
      /request \/requestBody must have required property 'domain'/
    ],
    [
      'a JSON body sent as text/plain',
      {
        method: 'POST',
        path: '/v2/agent/p/job',
        headers: { ...auth, 'content-type': 'text/plain' },
        body: { prompt: 'Hi' }
      },
      /request body sent as 'text\/plain', not application\/json/
    ],
    [
      'a missing Authorization header',
      { method: 'GET', path: '/v2/agent/p/job/j', headers: {} },
      /request lacks the 'Authorization: Bearer <key>' header/
    ],
    [
      'an operation the contract does not have',
      { method: 'DELETE', path: '/v2/agent/p/job/j', headers: auth },
      /no operation of the contract has this method and path/
    ],
    [
      'an ExportJob without progress',
      getExport({ ...exportJob, progress: undefined }),
      /200 body \/ must have required property 'progress'/
    ],
    [
      'a null progress (not nullable, unlike error)',
      getExport({ ...exportJob, progress: null }),
      /200 body \/progress must be number/
    ],
    [
      'a status outside the enum',
      getExport({ ...exportJob, status: 'processing' }),
      /200 body \/status must be equal to one of the allowed values: queued, running/
    ],
    [
      'an undocumented status (418 for agent create)',
      {
        method: 'POST',
        path: '/v2/agent/p/job',
        headers: auth,
        body: { prompt: 'Hi' },
        status: 418,
        responseBody: { error: 'teapot' }
      },
      /status 418 is not documented \(documented: 201, 400, 429\)/
    ],
    [
      'an HTML page where JSON is documented',
      { ...getExport(exportJob), responseContentType: 'text/html' },
      /200 answered as 'text\/html', documented: application\/json/
    ],
    [
      'a bundle link that is not a URI',
      {
        method: 'POST',
        path: '/v1/static-export/jobs/se_1/bundle',
        headers: auth,
        status: 200,
        responseBody: { jobId: 'se_1', bundleUrl: 'bundle.tar.gz', sizeBytes: 1, expiresAt: 'x' }
      },
      /bundleUrl must match format "uri"/
    ],
    [
      'a generic 401 whose body is not an ErrorBody',
      {
        method: 'GET',
        path: '/v2/agent/p/job/j',
        headers: auth,
        status: 401,
        responseBody: { error: 401 }
      },
      /401 body is not an ErrorBody/
    ]
  ])('reports %s', async (_name, exchange, expected) => {
    const contract = await loadContract()
    const violations = contract.validateExchange(exchange)
    expect(violations).toContainEqual(expect.stringMatching(expected))
  })

  /** Starts an export whose bundle answer is off the contract (a fractional sizeBytes), up to that answer. */
  async function offContractBundle(contract: boolean): Promise<Emulator> {
    const em = await startEmulator({
      contract,
      export: { durationMs: 300, sizeBytesOverride: 1.5 }
    })
    const job = await call(em, 'POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com' }
    })
    await pollTo(
      () => call(em, 'POST', `/v1/static-export/jobs/${String(job.body.jobId)}/bundle`),
      (a) => a.status === 200
    )
    await em.close()
    return em
  }

  it('the emulator hook reports an answer off the contract (a fractional sizeBytes)', async () => {
    const em = await offContractBundle(true)
    expect(em.violations.filter(requestSide)).toEqual([])
    expect(em.violations).toContainEqual(
      expect.stringMatching(/200 body \/sizeBytes must be integer/)
    )
  })

  it('checks only when asked to, under jest too', async () => {
    const em = await offContractBundle(false)
    expect(em.requests.map((r) => r.status)).toContain(200)
    expect(em.violations).toEqual([])
  })
})

describe("the action's own requests conform", () => {
  it('agent mode: create, poll, then a follow-up to the same job', async () => {
    const em = await start()
    const inputs = {
      mode: 'agent',
      'api-key': em.apiKey,
      'base-url': em.url,
      'project-id': 'proj_1',
      prompt: 'Document the retry option',
      'poll-interval': '0.1s'
    }
    const first = await runInProcess(inputs)
    expect(first.exitCode).toBeUndefined()
    const second = await runInProcess({ ...inputs, 'job-id': first.outputs['job-id'] ?? '' })
    expect(second.exitCode).toBeUndefined()
    expect(em.count('agent.create')).toBe(1)
    expect(em.count('agent.message')).toBe(1)
    expect(em.count('agent.get')).toBeGreaterThanOrEqual(2)
    // useEmulator asserts after the test that no request or answer departed from the contract.
  })

  it('export mode: start with version and paths, poll, bundle, download', async () => {
    const em = await start()
    const run = await runInProcess({
      mode: 'export',
      'api-key': em.apiKey,
      'base-url': em.url,
      domain: 'docs.example.com',
      'export-version': '2024-06-01',
      paths: 'index\nguides/getting-started',
      'poll-interval': '0.1s'
    })
    expect(run.exitCode).toBeUndefined()
    expect(em.count('export.start')).toBe(1)
    expect(em.count('export.bundle')).toBe(1)
    expect(em.count('download')).toBe(1)
  })

  // Asking for the bundle before the job completes is what the flow avoids; the client's 409 retry
  // is exercised here so those requests are checked against the contract too.
  it('export requests: bundle asked early (409 retried until completed), then poll', async () => {
    const em = await start()
    const deadline = new Deadline(systemClock, 20_000)
    const client = new ApiClient({
      baseUrl: em.url,
      apiKey: em.apiKey,
      deadline,
      sleep: realSleep,
      backoffBaseMs: 50
    })
    const api = new AdminApi(client)
    const job = await api.startExport({
      domain: 'docs.example.com',
      version: '2024-06-01',
      paths: ['index', 'guides/getting-started']
    })
    const bundle = await api.generateBundle(job.jobId as string)
    const done = await pollUntil<ExportJob>({
      poll: () => api.getExport(job.jobId as string),
      isDone: (j) => j.status === 'completed',
      deadline,
      maxIntervalMs: 100,
      firstDelayMs: 50,
      sleep: realSleep
    })
    expect(done.pageCount).toBe(3)
    expect(bundle.jobId).toBe(job.jobId)
    expect(em.count('export.bundle', 'POST')).toBeGreaterThanOrEqual(2)
  })
})
