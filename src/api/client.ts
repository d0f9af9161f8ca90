import { request, type Dispatcher } from 'undici'
import { backoffDelay, DEFAULT_BACKOFF, MIN_TRY_MS } from './backoff.js'
import {
  classifyAnswer,
  classifyFailure,
  MAX_ANSWER_BYTES,
  rateLimitError,
  type ApiResponse,
  type Verdict
} from './classify.js'
import type { CallOptions } from './call.js'
import { USER_AGENT } from '../util/user-agent.js'
import { formatMoment } from '../util/duration.js'
import { HEARTBEAT_MS } from '../util/heartbeat.js'
import { DeadlineExceededError, requestSignal, type Deadline, type Sleep } from '../util/time.js'

export interface ApiClientOptions {
  /** API origin with no trailing slash. The key is only ever sent here. */
  baseUrl: string
  apiKey: string
  deadline: Deadline
  sleep: Sleep
  /** Aborts in-flight requests and pauses when the workflow is cancelled. */
  signal?: AbortSignal
  /** undici dispatcher; main passes an EnvHttpProxyAgent so HTTP(S)_PROXY/NO_PROXY apply. */
  dispatcher?: Dispatcher
  /** How messages name the proxy that carries requests to `baseUrl` ("the proxy host:port"). */
  proxy?: string
  /** Longest wait for one response (headers and body); the deadline may shorten it. */
  requestTimeoutMs?: number
  /** Longest wait for a rate limit to reset (`rate-limit-wait`); a later reset fails at once. */
  rateLimitWaitMs?: number
  random?: () => number
  /** First back-off step; doubles per attempt up to 15 s. */
  backoffBaseMs?: number
  log?: (message: string) => void
}

/** A rate-limit wait at least this long is also told to the caller (CallOptions.onLongWait). */
export const LONG_WAIT_MS = 120_000

/**
 * JSON over HTTP to the Admin API. undici does the transport, proxies and timeouts; the retry loop is
 * written here because its decisions depend on the step-wide deadline, on whether a create may be
 * sent twice, and on bodies that fail to parse, none of which undici's RetryAgent can express.
 */
export class ApiClient {
  private readonly requestTimeoutMs: number
  private readonly rateLimitWaitMs: number
  private readonly random: () => number
  private readonly backoffBaseMs: number
  private readonly log: (message: string) => void

  constructor(private readonly options: ApiClientOptions) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000
    this.rateLimitWaitMs = options.rateLimitWaitMs ?? 600_000
    this.random = options.random ?? Math.random
    this.backoffBaseMs = options.backoffBaseMs ?? 500
    this.log = options.log ?? (() => undefined)
  }

  async call<T>(call: CallOptions): Promise<ApiResponse<T>> {
    const { deadline, sleep, signal } = this.options
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.attempt<T>(call)
      if (outcome.kind === 'done') return outcome.response
      if (outcome.kind === 'fail') throw outcome.error
      const { retryAfterMs } = outcome
      const delay = retryAfterMs ?? this.backoff(attempt)
      const now = deadline.clock.now()
      if (!deadline.fits(delay + MIN_TRY_MS)) {
        throw retryAfterMs !== undefined
          ? rateLimitError(call, outcome.error, retryAfterMs, now)
          : new DeadlineExceededError(
              `${outcome.error.message} Gave up: the step's timeout leaves no time for another try.`,
              undefined
            )
      }
      if (retryAfterMs !== undefined && retryAfterMs > this.rateLimitWaitMs) {
        throw rateLimitError(call, outcome.error, retryAfterMs, now, 'rate-limit-wait')
      }
      if (retryAfterMs === undefined) {
        // Every retryable error's message already starts with the operation.
        this.log(`${outcome.error.message} Trying again in ${(delay / 1000).toFixed(1)}s.`)
        await sleep(delay, signal)
      } else {
        await this.waitForReset(call, outcome.error.message, now + retryAfterMs)
      }
    }
  }

  /**
   * Waits for a rate limit to reset, saying so at least once a minute, so a long wait never looks
   * like a hung step; the caller hears of a long one (a comment reply says it too).
   */
  private async waitForReset(call: CallOptions, message: string, resetAt: number): Promise<void> {
    const { deadline, sleep, signal } = this.options
    const when = (): string =>
      formatMoment(new Date(resetAt).toISOString(), deadline.clock.now()) ?? ''
    this.log(`${message} It resets at ${when()}; waiting, then trying again.`)
    if (resetAt - deadline.clock.now() >= LONG_WAIT_MS) await call.onLongWait?.(resetAt)
    for (;;) {
      const left = resetAt - deadline.clock.now()
      if (left <= 0) return
      await sleep(Math.min(left, HEARTBEAT_MS), signal)
      if (resetAt - deadline.clock.now() > 0) {
        this.log(`Still waiting for the rate limit to reset at ${when()}.`)
      }
    }
  }

  private backoff(attempt: number): number {
    return backoffDelay(attempt, {
      ...DEFAULT_BACKOFF,
      baseMs: this.backoffBaseMs,
      random: this.random
    })
  }

  /** One request: the transport is here, what its result means is classify.ts's. */
  private async attempt<T>(call: CallOptions): Promise<Verdict<T>> {
    const { baseUrl, apiKey, deadline, dispatcher, signal } = this.options
    signal?.throwIfAborted()
    const timeoutMs = Math.min(this.requestTimeoutMs, deadline.remaining())
    if (timeoutMs <= 0) {
      throw new DeadlineExceededError(
        `${call.operation}: the step's timeout was reached before the request.`,
        undefined
      )
    }
    const limit = requestSignal(timeoutMs, signal)
    try {
      const response = await request(`${baseUrl}${call.path}`, {
        method: call.method,
        dispatcher,
        signal: limit.signal,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          'user-agent': USER_AGENT,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' })
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body)
      })
      const text = await readBounded(response.body, MAX_ANSWER_BYTES)
      return classifyAnswer<T>(call, {
        status: response.statusCode,
        text,
        retryAfter: response.headers['retry-after'],
        now: deadline.clock.now()
      })
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      return classifyFailure(call, error, {
        timedOut: limit.timedOut(),
        timeoutMs,
        host: new URL(baseUrl).host,
        proxy: this.options.proxy ?? 'the proxy'
      })
    }
  }
}

/** The body as text, or undefined (and the connection dropped) once it passes `max` bytes. */
async function readBounded(
  body: Dispatcher.ResponseData['body'],
  max: number
): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > max) {
      body.destroy()
      return undefined
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
