/**
 * Time for the whole action: the clock, the pause, the step's one deadline and the abort signal of a
 * single request. The poller, the API client and the bundle download all take these, injected, so
 * tests run them without real time.
 */

/** A source of the current time in milliseconds; injected so polling is tested without real time. */
export interface Clock {
  now(): number
}

/** Waits `ms`, or rejects as soon as `signal` aborts (a cancelled workflow must not wait out a pause). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export const systemClock: Clock = { now: () => Date.now() }

export const realSleep: Sleep = async (ms, signal) => {
  const { setTimeout } = await import('node:timers/promises')
  try {
    await setTimeout(ms, undefined, { signal })
  } catch (error) {
    // Node rejects with a bare AbortError; the reason says why (a cancelled workflow, say).
    throw signal?.aborted ? signal.reason : error
  }
}

// Plain fields rather than parameter properties: the benchmark imports this file straight from
// TypeScript on Node's type stripping, which only accepts erasable syntax.
/** The one deadline of the whole step (the `timeout` input), shared by polling and retries. */
export class Deadline {
  readonly clock: Clock
  readonly startedAt: number
  readonly endsAt: number

  constructor(clock: Clock, budgetMs: number) {
    this.clock = clock
    this.startedAt = clock.now()
    this.endsAt = this.startedAt + budgetMs
  }

  remaining(): number {
    return Math.max(0, this.endsAt - this.clock.now())
  }

  elapsed(): number {
    return this.clock.now() - this.startedAt
  }

  expired(): boolean {
    return this.remaining() <= 0
  }

  /** True when waiting `ms` more would still end before the deadline. */
  fits(ms: number): boolean {
    return ms < this.remaining()
  }
}

/** The step's deadline came first; `last` is the last state read, when there was one. */
export class DeadlineExceededError<T> extends Error {
  readonly last: T | undefined

  constructor(message: string, last: T | undefined) {
    super(message)
    this.last = last
    this.name = 'DeadlineExceededError'
  }
}

/** The signal of one request: aborted by the run's signal (a cancel) or after `ms`. */
export interface RequestSignal {
  signal: AbortSignal
  /** True once `ms` ran out, as opposed to a cancel: the caller words a time-out differently. */
  timedOut(): boolean
}

export function requestSignal(ms: number, outer?: AbortSignal): RequestSignal {
  // AbortSignal.timeout takes whole milliseconds only; a deadline's remainder can be fractional.
  const timeout = AbortSignal.timeout(Math.max(0, Math.ceil(ms)))
  return {
    signal: outer ? AbortSignal.any([outer, timeout]) : timeout,
    timedOut: () => timeout.aborted
  }
}
