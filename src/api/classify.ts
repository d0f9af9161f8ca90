/**
 * What one attempt of an Admin API call came to, decided from data alone: done, try again (and
 * after how long), or fail with a message that says what to do. Kept apart from the transport
 * (client.ts) so each rule is tested as a row of a table, without a server.
 */
import { formatMoment } from '../util/duration.js'
import { causes, errorCode, errorMessage, isError } from '../util/errors.js'
import { inert } from '../util/untrusted.js'
import type { CallOptions } from './call.js'
import { ApiError } from './errors.js'

/** The parts of a call the classification reads. */
export type CallPolicy = Pick<
  CallOptions,
  'operation' | 'expect' | 'idempotent' | 'retryOn' | 'hints' | 'limitWindowMs'
>

export interface ApiResponse<T> {
  status: number
  body: T
}

export type Verdict<T> =
  | { kind: 'done'; response: ApiResponse<T> }
  | { kind: 'retry'; error: ApiError; retryAfterMs?: number }
  | { kind: 'fail'; error: ApiError }

/** Every answer of the contract is a small JSON object; a larger one is a fault, never read whole. */
export const MAX_ANSWER_BYTES = 1024 * 1024

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
 * tell it apart (lib/dispatcher/proxy-agent.js, undici 8; pinned by __tests__/api/classify.test.ts). The
 * tunnel is refused before a byte of the request goes through it, so such a call provably never
 * reached the API.
 */
export const PROXY_TUNNEL_REFUSED = /^Proxy response \((\d+)\) !== 200 when HTTP Tunneling$/

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

/** What a 401 means for any operation: the key, wrong or expired. Exported for the operations' own hints. */
export const KEY_401 =
  "Check `api-key`: the key may be wrong or expired (new admin keys expire after 90 days by default). Make a new one on the API keys page of the Mintlify dashboard (it starts with mint_) and save it as the secret's whole value."
/** What a 403 means for any operation, besides a plan without the feature. */
export const KEY_403 =
  "The key is not allowed to do this: it may lack write access, or the runner's IP address is not on the key's allow-list (the dashboard's API keys page shows both). A plan without this feature answers so too."

const GENERIC_HINTS: Readonly<Record<number, string>> = {
  400: 'The request was invalid; check the inputs named in the message.',
  401: KEY_401,
  403: KEY_403,
  404: 'Nothing exists at that ID; check the project ID and job ID.',
  429: 'Mintlify allows 100 agent runs per project per hour.'
}

const UNSURE_CREATE =
  'It may have accepted the request, so it is not sent again. Check the Mintlify dashboard before re-running.'

/** What came back: the status, the body as text (undefined: larger than MAX_ANSWER_BYTES, not read). */
export interface Answer {
  status: number
  text: string | undefined
  retryAfter?: string | string[]
  /** The clock's time, for a Retry-After given as a date. */
  now: number
}

/** Classifies an answer of the server. */
export function classifyAnswer<T>(call: CallPolicy, answer: Answer): Verdict<T> {
  const { status, text } = answer
  if (text === undefined) {
    return fail(
      `${call.operation}: the server's answer (HTTP ${status}) is larger than ${MAX_ANSWER_BYTES / 1024} KiB, far more than any answer of the contract; it was not read.${call.idempotent ? '' : ' The server may have accepted the request: check the Mintlify dashboard before re-running.'} Report this to Mintlify.`,
      status
    )
  }
  if (call.expect.includes(status)) {
    const parsed = parseJson(text)
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
      return { kind: 'done', response: { status, body: parsed.value as T } }
    }
    const message = `${call.operation}: the server answered ${status} with a body that is not a JSON object (${describeBody(text)}).`
    if (call.idempotent) return { kind: 'retry', error: new ApiError(message, status) }
    return fail(`${message} ${UNSURE_CREATE}`, status)
  }

  const serverMessage = errorText(text)
  const said = serverMessage ? `: ${serverMessage}` : ''
  if (status === 429) {
    // Most servers say only "rate limit exceeded": the status already says that much.
    const adds = serverMessage && !/rate.?limit|too many requests/i.test(serverMessage)
    const message = `${call.operation} was rate limited (HTTP 429${adds ? `: ${serverMessage}` : ''}).`
    const retryAfterMs = parseRetryAfter(answer.retryAfter, answer.now) ?? call.limitWindowMs
    // The contract documents no Retry-After and an hourly budget: without the header, a create
    // retried on back-off would knock on a closed door for the rest of the timeout.
    if (retryAfterMs === undefined && !call.idempotent) {
      return fail(
        `${message} ${hint(call, 429)} The answer did not say when the limit resets, so the step does not keep trying: re-run it later.`,
        status,
        serverMessage
      )
    }
    return { kind: 'retry', error: new ApiError(message, status, serverMessage), retryAfterMs }
  }
  const transient = status === 408 || status >= 500
  if ((transient && call.idempotent) || call.retryOn?.includes(status)) {
    const message = `${call.operation}: the server answered ${status}${said}.`
    return { kind: 'retry', error: new ApiError(message, status, serverMessage) }
  }
  const advice =
    call.hints?.[status] ??
    (transient
      ? 'It may or may not have been accepted, so it is not sent again (that could start a second job). Check the Mintlify dashboard, then re-run.'
      : (GENERIC_HINTS[status] ?? 'See the server message above.'))
  return fail(
    `${call.operation} failed with HTTP ${status}${said}. ${advice}`,
    status,
    serverMessage
  )
}

/** Where a request went and how it ended without an answer. */
export interface FailureContext {
  /** True when the request's own time limit ran out (not a cancel). */
  timedOut: boolean
  timeoutMs: number
  /** host[:port] of the API. */
  host: string
  /** How messages name the proxy in the way: "the proxy host:port". */
  proxy: string
}

/** Classifies a request that got no answer: a refused connection, a time-out, a proxy, TLS. */
export function classifyFailure(
  call: CallPolicy,
  error: unknown,
  context: FailureContext
): Verdict<never> {
  const { timedOut, host } = context
  const code = errorCode(error)
  if (!timedOut && code !== undefined && TLS_TRUST_CODES.has(code)) {
    return fail(
      `${call.operation}: the TLS certificate of ${host} is not trusted (${code}), so the request never reached the API. If a TLS-inspecting proxy or a private certificate authority is in the way, add its certificate with NODE_EXTRA_CA_CERTS in the step's env.`
    )
  }
  const refusedWith = timedOut ? undefined : tunnelRefusal(error)
  const what = timedOut
    ? `no answer within ${(context.timeoutMs / 1000).toFixed(1)}s`
    : refusedWith !== undefined
      ? `${context.proxy} refused the tunnel to ${host} with HTTP ${refusedWith}, so the request never reached the API. Check the runner's HTTPS_PROXY and HTTP_PROXY (and NO_PROXY) settings`
      : `connection failed (${code ?? errorMessage(error)})`
  // A proxy's 4xx (407 authentication required, 403 forbidden) will not change on a retry.
  if (refusedWith !== undefined && refusedWith < 500) return fail(`${call.operation}: ${what}.`)
  const notSent =
    !timedOut && (refusedWith !== undefined || (code !== undefined && NOT_SENT_CODES.has(code)))
  if (!call.idempotent && !notSent) {
    return fail(
      `${call.operation}: ${what} after the request was sent. The server may have accepted it, so it is not sent again (that could start a second job). Check the Mintlify dashboard before re-running.`
    )
  }
  return { kind: 'retry', error: new ApiError(`${call.operation}: ${what}.`) }
}

/** What keeps the step from waiting for a rate limit to reset. */
export type TooLate = 'timeout' | 'rate-limit-wait'

/** The error when a rate limit resets later than the step may wait: waiting would be in vain. */
export function rateLimitError(
  call: CallPolicy,
  error: ApiError,
  retryAfterMs: number,
  now: number,
  tooLate: TooLate = 'timeout'
): ApiError {
  const resetAt = formatMoment(new Date(now + retryAfterMs).toISOString(), now) ?? ''
  const why =
    tooLate === 'timeout'
      ? "after the step's timeout, so the step did not wait: re-run after the reset"
      : 'later than rate-limit-wait allows, so the step did not wait: re-run after the reset, or raise rate-limit-wait'
  return new ApiError(
    `${error.message} ${hint(call, 429)} The limit resets at ${resetAt}, ${why}.`,
    429,
    error.serverMessage
  )
}

/** `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number
): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw) return undefined
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Number(raw.trim()) * 1000
  const at = Date.parse(raw)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}

/** The status a proxy refused the CONNECT tunnel with (see PROXY_TUNNEL_REFUSED), if that is the error. */
export function tunnelRefusal(error: unknown): number | undefined {
  for (const each of causes(error)) {
    const match = isError(each) ? PROXY_TUNNEL_REFUSED.exec(each.message) : null
    if (match) return Number(match[1])
  }
  return undefined
}

function fail(message: string, status?: number, serverMessage?: string): Verdict<never> {
  return { kind: 'fail', error: new ApiError(message, status, serverMessage) }
}

function hint(call: CallPolicy, status: number): string | undefined {
  return call.hints?.[status] ?? GENERIC_HINTS[status]
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
