/**
 * A reference's key (its text up to the fragment or query) and which cache it belongs to, on bytes;
 * and a folder index page's relative references, which lead somewhere under each of its two URLs.
 */
import { resolveRef, type Target } from './resolve.js'

// Which cache a reference's key belongs to; the rules of the caches are the key's alone.
export const UNCACHED = 0
export const SITE_WIDE = 1
export const SAME_FOLDER = 2

export const HASH = 0x23
const QUESTION = 0x3f
export const SLASH = 0x2f

/** The lower case of an ASCII letter; anything else unchanged. */
function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c
}

/** Whether the bytes at `at` (before `end`) are `word`, ASCII letters in any case. */
function startsWith(bytes: Uint8Array, at: number, end: number, word: string): boolean {
  if (end - at < word.length) return false
  for (let i = 0; i < word.length; i++)
    if (lower(bytes[at + i] as number) !== word.charCodeAt(i)) return false
  return true
}

/**
 * The cache for a key (a reference up to its fragment or query): root-relative and http(s) keys
 * lead to the same target from every page, other relative ones from every page of a folder; an
 * empty key (a query alone) and other schemes are not cached. The same rules as
 * /^(\/(?!\/)|https?:\/\/)/i and /^[a-z][a-z0-9+.-]*:/i, on bytes: other than ASCII never matches.
 */
export function keyClass(bytes: Uint8Array, start: number, cut: number): number {
  if (cut === start) return UNCACHED
  const first = bytes[start] as number
  if (first === SLASH)
    return cut === start + 1 || bytes[start + 1] !== SLASH ? SITE_WIDE : SAME_FOLDER
  if (startsWith(bytes, start, cut, 'http://') || startsWith(bytes, start, cut, 'https://'))
    return SITE_WIDE
  const letter = lower(first)
  if (letter < 0x61 || letter > 0x7a) return SAME_FOLDER
  for (let i = start + 1; i < cut; i++) {
    const c = lower(bytes[i] as number)
    if (c === 0x3a) return UNCACHED
    const name =
      (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d
    if (!name) return SAME_FOLDER
  }
  return SAME_FOLDER
}

/** Where a reference's key ends: at its fragment or query. */
export function keyEnd(bytes: Uint8Array, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = bytes[i]
    if (c === HASH || c === QUESTION) return i
  }
  return end
}

/**
 * Whether a page is served under two URLs that resolve a relative reference differently: a folder's
 * index page, at `/guides/x/` (how static hosts and authors' links reach it) and at `/guides/x` (how
 * `serve.js` and Mintlify's own links do). The site's root has one.
 */
export function twoUrls(page: string): boolean {
  return page.endsWith('/index.html')
}

/**
 * A relative reference of such a page, resolved from both its URLs: one target when they agree, else
 * an internal target `a\0b` (NUL never ends a resolved path) that is broken only when neither is
 * served.
 */
export function resolveFromBoth(ref: string, page: string, siteHost?: string): Target {
  const first = resolveRef(ref, page, undefined, siteHost)
  if (first.type !== 'internal') return first
  const other = resolveRef(ref, page.slice(0, -'/index.html'.length), undefined, siteHost)
  if (other.type !== 'internal' || other.path === first.path) return first
  return { type: 'internal', path: `${first.path}\0${other.path}` }
}

/** Whether a reference (as text) is relative to its page's folder: no scheme, no `/`, `?` or `#` first. */
export function isFolderRelative(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|[/?#])/i.test(url)
}
