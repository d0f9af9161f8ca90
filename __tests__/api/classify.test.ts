import { describe, expect, it } from '@jest/globals'
import { ProxyAgent, request } from 'undici'
import {
  classifyAnswer,
  classifyFailure,
  parseRetryAfter,
  PROXY_TUNNEL_REFUSED,
  rateLimitError,
  tunnelRefusal,
  type CallPolicy,
  type FailureContext
} from '../../src/api/classify.js'
import { closedPort, startProxy } from '../../__fixtures__/http.js'

const READ: CallPolicy = { operation: 'read the job', expect: [200], idempotent: true }
const CREATE: CallPolicy = { operation: 'create the job', expect: [202], idempotent: false }
const BUNDLE: CallPolicy = { ...READ, operation: 'get the bundle', retryOn: [409] }
const CALLS = { read: READ, create: CREATE, bundle: BUNDLE }
const NOW = Date.parse('2026-01-01T00:00:00Z')

function answer(status: number, text: string | undefined, retryAfter?: string) {
  return { status, text, retryAfter, now: NOW }
}

describe('classifyAnswer', () => {
  it('accepts a documented status with a JSON object', () => {
    expect(classifyAnswer(READ, answer(200, '{"id":"j"}'))).toEqual({
      kind: 'done',
      response: { status: 200, body: { id: 'j' } }
    })
  })

  // [call, status, body, Retry-After, verdict, retry delay, words of the message]
  it.each([
    ['read', 200, 'not json', undefined, 'retry', undefined, 'not a JSON object ("not json")'],
    ['read', 200, 'null', undefined, 'retry', undefined, 'not a JSON object'],
    ['create', 202, '<html>', undefined, 'fail', undefined, 'an HTML page'],
    ['create', 202, '"accepted"', undefined, 'fail', undefined, 'it is not sent again'],
    ['read', 200, undefined, undefined, 'fail', undefined, 'larger than 1024 KiB'],
    ['create', 202, undefined, undefined, 'fail', undefined, 'may have accepted the request'],
    [
      'read',
      429,
      '{"error":"slow down"}',
      undefined,
      'retry',
      undefined,
      'rate limited (HTTP 429: slow down)'
    ],
    ['read', 429, '', '7', 'retry', 7000, 'rate limited (HTTP 429).'],
    [
      'read',
      429,
      '{"error":"Rate limit exceeded"}',
      '7',
      'retry',
      7000,
      'rate limited (HTTP 429).'
    ],
    ['create', 429, '', '2', 'retry', 2000, 'create the job was rate limited'],
    ['create', 429, '', undefined, 'fail', undefined, 'did not say when the limit resets'],
    ['create', 429, '', 'Thu, 01 Jan 2026 00:01:00 GMT', 'retry', 60_000, 'rate limited'],
    ['read', 503, '', undefined, 'retry', undefined, 'answered 503'],
    ['read', 408, '', undefined, 'retry', undefined, 'answered 408'],
    ['create', 502, '', undefined, 'fail', undefined, 'may or may not have been accepted'],
    ['bundle', 409, '{"error":"not yet"}', undefined, 'retry', undefined, 'answered 409: not yet'],
    ['read', 409, '', undefined, 'fail', undefined, 'See the server message above.'],
    [
      'read',
      401,
      '{"error":"bad key"}',
      undefined,
      'fail',
      undefined,
      'HTTP 401: bad key. Check `api-key`: the key may be wrong or expired'
    ],
    ['read', 404, '', undefined, 'fail', undefined, 'check the project ID and job ID'],
    [
      'read',
      403,
      '<h1>denied',
      undefined,
      'fail',
      undefined,
      'an HTML page, typically from a proxy'
    ]
  ] as const)(
    'a %s call answered %i %j (Retry-After %s): %s',
    (name, status, text, retryAfter, kind, delay, words) => {
      const call = CALLS[name]
      const verdict = classifyAnswer(call, answer(status, text, retryAfter))
      expect(verdict.kind).toBe(kind)
      if (verdict.kind === 'done') return
      expect(verdict.error.message).toContain(words)
      expect(verdict.error.message.startsWith(call.operation)).toBe(true)
      if (verdict.kind === 'retry') expect(verdict.retryAfterMs).toBe(delay)
      if (text !== undefined) expect(verdict.error.status).toBe(status)
    }
  )

  it('prefers the call’s own hint to the generic advice', () => {
    const call = { ...READ, hints: { 404: 'No such export.' } }
    const verdict = classifyAnswer(call, answer(404, ''))
    expect(verdict.kind === 'fail' && verdict.error.message).toBe(
      'read the job failed with HTTP 404. No such export.'
    )
  })

  it('keeps untrusted server text on one inert line', () => {
    const verdict = classifyAnswer(READ, answer(400, '{"error":"bad\\n::error::forged"}'))
    expect(verdict.kind === 'fail' && verdict.error.message).not.toContain('\n')
    expect(verdict.kind === 'fail' && verdict.error.serverMessage).toBe('bad\\u000a::error::forged')
  })
})

describe('classifyFailure', () => {
  const context: FailureContext = {
    timedOut: false,
    timeoutMs: 30_000,
    host: 'api.example.com',
    proxy: 'the proxy proxy.corp:3128'
  }
  const coded = (code: string): Error => Object.assign(new Error(`connect ${code}`), { code })
  const wrapped = (code: string): Error => new TypeError('fetch failed', { cause: coded(code) })
  const refused = (status: number): Error =>
    new Error(`Proxy response (${status}) !== 200 when HTTP Tunneling`)

  // [call, error, timed out, verdict, words of the message]
  it.each([
    ['create', coded('ECONNREFUSED'), false, 'retry', 'connection failed (ECONNREFUSED)'],
    ['create', wrapped('ENOTFOUND'), false, 'retry', 'connection failed (ENOTFOUND)'],
    ['create', coded('ECONNRESET'), false, 'fail', 'after the request was sent'],
    ['read', coded('ECONNRESET'), false, 'retry', 'connection failed (ECONNRESET)'],
    ['create', new Error('socket hang up'), false, 'fail', 'connection failed (socket hang up)'],
    ['read', new Error('aborted'), true, 'retry', 'no answer within 30.0s'],
    ['create', coded('ECONNREFUSED'), true, 'fail', 'no answer within 30.0s after the request'],
    [
      'create',
      refused(502),
      false,
      'retry',
      'the proxy proxy.corp:3128 refused the tunnel to api.example.com with HTTP 502'
    ],
    ['create', refused(407), false, 'fail', 'with HTTP 407, so the request never reached the API'],
    ['read', refused(403), false, 'fail', 'HTTPS_PROXY'],
    [
      'read',
      coded('CERT_HAS_EXPIRED'),
      false,
      'fail',
      'TLS certificate of api.example.com is not trusted'
    ],
    ['create', wrapped('SELF_SIGNED_CERT_IN_CHAIN'), false, 'fail', 'NODE_EXTRA_CA_CERTS']
  ] as const)(
    'a %s call failing with %p (timed out: %s): %s',
    (name, error, timedOut, kind, words) => {
      const call = CALLS[name]
      const verdict = classifyFailure(call, error, { ...context, timedOut })
      expect(verdict.kind).toBe(kind)
      expect(verdict.kind !== 'done' && verdict.error.message).toContain(words)
      expect(verdict.kind !== 'done' && verdict.error.message.startsWith(call.operation)).toBe(true)
    }
  )

  it('never says "may have accepted" of a request a proxy refused to tunnel', () => {
    for (const status of [403, 407, 502]) {
      const verdict = classifyFailure(CREATE, refused(status), context)
      expect(verdict.kind !== 'done' && verdict.error.message).not.toContain('may have accepted')
    }
  })
})

describe('rateLimitError', () => {
  it('says when the limit resets and why it was not waited for', () => {
    const verdict = classifyAnswer(READ, answer(429, '{"error":"hourly budget"}', '7200'))
    if (verdict.kind !== 'retry') throw new Error(`expected a retry, got ${verdict.kind}`)
    const error = rateLimitError(READ, verdict.error, 7_200_000, NOW)
    expect(error.message).toContain("resets at 02:00 UTC (in 2 h), after the step's timeout")
    expect(error.status).toBe(429)
    expect(error.serverMessage).toBe('hourly budget')
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000)
    expect(parseRetryAfter(['2'], NOW)).toBe(2000)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', NOW)).toBe(60_000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfter('whenever', NOW)).toBeUndefined()
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined()
  })
})

describe('PROXY_TUNNEL_REFUSED', () => {
  // The pattern matches a message of undici's, not an API: a bump of undici that rewords it must
  // fail here rather than turn a refused tunnel into "the server may have accepted it".
  it.each([407, 502])(
    'matches what the installed undici throws for a refused tunnel (%i)',
    async (status) => {
      const proxy = await startProxy({ refuseConnect: status })
      const dispatcher = new ProxyAgent(proxy.url)
      try {
        const port = await closedPort()
        const error = await request(`https://127.0.0.1:${port}/`, { dispatcher }).then(
          () => undefined,
          (e: unknown) => e
        )
        expect(error).toBeInstanceOf(Error)
        expect((error as Error).message).toMatch(PROXY_TUNNEL_REFUSED)
        expect(tunnelRefusal(error)).toBe(status)
        expect(proxy.targets).toEqual([`127.0.0.1:${port}`])
      } finally {
        await dispatcher.close()
        await proxy.close()
      }
    }
  )
})
