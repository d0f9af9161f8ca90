// The site check's one comment on a pull request: written on the first run, edited in place on the
// next push, never on a push or from a fork's read-only token; its text inert whatever the pages say.
import { afterEach, describe, expect, it } from '@jest/globals'
import AdmZip from 'adm-zip'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runInProcess } from '../../__fixtures__/in-process.js'
import { startGitHubApi, type GitHubApi } from '../../__fixtures__/github-api.js'
import { eventFixture } from '../../__fixtures__/trigger-run.js'
import {
  LISTED_IN_COMMENT,
  siteCheckComment,
  siteCheckMarker
} from '../../src/export/site-report/pr-comment.js'
import type { Finding, SiteCheckReport } from '../../src/export/site-report/report.js'

const TOKEN = 'ghs_site_check_token'
const HEAD = '2e1c7a4d9b8f6e5d4c3b2a1f0e9d8c7b6a5f4e3d'
const dirs: string[] = []
let github: GitHubApi | undefined
afterEach(async () => {
  await github?.close()
  github = undefined
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function site(links: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pr-comment-'))
  dirs.push(dir)
  const zip = new AdmZip()
  zip.addFile('index.html', Buffer.from(links.map((l) => `<a href="${l}">x</a>`).join('\n')))
  zip.addFile('guide/index.html', Buffer.from('<h1 id="top">Guide</h1>'))
  const file = path.join(dir, 'export.zip')
  zip.writeZip(file)
  return file
}

async function run(
  archive: string,
  inputs: Record<string, string>,
  event: { name: string; fixture?: string } = { name: 'pull_request', fixture: 'pr-synchronize' }
) {
  const result = await runInProcess(
    { mode: 'export', archive, path: 'out', 'github-token': TOKEN, ...inputs },
    {
      GITHUB_EVENT_NAME: event.name,
      ...(event.fixture ? { GITHUB_EVENT_PATH: eventFixture(event.fixture) } : {}),
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: (github as GitHubApi).url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS: '10'
    }
  )
  dirs.push(result.dir)
  return result
}

const siteComments = (api: GitHubApi) => api.comments.filter((c) => c.body.includes(':site-check '))

describe('the site check comment on a pull request (built action)', () => {
  it('is written once and edited in place on the next push: new first, then no new findings', async () => {
    github = await startGitHubApi()
    // The base's report, from a push on the default branch: no comment there.
    const base = await run(await site(['/guide', '/old-missing']), {}, { name: 'push' })
    expect(siteComments(github)).toHaveLength(0)
    const baseline = path.join(os.tmpdir(), `pr-comment-base-${process.pid}-${Date.now()}.json`)
    await copyFile(base.outputs['site-check-report'] as string, baseline)
    dirs.push(baseline)

    const broke = await run(await site(['/guide', '/old-missing', '/new-missing']), {
      'previous-report': baseline,
      'fail-on-broken-links': 'new'
    })
    expect(broke.exitCode).toBe(1)
    expect(siteComments(github)).toHaveLength(1)
    const first = siteComments(github)[0]
    expect(first?.issueNumber).toBe(34)
    expect(first?.body.split('\n')[0]).toBe(siteCheckMarker(34))
    expect(first?.body).toContain('❌ **1 broken link** new; 0 fixed, 1 known.')
    // The new finding, on its file at the head commit (the export is in the workspace).
    expect(first?.body).toContain(
      `| Broken link | \`/new-missing\` | [\`out/site/index.html:3\`](<https://github.com/acme/app/blob/${HEAD}/out/site/index.html#L3>) |`
    )
    expect(first?.body).not.toContain('/old-missing')
    expect(first?.body).not.toContain(TOKEN)

    const fixed = await run(await site(['/guide']), {
      'previous-report': baseline,
      'fail-on-broken-links': 'new'
    })
    expect(fixed.exitCode).toBeUndefined()
    const after = siteComments(github)
    expect(after).toHaveLength(1)
    expect(after[0]?.id).toBe(first?.id)
    expect(after[0]?.body).toContain('✅ No new findings: 1 fixed, 0 known.')
    expect(fixed.log).toContain("Wrote the site check's comment on pull request #34.")
  })

  it('makes no comment from a fork (its token is read-only), and says so', async () => {
    github = await startGitHubApi()
    const result = await run(
      await site(['/missing']),
      {},
      {
        name: 'pull_request',
        fixture: 'pr-synchronize-fork'
      }
    )
    expect(siteComments(github)).toHaveLength(0)
    expect(result.log).toMatch(/::notice::No comment on pull request #\d+: it comes from a fork/)
  })

  it('makes none with github-token empty, and none on a push', async () => {
    github = await startGitHubApi()
    await run(await site(['/missing']), { 'github-token': '' })
    await run(await site(['/missing']), {}, { name: 'push' })
    expect(siteComments(github)).toHaveLength(0)
    expect(github.requests).toHaveLength(0)
  })

  it('a token without pull-requests: write is a warning naming the permission; the step goes on', async () => {
    github = await startGitHubApi({ forbidden: ['comments.list', 'comments.create'] })
    const result = await run(await site(['/guide']), {})
    expect(result.exitCode).toBeUndefined()
    expect(result.log).toMatch(
      /::warning::The site check's comment on pull request #34 was not written: .*permissions: pull-requests: write/
    )
  })
})

describe('the comment text', () => {
  const context = { serverUrl: 'https://github.com', repository: 'acme/app', sha: HEAD }
  const report = (findings: Finding[]): SiteCheckReport =>
    ({ counts: { pages: 12 }, findings }) as unknown as SiteCheckReport

  it('renders a target and a path from the pages as inert code, and links only what it builds', () => {
    const text = siteCheckComment(
      report([
        {
          kind: 'broken-link',
          target: '/x`) [click](https://evil.example) @admin',
          status: 'new',
          uses: [{ page: 'a.html', source: { file: 'docs/we ird (1).mdx', line: 7 } }]
        }
      ]),
      {
        compared: true,
        newLinks: { count: 1 },
        newAnchors: { count: 0 },
        newRedirects: 0,
        fixed: 0,
        known: 0
      },
      context
    )
    expect(text).toContain('``/x`) [click](https://evil.example) @admin``')
    expect(text).toContain(
      `(<https://github.com/acme/app/blob/${HEAD}/docs/we%20ird%20%281%29.mdx#L7>)`
    )
  })

  it('with no baseline, lists every finding and says why; past the limit, counts the rest', () => {
    const findings: Finding[] = Array.from({ length: LISTED_IN_COMMENT + 5 }, (_, i) => ({
      kind: 'broken-anchor',
      target: `/p#a${i}`,
      fragment: `a${i}`,
      uses: [{ page: 'p/index.html' }]
    }))
    const text = siteCheckComment(
      report(findings),
      { compared: false, why: 'previous-report base.json does not exist (a cache miss?)' },
      context
    )
    expect(text).toContain(
      '❌ **25 broken anchors**. No baseline to compare with: `previous-report base.json does not exist (a cache miss?)`.'
    )
    expect(text.match(/^\| Broken anchor \|/gm)).toHaveLength(LISTED_IN_COMMENT)
    expect(text).toContain('…and 5 more in `site-check.json`.')
    expect(siteCheckComment(report([]), undefined, context)).toContain(
      '✅ No broken links or anchors.'
    )
  })
})
