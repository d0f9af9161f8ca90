/**
 * The GitHub client every flow that calls GitHub uses: Octokit as `@actions/github` builds it (GitHub
 * Enterprise Server URLs, the runner's proxy), with Octokit's retry and throttling plugins, because
 * GitHub answers 5xx, resets connections and applies secondary rate limits in normal operation. A call
 * that still fails is a warning (tryGitHub); each flow decides what that failure means for it.
 */
import * as core from '@actions/core'
import * as github from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck/light.js'
import { USER_AGENT } from '../util/user-agent.js'
import { describeError } from '../util/errors.js'
import { inert } from '../util/untrusted.js'

/** An Octokit as `@actions/github` builds it (REST methods and pagination). */
export type GitHubClient = ReturnType<typeof github.getOctokit>

/**
 * The most one GitHub call may take, its retries and waits included: the answer on the pull request
 * must never hold up the run for long.
 */
const CALL_TIMEOUT_MS = 60_000
/** Retries of a 5xx, a reset or a 429 (plugin-retry: 1, 4 and 9 back-off units). */
const RETRIES = 3
/** Retries after a primary or secondary rate limit (plugin-throttling), each waiting as GitHub says. */
const RATE_LIMIT_RETRIES = 2
/** The longest one rate-limit wait may be; a longer one fails the call. */
const MAX_RATE_LIMIT_WAIT_MS = 30_000

export interface GitHubClientOptions {
  /** The back-off unit between retries, and the spacing of writes GitHub asks for: 1 s. */
  backoffMs?: number
  /** How long the step may still wait: no rate-limit wait goes past the deadline. */
  remainingMs?: () => number
}

/**
 * A client for the GitHub REST API at `apiUrl`, the runner's GITHUB_API_URL (GitHub Enterprise
 * Server sets it to https://<host>/api/v3); github.com's when undefined. Retries what GitHub
 * documents as retryable, with Octokit's own plugins.
 */
export function createGitHubClient(
  token: string,
  apiUrl: string | undefined,
  options: GitHubClientOptions = {}
): GitHubClient {
  const backoffMs = options.backoffMs ?? 1000
  const mayWait =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method?: string; url?: string },
      _: unknown,
      retryCount: number
    ) => {
      const waitMs = retryAfter * 1000
      const room = Math.min(MAX_RATE_LIMIT_WAIT_MS, options.remainingMs?.() ?? Infinity)
      const again = retryCount < RATE_LIMIT_RETRIES && waitMs <= room
      core.info(
        `GitHub's ${kind} rate limit on ${inert(`${request.method ?? ''} ${request.url ?? ''}`.trim())}: ${again ? `retrying in ${retryAfter} s` : 'not waiting that long'}.`
      )
      return again
    }
  return github.getOctokit(
    token,
    {
      userAgent: USER_AGENT,
      ...(apiUrl ? { baseUrl: apiUrl.replace(/\/+$/, '') } : {}),
      retry: { retries: RETRIES, retryAfterBaseValue: backoffMs },
      throttle: {
        onRateLimit: mayWait('primary'),
        onSecondaryRateLimit: mayWait('secondary'),
        // GitHub asks for a second between writes; the plugin keeps them in order at that pace.
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: backoffMs }),
        // Creates that notify people (a comment) are spaced three units, as the plugin does by default.
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: backoffMs * 3 })
      }
    },
    retry,
    throttling
  )
}

function describe(error: unknown): string {
  const { status, response } = error as { status?: unknown; response?: unknown }
  const message = describeError(error)
  // Octokit reports a network error or timeout as status 500 with no response: not a server answer.
  if (typeof status !== 'number' || !response) return message
  const hint =
    status === 403
      ? ". The token may lack the workflow's `permissions: issues: write, pull-requests: write`, or be read-only (a pull request from a fork)"
      : ''
  return `${status} ${message}${hint}`
}

/**
 * Runs one GitHub call; a failure (a read-only token on a fork's pull request, a GitHub outage)
 * becomes a warning and `undefined`, so it can never fail or hide the agent's result.
 */
export async function tryGitHub<T>(
  what: string,
  call: (request: { signal: AbortSignal }) => Promise<T>,
  options: { timeoutMs?: number } = {}
): Promise<T | undefined> {
  const result = await attemptGitHub(what, call, options)
  return result.ok ? result.value : undefined
}

/** What a GitHub call came to after its retries: the answer, or why it failed (already a warning). */
export type GitHubResult<T> = { ok: true; value: T } | { ok: false; why: string }

/** tryGitHub, telling the caller why a call failed. */
export async function attemptGitHub<T>(
  what: string,
  call: (request: { signal: AbortSignal }) => Promise<T>,
  options: { timeoutMs?: number } = {}
): Promise<GitHubResult<T>> {
  // Not tied to the run's cancellation: after a cancel the reply should still say so, and the
  // cancel handler's forced exit bounds the wait anyway.
  const signal = AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS)
  try {
    return { ok: true, value: await call({ signal }) }
  } catch (error) {
    const why = describe(error)
    core.warning(`Could not ${what} on GitHub: ${why}`)
    return { ok: false, why }
  }
}
