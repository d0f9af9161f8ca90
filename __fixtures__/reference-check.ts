import { cssRefs, type Ref } from '../src/export/site-check/refs.js'
import { candidates, resolveRef } from '../src/export/site-check/resolve.js'
import type { SiteCheckResult } from '../src/export/site-check/check.js'
import { parserRefs } from './parser-refs.js'
import { Parser } from 'htmlparser2'
import { decodeHTMLAttribute } from 'entities'

/** A page's ids (any element's `id`, `<a name>`), read by htmlparser2's Parser: the first of each. */
function pageIds(html: string): Set<string> {
  const ids = new Set<string>()
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.add(decodeHTMLAttribute(attrs.id))
        if (name === 'a' && attrs.name) ids.add(decodeHTMLAttribute(attrs.name))
      }
    },
    { decodeEntities: false, lowerCaseAttributeNames: true }
  )
  parser.end(html)
  return ids
}

/** Whether `ids` has what `fragment` points at, by the rules written out plainly. */
function fragmentFound(fragment: string, ids: Set<string>): boolean {
  const named = fragment.split(':~:')[0] as string
  if (named === '') return true
  let decoded: string
  try {
    decoded = new TextDecoder().decode(
      Uint8Array.from(
        unescape(encodeURIComponent(named).replace(/%25([0-9a-f]{2})/gi, '%$1')),
        (c) => c.charCodeAt(0)
      )
    )
  } catch {
    decoded = named
  }
  if (decoded.toLowerCase() === 'top' || ids.has(named) || ids.has(decoded)) return true
  // A source viewer's line range: its first line is an id.
  const range = /^(L?)(\d+)-\1\d+$/.exec(decoded)
  return range !== null && ids.has(`${range[1]}${range[2]}`)
}

/**
 * The site check's rules with none of its speed: every page read by htmlparser2's Parser, every
 * reference resolved on its own (no caches), targets kept as they come. The oracle the check's
 * findings are compared with (same-findings.test.ts).
 */
export function referenceCheck(
  pages: [file: string, text: string][],
  files: readonly string[],
  siteHost?: string
): Pick<SiteCheckResult, 'broken' | 'hosted' | 'external' | 'brokenAnchors'> {
  const targets = new Map<string, string[]>()
  const outside = new Map<string, string[]>()
  const external = new Map<string, { kinds: Set<Ref['kind']>; pages: string[] }>()
  // Every page kept; the first three in path order (code points) are taken at the end.
  const note = (list: string[], page: string): void => {
    if (!list.includes(page)) list.push(page)
  }
  const first3 = (list: string[]): string[] =>
    [...list].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))).slice(0, 3)
  /**
   * A relative reference of a folder's index page (no `<base>`) leads to two paths, one from each
   * URL of the page (`/guides/x/` and `/guides/x`): kept as `a\0b` when they differ.
   */
  const resolveBoth = (url: string, page: string, base: string | undefined) => {
    const first = resolveRef(url, page, base, siteHost)
    const trimmed = url.trim()
    const relative = !/^([a-z][a-z0-9+.-]*:|[/?#])/i.test(trimmed)
    if (first.type !== 'internal' || base !== undefined || !relative) return first
    if (!page.endsWith('/index.html')) return first
    const other = resolveRef(url, page.slice(0, -'/index.html'.length), undefined, siteHost)
    if (other.type !== 'internal' || other.path === first.path) return first
    return { type: 'internal' as const, path: `${first.path}\0${other.path}` }
  }
  const idsOf = new Map<string, Set<string>>()
  const redirects = new Map<string, string>()
  /** [page that uses it, target page path or this page's file, fragment, same page] */
  const fragments: [string, string, string, boolean][] = []
  for (const [page, text] of pages) {
    const { refs, base } = /\.css$/i.test(page)
      ? { refs: cssRefs(text), base: undefined }
      : parserRefs(text)
    if (!/\.css$/i.test(page)) idsOf.set(page, pageIds(text))
    for (const ref of refs) {
      const hash = ref.url.indexOf('#')
      if (hash === 0) {
        // On the page itself, or, under a <base>, on the base's document.
        const at = base === undefined ? undefined : resolveRef(base, page, undefined, siteHost)
        if (base === undefined || (at?.type === 'internal' && candidates(at.path).includes(page)))
          fragments.push([page, page, ref.url.slice(1), true])
        else if (at?.type === 'internal') fragments.push([page, at.path, ref.url.slice(1), false])
        continue
      }
      const resolved = resolveBoth(ref.url, page, base)
      if (resolved.type === 'internal') {
        if (hash > 0) fragments.push([page, resolved.path, ref.url.slice(hash + 1), false])
        if ('redirect' in ref && !redirects.has(page)) redirects.set(page, resolved.path)
      }
    }
    for (const ref of refs) {
      const target = resolveBoth(ref.url, page, base)
      if (target.type === 'skip') continue
      if (target.type === 'external') {
        if (ref.kind === 'navigation') continue
        const seen = external.get(target.host) ?? { kinds: new Set(), pages: [] }
        seen.kinds.add(ref.kind)
        note(seen.pages, page)
        external.set(target.host, seen)
        continue
      }
      const map = target.type === 'internal' ? targets : outside
      const list = map.get(target.path) ?? []
      note(list, page)
      map.set(target.path, list)
    }
  }
  const present = new Set(files)
  const broken = [...outside]
  const hosted: [string, string[]][] = []
  // Mintlify's hosting rules, written out plainly (the check's are in hosting.ts).
  const isPage = (target: string): boolean =>
    candidates(target).some((c) => /\.html?$/i.test(c) && present.has(c))
  const hostingOnly = (target: string): boolean =>
    ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', 'skill.md', 'mcp'].includes(
      target
    ) ||
    /^\.well-known\/(agent-)?skills\//.test(target) ||
    (/.\.md$/.test(target) &&
      (isPage(target.slice(0, -3)) || (target === 'index.md' && isPage(''))))
  const servedFile = (target: string): string | undefined =>
    candidates(target).find((c) => present.has(c))
  const brokenInside = new Map<string, string[]>()
  for (const [both, list] of targets) {
    const [target, other] = both.split('\0') as [string, string?]
    if (servedFile(target) !== undefined) continue
    if (other !== undefined && servedFile(other) !== undefined) continue
    if (hostingOnly(target)) hosted.push([`/${target}`, list])
    else brokenInside.set(`/${target}`, [...(brokenInside.get(`/${target}`) ?? []), ...list])
  }
  broken.push(...brokenInside)
  /** Of the two paths of a reference, the one the host serves (else the first). */
  const servedPath = (both: string): string => {
    const [target, other] = both.split('\0') as [string, string?]
    if (other === undefined || servedFile(target) !== undefined) return target
    return servedFile(other) !== undefined ? other : target
  }
  // Anchors, once every page's ids are known.
  const anchorFound = (file: string, fragment: string): boolean | undefined => {
    const ids = idsOf.get(file)
    if (!ids) return undefined
    const need = fragment.split(':~:')[0] as string
    if (need === '' || need.toLowerCase() === 'top') return true
    const redirect = redirects.get(file)
    if (redirect !== undefined) {
      const next = servedFile(servedPath(redirect))
      if (next === undefined || next === file || redirects.has(next)) return undefined
      const nextIds = /\.html?$/i.test(next) ? idsOf.get(next) : undefined
      return nextIds ? fragmentFound(fragment, nextIds) : undefined
    }
    return fragmentFound(fragment, ids)
  }
  const brokenAnchors = new Map<string, { target: string; pages: string[] }>()
  for (const [page, target, fragment, own] of fragments) {
    let file: string | undefined
    let shown: string
    if (own) {
      file = page
      shown = `${file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -10)}` : `/${file}`}#${fragment}`
    } else {
      const path = servedPath(target)
      file = servedFile(path)
      if (file === undefined || !/\.html?$/i.test(file)) continue
      shown = `/${path}#${fragment}`
    }
    if (anchorFound(file, fragment) !== false) continue
    const key = `${file}#${fragment}`
    const entry = brokenAnchors.get(key) ?? { target: shown, pages: [] }
    note(entry.pages, page)
    brokenAnchors.set(key, entry)
  }

  const sorted = (found: [string, string[]][]) =>
    found
      .map(([target, list]) => ({ target, pages: first3(list) }))
      .sort((a, b) => a.target.localeCompare(b.target))
  const markdown = hosted.filter(([t]) => t.endsWith('.md') && t !== '/skill.md').length
  return {
    brokenAnchors: [...brokenAnchors.values()]
      .map((b) => ({ ...b, pages: first3(b.pages) }))
      .sort((a, b) => a.target.localeCompare(b.target)),
    broken: sorted(broken),
    hosted: {
      count: hosted.length,
      markdown,
      files: hosted
        .map(([t]) => t)
        .filter((t) => !t.endsWith('.md') || t === '/skill.md')
        .sort(),
      listed: sorted(hosted)
    },
    external: [...external]
      .map(([host, seen]) => ({
        host,
        kinds: [...seen.kinds].sort(),
        pages: first3(seen.pages)
      }))
      .sort((a, b) => a.host.localeCompare(b.host))
  }
}
