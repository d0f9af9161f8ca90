/**
 * What a thrown value says, for messages and logs. undici, fetch and Octokit wrap the socket error
 * that explains a failure in `cause` (a fetch fails as "fetch failed", its cause says
 * "connect ECONNREFUSED"), so every reading here follows the chain.
 */
import { inert } from './untrusted.js'

/** How deep a chain is followed: the libraries wrap two or three times, a cycle must not loop. */
const MAX_DEPTH = 4

/** An error and the causes it wraps, outermost first. */
export function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < MAX_DEPTH; depth++) {
    yield current
    current = (current as { cause?: unknown }).cause
  }
}

/** The first string `code` along the chain (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT, ENOENT). */
export function errorCode(error: unknown): string | undefined {
  for (const each of causes(error)) {
    const code = (each as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/**
 * True for an Error, including one made in another realm (Node's own fetch and sockets throw errors
 * of the main realm, which `instanceof Error` does not recognise inside a vm context such as Jest's).
 */
export function isError(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string' &&
      typeof (value as { name?: unknown }).name === 'string')
  )
}

/** The message of an Error, or the value itself as text. */
export function errorMessage(error: unknown): string {
  return isError(error) ? error.message : String(error)
}

/**
 * One line about a failure: the code, then each message along the chain that an earlier one does
 * not already say ("ECONNREFUSED: fetch failed: connect ECONNREFUSED 127.0.0.1:9"). Inert, since
 * messages can quote a server.
 */
export function describeError(error: unknown): string {
  const messages: string[] = []
  for (const each of causes(error)) {
    const message = errorMessage(each).trim()
    if (message && !messages.some((earlier) => earlier.includes(message))) messages.push(message)
  }
  const code = errorCode(error)
  const text = messages.join(': ') || String(error)
  return inert(code && !text.startsWith(code) ? `${code}: ${text}` : text)
}
