import {
  attributeText,
  cssRefs,
  hrefKind,
  noUrlAttributes,
  srcKind,
  tagRefs,
  URL_ATTRIBUTES,
  urlText,
  type PageRefs,
  type Ref,
  type RefKind,
  type RefSink,
  type UrlAttributes
} from './refs.js'
import { tokenize, type ScanCallbacks } from './tokenizer.js'
import { ByteTable, hashBytes } from '../../util/byte-table.js'

/** Elements with no end tag: never open (htmlparser2's Parser's list). */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr'
])
/** Inside these, SVG and MathML content is HTML again (htmlparser2's Parser's list). */
const INTEGRATION = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title'
])
const HTML = 0
const FOREIGN = 1
const SVG = 2
const NO_ATTRIBUTES: Readonly<UrlAttributes> = Object.freeze(noUrlAttributes())
const EMPTY = Buffer.alloc(0)
const NOWHERE: RefSink = { push: () => undefined }
const ATTRIBUTE_NAMES = [...URL_ATTRIBUTES]
/** The attributes read, by length: most names are ruled out by it and their first letter. */
const BY_LENGTH: string[][] = []
for (const name of ATTRIBUTE_NAMES) (BY_LENGTH[name.length] ??= []).push(name)

/**
 * The attribute read that `html` spells at start..end in any case, without slicing it. The names are
 * ASCII letters, and the only other character whose lower case is an ASCII letter is the Kelvin
 * sign (k), which none of them has: comparing A-Z folded is what toLowerCase() would give.
 */
function attributeAt(html: Buffer, start: number, end: number): string | undefined {
  const names = BY_LENGTH[end - start]
  if (names === undefined) return undefined
  const first = (html[start] as number) | 0x20
  next: for (let n = 0; n < names.length; n++) {
    const name = names[n] as string
    if (name.charCodeAt(0) !== first) continue
    for (let i = 1; i < name.length; i++) {
      const c = html[start + i] as number
      if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(i)) continue next
    }
    return name
  }
  return undefined
}

/**
 * Texts by the bytes that spell them: a page spells a few tag names and `rel` values thousands of
 * times, and each spelling is decoded once. Bounded, since a page can make up any number of them.
 */
class Spellings {
  private readonly table = new ByteTable()
  private readonly texts: string[] = []

  constructor(
    private readonly max: number,
    private readonly decode: (bytes: Buffer, start: number, end: number) => string
  ) {}

  get(bytes: Buffer, start: number, end: number): string {
    const hash = hashBytes(bytes, start, end)
    const entry = this.table.find(bytes, start, end, hash)
    if (entry !== -1) return this.texts[entry] as string
    const text = this.decode(bytes, start, end)
    if (this.table.size < this.max) {
      this.table.add(bytes, start, end, hash)
      this.texts.push(text)
    }
    return text
  }
}

/**
 * Tag names of four ASCII letters at most (most of a page's: a, p, div, span, code, li, td), lower
 * case, by their bytes packed with their length into an integer small enough for V8 not to box.
 */
const SHORT_NAMES = new Map<number, string>()
const MAX_SHORT_NAMES = 1024

/** Tag names, lower case as toLowerCase() gives them, by their spelling in the page. */
const TAG_NAMES = new Spellings(1024, (bytes, start, end) =>
  bytes.toString('utf8', start, end).toLowerCase()
)
/** `rel` and `as` values, as written. */
const LINK_VALUES = new Spellings(256, (bytes, start, end) => bytes.toString('utf8', start, end))

/** Unsets every value of an attribute record, keeping its shape. */
function clear(attrs: UrlAttributes): void {
  for (let i = 0; i < ATTRIBUTE_NAMES.length; i++) attrs[ATTRIBUTE_NAMES[i] as string] = undefined
}

/** Whether a tag's record holds no attribute tagRefs reads besides href and src (rel and as name a kind). */
function onlyUrls(attrs: Readonly<UrlAttributes>): boolean {
  return (
    attrs.style === undefined &&
    attrs.srcset === undefined &&
    attrs.imagesrcset === undefined &&
    attrs.poster === undefined &&
    attrs.data === undefined
  )
}

/** The whitespace String#trim removes that is ASCII. */
function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d)
}

/** Whether the bytes at `start` are `name` (a tag name as the stack holds it) exactly. */
function spells(html: Buffer, start: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i)
    // A name with other than ASCII is compared the slow way, decoded.
    if (c >= 0x80 || html[start + i] !== c) return false
  }
  return true
}

/** Whether a style value could hold url( or @import, or an entity that decodes to either. */
function mayReference(html: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = html[i] as number
    if (c === 0x28 || c === 0x40 || c === 0x26) return true
  }
  return false
}

/** Whether the bytes hold an `&`, which may start an entity. */
function hasEntity(html: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (html[i] === 0x26) return true
  return false
}

/**
 * The references of one page, from the Tokenizer's events. Its Parser builds, for every
 * start tag, a lower-cased name and an object of all attributes joined from slices, and keeps the
 * element stack with the HTML rules for implied end tags. References need less: the name, the few
 * attributes that hold a URL (only those are sliced), `<style>` text, and the one piece of the stack the Tokenizer asks for, whether it is
 * inside SVG or MathML (there `<style>` and `<script>` hold markup, CDATA is text, and `<x/>`
 * closes). That part follows the Parser's rules: the open elements, void elements, the HTML
 * integration points, `image` read as `img`, and every element closed at the end of the page. Not
 * followed: the end tags the Parser implies (a `<p>` closing an open `<p>`), which change only which
 * element a stray end tag closes, and the case of SVG names other than `foreignObject`, which
 * matters only to an end tag in another context than its start tag. refs.test.ts compares the two.
 */
class PageScanner implements ScanCallbacks {
  base: string | undefined
  /** Open elements, innermost last. */
  private readonly stack: string[] = []
  /** What each open element that changes it made the content: HTML, SVG or other foreign. */
  private readonly contexts: number[] = [HTML]
  private tag = ''
  private attrs: UrlAttributes | undefined
  /**
   * The one record of attribute values, filled for a tag, read by tagRefs and cleared: a page has
   * hundreds of tags with one, and a record each would be most of what the check allocates.
   */
  private readonly record: UrlAttributes = noUrlAttributes()
  /** The attribute whose value is arriving, when it is one that is read; else ''. */
  private attribute = ''
  private value = ''
  /** Inside a `<style>` element, whose text is read: the only text asked of the tokenizer. */
  textWanted = false
  private styleText = ''
  /** The tag has had a style attribute: as with every attribute, only the first counts. */
  private styleSeen = false
  /**
   * A value that arrived in one piece, not yet sliced (start; -1 when there is none): an href or
   * src (most are links judged before, which the check looks up by their bytes), or a style with
   * nothing to find (most are colours). A second piece slices it.
   */
  private pieceStart = -1
  private pieceEnd = -1
  /** The tag's href and src as such pieces; -1 when unset or held as a string in the record. */
  private hrefStart = -1
  private hrefEnd = -1
  private srcStart = -1
  private srcEnd = -1

  private html: Buffer = EMPTY
  private refs: RefSink = NOWHERE

  /** Makes the scanner ready for a page, as a new one: pages are read one after another by one. */
  start(html: Buffer, refs: RefSink): void {
    this.html = html
    this.refs = refs
    this.base = undefined
    this.stack.length = 0
    this.contexts.length = 1
    this.tag = ''
    if (this.attrs) clear(this.attrs)
    this.attrs = undefined
    this.attribute = ''
    this.value = ''
    this.textWanted = false
    this.styleText = ''
    this.styleSeen = false
    this.pieceStart = -1
    this.hrefStart = -1
    this.srcStart = -1
    this.inertDepth = 0
    this.idsInert = false
  }

  /**
   * Open `<template>` and `<noscript>` elements: what they hold is no element of the page a browser
   * scrolls to (a template's content is a fragment apart; noscript's, text when scripts run).
   */
  private inertDepth = 0
  /** Whether the tag being read is inside one: its ids count for nothing. */
  private idsInert = false

  /** Where the tag being read starts (its name), for a sink that locates references. */
  private tagStart = 0
  /** Where the `<style>` being read started. */
  private styleStart = 0
  /** The tag's first `id` (or `<a name>`) was reported: as with every attribute, only the first counts. */
  private idSeen = false
  private nameSeen = false

  /** Lets go of the page, which is the bundle's memory, lent. */
  done(): void {
    this.html = EMPTY
    this.refs = NOWHERE
    this.styleText = ''
    this.value = ''
  }

  isInForeignContext(): boolean {
    return this.context() !== HTML
  }

  onopentagname(start: number, end: number): void {
    this.tagStart = start
    const name = this.tagName(start, end)
    // A tag always ends before the next starts; should one not have, its values go with it.
    if (this.attrs) clear(this.attrs)
    this.attrs = undefined
    this.styleSeen = false
    this.idSeen = false
    this.nameSeen = false
    this.hrefStart = -1
    this.srcStart = -1
    // As the Parser (and the HTML standard): a <form> inside a form is dropped, attributes and all.
    this.tag = name === 'form' && this.stack.includes('form') ? '' : name
    this.idsInert = this.inertDepth > 0
    if (this.tag === '' || VOID.has(name)) return
    this.stack.push(name)
    if (name === 'template' || name === 'noscript') this.inertDepth++
    if (name === 'svg') this.contexts.push(SVG)
    else if (name === 'math') this.contexts.push(FOREIGN)
    else if (INTEGRATION.has(name)) this.contexts.push(HTML)
  }

  /** Whether the attribute is one that is read: the tokenizer reports the value of no other. */
  onattribname(start: number, end: number): boolean {
    this.attribute = this.idAt(start, end) || (attributeAt(this.html, start, end) ?? '')
    this.value = ''
    this.pieceStart = -1
    return this.attribute !== ''
  }

  onattribdata(start: number, end: number): void {
    const attribute = this.attribute
    if (!attribute) return
    if (this.value === '' && this.pieceStart === -1) {
      const kept =
        attribute === 'href' ||
        attribute === 'src' ||
        attribute === 'id' ||
        attribute === 'name' ||
        (attribute === 'style' && !mayReference(this.html, start, end))
      if (kept) {
        this.pieceStart = start
        this.pieceEnd = end
        return
      }
    }
    if (this.pieceStart !== -1) {
      this.value += this.text(this.pieceStart, this.pieceEnd)
      this.pieceStart = -1
    }
    if (this.value === '' && (attribute === 'rel' || attribute === 'as')) {
      this.value = LINK_VALUES.get(this.html, start, end)
    } else {
      this.value += this.text(start, end)
    }
  }

  onattribentity(): void {
    // Entities are decoded by tagRefs, in the values it reads (decodeEntities is off).
  }

  onattribend(): void {
    if (!this.attribute) return
    const piece = this.pieceStart
    this.pieceStart = -1
    if (this.attribute === 'id' || this.attribute === 'name') {
      const id = this.attribute === 'id'
      if (!(id ? this.idSeen : this.nameSeen)) {
        if (id) this.idSeen = true
        else this.nameSeen = true
        this.anchor(piece, this.pieceEnd)
      }
      this.attribute = ''
      return
    }
    if (this.attribute === 'href' || this.attribute === 'src') {
      // As a browser, and htmlparser2: the first of two same-named attributes counts.
      const href = this.attribute === 'href'
      if ((href ? this.hrefStart : this.srcStart) !== -1) {
        this.attribute = ''
        return
      }
      if (piece !== -1 && this.record[this.attribute] === undefined) {
        if (href) {
          this.hrefStart = piece
          this.hrefEnd = this.pieceEnd
        } else {
          this.srcStart = piece
          this.srcEnd = this.pieceEnd
        }
        this.attribute = ''
        return
      }
    }
    if (this.attribute === 'style') {
      const inert = piece !== -1
      const first = !this.styleSeen
      this.styleSeen = true
      // A style value with nothing to find adds nothing, but still makes later ones not count.
      if (inert || !first) {
        this.attribute = ''
        return
      }
    }
    // As a browser, and htmlparser2: the first of two same-named attributes counts.
    this.attrs ??= this.record
    this.attrs[this.attribute] ??= this.value
    this.attribute = ''
  }

  onopentagend(): void {
    this.endStartTag()
  }

  onselfclosingtag(): void {
    // `<x/>` closes x only in SVG and MathML; in HTML it is a start tag.
    const name = this.tag
    this.endStartTag()
    if (this.isInForeignContext() && this.stack[this.stack.length - 1] === name) this.pop()
  }

  onclosetag(start: number, end: number): void {
    // Most end tags close the innermost element and are spelled as it was: no slice for those.
    const innermost = this.stack[this.stack.length - 1]
    if (
      innermost !== undefined &&
      innermost !== 'image' &&
      end - start === innermost.length &&
      spells(this.html, start, innermost)
    ) {
      this.pop()
      return
    }
    const at = this.stack.lastIndexOf(this.tagName(start, end))
    if (at === -1) return
    while (this.stack.length > at) this.pop()
  }

  ontext(start: number, end: number): void {
    if (this.textWanted) this.styleText += this.text(start, end)
  }

  ontextentity(): void {
    // Not emitted: decodeEntities is off.
  }

  oncdata(start: number, end: number, offset: number): void {
    // CDATA is text in SVG and MathML, a comment in HTML.
    if (this.isInForeignContext()) this.ontext(start, end - offset)
  }

  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}

  onend(): void {
    while (this.stack.length > 0) this.pop()
  }

  private context(): number {
    return this.contexts[this.contexts.length - 1] as number
  }

  /**
   * `id` on any element, `name` on `<a>`, when the sink takes ids: what a fragment can point at. An
   * empty value names nothing.
   */
  private idAt(start: number, end: number): string {
    if (!this.refs.pushId || this.tag === '' || this.idsInert) return ''
    const html = this.html
    const length = end - start
    const c0 = (html[start] as number) | 0x20
    if (length === 2 && c0 === 0x69 && ((html[start + 1] as number) | 0x20) === 0x64) return 'id'
    if (
      length === 4 &&
      this.tag === 'a' &&
      c0 === 0x6e &&
      ((html[start + 1] as number) | 0x20) === 0x61 &&
      ((html[start + 2] as number) | 0x20) === 0x6d &&
      ((html[start + 3] as number) | 0x20) === 0x65
    ) {
      return 'name'
    }
    return ''
  }

  /** Reports an id or name: its bytes when the value came in one piece (no entity), else its text. */
  private anchor(piece: number, pieceEnd: number): void {
    const sink = this.refs
    if (piece !== -1 && this.value === '') {
      if (!hasEntity(this.html, piece, pieceEnd)) {
        if (pieceEnd > piece) sink.pushId?.(piece, pieceEnd)
        return
      }
    }
    const text = attributeText(
      piece !== -1 && this.value === '' ? this.text(piece, pieceEnd) : this.value
    )
    if (text !== '') sink.pushId?.(0, 0, text)
  }

  /** The Parser's name: lower case; `foreignObject` as SVG spells it; `image` is `img` in HTML. */
  private tagName(start: number, end: number): string {
    const name = this.lowerName(start, end)
    if (name === 'foreignobject') {
      const svg = this.context() === SVG
      if (svg || (this.contexts.length > 1 && this.stack.includes('foreignObject'))) {
        return 'foreignObject'
      }
    }
    if (name === 'image' && this.context() === HTML) return 'img'
    return name
  }

  /** The tag name lower-cased, as toLowerCase() gives it: for ASCII, A-Z folded. */
  private lowerName(start: number, end: number): string {
    const length = end - start
    if (length > 4 || length === 0) return TAG_NAMES.get(this.html, start, end)
    const html = this.html
    let key = length - 1
    for (let i = start; i < end; i++) {
      let c = html[i] as number
      if (c >= 0x80) return TAG_NAMES.get(html, start, end)
      if (c >= 0x41 && c <= 0x5a) c |= 0x20
      key = (key << 7) | c
    }
    let name = SHORT_NAMES.get(key)
    if (name === undefined) {
      name = this.text(start, end).toLowerCase()
      if (SHORT_NAMES.size < MAX_SHORT_NAMES) SHORT_NAMES.set(key, name)
    }
    return name
  }

  /** The page's text from start to end; ranges never cut a character (they end at ASCII bytes). */
  private text(start: number, end: number): string {
    return this.html.toString('utf8', start, end)
  }

  private endStartTag(): void {
    const name = this.tag
    const attrs = this.attrs ?? NO_ATTRIBUTES
    const { hrefStart, srcStart } = this
    this.tag = ''
    this.attrs = undefined
    this.hrefStart = -1
    this.srcStart = -1
    if (name === '') {
      if (attrs !== NO_ATTRIBUTES) clear(attrs)
      return
    }
    if (hrefStart !== -1 || srcStart !== -1) {
      if (name === 'base' || !onlyUrls(attrs)) {
        // Rare: the piece joins the record, for tagRefs to read with the rest in its order.
        const record = this.record
        if (hrefStart !== -1) record.href = this.text(hrefStart, this.hrefEnd)
        if (srcStart !== -1) record.src = this.text(srcStart, this.srcEnd)
        return this.endTag(name, record)
      }
      // What tagRefs would make of a piece that is in no record is made here.
      this.refs.at?.(this.tagStart)
      if (hrefStart !== -1) {
        const kind = hrefKind(name, attrs)
        if (kind) this.url(hrefStart, this.hrefEnd, kind)
      }
      if (srcStart !== -1) {
        const kind = srcKind(name)
        if (kind) this.url(srcStart, this.srcEnd, kind)
      }
    }
    this.endTag(name, attrs)
  }

  private endTag(name: string, attrs: UrlAttributes): void {
    if (name === 'base') {
      this.base ??= attrs.href === undefined ? undefined : attributeText(attrs.href)
    } else if (name === 'style') {
      this.textWanted = true
      this.styleText = ''
      this.styleStart = this.tagStart
    }
    // Every reference tagRefs finds is in an attribute it reads: a tag with none has none.
    if (attrs !== NO_ATTRIBUTES) {
      this.refs.at?.(this.tagStart)
      tagRefs(name, attrs, this.refs)
      clear(attrs)
    }
  }

  /**
   * The reference in the attribute value at start..end, as tagRefs reads one: its entities decoded
   * and trimmed. Plain ASCII with no entity is what it is: handed over as bytes when the sink takes
   * them, never decoded.
   */
  private url(start: number, end: number, kind: RefKind): void {
    const html = this.html
    let from = start
    let to = end
    while (from < to && isSpace(html[from] as number)) from++
    while (to > from && isSpace(html[to - 1] as number)) to--
    let plain = true
    for (let i = from; i < to; i++) {
      const c = html[i] as number
      // An entity, a byte past ASCII, or a control (a tab or newline, which the URL parser drops): as text.
      if (c === 0x26 || c >= 0x80 || c < 0x0e) {
        plain = false
        break
      }
    }
    if (plain) {
      if (from === to) return
      if (this.refs.pushPlain) this.refs.pushPlain(from, to, kind)
      else this.refs.push({ url: this.text(from, to), kind })
      return
    }
    const url = urlText(this.text(start, end))
    if (url !== '') this.refs.push({ url, kind })
  }

  private pop(): void {
    const name = this.stack.pop() as string
    if ((name === 'template' || name === 'noscript') && this.inertDepth > 0) this.inertDepth--
    if (name === 'svg' || name === 'math' || INTEGRATION.has(name)) this.contexts.pop()
    if (name === 'style' && this.textWanted) {
      this.textWanted = false
      this.refs.at?.(this.styleStart)
      for (const ref of cssRefs(this.styleText)) this.refs.push(ref)
    }
  }
}

/**
 * Every reference of one HTML page, and its `<base href>`, from the events of htmlparser2's Tokenizer
 * (tokenizer.ts; no regular expressions over HTML). The page is its UTF-8 bytes (a string is encoded
 * first); entities are decoded only in the attributes read.
 */
export function htmlRefs(html: Buffer | string): PageRefs {
  const refs: Ref[] = []
  return { refs, base: scanPage(typeof html === 'string' ? Buffer.from(html, 'utf8') : html, refs) }
}

/** Reads pages one after another with one scanner, whose stack and record are made once. */
export class PageReader {
  private readonly scanner = new PageScanner()

  /** Hands every reference of one HTML page to `refs` as it is found; returns its `<base href>`. */
  read(html: Buffer, refs: RefSink): string | undefined {
    const scanner = this.scanner
    scanner.start(html, refs)
    try {
      tokenize(html, scanner)
      return scanner.base
    } finally {
      scanner.done()
    }
  }
}

/** Hands every reference of one HTML page to `refs` as it is found; returns its `<base href>`. */
export function scanPage(html: Buffer, refs: RefSink): string | undefined {
  return new PageReader().read(html, refs)
}
