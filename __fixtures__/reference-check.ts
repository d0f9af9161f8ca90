import { cssRefs, type Ref } from '../src/export/site-check/refs.js'
import { candidates, resolveRef } from '../src/export/site-check/resolve.js'
import type { SiteCheckResult } from '../src/export/site-check/check.js'
import { parserRefs } from './parser-refs.js'

/**
 * The site check's rules with none of its speed: every page read by htmlparser2's Parser, every
 * reference resolved on its own (no caches), targets kept as they come. The oracle the check's
 * findings are compared with (same-findings.test.ts).
 */
export function referenceCheck(
  pages: [file: string, text: string][],
  files: readonly string[],
  siteHost?: string
): Pick<SiteCheckResult, 'broken' | 'hosted' | 'external'> {
  const targets = new Map<string, string[]>()
  const outside = new Map<string, string[]>()
  const external = new Map<string, { kinds: Set<Ref['kind']>; pages: string[] }>()
  const note = (list: string[], page: string): void => {
    if (list.length < 3 && !list.includes(page)) list.push(page)
  }
  for (const [page, text] of pages) {
    const { refs, base } = /\.css$/i.test(page)
      ? { refs: cssRefs(text), base: undefined }
      : parserRefs(text)
    for (const ref of refs) {
      const target = resolveRef(ref.url, page, base, siteHost)
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
  for (const [target, list] of targets) {
    if (candidates(target).some((c) => present.has(c))) continue
    ;(hostingOnly(target) ? hosted : broken).push([`/${target}`, list])
  }
  const sorted = (found: [string, string[]][]) =>
    found
      .map(([target, list]) => ({ target, pages: list }))
      .sort((a, b) => a.target.localeCompare(b.target))
  const markdown = hosted.filter(([t]) => t.endsWith('.md') && t !== '/skill.md').length
  return {
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
      .map(([host, seen]) => ({ host, kinds: [...seen.kinds].sort(), pages: seen.pages }))
      .sort((a, b) => a.host.localeCompare(b.host))
  }
}
