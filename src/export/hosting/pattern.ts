/**
 * What a redirect's source matches, as Mintlify's hosting reads it: segments are literal, `:name`
 * (one segment), `:name*` (any number of segments, none included, carried into the destination as
 * `:name*` or `:name`), or hold a partial `*` (any characters within the segment, carried as `*`).
 * The first redirect that matches wins, in docs.json order.
 */
import type { Redirect } from './redirects.js'

export type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'rest'; name: string }
  /** Literal pieces around `*`s, in order: `concepts-*` is ['concepts-', '']. */
  | { kind: 'partial'; pieces: string[] }

export interface Pattern {
  segments: Segment[]
  /** No parameter or `*`: the source matches only itself. */
  exact: boolean
}

export function parsePattern(source: string): Pattern {
  const parts = source === '/' ? [] : source.slice(1).split('/')
  const segments: Segment[] = parts.map((part, i): Segment => {
    const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\*)?$/.exec(part)
    if (param && param[2] && i === parts.length - 1)
      return { kind: 'rest', name: param[1] as string }
    if (param && !param[2]) return { kind: 'param', name: param[1] as string }
    if (part.includes('*')) return { kind: 'partial', pieces: part.split('*') }
    return { kind: 'literal', text: part }
  })
  return { segments, exact: segments.every((s) => s.kind === 'literal') }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The pattern as a regular expression over a path (no trailing slash but the root). */
export function patternRegExp(pattern: Pattern): RegExp {
  let body = ''
  for (const segment of pattern.segments) {
    if (segment.kind === 'literal') body += `/${escapeRegExp(segment.text)}`
    else if (segment.kind === 'param') body += '/([^/]+)'
    else if (segment.kind === 'rest') body += '(?:/(.*))?'
    else body += `/${segment.pieces.map(escapeRegExp).join('([^/]*)')}`
  }
  return new RegExp(`^${body === '' ? '/' : body}$`)
}

/** The values captured by a match, by name (`:name`, `:name*`) and in order (`*`). */
export interface Captures {
  named: Map<string, string>
  stars: string[]
}

export function capturesOf(pattern: Pattern, match: RegExpExecArray): Captures {
  const named = new Map<string, string>()
  const stars: string[] = []
  let group = 1
  for (const segment of pattern.segments) {
    if (segment.kind === 'param' || segment.kind === 'rest') {
      named.set(segment.name, match[group++] ?? '')
    } else if (segment.kind === 'partial') {
      for (let i = 1; i < segment.pieces.length; i++) stars.push(match[group++] ?? '')
    }
  }
  return { named, stars }
}

/** The destination with the captures put in: `:name*`, `:name`, then each `*` in order. */
export function substitute(destination: string, captures: Captures): string {
  let star = 0
  const filled = destination
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?/g, (whole, name: string) => {
      const value = captures.named.get(name)
      return value === undefined ? whole : value
    })
    .replace(/\*/g, () => captures.stars[star++] ?? '')
  // An empty capture leaves `//` or a trailing `/` in a path of the site; a URL elsewhere is kept.
  return filled.startsWith('/')
    ? filled.replace(/\/{2,}/g, '/').replace(/(.)\/(?=$|#)/, '$1')
    : filled
}

export interface CompiledRedirect {
  redirect: Redirect
  pattern: Pattern
  regex: RegExp
}

/** The site's redirects, matched as Mintlify's hosting does: the first in docs.json order wins. */
export class RedirectTable {
  readonly compiled: CompiledRedirect[]
  /** Exact sources, for the common case: the first redirect of each. */
  private readonly exact = new Map<string, number>()

  constructor(redirects: readonly Redirect[]) {
    this.compiled = redirects.map((redirect) => {
      const pattern = parsePattern(redirect.source)
      return { redirect, pattern, regex: patternRegExp(pattern) }
    })
    this.compiled.forEach((c, i) => {
      if (c.pattern.exact && !this.exact.has(c.redirect.source))
        this.exact.set(c.redirect.source, i)
    })
  }

  get size(): number {
    return this.compiled.length
  }

  /** Each redirect with whether its source matches only itself (the site check's view). */
  *rules(): Generator<Redirect & { exact: boolean }> {
    for (const c of this.compiled) yield { ...c.redirect, exact: c.pattern.exact }
  }

  /** Where `pathname` (from `/`) is redirected to, and by which redirect; undefined when it is not. */
  match(pathname: string): { redirect: Redirect; destination: string } | undefined {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
    const exact = this.exact.get(path)
    for (let i = 0; i < this.compiled.length; i++) {
      if (exact !== undefined && i === exact) {
        const c = this.compiled[i] as CompiledRedirect
        return { redirect: c.redirect, destination: c.redirect.destination }
      }
      const c = this.compiled[i] as CompiledRedirect
      if (c.pattern.exact) continue
      const match = c.regex.exec(path)
      if (match) {
        return {
          redirect: c.redirect,
          destination: substitute(c.redirect.destination, capturesOf(c.pattern, match))
        }
      }
    }
    return undefined
  }
}
