/**
 * The runner's environment, read once: which event started the run, where the workspace and the
 * temporary folder are, where GitHub's API is. main reads it and passes it down, so no other module
 * looks at process.env (undici's EnvHttpProxyAgent and @actions/core read their own variables).
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { describeError } from '../util/errors.js'
import { describeProxy } from './proxy.js'

export interface RunnerContext {
  /** GITHUB_EVENT_NAME; '' outside a runner. */
  eventName: string
  /** The event's payload (GITHUB_EVENT_PATH), read only for the events whose payload is used. */
  payload: unknown
  /** owner/name (GITHUB_REPOSITORY). */
  repository?: string
  /** GitHub's REST API (GITHUB_API_URL; https://<host>/api/v3 on GitHub Enterprise Server). */
  apiUrl?: string
  /** GitHub's web address (GITHUB_SERVER_URL), for links to people and pull requests. */
  serverUrl?: string
  /** The link to this workflow run, for replies on GitHub; undefined outside a runner. */
  runUrl?: string
  /** Where relative paths resolve (GITHUB_WORKSPACE, else the current folder). */
  workspace: string
  /** The runner's temporary folder (RUNNER_TEMP, else the system's). */
  tempDir: string
  /** The job summary file (GITHUB_STEP_SUMMARY); none in a local run. */
  summaryFile?: string
  /** How messages name the proxy for a URL, from the same variables undici reads. */
  proxyFor: (url: string) => string
  /**
   * The GitHub client's back-off unit (1 s when unset). Only tests set it, through
   * MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS, as @actions/tool-cache's tests shorten its retries.
   */
  githubBackoffMs?: number
  /**
   * How long a run's place in a conversation holds without renewal (turns.ts; two minutes when
   * unset). Only tests set it, through MINTLIFY_ACTION_TEST_LEASE_MS, to see a dead run's end soon.
   */
  leaseMs?: number
  /**
   * Export mode hashes no file and writes no manifest: only `npm run bench` sets it, through
   * MINTLIFY_ACTION_BENCH_NO_MANIFEST=1, to measure what the manifest costs in the same run.
   */
  skipManifest?: boolean
}

export interface ReadRunnerOptions {
  /** Events whose payload the action reads; other events' payloads are never opened. */
  payloadEvents: readonly string[]
  /** Where a payload that cannot be read is reported. */
  warning: (message: string) => void
}

export function readRunnerContext(
  env: NodeJS.ProcessEnv,
  options: ReadRunnerOptions
): RunnerContext {
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env
  const proxyEnv = {
    http_proxy: env.http_proxy,
    HTTP_PROXY: env.HTTP_PROXY,
    https_proxy: env.https_proxy,
    HTTPS_PROXY: env.HTTPS_PROXY
  }
  return {
    eventName,
    payload: options.payloadEvents.includes(eventName)
      ? readPayload(env.GITHUB_EVENT_PATH, options.warning)
      : {},
    repository: repository || undefined,
    apiUrl: env.GITHUB_API_URL || undefined,
    serverUrl: server || undefined,
    runUrl:
      server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    tempDir: env.RUNNER_TEMP || os.tmpdir(),
    summaryFile: env.GITHUB_STEP_SUMMARY || undefined,
    proxyFor: (url) => describeProxy(url, proxyEnv),
    githubBackoffMs: Number(env.MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS) || undefined,
    leaseMs: Number(env.MINTLIFY_ACTION_TEST_LEASE_MS) || undefined,
    skipManifest: env.MINTLIFY_ACTION_BENCH_NO_MANIFEST === '1' || undefined
  }
}

function readPayload(file: string | undefined, warning: (message: string) => void): unknown {
  if (!file) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown
  } catch (error) {
    warning(`Could not read the event payload at ${file}: ${describeError(error)}`)
    return {}
  }
}
