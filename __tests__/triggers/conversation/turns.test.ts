// Taking turns in a conversation, on the fake clock: the waits take no real time, and GitHub is the
// loopback stand-in over real sockets.
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { startGitHubApi, type GitHubApi } from '../../../__fixtures__/github-api.js'
import { FakeClock } from '../../../__fixtures__/clock.js'
import type { AdminApi } from '../../../src/api/api.js'
import { CommentReply } from '../../../src/triggers/github/reply.js'
import { createGitHubClient } from '../../../src/github/client.js'
import { jobMarker } from '../../../src/triggers/github/job-marker.js'
import { queueMarker } from '../../../src/triggers/github/queue-marker.js'
import { replyMarker } from '../../../src/triggers/github/reply.js'
import { takeTurn, type TurnOptions } from '../../../src/triggers/conversation/turns.js'
import { Deadline, DeadlineExceededError } from '../../../src/util/time.js'

const KEY = 'mint_turns_key'
const place = { repository: 'acme/app', thread: 12 }
const BOT = { login: 'github-actions[bot]', type: 'Bot' }

let api: GitHubApi | undefined
afterEach(async () => {
  jest.restoreAllMocks()
  await api?.close()
  api = undefined
})

/** An earlier run's reply in the thread: its queue line, and the job marker once it has a job. */
function earlierReply(id: number, state: 'waiting' | 'sent', until: number, job?: string) {
  const marker = replyMarker(`comment=${id - 100}`)
  const lines = [
    marker,
    '👀 Working.',
    '',
    queueMarker({ state, at: 1_000, until }, marker, place, KEY)
  ]
  if (job) lines.push(jobMarker(job, place, KEY))
  return { id, issueNumber: 12, body: lines.join('\n'), user: BOT }
}

async function options(
  clock: FakeClock,
  status: () => string,
  extra: Partial<TurnOptions> = {}
): Promise<TurnOptions> {
  const octokit = createGitHubClient('ghs_token', api?.url)
  const target = {
    owner: 'acme',
    repo: 'app',
    issueNumber: 12,
    commentId: 1203,
    commentKind: 'issue' as const
  }
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  return {
    octokit,
    reply: new CommentReply(octokit, target, { marker: replyMarker('comment=1203') }),
    thread: { owner: 'acme', repo: 'app', issueNumber: 12 },
    place,
    key: KEY,
    at: 2_000,
    fresh: false,
    api: { getAgentJob: async () => ({ id: 'job_1', status: status() }) } as unknown as AdminApi,
    projectId: 'proj_1',
    deadline: new Deadline(clock, 600_000),
    sleep: clock.sleep,
    ...extra
  }
}

describe('takeTurn', () => {
  it('waits while an earlier request of the conversation works, then while the job is active; says so once each', async () => {
    const clock = new FakeClock()
    api = await startGitHubApi({ comments: [earlierReply(8000, 'sent', 10_000_000, 'job_1')] })
    let status = 'active'
    const earlier = api.comments[0]
    // The earlier run ends after the second pause (its queue line goes); the job works until 60 s.
    let pauses = 0
    const sleep: typeof clock.sleep = async (ms, signal) => {
      await clock.sleep(ms, signal)
      if (++pauses === 2 && earlier) {
        earlier.body = earlier.body
          .split('\n')
          .filter((line) => !line.includes(':queue'))
          .join('\n')
      }
      if (clock.now() >= 60_000) status = 'completed'
    }
    const turn = await takeTurn(await options(clock, () => status, { sleep }))
    expect(turn).toEqual({ kind: 'follow', jobId: 'job_1', commentUrl: expect.any(String) })
    const mine = api.comments.find((c) => c.body.includes('comment=1203'))?.body ?? ''
    expect(mine).toContain(':queue state=waiting')
    const said = api.requests
      .filter((r) => r.route === 'comments.update' || r.route === 'comments.create')
      .map((r) => String(r.body?.body).split('\n')[1])
    expect(said[0]).toMatch(/^👀 On it/)
    expect(said).toContain(
      '⏳ Waiting: 1 earlier request in this conversation goes first. This request then goes to the same agent job, and this comment is updated.'
    )
    expect(said.filter((s) => s?.startsWith('⏳'))).toHaveLength(2)
    // Pauses grow from 3 s to 20 s at most.
    expect(clock.sleeps.slice(0, 4)).toEqual([3000, 6000, 12000, 20000])
  })

  it('a run whose deadline passed holds nobody back; the first request starts the job', async () => {
    const clock = new FakeClock()
    clock.current = 5_000
    api = await startGitHubApi({ comments: [earlierReply(8000, 'waiting', 4_000)] })
    const turn = await takeTurn(await options(clock, () => 'completed'))
    expect(turn).toEqual({ kind: 'first' })
    expect(clock.sleeps).toEqual([])
  })

  it('stops at the step’s deadline, having sent nothing', async () => {
    const clock = new FakeClock()
    api = await startGitHubApi({ comments: [earlierReply(8000, 'sent', 10_000_000, 'job_1')] })
    const turnOptions = await options(clock, () => 'active', {
      deadline: new Deadline(clock, 60_000)
    })
    await expect(takeTurn(turnOptions)).rejects.toThrow(DeadlineExceededError)
    expect(clock.now()).toBeLessThanOrEqual(60_000)
  })
})
