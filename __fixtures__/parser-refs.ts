import { decodeHTMLAttribute } from 'entities'
import { Parser } from 'htmlparser2'
import { cssRefs, tagRefs, type PageRefs, type Ref } from '../src/export/site-check/refs.js'

/**
 * The references of a page as htmlparser2's Parser (its tree rules, its stock Tokenizer) reads
 * them: the oracle that the check's own scanner of Tokenizer events is compared with.
 */
export function parserRefs(html: string): PageRefs {
  const refs: Ref[] = []
  let base: string | undefined
  let style = false
  let styleText = ''
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'base') {
          base ??= attrs.href === undefined ? undefined : decodeHTMLAttribute(attrs.href)
        } else if (name === 'style') {
          style = true
          styleText = ''
        }
        tagRefs(name, attrs, refs)
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
    { decodeEntities: false, lowerCaseAttributeNames: true }
  )
  parser.end(html)
  return { refs, base }
}
