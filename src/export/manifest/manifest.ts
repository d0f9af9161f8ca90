/**
 * `<path>/manifest.json`: every file of an extracted export with its size and SHA-256 (and a page's
 * URL path and title), plus which export it was. Its shape is documented in docs/manifest.md
 * and stable across minor versions: a later export compares itself with it (compare.ts).
 */
import { open } from 'node:fs/promises'
import { errorCode } from '../../util/errors.js'
import { formatBytes } from '../../util/size.js'
import { pageUrlPath } from './served-paths.js'

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

/** The manifest of an extracted site, its files sorted by path (one diff-friendly line each). */
export function buildManifest(
  header: ManifestHeader,
  digested: Iterable<[path: string, digest: { size: number; sha256: string; title?: string }]>
): Manifest {
  const files: ManifestFile[] = []
  for (const [file, digest] of digested) {
    const url = pageUrlPath(file)
    const entry: ManifestFile = { path: file, size: digest.size, sha256: digest.sha256 }
    if (url !== undefined) {
      entry.url = url
      if (digest.title !== undefined) entry.title = digest.title
    }
    files.push(entry)
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return {
    format: MANIFEST_FORMAT,
    formatVersion: MANIFEST_VERSION,
    domain: header.domain,
    jobId: header.jobId,
    exportVersion: header.exportVersion ?? null,
    createdAt: header.createdAt.toISOString(),
    files
  }
}

export function manifestJson(manifest: Manifest): string {
  const { files, ...head } = manifest
  const top = JSON.stringify(head, null, 2).slice(0, -2)
  const lines = files.map((file) => `    ${JSON.stringify(file)}`)
  return `${top},\n  "files": [\n${lines.join(',\n')}\n  ]\n}\n`
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
