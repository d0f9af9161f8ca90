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
    ['blanks then a NUL: zero, as in GNU tar', ' '.repeat(11), 0],
    ['a leading NUL (a tar whose previous field overflowed)', '\x000000001750', 0o1750],
    ['digits end at a NUL; what follows is ignored', '0001\x000750 \t', 0o1],
    ['digits end at a space; what follows is ignored', '1750 xyz', 0o1750],
    ['digits end at a newline', '1750\n99', 0o1750]
  ])('%s', (_label, text, value) => {
    expect(number(fieldOf(text), 0, 12)).toBe(value)
  })

  it('reads base-256 (GNU, for sizes over 8 GiB) and refuses negative base-256', () => {
    expect(number(fieldOf([0x80, 0, 0, 0, 0, 0, 0, 0, 0x02, 0, 0, 0]), 0, 12)).toBe(2 * 256 ** 3)
    expect(number(fieldOf([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 0, 12)).toBeUndefined()
  })

  it('takes no base-256 in the checksum (octal only, as GNU tar reads it)', () => {
    expect(number(fieldOf([0x80, 0, 0, 0, 0, 0, 0, 1]), 0, 8, true)).toBeUndefined()
  })

  it.each([
    ['blanks to the end of the field', ' '.repeat(12)],
    ['a digit that is not octal', '00000001780\0'],
    ['a letter after the digits', '0000000x750\0'],
    ['a sign (base-64 of 1999 test versions)', '-0000001750\0'],
    ['a no-break space before the digits (not a C blank)', '\xa01750'],
    ['a high byte that is not base-256', [0x81, 0, 0, 0]]
  ])('refuses %s', (_label, text) => {
    expect(number(fieldOf(text), 0, 12)).toBeUndefined()
  })
})
