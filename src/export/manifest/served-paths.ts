/**
 * How a static host serves the files of an export (`mint export`'s serve.js, nginx's `try_files $uri
 * $uri/index.html $uri.html`, S3 and CloudFront with index documents): which URL paths show a file.
 */

/** A path segment as a URL spells it; `*` too, which a CDN's invalidation would read as a wildcard. */
function segment(part: string): string {
  return encodeURIComponent(part).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

/** Characters a URL path keeps as they are (and a CDN reads literally): most names are only these. */
const PLAIN = /^[A-Za-z0-9\-._~/]*$/

function encoded(route: string): string {
  if (PLAIN.test(route)) return `/${route}`
  return `/${route.split('/').map(segment).join('/')}`
}

/** The URL path a static host serves a page file at, or undefined when the file is no page to list. */
export function pageUrlPath(file: string): string | undefined {
  const extension = /\.html?$/i.exec(file)
  if (extension === null) return undefined
  // `_next/`, `_mintlify/` (group data), and the 404 page are no documentation pages.
  if (file.startsWith('_') || file.includes('/_') || /^404\.html?$/i.test(file)) return undefined
  let route = file.slice(0, extension.index)
  if (route === 'index' || route.endsWith('/index')) route = route.slice(0, -'index'.length)
  route = route.replace(/\/$/, '')
  return route === '' ? '/' : encoded(route)
}

/** pageRoute's answers other than a route's end. */
export const NO_PAGE = -1
export const SPELL_IT = -2

/** The bytes of PLAIN, as UTF-8 (all ASCII): 1 for a byte a URL path keeps as it is. */
const PLAIN_BYTES = new Uint8Array(256)
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/') {
  PLAIN_BYTES[c.charCodeAt(0)] = 1
}

const DOT = 0x2e
const SLASH = 0x2f
const UNDERSCORE = 0x5f

/** Whether `bytes[at]` is the ASCII letter `lower`, in either case. */
function letterAt(bytes: Uint8Array, at: number, lower: number): boolean {
  return ((bytes[at] as number) | 0x20) === lower
}

/** Whether `bytes[at, at + word.length)` is `word` (ASCII, as spelled). */
function wordAt(bytes: Uint8Array, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word.charCodeAt(i)) return false
  return true
}

/**
 * pageUrlPath for a file named as UTF-8 bytes, `file[0, end)`, without spelling a string: NO_PAGE when
 * it is no page; SPELL_IT when its URL path has a byte outside PLAIN (pageUrlPath spells that one);
 * else the end of its route, whose URL path is '/' and the route's bytes as they are (0: '/').
 */
export function pageRoute(file: Uint8Array, end: number): number {
  let route: number
  if (
    end >= 5 &&
    file[end - 5] === DOT &&
    letterAt(file, end - 4, 0x68) &&
    letterAt(file, end - 3, 0x74) &&
    letterAt(file, end - 2, 0x6d) &&
    letterAt(file, end - 1, 0x6c)
  ) {
    route = end - 5
  } else if (
    end >= 4 &&
    file[end - 4] === DOT &&
    letterAt(file, end - 3, 0x68) &&
    letterAt(file, end - 2, 0x74) &&
    letterAt(file, end - 1, 0x6d)
  ) {
    route = end - 4
  } else {
    return NO_PAGE
  }
  for (let i = 0; i < end; i++) if (PLAIN_BYTES[file[i] as number] === 0) return SPELL_IT
  if (file[0] === UNDERSCORE) return NO_PAGE
  for (let i = 0; i + 1 < end; i++) {
    if (file[i] === SLASH && file[i + 1] === UNDERSCORE) return NO_PAGE
  }
  if (route === 3 && wordAt(file, 0, '404')) return NO_PAGE
  if (
    (route === 5 || (route > 5 && file[route - 6] === SLASH)) &&
    wordAt(file, route - 5, 'index')
  ) {
    route -= 5
  }
  if (route > 0 && file[route - 1] === SLASH) route--
  return route
}

/**
 * Every URL path under which serve.js (`mint export`'s, and hosts that resolve as it does: the path,
 * then `path/index.html`, then `path.html`; a trailing slash skips the first) answers with `file`, in
 * the form a CDN invalidation takes (AWS asks to invalidate the viewer's URL and the rewritten one):
 * `guides/x/index.html` at `/guides/x`, `/guides/x/`, `/guides/x/index`, `/guides/x/index/` and
 * `/guides/x/index.html`; `guides/x.html` at `/guides/x`, `/guides/x/` and `/guides/x.html`; the root
 * page at `/`, `/index`, `/index/` and `/index.html`; any other file at its own path.
 */
export function servedPaths(file: string): string[] {
  if (file === 'index.html') return ['/', '/index', '/index/', '/index.html']
  if (file.endsWith('/index.html')) {
    const folder = encoded(file.slice(0, -'/index.html'.length))
    return [folder, `${folder}/`, `${folder}/index`, `${folder}/index/`, `${folder}/index.html`]
  }
  if (file.endsWith('.html')) {
    const page = encoded(file.slice(0, -'.html'.length))
    return [page, `${page}/`, encoded(file)]
  }
  return [encoded(file)]
}
