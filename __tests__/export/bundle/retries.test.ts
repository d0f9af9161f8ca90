import { describe, expect, it } from '@jest/globals'
import { FakeClock } from '../../../__fixtures__/clock.js'
import { BundleError } from '../../../src/export/bundle/errors.js'
import { DownloadRetries } from '../../../src/export/bundle/retries.js'
import { Deadline } from '../../../src/util/time.js'

function retries(budgetMs = 600_000, maxRetries = 3) {
  const clock = new FakeClock()
  const logs: string[] = []
  const budget = new DownloadRetries({
    maxRetries,
    // No jitter, so the pauses can be named: half of 1 s, 2 s, 4 s ... capped at 8 s.
    backoff: { baseMs: 1000, capMs: 8000, random: () => 0 },
    deadline: new Deadline(clock, budgetMs),
    sleep: clock.sleep,
    signal: undefined,
    log: (message) => logs.push(message),
    budget: '10m'
  })
  return { budget, clock, logs }
}

describe('DownloadRetries', () => {
  it('gives up after maxRetries failures in a row with no byte gained, backing off each time', async () => {
    const { budget, clock, logs } = retries()
    for (let i = 0; i < 3; i++) await budget.pause('the connection was cut', 1000)
    expect(clock.sleeps).toEqual([500, 1000, 2000])
    expect(logs[0]).toBe('Downloading the bundle: the connection was cut. Trying again in 0.5s.')
    await expect(budget.pause('the connection was cut', 1000)).rejects.toThrow(
      new BundleError(
        'Downloading the bundle failed: the connection was cut, 4 times in a row with no progress. Re-run the step.'
      )
    )
  })

  it('keeps going while each try gets further, however often it fails', async () => {
    const { budget, clock } = retries()
    for (let received = 1; received <= 20; received++) await budget.pause('cut', received * 1000)
    // Every pause is the first of a new run of failures.
    expect(clock.sleeps).toEqual(Array(20).fill(500))
  })

  it('measures progress from byte 0 again after the download starts over', async () => {
    const { budget, clock } = retries()
    await budget.pause('cut', 5000)
    await budget.pause('cut', 5000)
    budget.startedOver()
    await budget.pause('cut', 100)
    expect(clock.sleeps).toEqual([500, 1000, 500])
  })

  it("never sleeps past the step's deadline", async () => {
    const { budget, clock } = retries(1200)
    await budget.pause('cut', 0)
    await expect(budget.pause('cut', 0)).rejects.toThrow(
      "Downloading the bundle failed: cut; the step's timeout (10m) leaves no time to try again."
    )
    expect(clock.sleeps).toEqual([500])
  })

  it('does not pause when no try would fit after the pause', async () => {
    // 500 ms of pause would leave 200 ms: less than MIN_TRY_MS for the try itself.
    const { budget, clock } = retries(700)
    await expect(budget.pause('cut', 0)).rejects.toThrow(/leaves no time to try again/)
    expect(clock.sleeps).toEqual([])
  })
})
