// Each host's file, evaluated by that host's documented rules, must send every request where
// Mintlify's hosting does (the same cases as pattern.test.ts): `_redirects` by Netlify's and
// Cloudflare's syntax (first match, `:placeholder`, a trailing `*` splat as `:splat`, trailing slash
// ignored), `vercel.json` by path-to-regexp 6 (the matcher Vercel's routing uses).
import { describe, expect, it } from '@jest/globals'
import { compile, pathToRegexp, type Key } from 'path-to-regexp'
import { hostPlan } from '../../../src/export/hosting/hosts.js'
import { RedirectTable } from '../../../src/export/hosting/pattern.js'
import { asRedirects, NOT_REDIRECTED, REQUESTS } from '../../../__fixtures__/redirect-site.js'

const table = new RedirectTable(asRedirects())

/** Netlify's and Cloudflare's `_redirects`, as their documentation states the rules. */
function viaRedirectsFile(
  text: string,
  path: string
): { location: string; status: number } | undefined {
  const request = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    const [from = '', to = '', status = '301'] = line.trim().split(/\s+/)
    const names: string[] = []
    let body = ''
    for (const part of from.split('/').slice(1)) {
      if (part === '*') {
        names.push('splat')
        body += '/(.*)'
      } else if (part.startsWith(':')) {
        names.push(part.slice(1))
        body += '/([^/]+)'
      } else body += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    }
    const match = new RegExp(`^${body || '/'}$`).exec(request)
    if (!match) continue
    const location = to.replace(/:([A-Za-z_]+)/g, (whole, name: string) => {
      const i = names.indexOf(name)
      return i === -1 ? whole : (match[i + 1] ?? '')
    })
    return { location, status: Number(status) }
  }
  return undefined
}

/** Vercel's `redirects` with `trailingSlash: false`: the path without its slash, first match wins. */
function viaVercel(
  config: { redirects: { source: string; destination: string; permanent: boolean }[] },
  path: string
) {
  const request = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const rule of config.redirects) {
    const keys: Key[] = []
    const match = pathToRegexp(rule.source, keys).exec(request)
    if (!match) continue
    const params: Record<string, string | string[]> = {}
    keys.forEach((key, i) => {
      const value = match[i + 1]
      if (value !== undefined) params[key.name] = key.modifier === '*' ? value.split('/') : value
    })
    const [pathPart = '', hash] = rule.destination.split('#')
    const location = /^https?:/.test(pathPart)
      ? pathPart.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (w, n: string) => String(params[n] ?? w))
      : compile(pathPart, { validate: false })(params)
    return {
      location: hash === undefined ? location : `${location}#${hash}`,
      status: rule.permanent ? 308 : 307
    }
  }
  return undefined
}

const trim = (location: string | undefined): string | undefined =>
  location?.replace(/(.)\/(?=$|#)/, '$1')

describe('host files', () => {
  it('Cloudflare Pages: every request as Mintlify sends it, with its 308 or 307', () => {
    const plan = hostPlan('cloudflare-pages', table)
    const file = plan.files[0]
    expect(file).toMatchObject({ name: '_redirects', where: 'site' })
    const expressible = REQUESTS.filter((r) => !r.path.startsWith('/articles/'))
    for (const r of expressible) {
      const got = viaRedirectsFile(file?.text ?? '', r.path)
      expect([r.path, trim(got?.location), got?.status]).toEqual([
        r.path,
        r.location,
        r.permanent ? 308 : 307
      ])
    }
    for (const path of NOT_REDIRECTED)
      expect([path, viaRedirectsFile(file?.text ?? '', path)]).toEqual([path, undefined])
    // The partial `*` within a segment is named, not written wrong.
    expect(plan.leftOut.map((l) => l.redirect.redirect.source)).toEqual(['/articles/concepts-*'])
  })

  it('Cloudflare Pages: redirects past its 100 dynamic ones are named, not written', () => {
    const many = new RedirectTable(
      asRedirects(
        Array.from({ length: 102 }, (_, i) => ({
          source: `/w${i}/:slug*`,
          destination: `/v${i}/:slug*`
        }))
      )
    )
    const plan = hostPlan('cloudflare-pages', many)
    expect(plan.leftOut.map((l) => [l.redirect.redirect.source, l.why])).toEqual([
      ['/w100/:slug*', 'past the 100 dynamic redirects Cloudflare Pages reads'],
      ['/w101/:slug*', 'past the 100 dynamic redirects Cloudflare Pages reads']
    ])
  })

  it('Netlify: the same, with 301 and 302 and a note saying so', () => {
    const plan = hostPlan('netlify', table)
    for (const r of REQUESTS.filter((q) => !q.path.startsWith('/articles/'))) {
      const got = viaRedirectsFile(plan.files[0]?.text ?? '', r.path)
      expect([r.path, trim(got?.location), got?.status]).toEqual([
        r.path,
        r.location,
        r.permanent ? 301 : 302
      ])
    }
    expect(plan.statusNote).toMatch(/301 and 302 only/)
  })

  it('Vercel: every request, wildcards and partial `*` included, by path-to-regexp', () => {
    const plan = hostPlan('vercel', table)
    const config = JSON.parse(plan.files[0]?.text ?? '{}')
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false })
    for (const r of REQUESTS) {
      const got = viaVercel(config, r.path)
      expect([r.path, trim(got?.location), got?.status]).toEqual([
        r.path,
        r.location,
        r.permanent ? 308 : 307
      ])
    }
    for (const path of NOT_REDIRECTED)
      expect([path, viaVercel(config, path)]).toEqual([path, undefined])
  })

  it('GitHub Pages: exact redirects become pages, wildcards are named', () => {
    const plan = hostPlan('github-pages', table)
    expect(plan.files).toEqual([])
    expect(plan.pages.every((c) => c.pattern.exact)).toBe(true)
    expect(plan.pages.length + plan.leftOut.length).toBe(table.size)
  })

  it('S3 website: literal-prefix wildcards as routing rules, exact ones as pages', () => {
    const plan = hostPlan('s3-website', table)
    const website = JSON.parse(plan.files[0]?.text ?? '{}')
    expect(website.IndexDocument).toEqual({ Suffix: 'index.html' })
    expect(website.RoutingRules).toContainEqual({
      Condition: { KeyPrefixEquals: 'beta/' },
      Redirect: { HttpRedirectCode: '308', ReplaceKeyPrefixWith: 'v2/' }
    })
    expect(plan.pages.length).toBe(table.compiled.filter((c) => c.pattern.exact).length)
  })
})
