import { describe, expect, it } from '@jest/globals'
import { formatBytes, parseSize } from '../../src/util/size.js'

describe('parseSize', () => {
  it.each([
    ['1048576', 1048576],
    ['500MiB', 500 * 1024 ** 2],
    ['20GiB', 20 * 1024 ** 3],
    ['20g', 20 * 1024 ** 3],
    ['2TB', 2 * 1000 ** 4],
    ['1.5 GB', 1.5 * 1000 ** 3],
    [' 64kib ', 64 * 1024]
  ])('reads %s', (raw, bytes) => {
    expect(parseSize(raw)).toBe(bytes)
  })

  it.each(['', 'lots', '20 parsecs', '-1GiB', '1e9', '99999999999TiB'])('refuses %j', (raw) => {
    expect(parseSize(raw)).toBeUndefined()
  })
})

describe('formatBytes', () => {
  it('shows sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(18_432_000)).toBe('17.6 MiB')
    expect(formatBytes(20 * 1024 ** 3)).toBe('20.0 GiB')
  })
})
