/**
 * Parsers of single input values: each takes the text as written and returns the typed value, or
 * throws an InputError that names the input and says how to fix it. inputs.ts puts them together.
 */
import { DEFAULT_BASE_URL, DEFAULT_MAX_UNPACKED_BYTES, Input } from './constants.js'
import { parseDuration } from '../util/duration.js'
import { parseSize } from '../util/size.js'
import { safeUrl } from '../util/untrusted.js'
import {
  LinkPatternError,
  parseLinkPatterns,
  type LinkPatterns
} from '../export/site-check/ignore.js'

/** A bad input: the message names the input and says how to fix it. Raised before any request. */
export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string
  ) {
    super(`Input '${input}': ${message}`)
    this.name = 'InputError'
  }
}

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST_PATTERN = new RegExp(`^(?=.{1,253}$)${HOST_LABEL}(?:\\.${HOST_LABEL})*$`)

/**
 * Keys and tokens are visible ASCII. A secret goes into an Authorization header, and undici refuses a
 * character a header cannot carry only when the request is sent, with an error naming no input (an
 * inner space it would send, to a certain 401). The message gives the position and the kind of
 * character, never the character or the secret.
 */
export function checkHeaderSafe(name: string, value: string, fix: string): void {
  let position = 0
  for (const char of value) {
    position += 1
    const code = char.codePointAt(0) ?? 0
    if (code >= 0x21 && code <= 0x7e) continue
    throw new InputError(
      name,
      `contains a character that cannot be sent in an HTTP header, at position ${position} (${characterKind(code)}). ${fix}`
    )
  }
}

function characterKind(code: number): string {
  if (code === 0x20) return 'a space'
  if (code === 0x0a || code === 0x0d) return 'a line break'
  if (code === 0x09) return 'a tab'
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return 'a control character'
  // What pasting through a word processor or a chat app typically adds.
  if ((code >= 0x2018 && code <= 0x201f) || code === 0x2032 || code === 0x2033) {
    return 'a typographic quote'
  }
  if (code === 0x2013 || code === 0x2014 || code === 0x2212) return 'a typographic dash'
  if (code === 0x00a0 || (code >= 0x2000 && code <= 0x200f) || code === 0xfeff) {
    return 'an invisible or non-breaking space'
  }
  return 'a character outside ASCII'
}

export function readBaseUrl(raw: string): string {
  const value = raw || DEFAULT_BASE_URL
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(
      Input.BaseUrl,
      `'${value}' is not a URL. Use an http(s) URL such as ${DEFAULT_BASE_URL}.`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(
      Input.BaseUrl,
      `'${value}' is not an http(s) URL. Use an http(s) URL such as ${DEFAULT_BASE_URL}.`
    )
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      Input.BaseUrl,
      'must not carry credentials, a query or a fragment. Pass the key in `api-key`.'
    )
  }
  // A path is kept as a prefix (an API gateway), but the spec prints its server as
  // https://api.mintlify.com/v1, and the version is one the action appends itself.
  const prefix = url.pathname.replace(/\/+$/, '')
  const version = /\/(v[12])$/i.exec(prefix)
  if (version) {
    const suggestion = `${url.origin}${prefix.slice(0, -version[0].length)}`
    throw new InputError(
      Input.BaseUrl,
      `'${value}' ends in /${version[1]}, but the action appends /v1/... and /v2/... itself (this would call /${version[1]}/v1/...). Leave the version out: \`base-url: ${suggestion}\`.`
    )
  }
  // Origin and path only: `https://x/?` has an empty query that href would keep.
  return `${url.origin}${prefix}`
}

export function readBoolean(name: string, raw: string, fallback: boolean): boolean {
  if (!raw) return fallback
  const lower = raw.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  throw new InputError(name, `'${raw}' is not a boolean. Use true or false.`)
}

/** `fail-on-broken-*`: true, false, or `new` (only findings the `previous-report` baseline lacks). */
export type FailOn = boolean | 'new'

export function readFailOn(name: string, raw: string): FailOn {
  if (raw.toLowerCase() === 'new') return 'new'
  if (!raw || /^(true|false)$/i.test(raw)) return readBoolean(name, raw, false)
  throw new InputError(
    name,
    `'${raw}' is not one of true, false or new. Use new to fail only on findings the previous-report baseline does not have.`
  )
}

/**
 * A week: no GitHub job runs longer than 5 days (self-hosted; 6 h on GitHub-hosted runners), and Node
 * timers overflow past 2^31-1 ms (about 596 h), where a wait ends at once or a RangeError escapes.
 */
export const MAX_DURATION_MS = 168 * 3_600_000

/** `allowed-hosts`: host names or `*.domain`, comma or newline separated; `none` for no other host. */
export function readAllowedHosts(raw: string): string[] | undefined {
  const entries = raw
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return undefined
  if (entries.length === 1 && entries[0] === 'none') return []
  for (const entry of entries) {
    const host = entry.startsWith('*.') ? entry.slice(2) : entry
    if (!HOST_PATTERN.test(host)) {
      throw new InputError(
        Input.AllowedHosts,
        `'${entry}' is not a host name. List bare hosts such as fonts.example.com or *.example.com, or write none to allow no other host.`
      )
    }
  }
  return entries
}

/** `ignore-links`: globs and /regular expressions/, one per line or comma separated. */
export function readLinkPatterns(raw: string): LinkPatterns {
  try {
    return parseLinkPatterns(raw)
  } catch (error) {
    if (error instanceof LinkPatternError) throw new InputError(Input.IgnoreLinks, error.message)
    throw error
  }
}

export function readValuesBundleUrl(raw: string): string | undefined {
  if (!raw) return undefined
  const url = safeUrl(raw, ['https:', 'http:'])
  if (url === undefined) {
    throw new InputError(
      Input.ValuesBundleUrl,
      `'${raw}' is not an absolute http(s) URL. Give the address your deployment downloads the bundle from, e.g. https://storage.internal/docs/bundle.tar.gz.`
    )
  }
  return url
}

export function readSize(name: string, raw: string): number {
  if (!raw) return DEFAULT_MAX_UNPACKED_BYTES
  const bytes = parseSize(raw)
  if (bytes === undefined || bytes <= 0) {
    throw new InputError(
      name,
      `'${raw}' is not a size. Use bytes or a number with a unit: 500MiB, 20GiB, 2TB.`
    )
  }
  return bytes
}

export function readDuration(name: string, raw: string, fallbackMs: number): number {
  if (!raw) return fallbackMs
  const ms = parseDuration(raw)
  if (ms === undefined || ms <= 0) {
    throw new InputError(
      name,
      `'${raw}' is not a duration. Use seconds (600) or a number with a unit: 90s, 30m, 1h.`
    )
  }
  if (ms > MAX_DURATION_MS) {
    throw new InputError(
      name,
      `'${raw}' is longer than the limit of 168h (a GitHub job runs at most 5 days on a self-hosted runner, 6 h on a GitHub-hosted one). Use 168h or less.`
    )
  }
  return ms
}

/** Accepts a bare host, or a URL with nothing after the host (normalised with a notice). */
export function readDomain(raw: string, notice?: (message: string) => void): string {
  if (!raw) {
    throw new InputError(
      Input.Domain,
      'is required in export mode without project-id. Use the bare host of your docs, e.g. docs.example.com, or set project-id to export through the project-scoped route.'
    )
  }
  let host = raw
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || raw.includes('/')) {
    let url: URL
    try {
      url = new URL(/:\/\//.test(raw) ? raw : `https://${raw}`)
    } catch {
      throw new InputError(Input.Domain, `'${raw}' is not a host name. Use e.g. docs.example.com.`)
    }
    if (url.pathname !== '/' || url.search || url.hash || url.port || url.username) {
      throw new InputError(
        Input.Domain,
        `'${raw}' has a path, port or query. Static export takes the bare host only (e.g. ${url.hostname}); a docs site served under a path is exported from its domain.`
      )
    }
    host = url.hostname
  }
  host = host.toLowerCase()
  if (!HOST_PATTERN.test(host) || !host.includes('.')) {
    throw new InputError(Input.Domain, `'${raw}' is not a host name. Use e.g. docs.example.com.`)
  }
  if (host !== raw) notice?.(`Input '${Input.Domain}': using '${host}' (from '${raw}').`)
  return host
}

/** One page path per line; blank lines dropped, surrounding slashes trimmed. */
export function readPaths(raw: string): string[] {
  const paths: string[] = []
  for (const line of raw.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (!trimmed) continue
    const page = trimmed.replace(/^\/+|\/+$/g, '')
    if (
      !page ||
      /[\s?#\\]/.test(page) ||
      page.includes('://') ||
      page.split('/').some((seg) => seg === '..' || seg === '.' || seg === '')
    ) {
      throw new InputError(
        Input.Paths,
        `'${trimmed}' is not a page path. Write one page per line, e.g. guides/getting-started.`
      )
    }
    paths.push(page)
  }
  return paths
}
