// The fault matrix's GitHub column: the built action (dist/index.js) on GitHub's own issue_comment and
// pull_request payloads, against a loopback GitHub that fails one call, once or every time, as
// GitHub's API does in normal operation (5xx, a reset connection, a secondary rate limit with
// Retry-After). A request is served exactly once, or not at all with a word to the commenter.
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import {
  startGitHubApi,
  type GitHubApi,
  type GitHubFault,
  type GitHubRoute
} from '../../__fixtures__/github-api.js'
import { runAction, type ActionRun } from '../../__fixtures__/run-action.js'
import { expectOnlyMasked } from '../../__fixtures__/secrets.js'

const TOKEN = 'ghs_github_faults_token'
const payload = (name: string): unknown =>
  JSON.parse(readFileSync(`__fixtures__/events/${name}.json`, 'utf8')) as unknown

let emulator: Emulator | undefined
let github: GitHubApi | undefined
afterEach(async () => {
  await emulator?.close()
  await github?.close()
  expect(emulator?.violations ?? []).toEqual([])
})

async function run(
  faults: GitHubFault[],
  event: { name: string; payload: unknown } = {
    name: 'issue_comment',
    payload: payload('pr-comment')
  }
): Promise<ActionRun> {
  emulator = await startEmulator({ contract: true, agent: { durationMs: 300 } })
  github = await startGitHubApi({ faults })
  const result = await runAction({
    inputs: {
      mode: 'agent',
      'api-key': emulator.apiKey,
      'base-url': emulator.url,
      'project-id': 'proj_1',
      'poll-interval': '0.2',
      'github-token': TOKEN
    },
    event,
    env: {
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '999',
      // GitHub's back-off unit, 1 s in use, shortened so the matrix runs in seconds.
      MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS: '10'
    }
  })
  expectOnlyMasked(result.stdout + result.stderr, emulator.apiKey)
  expectOnlyMasked(result.stdout + result.stderr, TOKEN)
  return result
}

const replies = (): string[] => (github?.comments ?? []).map((c) => c.body)
const jobs = (): number =>
  (emulator?.count('agent.create') ?? 0) + (emulator?.count('agent.message') ?? 0)

const ONCE: [string, Omit<GitHubFault, 'route'>][] = [
  ['a 502', { kind: 'status', status: 502 }],
  ['a reset connection', { kind: 'reset' }],
  ['a secondary rate limit (Retry-After: 1)', { kind: 'secondary-rate-limit', retryAfter: 1 }]
]

describe('one transient fault on each GitHub call: served exactly once, and answered', () => {
  const routes: GitHubRoute[] = [
    'permission',
    'comments.list',
    'reaction.issue-comment',
    'pull',
    'comments.create',
    'comments.update'
  ]
  for (const route of routes) {
    it.each(ONCE)(`${route}: %s`, async (_, fault) => {
      const result = await run([{ route, ...fault }])
      expect(result.code).toBe(0)
      expect(jobs()).toBe(1)
      expect(github?.count(route)).toBeGreaterThanOrEqual(2)
      const answer = replies().filter((body) => body.includes('reply comment=1001'))
      expect(answer).toHaveLength(1)
      expect(answer[0]).toContain('✅ Done')
    })
  }

  it('pull.files on a merged pull request: a 502 once, and the prompt still lists the files', async () => {
    const result = await run([{ route: 'pull.files', kind: 'status', status: 502 }], {
      name: 'pull_request_target',
      payload: payload('pr-merged')
    })
    expect(result.code).toBe(0)
    expect(jobs()).toBe(1)
    expect(emulator?.agentJobs()[0]?.prompts[0]).toContain('- Changed files (3):\n  - src/retry.ts')
  })
})

describe('a GitHub call that fails every time: never two jobs, never a silent green run', () => {
  it('the permission check: nothing runs, and the commenter is told to ask again', async () => {
    const result = await run([
      { route: 'permission', kind: 'status', status: 503, times: Infinity }
    ])
    expect(result.code).toBe(1)
    expect(jobs()).toBe(0)
    expect(result.stdout).toMatch(
      /::error::The permission of @alice could not be checked on GitHub \(503/
    )
    const [reply] = replies()
    expect(reply).toContain('⚠️ **This request was not run.**')
    expect(reply).toContain('comment again in a few minutes')
    expect(emulator?.requests).toEqual([])
  })

  it('reading the thread: no new job where one might be continued, and the commenter is told', async () => {
    const result = await run([{ route: 'comments.list', kind: 'reset', times: Infinity }])
    expect(result.code).toBe(1)
    expect(jobs()).toBe(0)
    expect(result.stdout).toMatch(/::error::The comments of #12 could not be read on GitHub/)
    expect(replies()).toEqual([
      expect.stringContaining('Starting a new job could make a second docs pull request')
    ])
  })

  it('posting the reply: one job, tried once more at the end, and the summary says where the answer belongs', async () => {
    const result = await run([
      { route: 'comments.create', kind: 'status', status: 502, times: Infinity }
    ])
    expect(result.code).toBe(0)
    expect(jobs()).toBe(1)
    expect(replies()).toEqual([])
    expect(result.stdout).toContain('Posting the reply that could not be posted once more.')
    expect(result.summary).toContain(
      '<th>Reply</th><td>not posted: GitHub refused it, once more at the end too. It belongs on <a href="https://github.com/acme/app/pull/12">https://github.com/acme/app/pull/12</a>; this summary holds the answer.</td>'
    )
  })

  it.each<[GitHubRoute, string]>([
    ['reaction.issue-comment', 'the 👀 reaction'],
    ['pull', 'the pull request’s details (the payload’s are used)'],
    ['comments.update', 'editing the reply (a new reply carries the outcome)']
  ])('%s (%s): one job, and the outcome reaches the commenter', async (route) => {
    const result = await run([{ route, kind: 'status', status: 500, times: Infinity }])
    expect(result.code).toBe(0)
    expect(jobs()).toBe(1)
    expect(replies().some((body) => body.includes('✅ Done'))).toBe(true)
  })
})
