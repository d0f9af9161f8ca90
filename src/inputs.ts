import path from 'node:path'
import os from 'node:os'
import * as core from '@actions/core'
import {
  DEFAULT_BASE_URL,
  DEFAULT_COMMENT_TRIGGER,
  DEFAULT_MAX_UNPACKED_BYTES,
  Input,
  MODES,
  type Mode
} from './constants.js'
import { parseDuration } from './duration.js'
import { promptFromEvent } from './events.js'
import { parseSize } from './size.js'
import { safeUrl } from './untrusted.js'

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

interface CommonConfig {
  apiKey: string
  /** API origin with no trailing slash; `/v1/...` and `/v2/...` paths are appended. */
  baseUrl: string
  wait: boolean
  timeoutMs: number
  pollIntervalMs: number
  /** Longest wait for one HTTP response before it counts as failed (and a read is retried). */
  requestTimeoutMs: number
}

export interface AgentConfig extends CommonConfig {
  mode: 'agent'
  projectId: string
  /** Empty only when the event is a comment: the prompt then comes from the comment. */
  prompt: string
  jobId?: string
  failOnNoPr: boolean
  commentTrigger: string
  githubToken: string
  /** On a merged pull request, run only when it carries this label; empty: every merged one. */
  prLabel: string
}

export interface ExportConfig extends CommonConfig {
  mode: 'export'
  domain: string
  exportVersion?: string
  paths: string[]
  download: boolean
  /** Absolute folder that receives the archive and the extracted site; nothing is written elsewhere. */
  path: string
  /** `path` as the workflow wrote it, for messages. */
  pathAsWritten: string
  extract: boolean
  /** Absolute path of the Helm values file to create or update. */
  valuesFile?: string
  /** `values-file` as the workflow wrote it, for messages. */
  valuesFileAsWritten?: string
  /** The most the site may unpack to; a larger bundle is refused from its tar headers. */
  maxUnpackedBytes: number
  /** Check the extracted site's links and the hosts it loads resources from. */
  checkSite: boolean
  failOnBrokenLinks: boolean
  /** Hosts pages may load resources from; undefined: any, []: none (air-gapped). */
  allowedHosts?: string[]
  /** Written as staticExport.bundleUrl instead of the presigned link. */
  valuesBundleUrl?: string
}

export type Config = AgentConfig | ExportConfig

/** Reads one raw input; core.getInput by default, a map in tests. */
export type InputReader = (name: string) => string

const defaultReader: InputReader = (name) => core.getInput(name)

// Path segments of the API: refusing `/`, `?`, `#` and leading dots keeps a value from steering the
// request to another endpoint (`..` would be resolved away by URL normalisation).
const ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST_PATTERN = new RegExp(`^(?=.{1,253}$)${HOST_LABEL}(?:\\.${HOST_LABEL})*$`)

export interface ReadContext {
  /** GITHUB_EVENT_NAME; decides whether an empty prompt may come from a comment. */
  eventName?: string
  /** Where relative `path` and `values-file` resolve (the workspace). */
  cwd?: string
  /** Default for `path` when the input is empty (the runner's temp folder). */
  runnerTemp?: string
  /** Where the domain-normalisation notice goes. */
  notice?: (message: string) => void
}

/**
 * An input as the runner would pass it. Outside a runner (`npm run local-action`, which reads
 * action.yml's defaults as they are written) a default such as `${{ github.token }}` arrives
 * unexpanded: it is treated as not set, with a notice, instead of being sent as a token or used as a
 * folder name. A real workflow never passes `${{` through, since the runner expands it first.
 */
export function expanded(name: string, value: string, notice?: (message: string) => void): string {
  if (!value.includes('${{')) return value
  notice?.(
    `Input '${name}' holds the unexpanded expression '${value}', as in a local run outside GitHub Actions: treated as not set.`
  )
  return ''
}

/**
 * Reads every input once into a typed config, or throws an InputError naming the first bad one.
 * Only the inputs: what `path` and `values-file` name on disk is export-preflight.ts's to check.
 */
export function readConfig(read: InputReader = defaultReader, context: ReadContext = {}): Config {
  const get = (name: string): string => expanded(name, read(name).trim(), context.notice)

  const apiKey = get(Input.ApiKey)
  if (!apiKey) {
    throw new InputError(
      Input.ApiKey,
      'is empty. Pass your Mintlify admin API key from a secret: `api-key: ${{ secrets.MINTLIFY_API_KEY }}`.'
    )
  }
  checkHeaderSafe(
    Input.ApiKey,
    apiKey,
    "Copy the key again from the API keys page of the Mintlify dashboard and save it as the secret's whole value."
  )

  const modeRaw = get(Input.Mode).toLowerCase()
  if (!(MODES as readonly string[]).includes(modeRaw)) {
    throw new InputError(
      Input.Mode,
      `${modeRaw ? `'${modeRaw}' is not a mode` : 'is empty'}. Valid modes: ${MODES.join(', ')}.`
    )
  }
  const mode = modeRaw as Mode

  const common: CommonConfig = {
    apiKey,
    baseUrl: readBaseUrl(get(Input.BaseUrl)),
    wait: readBoolean(Input.Wait, get(Input.Wait), true),
    timeoutMs: readDuration(Input.Timeout, get(Input.Timeout), 3600_000),
    pollIntervalMs: readDuration(Input.PollInterval, get(Input.PollInterval), 10_000),
    requestTimeoutMs: readDuration(Input.RequestTimeout, get(Input.RequestTimeout), 30_000)
  }

  if (mode === 'agent') {
    return { mode, ...common, ...readAgent(get, context) }
  }
  return { mode, ...common, ...readExport(get, read, context) }
}

function readAgent(
  get: (name: string) => string,
  context: ReadContext
): Omit<AgentConfig, keyof CommonConfig | 'mode'> {
  const projectId = get(Input.ProjectId)
  if (!projectId) {
    throw new InputError(
      Input.ProjectId,
      'is required in agent mode. Copy the project ID from the API keys page of the Mintlify dashboard.'
    )
  }
  if (!ID_PATTERN.test(projectId)) {
    throw new InputError(
      Input.ProjectId,
      `'${projectId}' is not a project ID (letters, digits, '.', '_', '-'). Copy it from the API keys page of the Mintlify dashboard.`
    )
  }
  const jobId = get(Input.JobId) || undefined
  if (jobId !== undefined && !ID_PATTERN.test(jobId)) {
    throw new InputError(
      Input.JobId,
      `'${jobId}' is not a job ID (letters, digits, '.', '_', '-'). Use the job-id output of an earlier run.`
    )
  }
  const prompt = get(Input.Prompt)
  // On a comment the comment is the request; on a merged pull request a default request is used.
  if (!prompt && !promptFromEvent(context.eventName) && !jobId) {
    throw new InputError(
      Input.Prompt,
      'is empty. Say what the agent should do, e.g. `prompt: Document the new retry option` (or set job-id alone to wait for an existing job).'
    )
  }
  const commentTrigger = get(Input.CommentTrigger) || DEFAULT_COMMENT_TRIGGER
  if (/\s/.test(commentTrigger)) {
    throw new InputError(
      Input.CommentTrigger,
      `'${commentTrigger}' contains white space. Use one word such as ${DEFAULT_COMMENT_TRIGGER}.`
    )
  }
  const githubToken = get(Input.GithubToken)
  if (githubToken) {
    checkHeaderSafe(
      Input.GithubToken,
      githubToken,
      'Leave the input out to use the workflow token, or copy the token again into the secret.'
    )
  }
  return {
    projectId,
    prompt,
    jobId,
    failOnNoPr: readBoolean(Input.FailOnNoPr, get(Input.FailOnNoPr), false),
    commentTrigger,
    githubToken,
    prLabel: get(Input.PrLabel)
  }
}

/**
 * Keys and tokens are visible ASCII. A secret goes into an Authorization header, and undici refuses a
 * character a header cannot carry only when the request is sent, with an error naming no input (an
 * inner space it would send, to a certain 401). The message gives the position and the kind of
 * character, never the character or the secret.
 */
function checkHeaderSafe(name: string, value: string, fix: string): void {
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

function readExport(
  get: (name: string) => string,
  read: InputReader,
  context: ReadContext
): Omit<ExportConfig, keyof CommonConfig | 'mode'> {
  const cwd = context.cwd ?? process.cwd()
  const rawPath = get(Input.Path)
  const folder = rawPath
    ? path.resolve(cwd, rawPath)
    : path.join(context.runnerTemp || os.tmpdir(), 'static-export')
  if (folder === path.parse(folder).root) {
    throw new InputError(Input.Path, `'${rawPath}' is a filesystem root. Name a folder of its own.`)
  }
  const valuesRaw = get(Input.ValuesFile)
  return {
    domain: readDomain(get(Input.Domain), context.notice),
    exportVersion: get(Input.ExportVersion) || undefined,
    paths: readPaths(read(Input.Paths)),
    download: readBoolean(Input.Download, get(Input.Download), true),
    path: folder,
    pathAsWritten: rawPath || folder,
    extract: readBoolean(Input.Extract, get(Input.Extract), true),
    valuesFile: valuesRaw ? path.resolve(cwd, valuesRaw) : undefined,
    valuesFileAsWritten: valuesRaw || undefined,
    maxUnpackedBytes: readSize(Input.MaxUnpackedSize, get(Input.MaxUnpackedSize)),
    checkSite: readBoolean(Input.CheckSite, get(Input.CheckSite), true),
    failOnBrokenLinks: readBoolean(Input.FailOnBrokenLinks, get(Input.FailOnBrokenLinks), false),
    allowedHosts: readAllowedHosts(read(Input.AllowedHosts)),
    valuesBundleUrl: readValuesBundleUrl(get(Input.ValuesBundleUrl))
  }
}

function readBaseUrl(raw: string): string {
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

function readBoolean(name: string, raw: string, fallback: boolean): boolean {
  if (!raw) return fallback
  const lower = raw.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  throw new InputError(name, `'${raw}' is not a boolean. Use true or false.`)
}

/**
 * A week: no GitHub job runs longer than 5 days (self-hosted; 6 h on GitHub-hosted runners), and Node
 * timers overflow past 2^31-1 ms (about 596 h), where a wait ends at once or a RangeError escapes.
 */
export const MAX_DURATION_MS = 168 * 3_600_000

/** `allowed-hosts`: host names or `*.domain`, comma or newline separated; `none` for no other host. */
function readAllowedHosts(raw: string): string[] | undefined {
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

function readValuesBundleUrl(raw: string): string | undefined {
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

function readSize(name: string, raw: string): number {
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

function readDuration(name: string, raw: string, fallbackMs: number): number {
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
      'is required in export mode. Use the bare host of your docs, e.g. docs.example.com.'
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
