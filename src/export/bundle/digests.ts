import { TitleReader } from '../../util/page-title.js'
import { AppendedBytes } from '../../util/byte-table.js'
import {
  makeHasher,
  type FileOutput,
  type Hasher,
  type HashResults,
  type MadeLink,
  type ThreadReading
} from './hasher.js'

const DIGEST_BYTES = 32
/**
 * Where a file's entry keeps its title: an offset into the titles' text, then its length in bytes, as
 * UTF-8, or negated as UTF-16 for a title cut inside a surrogate pair (UTF-8 cannot spell half of one);
 * 0: no title.
 */
const TITLE_AT = DIGEST_BYTES + 8
/** Per file: its digest, its size as a double, then its title's place. */
const ENTRY_BYTES = TITLE_AT + 8

/** A file of the extracted site as the manifest lists it. */
export interface FileDigest {
  size: number
  /** SHA-256 of its bytes, hex. */
  sha256: string
  /** A page's `<title>`, when it has one. */
  title?: string
}

/**
 * A file as a listing of the site reads it: views into the tables it is kept in, with no string
 * and no object per file (the same record is filled again for the next file).
 */
export interface FileRecord {
  /** Its path, as UTF-8: `path[0, pathEnd)`. */
  path: Buffer
  pathEnd: number
  size: number
  /** Its SHA-256: `digests[digestAt, digestAt + 32)`. */
  digests: Buffer
  digestAt: number
  /**
   * Its title: `titleLength` bytes of UTF-8 at `titles[titleAt]`, or (negative) -`titleLength`
   * bytes of UTF-16LE, for a title UTF-8 cannot spell (cut inside a surrogate pair); 0: no title.
   */
  titles: Buffer
  titleAt: number
  titleLength: number
}

/** Each extracted file with its digest, in archive order, as objects or as records. */
export interface DigestedFiles extends Iterable<[path: string, digest: FileDigest]> {
  /** The same files in the same order, as one record filled again for each (FileRecord). */
  records(): Iterable<FileRecord>
}

/**
 * The SHA-256 of every regular file as its body streams through the engine, so the manifest needs
 * no second read of the site; the hashing itself runs on a worker thread (hasher.ts). Kept by the
 * policy's name id in one growing buffer (40 bytes a file, no object per file): a later entry of the
 * same name keeps its id and replaces its digest, and a hard link takes its source's digest as the
 * disk then has it. Titles are read here, for HTML files only, from the pieces as they pass.
 */
export class SiteDigests {
  private digests = Buffer.alloc(ENTRY_BYTES * 1024)
  /**
   * Every title, one after another: as strings in a Map they were 32 000 survivors on the Rust docs,
   * and V8 grew its young generation for them.
   */
  private readonly titles = new AppendedBytes()
  private readonly hasher: Hasher
  private title: TitleReader | undefined
  private id = 0
  private open = false

  constructor(
    /** Whether a piece's memory is handed to the hasher whole later (sink.ts), or must be copied. */
    private readonly whole: (piece: Buffer) => boolean,
    onError: (error: Error) => void,
    /** Hash on a worker thread (a large bundle; hasher.ts's HashFiles), or on this one. */
    where: 'here' | 'worker' | 'worker-shared',
    /** On a worker thread: what else it reads (the site check's pages). */
    reading?: ThreadReading
  ) {
    const results: HashResults = {
      digest: (id, digests, at) => {
        this.room(id)
        // A loop: a view of 32 bytes per file to `set` from would be an object each.
        const entry = id * ENTRY_BYTES
        for (let i = 0; i < DIGEST_BYTES; i++) this.digests[entry + i] = digests[at + i] as number
      },
      link: (id, sourceId) => {
        this.room(Math.max(id, sourceId))
        this.digests.copy(
          this.digests,
          id * ENTRY_BYTES,
          sourceId * ENTRY_BYTES,
          sourceId * ENTRY_BYTES + DIGEST_BYTES
        )
      }
    }
    this.hasher = makeHasher(results, onError, where, reading)
  }

  /** Whether the hashing thread holds more than it should: gunzip waits. */
  get busy(): boolean {
    return this.hasher.busy
  }

  set onDrain(callback: () => void) {
    this.hasher.onDrain = callback
  }

  /**
   * Whether the hasher places every entry but folders, in archive order with the bodies (hasher.ts):
   * `file` then takes each file's output, `link` and `symlink` what they make.
   */
  get writes(): boolean {
    return this.hasher.writes
  }

  /** Whether to open the next new file here and hand its descriptor over (`writes` only). */
  get opensHere(): boolean {
    return this.hasher.opensHere
  }

  /**
   * A regular file of `size` bytes is about to stream; with `output` (only when `writes`), the
   * hasher writes it there (creating it, for a path) and closes it.
   */
  file(id: number, rel: string, size: number, output?: FileOutput): void {
    this.hasher.file(id, output)
    this.open = true
    this.id = id
    this.room(id)
    this.digests.writeDoubleLE(size, id * ENTRY_BYTES + DIGEST_BYTES)
    this.setTitle(id, undefined)
    this.title = /\.html?$/i.test(rel) ? new TitleReader() : undefined
  }

  /** A hard link: the same bytes as its source, as they are now; made by the hasher with `made`. */
  link(id: number, sourceId: number, made?: MadeLink): void {
    this.hasher.link(id, sourceId, made)
    this.room(Math.max(id, sourceId))
    const size = this.digests.readDoubleLE(sourceId * ENTRY_BYTES + DIGEST_BYTES)
    this.digests.writeDoubleLE(size, id * ENTRY_BYTES + DIGEST_BYTES)
    const from = sourceId * ENTRY_BYTES + TITLE_AT
    this.digests.copy(this.digests, id * ENTRY_BYTES + TITLE_AT, from, from + 8)
  }

  /** A symbolic link for the hasher to make (`writes` only). */
  symlink(made: MadeLink): void {
    this.hasher.symlink(made)
  }

  data(piece: Buffer): void {
    if (!this.open) return
    this.hasher.data(piece, this.whole(piece))
    this.title?.data(piece)
  }

  end(): void {
    if (!this.open) return
    this.open = false
    this.hasher.end()
    const title = this.title?.title()
    if (title !== undefined) this.setTitle(this.id, title)
    this.title = undefined
  }

  /** The engine is done with this memory: the hasher takes it if it holds bodies (see hasher.ts). */
  handOver(memory: ArrayBuffer): boolean {
    return this.hasher.handOver(memory)
  }

  /** Waits for every digest. */
  finish(): Promise<void> {
    return this.hasher.finish()
  }

  abort(): Promise<void> {
    return this.hasher.abort()
  }

  /** What was read of file `id` (once `finish` has returned). */
  get(id: number): FileDigest {
    const at = id * ENTRY_BYTES
    const sha256 = this.digests.toString('hex', at, at + DIGEST_BYTES)
    const size = this.digests.readDoubleLE(at + DIGEST_BYTES)
    const from = this.digests.readInt32LE(at + TITLE_AT)
    const length = this.digests.readInt32LE(at + TITLE_AT + 4)
    if (length === 0) return { size, sha256 }
    const title =
      length > 0
        ? this.titles.bytes.toString('utf8', from, from + length)
        : this.titles.bytes.toString('utf16le', from, from - length)
    return { size, sha256, title }
  }

  /** Fills `record` with what was read of file `id`, but its path (once `finish` has returned). */
  read(id: number, record: FileRecord): void {
    const at = id * ENTRY_BYTES
    record.digests = this.digests
    record.digestAt = at
    record.size = this.digests.readDoubleLE(at + DIGEST_BYTES)
    record.titles = this.titles.bytes
    record.titleAt = this.digests.readInt32LE(at + TITLE_AT)
    record.titleLength = this.digests.readInt32LE(at + TITLE_AT + 4)
  }

  private setTitle(id: number, title: string | undefined): void {
    const at = id * ENTRY_BYTES + TITLE_AT
    if (title === undefined) {
      this.digests.writeInt32LE(0, at + 4)
      return
    }
    const encoding = title.isWellFormed() ? 'utf8' : 'utf16le'
    const from = this.titles.append(title, encoding)
    const length = this.titles.used - from
    this.digests.writeInt32LE(from, at)
    this.digests.writeInt32LE(encoding === 'utf8' ? length : -length, at + 4)
  }

  private room(id: number): void {
    if ((id + 1) * ENTRY_BYTES <= this.digests.length) return
    const grown = Buffer.alloc(Math.max(this.digests.length * 2, (id + 1) * ENTRY_BYTES))
    this.digests.copy(grown)
    this.digests = grown
  }
}
