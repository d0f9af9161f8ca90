import { decodeHTML } from 'entities'

/** A page's `<title>` is looked for in its first bytes, where `<head>` is. */
export const TITLE_WINDOW = 64 * 1024
const TITLE_MAX_CHARS = 200
/** What makes a title's text change on its way to one line of plain text (pageTitle). */
const NOT_PLAIN = /[&\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[^\S ]| {2}|^ | $/u

/** The `<title>` of a page's first bytes (as Latin-1 or UTF-8 text), as plain one-line text. */
export function pageTitle(head: string): string | undefined {
  const match = /<title\b[^>]*>([^<]*)<\/title/i.exec(head)
  if (!match) return undefined
  const raw = match[1] as string
  // Most titles are plain: no entity, no character that becomes a space, no space to fold or trim.
  if (raw !== '' && !NOT_PLAIN.test(raw)) return raw.slice(0, TITLE_MAX_CHARS)
  const text = decodeHTML(raw)
    // Control, format (zero-width, bidi) and separator characters become spaces, then fold.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text === '' ? undefined : text.slice(0, TITLE_MAX_CHARS)
}

/** Where a title's closing tag starts in `bytes`, or -1. */
function closing(bytes: Buffer): number {
  const lower = bytes.indexOf('</title')
  // Upper case counts only before the lower case one: not a scan of the whole window per page.
  const upper = (lower === -1 ? bytes : bytes.subarray(0, lower)).indexOf('</TITLE')
  return upper === -1 ? lower : upper
}

/**
 * Reads a page's `<title>` from its first TITLE_WINDOW bytes as they stream past. A title within
 * one piece (nearly always: a piece is a whole small page) is decoded from the piece itself, with no
 * copy; only a page whose title is cut between pieces keeps a copy of its first bytes until it ends.
 */
export class TitleReader {
  private head: Buffer | undefined
  private seen = 0
  private found: string | undefined
  private done = false

  data(piece: Buffer): void {
    if (this.done) return
    const room = TITLE_WINDOW - this.seen
    const window = piece.length > room ? piece.subarray(0, room) : piece
    this.seen += window.length
    const bytes = this.head ? Buffer.concat([this.head, window]) : window
    const close = closing(bytes)
    if (close !== -1) {
      const lower = bytes.lastIndexOf('<title', close)
      const upper = bytes.lastIndexOf('<TITLE', close)
      const open = Math.max(lower, upper, 0)
      this.found = pageTitle(bytes.toString('utf8', open, close + '</title'.length))
      this.head = undefined
      this.done = true
    } else if (this.seen >= TITLE_WINDOW) {
      this.head = undefined
      this.done = true
    } else {
      // Kept: the title may start here and end in the next piece.
      this.head = bytes === window ? Buffer.from(window) : bytes
    }
  }

  title(): string | undefined {
    return this.found
  }
}
