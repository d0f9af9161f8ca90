import path from 'node:path'
import os from 'node:os'
import * as core from '@actions/core'
/**
 * Every input read once into a typed config: which inputs each mode takes, their defaults, and how
 * they depend on each other. Single values are parsed by input-values.ts.
 */
import { DEFAULT_COMMENT_TRIGGER, Input, MODES, type Mode, type ProjectMode } from './constants.js'
import { promptFromEvent } from './events.js'
import { hasControl } from '../util/untrusted.js'
import { inputsOfOtherModes } from './mode-inputs.js'
import type { LinkPatterns } from '../export/site-check/ignore.js'
import { HOSTS, type Host } from '../export/hosting/hosts.js'
import {
  checkHeaderSafe,
  InputError,
  readAllowedHosts,
  readBaseUrl,
  readBoolean,
  readFailOn,
  type FailOn,
  readDomain,
  readDuration,
  readLinkPatterns,
  readPaths,
  readSize,
  readValuesBundleUrl
} from './input-values.js'

interface CommonConfig {
  apiKey: string
  /** API origin with no trailing slash; `/v1/...` and `/v2/...` paths are appended. */
  baseUrl: string
  wait: boolean
  timeoutMs: number
  pollIntervalMs: number
  /** Longest wait for one HTTP response before it counts as failed (and a read is retried). */
  requestTimeoutMs: number
  /** Longest wait for a rate limit to reset (Retry-After); a later reset fails at once. */
  rateLimitWaitMs: number
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
  /** Labelling an issue with it (by someone with write access) starts a job; empty: off. */
  issueLabel: string
}

export interface ExportConfig extends CommonConfig {
  mode: 'export'
  /** Absolute path of a site the workflow already has (`mint export`'s zip, a tarball, a folder): no API call. */
  archive?: string
  /** `archive` as the workflow wrote it, for messages. */
  archiveAsWritten?: string
  /** The live site's host; '' when only `project-id` names what to export. */
  domain: string
  /** Starts the job at the project-scoped route (alone, or after today's route is gone). */
  projectId?: string
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
  failOnBrokenLinks: FailOn
  /** Fail the step on a fragment that finds no element on its page (`new`: only one the baseline lacks). */
  failOnBrokenAnchors: FailOn
  /** The base's site-check.json (`previous-report`): findings it has are known, others new. */
  previousReport?: string
  previousReportAsWritten?: string
  /** The static host to write clean-URL and redirect rules for (hosting/hosts.ts). */
  host?: Host
  /** Hosts pages may load resources from; undefined: any, []: none (air-gapped). */
  allowedHosts?: string[]
  /** Targets and hosts the check neither reports nor fails on. */
  ignoreLinks: LinkPatterns
  /** Write sitemap.xml and llms.txt into the site when it lacks them. */
  generateHostingFiles: boolean
  /** Written as staticExport.bundleUrl instead of the presigned link. */
  valuesBundleUrl?: string
  /** The previous export's manifest.json to compare with (absolute); undefined: none. */
  previousManifest?: string
  /** `previous-manifest` as the workflow wrote it, for messages. */
  previousManifestAsWritten?: string
  /** The docs source folder (docs.json or mint.json), absolute: findings point at its files. */
  docsSource: string
  /** The workspace, absolute: source paths in the reports are relative to it. */
  workspace: string
  /** On a pull request: the token for the site check's comment ('' or undefined: none). */
  githubToken?: string
}

/** Deploy, preview and automation modes: a project's deployments on Mintlify's hosting. */
export interface ProjectConfig extends CommonConfig {
  mode: ProjectMode
  projectId: string
  /** Preview mode: the Git branch to preview. */
  branch?: string
  /** Automation mode: the automation's id (its workflowSchemaId). */
  automationId?: string
  /** Preview mode: the GitHub deployment's environment. */
  environment: string
  /** Preview mode on a pull request: the deployment and the sticky comment; empty: none. */
  githubToken: string
  /** The docs' custom domain, when set: the summary links it instead of the subdomain. */
  domain?: string
}

export type Config = AgentConfig | ExportConfig | ProjectConfig

/** Reads one raw input; core.getInput by default, a map in tests. */
export type InputReader = (name: string) => string

const defaultReader: InputReader = (name) => core.getInput(name)

// Path segments of the API: refusing `/`, `?`, `#` and leading dots keeps a value from steering the
// request to another endpoint (`..` would be resolved away by URL normalisation).
const ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/

export interface ReadContext {
  /** GITHUB_EVENT_NAME; decides whether an empty prompt may come from a comment. */
  eventName?: string
  /** Where relative `path` and `values-file` resolve (the workspace). */
  cwd?: string
  /** Default for `path` when the input is empty (the runner's temp folder). */
  runnerTemp?: string
  /** Where the domain-normalisation notice goes. */
  notice?: (message: string) => void
  /** Where warnings about inputs the mode ignores go. */
  warning?: (message: string) => void
  /** On a pull_request event: the head branch, and the fork's owner/name when it comes from one. */
  pullRequest?: { headRef: string; fork?: string }
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
 * Only the inputs: what `path` and `values-file` name on disk is preflight.ts's to check.
 */
export function readConfig(read: InputReader = defaultReader, context: ReadContext = {}): Config {
  const get = (name: string): string => expanded(name, read(name).trim(), context.notice)

  const modeRaw = get(Input.Mode).toLowerCase()
  if (!(MODES as readonly string[]).includes(modeRaw)) {
    throw new InputError(
      Input.Mode,
      `${modeRaw ? `'${modeRaw}' is not a mode` : 'is empty'}. Valid modes: ${MODES.join(', ')}.`
    )
  }
  const mode = modeRaw as Mode
  const apiKey = readApiKey(get, mode, context)
  // An input of another mode is a mistake that would otherwise pass silently (a prompt in export mode).
  for (const other of inputsOfOtherModes(mode, get)) {
    context.warning?.(
      `Input '${other.name}' is read only in ${other.modes.join(' and ')} mode; this step runs in ${mode} mode and ignores it. Remove it, or set \`mode: ${other.modes[0]}\`.`
    )
  }

  const common: CommonConfig = {
    apiKey,
    baseUrl: readBaseUrl(get(Input.BaseUrl)),
    wait: readBoolean(Input.Wait, get(Input.Wait), true),
    timeoutMs: readDuration(Input.Timeout, get(Input.Timeout), 3600_000),
    pollIntervalMs: readDuration(Input.PollInterval, get(Input.PollInterval), 10_000),
    requestTimeoutMs: readDuration(Input.RequestTimeout, get(Input.RequestTimeout), 30_000),
    rateLimitWaitMs: readDuration(Input.RateLimitWait, get(Input.RateLimitWait), 600_000)
  }

  if (mode === 'agent') {
    return { mode, ...common, ...readAgent(get, context) }
  }
  if (mode === 'export') {
    return { mode, ...common, ...readExport(get, read, context), githubToken: readGithubToken(get) }
  }
  return { mode, ...common, ...readProject(mode, get, context) }
}

/**
 * The API key: every mode needs it but export mode with `archive`, which makes no API call (a key
 * given anyway is unused, and said so).
 */
function readApiKey(get: (name: string) => string, mode: Mode, context: ReadContext): string {
  const apiKey = get(Input.ApiKey)
  if (mode === 'export' && get(Input.Archive)) {
    if (apiKey) {
      context.notice?.(
        `Input '${Input.ApiKey}' is unused: with '${Input.Archive}' set, export mode reads that archive and makes no API call.`
      )
    }
    return ''
  }
  if (!apiKey && context.pullRequest?.fork && context.eventName === 'pull_request') {
    throw new InputError(
      Input.ApiKey,
      `is empty because this run is for a pull request from the fork ${context.pullRequest.fork}: GitHub gives a fork's pull_request run no secrets and a read-only token. Skip forks with \`if: github.event.pull_request.head.repo.full_name == github.repository\` (docs/recipes.md shows how to preview a fork's branch safely).`
    )
  }
  if (!apiKey) {
    throw new InputError(
      Input.ApiKey,
      `is empty, and ${mode} mode calls Mintlify's API. Pass your Mintlify admin API key from a secret: \`api-key: \${{ secrets.MINTLIFY_API_KEY }}\`${mode === 'export' ? ", or set archive to a site exported with 'mint export'" : ''}.`
    )
  }
  checkHeaderSafe(
    Input.ApiKey,
    apiKey,
    "Copy the key again from the API keys page of the Mintlify dashboard and save it as the secret's whole value."
  )
  return apiKey
}

function readProjectId(get: (name: string) => string, mode: Mode): string {
  const projectId = get(Input.ProjectId)
  if (!projectId) {
    throw new InputError(
      Input.ProjectId,
      `is required in ${mode} mode. Copy the project ID from the API keys page of the Mintlify dashboard.`
    )
  }
  if (!ID_PATTERN.test(projectId)) {
    throw new InputError(
      Input.ProjectId,
      `'${projectId}' is not a project ID (letters, digits, '.', '_', '-'). Copy it from the API keys page of the Mintlify dashboard.`
    )
  }
  return projectId
}

// A Git branch name as `git check-ref-format --branch` takes it, bounded; sent as JSON, never as a path.
function readBranch(raw: string): string {
  const bad =
    raw.length > 255 ||
    /[\s~^:?*[\\]/.test(raw) ||
    hasControl(raw) ||
    raw.includes('..') ||
    raw.includes('@{') ||
    raw.startsWith('-') ||
    raw.startsWith('/') ||
    raw.endsWith('/') ||
    raw.endsWith('.') ||
    raw.endsWith('.lock') ||
    raw.includes('//')
  if (bad) {
    throw new InputError(
      Input.Branch,
      `'${raw}' is not a Git branch name. Name the branch to preview, e.g. \`branch: docs/new-guide\`.`
    )
  }
  return raw
}

function readGithubToken(get: (name: string) => string): string {
  const githubToken = get(Input.GithubToken)
  if (githubToken) {
    checkHeaderSafe(
      Input.GithubToken,
      githubToken,
      'Leave the input out to use the workflow token, or copy the token again into the secret.'
    )
  }
  return githubToken
}

function readProject(
  mode: ProjectMode,
  get: (name: string) => string,
  context: ReadContext
): Omit<ProjectConfig, keyof CommonConfig | 'mode'> {
  const projectId = readProjectId(get, mode)
  const githubToken = readGithubToken(get)
  const environment = get(Input.Environment) || 'Preview'
  if (environment.length > 255 || hasControl(environment)) {
    throw new InputError(
      Input.Environment,
      'must be one line of at most 255 characters, e.g. `Preview`.'
    )
  }
  const domainRaw = get(Input.Domain)
  const config: Omit<ProjectConfig, keyof CommonConfig | 'mode'> = {
    projectId,
    environment,
    githubToken,
    domain: domainRaw ? readDomain(domainRaw, context.notice) : undefined
  }
  if (mode === 'preview') {
    const branch = get(Input.Branch) || context.pullRequest?.headRef || ''
    if (!branch) {
      throw new InputError(
        Input.Branch,
        'is required in preview mode outside a pull_request event. Name the Git branch to preview, e.g. `branch: ${{ github.ref_name }}`.'
      )
    }
    config.branch = readBranch(branch)
  }
  if (mode === 'automation') {
    const automationId = get(Input.AutomationId)
    if (!automationId || !ID_PATTERN.test(automationId)) {
      throw new InputError(
        Input.AutomationId,
        `${automationId ? `'${automationId}' is not an automation ID` : 'is required in automation mode'}. Copy it from the automation's settings panel on the Automations page of the Mintlify dashboard.`
      )
    }
    config.automationId = automationId
  }
  return config
}

function readAgent(
  get: (name: string) => string,
  context: ReadContext
): Omit<AgentConfig, keyof CommonConfig | 'mode'> {
  const projectId = readProjectId(get, 'agent')
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
  const githubToken = readGithubToken(get)
  return {
    projectId,
    prompt,
    jobId,
    failOnNoPr: readBoolean(Input.FailOnNoPr, get(Input.FailOnNoPr), false),
    commentTrigger,
    githubToken,
    prLabel: get(Input.PrLabel),
    issueLabel: get(Input.IssueLabel)
  }
}

function readExport(
  get: (name: string) => string,
  read: InputReader,
  context: ReadContext
): Omit<ExportConfig, keyof CommonConfig | 'mode'> {
  const cwd = context.cwd ?? process.cwd()
  const rawPath = get(Input.Path)
  const folder = exportFolder(rawPath, cwd, context)
  const projectRaw = get(Input.ProjectId)
  const projectId = projectRaw ? readProjectId(get, 'export') : undefined
  const domainRaw = get(Input.Domain)
  const paths = readPaths(read(Input.Paths))
  const exportVersion = get(Input.ExportVersion) || undefined
  const archiveRaw = get(Input.Archive)
  if (archiveRaw) return readArchiveExport(archiveRaw, cwd, get, read, context)
  if (!domainRaw && projectId) {
    // The project-scoped start takes no body: refuse what it would drop rather than drop it.
    const unsent = paths.length > 0 ? Input.Paths : exportVersion ? Input.ExportVersion : undefined
    if (unsent) {
      throw new InputError(
        unsent,
        `cannot be sent with project-id alone: the project-scoped export takes no ${unsent}. Set domain (today's route takes it), or remove ${unsent}.`
      )
    }
    if (readBoolean(Input.GenerateHostingFiles, get(Input.GenerateHostingFiles), false)) {
      throw new InputError(
        Input.GenerateHostingFiles,
        "needs domain: sitemap.xml and llms.txt list every page's address on the live site. Set domain to its host."
      )
    }
    context.notice?.(
      `Input '${Input.Domain}' is empty: links to the site's own address cannot be told from links to other sites, so the site check counts them as external. Set domain to the live site's host.`
    )
  }
  return {
    ...siteInputs(folder, rawPath, cwd, get, read),
    domain: domainRaw || !projectId ? readDomain(domainRaw, context.notice) : '',
    projectId,
    exportVersion,
    paths,
    download: readBoolean(Input.Download, get(Input.Download), true),
    extract: readBoolean(Input.Extract, get(Input.Extract), true),
    generateHostingFiles: readBoolean(
      Input.GenerateHostingFiles,
      get(Input.GenerateHostingFiles),
      false
    )
  }
}

function readHost(raw: string): Host | undefined {
  const value = raw.toLowerCase()
  if (value === '') return undefined
  if (!(HOSTS as readonly string[]).includes(value)) {
    throw new InputError(
      Input.Host,
      `'${raw}' is not a host this action writes rules for. Use one of ${HOSTS.join(', ')}, or leave it empty.`
    )
  }
  return value as Host
}

/** The export folder from `path` (its default under the runner's temp), refusing a filesystem root. */
function exportFolder(rawPath: string, cwd: string, context: ReadContext): string {
  const folder = rawPath
    ? path.resolve(cwd, rawPath)
    : path.join(context.runnerTemp || os.tmpdir(), 'static-export')
  if (folder === path.parse(folder).root) {
    throw new InputError(Input.Path, `'${rawPath}' is a filesystem root. Name a folder of its own.`)
  }
  return folder
}

/** The inputs about what happens to the extracted site, alike for a download and for `archive`. */
function siteInputs(
  folder: string,
  rawPath: string,
  cwd: string,
  get: (name: string) => string,
  read: InputReader
): Omit<
  ExportConfig,
  | keyof CommonConfig
  | 'mode'
  | 'domain'
  | 'projectId'
  | 'exportVersion'
  | 'paths'
  | 'download'
  | 'extract'
  | 'generateHostingFiles'
  | 'archive'
  | 'archiveAsWritten'
> {
  const valuesRaw = get(Input.ValuesFile)
  const previousRaw = get(Input.PreviousManifest)
  return {
    path: folder,
    pathAsWritten: rawPath || folder,
    valuesFile: valuesRaw ? path.resolve(cwd, valuesRaw) : undefined,
    valuesFileAsWritten: valuesRaw || undefined,
    maxUnpackedBytes: readSize(Input.MaxUnpackedSize, get(Input.MaxUnpackedSize)),
    checkSite: readBoolean(Input.CheckSite, get(Input.CheckSite), true),
    failOnBrokenLinks: readFailOn(Input.FailOnBrokenLinks, get(Input.FailOnBrokenLinks)),
    failOnBrokenAnchors: readFailOn(Input.FailOnBrokenAnchors, get(Input.FailOnBrokenAnchors)),
    previousReport: get(Input.PreviousReport)
      ? path.resolve(cwd, get(Input.PreviousReport))
      : undefined,
    previousReportAsWritten: get(Input.PreviousReport) || undefined,
    host: readHost(get(Input.Host)),
    allowedHosts: readAllowedHosts(read(Input.AllowedHosts)),
    ignoreLinks: readLinkPatterns(read(Input.IgnoreLinks)),
    valuesBundleUrl: readValuesBundleUrl(get(Input.ValuesBundleUrl)),
    previousManifest: previousRaw ? path.resolve(cwd, previousRaw) : undefined,
    previousManifestAsWritten: previousRaw || undefined,
    docsSource: path.resolve(cwd, get(Input.DocsSource) || '.'),
    workspace: cwd
  }
}

/** The inputs that only the export API reads: set with `archive`, they are warned of. */
const API_ONLY = [
  Input.ProjectId,
  Input.Paths,
  Input.ExportVersion,
  Input.Download,
  Input.Extract
] as const

/** Export mode from a site the workflow already has: the same pipeline, no API call. */
function readArchiveExport(
  archiveRaw: string,
  cwd: string,
  get: (name: string) => string,
  read: InputReader,
  context: ReadContext
): Omit<ExportConfig, keyof CommonConfig | 'mode'> {
  const rawPath = get(Input.Path)
  const folder = exportFolder(rawPath, cwd, context)
  for (const name of API_ONLY) {
    const value = name === Input.Paths ? read(name).trim() : get(name)
    const isDefault = (name === Input.Download || name === Input.Extract) && value === 'true'
    if (value && !isDefault) {
      context.warning?.(
        `Input '${name}' is read only from the export API; with '${Input.Archive}' set, the archive is unpacked and checked as it is, and '${name}' is ignored. Remove it.`
      )
    }
  }
  const config = {
    ...siteInputs(folder, rawPath, cwd, get, read),
    archive: path.resolve(cwd, archiveRaw),
    archiveAsWritten: archiveRaw,
    // Links to the live site are internal when its host is given; without it, there is no live site.
    domain: get(Input.Domain) ? readDomain(get(Input.Domain), context.notice) : '',
    paths: [],
    download: true,
    extract: true,
    generateHostingFiles: readBoolean(
      Input.GenerateHostingFiles,
      get(Input.GenerateHostingFiles),
      false
    )
  }
  if (config.generateHostingFiles && !config.domain) {
    throw new InputError(
      Input.GenerateHostingFiles,
      "needs domain: sitemap.xml and llms.txt list every page's address on the live site. Set domain to its host."
    )
  }
  if (config.valuesFile && !config.valuesBundleUrl) {
    throw new InputError(
      Input.ValuesFile,
      `needs values-bundle-url when '${Input.Archive}' is set: there is no presigned link of Mintlify's to write. Set values-bundle-url to where you publish the bundle.`
    )
  }
  return config
}
