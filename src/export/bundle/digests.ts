import { createHash, type Hash } from 'node:crypto'
import { TitleReader } from '../../util/page-title.js'

const DIGEST_BYTES = 32
/** Per file: its digest, then its size as a double. */
const ENTRY_BYTES = DIGEST_BYTES + 8

/** A file of the extracted site as the manifest lists it. */
export interface FileDigest {
  size: number
  /** SHA-256 of its bytes, hex. */
  sha256: string
  /** A page's `<title>`, when it has one. */
  title?: string
}

/**
 * The SHA-256 of every regular file as its body streams through the engine, so the manifest needs
 * no second read of the site. Kept by the policy's name id in one growing buffer (40 bytes a file,
 * no object per file): a later entry of the same name keeps its id and replaces its digest, and a
 * hard link takes its source's digest as the disk then has it. Titles are read for HTML files only.
 */
export class SiteDigests {
  private digests = Buffer.alloc(ENTRY_BYTES * 1024)
  private readonly titles = new Map<number, string>()
  private hash: Hash | undefined
  private title: TitleReader | undefined
  private id = 0
  private size = 0

  /** A regular file of `size` bytes is about to stream. */
  file(id: number, rel: string, size: number): void {
    this.hash = createHash('sha256')
    this.id = id
    this.size = size
    this.titles.delete(id)
    this.title = /\.html?$/i.test(rel) ? new TitleReader() : undefined
  }

  /** A hard link: the same bytes as its source. */
  link(id: number, sourceId: number): void {
    this.room(id)
    this.digests.copy(
      this.digests,
      id * ENTRY_BYTES,
      sourceId * ENTRY_BYTES,
      (sourceId + 1) * ENTRY_BYTES
    )
    const title = this.titles.get(sourceId)
    if (title === undefined) this.titles.delete(id)
    else this.titles.set(id, title)
  }

  data(piece: Buffer): void {
    this.hash?.update(piece)
    this.title?.data(piece)
  }

  end(): void {
    if (!this.hash) return
    this.room(this.id)
    this.hash.digest().copy(this.digests, this.id * ENTRY_BYTES)
    this.digests.writeDoubleLE(this.size, this.id * ENTRY_BYTES + DIGEST_BYTES)
    const title = this.title?.title()
    if (title !== undefined) this.titles.set(this.id, title)
    this.hash = undefined
    this.title = undefined
  }

  /** What was read of file `id`. */
  get(id: number): FileDigest {
    const at = id * ENTRY_BYTES
    const sha256 = this.digests.toString('hex', at, at + DIGEST_BYTES)
    const size = this.digests.readDoubleLE(at + DIGEST_BYTES)
    const title = this.titles.get(id)
    return title === undefined ? { size, sha256 } : { size, sha256, title }
  }

  private room(id: number): void {
    if ((id + 1) * ENTRY_BYTES <= this.digests.length) return
    const grown = Buffer.alloc(Math.max(this.digests.length * 2, (id + 1) * ENTRY_BYTES))
    this.digests.copy(grown)
    this.digests = grown
  }
}
