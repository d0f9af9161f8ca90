import { describe, expect, it } from '@jest/globals'
import type { AgentConfig, ExportConfig } from '../../src/action/inputs.js'
import { failureOf, siteCheckRefusal, type RunOutcome } from '../../src/action/outcomes.js'
import type { SiteCheckResult } from '../../src/export/site-check/check.js'

const AGENT = { mode: 'agent', timeoutMs: 600_000, failOnNoPr: false } as AgentConfig
const EXPORT = { mode: 'export', timeoutMs: 90_000, failOnBrokenLinks: false } as ExportConfig
const job = { id: 'job-1', status: 'active' }
const site: SiteCheckResult = {
  pages: 2,
  files: 3,
  bytes: 100,
  durationMs: 5,
  broken: [{ target: '/gone', pages: ['index.html'] }],
  hosted: {
    count: 1,
    markdown: 0,
    files: ['/llms.txt'],
    listed: [{ target: '/llms.txt', pages: ['index.html'] }]
  },
  ignored: 0,
  external: [{ host: 'cdn.example.com', kinds: ['script'], pages: ['index.html'] }],
  notChecked: { count: 0, first: [] },
  notJudged: 0,
  brokenAnchors: [],
  anchorsNotJudged: 0
}

describe('failureOf', () => {
  // [outcome, config, words of the failure, or undefined for a success]
  it.each([
    [{ result: 'skipped', reason: 'not a comment' }, AGENT, undefined],
    [{ result: 'pr', job }, AGENT, undefined],
    [{ result: 'pending', job }, AGENT, undefined],
    [{ result: 'archived', job }, AGENT, undefined],
    [{ result: 'no-pr', job }, AGENT, undefined],
    [
      { result: 'no-pr', job },
      { ...AGENT, failOnNoPr: true },
      'finished without a pull request (fail-on-no-pr is true): either nothing changed, or Mintlify committed to the deployment branch directly'
    ],
    [{ result: 'failed', job }, AGENT, 'Agent job job-1 failed. The API gives no reason'],
    [{ result: 'timeout', job }, AGENT, 'within the timeout (10m 00s); last status: active'],
    [{ result: 'downloaded', jobId: 'e1', job: {} }, EXPORT, undefined],
    [{ result: 'failed', jobId: 'e1', job: { error: 'page x' } }, EXPORT, 'job e1 failed: page x.'],
    [{ result: 'failed', jobId: 'e1', job: {} }, EXPORT, 'the API gave no reason'],
    [
      { result: 'timeout', jobId: 'e1', job: { status: 'running', progress: 40 } },
      EXPORT,
      'last status: running at 40%'
    ],
    [
      { result: 'site-refused', jobId: 'e1', job: {}, siteCheck: site },
      { ...EXPORT, failOnBrokenLinks: true },
      '1 broken internal link target, e.g.'
    ]
  ] as [RunOutcome, AgentConfig | ExportConfig, string | undefined][])(
    '%j is %s',
    (outcome, config, words) => {
      const failure = failureOf(outcome, config)
      if (words === undefined) expect(failure).toBeUndefined()
      else expect(failure).toContain(words)
    }
  )
})

describe('siteCheckRefusal', () => {
  it('refuses a host allowed-hosts does not list before it counts broken links', () => {
    const both = { allowedHosts: ['*.other.com'], failOnBrokenLinks: true }
    expect(siteCheckRefusal(site, both)).toContain('loads script from cdn.example.com')
    expect(siteCheckRefusal(site, { allowedHosts: [], failOnBrokenLinks: false })).toContain(
      '(none: no other host)'
    )
    expect(
      siteCheckRefusal(site, { allowedHosts: ['*.example.com'], failOnBrokenLinks: true })
    ).toContain('broken internal link')
    expect(siteCheckRefusal(site, { failOnBrokenLinks: false })).toBeUndefined()
  })

  it('refuses broken anchors only with fail-on-broken-anchors', () => {
    const anchors = {
      ...site,
      broken: [],
      brokenAnchors: [{ target: '/api#x', pages: ['a.html'] }]
    }
    expect(siteCheckRefusal(anchors, { failOnBrokenLinks: true })).toBeUndefined()
    expect(
      siteCheckRefusal(anchors, { failOnBrokenLinks: false, failOnBrokenAnchors: true })
    ).toContain(
      '1 broken anchor (a fragment that finds no element with that id on its page), e.g. /api#x used by a.html'
    )
  })
})
