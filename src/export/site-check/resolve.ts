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

/**
 * Resolves `ref` found in the page at `page` (a site-relative path such as `guides/a.html`), with
 * the page's `<base href>` if any. Fragments and queries are ignored; `siteHost` (the docs domain)
 * counts as the site itself.
 */
export function resolveRef(ref: string, page: string, base?: string, siteHost?: string): Target {
  const trimmed = ref.trim()
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
