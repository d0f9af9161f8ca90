import { describe, expect, it } from '@jest/globals'
import { linkLine, sourceCandidates } from '../../../src/export/site-report/docs-source.js'

describe('the docs source of an exported page', () => {
  it('maps a page to the .mdx or .md files it may come from', () => {
    expect(sourceCandidates('guides/x/index.html')).toEqual([
      'guides/x.mdx',
      'guides/x.md',
      'guides/x/index.mdx',
      'guides/x/index.md'
    ])
    expect(sourceCandidates('index.html')).toEqual(['index.mdx', 'index.md'])
    expect(sourceCandidates('api/auth.html')).toContain('api/auth.mdx')
  })

  it('finds the line of a link in Markdown or MDX, as written there', () => {
    const text = [
      '---',
      'title: X',
      '---',
      'See [auth](/api/auth#tokens) and [intro](#intro).',
      '<Card href="/guides/gone/">Gone</Card>',
      '[rel](api/other#x)'
    ].join('\n')
    expect(linkLine(text, '/api/auth#tokens')).toBe(4)
    expect(linkLine(text, '/guides/x/#intro')).toBe(4)
    expect(linkLine(text, '/guides/gone')).toBeUndefined()
    expect(linkLine(text, '/guides/gone/')).toBe(5)
    expect(linkLine(text, '/api/other#x')).toBe(6)
    expect(linkLine(text, '/nowhere')).toBeUndefined()
  })
})
