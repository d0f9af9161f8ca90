import { describe, expect, it } from '@jest/globals'
import * as core from '@actions/core'
import type { SiteCheckResult } from '../../src/export/site-check/check.js'
import { siteCheckRows, summaryRows } from '../../src/action/summary.js'

describe('summaryRows', () => {
  it('lists what the agent run did, in order, leaving out what is unknown', () => {
    const rows = summaryRows(
      {
        mode: 'agent',
        jobId: 'j1',
        status: 'completed',
        prLink: '',
        model: 'm',
        source: 'repo @ main'
      },
      65_000
    )
    expect(rows).toEqual([
      ['Mode', 'agent'],
      ['Job ID', '<code>j1</code>'],
      ['Status', 'completed'],
      ['PR link', 'none'],
      ['Model', 'm'],
      ['Source', 'repo @ main'],
      ['Duration', '1m 05s']
    ])
  })

  it('escapes server text so it cannot inject markup into the job page', () => {
    const rows = summaryRows(
      { mode: 'agent', error: '<img src=x onerror=alert(1)>', prLink: 'javascript:alert(1)' },
      10
    )
    expect(rows).toContainEqual(['Error', '&#60;img src=x onerror=alert(1)&#62;'])
    expect(rows).toContainEqual(['PR link', 'javascript:alert(1)'])
  })

  it('shows export figures in readable units', () => {
    const rows = summaryRows({ mode: 'export', bundleSizeBytes: 18_432_000, pageCount: 128 }, 10)
    expect(rows).toContainEqual(['Bundle size', '17.6 MiB'])
    expect(rows).toContainEqual(['Pages', '128'])
  })
})

describe('siteCheckRows', () => {
  const check = (broken: number, hosts: number, notChecked = 0): SiteCheckResult => ({
    pages: 100,
    files: 120,
    bytes: 5_000_000,
    durationMs: 300,
    broken: Array.from({ length: broken }, (_, i) => ({ target: `/gone-${i}`, pages: ['a.html'] })),
    external: Array.from({ length: hosts }, (_, i) => ({
      host: `cdn${i}.example.com`,
      kinds: ['script' as const],
      pages: ['a.html']
    })),
    notChecked: { count: notChecked, first: notChecked ? ['huge.html'] : [] }
  })
  const text = (cell: unknown): string =>
    typeof cell === 'string' ? cell : (cell as { data: string }).data

  it('says under each list how many it left out, and that the log has them', () => {
    const rows = siteCheckRows(check(43, 25))
    const labels = rows.map((row) => text(row[0]))
    const brokenHeader = labels.indexOf('Broken internal targets (43)')
    const hostsHeader = labels.indexOf('Other hosts resources load from (25)')
    expect(labels[brokenHeader + 21]).toBe(
      '… and 23 more broken targets: the log lists all 43 in the group “Broken internal targets (43)”.'
    )
    expect(brokenHeader + 22).toBe(hostsHeader)
    expect(labels.at(-1)).toBe(
      '… and 5 more hosts: the log lists all 25 in the group “Other hosts resources load from (25)”.'
    )
    // One cell across the table: no empty cell to render as broken HTML.
    expect(rows[brokenHeader + 21]).toEqual([expect.objectContaining({ colspan: '2' })])
  })

  it('says when the log lists only the first of very many', () => {
    const rows = siteCheckRows(check(1500, 0))
    expect(rows.map((row) => text(row[0]))).toContain(
      '… and 1480 more broken targets: the log lists the first 1000 in the group “Broken internal targets (1500)”.'
    )
  })

  it('says how many pages were too large to check', () => {
    expect(siteCheckRows(check(0, 0, 2))).toContainEqual([
      'Not checked',
      '2 over 8.0 MiB: <code>huge.html</code>, …'
    ])
  })

  it('renders as a table whose rows all span two columns', () => {
    const html = core.summary
      .emptyBuffer()
      .addTable(siteCheckRows(check(43, 25, 1)))
      .stringify()
    core.summary.emptyBuffer()
    expect(html).not.toMatch(/<td><\/tr>|<td>$/)
    for (const row of html.match(/<tr>.*?<\/tr>/g) ?? []) {
      const cells = (row.match(/<t[dh]( colspan="2")?>/g) ?? []).map((c) =>
        c.includes('colspan') ? 2 : 1
      )
      expect(cells.reduce((a, b) => a + b, 0)).toBe(2)
    }
  })
})
