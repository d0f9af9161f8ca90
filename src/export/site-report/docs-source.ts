/**
 * The docs source in the workflow's workspace: a folder with `docs.json` (or the older `mint.json`),
 * its pages as `.mdx` or `.md` files and the snippets they import. A finding on an exported page is
 * shown on the source line a writer edits: the link whose target resolves to the finding's, in the
 * page's file or in a snippet it imports; for a page with no such file, the site's own copy of it.
 */
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { percentDecode } from '../site-check/anchors.js'
import { resolveRef } from '../site-check/resolve.js'

/** The largest source file searched for a link. */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024
/** How deep snippets importing snippets are followed, and how many files one page may pull in. */
const MAX_IMPORT_DEPTH = 3
const MAX_FILES_PER_PAGE = 32

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

export interface SourceLink {
  /** As written, trimmed. */
  url: string
  /** 1-based. */
  line: number
}

/**
 * Where Markdown and MDX write a link: `[text](url "title")`, `[text](<url>)`, an image, a reference
 * definition `[id]: url`, an autolink `<https://…>`, and an attribute (`href`, `src`) of a component
 * or an HTML tag, quoted or in `{"…"}`. A scan of lines rather than an MDX parse: a page MDX would
 * refuse (a stray `<` in prose) must still be searched, and only links that resolve to a finding's
 * target are ever taken from it.
 */
const LINK_FORMS = [
  /\]\(\s*<([^>\n]+)>/g,
  /\]\(\s*([^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)/g,
  /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s>]+)/g,
  /<((?:https?:)?\/\/[^\s<>]+)>/gi,
  /\b(?:href|src)\s*=\s*\{?\s*(["'`])([^"'`\n]*)\1/gi
]

/** Every link of a Markdown or MDX text, in order of lines; none inside fenced code. */
export function sourceLinks(text: string): SourceLink[] {
  const links: SourceLink[] = []
  let fence: string | undefined
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker !== undefined) {
      if (fence === undefined) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
      continue
    }
    if (fence !== undefined) continue
    const found: { at: number; url: string }[] = []
    for (const form of LINK_FORMS) {
      form.lastIndex = 0
      for (let match = form.exec(line); match !== null; match = form.exec(line)) {
        const url = (match[2] ?? match[1] ?? '').trim()
        if (url !== '') found.push({ at: match.index, url })
      }
    }
    found.sort((a, b) => a.at - b.at)
    for (const { url } of found) links.push({ url, line: i + 1 })
  }
  return links
}

/** The `.mdx`/`.md` files a text imports (`import X from '/snippets/x.mdx'`), as written. */
export function importsOf(text: string): string[] {
  const found: string[] = []
  const form = /^\s*import\s+[^;'"\n]*?\bfrom\s+(["'])([^"'\n]+\.mdx?)\1/gm
  for (let match = form.exec(text); match !== null; match = form.exec(text)) {
    found.push(match[2] as string)
  }
  return found
}

/** A site path as a finding and a link are compared: no slashes at the ends, no `index.html`. */
function sameTarget(sitePath: string): string {
  return sitePath
    .replace(/^\/+/, '')
    .replace(/(^|\/)index(\.html?)?$/i, '')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '')
}

/** What a finding's use points at, as a link in the source must lead to it. */
export interface Wanted {
  /** The finding's target: `/guides/gone` (a broken link) or `/guides/x/#intro` (a broken anchor). */
  target: string
  /** For a broken anchor: the fragment, which the link must carry. */
  fragment?: string
  /** The reference as the exported page wrote it (locate.ts), matched as text first. */
  written?: string
}

/**
 * Whether the source link `url`, on the page `page` of the export, leads where `wanted` does. It is
 * resolved from the exported file (`guides/x/index.html`) and from the page's URL as Mintlify
 * serves it (`/guides/x`): a relative link in the source means either, by the renderer.
 */
export function leadsTo(url: string, page: string, wanted: Wanted, siteHost?: string): boolean {
  if (wanted.written !== undefined && url === wanted.written) return true
  const hash = url.indexOf('#')
  const wantHash = wanted.target.indexOf('#')
  const wantPath = sameTarget(wantHash === -1 ? wanted.target : wanted.target.slice(0, wantHash))
  if (wanted.fragment !== undefined) {
    // Compared as the check reads a fragment (the HTML standard's percent-decode).
    if (hash === -1 || percentDecode(url.slice(hash + 1)) !== percentDecode(wanted.fragment))
      return false
  }
  const route = page.replace(/(^|\/)index\.html?$/i, '').replace(/\.html?$/i, '')
  for (const from of [page, route === '' ? 'index.html' : route]) {
    const target =
      hash === 0
        ? { type: 'internal' as const, path: from }
        : resolveRef(url, from, undefined, siteHost)
    if (
      (target.type === 'internal' || target.type === 'outside') &&
      sameTarget(target.path) === wantPath
    ) {
      return true
    }
  }
  return false
}

export interface SourceSpot {
  /** Relative to the workspace, `/`-separated. */
  file: string
  line?: number
}

/** Reads the docs source once per report: each file's links and imports, kept as they are asked for. */
export class DocsSource {
  readonly #files = new Map<string, { links: SourceLink[]; imports: string[] } | null>()

  constructor(
    /** The docs source folder, absolute. */
    private readonly root: string,
    /** The workspace, absolute: what the spots are relative to. */
    private readonly workspace: string,
    private readonly siteHost?: string
  ) {}

  /**
   * Where a use on `page` is written in the source: the page's file and the line of the first link
   * that leads where `wanted` does, else the line in a snippet the page imports (recursively), else
   * the page's file with no line. Undefined when the page has no source file.
   */
  async spot(page: string, wanted: Wanted): Promise<SourceSpot | undefined> {
    for (const candidate of sourceCandidates(page)) {
      const own = await this.#read(candidate)
      if (!own) continue
      const found = await this.#search(candidate, page, wanted)
      return found ?? { file: this.#relative(candidate) }
    }
    return undefined
  }

  /** A file of the site that the source holds as it is (a static page Mintlify copies through). */
  async copyOf(page: string): Promise<{ file: string; bytes: Buffer } | undefined> {
    const full = this.#inside(page)
    if (full === undefined) return undefined
    try {
      const bytes = await readFile(full)
      if (bytes.length > MAX_SOURCE_BYTES) return undefined
      return { file: this.#relative(page), bytes }
    } catch {
      return undefined
    }
  }

  async #search(start: string, page: string, wanted: Wanted): Promise<SourceSpot | undefined> {
    const seen = new Set<string>([start])
    let level = [start]
    for (let depth = 0; depth <= MAX_IMPORT_DEPTH && level.length > 0; depth++) {
      const next: string[] = []
      for (const file of level) {
        const read = await this.#read(file)
        if (!read) continue
        const link = read.links.find((l) => leadsTo(l.url, page, wanted, this.siteHost))
        if (link) return { file: this.#relative(file), line: link.line }
        for (const imported of read.imports) {
          const name = imported.startsWith('/')
            ? imported.slice(1)
            : path.posix.join(path.posix.dirname(file), imported)
          if (seen.has(name) || seen.size >= MAX_FILES_PER_PAGE) continue
          seen.add(name)
          next.push(name)
        }
      }
      level = next
    }
    return undefined
  }

  /** The absolute path of `file` (source-relative), undefined when it would leave the source. */
  #inside(file: string): string | undefined {
    const full = path.resolve(this.root, file)
    const relative = path.relative(this.root, full)
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined
    return full
  }

  async #read(file: string): Promise<{ links: SourceLink[]; imports: string[] } | undefined> {
    const known = this.#files.get(file)
    if (known !== undefined) return known ?? undefined
    let parsed: { links: SourceLink[]; imports: string[] } | null = null
    const full = this.#inside(file)
    if (full !== undefined) {
      try {
        const bytes = await readFile(full)
        if (bytes.length <= MAX_SOURCE_BYTES) {
          const text = bytes.toString('utf8')
          parsed = { links: sourceLinks(text), imports: importsOf(text) }
        }
      } catch {
        parsed = null
      }
    }
    this.#files.set(file, parsed)
    return parsed ?? undefined
  }

  #relative(file: string): string {
    return path.relative(this.workspace, path.join(this.root, file)).split(path.sep).join('/')
  }
}
