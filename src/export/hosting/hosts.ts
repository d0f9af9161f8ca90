/**
 * `host`: the file that makes a static host serve the export as Mintlify's hosting does. Clean URLs
 * as serve.js resolves them (`/x`: the file `x`, then `x/index.html`, then `x.html`), and the
 * docs.json redirects, first match wins, in docs.json order, with Mintlify's status codes (308, or
 * 307 with `permanent: false`) where the host can say so. What a host cannot express becomes a small
 * static page at the redirect's source (static-pages.ts), or is named as left out.
 */
import type { CompiledRedirect, RedirectTable } from './pattern.js'

export const HOSTS = [
  'netlify',
  'cloudflare-pages',
  'vercel',
  'nginx',
  's3-website',
  'github-pages'
] as const
export type Host = (typeof HOSTS)[number]

/** A file to write: in the published folder (`site`) or beside it (`outside`). */
export interface HostFile {
  name: string
  where: 'site' | 'outside'
  text: string
}

export interface HostPlan {
  files: HostFile[]
  /** Exact redirects this host cannot express in its file: each becomes a static page. */
  pages: CompiledRedirect[]
  /** Wildcard redirects the host cannot express and a page cannot stand for. */
  leftOut: { redirect: CompiledRedirect; why: string }[]
  /** What the summary says of the host's status codes, when they are not Mintlify's. */
  statusNote?: string
}

const status = (c: CompiledRedirect): number => (c.redirect.permanent ? 308 : 307)

/**
 * Netlify's and Cloudflare's `_redirects` source: `:name` placeholders (one segment) and a trailing
 * `*` splat (`:splat` in the destination, any number of segments). A `:name*` at the end is the
 * splat; a `*` that is a whole segment is a placeholder; a `*` inside a segment is not expressible.
 */
function redirectsSource(
  c: CompiledRedirect
): { from: string; to: string; rest: boolean } | undefined {
  const parts: string[] = []
  const stars: string[] = []
  let restName: string | undefined
  for (const s of c.pattern.segments) {
    if (s.kind === 'literal') parts.push(s.text)
    else if (s.kind === 'param') parts.push(`:${s.name}`)
    else if (s.kind === 'rest') restName = s.name
    else if (s.pieces.length === 2 && s.pieces[0] === '' && s.pieces[1] === '') {
      const name = `star${String.fromCharCode(97 + stars.length)}`
      stars.push(name)
      parts.push(`:${name}`)
    } else return undefined
  }
  let star = 0
  let to = c.redirect.destination.replace(
    /(:[A-Za-z_][A-Za-z0-9_]*\*?)|\*/g,
    (whole, param?: string) => param ?? `:${stars[star++] ?? 'stara'}`
  )
  if (restName !== undefined)
    to = to.replace(new RegExp(`:${restName}\\*?(?![A-Za-z0-9_])`), ':splat')
  const base = parts.length ? `/${parts.join('/')}` : ''
  if (restName === undefined) return { from: base || '/', to, rest: false }
  return { from: `${base}/*`, to, rest: true }
}

/** Cloudflare Pages reads at most 2 000 static and 100 dynamic redirects from `_redirects`. */
const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100 }

function netlifyLike(
  table: RedirectTable,
  statusOf: (c: CompiledRedirect) => number,
  limits?: typeof CLOUDFLARE_LIMITS
): HostPlan {
  const lines: string[] = [
    '# Written by mintlify-admin-action from the docs.json redirects, in their order.'
  ]
  const leftOut: HostPlan['leftOut'] = []
  let statics = 0
  let dynamics = 0
  for (const c of table.compiled) {
    const rule = redirectsSource(c)
    if (!rule) {
      leftOut.push({ redirect: c, why: 'a `*` inside a segment, which _redirects cannot express' })
      continue
    }
    const dynamic = !c.pattern.exact
    if (limits && (dynamic ? dynamics >= limits.dynamic : statics >= limits.static)) {
      const most = dynamic ? `${limits.dynamic} dynamic` : `${limits.static} static`
      leftOut.push({ redirect: c, why: `past the ${most} redirects Cloudflare Pages reads` })
      continue
    }
    if (dynamic) dynamics++
    else statics++
    lines.push(`${rule.from} ${rule.to} ${statusOf(c)}`)
    if (rule.rest && rule.from !== '/*') {
      // The folder itself, which Mintlify's `:name*` matches and a splat does not.
      lines.push(
        `${rule.from.slice(0, -2)} ${rule.to.replace(':splat', '').replace(/\/$/, '') || '/'} ${statusOf(c)}`
      )
    }
  }
  return {
    files: [{ name: '_redirects', where: 'site', text: `${lines.join('\n')}\n` }],
    pages: [],
    leftOut
  }
}

/** path-to-regexp (Vercel) spelling of a source; a partial `*` becomes a named parameter. */
function vercelSource(c: CompiledRedirect): { source: string; destination: string } {
  let star = 0
  const names: string[] = []
  const parts = c.pattern.segments.map((s) => {
    if (s.kind === 'literal') return s.text.replace(/[():*+?]/g, '\\$&')
    if (s.kind === 'param') return `:${s.name}`
    if (s.kind === 'rest') return `:${s.name}*`
    return s.pieces
      .map((piece, i) => {
        if (i === 0) return piece.replace(/[():*+?]/g, '\\$&')
        const name = `star${star++}`
        names.push(name)
        return `:${name}([^/]*)${piece.replace(/[():*+?]/g, '\\$&')}`
      })
      .join('')
  })
  let destination = c.redirect.destination
  let i = 0
  destination = destination.replace(
    /(:[A-Za-z_][A-Za-z0-9_]*\*?)|\*/g,
    (whole, param?: string) => param ?? `:${names[i++] ?? 'star0'}`
  )
  const source = `/${parts.join('/')}`
  return { source: source === '/' ? '/' : source, destination }
}

function vercel(table: RedirectTable): HostPlan {
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    redirects: table.compiled.map((c) => ({ ...vercelSource(c), permanent: c.redirect.permanent }))
  }
  return {
    files: [{ name: 'vercel.json', where: 'site', text: `${JSON.stringify(config, null, 2)}\n` }],
    pages: [],
    leftOut: []
  }
}

function nginxRegex(c: CompiledRedirect): { regex: string; target: string } {
  let group = 0
  const named = new Map<string, number>()
  const stars: number[] = []
  let body = ''
  const quote = (text: string): string => text.replace(/[.*+?^${}()|[\]\\"'\s;]/g, '\\$&')
  for (const s of c.pattern.segments) {
    if (s.kind === 'literal') body += `/${quote(s.text)}`
    else if (s.kind === 'param') {
      named.set(s.name, ++group)
      body += '/([^/]+)'
    } else if (s.kind === 'rest') {
      group++ // the optional slash group
      named.set(s.name, ++group)
      body += '(/(.*))?'
    } else {
      body += `/${s.pieces
        .map((piece, i) => {
          if (i === 0) return quote(piece)
          stars.push(++group)
          return `([^/]*)${quote(piece)}`
        })
        .join('')}`
    }
  }
  // The destination as an nginx string: literal `\` `"` `$` encoded, then the captures as `$n`.
  const literal = c.redirect.destination.replace(/[\\"$\s]/g, (ch) => encodeURIComponent(ch))
  let star = 0
  const target = literal
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?/g, (whole, name: string) => {
      const n = named.get(name)
      return n === undefined ? whole : `$${n}`
    })
    .replace(/\*/g, () => `$${stars[star++] ?? 0}`)
  return { regex: `^${body === '' ? '' : body}/?$`, target }
}

/** An nginx `server` block include: redirects as regex locations in order, then serve.js's resolution. */
function nginx(table: RedirectTable): HostPlan {
  const lines = [
    '# Written by mintlify-admin-action: include it in the server block whose root is the extracted site.',
    '# Redirects from docs.json, in their order (regex locations are tried in order; the first match wins).'
  ]
  for (const c of table.compiled) {
    const { regex, target } = nginxRegex(c)
    lines.push(`location ~ "${regex}" { return ${status(c)} "${target}"; }`)
  }
  lines.push(
    "# serve.js's resolution: the path as a file, then its index.html, then the path with .html.",
    'location / { try_files $uri $uri/index.html $uri.html =404; }',
    'location = / { try_files /index.html =404; }',
    ''
  )
  return {
    files: [{ name: 'nginx.conf', where: 'outside', text: lines.join('\n') }],
    pages: [],
    leftOut: []
  }
}

/** S3 website routing rules: prefix conditions only, 50 at most; the rest become pages. */
const S3_MAX_RULES = 50

function s3(table: RedirectTable): HostPlan {
  const rules: unknown[] = []
  const pages: CompiledRedirect[] = []
  const leftOut: HostPlan['leftOut'] = []
  for (const c of table.compiled) {
    if (c.pattern.exact) {
      pages.push(c)
      continue
    }
    const segs = c.pattern.segments
    const last = segs[segs.length - 1]
    const prefixOnly = segs.slice(0, -1).every((s) => s.kind === 'literal')
    const destRest = /:([A-Za-z_][A-Za-z0-9_]*)\*|\*/.exec(c.redirect.destination)
    if (
      last?.kind === 'rest' &&
      prefixOnly &&
      rules.length < S3_MAX_RULES &&
      c.redirect.destination.startsWith('/')
    ) {
      const prefix = segs
        .slice(0, -1)
        .map((s) => (s as { text: string }).text)
        .join('/')
      const destPrefix = destRest ? c.redirect.destination.slice(1, destRest.index) : undefined
      rules.push({
        Condition: { KeyPrefixEquals: `${prefix}/` },
        Redirect: {
          HttpRedirectCode: String(status(c)),
          ...(destPrefix !== undefined
            ? { ReplaceKeyPrefixWith: destPrefix }
            : { ReplaceKeyWith: c.redirect.destination.slice(1) })
        }
      })
      continue
    }
    leftOut.push({
      redirect: c,
      why:
        rules.length >= S3_MAX_RULES
          ? `past S3's ${S3_MAX_RULES} routing rules`
          : 'a pattern S3 routing rules cannot express'
    })
  }
  const website = {
    IndexDocument: { Suffix: 'index.html' },
    ErrorDocument: { Key: '404.html' },
    ...(rules.length ? { RoutingRules: rules } : {})
  }
  return {
    files: [
      { name: 's3-website.json', where: 'outside', text: `${JSON.stringify(website, null, 2)}\n` }
    ],
    pages,
    leftOut
  }
}

function githubPages(table: RedirectTable): HostPlan {
  const pages: CompiledRedirect[] = []
  const leftOut: HostPlan['leftOut'] = []
  for (const c of table.compiled) {
    if (c.pattern.exact) pages.push(c)
    else
      leftOut.push({
        redirect: c,
        why: 'GitHub Pages has no redirect rules, and a wildcard cannot be a page'
      })
  }
  return { files: [], pages, leftOut }
}

/** What `host` needs written for the site's redirects. */
export function hostPlan(host: Host, table: RedirectTable): HostPlan {
  switch (host) {
    case 'netlify': {
      const plan = netlifyLike(table, (c) => (c.redirect.permanent ? 301 : 302))
      plan.statusNote =
        'Netlify documents 301 and 302 only: permanent redirects answer 301 there (308 on Mintlify), others 302 (307).'
      return plan
    }
    case 'cloudflare-pages':
      return netlifyLike(table, status, CLOUDFLARE_LIMITS)
    case 'vercel':
      return vercel(table)
    case 'nginx':
      return nginx(table)
    case 's3-website':
      return s3(table)
    case 'github-pages':
      return githubPages(table)
  }
}
