import type { TokenizerCallbacks } from 'htmlparser2'

/**
 * htmlparser2's Tokenizer (version 12) for the one way the site check uses it: HTML, entities not
 * decoded, self-closing tags not recognized, the whole page in one buffer. The states, their order and
 * the callbacks they make are the Tokenizer's, so the events are the same; what differs is speed. It
 * reads the page's UTF-8 bytes, not a decoded string: every character a state looks for is ASCII, and
 * no byte of a multi-byte UTF-8 character is, so the events are the Tokenizer's at byte offsets, and a
 * page never becomes a large string for the garbage collector to carry. The
 * Tokenizer steps through every character with a method call and a switch on its state; here one loop
 * keeps the state in locals and jumps with indexOf over the runs where a state only waits for
 * one character (text, attribute values, comments, raw text). Written by hand because no library
 * tokenizes HTML this way; __tests__/export/site-check/tokenizer.test.ts compares every event with the
 * Tokenizer's on generated, mutated and real pages.
 */

// The Tokenizer's states, as plain numbers so that every build compares literals in the hot loop.
const Text = 0
const BeforeTagName = 1
const InTagName = 2
const InSelfClosingTag = 3
const BeforeClosingTagName = 4
const InClosingTagName = 5
const AfterClosingTagName = 6
const BeforeAttributeName = 7
const InAttributeName = 8
const AfterAttributeName = 9
const BeforeAttributeValue = 10
const InAttributeValueDq = 11
const InAttributeValueSq = 12
const InAttributeValueNq = 13
const BeforeDeclaration = 14
const InDeclaration = 15
const BeforeComment = 16
const CDATASequence = 17
const DeclarationSequence = 18
const InSpecialComment = 19
const InCommentLike = 20
const SpecialStartSequence = 21
const InSpecialTag = 22
const InPlainText = 23
type S = number

const codes = (text: string): number[] => [...text].map((c) => c.charCodeAt(0))
const CDATA = codes('CDATA[')
const CDATA_END = codes(']]>')
const COMMENT_END = codes('--!>')
const DOCTYPE = codes('doctype')
const SCRIPT_END = codes('</script')
const STYLE_END = codes('</style')
const TITLE_END = codes('</title')
const TEXTAREA_END = codes('</textarea')
const NOEMBED_END = codes('</noembed')
const NOFRAMES_END = codes('</noframes')
const PLAINTEXT = codes('</plaintext')
/** The Tokenizer's special-tag sequences, indexed by the lower-cased first letter of the tag name. */
const SPECIAL: (number[] | undefined)[] = []
for (const seq of [
  codes('</iframe'),
  NOEMBED_END,
  PLAINTEXT,
  SCRIPT_END,
  TITLE_END,
  codes('</xmp')
]) {
  SPECIAL[seq[2] as number] = seq
}
const NONE: number[] = []

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const EQ = 0x3d
const DQ = 0x22
const SQ = 0x27
const DASH = 0x2d

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d
}

function isEndOfTagSection(c: number): boolean {
  return c === SLASH || c === GT || isWhitespace(c)
}

function isAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)
}

/** Quote types as the Tokenizer reports them to onattribend. */
const NO_VALUE = 0
const UNQUOTED = 1
const SINGLE = 2
const DOUBLE = 3

/**
 * The first `byte` at or after `from`, or -1. Most runs between markup are short (a code token, an
 * attribute value): a loop finds those before a call into Buffer#indexOf, which costs more than the
 * loop over a few bytes but scans long runs at memory speed.
 */
function find(html: Buffer, byte: number, from: number): number {
  const near = Math.min(html.length, from + 64)
  for (let i = from; i < near; i++) if (html[i] === byte) return i
  return near === html.length ? -1 : html.indexOf(byte, near)
}

/** Where `(c | 0x20) === 0x3c` first holds from `from`: `<`, or the control character 0x1c. */
function nextLtLike(html: Buffer, from: number): number {
  const lt = find(html, LT, from)
  const fs = find(html, 0x1c, from)
  if (fs === -1) return lt
  return lt === -1 ? fs : Math.min(lt, fs)
}

/**
 * Callbacks that may say which events they need. With `textWanted` false, text is not reported;
 * when `onattribname` returns false, that attribute's value and end are not. htmlparser2's
 * callbacks say neither and get every event; the site check needs a fraction of them, and a call
 * per event is most of what reading a page costs before V8 has compiled the reader.
 */
export interface ScanCallbacks extends TokenizerCallbacks {
  textWanted?: boolean
  onattribname(start: number, endIndex: number): boolean | void
}

export function tokenize(html: Buffer, cbs: ScanCallbacks): void {
  const length = html.length
  /** Whether the attribute being read is reported (its name was, always). */
  let attributeWanted = true
  let state = Text
  let sectionStart = 0
  let index = 0
  let isSpecial = false
  let sequence = NONE
  let sequenceIndex = 0

  /** The byte at `index`; a state entered without consuming it (`continue again`) reads it again. */
  let c = 0
  for (; index < length; index++) {
    c = html[index] as number
    // `again` stands for the Tokenizer calling another state's method with the same character.
    again: for (;;) {
      switch (state) {
        case Text: {
          if (c !== LT) {
            const found = find(html, LT, index + 1)
            if (found === -1) {
              index = length - 1
              break again
            }
            index = found
          }
          if (index > sectionStart && cbs.textWanted !== false) cbs.ontext(sectionStart, index)
          state = BeforeTagName
          sectionStart = index
          break again
        }
        case InPlainText:
          index = length - 1
          break again
        case SpecialStartSequence: {
          const lower = c | 0x20
          if (sequenceIndex < sequence.length) {
            if (lower === sequence[sequenceIndex]) {
              sequenceIndex++
              break again
            }
            if (sequenceIndex === 3) {
              if (sequence === SCRIPT_END && lower === STYLE_END[3]) {
                sequence = STYLE_END
                sequenceIndex = 4
                break again
              }
              if (sequence === TITLE_END && lower === TEXTAREA_END[3]) {
                sequence = TEXTAREA_END
                sequenceIndex = 4
                break again
              }
            } else if (
              sequenceIndex === 4 &&
              sequence === NOEMBED_END &&
              lower === NOFRAMES_END[4]
            ) {
              sequence = NOFRAMES_END
              sequenceIndex = 5
              break again
            }
          } else if (isEndOfTagSection(c)) {
            sequenceIndex = 0
            state = InTagName
            continue again
          }
          isSpecial = false
          sequence = NONE
          sequenceIndex = 0
          state = InTagName
          continue again
        }
        case InSpecialTag: {
          if (sequenceIndex === sequence.length) {
            if (isEndOfTagSection(c)) {
              const endOfText = index - sequence.length
              if (sectionStart < endOfText && cbs.textWanted !== false) {
                cbs.ontext(sectionStart, endOfText)
              }
              isSpecial = false
              sectionStart = endOfText + 2
              state = InClosingTagName
              continue again
            }
            sequenceIndex = 0
          }
          if ((c | 0x20) === sequence[sequenceIndex]) {
            sequenceIndex += 1
          } else if (sequenceIndex === 0) {
            if (sequence === TITLE_END || sequence === TEXTAREA_END) {
              // RCDATA: with entities not decoded, only a character that matches `<` counts.
              const found = nextLtLike(html, index + 1)
              if (found === -1) {
                index = length - 1
                break again
              }
              index = found
              sequenceIndex = 1
            } else {
              const found = find(html, LT, index + 1)
              if (found === -1) {
                index = length - 1
                break again
              }
              index = found
              sequenceIndex = 1
            }
          } else {
            sequenceIndex = Number(c === LT)
          }
          break again
        }
        case CDATASequence: {
          if (c === CDATA[sequenceIndex]) {
            if (++sequenceIndex === CDATA.length) {
              state = InCommentLike
              sequence = CDATA_END
              sequenceIndex = 0
              sectionStart = index + 1
            }
            break again
          }
          sequenceIndex = 0
          state = InSpecialComment
          continue again
        }
        case DeclarationSequence: {
          if (sequenceIndex === sequence.length) {
            state = InDeclaration
            continue again
          }
          if ((c | 0x20) === sequence[sequenceIndex]) {
            sequenceIndex += 1
          } else if (c === GT) {
            cbs.oncomment(sectionStart, index, 0)
            state = Text
            sectionStart = index + 1
          } else {
            state = InSpecialComment
          }
          break again
        }
        case InAttributeValueDq:
        case InAttributeValueSq: {
          const quote = state === InAttributeValueDq ? DQ : SQ
          if (c !== quote) {
            const found = find(html, quote, index + 1)
            if (found === -1) {
              index = length - 1
              break again
            }
            index = found
          }
          if (attributeWanted) {
            cbs.onattribdata(sectionStart, index)
            cbs.onattribend(quote === DQ ? DOUBLE : SINGLE, index + 1)
          }
          sectionStart = -1
          state = BeforeAttributeName
          break again
        }
        case InAttributeName: {
          // Every other character only lengthens the name.
          while (c !== EQ && !isEndOfTagSection(c)) {
            if (++index === length) {
              // The loop's own step brings index to the end.
              index--
              break again
            }
            c = html[index] as number
          }
          attributeWanted = cbs.onattribname(sectionStart, index) !== false
          sectionStart = index
          state = AfterAttributeName
          continue again
        }
        case InCommentLike: {
          if (
            sequence === COMMENT_END &&
            sequenceIndex <= 1 &&
            index === sectionStart + sequenceIndex &&
            c === GT
          ) {
            cbs.oncomment(sectionStart, index, sequenceIndex)
            sequenceIndex = 0
            sectionStart = index + 1
            state = Text
          } else if (sequence === COMMENT_END && sequenceIndex === 2 && c === GT) {
            cbs.oncomment(sectionStart, index, 2)
            sequenceIndex = 0
            sectionStart = index + 1
            state = Text
          } else if (
            sequence === COMMENT_END &&
            sequenceIndex === sequence.length - 1 &&
            c !== GT
          ) {
            sequenceIndex = Number(c === DASH)
          } else if (c === sequence[sequenceIndex]) {
            if (++sequenceIndex === sequence.length) {
              if (sequence === CDATA_END) cbs.oncdata(sectionStart, index, 2)
              else cbs.oncomment(sectionStart, index, 3)
              sequenceIndex = 0
              sectionStart = index + 1
              state = Text
            }
          } else if (sequenceIndex === 0) {
            const found = find(html, sequence[0] as number, index + 1)
            if (found === -1) {
              index = length - 1
            } else {
              index = found
              sequenceIndex = 1
            }
          } else if (c !== sequence[sequenceIndex - 1]) {
            sequenceIndex = 0
          }
          break again
        }
        case InSpecialComment: {
          if (c !== GT) {
            const found = find(html, GT, index + 1)
            if (found === -1) {
              index = length - 1
              break again
            }
            index = found
          }
          cbs.oncomment(sectionStart, index, 0)
          state = Text
          sectionStart = index + 1
          break again
        }
        case BeforeAttributeName: {
          while (isWhitespace(c)) {
            if (++index === length) {
              // The loop's own step brings index to the end.
              index--
              break again
            }
            c = html[index] as number
          }
          if (c === GT) {
            cbs.onopentagend(index)
            if (sequence === PLAINTEXT) {
              sequence = NONE
              state = InPlainText
            } else if (isSpecial) {
              state = InSpecialTag
              sequenceIndex = 0
            } else {
              state = Text
            }
            sectionStart = index + 1
          } else if (c === SLASH) {
            state = InSelfClosingTag
          } else if (!isWhitespace(c)) {
            state = InAttributeName
            sectionStart = index
          }
          break again
        }
        case InTagName: {
          while (!isEndOfTagSection(c)) {
            if (++index === length) {
              // The loop's own step brings index to the end.
              index--
              break again
            }
            c = html[index] as number
          }
          cbs.onopentagname(sectionStart, index)
          sectionStart = -1
          state = BeforeAttributeName
          continue again
        }
        case InClosingTagName: {
          while (!isEndOfTagSection(c)) {
            if (++index === length) {
              // The loop's own step brings index to the end.
              index--
              break again
            }
            c = html[index] as number
          }
          cbs.onclosetag(sectionStart, index)
          sectionStart = -1
          state = AfterClosingTagName
          continue again
        }
        case BeforeTagName: {
          if (c === 0x21) {
            state = BeforeDeclaration
            sectionStart = index + 1
          } else if (c === 0x3f) {
            state = InSpecialComment
            sectionStart = index
          } else if (isAlpha(c)) {
            sectionStart = index
            // The context is asked only where it decides something: a pure query, so the same.
            let special = SPECIAL[c | 0x20]
            if (special !== undefined && cbs.isInForeignContext?.()) special = undefined
            if (special === undefined) {
              state = InTagName
            } else {
              isSpecial = true
              sequence = special
              sequenceIndex = 3
              state = SpecialStartSequence
            }
          } else if (c === SLASH) {
            state = BeforeClosingTagName
          } else {
            state = Text
            continue again
          }
          break again
        }
        case AfterAttributeName: {
          if (c === EQ) {
            state = BeforeAttributeValue
          } else if (c === SLASH || c === GT) {
            if (attributeWanted) cbs.onattribend(NO_VALUE, sectionStart)
            sectionStart = -1
            state = BeforeAttributeName
            continue again
          } else if (!isWhitespace(c)) {
            if (attributeWanted) cbs.onattribend(NO_VALUE, sectionStart)
            state = InAttributeName
            sectionStart = index
          }
          break again
        }
        case BeforeAttributeValue: {
          if (c === DQ) {
            state = InAttributeValueDq
            sectionStart = index + 1
          } else if (c === SQ) {
            state = InAttributeValueSq
            sectionStart = index + 1
          } else if (!isWhitespace(c)) {
            sectionStart = index
            state = InAttributeValueNq
            continue again
          }
          break again
        }
        case BeforeClosingTagName: {
          if (isWhitespace(c)) {
            state = InSpecialComment
            sectionStart = index
          } else if (c === GT) {
            state = Text
            sectionStart = index + 1
          } else {
            state = isAlpha(c) ? InClosingTagName : InSpecialComment
            sectionStart = index
          }
          break again
        }
        case AfterClosingTagName: {
          if (c !== GT) {
            const found = find(html, GT, index + 1)
            if (found === -1) {
              index = length - 1
              break again
            }
            index = found
          }
          state = Text
          sectionStart = index + 1
          break again
        }
        case InAttributeValueNq: {
          while (!isWhitespace(c) && c !== GT) {
            if (++index === length) {
              // The loop's own step brings index to the end.
              index--
              break again
            }
            c = html[index] as number
          }
          if (attributeWanted) {
            cbs.onattribdata(sectionStart, index)
            cbs.onattribend(UNQUOTED, index)
          }
          sectionStart = -1
          state = BeforeAttributeName
          continue again
        }
        case InSelfClosingTag: {
          if (c === GT) {
            cbs.onselfclosingtag(index)
            sectionStart = index + 1
            // Self-closing tags are not recognized: a special tag still enters its body.
            if (sequence === PLAINTEXT) {
              sequence = NONE
              state = InPlainText
            } else if (isSpecial) {
              state = InSpecialTag
              sequenceIndex = 0
            } else {
              state = Text
            }
          } else if (!isWhitespace(c)) {
            state = BeforeAttributeName
            continue again
          }
          break again
        }
        case InDeclaration: {
          if (c !== GT) {
            const found = find(html, GT, index + 1)
            if (found === -1) {
              index = length - 1
              break again
            }
            index = found
          }
          cbs.ondeclaration(sectionStart, index)
          state = Text
          sectionStart = index + 1
          break again
        }
        case BeforeDeclaration: {
          if (c === 0x5b) {
            state = CDATASequence
            sequenceIndex = 0
          } else if ((c | 0x20) === DOCTYPE[0]) {
            state = DeclarationSequence
            sequence = DOCTYPE
            sequenceIndex = 1
          } else if (c === GT) {
            cbs.oncomment(sectionStart, index, 0)
            state = Text
            sectionStart = index + 1
          } else if (c === DASH) {
            state = BeforeComment
          } else {
            state = InSpecialComment
          }
          break again
        }
        case BeforeComment: {
          if (c === DASH) {
            state = InCommentLike
            sequence = COMMENT_END
            sequenceIndex = 0
            sectionStart = index + 1
          } else if (c === GT) {
            cbs.oncomment(sectionStart, index, 0)
            state = Text
            sectionStart = index + 1
          } else {
            state = InSpecialComment
          }
          break again
        }
      }
    }
  }

  // The Tokenizer's cleanup after its parse loop, then finish().
  if (sectionStart !== index) {
    if (
      state === Text ||
      state === InPlainText ||
      (state === InSpecialTag && sequenceIndex === 0)
    ) {
      if (cbs.textWanted !== false) cbs.ontext(sectionStart, index)
      sectionStart = index
    } else if (
      state === InAttributeValueDq ||
      state === InAttributeValueSq ||
      state === InAttributeValueNq
    ) {
      if (attributeWanted) cbs.onattribdata(sectionStart, index)
      sectionStart = index
    }
  }
  trailing(state, sectionStart, sequence, sequenceIndex, length, cbs)
  cbs.onend()
}

/** The Tokenizer's handleTrailingData: what an unfinished construct at the end of the page is. */
function trailing(
  state: S,
  sectionStart: number,
  sequence: number[],
  sequenceIndex: number,
  end: number,
  cbs: ScanCallbacks
): void {
  if (state === InCommentLike) {
    if (sequence === CDATA_END) cbs.oncomment(sectionStart - CDATA.length - 1, end, 0)
    else cbs.oncomment(sectionStart, end, Math.min(sequenceIndex, COMMENT_END.length - 1))
    return
  }
  switch (state) {
    case BeforeDeclaration:
    case InSpecialComment:
    case BeforeComment:
    case CDATASequence:
      cbs.oncomment(sectionStart, end, 0)
      return
    case DeclarationSequence:
      if (sequenceIndex !== DOCTYPE.length) cbs.oncomment(sectionStart, end, 0)
      return
    case InDeclaration:
      return
  }
  if (sectionStart >= end) return
  switch (state) {
    case InTagName:
    case BeforeAttributeName:
    case BeforeAttributeValue:
    case AfterAttributeName:
    case InAttributeName:
    case InAttributeValueSq:
    case InAttributeValueDq:
    case InAttributeValueNq:
    case InClosingTagName:
      return
    default:
      if (cbs.textWanted !== false) cbs.ontext(sectionStart, end)
  }
}
