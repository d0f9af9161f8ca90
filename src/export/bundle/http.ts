import { request, type Dispatcher } from 'undici'
import { inert } from '../../util/untrusted.js'
import { BundleError } from './errors.js'

/** Storage behind a custom domain may redirect; more than this is a loop or a misconfiguration. */
export const MAX_REDIRECTS = 5

/** Refuses any link the download must not follow: only http(s) reaches a storage. */
export function checkLinkScheme(link: string, what: string): URL {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw new BundleError(`The ${what} is not a URL; report this to Mintlify.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BundleError(
      `The ${what} uses the scheme '${inert(url.protocol, 20)}'; only http and https are downloaded. Report this to Mintlify.`
    )
  }
  return url
}

export function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function sizeError(bytes: number, expected: number, what: string): BundleError {
  return new BundleError(
    `The storage ${what} ${bytes} bytes, but the bundle's sizeBytes is ${expected}: the download is incomplete or not this bundle, so it was discarded. Re-run the step.`
  )
}

export interface GetOptions {
  dispatcher?: Dispatcher
  signal: AbortSignal
  stallMs: number
  /** Called with each redirect target before it is used, so its signature can be masked. */
  secret?: (value: string) => void
}

/**
 * One GET of the storage link, following up to MAX_REDIRECTS redirects to http(s) only. Written here
 * rather than with undici's redirect interceptor so that each target is checked and masked before it
 * is requested, and the same headers (Range, If-Range, never credentials) go with every hop.
 */
export async function getFollowingRedirects(
  link: string,
  headers: Record<string, string>,
  options: GetOptions
): Promise<Dispatcher.ResponseData> {
  let target = link
  for (let hop = 0; ; hop++) {
    const response = await request(target, {
      method: 'GET',
      dispatcher: options.dispatcher,
      signal: options.signal,
      headers,
      headersTimeout: options.stallMs,
      bodyTimeout: options.stallMs
    })
    const location = header(response.headers.location)
    if (![301, 302, 303, 307, 308].includes(response.statusCode) || !location) return response
    await response.body.dump()
    if (hop >= MAX_REDIRECTS) {
      throw new BundleError(
        `The storage redirected the bundle download more than ${MAX_REDIRECTS} times; report this to Mintlify.`
      )
    }
    let next: URL
    try {
      next = new URL(location, target)
    } catch {
      throw new BundleError('The storage redirected the bundle download to an invalid address.')
    }
    checkLinkScheme(next.href, 'storage redirect')
    options.secret?.(next.href)
    if (next.search) options.secret?.(next.search)
    target = next.href
  }
}
