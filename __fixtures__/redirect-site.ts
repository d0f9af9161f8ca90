/**
 * A docs site with redirects shaped like Mintlify's own `docs.json` + `redirects.json` (exact
 * moves, `/x/index` destinations that only serve.js's `.html` candidate finds, destinations with
 * anchors, `:slug*` and `/*` wildcards carried into the destination, `:page` parameters, partial
 * `*`, `permanent: false`), its exported pages, and the requests each redirect must answer.
 */
import type { Redirect } from '../src/export/hosting/redirects.js'

export interface RedirectSpec {
  source: string
  destination: string
  permanent?: boolean
}

/** The site's pages (route/index.html, as `mint export` writes them). */
export const PAGES = [
  '',
  'quickstart',
  'components/accordions',
  'components/callouts',
  'deploy/gitlab',
  'deploy/authentication-setup',
  'assistant/index',
  'agent/index',
  'editor/index',
  'es/agent/index',
  'api/introduction',
  'api/assistant/create-message',
  'api/assistant/search',
  'api/agent/create-job',
  'workflows/alpha',
  'workflows/beta',
  'api-playground/mdx-setup',
  'collection/overview',
  'changelog',
  'v2/getting-started',
  'v2/guides/deep/page'
]

export const REDIRECTS: RedirectSpec[] = [
  { source: '/ai/assistant', destination: '/assistant/index' },
  { source: '/agent/linear', destination: '/agent/index' },
  { source: '/es/agent/linear', destination: '/es/agent/index' },
  { source: '/content/components/accordions', destination: '/components/accordions' },
  { source: '/content/components/callouts', destination: '/components/callouts' },
  {
    source: '/settings/gitlab-self-hosted',
    destination: '/deploy/gitlab#self-hosted-gitlab-oauth'
  },
  {
    source: '/settings/authentication-personalization/*',
    destination: '/deploy/authentication-setup'
  },
  { source: '/api-reference/chat/*', destination: '/api/assistant/*' },
  { source: '/api-reference/*', destination: '/api/*' },
  { source: '/editor/inline-ai', destination: '/editor/index', permanent: false },
  { source: '/api-playground/mdx/:slug*', destination: '/api-playground/mdx-setup' },
  { source: '/agent/workflows/:page', destination: '/workflows/:page' },
  { source: '/beta/:slug*', destination: '/v2/:slug*' },
  { source: '/articles/concepts-*', destination: '/collection/overview' },
  { source: '/changelog/overview', destination: '/changelog' },
  { source: '/old-home', destination: 'https://example.com/elsewhere' },
  { source: '/gone', destination: '/nowhere-at-all' }
]

/** Requests and where Mintlify's hosting sends each (status from the redirect's `permanent`). */
export const REQUESTS: { path: string; location: string; permanent: boolean }[] = [
  { path: '/ai/assistant', location: '/assistant/index', permanent: true },
  { path: '/ai/assistant/', location: '/assistant/index', permanent: true },
  { path: '/es/agent/linear', location: '/es/agent/index', permanent: true },
  {
    path: '/settings/gitlab-self-hosted',
    location: '/deploy/gitlab#self-hosted-gitlab-oauth',
    permanent: true
  },
  {
    path: '/settings/authentication-personalization/sso',
    location: '/deploy/authentication-setup',
    permanent: true
  },
  { path: '/api-reference/chat/search', location: '/api/assistant/search', permanent: true },
  { path: '/api-reference/introduction', location: '/api/introduction', permanent: true },
  { path: '/editor/inline-ai', location: '/editor/index', permanent: false },
  { path: '/api-playground/mdx/a/b/c', location: '/api-playground/mdx-setup', permanent: true },
  { path: '/api-playground/mdx', location: '/api-playground/mdx-setup', permanent: true },
  { path: '/agent/workflows/alpha', location: '/workflows/alpha', permanent: true },
  { path: '/beta/guides/deep/page', location: '/v2/guides/deep/page', permanent: true },
  { path: '/beta/getting-started', location: '/v2/getting-started', permanent: true },
  { path: '/articles/concepts-intro', location: '/collection/overview', permanent: true },
  { path: '/changelog/overview', location: '/changelog', permanent: true },
  { path: '/old-home', location: 'https://example.com/elsewhere', permanent: true }
]

/** Requests no redirect takes: a page at its clean URL, or nothing (404). */
export const NOT_REDIRECTED = [
  '/agent/workflows/alpha/more',
  '/articles/concepts-x/y',
  '/api-reference'
]

export function docsJson(redirects: RedirectSpec[] = REDIRECTS): string {
  return `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', name: 'Docs', redirects }, null, 2)}\n`
}

export function asRedirects(specs: RedirectSpec[] = REDIRECTS): Redirect[] {
  return specs.map((r, i) => ({
    source: r.source,
    destination: r.destination,
    permanent: r.permanent !== false,
    file: 'docs.json',
    line: i + 1
  }))
}
