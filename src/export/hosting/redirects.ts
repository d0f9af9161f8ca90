/**
 * The redirects of a Mintlify site, read from its docs source: `docs.json` `redirects` (or
 * `mint.json`'s), an array of `{ source, destination, permanent? }`, or a `{ "$ref": "file.json" }`
 * to a separate file inside the docs folder. Mintlify's hosting serves them (308, or 307 with
 * `permanent: false`); a static export has none, so host.ts writes them in each host's syntax and
 * the site check judges links against them. Bad entries are warnings, never a failure.
 */
import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
import { inert } from '../../util/untrusted.js'

/** A docs.json larger than this is not read (Mintlify's own is 60 KB). */
const MAX_CONFIG_BYTES = 16 * 1024 * 1024
/** `$ref` hops before a chain counts as a loop. */
const MAX_REF_HOPS = 8

export interface Redirect {
  /** A path, from `/`, with no trailing slash (but the root). */
  source: string
  destination: string
  permanent: boolean
  /** The file that defines it (relative to the docs source, `/`-separated) and its line there. */
  file: string
  line: number
}

export interface RedirectsRead {
  redirects: Redirect[]
  warnings: string[]
  /** The config file that was read (relative to the docs source), when there was one. */
  config?: string
}

/** Reads the redirects of the docs source folder; never throws for the docs' content. */
export async function readRedirects(docsSource: string): Promise<RedirectsRead> {
  const warnings: string[] = []
  for (const name of ['docs.json', 'mint.json']) {
    const text = await readBounded(path.join(docsSource, name))
    if (text === undefined) continue
    let config: unknown
    try {
      config = JSON.parse(text)
    } catch (error) {
      warnings.push(
        `${name} is not valid JSON (${(error as Error).message}); its redirects were not read.`
      )
      return { redirects: [], warnings, config: name }
    }
    const value = isObject(config) ? config.redirects : undefined
    if (value === undefined) return { redirects: [], warnings, config: name }
    const at = text.indexOf('"redirects"')
    const redirects = await entriesOf(value, docsSource, name, text, at, warnings, 0)
    return { redirects, warnings, config: name }
  }
  return { redirects: [], warnings }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

async function readBounded(file: string): Promise<string | undefined> {
  try {
    const bytes = await readFile(file)
    return bytes.length > MAX_CONFIG_BYTES ? undefined : bytes.toString('utf8')
  } catch {
    return undefined
  }
}

/** The line (1-based) of each `"source"` key in `text` from `from` on, in order. */
function sourceLines(text: string, from: number): number[] {
  const lines: number[] = []
  let line = 1
  let last = 0
  const pattern = /"source"\s*:/g
  pattern.lastIndex = Math.max(0, from)
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    for (let i = last; i < match.index; i++) if (text.charCodeAt(i) === 10) line++
    last = match.index
    lines.push(line)
  }
  return lines
}

async function entriesOf(
  value: unknown,
  root: string,
  file: string,
  text: string,
  from: number,
  warnings: string[],
  hops: number
): Promise<Redirect[]> {
  if (isObject(value) && typeof value.$ref === 'string') {
    if (hops >= MAX_REF_HOPS) {
      warnings.push(`${file}: the redirects' $ref chain is longer than ${MAX_REF_HOPS}; not read.`)
      return []
    }
    const target = await insideRoot(root, path.join(root, path.dirname(file)), value.$ref)
    if (!target) {
      warnings.push(
        `${file}: the redirects' $ref '${inert(value.$ref, 200)}' is not a file inside the docs folder; not read.`
      )
      return []
    }
    const refText = await readBounded(path.join(root, target))
    if (refText === undefined) {
      warnings.push(`${file}: the redirects' $ref '${inert(value.$ref, 200)}' cannot be read.`)
      return []
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(refText)
    } catch (error) {
      warnings.push(
        `${target} is not valid JSON (${(error as Error).message}); its redirects were not read.`
      )
      return []
    }
    return entriesOf(parsed, root, target, refText, 0, warnings, hops + 1)
  }
  if (!Array.isArray(value)) {
    warnings.push(`${file}: redirects is neither a list nor a $ref; not read.`)
    return []
  }
  const lines = sourceLines(text, from)
  const redirects: Redirect[] = []
  let sourceIndex = 0
  value.forEach((entry, index) => {
    const hasSource = isObject(entry) && 'source' in entry
    const line = hasSource ? (lines[sourceIndex++] ?? 1) : 1
    const where = `${file}${hasSource ? `:${line}` : ''} (redirect ${index + 1})`
    if (!isObject(entry) || typeof entry.source !== 'string' || entry.source.trim() === '') {
      warnings.push(`${where} has no source; skipped.`)
      return
    }
    const source = entry.source.trim()
    if (/[#?]/.test(source)) {
      warnings.push(
        `${where}: the source '${inert(source, 200)}' holds '#' or '?', which Mintlify refuses too; skipped.`
      )
      return
    }
    if (typeof entry.destination !== 'string' || entry.destination.trim() === '') {
      warnings.push(`${where} has no destination; skipped.`)
      return
    }
    redirects.push({
      source: normalise(source),
      destination: entry.destination.trim(),
      permanent: entry.permanent !== false,
      file,
      line
    })
  })
  return redirects
}

/** `/x/` and `x` as `/x`; the root stays `/`. */
function normalise(source: string): string {
  const withSlash = source.startsWith('/') ? source : `/${source}`
  const trimmed = withSlash.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** `ref` resolved from `dir`, relative to `root`, when it is a file inside `root` (links resolved). */
async function insideRoot(root: string, dir: string, ref: string): Promise<string | undefined> {
  if (path.isAbsolute(ref) || /^[a-z]+:/i.test(ref)) return undefined
  try {
    const realRoot = await realpath(root)
    const real = await realpath(path.resolve(dir, ref))
    const rel = path.relative(realRoot, real)
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined
    return rel.split(path.sep).join('/')
  } catch {
    return undefined
  }
}
