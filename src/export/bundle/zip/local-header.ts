/**
 * A local file header against its central directory record. The central directory decides what the
 * archive holds; a local header that tells another story (another name, method, size or CRC) is how
 * an archive shows one thing to a streaming reader and another to a seeking one, so it is refused.
 */
import { refusal } from '../errors.js'
import type { ZipEntry } from './directory.js'

export const LOCAL_SIGNATURE = 0x04034b50
export const LOCAL_FIXED_BYTES = 30
const DESCRIPTOR_FLAG = 0x8
const ENCRYPTED_FLAG = 0x1

export interface LocalHeader {
  /** Where the entry's data starts. */
  dataStart: number
  /** Bytes of name and extra field after the fixed part. */
  variableBytes: number
}

/** The name and extra lengths of the header whose fixed part is `fixed` (for reading the rest). */
export function variableLength(fixed: Buffer): number {
  return fixed.readUInt16LE(26) + fixed.readUInt16LE(28)
}

/** The zip64 extra field's values in a local header's extra bytes, in their order of need. */
function zip64Values(extra: Buffer): bigint[] | undefined {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at)
    const size = extra.readUInt16LE(at + 2)
    if (id === 0x0001) {
      const values: bigint[] = []
      for (let i = at + 4; i + 8 <= Math.min(extra.length, at + 4 + size); i += 8) {
        values.push(extra.readBigUInt64LE(i))
      }
      return values
    }
    at += 4 + size
  }
  return undefined
}

/**
 * Checks the local header (`bytes`: its fixed part, name and extra field) of `entry` at `offset`.
 * Returns where the data starts, and whether a zip64 extra is there (sizes in the descriptor are
 * then 8 bytes).
 */
export function checkLocalHeader(
  entry: ZipEntry,
  label: string,
  bytes: Buffer
): { dataStart: number; zip64: boolean } {
  if (bytes.readUInt32LE(0) !== LOCAL_SIGNATURE) {
    throw refusal(
      label,
      `no local file header where the central directory says it starts (offset ${entry.offset})`
    )
  }
  const flags = bytes.readUInt16LE(6)
  const method = bytes.readUInt16LE(8)
  const nameLength = bytes.readUInt16LE(26)
  const extraLength = bytes.readUInt16LE(28)
  const name = bytes.subarray(LOCAL_FIXED_BYTES, LOCAL_FIXED_BYTES + nameLength)
  const extra = bytes.subarray(
    LOCAL_FIXED_BYTES + nameLength,
    LOCAL_FIXED_BYTES + nameLength + extraLength
  )
  if (!name.equals(entry.nameRaw)) {
    throw refusal(
      label,
      `its local header names it '${name.toString('latin1').slice(0, 200)}': the local header and the central directory disagree on its name`
    )
  }
  if (method !== entry.method) {
    throw refusal(
      label,
      `its local header says compression method ${method}, the central directory ${entry.method}`
    )
  }
  if ((flags & ENCRYPTED_FLAG) !== (entry.flags & ENCRYPTED_FLAG)) {
    throw refusal(
      label,
      'its local header and the central directory disagree on whether it is encrypted'
    )
  }
  const zip64 = zip64Values(extra)
  let next = 0
  const stated = (value: number, field: string, central: number): void => {
    // Zero with the descriptor flag: the value is in the data descriptor after the data.
    if (value === 0 && flags & DESCRIPTOR_FLAG) return
    let actual: number | bigint = value
    if (value === 0xffffffff && zip64 && field !== 'CRC-32') actual = zip64[next++] ?? value
    if (Number(actual) !== central) {
      throw refusal(
        label,
        `its local header states a ${field} of ${actual}, the central directory ${central}`
      )
    }
  }
  stated(bytes.readUInt32LE(14), 'CRC-32', entry.crc32)
  // The zip64 field holds the uncompressed size first, then the compressed one.
  const compressed = bytes.readUInt32LE(18)
  const uncompressed = bytes.readUInt32LE(22)
  stated(uncompressed, 'size', entry.uncompressedSize)
  stated(compressed, 'compressed size', entry.compressedSize)
  return {
    dataStart: entry.offset + LOCAL_FIXED_BYTES + nameLength + extraLength,
    zip64: zip64 !== undefined
  }
}

export const DESCRIPTOR_SIGNATURE = 0x08074b50

/** Whether the entry's local header says a data descriptor follows its data. */
export function hasDescriptor(flags: number): boolean {
  return (flags & DESCRIPTOR_FLAG) !== 0
}

/**
 * Checks the data descriptor at the start of `bytes` (up to 24 bytes from the end of the data)
 * against the central directory; returns its length. With or without its optional signature; the
 * sizes are 8 bytes each for a zip64 entry.
 */
export function checkDescriptor(
  entry: ZipEntry,
  label: string,
  bytes: Buffer,
  zip64: boolean
): number {
  const signed = bytes.length >= 4 && bytes.readUInt32LE(0) === DESCRIPTOR_SIGNATURE
  const at = signed ? 4 : 0
  const sizeBytes = zip64 ? 8 : 4
  const length = at + 4 + 2 * sizeBytes
  if (bytes.length < length) {
    throw refusal(label, 'its data descriptor is cut off')
  }
  const crc = bytes.readUInt32LE(at)
  const read = (i: number): number =>
    zip64 ? Number(bytes.readBigUInt64LE(i)) : bytes.readUInt32LE(i)
  const compressed = read(at + 4)
  const uncompressed = read(at + 4 + sizeBytes)
  if (
    crc !== entry.crc32 ||
    compressed !== entry.compressedSize ||
    uncompressed !== entry.uncompressedSize
  ) {
    throw refusal(
      label,
      'its data descriptor and the central directory disagree on its CRC-32 or sizes'
    )
  }
  return length
}
