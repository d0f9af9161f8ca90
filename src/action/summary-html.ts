// Server texts and links end up in the summary's HTML table: every value goes through htmlText, so
// a hostile one can neither inject markup nor end the table with a blank line.
import { htmlText, safeUrl } from '../util/untrusted.js'

/** A link only for a validated https URL; anything else is shown as text. */
export function link(url: string, text?: string): string {
  const href = safeUrl(url)
  const shown = htmlText(text ?? href ?? url)
  return href !== undefined ? `<a href="${htmlText(href)}">${shown}</a>` : shown
}

export const code = (text: string): string => `<code>${htmlText(text)}</code>`
