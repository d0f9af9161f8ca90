// What an archive's names say was swept in from a repository. The rules are read off each name without
// splitting it; the split they were first written with is kept here as the reference.
import { describe, expect, it } from '@jest/globals'
import { sweptKind } from '../../../src/export/bundle/swept.js'

/** The rules as first written: a split, then each part looked at. */
function byParts(rel: string): ReturnType<typeof sweptKind> {
  const parts = rel.split('/')
  const base = parts[parts.length - 1] as string
  if (parts.slice(0, -1).some((part) => part === '.git' || part === '.ssh')) return 'secret'
  if (/^\.env($|\.)/.test(base) || base === '.npmrc' || /^id_(rsa|dsa|ecdsa|ed25519)/.test(base)) {
    return 'secret'
  }
  if (/\.(pem|key)$/i.test(base)) return 'maybe-key'
  if (parts.includes('node_modules') || ['package.json', 'docs.json', 'mint.json'].includes(base)) {
    return 'source'
  }
  if (/\.mdx$/i.test(base)) return 'source'
  return undefined
}

describe('sweptKind', () => {
  it('a .git or .ssh folder anywhere above a file is a secret; a file of that name is not', () => {
    expect(sweptKind('.git/config')).toBe('secret')
    expect(sweptKind('docs/.git/HEAD')).toBe('secret')
    expect(sweptKind('a/b/.ssh/known_hosts')).toBe('secret')
    expect(sweptKind('a/.git')).toBeUndefined()
    expect(sweptKind('.gitignore')).toBeUndefined()
    expect(sweptKind('a/x.git/y')).toBeUndefined()
    expect(sweptKind('a/.github/workflows/x.yml')).toBeUndefined()
  })

  it('node_modules anywhere in the path is a source, as a folder or a name', () => {
    expect(sweptKind('node_modules/x/index.js')).toBe('source')
    expect(sweptKind('a/node_modules/x.js')).toBe('source')
    expect(sweptKind('a/node_modules')).toBe('source')
    expect(sweptKind('my_node_modules/x.js')).toBeUndefined()
    expect(sweptKind('a/node_modules_old/x.js')).toBeUndefined()
  })

  it('answers as the split did, over names built from every mark and its near misses', () => {
    const parts = [
      '.git',
      '.ssh',
      'node_modules',
      '.gitx',
      'x.git',
      '.ss',
      'node_module',
      'node_modules2',
      'docs',
      '_next',
      'a',
      '.env',
      '.env.local',
      '.envrc',
      '.npmrc',
      'id_rsa',
      'id_ed25519.pub',
      'key.pem',
      'KEY.PEM',
      'x.key',
      'x.keys',
      'package.json',
      'docs.json',
      'mint.json',
      'page.mdx',
      'page.MDX',
      'page.md',
      'index.html'
    ]
    let checked = 0
    for (const a of parts) {
      expect([a, sweptKind(a)]).toEqual([a, byParts(a)])
      for (const b of parts) {
        for (const rel of [`${a}/${b}`, `x/${a}/${b}`, `${a}/y/${b}`, `${a}/${b}/z.html`]) {
          expect([rel, sweptKind(rel)]).toEqual([rel, byParts(rel)])
          checked++
        }
      }
    }
    expect(checked).toBe(4 * parts.length ** 2)
  })
})
