import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { createServer as createTlsServer } from 'node:https'
import net, { type AddressInfo } from 'node:net'
import { EnvHttpProxyAgent } from 'undici'
import type { CallOptions } from '../../src/api/call.js'
import { ApiError } from '../../src/api/errors.js'
import { ApiClient } from '../../src/api/client.js'
import { describeProxy } from '../../src/action/proxy.js'
import { USER_AGENT } from '../../src/util/user-agent.js'
import { Deadline, realSleep, systemClock } from '../../src/util/time.js'
import { FakeClock } from '../../__fixtures__/clock.js'
import {
  closedPort,
  sendJson,
  startProxy,
  startServer,
  type TestServer
} from '../../__fixtures__/http.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const KEY = 'mint_secret_key'
const GET: CallOptions = {
  operation: 'Reading',
  method: 'GET',
  path: '/v2/x',
  expect: [200],
  idempotent: true
}
const CREATE: CallOptions = {
  operation: 'Creating',
  method: 'POST',
  path: '/v2/x',
  body: { prompt: 'p' },
  expect: [201],
  idempotent: false
}

function client(
  baseUrl: string,
  options: {
    budgetMs?: number
    requestTimeoutMs?: number
    signal?: AbortSignal
    backoffBaseMs?: number
  } = {}
) {
  const logs: string[] = []
  const api = new ApiClient({
    baseUrl,
    apiKey: KEY,
    deadline: new Deadline(systemClock, options.budgetMs ?? 10_000),
    sleep: realSleep,
    signal: options.signal,
    requestTimeoutMs: options.requestTimeoutMs ?? 2000,
    random: () => 0,
    backoffBaseMs: options.backoffBaseMs ?? 40,
    log: (m) => logs.push(m)
  })
  return { api, logs }
}

describe('ApiClient', () => {
  it('sends bearer auth, JSON and its own User-Agent', async () => {
    server = await startServer((_req, res) => sendJson(res, 201, { id: 'j1' }))
    const { api } = client(server.url)
    const response = await api.call(CREATE)
    expect(response).toEqual({ status: 201, body: { id: 'j1' } })
    const [request] = server.requests
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['user-agent']).toBe(USER_AGENT)
    expect(JSON.parse(request?.body ?? '')).toEqual({ prompt: 'p' })
  })

  it('retries a read through 503, an HTML 502 page, a reset, a truncated body and 408', async () => {
    server = await startServer((req, res, i) => {
      if (i === 0) return sendJson(res, 503, { error: 'busy' })
      if (i === 1) {
        res.writeHead(502, { 'content-type': 'text/html' })
        return res.end('<html>Bad gateway</html>')
      }
      if (i === 2) return req.socket.destroy()
      if (i === 3) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end('{"status": "act')
      }
      if (i === 4) return sendJson(res, 408, {})
      sendJson(res, 200, { status: 'active' })
    })
    const { api, logs } = client(server.url)
    await expect(api.call(GET)).resolves.toEqual({ status: 200, body: { status: 'active' } })
    // Equal jitter with random() = 0: half of each doubling step, 20, 40, 80, 160, 320 ms.
    expect(logs.map((l) => /in (\d+\.\d)s/.exec(l)?.[1])).toEqual([
      '0.0',
      '0.0',
      '0.1',
      '0.2',
      '0.3'
    ])
    expect(server.requests).toHaveLength(6)
    expect(logs.join('\n')).toContain('an HTML page')
    expect(logs.join('\n')).toContain('not a JSON object')
  })

  it('never sends a create twice after a 500: it may have been taken', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, { error: 'boom' }))
    const { api } = client(server.url)
    const error = (await api.call(CREATE).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(500)
    expect(error.message).toContain('boom')
    expect(error.message).toContain('not sent again')
    expect(server.requests).toHaveLength(1)
  })

  it('never sends a create twice after a reset or an unreadable success', async () => {
    server = await startServer((req, res, i) => {
      if (i === 0) return req.socket.destroy()
      res.writeHead(201)
      res.end('<html>')
    })
    const { api } = client(server.url)
    await expect(api.call(CREATE)).rejects.toThrow(/may have accepted it/)
    await expect(api.call(CREATE)).rejects.toThrow(/not a JSON object.*not sent again/)
    expect(server.requests).toHaveLength(2)
  })

  it('retries a create after 429, waiting the Retry-After it was given', async () => {
    server = await startServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 429, { error: 'slow down' }, { 'retry-after': '1' })
        : sendJson(res, 201, { id: 'j2' })
    )
    const { api, logs } = client(server.url)
    const started = Date.now()
    await expect(api.call(CREATE)).resolves.toMatchObject({ body: { id: 'j2' } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(server.requests).toHaveLength(2)
    expect(logs[0]).toMatch(
      /It resets at (\d{4}-\d\d-\d\d )?\d\d:\d\d UTC \(in 1 s\); waiting, then trying again\.$/
    )
  })

  it('waits out a rate limit of minutes on the fake clock, saying so every minute', async () => {
    server = await startServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 429, { error: 'Rate limit exceeded' }, { 'retry-after': '300' })
        : sendJson(res, 201, { id: 'j2' })
    )
    const clock = new FakeClock()
    clock.current = Date.parse('2026-11-25T09:00:00Z')
    const logs: string[] = []
    const told: number[] = []
    const api = new ApiClient({
      baseUrl: server.url,
      apiKey: KEY,
      deadline: new Deadline(clock, 3600_000),
      sleep: clock.sleep,
      log: (m) => logs.push(m)
    })
    await expect(
      api.call({ ...CREATE, onLongWait: (at) => void told.push(at) })
    ).resolves.toMatchObject({ body: { id: 'j2' } })
    expect(told).toEqual([Date.parse('2026-11-25T09:05:00Z')])
    expect(clock.sleeps).toEqual([60_000, 60_000, 60_000, 60_000, 60_000])
    // One sentence of what happened, Mintlify's text not repeated, the reset in people's time.
    expect(logs).toEqual([
      'Creating was rate limited (HTTP 429). It resets at 09:05 UTC (in 5 min); waiting, then trying again.',
      'Still waiting for the rate limit to reset at 09:05 UTC (in 4 min).',
      'Still waiting for the rate limit to reset at 09:05 UTC (in 3 min).',
      'Still waiting for the rate limit to reset at 09:05 UTC (in 2 min).',
      'Still waiting for the rate limit to reset at 09:05 UTC (in 1 min).'
    ])
  })

  it('does not wait for a reset later than rate-limit-wait', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 429, { error: 'Rate limit exceeded' }, { 'retry-after': '900' })
    )
    const clock = new FakeClock()
    clock.current = Date.parse('2026-11-25T09:00:00Z')
    const api = new ApiClient({
      baseUrl: server.url,
      apiKey: KEY,
      deadline: new Deadline(clock, 3600_000),
      sleep: clock.sleep,
      rateLimitWaitMs: 600_000
    })
    const error = (await api.call(CREATE).catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe(
      'Creating was rate limited (HTTP 429). Mintlify allows 100 agent runs per project per hour. The limit resets at 09:15 UTC (in 15 min), later than rate-limit-wait allows, so the step did not wait: re-run after the reset, or raise rate-limit-wait.'
    )
    expect(clock.sleeps).toEqual([])
    expect(server.requests).toHaveLength(1)
  })

  it('fails at once with the reset time when Retry-After is past the deadline', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 429, { error: 'Rate limit exceeded' }, { 'retry-after': '1800' })
    )
    const { api } = client(server.url, { budgetMs: 60_000 })
    const started = Date.now()
    const error = (await api.call(CREATE).catch((e: unknown) => e)) as ApiError
    expect(Date.now() - started).toBeLessThan(1000)
    expect(error.status).toBe(429)
    expect(error.message).toMatch(
      /resets at (\d{4}-\d\d-\d\d )?\d\d:\d\d UTC \(in 30 min\), after the step's timeout/
    )
    expect(error.message).toContain('100 agent runs per project per hour')
    expect(server.requests).toHaveLength(1)
  })

  it('fails a create at once on a 429 that does not say when the limit resets', async () => {
    server = await startServer((_req, res) => sendJson(res, 429, { error: 'Rate limit exceeded' }))
    const { api } = client(server.url, { budgetMs: 60_000 })
    const error = (await api.call(CREATE).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(429)
    expect(error.message).toContain('100 agent runs per project per hour')
    expect(error.message).toContain('did not say when the limit resets')
    expect(server.requests).toHaveLength(1)
  })

  it('retries a read after a 429 without Retry-After, on back-off', async () => {
    server = await startServer((_req, res, i) =>
      i === 0 ? sendJson(res, 429, { error: 'slow down' }) : sendJson(res, 200, { ok: true })
    )
    const { api, logs } = client(server.url)
    await expect(api.call(GET)).resolves.toMatchObject({ body: { ok: true } })
    expect(server.requests).toHaveLength(2)
    expect(logs[0]).toMatch(/^Reading was rate limited \(HTTP 429: slow down\)\. Trying again in/)
  })

  it('retries a create whose connection was refused: it never reached the server', async () => {
    const port = await closedPort()
    const { api, logs } = client(`http://127.0.0.1:${port}`, { budgetMs: 1500 })
    await expect(api.call(CREATE)).rejects.toThrow(/ECONNREFUSED.*no time for another try/)
    expect(logs.length).toBeGreaterThanOrEqual(1)
  })

  it('times out a silent server: a read is retried, a create is not', async () => {
    server = await startServer((_req, res, i) => {
      if (i === 0 || i === 2) return // never answer
      sendJson(res, i === 1 ? 200 : 201, { ok: true })
    })
    const { api } = client(server.url, { requestTimeoutMs: 300 })
    await expect(api.call(GET)).resolves.toMatchObject({ status: 200 })
    await expect(api.call(CREATE)).rejects.toThrow(
      /no answer within 0.3s after the request was sent/
    )
    expect(server.requests).toHaveLength(3)
  })

  it.each([
    [401, 'the key may be wrong or expired (new admin keys expire after 90 days by default)'],
    [403, "it may lack write access, or the runner's IP address is not on the key's allow-list"],
    [404, 'check the project ID'],
    [400, 'The request was invalid']
  ])('explains %d without retrying', async (status, advice) => {
    server = await startServer((_req, res) => sendJson(res, status, { error: 'server says no' }))
    const { api } = client(server.url)
    const error = (await api.call(GET).catch((e: unknown) => e)) as ApiError
    expect(error.message).toContain(`HTTP ${status}: server says no`)
    expect(error.message).toContain(advice)
    expect(error.serverMessage).toBe('server says no')
    expect(server.requests).toHaveLength(1)
  })

  it('uses the caller hint for a status and retries the statuses meaning "not yet"', async () => {
    server = await startServer((_req, res, i) =>
      i < 2 ? sendJson(res, 409, { error: 'not completed' }) : sendJson(res, 403, {})
    )
    const { api } = client(server.url)
    const call = {
      ...GET,
      method: 'POST' as const,
      retryOn: [409],
      hints: { 403: 'Needs Enterprise.' }
    }
    await expect(api.call(call)).rejects.toThrow('HTTP 403. Needs Enterprise.')
    expect(server.requests).toHaveLength(3)
  })

  it('gives up on transient errors when the deadline leaves no room', async () => {
    server = await startServer((_req, res) => sendJson(res, 503, { error: 'down' }))
    const { api } = client(server.url, { budgetMs: 1200, backoffBaseMs: 500 })
    await expect(api.call(GET)).rejects.toThrow(/503: down\. Gave up/)
  })

  it('stops a request in flight when the workflow is cancelled', async () => {
    server = await startServer(() => undefined)
    const controller = new AbortController()
    const { api } = client(server.url, { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('cancelled by test')), 100)
    await expect(api.call(GET)).rejects.toThrow('cancelled by test')
  })

  it('goes through HTTP_PROXY, except for hosts in NO_PROXY', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { ok: true }))
    const proxy = await startProxy()
    const saved = { ...process.env }
    try {
      process.env.HTTP_PROXY = proxy.url
      process.env.HTTPS_PROXY = proxy.url
      process.env.NO_PROXY = 'localhost'
      const dispatcher = new EnvHttpProxyAgent()
      const make = (host: string) =>
        new ApiClient({
          baseUrl: `http://${host}:${server?.port}`,
          apiKey: KEY,
          deadline: new Deadline(systemClock, 5000),
          sleep: realSleep,
          dispatcher
        })
      await make('127.0.0.1').call(GET)
      expect(proxy.targets).toEqual([`127.0.0.1:${server.port}`])
      await make('localhost').call(GET)
      expect(proxy.targets).toHaveLength(1)
      expect(server.requests).toHaveLength(2)
      await dispatcher.close()
    } finally {
      process.env = saved
      await proxy.close()
    }
  })
})

describe('a server certificate the runner does not trust', () => {
  it('fails a create at once, saying nothing was sent and how to trust a private CA', async () => {
    const tls = new URL('../../__fixtures__/tls/', import.meta.url)
    let handshakes = 0
    const server = createTlsServer(
      { key: readFileSync(new URL('key.pem', tls)), cert: readFileSync(new URL('cert.pem', tls)) },
      (_req, res) => sendJson(res, 201, { id: 'never' })
    )
    server.on('tlsClientError', () => handshakes++)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    try {
      const api = new ApiClient({
        baseUrl: `https://127.0.0.1:${port}`,
        apiKey: KEY,
        deadline: new Deadline(systemClock, 10_000),
        sleep: realSleep
      })
      const error = (await api.call(CREATE).catch((e: unknown) => e)) as Error
      expect(error.message).toContain(
        `the TLS certificate of 127.0.0.1:${port} is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT), so the request never reached the API`
      )
      expect(error.message).toContain('NODE_EXTRA_CA_CERTS')
      expect(error.message).not.toContain('may have accepted it')
      expect(handshakes).toBeLessThanOrEqual(1)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('a proxy that refuses the CONNECT tunnel', () => {
  it.each([
    [502, 'retried while the deadline allows'],
    [407, 'not retried, since a proxy that wants credentials will not change its mind']
  ])(
    'a create is known not to have been sent (%i): %s; the error names the proxy',
    async (refusal) => {
      // Counts raw connections: a TLS hello would never show up as an HTTP request.
      let connections = 0
      const target = net.createServer((socket) => {
        connections++
        socket.destroy()
      })
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
      const port = (target.address() as AddressInfo).port
      const proxy = await startProxy({ refuseConnect: refusal })
      const saved = { ...process.env }
      try {
        for (const name of ['http_proxy', 'https_proxy', 'no_proxy']) delete process.env[name]
        process.env.HTTP_PROXY = proxy.url
        process.env.HTTPS_PROXY = proxy.url
        process.env.NO_PROXY = ''
        const dispatcher = new EnvHttpProxyAgent()
        const logs: string[] = []
        // https, as the real API: undici asks the proxy for a tunnel before any byte of the request.
        const baseUrl = `https://127.0.0.1:${port}`
        const api = new ApiClient({
          baseUrl,
          proxy: describeProxy(baseUrl, process.env),
          apiKey: KEY,
          deadline: new Deadline(systemClock, 1000),
          sleep: realSleep,
          random: () => 0,
          backoffBaseMs: 100,
          dispatcher,
          log: (m) => logs.push(m)
        })
        const error = await api.call(CREATE).then(
          () => undefined,
          (e: unknown) => e as Error
        )
        const proxyHost = new URL(proxy.url).host
        expect(error?.message).toContain(
          `the proxy ${proxyHost} refused the tunnel to 127.0.0.1:${port} with HTTP ${refusal}`
        )
        expect(error?.message).toContain('HTTPS_PROXY')
        expect(error?.message).not.toContain('may have accepted it')
        if (refusal >= 500) {
          expect(logs.join('\n')).toContain('Trying again')
          expect(proxy.targets.length).toBeGreaterThanOrEqual(2)
        } else {
          expect(logs).toEqual([])
          expect(proxy.targets).toHaveLength(1)
        }
        expect(proxy.targets.every((t) => t === `127.0.0.1:${port}`)).toBe(true)
        expect(connections).toBe(0)
        await dispatcher.close()
      } finally {
        process.env = saved
        await proxy.close()
        await new Promise((resolve) => target.close(resolve))
      }
    }
  )
})
