import { decodeHTMLAttribute } from 'entities'

/** What a reference makes the browser do: load a resource of some kind, or navigate. */
export type RefKind =
  | 'navigation'
  | 'script'
  | 'stylesheet'
  | 'image'
  | 'font'
  | 'frame'
  | 'media'
  | 'object'
  | 'resource'

export interface Ref {
  url: string
  kind: RefKind
  /** A `<meta http-equiv="refresh">`: the page is a redirect to this URL. */
  redirect?: true
}

/** Elements whose `src` holds a URL, and what loading it is (a Map: a tag may be named `constructor`). */
const SRC_KINDS: ReadonlyMap<string, RefKind> = new Map([
  ['script', 'script'],
  ['img', 'image'],
  ['iframe', 'frame'],
  ['frame', 'frame'],
  ['source', 'media'],
  ['video', 'media'],
  ['audio', 'media'],
  ['track', 'media'],
  ['embed', 'object'],
  ['input', 'image']
])

/** linkKind's answers by rel, then as: a page has the same few links in its head as every other. */
const LINK_KINDS = new Map<string, Map<string, RefKind | undefined>>()

function cachedLinkKind(rel: string, as: string): RefKind | undefined {
  let byAs = LINK_KINDS.get(rel)
  if (byAs === undefined) {
    byAs = new Map()
    if (LINK_KINDS.size < 256) LINK_KINDS.set(rel, byAs)
  }
  if (byAs.has(as)) return byAs.get(as)
  const kind = linkKind(rel, as)
  if (byAs.size < 64) byAs.set(as, kind)
  return kind
}

/** `<link rel>` values that make the browser fetch something, by what it is. */
function linkKind(rel: string, as: string): RefKind | undefined {
  const rels = rel.toLowerCase().split(/\s+/)
  if (rels.includes('stylesheet')) return 'stylesheet'
  if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon'))
    return 'image'
  if (rels.includes('manifest')) return 'resource'
  if (rels.includes('modulepreload')) return 'script'
  if (rels.includes('preload') || rels.includes('prefetch')) {
    const kinds: Record<string, RefKind> = {
      script: 'script',
      style: 'stylesheet',
      font: 'font',
      image: 'image',
      audio: 'media',
      video: 'media',
      track: 'media',
      document: 'frame'
    }
    return kinds[as.toLowerCase()] ?? 'resource'
  }
  // Links to other documents a reader or a crawler follows. Any other `<link>` (`rev="made"`, no
  // rel, `preconnect`, `dns-prefetch`, `pingback`) names no document of the site to open.
  if (rels.some((r) => FOLLOWED_LINK_RELS.has(r))) return 'navigation'
  return undefined
}

const FOLLOWED_LINK_RELS = new Set([
  'alternate',
  'canonical',
  'sitemap',
  'author',
  'help',
  'license',
  'next',
  'prev',
  'previous',
  'search',
  'first',
  'last',
  'up',
  'index',
  'contents',
  'start',
  'home'
])

const SPACE = /[\t\n\f\r ]/

/**
 * The URLs of a `srcset`, split as the HTML standard's "parse a srcset attribute" does: a URL is a
 * run of non-space characters and may hold commas (`data:` URLs, image CDNs' `w_400,c_scale`
 * segments); commas that end it are separators, and a descriptor runs to the next comma outside
 * parentheses. Written by hand: it is a dozen lines, and no small library follows the standard.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  const end = srcset.length
  let at = 0
  while (at < end) {
    while (at < end && (SPACE.test(srcset[at] as string) || srcset[at] === ',')) at++
    if (at >= end) break
    const start = at
    while (at < end && !SPACE.test(srcset[at] as string)) at++
    let url = srcset.slice(start, at)
    if (url.endsWith(',')) {
      // Trailing commas end the candidate: it has no descriptor.
      url = url.replace(/,+$/, '')
    } else {
      let depth = 0
      for (; at < end; at++) {
        const c = srcset[at]
        if (c === '(') depth++
        else if (c === ')' && depth > 0) depth--
        else if (c === ',' && depth === 0) break
      }
    }
    if (url !== '') urls.push(url)
  }
  return urls
}

/**
 * `url(...)` and `@import "..."` in a stylesheet, with comments skipped. Written by hand: only these
 * two forms matter here, and a full CSS parser would add a megabyte to the action for them.
 */
export function cssRefs(css: string): Ref[] {
  const refs: Ref[] = []
  // Most style attributes only set colours: without either form there is nothing to find (removing
  // comments only puts spaces in, so it cannot make one).
  if (!/url\(|@import/i.test(css)) return refs
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ')
  // `@import url(…)` is tried first at its `@`, so its url() is read as the stylesheet it imports.
  const pattern =
    /@import\s+url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|@import\s+(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/gi
  for (const match of text.matchAll(pattern)) {
    const imported = match[1] ?? match[2] ?? match[3] ?? match[7] ?? match[8]
    const url = imported ?? match[4] ?? match[5] ?? match[6] ?? ''
    const clean = url.replace(/\\(.)/g, '$1').trim()
    if (!clean) continue
    const kind: RefKind =
      imported !== undefined
        ? 'stylesheet'
        : /\.(woff2?|ttf|otf|eot)([?#]|$)/i.test(clean)
          ? 'font'
          : 'image'
    refs.push({ url: clean, kind })
  }
  return refs
}

/** Every reference of one HTML page, and its `<base href>` if it has one. */
export interface PageRefs {
  refs: Ref[]
  base?: string
}

/** The attributes of a start tag that `tagRefs` reads, each unset or as written. */
export type UrlAttributes = Record<string, string | undefined>

/**
 * Every attribute `tagRefs` reads, unset; the page scanner keeps no others. An object literal, so
 * every tag's attributes share one shape, which V8 reads fastest (filling it in a loop was slower).
 */
export function noUrlAttributes(): UrlAttributes {
  return {
    href: undefined,
    src: undefined,
    srcset: undefined,
    imagesrcset: undefined,
    poster: undefined,
    data: undefined,
    style: undefined,
    rel: undefined,
    as: undefined,
    'http-equiv': undefined,
    content: undefined
  }
}

/** The names of the attributes `tagRefs` reads. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(Object.keys(noUrlAttributes()))

/** Where a page's references go: an array, or the check's list that keeps its room between pages. */
export interface RefSink {
  push(ref: Ref): unknown
  /**
   * A reference whose URL is the page's bytes start..end as they are: ASCII, no entity, trimmed.
   * Without this method the page scanner pushes it as a string.
   */
  pushPlain?(start: number, end: number, kind: RefKind): void
  /**
   * An element's `id`, or an `<a name>`, that a fragment can point at: the page's bytes start..end
   * when no entity is in them, else `text`, decoded. Without this method ids are not reported.
   */
  pushId?(start: number, end: number, text?: string): void
  /** Where in the page the references pushed next were written (a tag's start; a `<style>`'s text). */
  at?(offset: number): void
}

/**
 * A list of references emptied by counts, so its storage is allocated once for every page. Plain
 * references stay offsets into the page: most of a page's URLs are the sidebar's, judged before,
 * and the check looks them up by their bytes without making a string of each.
 */
export class RefList implements RefSink {
  /**
   * For a list that locates findings (locate.ts): every reference in the page's order, as written,
   * with where (its tag's start; a plain one's own). Such a list keeps nothing else. It is this
   * class, not another sink, so the page scanner meets one kind of sink and V8 keeps its code.
   */
  readonly located: { html: Buffer; urls: string[]; offsets: number[] } | undefined
  /** Where the tag being read starts (RefSink.at). */
  private tagAt = 0
  readonly items: Ref[] = []
  count = 0
  /** Start and end of each plain reference, in turn. */
  readonly plain: number[] = []
  readonly plainKinds: RefKind[] = []
  plainCount = 0
  /** Start and end of each id given as bytes, in turn; then ids given as text. */
  readonly ids: number[] = []
  idCount = 0
  readonly idTexts: string[] = []
  idTextCount = 0

  /** `locate`: the page whose references are located (locate.ts). */
  constructor(locate?: Buffer) {
    this.located = locate ? { html: locate, urls: [], offsets: [] } : undefined
  }

  push(ref: Ref): void {
    const located = this.located
    if (located !== undefined) {
      located.urls.push(ref.url)
      located.offsets.push(this.tagAt)
      return
    }
    this.items[this.count++] = ref
  }

  pushPlain(start: number, end: number, kind: RefKind): void {
    const located = this.located
    if (located !== undefined) {
      located.urls.push(located.html.toString('latin1', start, end))
      located.offsets.push(start)
      return
    }
    this.plain[2 * this.plainCount] = start
    this.plain[2 * this.plainCount + 1] = end
    this.plainKinds[this.plainCount++] = kind
  }

  /** Keeps an id (RefSink.pushId); unset, the scanner reports none. */
  pushId?: (start: number, end: number, text?: string) => void = (start, end, text) => {
    if (text !== undefined) {
      this.idTexts[this.idTextCount++] = text
      return
    }
    this.ids[2 * this.idCount] = start
    this.ids[2 * this.idCount + 1] = end
    this.idCount++
  }

  at(offset: number): void {
    this.tagAt = offset
  }

  clear(): void {
    this.count = 0
    this.plainCount = 0
    this.idCount = 0
    this.idTextCount = 0
  }
}

/** An attribute value as a browser reads it: its entities decoded (there are none without an &). */
export function attributeText(value: string): string {
  return value.includes('&') ? decodeHTMLAttribute(value) : value
}

/**
 * An attribute's URL as the URL parser reads it: entities decoded, trimmed, and every ASCII tab and
 * newline removed (an `href` wrapped over two lines is one URL).
 */
export function urlText(value: string): string {
  const text = attributeText(value).trim()
  return /[\t\n\r]/.test(text) ? text.replace(/[\t\n\r]/g, '') : text
}

function add(refs: RefSink, url: string | undefined, kind: RefKind | undefined): void {
  if (url === undefined || kind === undefined) return
  const decoded = urlText(url)
  if (decoded !== '') refs.push({ url: decoded, kind })
}

/**
 * The URL a `<meta http-equiv="refresh" content="0;URL=…">` sends the reader to, as the HTML
 * standard's shared declarative refresh steps read it; undefined for any other meta.
 */
export function refreshUrl(attrs: Readonly<UrlAttributes>): string | undefined {
  if (
    attributeText(attrs['http-equiv'] ?? '')
      .trim()
      .toLowerCase() !== 'refresh'
  )
    return undefined
  const content = attributeText(attrs.content ?? '')
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.*)$/is.exec(content)
  if (!match) return undefined
  let url = (match[2] ?? '').trim()
  if (match[1] && url.endsWith(match[1] as string)) url = url.slice(0, -1)
  return url === '' ? undefined : url
}

/** What the `href` of a `name` tag references, or undefined when it is not a reference. */
export function hrefKind(name: string, attrs: Readonly<UrlAttributes>): RefKind | undefined {
  if (name === 'a' || name === 'area') return 'navigation'
  if (name === 'link') return cachedLinkKind(attrs.rel ?? '', attrs.as ?? '')
  return undefined
}

/** What the `src` of a `name` tag references, or undefined when it is not a reference. */
export function srcKind(name: string): RefKind | undefined {
  return SRC_KINDS.get(name)
}

/**
 * What one start tag references (`name` lower case, `attrs` the first value of each attribute, as
 * written: entities are decoded here, only in the values read). `<base href>` and a `<style>`
 * element's text are the caller's.
 */
export function tagRefs(name: string, attrs: Readonly<UrlAttributes>, refs: RefSink): void {
  const style = attrs.style
  if (style) {
    for (const ref of cssRefs(attributeText(style))) refs.push(ref)
  }
  switch (name) {
    case 'a':
    case 'area':
      add(refs, attrs.href, 'navigation')
      return
    case 'link': {
      add(refs, attrs.href, hrefKind(name, attrs))
      if (attrs.imagesrcset)
        for (const url of srcsetUrls(attrs.imagesrcset)) add(refs, url, 'image')
      return
    }
    case 'object':
      add(refs, attrs.data, 'object')
      return
    case 'base': // the page's base URL, not a reference
    case 'style':
      return
    case 'meta': {
      const url = refreshUrl(attrs)
      if (url !== undefined) refs.push({ url, kind: 'navigation', redirect: true })
      return
    }
  }
  const kind = srcKind(name)
  if (kind) add(refs, attrs.src, kind)
  if (attrs.srcset) for (const url of srcsetUrls(attrs.srcset)) add(refs, url, 'image')
  if (name === 'video' && attrs.poster) add(refs, attrs.poster, 'image')
}
