/**
 * Where in a page its references to findings are written: the line of the first use of each broken
 * target or anchor, for the report and the annotations. Only the few pages that hold a finding are
 * read again, after the check, with the same scanner; the check itself keeps no positions.
 */
import { PageReader } from './html-refs.js'
import { RefList } from './refs.js'
import { resolveRef, type Target } from './resolve.js'
import { twoUrls } from './link-keys.js'
import { pageTarget, type Located, type LocatedPage } from './result.js'
export type { Located, LocatedPage }

/**
 * Findings whose uses are located (pages read again, source searched), at most: the first ones,
 * broken links before broken anchors; later ones list pages only.
 */
export const MAX_LOCATED = 1000

/**
 * The pages the report reads again, each with the targets it uses: the first MAX_LOCATED broken
 * links and anchors (site-report/report.ts), each on the pages the check named for it.
 */
export function locateRequests(
  broken: readonly { target: string; pages: readonly string[] }[],
  anchors: readonly { target: string; pages: readonly string[] }[]
): Map<string, string[]> {
  const requests = new Map<string, string[]>()
  for (const finding of [...broken, ...anchors].slice(0, MAX_LOCATED)) {
    for (const page of finding.pages) {
      const targets = requests.get(page) ?? []
      targets.push(finding.target)
      requests.set(page, targets)
    }
  }
  return requests
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
): (Located | undefined)[] {
  const refs = new RefList(html)
  const base = new PageReader().read(html, refs)
  const positions = refs.located as { urls: string[]; offsets: number[] }
  const wanted = new Set(targets)
  const first = new Map<string, number>()
  const keep = (key: string, use: number): void => {
    if (wanted.has(key) && !first.has(key)) first.set(key, use)
  }
  // A table of contents holds tens of thousands of references and a finding a few: each is looked up
  // by its target's path, and a key is spelled only for a path asked for.
  const onPath = new Map<string, Set<string | undefined>>()
  for (const target of targets) {
    if (!target.startsWith('/')) continue
    const hash = target.indexOf('#')
    const path = target.slice(1, hash === -1 ? undefined : hash)
    const fragments = onPath.get(path) ?? new Set<string | undefined>()
    fragments.add(hash === -1 ? undefined : target.slice(hash + 1))
    onPath.set(path, fragments)
  }
  /** `/path` (when `withPath`) and `/path#fragment` (when the URL has one: `#` at `hash`). */
  const keepOn = (
    path: string,
    withPath: boolean,
    url: string,
    hash: number,
    use: number
  ): void => {
    // A path with a `#` of its own (an encoded one, decoded) is spelled out as the keys are.
    if (path.includes('#')) {
      if (withPath) keep(`/${path}`, use)
      if (hash !== -1) keep(`/${path}#${url.slice(hash + 1)}`, use)
      return
    }
    const fragments = onPath.get(path)
    if (fragments === undefined) return
    if (withPath && fragments.has(undefined)) keep(`/${path}`, use)
    if (hash === -1) return
    const fragment = url.slice(hash + 1)
    if (fragments.has(fragment)) keep(`/${path}#${fragment}`, use)
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
  const ownPath = pageTarget(page).slice(1)
  const own = base === undefined ? undefined : resolveRef(base, page)
  const urls = positions.urls
  // Only each target's first use counts: once every one is found, the rest are not resolved.
  for (let use = 0; use < urls.length && first.size < wanted.size; use++) {
    const url = urls[use] as string
    const hash = url.indexOf('#')
    if (hash === 0) {
      if (base === undefined) keepOn(ownPath, false, url, hash, use)
      else if (own?.type === 'internal') {
        keepOn(own.path, false, url, hash, use)
        keepOn(ownPath, false, url, hash, use)
      }
      continue
    }
    const target = resolve(url, hash, page, base)
    if (target.type === 'internal') keepOn(target.path, true, url, hash, use)
    else if (target.type === 'outside') keep(target.path, use)
    // A folder's index page under its other URL (check.ts, resolveFromBoth).
    if (base === undefined && twoUrls(page)) {
      const other = resolve(url, hash, page.slice(0, -'/index.html'.length))
      if (other.type === 'internal') keepOn(other.path, true, url, hash, use)
    }
  }
  return targets.map((target) => {
    const use = first.get(target)
    if (use === undefined) return undefined
    return {
      line: lineAt(html, positions.offsets[use] as number),
      written: positions.urls[use] as string
    }
  })
}
