import { describe, expect, it } from '@jest/globals'
import {
  counted,
  formatDuration,
  formatFromNow,
  formatMoment,
  parseDuration
} from '../../src/util/duration.js'

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

describe('formatFromNow, formatMoment and counted (for people)', () => {
  it.each([
    [400, 'in 1 s'],
    [59_400, 'in 59 s'],
    [59_600, 'in 1 min'],
    [3_599_000, 'in 1 h'],
    [29 * 60_000, 'in 29 min'],
    [47 * 3_600_000, 'in 47 h'],
    [72 * 3_600_000, 'in 3 days'],
    [-90_000, '2 min ago']
  ])('%d ms from now is %s', (ms, text) => {
    expect(formatFromNow(ms)).toBe(text)
  })

  it('gives the time of day in UTC, with the date when it is not today', () => {
    const now = Date.parse('2026-11-25T08:56:00Z')
    expect(formatMoment('2026-11-25T09:56:00.123Z', now)).toBe('09:56 UTC (in 1 h)')
    expect(formatMoment('2026-11-26T09:56:00Z', now)).toBe('2026-11-26 09:56 UTC (in 25 h)')
    expect(formatMoment('soon', now)).toBeUndefined()
  })

  it('counts with the right number', () => {
    expect(counted(1, 'page')).toBe('1 page')
    expect(counted(0, 'page')).toBe('0 pages')
    expect(counted(2, 'archive entry', 'archive entries')).toBe('2 archive entries')
  })
})
