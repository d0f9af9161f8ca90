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
