import { describe, expect, it } from '@jest/globals'
import * as core from '@actions/core'
import type { SiteCheckResult } from '../../src/export/site-check/check.js'
import type { Element } from 'domhandler'
import type { RunReport } from '../../src/action/report.js'
import { siteCheckRows, summaryHtml } from '../../src/action/summary.js'
import { all, isElement, render, tableFaults, text, type Rendered } from '../../__fixtures__/gfm.js'

const NOW = Date.parse('2026-11-25T08:56:00Z')

/** The summary of a report as GitHub shows it: rendered from Markdown, then parsed. */
function shown(report: RunReport, durationMs = 65_000): Rendered {
  return render(summaryHtml(report, durationMs, NOW))
}

const check = (broken: number, hosts: number, notChecked = 0): SiteCheckResult => ({
  pages: 100,
  files: 120,
  bytes: 5_000_000,
  durationMs: 300,
  broken: Array.from({ length: broken }, (_, i) => ({ target: `/gone-${i}`, pages: ['a.html'] })),
  hosted: { count: 0, markdown: 0, files: [], listed: [] },
  ignored: 0,
  external: Array.from({ length: hosts }, (_, i) => ({
    host: `cdn${i}.example.com`,
    kinds: ['script' as const],
    pages: ['a.html']
  })),
  notChecked: { count: notChecked, first: notChecked ? ['huge.html'] : [] },
  notJudged: 0,
  brokenAnchors: [],
  anchorsNotJudged: 0
})

const agentJob = {
  mode: 'agent' as const,
  jobId: 'job-1',
  status: 'completed',
  model: 'claude',
  source: { repository: 'acme/docs', ref: 'main' }
}
const exportJob = {
  mode: 'export' as const,
  domain: 'docs.acme.com',
  paths: [],
  jobId: 'exp-1',
  status: 'completed',
  pageCount: 1,
  bundleSizeBytes: 3_040_000,
  bundleExpiresAt: '2026-11-25T09:56:00.123Z'
}

/** The scenarios a new user meets, each with the verdict it must lead with. */
const SCENARIOS: [string, RunReport, RegExp][] = [
  [
    'an agent run that opened a pull request, asked for in a comment',
    {
      ...agentJob,
      result: 'pr',
      prLink: 'https://github.com/acme/docs/pull/12',
      request: {
        what: 'comment on pull request #7',
        url: 'https://github.com/acme/app/pull/7#issuecomment-1',
        by: 'octocat',
        byUrl: 'https://github.com/octocat'
      }
    },
    /^✅ The agent opened acme\/docs#12$/
  ],
  [
    'a follow-up that revised the pull request',
    {
      ...agentJob,
      result: 'pr',
      prLink: 'https://github.com/acme/app/pull/50',
      previousPr: 'https://github.com/acme/app/pull/50'
    },
    /^✅ The agent revised acme\/app#50$/
  ],
  [
    'a follow-up that opened another pull request',
    {
      ...agentJob,
      result: 'pr',
      prLink: 'https://github.com/acme/app/pull/51',
      previousPr: 'https://github.com/acme/app/pull/50'
    },
    /^✅ The agent opened acme\/app#51 in place of acme\/app#50$/
  ],
  [
    'an agent run without a pull request',
    { ...agentJob, result: 'no-pr', prLink: '' },
    /^✅ Agent job job-1 finished without a pull request/
  ],
  [
    'a failed agent job',
    { ...agentJob, status: 'failed', result: 'failed', error: 'Agent job job-1 failed. Open it.' },
    /^❌ Mintlify agent failed$/
  ],
  [
    'an agent job past the timeout',
    { ...agentJob, status: 'active', result: 'timeout', error: 'Agent job job-1 did not finish.' },
    /^❌ Mintlify agent failed$/
  ],
  [
    'an archived agent job',
    { ...agentJob, status: 'archived', result: 'archived' },
    /^⚠️ Agent job job-1 was archived/
  ],
  [
    'an export with a values file',
    {
      ...exportJob,
      result: 'downloaded',
      archivePath: 'site.tar.gz',
      extractPath: 'site',
      valuesFile: 'deploy/values.yaml',
      siteCheck: check(0, 0)
    },
    /^✅ Static export of docs\.acme\.com: 1 page in site$/
  ],
  [
    'an export with 35 broken links',
    { ...exportJob, result: 'downloaded', extractPath: 'site', siteCheck: check(35, 2) },
    /^⚠️ Static export of docs\.acme\.com: 1 page in site, with 35 broken link targets$/
  ],
  [
    'an export whose findings are all information (other hosts, hosting-only targets)',
    {
      ...exportJob,
      result: 'downloaded',
      extractPath: 'site',
      siteCheck: {
        ...check(0, 2),
        hosted: {
          count: 1,
          markdown: 0,
          files: ['/llms.txt'],
          listed: [{ target: '/llms.txt', pages: ['index.html'] }]
        },
        ignored: 3
      }
    },
    /^✅ Static export of docs\.acme\.com: 1 page in site$/
  ],
  [
    'a hostile bundle',
    { ...exportJob, error: 'The bundle entry ../../etc/passwd leaves the folder: refused.' },
    /^❌ Static export of docs\.acme\.com failed$/
  ],
  [
    'a rate-limited create',
    { mode: 'agent', error: 'Creating the agent job was rate limited (429).' },
    /^❌ Mintlify agent failed$/
  ],
  [
    'a comment that asks for nothing',
    { mode: 'agent', skipped: 'the comment does not start with /docs-agent', result: 'skipped' },
    /^⏭️ No agent run/
  ],
  [
    'an export link only',
    { ...exportJob, result: 'link' },
    /^✅ Static export of docs\.acme\.com is ready/
  ],
  [
    'an export not waited for',
    { ...exportJob, result: 'pending' },
    /^✅ Started static export job exp-1/
  ]
]

function scenario(name: string): RunReport {
  const found = SCENARIOS.find(([title]) => title === name)
  if (!found) throw new Error(`no scenario ${name}`)
  return found[1]
}

describe('the job summary as GitHub shows it', () => {
  it.each(SCENARIOS)('leads with the verdict: %s', (_, report, first) => {
    const { blocks } = shown(report)
    expect(blocks[0]?.name).toBe('h3')
    expect(text(blocks[0] as Element)).toMatch(first)
  })

  it.each(SCENARIOS)('has well-formed tables and no empty section: %s', (_, report) => {
    const { blocks } = shown(report)
    for (const table of all(blocks, 'table')) expect(tableFaults(table)).toEqual([])
    // Every heading is followed by something it heads.
    blocks.forEach((block, i) => {
      if (/^h\d$/.test(block.name) && i > 0) expect(blocks[i + 1]?.name).toMatch(/^(table|p)$/)
    })
    expect(all(blocks, 'p').map(text)).not.toContain('')
  })

  it('puts the failure and what to do right under the verdict', () => {
    const { blocks } = shown(scenario('a failed agent job'))
    expect(blocks[1]?.name).toBe('p')
    expect(text(blocks[1] as Element)).toBe('Agent job job-1 failed. Open it.')
  })

  it('links the pull request, the source, the comment and who asked', () => {
    const { blocks } = shown(
      scenario('an agent run that opened a pull request, asked for in a comment')
    )
    const links = all(blocks, 'a').map((a) => [text(a), a.attribs.href])
    expect(links).toEqual(
      expect.arrayContaining([
        ['acme/docs#12', 'https://github.com/acme/docs/pull/12'],
        ['acme/docs', 'https://github.com/acme/docs'],
        ['@octocat', 'https://github.com/octocat'],
        ['comment on pull request #7', 'https://github.com/acme/app/pull/7#issuecomment-1']
      ])
    )
  })

  it('gives times and sizes for people, and says whose status it is', () => {
    const { blocks } = shown(scenario('an export with a values file'))
    const rows = Object.fromEntries(
      all(blocks, 'tr').map((tr) => tr.children.filter(isElement).map((c) => text(c)))
    )
    expect(rows.Bundle).toBe('2.9 MiB, link expires 09:56 UTC (in 1 h)')
    expect(rows.Pages).toBe('1 page')
    expect(rows['Export job status']).toBe('completed')
    expect(rows.Duration).toBe('1m 05s')
  })

  it('leaves out the lists of the site check when they are empty', () => {
    const { blocks } = shown(scenario('an export with a values file'))
    const labels = all(blocks, 'th').map((th) => text(th))
    expect(labels.some((l) => l.startsWith('Broken'))).toBe(false)
    expect(labels.some((l) => l.startsWith('Other hosts'))).toBe(false)
  })

  it('escapes server text so it cannot inject markup into the job page', () => {
    const { blocks, html } = shown({
      mode: 'agent',
      error: '<img src=x onerror=alert(1)>\n\n# heading',
      prLink: 'javascript:alert(1)'
    })
    expect(all(blocks, 'img')).toEqual([])
    expect(all(blocks, 'h1')).toEqual([])
    expect(all(blocks, 'a')).toEqual([])
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
  })

  it('shows a time it cannot read as given', () => {
    const { blocks } = shown({ ...exportJob, result: 'link', bundleExpiresAt: 'soon' })
    expect(text(blocks)).toContain('link expires soon')
  })
})

describe('siteCheckRows', () => {
  const label = (cell: unknown): string =>
    typeof cell === 'string' ? cell : (cell as { data: string }).data

  it('says under each list how many it left out, and that the log has them', () => {
    const rows = siteCheckRows(check(43, 25))
    const labels = rows.map((row) => label(row[0]))
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
    expect(rows.map((row) => label(row[0]))).toContain(
      '… and 1480 more broken targets: the log lists the first 1000 in the group “Broken internal targets (1500)”.'
    )
  })

  it('says how many references went unjudged past the bound on targets', () => {
    expect(siteCheckRows({ ...check(0, 0), notJudged: 7 })).toContainEqual([
      'Not judged',
      '7 references past 500,000 distinct targets or hosts, or 32.0 MiB of paths'
    ])
  })

  it("names the targets only Mintlify's hosting serves, apart from broken ones", () => {
    const rows = siteCheckRows({
      ...check(1, 0),
      hosted: {
        count: 3,
        markdown: 1,
        files: ['/llms.txt', '/sitemap.xml'],
        listed: [
          { target: '/guides/a.md', pages: ['guides/a/index.html'] },
          { target: '/llms.txt', pages: ['index.html'] },
          { target: '/sitemap.xml', pages: ['index.html'] }
        ]
      }
    })
    expect(rows).toContainEqual([
      'Found',
      "1 broken link target, 0 broken anchors, 3 served only by Mintlify's hosting, resources from 0 other hosts"
    ])
    expect(rows).toContainEqual([
      'Hosting only',
      '3 link targets point at files Mintlify&#39;s hosting serves and this export does not contain: /llms.txt, /sitemap.xml and the .md versions of 1 page. A static host answers 404 there; they are not counted as broken (generate-hosting-files adds sitemap.xml and llms.txt).'
    ])
    const labels = rows.map((row) => label(row[0]))
    expect(labels).toContain("Served only by Mintlify's hosting (3)")
    expect(labels).toContain('<code>/llms.txt</code>')
  })

  it('says other hosts are information unless allowed-hosts is set, and what was ignored and added', () => {
    const informational = siteCheckRows({ ...check(0, 2), ignored: 4 }, false, ['sitemap.xml'])
    expect(informational).toContainEqual([
      'Found',
      '0 broken link targets, 0 broken anchors, resources from 2 other hosts, 4 ignored (ignore-links)'
    ])
    expect(informational.map((row) => label(row[0]))).toContain('Other hosts')
    expect(informational).toContainEqual([
      'Added',
      '<code>sitemap.xml</code> (generate-hosting-files)'
    ])
    expect(siteCheckRows(check(0, 2), true).map((row) => label(row[0]))).not.toContain(
      'Other hosts'
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
