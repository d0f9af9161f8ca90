/**
 * What an archive is, read from its first bytes, never from its name: Mintlify's CLI writes zips,
 * the export API gzip'd tarballs, and one of its drafts names the bundle `export.zip`.
 */
export type ArchiveFormat = 'gzip' | 'zip'

/** Bytes needed to tell the formats apart. */
export const SNIFF_BYTES = 4

/** The format of an archive starting with `head`, or undefined when it is neither. */
export function sniffFormat(head: Uint8Array): ArchiveFormat | undefined {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip'
  // A local file header, or the end record of an empty zip.
  if (head[0] === 0x50 && head[1] === 0x4b) {
    if ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6)) return 'zip'
  }
  return undefined
}

/** The first bytes, for a message about a file that is neither format. */
export function describeHead(head: Uint8Array): string {
  if (head.length === 0) return 'it is empty'
  const hex = Buffer.from(head.subarray(0, 8))
    .toString('hex')
    .replace(/(..)(?!$)/g, '$1 ')
  return `it starts with the bytes ${hex}`
}
