/**
 * Text that comes from outside the action (the Admin API, the storage, GitHub, the event, the files of
 * an export) is untrusted. Each place it can land has its own way of turning text into behaviour:
 * - a log line starting with `::` or `##[` (after blanks) is a workflow command for the runner;
 * - the job summary is HTML inside Markdown, where a blank line ends the HTML block;
 * - a comment is Markdown, where links, headings and @mentions render.
 * These helpers are the one way such text reaches each of them. Written by hand because no library
 * knows the runner's command syntax, and the rules are a few lines each.
 */

/** Longest untrusted value a log line carries; the rest is cut with a count. */
export const LOG_TEXT_LIMIT = 300

// C0 and C1 controls (line feed, carriage return, escape, NEL) and the Unicode line and paragraph
// separators: any of them can start a new line in the runner's log or a terminal.
// Kept without the `g` flag: a global pattern's test() resumes from lastIndex, so the same value
// would get different answers on consecutive calls. replaceAll() below takes a global copy.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const CONTROLS = new RegExp(CONTROL.source, 'g')

/** True when `value` holds a character that could start a new line in a log or a terminal. */
export function hasControl(value: string): boolean {
  return CONTROL.test(value)
}

/** The runner (ActionCommandManager) trims a line before it looks for `::` or the older `##[`. */
const COMMAND_START = /^(\s*)(::|##\[)/

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    const json = JSON.stringify(value)
    return json === undefined ? String(value) : json
  } catch {
    return Object.prototype.toString.call(value)
  }
}

function cut(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  return `${text.slice(0, maxLength)}… (${text.length - maxLength} more characters)`
}

/**
 * Untrusted text made safe to put anywhere in a log line: control characters and line breaks become
 * visible escapes (`\u000a`), so the value cannot start a line of its own; a leading `::` or `##[` is
 * escaped too, for messages that begin with such a value; and the length is bounded.
 */
export function inert(value: unknown, maxLength = LOG_TEXT_LIMIT): string {
  const text = cut(toText(value), maxLength).replace(
    CONTROLS,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
  return text.replace(COMMAND_START, (_, blanks: string, start: string) =>
    start === '::' ? `${blanks}\\u003a:` : `${blanks}\\u0023#[`
  )
}

/**
 * Untrusted text as inert HTML for the job summary: markup escaped, and line breaks folded to spaces
 * so no blank line can end the summary's HTML block and let Markdown render after it.
 */
export function htmlText(value: unknown, maxLength = LOG_TEXT_LIMIT): string {
  return cut(toText(value), maxLength)
    .replace(CONTROLS, ' ')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Untrusted text as a Markdown code span, the one construct GitHub renders with no links, headings,
 * emphasis, HTML or @mentions. The fence is one backtick longer than the longest run inside, and line
 * breaks become spaces (a code span cannot hold a blank line; the paragraph would end).
 */
export function codeSpan(value: unknown, maxLength = LOG_TEXT_LIMIT): string {
  const text = cut(toText(value), maxLength).replace(CONTROLS, ' ')
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  // A space on each side keeps a leading or trailing backtick apart from the fence.
  const pad = text.startsWith('`') || text.endsWith('`') || text.trim() === '' ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

/**
 * Untrusted text as plain Markdown text that wraps like prose: every ASCII punctuation character is
 * backslash-escaped (CommonMark lets any of them be), so no link, autolink, emphasis, heading or HTML
 * can form; `@` and `#` before a word get a word joiner, because GitHub finds @mentions and #refs in
 * the rendered text, after the escapes are gone; line breaks become spaces, so it stays one paragraph.
 */
export function plainText(value: unknown, maxLength = LOG_TEXT_LIMIT): string {
  return cut(toText(value), maxLength)
    .replace(CONTROLS, ' ')
    .replace(/[@#](?=\w)/g, (c) => `${c}\u2060`)
    .replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`)
}

/**
 * An error message for a comment: the spans it quotes in backticks (input names, values) as code
 * spans, the rest as plain text. Both are inert, so a server's backticks can do no harm.
 */
export function messageText(message: string, maxLength = 2000): string {
  return byQuotes(message, maxLength, codeSpan, (text) => plainText(text, maxLength))
}

/** An error message for the job summary: what it quotes in backticks as code, all of it escaped. */
export function htmlMessage(message: string, maxLength = 2000): string {
  return byQuotes(
    message,
    maxLength,
    (quoted) => `<code>${htmlText(quoted)}</code>`,
    (text) => htmlText(text, maxLength)
  )
}

/** A message cut to `maxLength`, its backtick-quoted spans and the text between them each rendered. */
function byQuotes(
  message: string,
  maxLength: number,
  quoted: (span: string) => string,
  text: (part: string) => string
): string {
  return cut(message, maxLength)
    .split(/(`[^`\n]+`)/)
    .map((part, i) => (i % 2 === 1 ? quoted(part.slice(1, -1)) : text(part)))
    .join('')
}

/** Longest link the action passes on: presigned links run to a few kilobytes. */
export const MAX_URL_LENGTH = 8192

/**
 * One absolute URL of the given schemes with no credentials, no white space and no controls, in its
 * normalised form (special characters percent-encoded), or undefined. What becomes an output, a link
 * in a comment or a download target passes through here.
 */
export function safeUrl(
  value: string,
  schemes: readonly string[] = ['https:']
): string | undefined {
  if (value.length > MAX_URL_LENGTH || hasControl(value) || /\s/.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) {
    return undefined
  }
  return url.href
}

/**
 * A link for a Markdown comment: an https URL as an autolink (`<…>`, inside which nothing else
 * renders), anything else as a code span.
 */
export function markdownLink(value: string): string {
  const href = safeUrl(value)
  return href !== undefined && !/[<>]/.test(href) ? `<${href}>` : codeSpan(value)
}
