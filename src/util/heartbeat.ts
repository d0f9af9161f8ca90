import type { Clock } from './time.js'

/** The longest the log stays quiet while the action waits. */
export const HEARTBEAT_MS = 60_000

/**
 * Keeps a wait from looking hung: `beat` logs only when nothing was said for a while, `said` notes
 * that something else was just logged. Callers tick it at least every TICK_MS (the poller does).
 */
export class Heartbeat {
  private last: number

  private readonly clock: Clock
  private readonly log: (message: string) => void

  constructor(clock: Clock, log: (message: string) => void) {
    this.clock = clock
    this.log = log
    this.last = clock.now()
  }

  said(): void {
    this.last = this.clock.now()
  }

  beat(message: () => string): void {
    // One tick after the threshold must still fall within HEARTBEAT_MS of the last line.
    if (this.clock.now() - this.last < HEARTBEAT_MS - TICK_MS) return
    this.log(message())
    this.said()
  }
}

/** The longest pause between two ticks of a heartbeat. */
export const TICK_MS = 10_000
