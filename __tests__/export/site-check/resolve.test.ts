// resolveRef works out plain references on their text (plainPath) and sends the rest through the URL
// parser: both ways must agree on every reference, the parser being the reference.
import { describe, expect, it } from '@jest/globals'
import { plainPath, resolveByUrl, resolveRef } from '../../../src/export/site-check/resolve.js'

/** A small deterministic generator: the same cases on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const PIECES = [
  'a',
  'b',
  'x.html',
  'index.html',
  '.',
  '..',
  '',
  '-',
  '~',
  '...',
  'a.b',
  '%2e',
  '%20',
  'é',
  ' ',
  ':',
  'Q'
]
const PAGES = [
  'index.html',
  'guides/x/index.html',
  'a/b/c.html',
  'deep/er/than/that/page.htm',
  'v#2/a?b/p.html'
]

describe('plain references worked out on their text', () => {
  it('lead where the URL parser says, for 20 000 generated references', () => {
    const next = random(20261127)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
    let plain = 0
    for (let n = 0; n < 20_000; n++) {
      const parts: string[] = []
      const count = 1 + Math.floor(next() * 5)
      for (let i = 0; i < count; i++) parts.push(pick(PIECES))
      let ref = parts.join('/')
      if (next() < 0.3) ref = `/${ref}`
      if (next() < 0.2) ref = `${ref}${pick(['#frag', '?q=1', '?a#b', '#'])}`
      const page = pick(PAGES)
      if (ref.trim() === '' || ref.startsWith('#')) continue
      if (plainPath(ref, page) !== undefined) plain++
      expect([ref, page, resolveRef(ref, page)]).toEqual([
        ref,
        page,
        resolveByUrl(ref.trim(), page)
      ])
    }
    // The generator must exercise the plain path, not only the fallback.
    expect(plain).toBeGreaterThan(3000)
  })

  it('keeps what only the parser can say: escapes, dot segments inside, other schemes', () => {
    expect(plainPath('a/%2e%2e/b', 'x/p.html')).toBeUndefined()
    expect(plainPath('a/./b', 'x/p.html')).toBeUndefined()
    expect(plainPath('a//b', 'x/p.html')).toBeUndefined()
    expect(plainPath('mailto:x', 'x/p.html')).toBeUndefined()
    expect(plainPath('//host/x', 'x/p.html')).toBeUndefined()
    expect(plainPath('../../../up', 'a/b/p.html')).toBe('up')
    expect(plainPath('..', 'a/b/p.html')).toBe('a/')
    expect(plainPath('/', 'a/b/p.html')).toBe('')
  })
})
