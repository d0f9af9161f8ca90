import { TICK_MS } from '../util/heartbeat.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../util/time.js'

export interface PollOptions<T> {
  /** Reads the current state once (one GET). */
  poll: () => Promise<T>
  isDone: (value: T) => boolean
  deadline: Deadline
  /** The longest pause between two polls (the `poll-interval` input). */
  maxIntervalMs: number
  sleep: Sleep
  signal?: AbortSignal
  /** The first pause (default 1 s); it also sets the pace while the job is young (see nextPause). */
  firstDelayMs?: number
  onPoll?: (value: T) => void
  /** Called after each poll and at least every TICK_MS of a pause, with the time waited so far. */
  onTick?: (elapsedMs: number) => void
}

/**
 * The pause after a poll, from the time already spent waiting and the first pause (`first`, 1 s by
 * default, comes before the first poll). While the job is young (under five times `first`), half
 * `first`, so a job of a few seconds is seen within half a second of ending; after that a third of
 * the time waited, so a long job is never seen later than a third of its run time after it ends and
 * the request count grows with the logarithm of the run time until the `max` ceiling
 * (`poll-interval`) takes over.
 */
export function nextPause(elapsedMs: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, elapsedMs < 5 * firstMs ? firstMs / 2 : elapsedMs / 3)
}

/** Polls until `isDone` or the deadline; the last value read travels with the deadline error. */
export async function pollUntil<T>(options: PollOptions<T>): Promise<T> {
  const { poll, isDone, deadline, maxIntervalMs, sleep, signal, onPoll, onTick } = options
  const firstMs = Math.min(options.firstDelayMs ?? 1000, maxIntervalMs)
  const start = deadline.clock.now()
  let pause = firstMs
  let last: T | undefined
  for (;;) {
    const remaining = deadline.remaining()
    if (remaining <= 0) {
      throw new DeadlineExceededError('deadline reached while polling', last)
    }
    // A long pause is slept in slices, so a heartbeat can be logged inside it.
    const wakeAt = deadline.clock.now() + Math.min(pause, remaining)
    for (let left = wakeAt - deadline.clock.now(); left > 0; left = wakeAt - deadline.clock.now()) {
      await sleep(onTick ? Math.min(left, TICK_MS) : left, signal)
      if (onTick && wakeAt - deadline.clock.now() > 0) onTick(deadline.clock.now() - start)
    }
    try {
      last = await poll()
    } catch (error) {
      // A poll cut short by the deadline: report the deadline with the last state actually read.
      if (error instanceof DeadlineExceededError)
        throw new DeadlineExceededError(error.message, last)
      throw error
    }
    onPoll?.(last)
    if (isDone(last)) return last
    onTick?.(deadline.clock.now() - start)
    pause = nextPause(deadline.clock.now() - start, firstMs, maxIntervalMs)
  }
}
