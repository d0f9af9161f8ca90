import { BundleError, refusal } from './errors.js'

/**
 * The fields of a tar header block and of pax records, decoded the way GNU tar reads them. Names
 * must be UTF-8: a web bundle's paths are URLs, and other bytes would be read differently by each
 * tool (two entries could merge into one file).
 */

const BLOCK = 512
const utf8 = new TextDecoder('utf-8', { fatal: true })

export function decodeName(bytes: Buffer, what: string, shown: () => string): string {
  try {
    return utf8.decode(bytes)
  } catch {
    // A web bundle's paths are URLs; other bytes would be read differently by each tool.
    throw refusal(
      shown(),
      `its ${what} is not valid UTF-8 (bytes ${bytes.toString('hex').slice(0, 64)})`
    )
  }
}

export function field(block: Buffer, offset: number, length: number): Buffer {
  const end = block.indexOf(0, offset)
  return block.subarray(offset, end === -1 || end > offset + length ? offset + length : end)
}

/** Octal with optional spaces and NULs, or GNU's base-256 for values over 8 GiB. */
export function number(block: Buffer, offset: number, length: number): number | undefined {
  const first = block[offset] ?? 0
  if (first & 0x80) {
    if (first & 0x40) return undefined // negative
    let value = first & 0x3f
    for (let i = 1; i < length; i++) value = value * 256 + (block[offset + i] ?? 0)
    return Number.isSafeInteger(value) ? value : undefined
  }
  // Read byte by byte rather than through a string: every header has several numbers, and a docs
  // site has thousands of headers. Trailing NULs and spaces go, then white space at either end
  // (JavaScript's trim() over latin-1, which the tests of odd archives were written against).
  let start = offset
  let end = offset + length
  while (end > start && (block[end - 1] === 0 || block[end - 1] === 0x20)) end--
  while (end > start && isTrimmed(block[end - 1] as number)) end--
  while (start < end && isTrimmed(block[start] as number)) start++
  let value = 0
  for (let i = start; i < end; i++) {
    const digit = (block[i] as number) - 0x30
    if (digit < 0 || digit > 7) return undefined
    value = value * 8 + digit
  }
  return value
}

/** The latin-1 bytes that String.prototype.trim() removes: tab to carriage return, space, NBSP. */
function isTrimmed(byte: number): boolean {
  return (byte >= 0x09 && byte <= 0x0d) || byte === 0x20 || byte === 0xa0
}

export function checksumOk(block: Buffer): boolean {
  const stored = number(block, 148, 8)
  let unsigned = 8 * 0x20
  let signed = 8 * 0x20
  for (let i = 0; i < BLOCK; i++) {
    if (i >= 148 && i < 156) continue
    const byte = block[i] as number
    unsigned += byte
    signed += byte > 127 ? byte - 256 : byte
  }
  // Some old tars summed signed bytes; GNU tar accepts either.
  return stored === unsigned || stored === signed
}

export interface Pax {
  path?: string
  linkpath?: string
  size?: number
  mtime?: number
}

/** Pax records: `<length> <key>=<value>\n`, lengths in bytes, values UTF-8. */
export function parsePax(body: Buffer, global: boolean): Pax {
  const pax: Pax = {}
  let at = 0
  while (at < body.length) {
    const space = body.indexOf(0x20, at)
    const length = space === -1 ? NaN : Number(body.toString('latin1', at, space))
    if (!Number.isSafeInteger(length) || length <= space - at || at + length > body.length) {
      if (body.subarray(at).every((byte) => byte === 0)) break
      throw new BundleError(
        'The bundle is not a valid tar archive (a pax extended header is malformed).'
      )
    }
    const record = body.subarray(space + 1, at + length - 1)
    at += length
    const equals = record.indexOf(0x3d)
    if (equals === -1) continue
    const key = record.toString('latin1', 0, equals)
    const raw = record.subarray(equals + 1)
    const shown = (): string => pax.path ?? '(pax header)'
    if (key.startsWith('GNU.sparse.')) {
      throw refusal(
        key === 'GNU.sparse.name' ? decodeName(raw, 'name', shown) : shown(),
        'it is a sparse file (pax GNU.sparse keys), which a static site never needs and this action does not restore'
      )
    }
    if (key === 'hdrcharset' && raw.toString('latin1') === 'BINARY') {
      throw refusal(shown(), 'its pax header declares names that are not UTF-8 (hdrcharset=BINARY)')
    }
    if (global && (key === 'path' || key === 'linkpath' || key === 'size')) {
      // GNU tar and bsdtar disagree on a global name; the action refuses rather than pick one.
      throw new BundleError(
        `The bundle was refused: a pax global header sets '${key}' for every entry, which tar tools apply differently. Nothing was installed; report the bundle to Mintlify.`
      )
    }
    if (key === 'path') pax.path = decodeName(raw, 'path', shown)
    else if (key === 'linkpath') pax.linkpath = decodeName(raw, 'link target', shown)
    else if (key === 'size') {
      const size = Number(raw.toString('latin1'))
      if (!Number.isSafeInteger(size) || size < 0) {
        throw new BundleError('The bundle is not a valid tar archive (a pax size is invalid).')
      }
      pax.size = size
    } else if (key === 'mtime') {
      const mtime = Number(raw.toString('latin1'))
      if (Number.isFinite(mtime)) pax.mtime = mtime
    }
  }
  return pax
}
