import type { Clock, Sleep } from '../src/util/time.js'

/** A clock that only moves when the code under test sleeps: polling is tested without real time. */
export class FakeClock implements Clock {
  current = 0
  readonly sleeps: number[] = []

  now(): number {
    return this.current
  }

  readonly sleep: Sleep = async (ms, signal) => {
    signal?.throwIfAborted()
    this.sleeps.push(ms)
    this.current += ms
  }
}
