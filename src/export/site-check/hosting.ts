/**
 * What Mintlify's hosting serves beside a site's pages, which its static export does not contain.
 * From `mint export` (@mintlify/previewing: `dist/local-preview/export.js`): the export holds each
 * navigation route's HTML as `route/index.html`, `_next/static/`, the docs' own public files and
 * `serve.js`, nothing else. Mintlify's hosting also generates, per site: `/llms.txt`,
 * `/llms-full.txt`, `/sitemap.xml`, `/robots.txt`, `/skill.md` (with `/.well-known/skills/` and
 * `/.well-known/agent-skills/`), the search MCP server at `/mcp`, and each page as Markdown at
 * `<page>.md`. Pages link to some of these (`<link rel="alternate" type="text/markdown">`, a hidden
 * link to llms.txt): a static host answers 404 there, but nobody can fix that in the docs.
 */

/** Site paths (no leading slash) that the hosting generates at the root. */
export const HOSTING_FILES: readonly string[] = [
  'llms.txt',
  'llms-full.txt',
  'sitemap.xml',
  'robots.txt',
  'skill.md',
  'mcp'
]

/** Folders whose every path the hosting generates. */
const HOSTING_FOLDERS: readonly string[] = ['.well-known/skills/', '.well-known/agent-skills/']

const MARKDOWN = '.md'

/**
 * Whether the missing target `path` (a site path, no leading slash) is one Mintlify's hosting
 * serves: one of its root files, under its folders, or `<page>.md` where `<page>` is a page of this
 * export (`isPage`). A `.md` link to a page the export does not have (`/guides/missing.md`) is a
 * broken link a person wrote, not a hosting file.
 */
export function hostingOnly(path: string, isPage: (sitePath: string) => boolean): boolean {
  if (HOSTING_FILES.includes(path)) return true
  if (HOSTING_FOLDERS.some((folder) => path.startsWith(folder))) return true
  if (!path.endsWith(MARKDOWN) || path.length === MARKDOWN.length) return false
  const page = path.slice(0, -MARKDOWN.length)
  // The home page's Markdown is /index.md: its page is the root.
  return isPage(page) || (page === 'index' && isPage(''))
}

/** Whether a hosting-only target is a page's Markdown version (and not `/skill.md`). */
export function isMarkdownVersion(path: string): boolean {
  return path.endsWith(MARKDOWN) && path !== 'skill.md'
}

/**
 * The one sentence the log and the summary give the hosting-only targets: how many, which, and
 * why they are not broken links.
 */
export function hostedSentence(hosted: {
  count: number
  markdown: number
  files: readonly string[]
}): string {
  const n = hosted.count
  return `${n} link target${n === 1 ? ' points' : 's point'} at files Mintlify's hosting serves and this export does not contain: ${describeHosted(hosted.files, hosted.markdown)}. A static host answers 404 there; they are not counted as broken (generate-hosting-files adds sitemap.xml and llms.txt).`
}

/** `/llms.txt, /sitemap.xml and the .md versions of 12 pages`: what the hosted targets are. */
export function describeHosted(files: readonly string[], markdown: number): string {
  const parts = files.slice(0, 6)
  if (files.length > parts.length) parts.push(`${files.length - parts.length} more`)
  if (markdown > 0) parts.push(`the .md versions of ${markdown} page${markdown === 1 ? '' : 's'}`)
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : (parts[0] ?? '')
}
