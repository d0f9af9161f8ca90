/**
 * A set of distinct byte strings, numbered in the order they arrive, each with `width` numbers of
 * the caller's, kept off V8's heap: the bytes in one buffer, the index in typed arrays.
 *
 * Written by hand because what the export keeps per file and per link target must not live on V8's
 * heap: V8 grows its young generation whenever the bytes that survive its collections since the last
 * growth exceed its size, and every string and Map entry kept survives one collection. Over a large
 * site those survivors, not what is kept, made the peak grow with the site (docs/performance.md).
 * No library keeps byte keys outside the heap. Keys are looked up by their bytes, from any buffer.
 */

/**
 * A typed array of `length` elements holding `old`'s, which is detached: its memory is moved or freed
 * now, not when V8 next collects (memory outside the heap starts a collection only after tens of
 * megabytes, and a table that doubles leaves as much behind as it holds).
 */
function grown(old: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  return new Int32Array(old.buffer.transfer(length * 4))
}

/**
 * `old`'s bytes in a buffer of at least `length` (twice the old size, or more), moved as grown() moves
 * them: what it outgrew is freed now.
 */
function grownBytes(old: Buffer<ArrayBuffer>, length: number): Buffer<ArrayBuffer> {
  return Buffer.from(old.buffer.transfer(Math.max(2 * old.length, length)))
}

/** Memory of its own for a table's bytes: never a slice of Node's shared pool, so it can be moved. */
function ownBytes(length: number): Buffer<ArrayBuffer> {
  return Buffer.from(new ArrayBuffer(length))
}

/**
 * Slots for a table made for `entries`: twice as many, rounded up to a power of two, since open
 * addressing masks the hash with the size (10 072 entries asked for made a mask that probed forever).
 */
function slotCount(entries: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(2, entries * 2)))
}

/**
 * Text appended to one buffer of its own, which grows by moving its memory (what it outgrew is freed
 * at once): many short texts kept this way are no survivors on V8's heap.
 */
export class AppendedBytes {
  bytes: Buffer<ArrayBuffer> = ownBytes(64 * 1024)
  used = 0

  /** Appends `text`; returns where it starts. */
  append(text: string, encoding: 'utf8' | 'utf16le' = 'utf8'): number {
    const at = this.used
    this.room(Buffer.byteLength(text, encoding))
    this.used += this.bytes.write(text, at, encoding)
    return at
  }

  appendByte(byte: number): void {
    this.room(1)
    this.bytes[this.used++] = byte
  }

  /** What was appended, in memory of its own: this buffer is left empty. */
  take(): Uint8Array<ArrayBuffer> {
    const taken = new Uint8Array(this.bytes.buffer.transfer(this.used))
    this.bytes = ownBytes(0)
    this.used = 0
    return taken
  }

  private room(length: number): void {
    if (this.used + length > this.bytes.length)
      this.bytes = grownBytes(this.bytes, this.used + length)
  }
}

/** Text spelled as UTF-8 into one buffer, to look it up in a table; grown as needed. */
export class ScratchBytes {
  bytes = Buffer.alloc(256)

  /** Makes room for `length` bytes, keeping what the buffer holds; returns the buffer. */
  reserve(length: number): Buffer {
    if (this.bytes.length < length) {
      const bigger = Buffer.alloc(2 * length)
      this.bytes.copy(bigger)
      this.bytes = bigger
    }
    return this.bytes
  }

  /** Writes `text` at `at`, keeping the bytes before it; returns where it ends. */
  write(text: string, at = 0): number {
    return at + this.reserve(at + 3 * text.length).write(text, at, 'utf8')
  }
}

/** A hash of bytes, small enough to stay an integer V8 need not box. */
export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193)
  return hash & 0x3fffffff
}

export class ByteTable {
  /** The keys' bytes, one after another: entry i is at starts[i]..starts[i + 1]. */
  private bytes: Buffer<ArrayBuffer>
  private starts: Int32Array<ArrayBuffer>
  private hashes: Int32Array<ArrayBuffer>
  private values: Int32Array<ArrayBuffer>
  /** Open addressing: entry + 1 in each used slot, 0 in a free one. */
  private slots: Int32Array<ArrayBuffer>
  size = 0

  /**
   * `width` numbers an entry; `indexed` false makes a plain list of byte strings, numbered, which
   * `find` never finds (keys may repeat).
   */
  constructor(
    private readonly width = 1,
    private readonly initialEntries = 64,
    private readonly indexed = true
  ) {
    this.bytes = ownBytes(initialEntries * 32)
    this.starts = new Int32Array(initialEntries + 1)
    this.hashes = new Int32Array(initialEntries)
    this.values = new Int32Array(initialEntries * width)
    this.slots = new Int32Array(slotCount(initialEntries))
  }

  /** The entry whose key is `key`'s bytes start..end, or -1. */
  find(key: Uint8Array, start: number, end: number, hash = hashBytes(key, start, end)): number {
    const mask = this.slots.length - 1
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = (this.slots[slot] as number) - 1
      if (entry === -1) return -1
      if (this.hashes[entry] === hash && this.keyIs(entry, key, start, end)) return entry
    }
  }

  /** Adds the key (which must not be there: `find` first), its numbers 0; returns its entry. */
  add(key: Uint8Array, start: number, end: number, hash = hashBytes(key, start, end)): number {
    const entry = this.size
    if (entry + 1 >= this.starts.length) this.growEntries()
    const at = this.starts[entry] as number
    const length = end - start
    if (at + length > this.bytes.length) this.bytes = grownBytes(this.bytes, at + length)
    this.bytes.set(key.subarray(start, end), at)
    this.starts[entry + 1] = at + length
    this.hashes[entry] = hash
    this.values.fill(0, entry * this.width, (entry + 1) * this.width)
    this.size++
    // The index is kept at most half full.
    if (!this.indexed) return entry
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2)
    else this.place(entry, hash)
    return entry
  }

  /** The bytes of every key held, together. */
  get keyBytes(): number {
    return this.starts[this.size] as number
  }

  /** The memory the table holds now, in bytes. */
  memoryBytes(): number {
    return (
      this.bytes.length +
      4 * (this.starts.length + this.hashes.length + this.values.length + this.slots.length)
    )
  }

  /** The entry's number `at` (0 to width - 1). */
  value(entry: number, at = 0): number {
    return this.values[entry * this.width + at] as number
  }

  setValue(entry: number, value: number, at = 0): void {
    this.values[entry * this.width + at] = value
  }

  /** Copies the key of an entry into `target` at `at`; returns its length. */
  copyKey(entry: number, target: Uint8Array, at: number): number {
    const start = this.starts[entry] as number
    const end = this.starts[entry + 1] as number
    target.set(this.bytes.subarray(start, end), at)
    return end - start
  }

  /** The length of an entry's key. */
  keyLength(entry: number): number {
    return (this.starts[entry + 1] as number) - (this.starts[entry] as number)
  }

  /** The key of an entry, as text (UTF-8). */
  text(entry: number): string {
    return this.bytes.toString('utf8', this.starts[entry], this.starts[entry + 1])
  }

  /** Forgets every entry; a large table gives its memory back rather than being wiped. */
  clear(): void {
    if (this.size === 0) return
    this.size = 0
    if (this.slots.length > slotCount(this.initialEntries)) {
      for (const old of [this.bytes, this.starts, this.hashes, this.values, this.slots]) {
        old.buffer.transfer(0)
      }
      this.bytes = ownBytes(this.initialEntries * 32)
      this.starts = new Int32Array(this.initialEntries + 1)
      this.hashes = new Int32Array(this.initialEntries)
      this.values = new Int32Array(this.initialEntries * this.width)
      this.slots = new Int32Array(slotCount(this.initialEntries))
    } else {
      this.slots.fill(0)
    }
  }

  /** The order of two entries' keys as bytes (UTF-8 bytes sort as code points): < 0, 0 or > 0. */
  compareKeys(a: number, b: number): number {
    const bytes = this.bytes
    return bytes.compare(
      bytes,
      this.starts[b] as number,
      this.starts[b + 1] as number,
      this.starts[a] as number,
      this.starts[a + 1] as number
    )
  }

  /** Whether an entry's key is `key`'s bytes start..end. */
  keyIs(entry: number, key: Uint8Array, start: number, end: number): boolean {
    const at = this.starts[entry] as number
    if ((this.starts[entry + 1] as number) - at !== end - start) return false
    const bytes = this.bytes
    for (let i = start; i < end; i++) if (bytes[at + i - start] !== key[i]) return false
    return true
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1
    let slot = hash & mask
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask
    this.slots[slot] = entry + 1
  }

  private rehash(slots: number): void {
    this.slots.buffer.transfer(0)
    this.slots = new Int32Array(slots)
    for (let entry = 0; entry < this.size; entry++) this.place(entry, this.hashes[entry] as number)
  }

  private growEntries(): void {
    const capacity = 2 * (this.starts.length - 1)
    this.starts = grown(this.starts, capacity + 1)
    this.hashes = grown(this.hashes, capacity)
    this.values = grown(this.values, capacity * this.width)
  }
}
