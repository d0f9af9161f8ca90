/**
 * Where in a page its references to findings are written: the line of the first use of each broken
 * target or anchor, for the report and the annotations. Only the few pages that hold a finding are
 * read again, after the check, with the same scanner; the check itself keeps no positions.
 */
import { PageReader } from './html-refs.js'
import type { Ref, RefKind, RefSink } from './refs.js'
import { resolveRef, type Target } from './resolve.js'
import { twoUrls } from './link-keys.js'
import { pageTarget } from './result.js'

/** Each reference of a page as written, with where its tag starts. */
class Positions implements RefSink {
  readonly urls: string[] = []
  readonly offsets: number[] = []
  private offset = 0

  constructor(private readonly html: Buffer) {}

  at(offset: number): void {
    this.offset = offset
  }

  push(ref: Ref): void {
    this.urls.push(ref.url)
    this.offsets.push(this.offset)
  }

  pushPlain(start: number, end: number, _kind: RefKind): void {
    this.urls.push(this.html.toString('latin1', start, end))
    this.offsets.push(start)
  }
}

/** The 1-based line of byte `offset`. */
function lineAt(html: Buffer, offset: number): number {
  let line = 1
  for (let i = html.indexOf(0x0a); i !== -1 && i < offset; i = html.indexOf(0x0a, i + 1)) line++
  return line
}

/** Where a page first uses a target: the line of its tag, and the reference as written there. */
export interface Located {
  line: number
  written: string
}

/**
 * The line of the first reference in `html` (the page `page` of the site) to each of `targets`, as
 * the check's findings spell them (`/guides/x`, `/api/auth#tokens`, `/guides/a/#intro`); undefined
 * for one the page does not reference.
 */
export function locate(
  html: Buffer,
  page: string,
  targets: readonly string[],
  siteHost?: string
): (Located | undefined)[] {
  const positions = new Positions(html)
  const base = new PageReader().read(html, positions)
  const wanted = new Set(targets)
  const first = new Map<string, number>()
  const keep = (key: string, use: number): void => {
    if (wanted.has(key) && !first.has(key)) first.set(key, use)
  }
  // An index or a table of contents links one page under thousands of fragments: its path is
  // resolved once. Only a part that ends in whitespace resolves differently alone (trim).
  const resolved = new Map<string, Target>()
  const resolve = (url: string, hash: number, from: string, base?: string): Target => {
    const part = hash === -1 ? url : url.slice(0, hash)
    if (hash !== -1 && part.charCodeAt(part.length - 1) <= 0x20)
      return resolveRef(url, from, base, siteHost)
    const key = from === page ? part : `\0${part}`
    let target = resolved.get(key)
    if (target === undefined) {
      target = resolveRef(part, from, base, siteHost)
      resolved.set(key, target)
    }
    return target
  }
  positions.urls.forEach((url, i) => {
    const use = i
    const hash = url.indexOf('#')
    const fragment = hash === -1 ? undefined : url.slice(hash + 1)
    if (hash === 0) {
      const own =
        base === undefined ? { type: 'internal' as const, path: '' } : resolveRef(base, page)
      if (base === undefined) keep(`${pageTarget(page)}#${fragment}`, use)
      else if (own.type === 'internal') {
        keep(`/${own.path}#${fragment}`, use)
        keep(`${pageTarget(page)}#${fragment}`, use)
      }
      return
    }
    const target = resolve(url, hash, page, base)
    if (target.type === 'internal') {
      keep(`/${target.path}`, use)
      if (fragment !== undefined) keep(`/${target.path}#${fragment}`, use)
    } else if (target.type === 'outside') {
      keep(target.path, use)
    }
    // A folder's index page under its other URL (check.ts, resolveFromBoth).
    if (base === undefined && twoUrls(page)) {
      const other = resolve(url, hash, page.slice(0, -'/index.html'.length))
      if (other.type === 'internal') {
        keep(`/${other.path}`, use)
        if (fragment !== undefined) keep(`/${other.path}#${fragment}`, use)
      }
    }
  })
  return targets.map((target) => {
    const use = first.get(target)
    if (use === undefined) return undefined
    return {
      line: lineAt(html, positions.offsets[use] as number),
      written: positions.urls[use] as string
    }
  })
}
