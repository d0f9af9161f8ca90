import { describe, expect, it } from '@jest/globals'
import { formatDuration, parseDuration } from '../../src/util/duration.js'

describe('parseDuration', () => {
  it.each([
    ['90', 90_000],
    ['90s', 90_000],
    ['30m', 1_800_000],
    ['1h', 3_600_000],
    ['1.5m', 90_000],
    ['250ms', 250],
    [' 2S ', 2000]
  ])('reads %s as %d ms', (raw, ms) => {
    expect(parseDuration(raw)).toBe(ms)
  })

  it.each(['', 'soon', '-1', '1d', '1e3', '5 minutes'])('refuses %j', (raw) => {
    expect(parseDuration(raw)).toBeUndefined()
  })
})

describe('formatDuration', () => {
  it.each([
    [850, '850ms'],
    [42_000, '42s'],
    [1500, '1.5s'],
    [185_000, '3m 05s'],
    [3_720_000, '1h 02m']
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
