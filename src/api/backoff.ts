/**
 * The one retry pause of the action, shared by the API client and the bundle download: exponential
 * from `baseMs`, capped, with equal jitter (half the step fixed, half random) so that many runners
 * retrying one outage never bunch up and no pause is ever near zero. The callers check the pause
 * against the step's deadline before they sleep.
 */
export interface BackoffPolicy {
  baseMs: number
  capMs: number
  random: () => number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 500, capMs: 15_000, random: Math.random }

/** The pause before retry number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** attempt)
  return step / 2 + (policy.random() * step) / 2
}

/**
 * A retry is worth its pause only if a try still fits after it: a pause that ends a few
 * milliseconds before the deadline (timers run late) would give up with a less useful message,
 * "the timeout was reached before the request", instead of naming the failure it retried.
 */
export const MIN_TRY_MS = 250
