import { describe, expect, it } from '@jest/globals'
import { number } from '../../../src/export/bundle/tar-fields.js'

/** A 12-byte numeric field as a packer writes it. */
function fieldOf(text: string | number[]): Buffer {
  const block = Buffer.alloc(12)
  if (typeof text === 'string') block.write(text, 'latin1')
  else Buffer.from(text).copy(block)
  return block
}

describe('number (tar numeric fields, read as GNU tar reads them)', () => {
  it.each([
    ['GNU and ustar: octal ending in NUL', '00000001750\0', 0o1750],
    ['old tars: octal ending in a space', '00000001750 ', 0o1750],
    ['v7: leading spaces, then space and NUL', '     1750 \0', 0o1750],
    ['busybox: no terminator', '000000017500', 0o17500],
    ['tabs and other white space around', '\t 1750\t', 0o1750],
    ['all NUL: zero', '', 0],
    ['all spaces: zero', '           ', 0]
  ])('%s', (_label, text, value) => {
    expect(number(fieldOf(text), 0, 12)).toBe(value)
  })

  it('reads base-256 (GNU, for sizes over 8 GiB) and refuses negative base-256', () => {
    expect(number(fieldOf([0x80, 0, 0, 0, 0, 0, 0, 0, 0x02, 0, 0, 0]), 0, 12)).toBe(2 * 256 ** 3)
    expect(number(fieldOf([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 0, 12)).toBeUndefined()
  })

  it.each([
    ['a digit that is not octal', '00000001780\0'],
    ['a letter', '0000000x750\0'],
    ['a NUL inside the digits', '0001\x000750 \t'],
    ['a sign', '-0000001750\0']
  ])('refuses %s', (_label, text) => {
    expect(number(fieldOf(text), 0, 12)).toBeUndefined()
  })
})
