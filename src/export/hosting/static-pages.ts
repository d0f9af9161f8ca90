/**
 * A redirect as a page, for hosts with no redirect rules (GitHub Pages) or too few (S3's 50): at
 * the source's `index.html`, a `<meta http-equiv="refresh">` to the destination, its
 * `<link rel="canonical">` (search engines then index the destination), `noindex`, and a link for
 * anyone whose browser does not follow it. Never over a file the export has.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CompiledRedirect } from './pattern.js'

function attribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

export function redirectPage(destination: string): string {
  const to = attribute(destination)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${to}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p>This page has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`
}

/** The file a page for `source` goes to: `old/page` → `old/page/index.html`, `/` → `index.html`. */
export function pageFileOf(source: string): string {
  return source === '/' ? 'index.html' : `${source.slice(1)}/index.html`
}

/**
 * Writes a page for each redirect into `site`; returns the files written and the redirects skipped
 * because the export already has a file there (a page that the redirect would hide).
 */
export async function writeRedirectPages(
  site: string,
  redirects: readonly CompiledRedirect[]
): Promise<{ written: string[]; skipped: CompiledRedirect[] }> {
  const written: string[] = []
  const skipped: CompiledRedirect[] = []
  for (const c of redirects) {
    const file = pageFileOf(c.redirect.source)
    const full = path.join(site, ...file.split('/'))
    const rel = path.relative(site, full)
    if (
      rel.startsWith('..') ||
      path.isAbsolute(rel) ||
      existsSync(full) ||
      existsSync(path.join(site, `${c.redirect.source.slice(1)}.html`))
    ) {
      skipped.push(c)
      continue
    }
    // Blocking calls, as the bundle's writer makes: a thread-pool round trip per small file costs more.
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, redirectPage(c.redirect.destination), { flag: 'wx' })
    written.push(file)
  }
  return { written, skipped }
}
