import { describe, expect, it } from '@jest/globals'
import { annotations, toSarif } from '../../../src/export/site-report/sarif.js'
import type { SiteCheckReport } from '../../../src/export/site-report/report.js'

const report: SiteCheckReport = {
  format: 'mintlify-site-check',
  formatVersion: 1,
  domain: 'docs.example.com',
  checkedAt: '2026-11-26T00:00:00.000Z',
  counts: {
    pages: 3,
    files: 3,
    brokenLinks: 1,
    brokenAnchors: 1,
    hostingOnly: 0,
    otherHosts: 1,
    ignored: 0
  },
  findings: [
    {
      kind: 'broken-link',
      target: '/gone',
      uses: [
        { page: 'a/index.html', line: 4, source: { file: 'docs/a.mdx', line: 9 } },
        { page: 'b.html', line: 2 }
      ]
    },
    { kind: 'broken-anchor', target: '/c#x', fragment: 'x', uses: [{ page: 'b.html' }] },
    { kind: 'other-host', target: 'cdn.example.net', uses: [{ page: 'b.html' }] }
  ],
  notJudged: { pastBounds: 0, anchors: 0, tooLarge: { count: 0, first: [] } },
  docsSource: { folder: 'docs', found: true }
}

describe('SARIF and annotations of the report', () => {
  it('one SARIF result per use of a broken link or anchor, on the source when known', () => {
    const sarif = toSarif(report, '/tmp/out/site', '1.0.0') as {
      runs: {
        results: { ruleId: string; locations: unknown[]; relatedLocations?: unknown[] }[]
        originalUriBaseIds: unknown
      }[]
    }
    const [run] = sarif.runs
    expect(run?.results.map((r) => r.ruleId)).toEqual([
      'broken-link',
      'broken-link',
      'broken-anchor'
    ])
    expect(run?.results[0]?.locations).toEqual([
      {
        physicalLocation: {
          artifactLocation: { uri: 'docs/a.mdx', uriBaseId: '%SRCROOT%' },
          region: { startLine: 9 }
        }
      }
    ])
    expect(run?.results[0]?.relatedLocations).toHaveLength(1)
    expect(run?.results[2]?.locations).toEqual([
      { physicalLocation: { artifactLocation: { uri: 'b.html', uriBaseId: 'EXPORT' } } }
    ])
    expect(run?.originalUriBaseIds).toEqual({ EXPORT: { uri: 'file:///tmp/out/site/' } })
  })

  it('annotates only what it can place, at most max', () => {
    expect(annotations(report, 8, () => undefined)).toEqual([
      {
        message:
          'Broken link: /gone (no file of the export serves it). Used by a/index.html, line 4.',
        file: 'docs/a.mdx',
        line: 9
      }
    ])
    expect(annotations(report, 8, (page) => `out/site/${page}`)).toHaveLength(2)
    expect(annotations(report, 1, (page) => `out/site/${page}`)).toHaveLength(1)
  })
})
