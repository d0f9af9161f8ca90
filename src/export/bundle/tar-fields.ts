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

/**
 * A numeric header field as GNU tar's from_header reads it: one leading NUL skipped (written by a tar
 * whose previous field overflowed), then blanks, then octal digits up to the first byte that is not
 * one, which must be the field's end, a NUL or a blank (what follows it is ignored); or GNU's
 * base-256 (a first byte of 0x80) for values over 8 GiB. Anything else, a field of blanks only or a
 * negative number is invalid: undefined. `octalOnly` refuses base-256, as GNU tar does for the
 * checksum. Read byte by byte rather than through a string: a docs site has thousands of headers.
 */
export function number(
  block: Buffer,
  offset: number,
  length: number,
  octalOnly = false
): number | undefined {
  const lim = offset + length
  let at = offset
  if (block[at] === 0) at++
  while (at < lim && isBlank(block[at] as number)) at++
  if (at === lim) return undefined
  const first = block[at] as number
  if (!octalOnly && (first === 0x80 || first === 0xff)) {
    if (first === 0xff) return undefined // negative base-256
    let value = 0
    for (at++; at < lim; at++) value = value * 256 + (block[at] as number)
    return Number.isSafeInteger(value) ? value : undefined
  }
  let value = 0
  for (; at < lim && isOctal(block[at] as number); at++) {
    value = value * 8 + ((block[at] as number) - 0x30)
  }
  if (at < lim && block[at] !== 0 && !isBlank(block[at] as number)) return undefined
  return Number.isSafeInteger(value) ? value : undefined
}

function isOctal(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x37
}

/** C's isspace in the C locale, which GNU tar skips: space, tab, newline, vertical tab, form feed, CR. */
function isBlank(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)
}

export function checksumOk(block: Buffer): boolean {
  const stored = number(block, 148, 8, true)
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

/**
 * A pax number as GNU tar's decode_num reads it: ASCII decimal digits only, at least one, nothing
 * else. JavaScript's Number() would also take `0x10`, `1e3`, `` and ` 7`: GNU tar rejects those, so
 * the two would read different sizes and different entries from the same bytes.
 */
export function paxDecimal(bytes: Buffer, start = 0, end = bytes.length): number | undefined {
  if (end <= start) return undefined
  let value = 0
  for (let at = start; at < end; at++) {
    const byte = bytes[at] as number
    if (byte < 0x30 || byte > 0x39) return undefined
    value = value * 10 + (byte - 0x30)
  }
  return Number.isSafeInteger(value) ? value : undefined
}

/** Pax records: `<length> <key>=<value>\n`, lengths in bytes, values UTF-8. */
export function parsePax(body: Buffer, global: boolean): Pax {
  const pax: Pax = {}
  let at = 0
  while (at < body.length) {
    const space = body.indexOf(0x20, at)
    const length = space === -1 ? undefined : paxDecimal(body, at, space)
    // A record ends with a newline inside its own length; GNU tar drops the header otherwise.
    if (
      length === undefined ||
      length <= space - at ||
      at + length > body.length ||
      body[at + length - 1] !== 0x0a
    ) {
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
      const size = paxDecimal(raw)
      if (size === undefined) {
        throw new BundleError(
          `The bundle is not a valid tar archive (a pax size is not a decimal number: '${raw.toString('latin1', 0, 40).replace(/[^\x20-\x7e]/g, '?')}'; GNU tar rejects it and reads another entry).`
        )
      }
      pax.size = size
    } else if (key === 'mtime') {
      // Seconds, maybe negative, maybe with a fraction; anything else is left unset (no tree changes).
      const text = raw.toString('latin1')
      if (/^-?[0-9]{1,20}(\.[0-9]{1,9})?$/.test(text)) pax.mtime = Number(text)
    }
  }
  return pax
}
