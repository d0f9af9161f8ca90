/**
 * Text from GitHub on its way into the agent's prompt. A pull request's description, a title, a
 * branch name or a comment can hold what the person who merges or asks never sees: HTML comments,
 * and zero-width, bidirectional-override, variation-selector or Unicode tag characters, which the
 * agent reads all the same ("add a link to …"). Each text is cleaned of those and bounded before it
 * enters a prompt, and what was removed is counted for the job summary. Wherever the same text is
 * shown (log, summary, comment) it is escaped instead (util/untrusted.ts).
 */

import { decodeHTMLStrict } from 'entities'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** What cleaning took out of one text. */
export interface Removal {
  /**
   * HTML comments (`<!-- … -->`, or an unclosed `<!--` to the end, which GitHub hides too), and the
   * other markup GitHub renders as nothing: processing instructions, declarations, CDATA.
   */
  comments: number
  /**
   * Link reference definitions, which render as nothing: Markdown's comment idiom (`[//]: # (text)`),
   * and any definition with a title or that nothing in the text refers to.
   */
  markdownComments: number
  /** Invisible and format characters: Unicode's Cf (zero-width, bidi controls, tags), variation
   * selectors, Hangul fillers, and control characters other than tab and line feed. */
  invisible: number
  /** Characters cut past the bound. */
  cut: number
}

// Raw HTML that renders as nothing: comments (an unclosed one hides the rest), processing
// instructions, declarations and CDATA sections, as CommonMark reads them.
const COMMENT =
  /<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)|<![A-Za-z][^>]*(?:>|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g
// A link reference definition (CommonMark 4.7), inside any quotes or list items: the label, the
// destination, and an optional title on the same or the next line, with escaped quotes and parens.
const TITLE = String.raw`(?:"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\((?:[^()\\]|\\[\s\S])*\))`
const DEFINITION = new RegExp(
  String.raw`^((?:[ ]{0,3}(?:>[ ]?|[-*+][ ]+|\d{1,9}[.)][ ]+))*)[ ]{0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*\n?[ \t]*(<[^<>\n]*>|\S+)((?:[ \t]*\n?[ \t]*${TITLE})?)[ \t]*$`,
  'gm'
)
// Numeric and named character references: `&#xE0072;` is a tag character however it is written.
const REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g
// Cf holds the zero-width characters, the bidirectional controls, the tag characters
// (U+E0000–U+E007F) and the byte order mark; Unicode's default-ignorable code points add what no
// font draws in other categories (variation selectors, U+034F, U+17B4–5, the Mongolian free variation
// selectors, the Hangul fillers). C0 and C1 controls but tab and line feed; CR is folded first.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\p{Cf}\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu

/** The character a reference stands for when it is invisible; undefined for any other. */
function invisibleReference(reference: string): boolean {
  const decoded = decodeHTMLStrict(reference)
  return decoded !== reference && new RegExp(INVISIBLE.source, 'u').test(decoded)
}

/** `text` without hidden parts, line breaks as `\n`, at most `max` characters. */
export function cleanText(text: string, max: number): { text: string; removal: Removal } {
  const removal: Removal = { comments: 0, markdownComments: 0, invisible: 0, cut: 0 }
  // Invisible characters go first: `<!\u200b--` must not hide a comment from the next step.
  let clean = text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(INVISIBLE, () => {
      removal.invisible++
      return ''
    })
    .replace(REFERENCE, (reference) => {
      if (!invisibleReference(reference)) return reference
      removal.invisible++
      return ''
    })
    .replace(COMMENT, () => {
      removal.comments++
      return ''
    })
  clean = clean.replace(
    DEFINITION,
    (whole, prefix: string, label: string, target: string, title: string) => {
      // A definition renders as nothing. One that only names a link target some `[text][label]` or
      // `[label]` uses stays: that link shows. A title (hover text), `#`, or no use at all hides it.
      const used = new RegExp(String.raw`\[${escapeRegExp(label)}\](?!:)`, 'i').test(
        clean.replace(whole, '')
      )
      if (used && title.trim() === '' && target !== '#' && target !== '<>') return whole
      removal.markdownComments++
      return prefix.trimEnd()
    }
  )
  // Characters, not UTF-16 units: a bound must not split a surrogate pair.
  const chars = [...clean]
  if (chars.length > max) {
    removal.cut = chars.length - max
    clean = `${chars.slice(0, max - 1).join('')}…`
  }
  return { text: clean, removal }
}

/** Text as a Markdown quotation: each line behind `> `, so it reads as someone else's words. */
export function quoted(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n')
}

/**
 * Cleans every text a prompt is built from, and keeps what it removed from each, by source (`the
 * pull request's description`), for the job summary.
 */
export class PromptText {
  private readonly removals = new Map<string, Removal>()

  /** `text` cleaned and bounded to `max` characters, one line when `oneLine`. */
  clean(source: string, text: string, max: number, oneLine = false): string {
    const { text: clean, removal } = cleanText(text, max)
    if (removal.comments + removal.markdownComments + removal.invisible + removal.cut > 0) {
      const seen = this.removals.get(source) ?? {
        comments: 0,
        markdownComments: 0,
        invisible: 0,
        cut: 0
      }
      seen.comments += removal.comments
      seen.markdownComments += removal.markdownComments
      seen.invisible += removal.invisible
      seen.cut += removal.cut
      this.removals.set(source, seen)
    }
    return oneLine ? clean.replace(/\s+/g, ' ').trim() : clean.trim()
  }

  /**
   * `the pull request's description: 1 HTML comment, 14 invisible characters; …`, or undefined
   * when nothing was removed.
   */
  report(): string | undefined {
    const parts = [...this.removals].map(([source, r]) => {
      const what = [
        r.comments > 0 && `${r.comments} HTML comment${r.comments === 1 ? '' : 's'}`,
        r.markdownComments > 0 &&
          `${r.markdownComments} Markdown comment${r.markdownComments === 1 ? '' : 's'}`,
        r.invisible > 0 && `${r.invisible} invisible character${r.invisible === 1 ? '' : 's'}`,
        r.cut > 0 && `${r.cut} character${r.cut === 1 ? '' : 's'} past the limit`
      ].filter(Boolean)
      return `${source}: ${what.join(', ')}`
    })
    return parts.length > 0 ? parts.join('; ') : undefined
  }
}
