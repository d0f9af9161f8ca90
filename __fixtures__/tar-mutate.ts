/**
 * Structure-aware mutations of a tar archive for the differential fuzzer: header fields rewritten the
 * ways old and hostile tars write them, link entries given bodies, pax headers doubled or corrupted,
 * blocks dropped, doubled, swapped or cut. Each mutation says what it did, so a finding can be read.
 */
const BLOCK = 512

/** A seeded generator (mulberry32): the same seed gives the same cases. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rng = () => number
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T

export interface HeaderAt {
  /** Offset of the header block. */
  at: number
  type: string
  /** Bytes of data after the header, as its size field says. */
  size: number
}

/** The headers of an archive, walked by their size fields (stops at the end marker or a bad size). */
export function headers(tar: Buffer): HeaderAt[] {
  const out: HeaderAt[] = []
  let at = 0
  while (at + BLOCK <= tar.length) {
    const block = tar.subarray(at, at + BLOCK)
    if (block.every((b) => b === 0)) break
    const size = parseInt(block.toString('latin1', 124, 136).replace(/[^0-7]/g, '') || '0', 8)
    if (!Number.isSafeInteger(size)) break
    out.push({ at, type: String.fromCharCode(block[156] as number), size })
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK
  }
  return out
}

/** Recomputes a header's checksum in place, as a packer would have written it. */
export function fixChecksum(tar: Buffer, at: number): void {
  tar.write('        ', at + 148, 'latin1')
  let sum = 0
  for (let i = at; i < at + BLOCK; i++) sum += tar[i] as number
  tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, at + 148, 'latin1')
}

/** A ustar header block with the given fields (name, type, size, linkname), checksum set. */
export function header(fields: {
  name: string
  type: string
  size?: number
  linkname?: string
  mode?: number
}): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(fields.name, 0, 100, 'utf8')
  block.write(`${(fields.mode ?? 0o644).toString(8).padStart(7, '0')}\0`, 100, 'latin1')
  block.write('0000000\0', 108, 'latin1')
  block.write('0000000\0', 116, 'latin1')
  block.write(`${(fields.size ?? 0).toString(8).padStart(11, '0')}\0`, 124, 'latin1')
  block.write('15000000000\0', 136, 'latin1')
  block.write(fields.type, 156, 'latin1')
  if (fields.linkname) block.write(fields.linkname, 157, 100, 'utf8')
  block.write('ustar\x0000', 257, 'latin1')
  fixChecksum(block, 0)
  return block
}

/** A pax extended header (`x`) with its records, padded to whole blocks. */
export function paxHeader(records: Record<string, string>, type = 'x'): Buffer {
  const body = Buffer.concat(
    Object.entries(records).map(([key, value]) => {
      const rest = ` ${key}=${value}\n`
      let length = Buffer.byteLength(rest) + 1
      while (String(length).length + Buffer.byteLength(rest) !== length) length++
      return Buffer.from(`${length}${rest}`)
    })
  )
  return Buffer.concat([header({ name: 'PaxHeaders/x', type, size: body.length }), pad(body)])
}

/** A pax header whose record lengths are written in hex (`0x1b path=…`), as no tar writes them. */
export function paxHeaderHex(records: Record<string, string>, type = 'x'): Buffer {
  const body = Buffer.concat(
    Object.entries(records).map(([key, value]) => {
      const rest = ` ${key}=${value}\n`
      let length = Buffer.byteLength(rest) + 3
      while (`0x${length.toString(16)}`.length + Buffer.byteLength(rest) !== length) length++
      return Buffer.from(`0x${length.toString(16)}${rest}`)
    })
  )
  return Buffer.concat([header({ name: 'PaxHeaders/x', type, size: body.length }), pad(body)])
}

function pad(body: Buffer): Buffer {
  return Buffer.concat([body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK)])
}

const FIELDS = {
  name: [0, 100],
  mode: [100, 8],
  size: [124, 12],
  mtime: [136, 12],
  linkname: [157, 100],
  magic: [257, 8],
  prefix: [345, 155]
} as const

/** A number written the odd ways real tars write numbers, or a broken way. */
function numberVariant(rng: Rng, value: number, length: number): { bytes: Buffer; how: string } {
  const octal = value.toString(8)
  const width = length - 1
  const variants: [string, () => Buffer][] = [
    ['leading NUL', () => Buffer.from(`\0${octal.padStart(width - 1, '0')}`, 'latin1')],
    ['NUL then garbage', () => Buffer.from(`${octal}\0zz9`, 'latin1')],
    ['space then garbage', () => Buffer.from(`${octal} 7x`, 'latin1')],
    ['leading blanks', () => Buffer.from(`${octal.padStart(width, ' ')}`, 'latin1')],
    ['tab and newline around', () => Buffer.from(`\t${octal}\n`, 'latin1')],
    ['blanks only', () => Buffer.from(' '.repeat(length), 'latin1')],
    ['all NUL', () => Buffer.alloc(length)],
    ['a non-octal digit', () => Buffer.from(`${octal}8`.padStart(width, '0'), 'latin1')],
    ['no terminator', () => Buffer.from(octal.padStart(length, '0'), 'latin1')],
    [
      'base-256',
      () => {
        const b = Buffer.alloc(length)
        b[0] = 0x80
        b.writeUIntBE(value, length - 6, 6)
        return b
      }
    ],
    ['negative base-256', () => Buffer.alloc(length, 0xff)],
    ['NBSP before', () => Buffer.from(`\xa0${octal}`, 'latin1')],
    ['another number', () => Buffer.from(`${Math.floor(rng() * 4096).toString(8)}\0`, 'latin1')]
  ]
  const [how, make] = pick(rng, variants)
  return { bytes: make().subarray(0, length), how }
}

function nameVariant(
  rng: Rng,
  tar: Buffer,
  all: HeaderAt[],
  current: Buffer
): { bytes: Buffer; how: string } {
  const other = pick(rng, all)
  const variants: [string, () => Buffer][] = [
    [
      'NUL inside',
      () => Buffer.concat([current.subarray(0, 3), Buffer.from([0]), current.subarray(3)])
    ],
    ['a .. part', () => Buffer.from(`../${current.toString('latin1')}`, 'latin1')],
    ['absolute', () => Buffer.from(`/${current.toString('latin1')}`, 'latin1')],
    ["another entry's name", () => tar.subarray(other.at, other.at + 100)],
    [
      'a byte that is not UTF-8',
      () => Buffer.concat([current.subarray(0, 2), Buffer.from([0xff]), current.subarray(2)])
    ],
    ['a trailing slash', () => Buffer.concat([current, Buffer.from('/')])],
    ['a trailing /.', () => Buffer.concat([current, Buffer.from('/.')])],
    ['upper case', () => Buffer.from(current.toString('latin1').toUpperCase(), 'latin1')],
    ['empty', () => Buffer.alloc(0)]
  ]
  const [how, make] = pick(rng, variants)
  return { bytes: make(), how }
}

const TYPES = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  'g',
  'x',
  'L',
  'K',
  'V',
  'S',
  'D',
  'M',
  'N',
  '\0',
  'Z'
]

export interface Mutation {
  tar: Buffer
  how: string
}

/** One mutation of `source`, chosen by `rng`. */
export function mutate(source: Buffer, rng: Rng): Mutation {
  const tar = Buffer.from(source)
  const all = headers(tar)
  if (all.length === 0) return { tar, how: 'unchanged (no header)' }
  const target = pick(rng, all)
  const kind = pick(rng, [
    'field',
    'field',
    'type',
    'link body',
    'pax twice',
    'pax record',
    'blocks',
    'empty'
  ] as const)
  switch (kind) {
    case 'field': {
      const [name, [offset, length]] = pick(rng, Object.entries(FIELDS))
      const at = target.at + offset
      let change: { bytes: Buffer; how: string }
      if (name === 'name' || name === 'linkname' || name === 'prefix') {
        const end = tar.indexOf(0, at)
        const current = tar.subarray(at, end === -1 || end > at + length ? at + length : end)
        change = nameVariant(rng, tar, all, Buffer.from(current))
      } else {
        const value = parseInt(
          tar.toString('latin1', at, at + length).replace(/[^0-7]/g, '') || '0',
          8
        )
        change = numberVariant(rng, value, length)
      }
      tar.fill(0, at, at + length)
      change.bytes.copy(tar, at, 0, Math.min(length, change.bytes.length))
      const keepSum = rng() < 0.9
      if (keepSum) fixChecksum(tar, target.at)
      return {
        tar,
        how: `${name} of the ${target.type} header at ${target.at}: ${change.how}${keepSum ? '' : ', checksum left stale'}`
      }
    }
    case 'type': {
      const type = pick(rng, TYPES)
      tar.write(type, target.at + 156, 'latin1')
      fixChecksum(tar, target.at)
      return {
        tar,
        how: `type of the header at ${target.at}: '${target.type}' -> '${JSON.stringify(type)}'`
      }
    }
    case 'link body': {
      const links = all.filter((h) => h.type === '1' || h.type === '2')
      const link = links.length > 0 ? pick(rng, links) : target
      const hidden = Buffer.concat([
        header({ name: 'smuggled.html', type: '0', size: 5 }),
        pad(Buffer.from('hello'))
      ])
      const blocks = hidden.length / BLOCK
      tar.write(`${(blocks * BLOCK).toString(8).padStart(11, '0')}\0`, link.at + 124, 'latin1')
      fixChecksum(tar, link.at)
      const after = link.at + BLOCK + Math.ceil(link.size / BLOCK) * BLOCK
      return {
        tar: Buffer.concat([tar.subarray(0, after), hidden, tar.subarray(after)]),
        how: `the '${link.type}' entry at ${link.at} declares ${blocks * BLOCK} bytes, a file header after it`
      }
    }
    case 'pax twice': {
      const extra = paxHeader(
        pick<Record<string, string>>(rng, [
          { path: 'a.txt' },
          { mtime: '1700000000' },
          { linkpath: 'x' },
          { comment: 'hi' }
        ])
      )
      return {
        tar: Buffer.concat([tar.subarray(0, target.at), extra, tar.subarray(target.at)]),
        how: `a pax header inserted before the '${target.type}' header at ${target.at}`
      }
    }
    case 'pax record': {
      const paxes = all.filter((h) => h.type === 'x' || h.type === 'g')
      if (paxes.length === 0) {
        // Lengths in hex: JavaScript's Number() reads `0x1b`, GNU tar wants decimal digits.
        const hex = rng() < 0.2
        const extra = (hex ? paxHeaderHex : paxHeader)(
          pick<Record<string, string>>(rng, [
            { path: 'renamed.html' },
            { size: '3' },
            // What JavaScript's Number() reads as 0 and GNU tar rejects.
            { size: '0x0' },
            { size: '' },
            { size: '0e0' },
            { path: 'a\0b' },
            { linkpath: '../../x' },
            { 'GNU.sparse.major': '1' }
          ])
        )
        return {
          tar: Buffer.concat([tar.subarray(0, target.at), extra, tar.subarray(target.at)]),
          how: `a pax header${hex ? ' with lengths in hex' : ''} added before the header at ${target.at}`
        }
      }
      const pax = pick(rng, paxes)
      const body = tar.subarray(pax.at + BLOCK, pax.at + BLOCK + pax.size)
      const i = Math.floor(rng() * Math.max(1, body.length))
      const how = pick(rng, ['a length digit', 'a byte', 'the last newline'] as const)
      if (how === 'the last newline' && body.length > 0) body[body.length - 1] = 0x20
      else if (how === 'a length digit') body[0] = 0x30 + Math.floor(rng() * 10)
      else body[i] = Math.floor(rng() * 256)
      return { tar, how: `${how} of the pax header at ${pax.at} changed` }
    }
    case 'blocks': {
      const count = Math.floor(tar.length / BLOCK)
      const i = Math.floor(rng() * count)
      const op = pick(rng, ['drop', 'double', 'swap', 'zero', 'cut'] as const)
      const before = tar.subarray(0, i * BLOCK)
      const block = tar.subarray(i * BLOCK, (i + 1) * BLOCK)
      const after = tar.subarray((i + 1) * BLOCK)
      const next = after.subarray(0, BLOCK)
      const out =
        op === 'drop'
          ? Buffer.concat([before, after])
          : op === 'double'
            ? Buffer.concat([before, block, block, after])
            : op === 'swap'
              ? Buffer.concat([before, next, block, after.subarray(BLOCK)])
              : op === 'zero'
                ? Buffer.concat([before, Buffer.alloc(BLOCK), block, after])
                : before
      return { tar: out, how: `block ${i}: ${op}` }
    }
    case 'empty': {
      const variants: [string, Buffer][] = [
        ['only the end marker', Buffer.alloc(2 * BLOCK)],
        ['nothing at all', Buffer.alloc(0)],
        [
          'only a global header',
          Buffer.concat([paxHeader({ comment: 'x' }, 'g'), Buffer.alloc(2 * BLOCK)])
        ],
        [
          'only a long-name header',
          Buffer.concat([
            header({ name: '././@LongLink', type: 'L', size: 4 }),
            pad(Buffer.from('abc\0')),
            Buffer.alloc(2 * BLOCK)
          ])
        ],
        [
          'only folders',
          Buffer.concat([
            header({ name: 'docs/', type: '5', mode: 0o755 }),
            Buffer.alloc(2 * BLOCK)
          ])
        ]
      ]
      const [how, bytes] = pick(rng, variants)
      return { tar: bytes, how }
    }
  }
}
