import { hasControl, inert, safeUrl } from '../util/untrusted.js'

/**
 * The shape of every Admin API answer, checked before any field is used, logged or written as an
 * output. The contract (spec/admin-api.openapi.yaml) marks few fields required, so a missing field
 * stays missing; a field of the wrong type, an id or status with characters no id needs, a link that
 * is not http(s), or a count that is not a whole number is a server fault, and the step stops with
 * a message naming the job and the field instead of logging or passing on whatever came.
 */

/** An answer of the Admin API that does not have the contract's shape. */
export class AnswerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AnswerError'
  }
}

/** Ids and statuses: the contract gives no format; these characters cover every one it shows. */
const TOKEN = /^[A-Za-z0-9_.:@+-]{1,200}$/
const DATE_TIME = /^[0-9T:.+\-Z ]{1,40}$/i

type Fields = Record<string, unknown>

class Checker {
  constructor(
    private readonly body: Fields,
    private readonly what: string
  ) {}

  private fail(field: string, expected: string): never {
    const value = this.body[field]
    const shown = typeof value === 'string' ? `'${inert(value, 60)}'` : `a ${kindOf(value)}`
    throw new AnswerError(
      `The API's answer for ${this.what} does not match the published contract: ${field} is ${shown}, not ${expected}. Nothing from it was used; report this to Mintlify.`
    )
  }

  token(field: string): string | undefined {
    const value = this.body[field]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !TOKEN.test(value))
      this.fail(field, 'an id of letters, digits and _.:@+-')
    return value
  }

  text(field: string, max: number): string | undefined {
    const value = this.body[field]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || value.length > max || hasControl(value)) {
      this.fail(field, `one line of text of at most ${max} characters`)
    }
    return value
  }

  /** Free text that may hold line breaks (an error message); bounded, and only ever logged inert. */
  message(field: string, max: number): string | undefined {
    const value = this.body[field]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string') this.fail(field, 'text')
    return value.length > max ? `${value.slice(0, max)}…` : value
  }

  date(field: string): string | undefined {
    const value = this.body[field]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !DATE_TIME.test(value)) this.fail(field, 'a date-time')
    return value
  }

  count(field: string): number | undefined {
    const value = this.body[field]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      this.fail(field, 'a whole number of at least 0')
    }
    return value
  }

  percent(field: string): number | undefined {
    const value = this.body[field]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'number' || !(value >= 0 && value <= 100)) this.fail(field, 'a percentage')
    return value
  }

  link(field: string, schemes: readonly string[]): string | undefined {
    const value = this.body[field]
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value !== 'string' || safeUrl(value, schemes) === undefined) {
      this.fail(field, `an ${schemes.map((s) => s.slice(0, -1)).join(' or ')} URL`)
    }
    return value
  }
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'list'
  return value === null ? 'null' : typeof value
}

function fields(body: unknown, what: string): Fields {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AnswerError(
      `The API's answer for ${what} is not a JSON object. Nothing from it was used; report this to Mintlify.`
    )
  }
  return body as Fields
}

export interface AgentJobShape {
  id?: string
  status?: string
  source?: { repository?: string; ref?: string }
  model?: string
  prLink?: string
  createdAt?: string
  archivedAt?: string
}

export function checkAgentJob(body: unknown, what: string): AgentJobShape {
  const raw = fields(body, what)
  const check = new Checker(raw, what)
  let source: AgentJobShape['source']
  if (raw.source !== undefined && raw.source !== null) {
    const inner = new Checker(fields(raw.source, `${what} (source)`), `${what} (source)`)
    source = { repository: inner.text('repository', 500), ref: inner.text('ref', 255) }
  }
  return {
    id: check.token('id'),
    status: check.token('status'),
    source,
    model: check.text('model', 200),
    // A pull request link becomes the pr-link output and a link in the bot's reply: https only.
    prLink: check.link('prLink', ['https:']),
    createdAt: check.date('createdAt'),
    archivedAt: check.date('archivedAt')
  }
}

export interface ExportJobShape {
  jobId?: string
  status?: string
  progress?: number
  pageCount?: number
  createdAt?: string
  updatedAt?: string
  error?: string
  bundleUrl?: string
  sizeBytes?: number
  expiresAt?: string
}

export function checkExportJob(body: unknown, what: string): ExportJobShape {
  const check = new Checker(fields(body, what), what)
  return {
    jobId: check.token('jobId'),
    status: check.token('status'),
    progress: check.percent('progress'),
    pageCount: check.count('pageCount'),
    createdAt: check.date('createdAt'),
    updatedAt: check.date('updatedAt'),
    error: check.message('error', 2000),
    bundleUrl: check.link('bundleUrl', ['https:', 'http:']),
    sizeBytes: check.count('sizeBytes'),
    expiresAt: check.date('expiresAt')
  }
}

/** Log lines kept from a deployment status: the last ones, each bounded (they reach the log only inert). */
export const MAX_LOG_LINES = 500
const MAX_LOG_LINE = 2000
/** File names kept per kind of change: the summary lists ten, the outputs count all. */
const MAX_FILES = 10_000

export interface DeploymentStatusShape {
  id?: string
  status?: string
  summary?: string
  logs: string[]
  /** How many log lines the answer held (more than `logs` when it was cut). */
  logCount: number
  subdomain?: string
  createdAt?: string
  endedAt?: string
  author?: { name?: string; githubUserId?: number }
  commit?: {
    sha?: string
    ref?: string
    message?: string
    filesChanged?: { added: string[]; modified: string[]; removed: string[] }
  }
  source?: string
}

function textList(value: unknown, what: string, field: string, max: number): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new AnswerError(
      `The API's answer for ${what} does not match the published contract: ${field} is not a list of text. Nothing from it was used; report this to Mintlify.`
    )
  }
  return (value as string[])
    .slice(-max)
    .map((line) => (line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE)}…` : line))
}

export function checkDeploymentStatus(body: unknown, what: string): DeploymentStatusShape {
  const raw = fields(body, what)
  const check = new Checker(raw, what)
  const logCount = Array.isArray(raw.logs) ? raw.logs.length : 0
  const shape: DeploymentStatusShape = {
    id: check.token('_id'),
    status: check.token('status'),
    summary: check.message('summary', 4000),
    logs: textList(raw.logs, what, 'logs', MAX_LOG_LINES),
    logCount,
    // A subdomain becomes a link's host: letters, digits and hyphens only.
    subdomain: check.token('subdomain'),
    createdAt: check.date('createdAt'),
    endedAt: check.date('endedAt'),
    source: check.token('source')
  }
  if (
    shape.subdomain !== undefined &&
    !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(shape.subdomain)
  )
    throw new AnswerError(
      `The API's answer for ${what} does not match the published contract: subdomain is not a host name label. Nothing from it was used; report this to Mintlify.`
    )
  if (raw.author !== undefined && raw.author !== null) {
    const a = new Checker(fields(raw.author, `${what} (author)`), `${what} (author)`)
    shape.author = { name: a.text('name', 200), githubUserId: a.count('githubUserId') }
  }
  if (raw.commit !== undefined && raw.commit !== null) {
    const commitFields = fields(raw.commit, `${what} (commit)`)
    const c = new Checker(commitFields, `${what} (commit)`)
    const sha = c.text('sha', 64)
    if (sha !== undefined && !/^[0-9a-f]{7,64}$/i.test(sha))
      throw new AnswerError(
        `The API's answer for ${what} does not match the published contract: commit.sha is not a commit hash. Nothing from it was used; report this to Mintlify.`
      )
    shape.commit = { sha, ref: c.text('ref', 255), message: c.message('message', 2000) }
    const changed = commitFields.filesChanged
    if (changed !== undefined && changed !== null) {
      const f = fields(changed, `${what} (commit.filesChanged)`)
      shape.commit.filesChanged = {
        added: textList(f.added, what, 'commit.filesChanged.added', MAX_FILES),
        modified: textList(f.modified, what, 'commit.filesChanged.modified', MAX_FILES),
        removed: textList(f.removed, what, 'commit.filesChanged.removed', MAX_FILES)
      }
    }
  }
  return shape
}

export interface TriggeredShape {
  statusId?: string
  previewUrl?: string
  schemaId?: string
  instanceId?: string
  jobId?: string
}

/** The 202 of a deployment, preview or automation trigger. */
export function checkTriggered(body: unknown, what: string): TriggeredShape {
  const check = new Checker(fields(body, what), what)
  return {
    statusId: check.token('statusId'),
    // The preview's address becomes an output, a link and a GitHub deployment's URL: https only.
    previewUrl: check.link('previewUrl', ['https:']),
    schemaId: check.token('schemaId'),
    instanceId: check.token('instanceId'),
    jobId: check.token('jobId')
  }
}
