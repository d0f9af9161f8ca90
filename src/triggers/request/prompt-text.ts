/**
 * Text from GitHub on its way into the agent's prompt. A pull request's description, a title, a
 * branch name or a comment can hold what the person who merges or asks never sees: HTML comments,
 * and zero-width, bidirectional-override, variation-selector or Unicode tag characters, which the
 * agent reads all the same ("add a link to …"). Each text is cleaned of those and bounded before it
 * enters a prompt, and what was removed is counted for the job summary. Wherever the same text is
 * shown (log, summary, comment) it is escaped instead (util/untrusted.ts).
 */

/** What cleaning took out of one text. */
export interface Removal {
  /** HTML comments (`<!-- … -->`, or an unclosed `<!--` to the end, which GitHub hides too). */
  comments: number
  /** Markdown's comment idiom: a link reference definition to `#` (`[//]: # (text)`), which renders as nothing. */
  markdownComments: number
  /** Invisible and format characters: Unicode's Cf (zero-width, bidi controls, tags), variation
   * selectors, Hangul fillers, and control characters other than tab and line feed. */
  invisible: number
  /** Characters cut past the bound. */
  cut: number
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const MARKDOWN_COMMENT =
  /^ {0,3}\[[^\]\n]*\]:[ \t]*(?:#|<>)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/gm
// Cf holds the zero-width characters, the bidirectional controls, the tag characters
// (U+E0000–U+E007F) and the byte order mark. Variation selectors and Hangul fillers are invisible
// letters of other categories. C0 and C1 controls but tab and line feed; CR is folded first.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{115F}\u{1160}\u{3164}\u{FFA0}\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu

/** `text` without hidden parts, line breaks as `\n`, at most `max` characters. */
export function cleanText(text: string, max: number): { text: string; removal: Removal } {
  const removal: Removal = { comments: 0, markdownComments: 0, invisible: 0, cut: 0 }
  let clean = text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(COMMENT, () => {
      removal.comments++
      return ''
    })
    .replace(MARKDOWN_COMMENT, () => {
      removal.markdownComments++
      return ''
    })
    .replace(INVISIBLE, () => {
      removal.invisible++
      return ''
    })
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
