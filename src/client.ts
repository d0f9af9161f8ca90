import { request, type Dispatcher } from 'undici'
import { backoffDelay, DEFAULT_BACKOFF } from './backoff.js'
import { USER_AGENT } from './constants.js'
import { inert } from './untrusted.js'
import { DeadlineExceededError, type Deadline, type Sleep } from './time.js'

/** An API call that failed; `status` is the HTTP status when the server answered. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly serverMessage?: string
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

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
  /** Longest wait for one response (headers and body); the deadline may shorten it. */
  requestTimeoutMs?: number
  random?: () => number
  /** First back-off step; doubles per attempt up to 15 s. */
  backoffBaseMs?: number
  log?: (message: string) => void
}

export interface CallOptions {
  /** What the call does, for messages: "create the agent job". */
  operation: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  /** The success status(es) the contract documents. */
  expect: readonly number[]
  /**
   * True when sending the call twice does no harm (reads, generating a bundle link). A call that
   * creates something is retried only when the server provably did not take it: a 429, or a
   * connection that was refused before the request was sent.
   */
  idempotent: boolean
  /** Statuses that mean "not yet": retried with back-off inside the deadline (409 of the bundle call). */
  retryOn?: readonly number[]
  /** What to tell the user for a status, replacing the generic advice. */
  hints?: Readonly<Partial<Record<number, string>>>
}

export interface ApiResponse<T> {
  status: number
  body: T
}

// Errors raised before a single byte of the request could reach the server.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH'
])

/**
 * undici's ProxyAgent reports a proxy that answers CONNECT with anything but 200 as a
 * RequestAbortedError (UND_ERR_ABORTED, the code of any aborted request) with only this message to
 * tell it apart (lib/dispatcher/proxy-agent.js, undici 8). The tunnel is refused before a byte of
 * the request goes through it, so such a call provably never reached the API.
 */
const PROXY_TUNNEL_REFUSED = /^Proxy response \((\d+)\) !== 200 when HTTP Tunneling$/

// The server's certificate was not trusted: the handshake failed before a byte of the request, and
// trying again cannot change the answer.
const TLS_TRUST_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID'
])

const GENERIC_HINTS: Readonly<Record<number, string>> = {
  400: 'The request was invalid; check the inputs named in the message.',
  401: 'Check that `api-key` holds a current Mintlify admin API key (it starts with mint_); it may be missing, mistyped or expired.',
  403: 'The key is not allowed to do this: a key restricted to read scope, an IP allowlist that excludes the runner, or a plan without this feature.',
  404: 'Nothing exists at that ID; check the project ID and job ID.',
  429: 'The rate limit is exceeded (agent runs: 100 per project per hour).'
}

/**
 * JSON over HTTP to the Admin API. undici does the transport, proxies and timeouts; the retry loop is
 * written here because its decisions depend on the step-wide deadline, on whether a create may be
 * sent twice, and on bodies that fail to parse, none of which undici's RetryAgent can express.
 */
export class ApiClient {
  private readonly requestTimeoutMs: number
  private readonly random: () => number
  private readonly backoffBaseMs: number
  private readonly log: (message: string) => void

  constructor(private readonly options: ApiClientOptions) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000
    this.random = options.random ?? Math.random
    this.backoffBaseMs = options.backoffBaseMs ?? 500
    this.log = options.log ?? (() => undefined)
  }

  async call<T>(call: CallOptions): Promise<ApiResponse<T>> {
    const { deadline, sleep, signal } = this.options
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.attempt<T>(call)
      if (outcome.kind === 'done') return outcome.response
      const delay = outcome.retryAfterMs ?? this.backoff(attempt)
      if (!deadline.fits(delay)) {
        throw outcome.retryAfterMs !== undefined
          ? rateLimitError(call, outcome.error, outcome.retryAfterMs)
          : new DeadlineExceededError(
              `${outcome.error.message} Gave up: the step's timeout leaves no time for another try.`,
              undefined
            )
      }
      // Every retryable error's message already starts with the operation.
      this.log(`${outcome.error.message} Trying again in ${(delay / 1000).toFixed(1)}s.`)
      await sleep(delay, signal)
    }
  }

  private backoff(attempt: number): number {
    return backoffDelay(attempt, {
      ...DEFAULT_BACKOFF,
      baseMs: this.backoffBaseMs,
      random: this.random
    })
  }

  private async attempt<T>(
    call: CallOptions
  ): Promise<
    | { kind: 'done'; response: ApiResponse<T> }
    | { kind: 'retry'; error: ApiError; retryAfterMs?: number }
  > {
    const { baseUrl, apiKey, deadline, dispatcher, signal } = this.options
    signal?.throwIfAborted()
    const timeoutMs = Math.min(this.requestTimeoutMs, deadline.remaining())
    if (timeoutMs <= 0) {
      throw new DeadlineExceededError(
        `${call.operation}: the step's timeout was reached before the request.`,
        undefined
      )
    }
    const timeout = AbortSignal.timeout(timeoutMs)
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
    let status: number
    let text: string
    let headers: Record<string, string | string[] | undefined>
    try {
      const response = await request(`${baseUrl}${call.path}`, {
        method: call.method,
        dispatcher,
        signal: combined,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          'user-agent': USER_AGENT,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' })
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body)
      })
      status = response.statusCode
      headers = response.headers
      const read = await readBounded(response.body, MAX_ANSWER_BYTES)
      if (read === undefined) {
        throw new ApiError(
          `${call.operation}: the server's answer (HTTP ${status}) is larger than ${MAX_ANSWER_BYTES / 1024} KiB, far more than any answer of the contract; it was not read.${call.idempotent ? '' : ' The server may have accepted the request: check the Mintlify dashboard before re-running.'} Report this to Mintlify.`,
          status
        )
      }
      text = read
    } catch (err) {
      if (err instanceof ApiError) throw err
      if (signal?.aborted) throw signal.reason
      const timedOut = timeout.aborted
      const code = errorCode(err)
      const refusedWith = timedOut ? undefined : tunnelRefusal(err)
      const what = timedOut
        ? `no answer within ${(timeoutMs / 1000).toFixed(1)}s`
        : refusedWith !== undefined
          ? `${describeProxy(baseUrl)} refused the tunnel to ${new URL(baseUrl).host} with HTTP ${refusedWith}, so the request never reached the API. Check the runner's HTTPS_PROXY and HTTP_PROXY (and NO_PROXY) settings`
          : `connection failed (${code ?? (err instanceof Error ? err.message : String(err))})`
      if (!timedOut && code !== undefined && TLS_TRUST_CODES.has(code)) {
        throw new ApiError(
          `${call.operation}: the TLS certificate of ${new URL(baseUrl).host} is not trusted (${code}), so the request never reached the API. If a TLS-inspecting proxy or a private certificate authority is in the way, add its certificate with NODE_EXTRA_CA_CERTS in the step's env.`
        )
      }
      // A proxy's 4xx (407 authentication required, 403 forbidden) will not change on a retry.
      if (refusedWith !== undefined && refusedWith < 500) {
        throw new ApiError(`${call.operation}: ${what}.`)
      }
      const notSent =
        !timedOut && (refusedWith !== undefined || (code !== undefined && NOT_SENT_CODES.has(code)))
      if (!call.idempotent && !notSent) {
        throw new ApiError(
          `${call.operation}: ${what} after the request was sent. The server may have accepted it, so it is not sent again (that could start a second job). Check the Mintlify dashboard before re-running.`
        )
      }
      return { kind: 'retry', error: new ApiError(`${call.operation}: ${what}.`) }
    }

    if (call.expect.includes(status)) {
      const parsed = parseJson(text)
      if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
        return { kind: 'done', response: { status, body: parsed.value as T } }
      }
      const error = new ApiError(
        `${call.operation}: the server answered ${status} with a body that is not a JSON object (${describeBody(text)}).`,
        status
      )
      if (call.idempotent) return { kind: 'retry', error }
      throw new ApiError(
        `${error.message} It may have accepted the request, so it is not sent again. Check the Mintlify dashboard before re-running.`,
        status
      )
    }

    const serverMessage = errorText(text)
    const said = serverMessage ? `: ${serverMessage}` : ''
    if (status === 429) {
      const error = new ApiError(
        `${call.operation} was rate limited (429)${said}.`,
        status,
        serverMessage
      )
      const retryAfterMs = parseRetryAfter(headers['retry-after'], deadline)
      // The contract documents no Retry-After and an hourly budget: without the header, a create
      // retried on back-off would knock on a closed door for the rest of the timeout.
      if (retryAfterMs === undefined && !call.idempotent) {
        throw new ApiError(
          `${error.message} ${call.hints?.[429] ?? GENERIC_HINTS[429]} The answer did not say when the limit resets, so the step does not keep trying: re-run it later.`,
          status,
          serverMessage
        )
      }
      return { kind: 'retry', error, retryAfterMs }
    }
    const transient = status === 408 || status >= 500
    if ((transient && call.idempotent) || call.retryOn?.includes(status)) {
      return {
        kind: 'retry',
        error: new ApiError(
          `${call.operation}: the server answered ${status}${said}.`,
          status,
          serverMessage
        )
      }
    }
    const hint =
      call.hints?.[status] ??
      (transient
        ? 'It may or may not have been accepted, so it is not sent again (that could start a second job). Check the Mintlify dashboard, then re-run.'
        : (GENERIC_HINTS[status] ?? 'See the server message above.'))
    throw new ApiError(
      `${call.operation} failed with HTTP ${status}${said}. ${hint}`,
      status,
      serverMessage
    )
  }
}

function rateLimitError(call: CallOptions, error: ApiError, retryAfterMs: number): ApiError {
  const resetAt = new Date(Date.now() + retryAfterMs).toISOString()
  return new ApiError(
    `${error.message} The limit resets at ${resetAt} (in ${Math.ceil(retryAfterMs / 1000)}s), after the step's timeout, so it was not waited for. ${call.hints?.[429] ?? GENERIC_HINTS[429]} Re-run after the reset.`,
    429,
    error.serverMessage
  )
}

/** `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  deadline: Deadline
): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw) return undefined
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Number(raw.trim()) * 1000
  const at = Date.parse(raw)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - deadline.clock.now())
}

/** Every answer of the contract is a small JSON object; a larger one is a fault, never read whole. */
export const MAX_ANSWER_BYTES = 1024 * 1024

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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The `error` field of an Error body, or a short excerpt of whatever else came back. */
function errorText(text: string): string | undefined {
  const parsed = parseJson(text)
  if (parsed.ok && parsed.value && typeof parsed.value === 'object') {
    const error = (parsed.value as { error?: unknown }).error
    return typeof error === 'string' && error ? inert(error, 500) : undefined
  }
  return text.trim() ? describeBody(text) : undefined
}

function describeBody(text: string): string {
  if (!text.trim()) return 'empty body'
  if (/^\s*</.test(text)) return 'an HTML page, typically from a proxy or load balancer'
  return `"${inert(text.replace(/\s+/g, ' ').trim(), 80)}"`
}

/** The status a proxy refused the CONNECT tunnel with (see PROXY_TUNNEL_REFUSED), if that is the error. */
function tunnelRefusal(err: unknown): number | undefined {
  for (const each of causes(err)) {
    const match = each instanceof Error ? PROXY_TUNNEL_REFUSED.exec(each.message) : null
    if (match) return Number(match[1])
  }
  return undefined
}

/**
 * "the proxy host:port" as main's EnvHttpProxyAgent picks it for `url` (same variables, same order).
 * Only host and port: a proxy URL may carry a user name and password.
 */
function describeProxy(url: string): string {
  const env = process.env
  const http = env.http_proxy ?? env.HTTP_PROXY
  const raw =
    new URL(url).protocol === 'https:' ? (env.https_proxy ?? env.HTTPS_PROXY) || http : http
  try {
    return raw ? `the proxy ${new URL(raw).host}` : 'the proxy'
  } catch {
    return 'the proxy'
  }
}

function errorCode(err: unknown): string | undefined {
  for (const each of causes(err)) {
    const code = (each as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** An error and the causes it wraps (undici wraps socket errors), at most four deep. */
function* causes(err: unknown): Generator<unknown> {
  let current: unknown = err
  for (let depth = 0; current && depth < 4; depth++) {
    yield current
    current = (current as { cause?: unknown }).cause
  }
}
