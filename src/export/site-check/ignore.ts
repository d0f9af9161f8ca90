/**
 * `ignore-links`: patterns of targets the check neither reports nor fails on. A pattern is a
 * regular expression when written as a JavaScript literal, `/…/flags` with every inner slash
 * escaped (`/^\/v1\//i`), and matches anywhere in the target as regular expressions do. Anything
 * else is a glob, where `*` stands for any run of characters (slashes included) and the rest is
 * literal, matching the whole target: `/guides/old/*` is a glob, since paths hold slashes.
 */

/** A pattern that cannot be used, with what is wrong; the input layer names the input. */
export class LinkPatternError extends Error {}

export class LinkPatterns {
  constructor(
    /** The patterns as written, for the summary. */
    readonly written: readonly string[],
    readonly tests: readonly RegExp[]
  ) {}

  get empty(): boolean {
    return this.tests.length === 0
  }

  /** Whether any of `forms` (a target's spellings: path, absolute URL, host) matches a pattern. */
  matches(...forms: readonly string[]): boolean {
    return this.tests.some((test) => forms.some((form) => test.test(form)))
  }
}

const NO_PATTERNS = new LinkPatterns([], [])

/** `/body/flags`, the body with no unescaped slash, as a JavaScript regular expression literal. */
const REGEX_LITERAL = /^\/((?:[^/\\\n]|\\.)+)\/([dgimsuvy]*)$/

function globTest(glob: string): RegExp {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${body}$`, 's')
}

/** Reads the patterns: one per line or comma separated; blank entries and `#` comment lines skipped. */
export function parseLinkPatterns(raw: string): LinkPatterns {
  const written: string[] = []
  const tests: RegExp[] = []
  for (const line of raw.split(/\r?\n/)) {
    const text = line.trim()
    if (text === '' || text.startsWith('#')) continue
    // A regular expression may hold commas, so a line that is one is taken whole.
    const entries = REGEX_LITERAL.test(text) ? [text] : text.split(',')
    for (const entry of entries.map((e) => e.trim()).filter((e) => e !== '')) {
      const regex = REGEX_LITERAL.exec(entry)
      if (regex) {
        try {
          // `g` and `y` would make test() remember where it stopped.
          tests.push(new RegExp(regex[1] as string, (regex[2] as string).replace(/[gy]/g, '')))
        } catch (error) {
          throw new LinkPatternError(
            `${entry} is not a valid regular expression (${(error as Error).message}). Write /regex/ with JavaScript's syntax, or a glob such as /guides/old/*.`
          )
        }
      } else {
        tests.push(globTest(entry))
      }
      written.push(entry)
    }
  }
  return tests.length === 0 ? NO_PATTERNS : new LinkPatterns(written, tests)
}
