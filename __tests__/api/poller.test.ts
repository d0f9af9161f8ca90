import { describe, expect, it } from '@jest/globals'
import { FakeClock } from '../../__fixtures__/clock.js'
import { nextPause, pollUntil } from '../../src/api/poller.js'
import { Deadline, DeadlineExceededError } from '../../src/util/time.js'

/** A job that ends `durationMs` after polling starts; returns the number of polls and the detection lag. */
async function pollJob(durationMs: number, maxIntervalMs = 10_000, budgetMs = 3_600_000) {
  const clock = new FakeClock()
  const deadline = new Deadline(clock, budgetMs)
  let polls = 0
  const value = await pollUntil({
    poll: async () => {
      polls++
      return clock.now() >= durationMs ? 'done' : 'running'
    },
    isDone: (v) => v === 'done',
    deadline,
    maxIntervalMs,
    sleep: clock.sleep
  })
  return { value, polls, lagMs: clock.now() - durationMs, sleeps: clock.sleeps }
}

describe('pollUntil', () => {
  it('sees a job of about 4 s within 0.5 s of its end with at most 8 polls, wherever it ends', async () => {
    for (const duration of [3_800, 4_000, 4_001, 4_200, 4_499]) {
      const { polls, lagMs } = await pollJob(duration)
      expect(lagMs).toBeLessThanOrEqual(500)
      expect(polls).toBeLessThanOrEqual(8)
    }
  })

  it('starts after about a second and never pauses longer than poll-interval', async () => {
    const { sleeps } = await pollJob(600_000, 10_000)
    expect(sleeps[0]).toBe(1000)
    expect(sleeps[1]).toBe(500)
    expect(Math.max(...sleeps)).toBe(10_000)
    for (let i = 2; i < sleeps.length; i++) {
      expect(sleeps[i]).toBeGreaterThanOrEqual(sleeps[i - 1] as number)
    }
  })

  it('keeps the detection lag under a third of the run time for long jobs', async () => {
    for (const duration of [7_000, 25_000, 100_000]) {
      const { lagMs } = await pollJob(duration, 60_000)
      expect(lagMs).toBeLessThanOrEqual(duration / 3 + 1)
    }
  })

  it('never pauses past the deadline, polls once at it, then fails with the last value', async () => {
    const clock = new FakeClock()
    const deadline = new Deadline(clock, 5500)
    let polls = 0
    const error = await pollUntil({
      poll: async () => `running-${++polls}`,
      isDone: () => false,
      deadline,
      maxIntervalMs: 10_000,
      sleep: clock.sleep
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeadlineExceededError)
    expect((error as DeadlineExceededError<string>).last).toBe(`running-${polls}`)
    expect(clock.now()).toBe(5500)
  })

  it('turns a poll refused for lack of time into the deadline error with the last value', async () => {
    const clock = new FakeClock()
    let polls = 0
    const error = await pollUntil({
      poll: async () => {
        if (++polls === 3)
          throw new DeadlineExceededError('no time left for the request', undefined)
        return `running-${polls}`
      },
      isDone: () => false,
      deadline: new Deadline(clock, 60_000),
      maxIntervalMs: 1000,
      sleep: clock.sleep
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeadlineExceededError)
    expect((error as DeadlineExceededError<string>).last).toBe('running-2')
  })

  it('lets other poll errors through unchanged', async () => {
    const clock = new FakeClock()
    const promise = pollUntil({
      poll: async () => {
        throw new Error('HTTP 404')
      },
      isDone: () => false,
      deadline: new Deadline(clock, 60_000),
      maxIntervalMs: 1000,
      sleep: clock.sleep
    })
    await expect(promise).rejects.toThrow('HTTP 404')
  })

  it('stops at once when the signal aborts', async () => {
    const clock = new FakeClock()
    const controller = new AbortController()
    const promise = pollUntil({
      poll: async () => {
        controller.abort(new Error('cancelled'))
        return 'running'
      },
      isDone: () => false,
      deadline: new Deadline(clock, 60_000),
      maxIntervalMs: 1000,
      sleep: clock.sleep,
      signal: controller.signal
    })
    await expect(promise).rejects.toThrow('cancelled')
  })

  it('reports every value read', async () => {
    const clock = new FakeClock()
    const seen: string[] = []
    let n = 0
    await pollUntil({
      poll: async () => (++n >= 3 ? 'done' : 'running'),
      isDone: (v) => v === 'done',
      deadline: new Deadline(clock, 60_000),
      maxIntervalMs: 1000,
      sleep: clock.sleep,
      onPoll: (v) => seen.push(v)
    })
    expect(seen).toEqual(['running', 'running', 'done'])
  })
})

describe('nextPause', () => {
  it('is half the first pause while the job is young, then grows to the ceiling', () => {
    expect(nextPause(1000, 1000, 10_000)).toBe(500)
    expect(nextPause(4500, 1000, 10_000)).toBe(500)
    expect(nextPause(6000, 1000, 10_000)).toBe(2000)
    expect(nextPause(600_000, 1000, 10_000)).toBe(10_000)
    expect(nextPause(1000, 1000, 300)).toBe(300)
  })
})
