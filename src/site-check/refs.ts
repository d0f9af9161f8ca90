import { decodeHTMLAttribute } from 'entities'
import { Parser, Tokenizer } from 'htmlparser2'

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
}

/** Attributes that hold a URL, per element, and what loading it is. */
const SRC_KINDS: Readonly<Record<string, RefKind>> = {
  script: 'script',
  img: 'image',
  iframe: 'frame',
  frame: 'frame',
  source: 'media',
  video: 'media',
  audio: 'media',
  track: 'media',
  embed: 'object',
  input: 'image'
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
  return undefined
}

/** The URLs of a `srcset`: comma-separated candidates, each a URL and an optional descriptor. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,(?=\s|$)|,(?=[^\s])/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '')
}

/**
 * `url(...)` and `@import "..."` in a stylesheet, with comments skipped. Written by hand: only these
 * two forms matter here, and a full CSS parser would add a megabyte to the action for them.
 */
export function cssRefs(css: string): Ref[] {
  const refs: Ref[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ')
  const pattern =
    /url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|@import\s+(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/gi
  for (const match of text.matchAll(pattern)) {
    const imported = match[4] ?? match[5]
    const url = match[1] ?? match[2] ?? match[3] ?? imported ?? ''
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

/** The fields of htmlparser2's Tokenizer that its `fastForwardTo` reads and moves. */
interface ScanState {
  buffer: string
  index: number
  offset: number
}

/**
 * htmlparser2's Tokenizer, with its skip to the next `<` (or quote, or `>`) done by String#indexOf
 * instead of a loop over char codes: the same positions, about 2.5 times faster on pages of prose,
 * where that skip is most of the parse (npm run bench). The Parser takes a Tokenizer class for this
 * (`options.Tokenizer`), but `fastForwardTo` is internal to htmlparser2: where a version no longer
 * has it, or the fields it moves, the stock Tokenizer is used (and refs.test.ts compares the two).
 */
export const ScanTokenizer: typeof Tokenizer | undefined = (() => {
  const stock = Tokenizer.prototype as unknown as Record<string, unknown>
  const probe = new Tokenizer({}, {} as never) as unknown as Record<string, unknown>
  const fields = ['buffer', 'index', 'offset'].every((field) => field in probe)
  if (typeof stock.fastForwardTo !== 'function' || stock.fastForwardTo.length !== 1 || !fields) {
    return undefined
  }
  class IndexOfTokenizer extends Tokenizer {}
  Object.defineProperty(IndexOfTokenizer.prototype, 'fastForwardTo', {
    value: function fastForwardTo(this: ScanState, c: number): boolean {
      const found = this.buffer.indexOf(String.fromCharCode(c), this.index + 1 - this.offset)
      if (found !== -1) {
        this.index = found + this.offset
        return true
      }
      // As the stock one: the parse loop steps past the buffer's last character.
      this.index = this.buffer.length + this.offset - 1
      return false
    }
  })
  return IndexOfTokenizer
})()

/** Every reference of one HTML page, and its `<base href>` if it has one. */
export interface PageRefs {
  refs: Ref[]
  base?: string
}

/** Parses a page with htmlparser2 (no regular expressions over HTML) and lists what it references. */
export function htmlRefs(html: string): PageRefs {
  const refs: Ref[] = []
  let base: string | undefined
  let style = false
  let styleText = ''
  const add = (url: string | undefined, kind: RefKind): void => {
    if (url === undefined) return
    const decoded = url.includes('&') ? decodeHTMLAttribute(url) : url
    if (decoded.trim() !== '') refs.push({ url: decoded.trim(), kind })
  }
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.style) refs.push(...cssRefs(decodeHTMLAttribute(attrs.style)))
        switch (name) {
          case 'base':
            base ??= attrs.href === undefined ? undefined : decodeHTMLAttribute(attrs.href)
            return
          case 'a':
          case 'area':
            add(attrs.href, 'navigation')
            return
          case 'link': {
            const kind = linkKind(attrs.rel ?? '', attrs.as ?? '')
            add(attrs.href, kind ?? 'navigation')
            if (attrs.imagesrcset)
              for (const url of srcsetUrls(attrs.imagesrcset)) add(url, 'image')
            return
          }
          case 'object':
            add(attrs.data, 'object')
            return
          case 'style':
            style = true
            styleText = ''
            return
        }
        const kind = SRC_KINDS[name]
        if (kind) add(attrs.src, kind)
        if (attrs.srcset) for (const url of srcsetUrls(attrs.srcset)) add(url, 'image')
        if (name === 'video' && attrs.poster) add(attrs.poster, 'image')
      },
      ontext(text) {
        if (style) styleText += text
      },
      onclosetag(name) {
        if (name === 'style' && style) {
          style = false
          refs.push(...cssRefs(styleText))
        }
      }
    },
    // Entities are decoded only in the attributes read (above): with decoding off, htmlparser2 skips
    // text with one scan for the next `<` (an indexOf, with ScanTokenizer) instead of a state per
    // character, several times faster on pages of prose (npm run bench).
    { decodeEntities: false, lowerCaseAttributeNames: true, Tokenizer: ScanTokenizer }
  )
  parser.end(html)
  return { refs, base }
}
