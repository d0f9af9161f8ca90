/**
 * The docs source in the workflow's workspace: a folder with `docs.json` (or the older `mint.json`),
 * its pages as `.mdx` or `.md` files. A finding on an exported page is shown on the source line a
 * writer edits, when the page has a source file and the link is found in it.
 */
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'

/** The largest source file searched for a link. */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024

/** Whether `folder` holds a Mintlify docs source (docs.json or mint.json). */
export async function isDocsSource(folder: string): Promise<boolean> {
  for (const name of ['docs.json', 'mint.json']) {
    try {
      await access(path.join(folder, name))
      return true
    } catch {
      // Not this one.
    }
  }
  return false
}

/** The source files a page of the export may come from: `guides/x/index.html` -> `guides/x.mdx`, … */
export function sourceCandidates(page: string): string[] {
  let route = page.replace(/\.html?$/i, '')
  if (route === 'index') return ['index.mdx', 'index.md']
  if (route.endsWith('/index')) route = route.slice(0, -'/index'.length)
  return [`${route}.mdx`, `${route}.md`, `${route}/index.mdx`, `${route}/index.md`]
}

/** What a link to `target` may look like in Markdown or MDX, most specific first. */
function spellings(target: string): string[] {
  const hash = target.indexOf('#')
  const pathPart = hash === -1 ? target : target.slice(0, hash)
  const fragment = hash === -1 ? '' : target.slice(hash)
  const trimmed = pathPart.replace(/\/$/, '')
  const forms = [
    target,
    `${trimmed}${fragment}`,
    `${trimmed.replace(/^\//, '')}${fragment}`,
    ...(fragment ? [fragment] : [])
  ]
  return [...new Set(forms.filter((form) => form !== '' && form !== '/'))]
}

/** The 1-based line of the first link to `target` in a Markdown or MDX text, or undefined. */
export function linkLine(text: string, target: string): number | undefined {
  const lines = text.split('\n')
  for (const form of spellings(target)) {
    // Where a link is written: in (…) of a Markdown link, or in an attribute's quotes.
    const patterns = [`(${form})`, `(${form} `, `"${form}"`, `'${form}'`, `<${form}>`]
    const index = lines.findIndex((line) => patterns.some((p) => line.includes(p)))
    if (index !== -1) return index + 1
  }
  return undefined
}

export interface SourceSpot {
  /** Relative to the workspace, `/`-separated. */
  file: string
  line?: number
}

/**
 * Where a finding on `page` is in the docs source under `root` (relative to `workspace`): the
 * page's source file, and the line of its first link to `target` when that is found.
 */
export async function sourceSpot(
  root: string,
  workspace: string,
  page: string,
  target: string
): Promise<SourceSpot | undefined> {
  for (const candidate of sourceCandidates(page)) {
    const full = path.join(root, candidate)
    let text: string
    try {
      const bytes = await readFile(full)
      if (bytes.length > MAX_SOURCE_BYTES) continue
      text = bytes.toString('utf8')
    } catch {
      continue
    }
    const file = path.relative(workspace, full).split(path.sep).join('/')
    return { file, line: linkLine(text, target) }
  }
  return undefined
}
