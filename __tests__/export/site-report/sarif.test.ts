import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import {
  annotations,
  MAX_SARIF_RESULTS,
  sarifLog,
  toSarif
} from '../../../src/export/site-report/sarif.js'
import type { Finding } from '../../../src/export/site-report/report.js'
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
    // No line found: the file's first, which GitHub requires, and the message says so.
    expect(run?.results[2]?.locations).toEqual([
      {
        physicalLocation: {
          artifactLocation: { uri: 'b.html', uriBaseId: 'EXPORT' },
          region: { startLine: 1 }
        }
      }
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

type Result = {
  ruleId: string
  message: { text: string }
  partialFingerprints: Record<string, string>
  locations: { physicalLocation: { artifactLocation: { uri: string } } }[]
}
const resultsOf = (log: object): Result[] =>
  (log as { runs: { results: Result[] }[] }).runs[0]?.results ?? []

describe('SARIF that code scanning takes whole', () => {
  const schema = JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../../__fixtures__/sarif-schema-2.1.0.json'
      ),
      'utf8'
    )
  )

  it('is valid against the official SARIF 2.1.0 schema', () => {
    // The file as codeql-action ships it has an `anyOf` inside region's `properties`, which the
    // meta-schema refuses; the rest validates as written.
    const ajv = new Ajv2020.default({ strict: false, allErrors: true, validateSchema: false })
    addFormats.default(ajv)
    const validate = ajv.compile(schema)
    const log = toSarif(
      {
        ...report,
        findings: [
          ...report.findings,
          {
            kind: 'broken-redirect',
            target: '/old',
            destination: '/new',
            uses: [{ page: '', source: { file: 'docs/docs.json', line: 3 } }]
          },
          {
            kind: 'broken-link',
            target: '/x',
            uses: [{ page: 'кириллица/100%/index.html', line: 1 }]
          }
        ]
      },
      '/tmp/out/site',
      '2.0.0'
    )
    expect([validate(log), validate.errors ?? []]).toEqual([true, []])
    // And the schema is live: a line 0 is refused.
    const broken = JSON.parse(JSON.stringify(log))
    broken.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0
    expect(validate(broken)).toBe(false)
  })

  it('gives two findings on one line two fingerprints, the same on the next run', () => {
    const two: Finding[] = [
      { kind: 'broken-link', target: '/a', uses: [{ page: 'p/index.html', line: 7 }] },
      { kind: 'broken-link', target: '/b', uses: [{ page: 'p/index.html', line: 7 }] }
    ]
    const first = resultsOf(toSarif({ ...report, findings: two }, '/s', '1'))
    const again = resultsOf(
      toSarif(
        {
          ...report,
          findings: two.map((f) => ({
            ...f,
            uses: [{ ...f.uses[0], line: 12 } as Finding['uses'][0]]
          }))
        },
        '/s',
        '1'
      )
    )
    const prints = first.map((r) => r.partialFingerprints['mintlifySiteCheck/v1'])
    expect(new Set(prints).size).toBe(2)
    expect(again.map((r) => r.partialFingerprints['mintlifySiteCheck/v1'])).toEqual(prints)
  })

  it('percent-encodes each segment of a path', () => {
    const log = toSarif(
      {
        ...report,
        findings: [
          {
            kind: 'broken-link',
            target: '/x',
            uses: [{ page: 'док/100% sure/index.html', line: 2 }]
          }
        ]
      },
      '/s',
      '1'
    )
    expect(resultsOf(log)[0]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe(
      '%D0%B4%D0%BE%D0%BA/100%25%20sure/index.html'
    )
  })

  it('holds at most 25 000 results, the most-used findings first, and counts the rest', () => {
    const many: Finding[] = Array.from({ length: 13_000 }, (_, i) => ({
      kind: 'broken-link',
      target: `/gone-${i}`,
      uses:
        i === 12_999
          ? [
              { page: 'a', line: 1 },
              { page: 'b', line: 1 },
              { page: 'c', line: 1 }
            ]
          : [
              { page: 'a', line: i + 1 },
              { page: 'b', line: 1 }
            ]
    }))
    const { log, omitted } = sarifLog({ ...report, findings: many }, '/s', '1')
    const results = resultsOf(log)
    expect(results).toHaveLength(MAX_SARIF_RESULTS)
    expect(omitted).toBe(13_000 * 2 + 1 - MAX_SARIF_RESULTS)
    // The finding with three uses comes first.
    expect(results[0]?.message.text).toContain('/gone-12999')
  })
})
