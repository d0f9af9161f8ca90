import { gzipSync } from 'node:zlib'
import { Header, type types } from 'tar'

export interface TarEntry {
  path: string
  type?: types.EntryTypeName
  body?: string | Buffer
  linkpath?: string
  mode?: number
}

/**
 * Builds a tar archive block by block with node-tar's Header encoder, so a test can write what a
 * packer would refuse to: absolute paths, `..`, links out of the folder, devices, FIFOs.
 */
export function makeTar(entries: TarEntry[], options: { endMarker?: boolean } = {}): Buffer {
  const blocks: Buffer[] = []
  for (const entry of entries) {
    const type = entry.type ?? 'File'
    const body = Buffer.from(entry.body ?? '')
    const size = type === 'File' ? body.length : 0
    const header = new Header({
      path: entry.path,
      type,
      size,
      linkpath: entry.linkpath,
      mode: entry.mode ?? (type === 'Directory' ? 0o755 : 0o644),
      mtime: new Date('2026-01-02T03:04:05Z')
    })
    header.encode()
    blocks.push(header.block as Buffer)
    if (size > 0) {
      blocks.push(body, Buffer.alloc((512 - (size % 512)) % 512))
    }
  }
  if (options.endMarker !== false) blocks.push(Buffer.alloc(1024))
  return Buffer.concat(blocks)
}

export function makeTarGz(entries: TarEntry[], options: { endMarker?: boolean } = {}): Buffer {
  return gzipSync(makeTar(entries, options))
}
