import { decodeHTML } from 'entities'

/** A page's `<title>` is looked for in its first bytes, where `<head>` is. */
export const TITLE_WINDOW = 64 * 1024
const TITLE_MAX_CHARS = 200

/** The `<title>` of a page's first bytes (as Latin-1 or UTF-8 text), as plain one-line text. */
export function pageTitle(head: string): string | undefined {
  const match = /<title\b[^>]*>([^<]*)<\/title/i.exec(head)
  if (!match) return undefined
  const text = decodeHTML(match[1] as string)
    // Control, format (zero-width, bidi) and separator characters become spaces, then fold.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text === '' ? undefined : text.slice(0, TITLE_MAX_CHARS)
}

/**
 * Collects a page's first bytes as they stream past, until its `</title` has arrived or
 * TITLE_WINDOW is full, copying only that much (the streamed pieces are views that do not last).
 */
export class TitleReader {
  private readonly pieces: Buffer[] = []
  private length = 0
  private done = false

  data(piece: Buffer): void {
    if (this.done) return
    const room = TITLE_WINDOW - this.length
    const kept = Buffer.from(piece.subarray(0, room))
    this.pieces.push(kept)
    this.length += kept.length
    // Look again from a little before this piece, in case the closing tag spans two pieces.
    if (this.length >= TITLE_WINDOW || this.closes()) this.done = true
  }

  title(): string | undefined {
    return this.length === 0 ? undefined : pageTitle(Buffer.concat(this.pieces).toString('utf8'))
  }

  private closes(): boolean {
    const last = this.pieces[this.pieces.length - 1] as Buffer
    const previous = this.pieces[this.pieces.length - 2]
    const tail = previous ? Buffer.concat([previous.subarray(-8), last]) : last
    return tail.indexOf('</title') !== -1 || tail.indexOf('</TITLE') !== -1
  }
}
