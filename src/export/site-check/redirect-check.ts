/**
 * The site check with the docs.json redirects (hosting/redirects.ts): a link to a redirect's source
 * is not broken when its destination exists, since Mintlify's hosting answers it there; a redirect
 * whose destination exists nowhere is a finding of its own (as `mint broken-links
 * --check-redirects`), and one whose source is a page of the export hides that page.
 */

/** A redirect as the check needs it (hosting/redirects.ts reads them). */
export interface RedirectRule {
  source: string
  destination: string
  /** The file that defines it (relative to the docs source) and its line there. */
  file: string
  line: number
  /** No parameter or wildcard: the source matches only itself. */
  exact: boolean
}

/** The site's redirects, matched as Mintlify's hosting does (hosting/pattern.ts's SiteRedirects). */
export interface SiteRedirects {
  readonly size: number
  /** Where `pathname` is sent, by which redirect (its source); undefined when none takes it. */
  match(pathname: string): { destination: string; redirect: { source: string } } | undefined
  rules(): Iterable<RedirectRule>
}

export interface RedirectFindings {
  /** How many redirects the site has. */
  count: number
  /** Missing targets that a redirect answers with an existing page. */
  linksRedirected: number
  /** Redirects whose destination the export does not serve. */
  broken: Pick<RedirectRule, 'source' | 'destination' | 'file' | 'line'>[]
  /** Exact redirects whose source is a page of the export: on Mintlify's hosting it is never seen. */
  hidingPages: Pick<RedirectRule, 'source' | 'file' | 'line'>[]
  /** Redirects whose destination has a wildcard's value in it: judged only by the links that use them. */
  notJudged: number
}

/** The destination as a site path (no `/`, `#` or `?`), or undefined when it is another site's. */
function sitePathOf(destination: string): string | undefined {
  if (!destination.startsWith('/') || destination.startsWith('//')) return undefined
  const cut = destination.search(/[#?]/)
  const pathname = cut === -1 ? destination : destination.slice(0, cut)
  try {
    return decodeURIComponent(pathname.slice(1))
  } catch {
    return pathname.slice(1)
  }
}

/** Whether a redirect answers `target` with a destination the site serves (or another site's). */
export function redirectServed(
  redirects: SiteRedirects,
  target: string,
  served: (sitePath: string) => boolean
): boolean {
  const found = redirects.match(target)
  if (!found) return false
  const destination = sitePathOf(found.destination)
  return destination === undefined || served(destination)
}

export function judgeRedirects(
  redirects: SiteRedirects,
  served: (sitePath: string) => boolean,
  linksRedirected: number
): RedirectFindings {
  const broken: RedirectFindings['broken'] = []
  const hidingPages: RedirectFindings['hidingPages'] = []
  let notJudged = 0
  for (const rule of redirects.rules()) {
    const { source, destination, file, line } = rule
    if (rule.exact && source !== '/' && served(source.slice(1))) {
      hidingPages.push({ source, file, line })
    }
    if (/:[A-Za-z_]|\*/.test(destination)) {
      notJudged++
      continue
    }
    const sitePath = sitePathOf(destination)
    if (sitePath === undefined || served(sitePath)) continue
    // One step further: a destination that is itself redirected to an existing page works.
    const next = redirects.match(`/${sitePath}`)
    if (next !== undefined && next.redirect.source !== source) {
      const nextPath = sitePathOf(next.destination)
      if (nextPath === undefined || served(nextPath)) continue
    }
    broken.push({ source, destination, file, line })
  }
  return { count: redirects.size, linksRedirected, broken, hidingPages, notJudged }
}
