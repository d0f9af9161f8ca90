// The conversation under the faults GitHub and runners produce every day, each end to end: the built
// action in separate processes (as concurrent workflow runs are), the Admin API emulator and the
// loopback GitHub over real sockets. Each asserts the number of jobs, the order the requests reach
// the job in, and one final reply per request.
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import type { EmulatorOptions } from '../../emulator/server.js'
import type { GitHubApiOptions, StoredComment } from '../../__fixtures__/github-api.js'
import { runAction, type ActionRun } from '../../__fixtures__/run-action.js'
import {
  derivedEvent,
  eventFixture,
  startTriggerSetup,
  TRIGGER_API_KEY,
  TRIGGER_TOKEN,
  type TriggerSetup
} from '../../__fixtures__/trigger-run.js'

const LEASE_MS = 3_000
const setups: TriggerSetup[] = []
afterEach(async () => {
  const all = setups.splice(0)
  await Promise.all(all.map((s) => s.close()))
  expect(all.flatMap((s) => s.emulator.violations)).toEqual([])
})

async function setup(
  agent: EmulatorOptions['agent'] = {},
  github?: GitHubApiOptions
): Promise<TriggerSetup> {
  const s = await startTriggerSetup({
    agent: { agent: { durationMs: 1500, prLink: 'https://github.com/acme/app/pull/50', ...agent } },
    github
  })
  setups.push(s)
  return s
}

/** A comment on pull request `issue` asking `request`, as GitHub sends it. */
function comment(id: number, request: string, issue = 12): Promise<string> {
  return derivedEvent('pr-comment', (payload) => {
    const c = payload.comment as Record<string, unknown>
    c.id = id
    c.body = `/docs-agent ${request}`
    c.created_at = new Date(Date.now() + id).toISOString()
    c.html_url = `https://github.com/acme/app/pull/${issue}#issuecomment-${id}`
    ;(payload.issue as Record<string, unknown>).number = issue
  })
}

/** The built action on an event, as the runner runs it (its own process). */
async function run(
  s: TriggerSetup,
  event: string,
  options: {
    eventName?: string
    inputs?: Record<string, string>
    onSpawn?: Parameters<typeof runAction>[0]['onSpawn']
  } = {}
): Promise<ActionRun> {
  return runAction({
    inputs: {
      mode: 'agent',
      'api-key': TRIGGER_API_KEY,
      'base-url': s.emulator.url,
      'project-id': 'proj_1',
      'poll-interval': '0.2',
      'github-token': TRIGGER_TOKEN,
      timeout: '60',
      ...options.inputs
    },
    event: {
      name: options.eventName ?? 'issue_comment',
      payload: JSON.parse(await readFile(event, 'utf8'))
    },
    env: {
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: s.github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS: '10',
      MINTLIFY_ACTION_TEST_LEASE_MS: String(LEASE_MS)
    },
    onSpawn: options.onSpawn,
    timeoutMs: 90_000
  })
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The first line of each prompt the job received, in order. */
function requestsOf(s: TriggerSetup): string[] {
  return (s.emulator.agentJobs()[0]?.prompts ?? []).map((p) => p.split('\n')[0] ?? '')
}

function repliesTo(s: TriggerSetup, id: number): StoredComment[] {
  return s.github.comments.filter((c) =>
    c.body.startsWith(`<!-- mintlify-admin-action:reply comment=${id} -->`)
  )
}

/** Replies still saying "on it" or "waiting", or carrying a queue line: none once every run has ended. */
function unfinished(s: TriggerSetup): string[] {
  return s.github.comments
    .filter((c) =>
      /On it:|⏳ Waiting|Working on it|mintlify-admin-action:queue state=(waiting|sent)/.test(
        c.body
      )
    )
    .map((c) => c.body.split('\n')[1] ?? '')
}

describe('the conversation under faults', () => {
  it('a reset after GitHub stored the reply: no second reply, and the next request is not held back', async () => {
    const s = await setup(
      {},
      { faults: [{ route: 'comments.create', kind: 'reset-after', times: 1 }] }
    )
    const first = run(s, await comment(2001, 'Request one'))
    await delay(300)
    const started = Date.now()
    const second = await run(s, await comment(2002, 'Request two'))
    expect((await first).code).toBe(0)
    expect(second.code).toBe(0)
    // Not the whole timeout (60 s): the second run waited for the first one's job, no more.
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(requestsOf(s)).toEqual(['Request one', 'Request two'])
    expect(repliesTo(s, 2001)).toHaveLength(1)
    expect(repliesTo(s, 2002)).toHaveLength(1)
    expect(unfinished(s)).toEqual([])
  }, 120_000)

  it('a re-run of an earlier request, after a later one: it follows the job, one job in all', async () => {
    const s = await setup()
    const one = await comment(2101, 'Request one')
    expect((await run(s, one)).code).toBe(0)
    expect((await run(s, await comment(2102, 'Request two'))).code).toBe(0)
    expect((await run(s, one)).code).toBe(0)
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(requestsOf(s)).toEqual(['Request one', 'Request two', 'Request one'])
    expect(repliesTo(s, 2101)).toHaveLength(1)
    expect(unfinished(s)).toEqual([])
  }, 120_000)

  it('a run killed after posting holds the next request for its lease at most, and its reply is tidied', async () => {
    const s = await setup({ durationMs: 1000 })
    let killed = false
    const dead = run(s, await comment(2201, 'Request one'), {
      onSpawn: (child) => {
        // Killed as a lost runner is: no signal it can handle, once its reply is posted.
        const poll = setInterval(() => {
          if (
            s.github.comments.some(
              (c) => c.body.includes('comment=2201') && c.body.includes(':queue')
            )
          ) {
            clearInterval(poll)
            child.kill('SIGKILL')
            killed = true
          }
        }, 20)
      }
    })
    expect((await dead).signal).toBe('SIGKILL')
    expect(killed).toBe(true)
    const started = Date.now()
    const next = await run(s, await comment(2202, 'Request two'))
    expect(next.code).toBe(0)
    expect(Date.now() - started).toBeLessThan(LEASE_MS + 15_000)
    // One job at most: the dead run may or may not have started it.
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(repliesTo(s, 2201)[0]?.body).toContain('This run stopped before it finished')
    expect(unfinished(s)).toEqual([])
  }, 120_000)

  it('a run whose reply GitHub refused waits behind the run it can see, rather than going alone', async () => {
    const s = await setup(
      { durationMs: 2000 },
      { faults: [{ route: 'comments.create', kind: 'status', status: 403, times: 10, after: 1 }] }
    )
    const first = run(s, await comment(2301, 'Request one'))
    while (!s.github.comments.some((c) => c.body.includes('comment=2301'))) await delay(20)
    const second = await run(s, await comment(2302, 'Request two'))
    expect((await first).code).toBe(0)
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('it takes its turn after every request it can see')
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(requestsOf(s)).toEqual(['Request one', 'Request two'])
  }, 120_000)

  it('a merged pull request and a comment on it at the same moment: one job', async () => {
    const s = await setup({ durationMs: 1000, prLink: 'https://github.com/acme/docs/pull/42' })
    const onMerged = await comment(2401, 'Also mention the retry limit', 34)
    const [merged, commented] = await Promise.all([
      run(s, eventFixture('pr-merged'), { eventName: 'pull_request_target' }),
      run(s, onMerged)
    ])
    expect([merged.code, commented.code]).toEqual([0, 0])
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(1)
    expect(unfinished(s)).toEqual([])
  }, 120_000)

  it('requests on the original thread and on the agent’s pull request at once: one queue, one follow-up at a time', async () => {
    const s = await setup({ durationMs: 1500 })
    expect((await run(s, await comment(2501, 'Start the page'))).code).toBe(0)
    // The note on the agent's pull request #50 names the job and the thread it was asked in.
    expect(s.github.comments.some((c) => c.issueNumber === 50 && / home=12 /.test(c.body))).toBe(
      true
    )
    const [here, there] = await Promise.all([
      run(s, await comment(2502, 'Shorter intro', 12)),
      run(s, await comment(2503, 'Fix the typo', 50))
    ])
    expect([here.code, there.code]).toEqual([0, 0])
    expect(s.emulator.count('agent.create')).toBe(1)
    const messages = s.emulator.requests
      .filter((r) => r.route === 'agent.message')
      .map((r) => r.receivedAt)
    expect(messages).toHaveLength(2)
    // The second follow-up went only once the first one's run was done with the job.
    expect(Math.abs((messages[1] ?? 0) - (messages[0] ?? 0))).toBeGreaterThanOrEqual(1400)
    expect(unfinished(s)).toEqual([])
  }, 120_000)

  it('wait: false: the next request does not take a stale "not active" for its turn', async () => {
    const s = await setup({ durationMs: 1500, followUpStartsAfterMs: 800 })
    expect((await run(s, await comment(2601, 'Start the page'))).code).toBe(0)
    const quick = await run(s, await comment(2602, 'Add a table'), { inputs: { wait: 'false' } })
    expect(quick.code).toBe(0)
    await delay(400)
    const next = await run(s, await comment(2603, 'And a diagram'))
    expect([next.code, next.stdout.split('\n').filter((l) => l.startsWith('::error'))]).toEqual([
      0,
      []
    ])
    const messages = s.emulator.requests
      .filter((r) => r.route === 'agent.message')
      .map((r) => r.receivedAt)
    expect(messages).toHaveLength(2)
    // The job took the first follow-up 0.8 s late and worked 1.5 s on it: the next one waited.
    expect((messages[1] ?? 0) - (messages[0] ?? 0)).toBeGreaterThanOrEqual(2000)
  }, 120_000)
})

describe('markers bind the comment and its author', () => {
  it('another bot’s verbatim copy of the action’s reply counts for nothing', async () => {
    const s = await setup()
    expect((await run(s, await comment(2701, 'Start the page'))).code).toBe(0)
    const original = s.github.comments.find((c) => c.body.includes('comment=2701'))
    // Another bot on the thread echoes the reply, job marker and all.
    s.github.comments.push({
      id: 99_000,
      issueNumber: 12,
      body: original?.body ?? '',
      user: { login: 'other-app[bot]', type: 'Bot' }
    })
    // The reply itself goes: only the copy names the job now.
    s.github.comments.splice(s.github.comments.indexOf(original as StoredComment), 1)
    const next = await run(s, await comment(2702, 'A new request'))
    expect(next.code).toBe(0)
    expect(s.emulator.count('agent.create')).toBe(2)
    expect(s.emulator.count('agent.message')).toBe(0)
  }, 120_000)
})
