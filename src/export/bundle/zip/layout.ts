/**
 * Where the entries of a zip lie, and what they are called. The entries' bytes must tile the file
 * from its first byte to the central directory: an entry that starts inside another's data is the
 * overlapping-file zip bomb (one deflate stream counted many times), and bytes no entry claims
 * (before the first entry, between two, or before the central directory) are data that a streaming
 * reader would see and this one would not. Two entries of one name are refused: tools disagree on
 * which one wins.
 */
import { refusal } from '../errors.js'
import { entryPath } from '../policy.js'
import type { ZipDirectory, ZipEntry } from './directory.js'
import { ByteTable, ScratchBytes } from '../../../util/byte-table.js'

/** The entry as a message names it. */
export function entryLabel(entry: ZipEntry): string {
  return entry.name ?? `#${entry.index + 1} (${entry.nameRaw.toString('hex').slice(0, 64)})`
}

/** Every name is text, and each names one entry. */
export function checkNames(directory: ZipDirectory): void {
  // Clean names, off V8's heap (directory.ts says why), each with its entry's index.
  const seen = new ByteTable()
  const scratch = new ScratchBytes()
  for (let i = 0; i < directory.size; i++) {
    const entry = directory.entry(i)
    if (entry.name === undefined) {
      throw refusal(entryLabel(entry), 'its name is flagged UTF-8 but is not valid UTF-8')
    }
    const length = scratch.write(entryPath(entry.name, 'name'))
    const first = seen.find(scratch.bytes, 0, length)
    if (first !== -1) {
      const earlier = directory.entry(seen.value(first))
      throw refusal(
        entry.name,
        `the archive holds two entries of this name (the first is '${entryLabel(earlier)}')`
      )
    }
    seen.setValue(seen.add(scratch.bytes, 0, length), i)
  }
}

/**
 * Checks that `entry` starts where the bytes before it end (`expected`); with no entry, that the
 * last one ends where the central directory starts.
 */
export function checkPlace(
  entry: ZipEntry | undefined,
  expected: number,
  previous: ZipEntry | undefined,
  centralOffset?: number
): void {
  if (entry === undefined) {
    if (centralOffset !== undefined && expected !== centralOffset) {
      throw refusal(
        previous ? entryLabel(previous) : '(none)',
        expected < centralOffset
          ? `${centralOffset - expected} bytes after it, before the central directory, belong to no entry`
          : 'its data runs into the central directory'
      )
    }
    return
  }
  if (entry.offset < expected) {
    throw refusal(
      entryLabel(entry),
      previous
        ? `its bytes overlap those of '${entryLabel(previous)}' (an overlapping-file zip bomb, or a corrupt archive)`
        : 'it overlaps another entry'
    )
  }
  if (entry.offset > expected) {
    throw refusal(
      entryLabel(entry),
      previous
        ? `${entry.offset - expected} bytes between it and '${entryLabel(previous)}' belong to no entry`
        : `${entry.offset} bytes before the first entry belong to no entry`
    )
  }
}
