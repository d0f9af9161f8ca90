// How a redirect's source matches, as Mintlify's hosting reads docs.json: first match wins, `:name`
// one segment, `:name*` any number (none included), a partial `*` within a segment.
import { describe, expect, it } from '@jest/globals'
import { RedirectTable } from '../../../src/export/hosting/pattern.js'
import { asRedirects, NOT_REDIRECTED, REQUESTS } from '../../../__fixtures__/redirect-site.js'

describe('RedirectTable', () => {
  const table = new RedirectTable(asRedirects())

  it('sends every request where Mintlify would, the first matching redirect winning', () => {
    for (const request of REQUESTS) {
      const found = table.match(request.path)
      expect([request.path, found?.destination, found?.redirect.permanent]).toEqual([
        request.path,
        request.location,
        request.permanent
      ])
    }
  })

  it('takes no request that no redirect matches', () => {
    for (const path of NOT_REDIRECTED) expect([path, table.match(path)]).toEqual([path, undefined])
  })

  it('an earlier wildcard wins over a later exact source', () => {
    const t = new RedirectTable(
      asRedirects([
        { source: '/docs/:slug*', destination: '/v2/:slug*' },
        { source: '/docs/exact', destination: '/never' }
      ])
    )
    expect(t.match('/docs/exact')?.destination).toBe('/v2/exact')
  })

  it('fills a `*` and `:name` into another site, and keeps a fragment', () => {
    const t = new RedirectTable(
      asRedirects([
        { source: '/x/:id', destination: 'https://other.example/items/:id#top' },
        { source: '/y/*', destination: '/z/*#part' }
      ])
    )
    expect(t.match('/x/42')?.destination).toBe('https://other.example/items/42#top')
    expect(t.match('/y/page')?.destination).toBe('/z/page#part')
  })
})
