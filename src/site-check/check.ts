import { readFileSync, statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { cssRefs, htmlRefs, type Ref, type RefKind } from './refs.js'
import { candidates, resolveRef, type Target } from './resolve.js'

/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3

export interface SiteCheckResult {
  pages: number
  files: number
  bytes: number
  /** Distinct internal targets that resolve to no file, with the first pages that use each. */
  broken: { target: string; pages: string[] }[]
  /** Other hosts that pages load resources from (not links), with the kinds and the first pages. */
  external: { host: string; kinds: RefKind[]; pages: string[] }[]
  durationMs: number
}

async function listFiles(root: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = []
  let bytes = 0
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    files.push(path.relative(root, full).split(path.sep).join('/'))
    // One blocking stat per file is a few microseconds; an awaited one costs a round trip each.
    bytes += statSync(full).size
  }
  return { files, bytes }
}

/**
 * Checks an extracted static site: every internal link and resource must resolve to a file (as a
 * static host resolves it), and every host other than the site that a page loads a resource from is
 * reported. Only files of the site are read; a reference is judged against the list of files, never
 * by opening the path it names.
 */
export async function checkSite(root: string, siteHost?: string): Promise<SiteCheckResult> {
  const startedAt = Date.now()
  const { files, bytes } = await listFiles(root)
  const present = new Set(files)
  const broken = new Map<string, string[]>()
  const external = new Map<string, { kinds: Set<RefKind>; pages: string[] }>()
  const note = (list: string[], page: string): void => {
    if (list.length < PAGES_PER_FINDING && !list.includes(page)) list.push(page)
  }
  // A docs sidebar repeats the same root-relative links on every page: resolve each such reference,
  // and look each target up, once (the profile of a 10 000-page site showed most of the time in URL
  // parsing before this).
  const pageIndependent = new Map<string, Target>()
  const resolves = new Map<string, boolean>()
  const resolve = (url: string, page: string, base?: string): Target => {
    if (base !== undefined || !/^(\/(?!\/)|https?:\/\/)/i.test(url)) {
      return resolveRef(url, page, base, siteHost)
    }
    let target = pageIndependent.get(url)
    if (!target) {
      target = resolveRef(url, page, base, siteHost)
      pageIndependent.set(url, target)
    }
    return target
  }
  const exists = (sitePath: string): boolean => {
    let found = resolves.get(sitePath)
    if (found === undefined) {
      found = candidates(sitePath).some((c) => present.has(c))
      resolves.set(sitePath, found)
    }
    return found
  }
  const judge = (page: string, refs: Ref[], base?: string): void => {
    for (const ref of refs) {
      const target = resolve(ref.url, page, base)
      if (target.type === 'skip') continue
      if (target.type === 'external') {
        if (ref.kind === 'navigation') continue
        const seen = external.get(target.host) ?? { kinds: new Set<RefKind>(), pages: [] }
        seen.kinds.add(ref.kind)
        note(seen.pages, page)
        external.set(target.host, seen)
        continue
      }
      if (target.type === 'internal' && exists(target.path)) continue
      const key = target.type === 'internal' ? `/${target.path}` : target.path
      const pages = broken.get(key) ?? []
      note(pages, page)
      broken.set(key, pages)
    }
  }

  const checked = files.filter((file) => /\.(html?|css)$/i.test(file))
  for (const file of checked) {
    // Blocking reads: nothing else runs once the site is extracted, and an awaited read of a small
    // file costs four pool round trips (open, stat, read, close).
    const text = readFileSync(path.join(root, file), 'utf8')
    if (/\.css$/i.test(file)) {
      judge(file, cssRefs(text))
    } else {
      const { refs, base } = htmlRefs(text)
      judge(file, refs, base)
    }
  }

  return {
    pages: files.filter((file) => /\.html?$/i.test(file)).length,
    files: files.length,
    bytes,
    broken: [...broken]
      .map(([target, pages]) => ({ target, pages }))
      .sort((a, b) => a.target.localeCompare(b.target)),
    external: [...external]
      .map(([host, seen]) => ({ host, kinds: [...seen.kinds].sort(), pages: seen.pages }))
      .sort((a, b) => a.host.localeCompare(b.host)),
    durationMs: Date.now() - startedAt
  }
}

/** Whether `host` is in an `allowed-hosts` list (exact names, or `*.example.com` for subdomains). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry
  )
}
