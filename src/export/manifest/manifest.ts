/**
 * `<path>/manifest.json`: every file of an extracted export with its size and SHA-256 (and a page's
 * URL path and title), plus which export it was. Its shape is documented in docs/manifest.md
 * and stable across minor versions: a later export compares itself with it (compare.ts).
 */
import { randomBytes } from 'node:crypto'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { errorCode } from '../../util/errors.js'
import { formatBytes } from '../../util/size.js'
import { pageRoute, pageUrlPath, SPELL_IT } from './served-paths.js'

export const MANIFEST_FORMAT = 'mintlify-export-manifest'
export const MANIFEST_VERSION = 1
/** A manifest of MAX_ENTRIES files takes well under this; a larger file is no manifest of ours. */
export const MAX_MANIFEST_BYTES = 128 * 1024 * 1024

export interface ManifestFile {
  path: string
  size: number
  sha256: string
  /** Pages only: the URL path the site serves it at. */
  url?: string
  /** Pages only, when the page has a `<title>`. */
  title?: string
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT
  formatVersion: number
  domain: string
  jobId: string
  /** The `export-version` asked for, or null. */
  exportVersion: string | null
  /** When the export was extracted (ISO 8601). */
  createdAt: string
  files: ManifestFile[]
}

export interface ManifestHeader {
  domain: string
  jobId: string
  exportVersion?: string
  createdAt: Date
}

type Digest = { size: number; sha256: string; title?: string }

/** A file's line of the manifest: a page (a file the site serves at a URL) has its URL and title. */
export function manifestEntry(file: string, digest: Digest): ManifestFile {
  const url = pageUrlPath(file)
  const entry: ManifestFile = { path: file, size: digest.size, sha256: digest.sha256 }
  if (url !== undefined) {
    entry.url = url
    if (digest.title !== undefined) entry.title = digest.title
  }
  return entry
}

function headOf(header: ManifestHeader): Omit<Manifest, 'files'> {
  return {
    format: MANIFEST_FORMAT,
    formatVersion: MANIFEST_VERSION,
    domain: header.domain,
    jobId: header.jobId,
    exportVersion: header.exportVersion ?? null,
    createdAt: header.createdAt.toISOString()
  }
}

/** The manifest of an extracted site, its files in the archive's order. */
export function buildManifest(
  header: ManifestHeader,
  digested: Iterable<[path: string, digest: Digest]>
): Manifest {
  const files: ManifestFile[] = []
  for (const [file, digest] of digested) files.push(manifestEntry(file, digest))
  return { ...headOf(header), files }
}

/** The text before the first file's line, and after the last: one file a line, for diffs. */
function opening(head: Omit<Manifest, 'files'>): string {
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "files": [`
}
const CLOSING = '\n  ]\n}\n'

export function manifestJson(manifest: Manifest): string {
  const { files, ...head } = manifest
  const lines = files.map((file, i) => `${i === 0 ? '' : ','}\n    ${JSON.stringify(file)}`)
  return `${opening(head)}${lines.join('')}${CLOSING}`
}

/**
 * Text is written to the file in pieces of about this much. The lines held until then survive V8's
 * collections, and pieces of 256 KiB made it grow the young generation at the step's peak.
 */
const WRITE_BYTES = 32 * 1024

/**
 * A file as the extraction kept it (the bundle's FileRecord): views into its tables, the same object
 * filled again for each file, so a site's lines are spelled without a string or an object per file.
 */
export interface ListedFile {
  /** Its path, as UTF-8: `path[0, pathEnd)`. */
  path: Buffer
  pathEnd: number
  size: number
  /** Its SHA-256: `digests[digestAt, digestAt + 32)`. */
  digests: Uint8Array
  digestAt: number
  /** Its title: UTF-8 when `titleLength` > 0, UTF-16LE (-`titleLength` bytes) when < 0; 0: none. */
  titles: Buffer
  titleAt: number
  titleLength: number
}

const ascii = (text: string): Buffer => Buffer.from(text, 'latin1')
const FIRST_LINE = ascii('\n    {"path":')
const NEXT_LINE = ascii(',\n    {"path":')
const SIZE = ascii(',"size":')
const SHA256_KEY = ascii(',"sha256":"')
const URL_KEY = ascii('","url":')
const TITLE_KEY = ascii(',"title":')
const HEX = ascii('0123456789abcdef')
const QUOTE = 0x22
const BACKSLASH = 0x5c
const SLASH = 0x2f
const CLOSE = 0x7d

/** Whether `bytes[from, to)` (UTF-8) is spelled in JSON as it is: no quote, backslash or control. */
function jsonAsIs(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number
    if (byte < 0x20 || byte === QUOTE || byte === BACKSLASH) return false
  }
  return true
}

/**
 * Copies `from[start, end)` into `to` at `at`; returns where it ends. A loop: Buffer#copy costs more
 * than it saves for a few bytes.
 */
function copyBytes(
  from: Uint8Array,
  start: number,
  end: number,
  to: Uint8Array,
  at: number
): number {
  for (let i = start; i < end; i++) to[at++] = from[i] as number
  return at
}

/** Writes a whole number's digits at `at`; returns where they end. */
function digits(value: number, to: Uint8Array, at: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    const text = JSON.stringify(value)
    for (let i = 0; i < text.length; i++) to[at++] = text.charCodeAt(i)
    return at
  }
  let end = at
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end++
  for (let i = end, rest = value; i >= at; i--, rest = Math.floor(rest / 10))
    to[i] = 0x30 + (rest % 10)
  return end + 1
}

/**
 * The manifest's lines as bytes, from ListedFiles, in one buffer the caller writes out and empties
 * (`take`). Each line is the bytes `JSON.stringify(manifestEntry(…))` would give (a test compares
 * them): text is spelled as a string only where JSON must escape it or a URL encode it. Written by
 * hand: JSON libraries take strings and objects, which were the cost (docs/performance.md).
 */
class LineBytes {
  private bytes: Buffer
  private readonly size: number
  used = 0
  count = 0

  constructor(size: number) {
    this.size = size
    this.bytes = Buffer.allocUnsafe(size)
  }

  add(file: ListedFile): void {
    const { path, pathEnd } = file
    // The most a line can take: JSON escapes a byte to at most 6, a URL to 3.
    this.room(160 + 9 * pathEnd + 6 * Math.abs(file.titleLength))
    const bytes = this.bytes
    let at = this.used
    const lead = this.count++ === 0 ? FIRST_LINE : NEXT_LINE
    bytes.set(lead, at)
    at += lead.length
    let spelled: string | undefined
    if (jsonAsIs(path, 0, pathEnd)) {
      bytes[at++] = QUOTE
      at = copyBytes(path, 0, pathEnd, bytes, at)
      bytes[at++] = QUOTE
    } else {
      spelled = path.toString('utf8', 0, pathEnd)
      at += bytes.write(JSON.stringify(spelled), at, 'utf8')
    }
    bytes.set(SIZE, at)
    at = digits(file.size, bytes, at + SIZE.length)
    bytes.set(SHA256_KEY, at)
    at += SHA256_KEY.length
    for (let i = file.digestAt; i < file.digestAt + 32; i++) {
      const byte = file.digests[i] as number
      bytes[at++] = HEX[byte >> 4] as number
      bytes[at++] = HEX[byte & 15] as number
    }
    const route = pageRoute(path, pathEnd)
    let url: string | undefined
    if (route === SPELL_IT) {
      spelled ??= path.toString('utf8', 0, pathEnd)
      url = pageUrlPath(spelled)
    }
    if (route >= 0 || url !== undefined) {
      bytes.set(URL_KEY, at)
      at += URL_KEY.length
      if (url !== undefined) {
        at += bytes.write(JSON.stringify(url), at, 'latin1')
      } else {
        bytes[at++] = QUOTE
        bytes[at++] = SLASH
        at = copyBytes(path, 0, route, bytes, at)
        bytes[at++] = QUOTE
      }
      at = this.title(file, at)
    } else {
      bytes[at++] = QUOTE
    }
    bytes[at++] = CLOSE
    this.used = at
  }

  /** The lines so far, in memory of their own; this starts on a new buffer. */
  take(): Buffer {
    const lines = this.bytes.subarray(0, this.used)
    this.bytes = Buffer.allocUnsafe(this.size)
    this.used = 0
    return lines
  }

  private title(file: ListedFile, at: number): number {
    const { titles, titleAt, titleLength } = file
    if (titleLength === 0) return at
    const bytes = this.bytes
    bytes.set(TITLE_KEY, at)
    at += TITLE_KEY.length
    if (titleLength > 0 && jsonAsIs(titles, titleAt, titleAt + titleLength)) {
      bytes[at++] = QUOTE
      at = copyBytes(titles, titleAt, titleAt + titleLength, bytes, at)
      bytes[at++] = QUOTE
      return at
    }
    const title =
      titleLength > 0
        ? titles.toString('utf8', titleAt, titleAt + titleLength)
        : titles.toString('utf16le', titleAt, titleAt - titleLength)
    return at + bytes.write(JSON.stringify(title), at, 'utf8')
  }

  private room(length: number): void {
    if (this.used + length <= this.bytes.length) return
    const bigger = Buffer.allocUnsafe(Math.max(2 * this.bytes.length, this.used + length))
    this.bytes.copy(bigger, 0, 0, this.used)
    this.bytes = bigger
  }
}

/**
 * Listed lines are written in pieces of this much, one written while the next is spelled: bytes
 * outside V8's heap, so larger pieces than WRITE_BYTES grow nothing.
 */
const LISTED_WRITE_BYTES = 256 * 1024

/**
 * Writes the manifest to `file` line by line as the entries come, so no list of every file is held:
 * into a hidden file beside it, renamed over it once whole (a cancelled step leaves no truncated
 * manifest for the next run). `entries` come first (as objects, or as the extraction kept them:
 * `listed`), then `more` (read as they are found). Returns how many files it lists.
 */
export async function writeManifest(
  file: string,
  header: ManifestHeader,
  entries: Iterable<ManifestFile> | { listed: Iterable<ListedFile> },
  more?: AsyncIterable<ManifestFile>
): Promise<number> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}-${randomBytes(6).toString('hex')}`
  )
  const handle = await open(temporary, 'wx')
  let count = 0
  let lines: string[] = [opening(headOf(header))]
  let length = 0
  /** Adds the entry's line; true when the lines held are worth a write. */
  const add = (entry: ManifestFile): boolean => {
    const text = `${count++ === 0 ? '' : ','}\n    ${JSON.stringify(entry)}`
    lines.push(text)
    length += text.length
    return length >= WRITE_BYTES
  }
  const flush = async (): Promise<void> => {
    const piece = lines.join('')
    lines = []
    length = 0
    await handle.write(piece)
  }
  try {
    if ('listed' in entries) {
      await flush()
      const spelled = new LineBytes(LISTED_WRITE_BYTES + 64 * 1024)
      let writing: Promise<unknown> = Promise.resolve()
      for (const listed of entries.listed) {
        spelled.add(listed)
        if (spelled.used < LISTED_WRITE_BYTES) continue
        await writing
        writing = handle.write(spelled.take())
        // Settled here only when awaited: a failed write is not left unhandled meanwhile.
        writing.catch(() => undefined)
      }
      await writing
      await handle.write(spelled.take())
      count = spelled.count
    } else {
      // A sync loop for the site's own files: an async one costs a promise per line.
      for (const entry of entries) if (add(entry)) await flush()
    }
    if (more) for await (const entry of more) if (add(entry)) await flush()
    lines.push(CLOSING)
    await handle.write(lines.join(''))
    await handle.close()
    await rename(temporary, file)
    return count
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(temporary, { force: true })
    throw error
  }
}

/** What reading a previous manifest came to. */
export type PreviousManifest =
  | { manifest: Manifest }
  /** No file there: the first export (a cache miss, say). */
  | { missing: true }
  /** Not a manifest to compare with; `why` says what is wrong with it. */
  | { unusable: string }

const SHA256 = /^[0-9a-f]{64}$/

/** Reads and checks the manifest at `file` against the export's `domain`. Never throws. */
export async function readManifest(file: string, domain: string): Promise<PreviousManifest> {
  let text: string
  try {
    const handle = await open(file, 'r')
    try {
      const { size } = await handle.stat()
      if (size > MAX_MANIFEST_BYTES) {
        return {
          unusable: `it is ${formatBytes(size)}, larger than any manifest (${formatBytes(MAX_MANIFEST_BYTES)})`
        }
      }
      text = await handle.readFile('utf8')
    } finally {
      await handle.close()
    }
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { missing: true }
    if (errorCode(error) === 'EISDIR') return { unusable: 'it is a folder' }
    return { unusable: `it cannot be read (${errorCode(error) ?? String(error)})` }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { unusable: `it is not whole JSON (${(error as Error).message})` }
  }
  const why = manifestProblem(value)
  if (why) return { unusable: why }
  const manifest = value as Manifest
  if (manifest.domain !== domain) {
    return { unusable: `it is the manifest of another site, ${JSON.stringify(manifest.domain)}` }
  }
  return { manifest }
}

/** Why `value` is no manifest this version can compare with, or undefined when it is one. */
function manifestProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'it is not a JSON object'
  const m = value as Record<string, unknown>
  if (m.format !== MANIFEST_FORMAT) return `its "format" is not "${MANIFEST_FORMAT}"`
  if (m.formatVersion !== MANIFEST_VERSION) {
    return `its "formatVersion" is ${JSON.stringify(m.formatVersion)}, and this version of the action reads ${MANIFEST_VERSION}`
  }
  if (typeof m.domain !== 'string') return 'it has no "domain"'
  if (typeof m.jobId !== 'string') return 'it has no "jobId"'
  if (typeof m.createdAt !== 'string' || Number.isNaN(Date.parse(m.createdAt))) {
    return 'its "createdAt" is no date'
  }
  if (!Array.isArray(m.files)) return 'it has no "files" list'
  const seen = new Set<string>()
  for (const [i, file] of (m.files as unknown[]).entries()) {
    const f = file as Record<string, unknown> | null
    const ok =
      typeof f === 'object' &&
      f !== null &&
      typeof f.path === 'string' &&
      f.path !== '' &&
      f.path.length <= 4096 &&
      !f.path.startsWith('/') &&
      !f.path.split('/').some((part) => part === '' || part === '.' || part === '..') &&
      Number.isSafeInteger(f.size) &&
      (f.size as number) >= 0 &&
      typeof f.sha256 === 'string' &&
      SHA256.test(f.sha256) &&
      (f.title === undefined || typeof f.title === 'string')
    if (!ok) return `its file entry ${i + 1} is not a path, size and sha256`
    if (seen.has(f.path as string)) return `it lists ${JSON.stringify(f.path)} twice`
    seen.add(f.path as string)
  }
  return undefined
}
