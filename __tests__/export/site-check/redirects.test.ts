// The site check with docs.json's redirects: a link to a moved page is fine when the redirect leads
// to a page; a redirect to nothing is a finding of its own, on its line; a redirect over a real page
// hides it.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { RedirectTable } from '../../../src/export/hosting/pattern.js'
import { buildReport } from '../../../src/export/site-report/report.js'
import { toSarif } from '../../../src/export/site-report/sarif.js'
import { checkSiteOnDisk, writeSite } from '../../../__fixtures__/site-on-disk.js'
import { asRedirects } from '../../../__fixtures__/redirect-site.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'check-redirects-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const table = new RedirectTable(
  asRedirects([
    { source: '/old-guide', destination: '/guide' },
    { source: '/beta/:slug*', destination: '/v2/:slug*' },
    { source: '/moved', destination: '/nowhere' },
    { source: '/guide', destination: '/area' },
    { source: '/chain', destination: '/old-guide' },
    { source: '/to-index', destination: '/area/index' }
  ])
)

describe('the site check with redirects', () => {
  it('counts links to redirect sources as served when the destination exists', async () => {
    await writeSite(root, {
      'index.html':
        '<a href="/old-guide">a</a><a href="/beta/start">b</a><a href="/moved">c</a><a href="/missing">d</a>',
      'guide/index.html': '<p>guide</p>',
      'v2/start/index.html': '<p>v2</p>',
      'area/index.html': '<p>area</p>'
    })
    const plain = await checkSiteOnDisk(root, 'docs.example.com')
    expect(plain.broken.map((b) => b.target)).toEqual([
      '/beta/start',
      '/missing',
      '/moved',
      '/old-guide'
    ])
    const result = await checkSiteOnDisk(root, 'docs.example.com', undefined, table)
    expect(result.broken.map((b) => b.target)).toEqual(['/missing', '/moved'])
    expect(result.redirects).toMatchObject({ count: 6, linksRedirected: 2, notJudged: 1 })
    // `/moved` leads to no page: a broken redirect, on its line of docs.json.
    expect(result.redirects?.broken).toEqual([
      { source: '/moved', destination: '/nowhere', file: 'docs.json', line: 3 }
    ])
    // `/guide` is a page: the redirect hides it. `/chain` works through one more redirect.
    expect(result.redirects?.hidingPages.map((h) => h.source)).toEqual(['/guide'])
  })

  it('reports a broken redirect in site-check.json and the SARIF, on docs.json’s line', async () => {
    await writeSite(root, {
      'index.html': '<p>home</p>',
      'guide/index.html': 'g',
      'area/index.html': 'a'
    })
    const result = await checkSiteOnDisk(root, 'docs.example.com', undefined, table)
    const report = await buildReport(result, {
      domain: 'docs.example.com',
      site: root,
      docsSource: path.join(root, 'docs'),
      workspace: root
    })
    const finding = report.findings.find((f) => f.kind === 'broken-redirect')
    expect(finding).toEqual({
      kind: 'broken-redirect',
      target: '/moved',
      destination: '/nowhere',
      uses: [{ page: '', source: { file: 'docs/docs.json', line: 3 } }]
    })
    expect(report.counts.brokenRedirects).toBe(1)
    const sarif = toSarif(report, root, '0.0.0') as {
      runs: { results: Record<string, unknown>[]; tool: { driver: { rules: { id: string }[] } } }[]
    }
    const result0 = sarif.runs[0]?.results.find((r) => r.ruleId === 'broken-redirect')
    expect(result0).toMatchObject({
      ruleIndex: 2,
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'docs/docs.json', uriBaseId: '%SRCROOT%' },
            region: { startLine: 3 }
          }
        }
      ]
    })
    expect(sarif.runs[0]?.tool.driver.rules[2]?.id).toBe('broken-redirect')
  })
})
