/**
 * What `mint export` adds that a website must not publish, and what looks swept into an archive from
 * the repository it was made in. The launchers (`serve.js`, `Start Docs.command`, `Start Docs.bat`)
 * run the export locally: they are left out of the site. Secrets (`.env*`, `.npmrc`, `.git/`,
 * `.ssh/`, `id_rsa*`, a `.pem` or `.key` holding a private key) fail the step before anything is
 * installed; sources (`node_modules/`, `package.json`, `docs.json`, `mint.json`, `*.mdx`) are listed.
 * Judged on names alone, but for `.pem`/`.key`, whose bytes say whether they hold a private key (a
 * public certificate is fine to publish).
 */

export const LAUNCHERS: readonly string[] = ['serve.js', 'Start Docs.command', 'Start Docs.bat']

/** Names kept of each kind: enough to find them all in a real mistake, not a flood. */
const MAX_LISTED = 100

export type SweptKind = 'secret' | 'source'

const SOURCE_FILES = new Set(['package.json', 'docs.json', 'mint.json'])

/** Whether `name` is one of the names of `rel`, a clean relative path, that end by `end`. */
function named(rel: string, name: string, end: number): boolean {
  for (
    let at = rel.indexOf(name);
    at !== -1 && at + name.length <= end;
    at = rel.indexOf(name, at + 1)
  ) {
    if (
      (at === 0 || rel[at - 1] === '/') &&
      (at + name.length === end || rel[at + name.length] === '/')
    ) {
      return true
    }
  }
  return false
}

/**
 * What the path of a file of the site says it is, or 'maybe-key' when its bytes must say. Asked of
 * every entry, and a docs site's names hold none of the marks: no split, no array per name.
 */
export function sweptKind(rel: string): SweptKind | 'maybe-key' | undefined {
  const slash = rel.lastIndexOf('/')
  const base = slash === -1 ? rel : rel.slice(slash + 1)
  if (named(rel, '.git', slash) || named(rel, '.ssh', slash)) return 'secret'
  if (/^\.env($|\.)/.test(base) || base === '.npmrc' || /^id_(rsa|dsa|ecdsa|ed25519)/.test(base)) {
    return 'secret'
  }
  if (/\.(pem|key)$/i.test(base)) return 'maybe-key'
  if (named(rel, 'node_modules', rel.length) || SOURCE_FILES.has(base) || /\.mdx$/i.test(base)) {
    return 'source'
  }
  return undefined
}

const PRIVATE_KEY = Buffer.from('PRIVATE KEY-----')

/** Looks for a PEM private key marker in a file's pieces, across their boundaries. */
export class KeyScan {
  private tail = Buffer.alloc(0)
  found = false

  data(piece: Buffer): void {
    if (this.found) return
    const joined =
      this.tail.length > 0
        ? Buffer.concat([this.tail, piece.subarray(0, PRIVATE_KEY.length)])
        : undefined
    if ((joined && joined.includes(PRIVATE_KEY)) || piece.includes(PRIVATE_KEY)) {
      this.found = true
      return
    }
    this.tail = Buffer.from(piece.subarray(Math.max(0, piece.length - PRIVATE_KEY.length + 1)))
  }
}

/** What the extraction found of launchers, secrets and sources. */
export class SweptFiles {
  readonly launchers: string[] = []
  readonly secrets: string[] = []
  readonly sources: string[] = []
  secretCount = 0
  sourceCount = 0

  /** Whether `rel` (a file or link entry's clean path) is a launcher to leave out. */
  launcher(rel: string): boolean {
    if (!LAUNCHERS.includes(rel)) return false
    if (!this.launchers.includes(rel)) this.launchers.push(rel)
    return true
  }

  note(kind: SweptKind, rel: string): void {
    if (kind === 'secret') {
      this.secretCount++
      if (this.secrets.length < MAX_LISTED) this.secrets.push(rel)
    } else {
      this.sourceCount++
      if (this.sources.length < MAX_LISTED) this.sources.push(rel)
    }
  }
}
