/**
 * Where in a page its references to findings are written: the line of the first use of each broken
 * target or anchor, for the report and the annotations. Only the few pages that hold a finding are
 * read again, after the check, with the same scanner; the check itself keeps no positions.
 */
import { PageReader } from './html-refs.js'
import type { Ref, RefKind, RefSink } from './refs.js'
import { resolveRef } from './resolve.js'
import { pageTarget } from './check.js'

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
): (number | undefined)[] {
  const positions = new Positions(html)
  const base = new PageReader().read(html, positions)
  const first = new Map<string, number>()
  const keep = (key: string, offset: number): void => {
    if (!first.has(key)) first.set(key, offset)
  }
  positions.urls.forEach((url, i) => {
    const offset = positions.offsets[i] as number
    const hash = url.indexOf('#')
    const fragment = hash === -1 ? undefined : url.slice(hash + 1)
    if (hash === 0) {
      const own =
        base === undefined ? { type: 'internal' as const, path: '' } : resolveRef(base, page)
      if (base === undefined) keep(`${pageTarget(page)}#${fragment}`, offset)
      else if (own.type === 'internal') {
        keep(`/${own.path}#${fragment}`, offset)
        keep(`${pageTarget(page)}#${fragment}`, offset)
      }
      return
    }
    const target = resolveRef(url, page, base, siteHost)
    if (target.type === 'internal') {
      keep(`/${target.path}`, offset)
      if (fragment !== undefined) keep(`/${target.path}#${fragment}`, offset)
    } else if (target.type === 'outside') {
      keep(target.path, offset)
    }
  })
  return targets.map((target) => {
    const offset = first.get(target)
    return offset === undefined ? undefined : lineAt(html, offset)
  })
}
