import { describe, expect, it } from '@jest/globals'
import { FakeClock } from '../../__fixtures__/clock.js'
import { Deadline, realSleep, requestSignal } from '../../src/util/time.js'

describe('realSleep', () => {
  it('rejects with the reason the pause was cut short for, not a bare AbortError', async () => {
    const controller = new AbortController()
    const reason = new Error('Cancelled (SIGTERM).')
    setTimeout(() => controller.abort(reason), 10)
    await expect(realSleep(60_000, controller.signal)).rejects.toBe(reason)
  })
})

describe('Deadline', () => {
  it('counts down on its clock', () => {
    const clock = new FakeClock()
    const deadline = new Deadline(clock, 1000)
    expect(deadline.fits(999)).toBe(true)
    clock.current = 400
    expect(deadline.remaining()).toBe(600)
    expect(deadline.elapsed()).toBe(400)
    expect(deadline.fits(600)).toBe(false)
    clock.current = 1200
    expect(deadline.expired()).toBe(true)
    expect(deadline.remaining()).toBe(0)
  })
})

describe('requestSignal', () => {
  it('tells a time-out from a cancel of the run', async () => {
    const run = new AbortController()
    const timed = requestSignal(20, run.signal)
    await expect(realSleep(5000, timed.signal)).rejects.toBeDefined()
    expect(timed.timedOut()).toBe(true)

    const cancelled = requestSignal(60_000, run.signal)
    const reason = new Error('Cancelled (SIGINT).')
    run.abort(reason)
    expect(cancelled.signal.aborted).toBe(true)
    expect(cancelled.signal.reason).toBe(reason)
    expect(cancelled.timedOut()).toBe(false)
  })
})
