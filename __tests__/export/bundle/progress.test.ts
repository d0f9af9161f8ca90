import { describe, expect, it } from '@jest/globals'
import { DownloadProgress } from '../../../src/export/bundle/progress.js'
import { FakeClock } from '../../../__fixtures__/clock.js'

const MiB = 1024 * 1024

/** Feeds `total` bytes in `chunk`-byte pieces, one every `everyMs` of fake time. */
function feed(total: number | undefined, size: number, chunk: number, everyMs: number): string[] {
  const clock = new FakeClock()
  const lines: string[] = []
  const progress = new DownloadProgress(clock, total, (line) => lines.push(line))
  for (let received = chunk; received <= size; received += chunk) {
    clock.current += everyMs
    progress.update(received)
  }
  return lines
}

describe('DownloadProgress', () => {
  it('says each tenth of a fast download, with the rate, and not the end', () => {
    // 100 MiB in 1 MiB chunks, 10 ms apart: a second in all, so only the tenths speak.
    const lines = feed(100 * MiB, 100 * MiB, MiB, 10)
    expect(lines).toHaveLength(9)
    expect(lines[0]).toBe('Downloaded 10% (10.0 MiB of 100.0 MiB, 100.0 MiB/s).')
    expect(lines.at(-1)).toBe('Downloaded 90% (90.0 MiB of 100.0 MiB, 100.0 MiB/s).')
  })

  it('speaks every 10 s of a slow download, between the tenths', () => {
    // 10 MiB at 16 KiB/s: ten minutes, so a line at least every 10 s.
    const lines = feed(10 * MiB, 10 * MiB, 16 * 1024, 1000)
    expect(lines.length).toBeGreaterThanOrEqual(60)
    expect(lines.length).toBeLessThanOrEqual(70)
    expect(lines[0]).toBe('Downloaded 1% (160.0 KiB of 10.0 MiB, 16.0 KiB/s).')
  })

  it('gives bytes and rate alone when the size was not announced', () => {
    const lines = feed(undefined, 30 * MiB, MiB, 1000)
    expect(lines[0]).toBe('Downloaded 10.0 MiB (1.0 MiB/s).')
    expect(lines).toHaveLength(3)
  })
})
