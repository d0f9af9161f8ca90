import path from 'node:path'

/** Where a reference leads, judged the way a static host serves the site. */
export type Target =
  | { type: 'skip' }
  | { type: 'external'; host: string }
  | { type: 'internal'; path: string }
  | { type: 'outside'; path: string }

/** One object for every skipped reference (fragments alone are most of a page's): never changed. */
const SKIP: Target = Object.freeze({ type: 'skip' })

/** A placeholder origin: relative references resolve against it, as against the site's own host. */
const SITE = 'http://site.invalid'
const IGNORED = /^(mailto|tel|javascript|data|blob|about|sms|callto):/i

/**
 * The last two pages' URLs: a page's references resolve against it one after another, and a folder's
 * index page's against both its URLs in turn (check.ts, resolveFromBoth).
 */
const cachedPages: (string | undefined)[] = [undefined, undefined]
const cachedBases: (string | undefined)[] = [undefined, undefined]
const cachedUrls: (URL | undefined)[] = [undefined, undefined]
let nextSlot = 0

/** The URL a page's references resolve against, with its `<base href>`; undefined when it has none. */
function urlOfPage(page: string, base: string | undefined): URL | undefined {
  for (let slot = 0; slot < 2; slot++) {
    if (cachedPages[slot] === page && cachedBases[slot] === base) return cachedUrls[slot]
  }
  let pageUrl: URL | undefined
  try {
    // Each name encoded whole: a folder named `v#2` or `a?b` is a folder, not a fragment or query.
    const encoded = page.split(path.sep).join('/').split('/').map(encodeURIComponent).join('/')
    pageUrl = new URL(encoded, `${SITE}/`)
    if (base) pageUrl = new URL(base, pageUrl)
  } catch {
    pageUrl = undefined
  }
  cachedPages[nextSlot] = page
  cachedBases[nextSlot] = base
  cachedUrls[nextSlot] = pageUrl
  nextSlot ^= 1
  return pageUrl
}

/** A path segment the URL parser keeps as it is: no escapes, no characters it would encode. */
const PLAIN_SEGMENT = /^[\w.~-]+$/

/**
 * The path a plain relative or root-relative reference leads to, worked out on the text as the URL
 * parser would (the page's folder, `..` popping a folder and stopping at the root, a trailing slash
 * kept); undefined for anything else, which goes through the URL parser. Most references of a site
 * are plain, and parsing a URL for each was most of the check's resolving.
 */
export function plainPath(ref: string, page: string): string | undefined {
  let end = ref.length
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i)
    if (c === 0x23 || c === 0x3f) {
      end = i
      break
    }
  }
  if (end === 0) return undefined
  const rooted = ref.charCodeAt(0) === 0x2f
  const segments = ref.slice(rooted ? 1 : 0, end).split('/')
  const out = rooted ? [] : page.split('/').slice(0, -1)
  let leading = true
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string
    const last = i === segments.length - 1
    if (segment === '..') {
      if (!leading) return undefined
      out.pop()
      // `..` at the end names the folder: `/a/` for `..` from `a/b/c.html`.
      if (last) out.push('')
      continue
    }
    leading = false
    if (segment === '') {
      if (!last) return undefined
      out.push('')
      continue
    }
    if (segment === '.' || !PLAIN_SEGMENT.test(segment)) return undefined
    out.push(segment)
  }
  return out.join('/')
}

/**
 * Resolves `ref` found in the page at `page` (a site-relative path such as `guides/a.html`), with
 * the page's `<base href>` if any. Fragments and queries are ignored; `siteHost` (the docs domain)
 * counts as the site itself.
 */
export function resolveRef(ref: string, page: string, base?: string, siteHost?: string): Target {
  const trimmed = ref.trim()
  if (trimmed === '' || trimmed.startsWith('#') || IGNORED.test(trimmed)) return SKIP
  if (base === undefined) {
    const plain = plainPath(trimmed, page)
    if (plain !== undefined) return { type: 'internal', path: plain }
  }
  return resolveByUrl(trimmed, page, base, siteHost)
}

/** resolveRef through the URL parser: every reference plainPath does not take. */
export function resolveByUrl(
  trimmed: string,
  page: string,
  base?: string,
  siteHost?: string
): Target {
  if (trimmed === '' || trimmed.startsWith('#') || IGNORED.test(trimmed)) return SKIP
  const pageUrl = urlOfPage(page, base)
  if (pageUrl === undefined) return SKIP
  let url: URL
  try {
    url = new URL(trimmed, pageUrl)
  } catch {
    // An absolute URL that does not parse (`http://<servername>/x`, an example in prose) leads to no
    // file of the site: not a broken internal target.
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(trimmed)) return SKIP
    return { type: 'outside', path: trimmed }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return SKIP
  const host = url.hostname.toLowerCase()
  if (url.origin !== SITE && host !== siteHost?.toLowerCase()) return { type: 'external', host }
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return { type: 'outside', path: url.pathname }
  }
  // URL resolution stops `..` at the root, but an encoded slash (`%2F..`) decodes into one.
  const relative = decoded.replace(/^\/+/, '')
  const clean = relative === '' ? '' : path.posix.normalize(relative)
  if (clean === '..' || clean.startsWith('../') || clean.includes('\0')) {
    return { type: 'outside', path: decoded }
  }
  // normalize keeps a trailing slash (a folder, served as its index.html) and turns '' into '.'.
  return { type: 'internal', path: clean === '.' || clean === './' ? '' : clean }
}

/** The files a static host tries for a site path: `/a/b` may be `a/b`, `a/b.html` or `a/b/index.html`. */
export function candidates(sitePath: string): string[] {
  if (sitePath === '' || sitePath.endsWith('/')) return [`${sitePath}index.html`]
  return [sitePath, `${sitePath}.html`, `${sitePath}/index.html`]
}
