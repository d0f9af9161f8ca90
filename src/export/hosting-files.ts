/**
 * `generate-hosting-files`: writes the two files Mintlify's hosting generates that a static host can
 * serve as they are, `sitemap.xml` and `llms.txt`, into the extracted site, from its pages. The
 * export's own file of the same name is never replaced. The pages' `.md` versions and llms-full.txt
 * need each page's Markdown source, which an export does not hold: those stay hosting-only.
 */
import { open, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pageTitle, TITLE_WINDOW } from '../util/page-title.js'
import { pageUrlPath } from './manifest/served-paths.js'

/** The most URLs one sitemap may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

export interface HostingFiles {
  /** Files written, as site paths (`sitemap.xml`). */
  written: string[]
  /** Files the export has already, left as they are. */
  kept: string[]
  /** Pages listed. */
  pages: number
  /** Pages past SITEMAP_MAX_URLS, left out of the sitemap. */
  leftOut: number
}

interface Page {
  /** The path the site serves it at: `/`, `/guides/x`. */
  urlPath: string
  file: string
}

/** A page's `<title>`, as plain one-line text, or undefined. */
async function titleOf(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(TITLE_WINDOW)
    const { bytesRead } = await handle.read(buffer, 0, TITLE_WINDOW, 0)
    return pageTitle(buffer.toString('utf8', 0, bytesRead))
  } finally {
    await handle.close()
  }
}

function xmlText(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Link text in Markdown: the characters that would end or start markup escaped. */
function markdownText(text: string): string {
  return text.replace(/[\\[\]`*_<>]/g, '\\$&')
}

export function sitemapXml(origin: string, pages: readonly Page[]): string {
  const urls = pages.map((page) => `  <url><loc>${xmlText(origin + page.urlPath)}</loc></url>\n`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`
}

/** llms.txt as llmstxt.org describes it: an H1 naming the site, then a list of links. */
export function llmsTxt(
  domain: string,
  origin: string,
  pages: readonly (Page & { title: string })[]
): string {
  const lines = pages.map((page) => `- [${markdownText(page.title)}](${origin}${page.urlPath})`)
  return `# ${domain}\n\n> The pages of ${domain}, as exported.\n\n## Docs\n\n${lines.join('\n')}\n`
}

/** Writes sitemap.xml and llms.txt into `site` (the extracted site folder) for `domain`. */
export async function writeHostingFiles(site: string, domain: string): Promise<HostingFiles> {
  const files = (await readdir(site, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(site, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    )
  const present = new Set(files)
  const pages: Page[] = []
  for (const file of files) {
    const urlPath = pageUrlPath(file)
    if (urlPath !== undefined) pages.push({ urlPath, file })
  }
  // One page per URL (a.html and a/index.html serve the same path): the first in path order.
  pages.sort((a, b) =>
    a.urlPath === b.urlPath ? a.file.localeCompare(b.file) : a.urlPath < b.urlPath ? -1 : 1
  )
  const unique = pages.filter((page, i) => i === 0 || pages[i - 1]?.urlPath !== page.urlPath)
  const listed = unique.slice(0, SITEMAP_MAX_URLS)
  const origin = `https://${domain}`
  const result: HostingFiles = {
    written: [],
    kept: [],
    pages: listed.length,
    leftOut: unique.length - listed.length
  }

  const write = async (name: string, text: () => Promise<string> | string): Promise<void> => {
    if (present.has(name)) {
      result.kept.push(name)
      return
    }
    // `wx`: never through a link or over a file that appeared meanwhile.
    await writeFile(path.join(site, name), await text(), { flag: 'wx' })
    result.written.push(name)
  }
  await write('sitemap.xml', () => sitemapXml(origin, listed))
  await write('llms.txt', async () => {
    const titled = []
    for (const page of listed) {
      const title =
        (await titleOf(path.join(site, page.file))) ??
        (page.urlPath === '/'
          ? domain
          : decodeURIComponent(page.urlPath.split('/').pop() as string))
      titled.push({ ...page, title })
    }
    return llmsTxt(domain, origin, titled)
  })
  return result
}
