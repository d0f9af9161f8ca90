/**
 * Zips written byte by byte, so a test can make each field say what an attack needs (a local header
 * that disagrees with the central directory, entries that overlap, a wrong CRC). Valid by default.
 */
import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipSpec {
  name: string
  data?: Buffer | string
  /** 0 stored, 8 deflate (default), or another method number as written. */
  method?: number
  /** The local header's name, when it should differ. */
  localName?: string
  flags?: number
  /** Unix mode (type and permission bits) in the external attributes, made on Unix. */
  unixMode?: number
  /** A data descriptor after the data (the local header's CRC and sizes are then zero). */
  descriptor?: 'signed' | 'unsigned'
  /** Field overrides, central and local alike unless only one is named. */
  crc?: number
  size?: number
  compressedSize?: number
  localSize?: number
  localCrc?: number
  /** Where the central directory says the local header is, when it should lie. */
  offset?: number
  /** Write sizes in a zip64 extra field (0xFFFFFFFF in the headers). */
  zip64?: boolean
  /** Bytes written before this entry's local header. */
  gapBefore?: Buffer
  /** Not written as a local entry: the central record points elsewhere (with `offset`). */
  centralOnly?: boolean
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(n)
  return b
}
function u32(n: number): Buffer {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}
function u64(n: number): Buffer {
  const b = Buffer.alloc(8)
  b.writeBigUInt64LE(BigInt(n))
  return b
}

export function buildZip(specs: ZipSpec[], options: { prefix?: Buffer } = {}): Buffer {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let at = 0
  const push = (b: Buffer): void => {
    parts.push(b)
    at += b.length
  }
  if (options.prefix) push(options.prefix)
  for (const spec of specs) {
    const data = Buffer.from(spec.data ?? '')
    const method = spec.method ?? 8
    const body = method === 8 ? deflateRawSync(data) : data
    const crc = spec.crc ?? crc32(data)
    const size = spec.size ?? data.length
    const compressedSize = spec.compressedSize ?? body.length
    const name = Buffer.from(spec.name, 'utf8')
    const localName = Buffer.from(spec.localName ?? spec.name, 'utf8')
    let flags = spec.flags ?? 0x800
    if (spec.descriptor) flags |= 0x8
    if (spec.gapBefore) push(spec.gapBefore)
    const offset = spec.offset ?? at
    const zip64Extra = spec.zip64
      ? Buffer.concat([u16(1), u16(16), u64(size), u64(compressedSize)])
      : Buffer.alloc(0)
    if (!spec.centralOnly) {
      const hidden = spec.descriptor !== undefined
      push(
        Buffer.concat([
          u32(0x04034b50),
          u16(spec.zip64 ? 45 : 20),
          u16(flags),
          u16(method),
          u16(0),
          u16(0x5b21),
          u32(hidden ? 0 : (spec.localCrc ?? crc)),
          u32(hidden ? 0 : spec.zip64 ? 0xffffffff : compressedSize),
          u32(hidden ? 0 : spec.zip64 ? 0xffffffff : (spec.localSize ?? size)),
          u16(localName.length),
          u16(zip64Extra.length),
          localName,
          zip64Extra
        ])
      )
      push(body)
      if (spec.descriptor) {
        const sizes = spec.zip64
          ? [u64(compressedSize), u64(spec.localSize ?? size)]
          : [u32(compressedSize), u32(spec.localSize ?? size)]
        push(
          Buffer.concat([
            ...(spec.descriptor === 'signed' ? [u32(0x08074b50)] : []),
            u32(spec.localCrc ?? crc),
            ...sizes
          ])
        )
      }
    }
    const unix = spec.unixMode !== undefined
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(unix ? (3 << 8) | 30 : 20),
        u16(spec.zip64 ? 45 : 20),
        u16(flags),
        u16(method),
        u16(0),
        u16(0x5b21),
        u32(crc),
        u32(spec.zip64 ? 0xffffffff : compressedSize),
        u32(spec.zip64 ? 0xffffffff : size),
        u16(name.length),
        u16(zip64Extra.length),
        u16(0),
        u16(0),
        u16(0),
        u32(unix ? ((spec.unixMode as number) << 16) >>> 0 : 0),
        u32(offset),
        name,
        zip64Extra
      ])
    )
  }
  const centralOffset = at
  const directory = Buffer.concat(central)
  return Buffer.concat([
    ...parts,
    directory,
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(specs.length),
    u16(specs.length),
    u32(directory.length),
    u32(centralOffset),
    u16(0)
  ])
}
