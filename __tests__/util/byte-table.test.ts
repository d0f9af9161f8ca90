import { describe, expect, it } from '@jest/globals'
import v8 from 'node:v8'
import vm from 'node:vm'
import { AppendedBytes, ByteTable, hashBytes, ScratchBytes } from '../../src/util/byte-table.js'

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8')

/** A full garbage collection, from inside a test run started without --expose-gc. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  gc()
  gc()
}

describe('ByteTable', () => {
  it('finds a key by its bytes anywhere in any buffer, and nothing that was not added', () => {
    const table = new ByteTable()
    const entry = table.add(bytes('/guides/start'), 0, 13)
    const page = bytes('<a href="/guides/start#x">')
    expect(table.find(page, 9, 22)).toBe(entry)
    expect(table.find(page, 9, 21)).toBe(-1)
    expect(table.find(bytes('/guides/Start'), 0, 13)).toBe(-1)
    expect(table.text(entry)).toBe('/guides/start')
  })

  it('works made for any number of entries, not only a power of two', () => {
    const table = new ByteTable(1, 10_072)
    const keys = Array.from({ length: 30_000 }, (_, i) => Buffer.from(`page-${i}`))
    for (const key of keys) table.setValue(table.add(key, 0, key.length), key.length)
    for (const key of keys) expect(table.find(key, 0, key.length)).not.toBe(-1)
    const missing = Buffer.from('no-such-page')
    expect(table.find(missing, 0, missing.length)).toBe(-1)
  })

  it('keeps every key and its numbers through growth: 20 000 keys from a table made for 64', () => {
    const table = new ByteTable(2)
    for (let i = 0; i < 20_000; i++) {
      const key = bytes(`docs/page-${i}.html`)
      const entry = table.add(key, 0, key.length)
      expect(entry).toBe(i)
      table.setValue(entry, i * 3, 0)
      table.setValue(entry, 1 - i, 1)
    }
    expect(table.size).toBe(20_000)
    for (const i of [0, 1, 63, 64, 65, 4095, 19_999]) {
      const key = bytes(`docs/page-${i}.html`)
      const entry = table.find(key, 0, key.length)
      expect(entry).toBe(i)
      expect([table.value(entry), table.value(entry, 1)]).toEqual([i * 3, 1 - i])
      expect(table.text(entry)).toBe(`docs/page-${i}.html`)
    }
  })

  it('leaves no memory behind as it grows: what it held before is freed at once, not at a GC', () => {
    // The count is the process's: buffers other tests left dead would be freed by a collection in
    // the middle of the loop and make the growth look smaller, even negative. Collect them first.
    collectGarbage()
    const before = process.memoryUsage().arrayBuffers
    const table = new ByteTable(4)
    const key = Buffer.alloc(64, 0x61)
    for (let i = 0; i < 100_000; i++) {
      key.writeUInt32LE(i, 0)
      table.add(key, 0, key.length)
    }
    const grew = process.memoryUsage().arrayBuffers - before
    // Doubling without freeing would leave about as much again behind.
    expect(grew).toBeGreaterThanOrEqual(table.memoryBytes())
    expect(grew).toBeLessThan(1.2 * table.memoryBytes())
  })

  it('tells apart keys of one hash by their bytes', () => {
    const table = new ByteTable()
    const keys = ['a', 'b', 'ab', 'ba', '']
    // Every key given the same hash: each must still be found as itself alone.
    for (const key of keys) table.add(bytes(key), 0, key.length, 7)
    keys.forEach((key, entry) => expect(table.find(bytes(key), 0, key.length, 7)).toBe(entry))
    expect(table.find(bytes('c'), 0, 1, 7)).toBe(-1)
  })

  it('gives new keys numbers 0 after clear, and a large table its memory back', () => {
    const table = new ByteTable()
    for (let i = 0; i < 5000; i++) table.add(bytes(`k${i}`), 0, `k${i}`.length)
    table.clear()
    expect(table.size).toBe(0)
    expect(table.find(bytes('k1'), 0, 2)).toBe(-1)
    const entry = table.add(bytes('k1'), 0, 2)
    expect([entry, table.value(entry), table.text(entry)]).toEqual([0, 0, 'k1'])
  })

  it('keeps text other than ASCII exactly', () => {
    const table = new ByteTable()
    const key = bytes('guides/café/日本語/🙂.html')
    expect(table.text(table.add(key, 0, key.length))).toBe('guides/café/日本語/🙂.html')
  })

  it('hashes into integers V8 keeps unboxed (31 bits), the same for the same bytes anywhere', () => {
    const a = bytes('xx/same/yy')
    const b = bytes('/same')
    expect(hashBytes(a, 2, 7)).toBe(hashBytes(b, 0, 5))
    for (let i = 0; i < 1000; i++) {
      const h = hashBytes(bytes(`key-${i}`), 0, `key-${i}`.length)
      expect(h).toBeGreaterThanOrEqual(0)
      expect(h).toBeLessThan(2 ** 30)
    }
  })
})

describe('AppendedBytes', () => {
  it('keeps every text where it said, past its first buffer, and hands the whole over once', () => {
    const appended = new AppendedBytes()
    const texts = Array.from({ length: 3000 }, (_, i) => `päge-${i}-${'x'.repeat(i % 50)}`)
    const starts = texts.map((text) => appended.append(text))
    const lone = appended.append('\ud83d', 'utf16le')
    const end = appended.used
    texts.forEach((text, i) => {
      const stop = i + 1 < texts.length ? (starts[i + 1] as number) : lone
      expect(appended.bytes.toString('utf8', starts[i], stop)).toBe(text)
    })
    expect(appended.bytes.toString('utf16le', lone, end)).toBe('\ud83d')
    appended.appendByte(0)
    const taken = appended.take()
    expect(taken.byteLength).toBe(end + 1)
    expect(taken[end]).toBe(0)
    expect(appended.used).toBe(0)
  })
})

describe('ScratchBytes', () => {
  it('spells text as UTF-8 after what it holds, growing without losing it', () => {
    const scratch = new ScratchBytes()
    const first = scratch.write('folder/')
    const end = scratch.write(`${'é'.repeat(500)}🙂`, first)
    expect(scratch.bytes.toString('utf8', 0, end)).toBe(`folder/${'é'.repeat(500)}🙂`)
    expect(end).toBe(7 + 1000 + 4)
  })
})
