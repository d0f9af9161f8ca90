// `previous-report`: findings matched to the base's by kind, target and fragment, never by line,
// whatever spelling either version gave the target.
import { describe, expect, it } from '@jest/globals'
import { compareWithBaseline, findingKey } from '../../../src/export/site-report/baseline.js'
import type { Finding, SiteCheckReport } from '../../../src/export/site-report/report.js'

function report(findings: Finding[]): SiteCheckReport {
  return {
    format: 'mintlify-site-check',
    formatVersion: 1,
    domain: 'docs.example.com',
    checkedAt: '2026-11-27T00:00:00.000Z',
    counts: {
      pages: 1,
      files: 1,
      brokenLinks: 0,
      brokenAnchors: 0,
      hostingOnly: 0,
      otherHosts: 0,
      ignored: 0
    },
    findings,
    notJudged: { pastBounds: 0, anchors: 0, tooLarge: { count: 0, first: [] } },
    docsSource: { folder: '.', found: false }
  }
}

describe('findingKey', () => {
  it('is one key for the spellings of one target', () => {
    const spellings = [
      '/guides/x',
      '/guides/x/',
      '/guides/x/index.html',
      '/guides/x.html',
      '/guides/%78'
    ]
    const keys = new Set(spellings.map((target) => findingKey({ kind: 'broken-link', target })))
    expect(keys.size).toBe(1)
  })

  it('tells kinds, targets and fragments apart, and decodes a fragment', () => {
    expect(findingKey({ kind: 'broken-link', target: '/a' })).not.toBe(
      findingKey({ kind: 'broken-anchor', target: '/a' })
    )
    expect(findingKey({ kind: 'broken-anchor', target: '/a#x', fragment: 'x' })).not.toBe(
      findingKey({ kind: 'broken-anchor', target: '/a#y', fragment: 'y' })
    )
    expect(
      findingKey({ kind: 'broken-anchor', target: '/a#caf%C3%A9', fragment: 'caf%C3%A9' })
    ).toBe(findingKey({ kind: 'broken-anchor', target: '/a/#café' }))
  })
})

describe('compareWithBaseline', () => {
  it('marks findings new or known whatever their lines, and counts the fixed', () => {
    const base = report([
      { kind: 'broken-link', target: '/old', uses: [{ page: 'a/index.html', line: 5 }] },
      { kind: 'broken-link', target: '/fixed-since', uses: [{ page: 'b/index.html', line: 9 }] }
    ])
    const keys = new Set(base.findings.map(findingKey))
    const now = report([
      // The same finding, moved to another line and spelled with a slash.
      { kind: 'broken-link', target: '/old/', uses: [{ page: 'a/index.html', line: 40 }] },
      { kind: 'broken-link', target: '/new', uses: [{ page: 'c/index.html', line: 2 }] },
      { kind: 'broken-anchor', target: '/old#h', fragment: 'h', uses: [{ page: 'c/index.html' }] },
      { kind: 'other-host', target: 'cdn.example.net', uses: [] }
    ])
    const result = compareWithBaseline(now, keys)
    expect(now.findings.map((f) => f.status)).toEqual(['known', 'new', 'new', undefined])
    expect(result.newLinks.map((f) => f.target)).toEqual(['/new'])
    expect(result.newAnchors.map((f) => f.target)).toEqual(['/old#h'])
    expect([result.fixed, result.known]).toEqual([1, 1])
  })
})
