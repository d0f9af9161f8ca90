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
import {
  LEASE_MS,
  LEASE_RENEW_MS,
  takeTurn,
  type TurnOptions
} from '../../../src/triggers/conversation/turns.js'
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
function earlierReply(
  id: number,
  state: 'waiting' | 'sent',
  until: number,
  job?: string,
  at = 1_000
) {
  const marker = replyMarker(`comment=${id - 100}`)
  const lines = [marker, '👀 Working.', '', queueMarker({ state, at, until }, marker, place, KEY)]
  if (job) lines.push(jobMarker(job, place, KEY))
  return { id, issueNumber: 12, body: lines.join('\n'), user: BOT }
}

async function options(
  clock: FakeClock,
  status: () => string,
  extra: Partial<TurnOptions> = {}
): Promise<TurnOptions> {
  const octokit = createGitHubClient('ghs_token', api?.url, { backoffMs: 1 })
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

  it('a run that died after posting holds the next one back for its lease at most, and its reply is tidied', async () => {
    const clock = new FakeClock()
    clock.current = 1_000_000
    // Its last renewal was just now: its lease runs LEASE_MS more, and nothing renews it again.
    api = await startGitHubApi({
      comments: [earlierReply(8000, 'waiting', clock.current + LEASE_MS)]
    })
    const turn = await takeTurn(await options(clock, () => 'completed'))
    expect(turn).toEqual({ kind: 'first' })
    const waited = clock.current - 1_000_000
    expect(waited).toBeGreaterThanOrEqual(LEASE_MS)
    expect(waited).toBeLessThanOrEqual(LEASE_MS + 20_000)
    const dead = api.comments.find((c) => c.id === 8000)?.body ?? ''
    expect(dead).toContain('⚠️ This run stopped before it finished')
    expect(dead).not.toContain(':queue')
  })

  it('goes by the order the replies were posted in, not by when the requests were made', async () => {
    const clock = new FakeClock()
    clock.current = 50_000
    // Reply 8000 was posted before this run's (ids grow), for a request made later (at=9 000 > 2 000).
    const earlier = earlierReply(8000, 'waiting', 10_000_000, undefined, 9_000)
    // A later reply, for a request made earlier: it does not hold this run back.
    api = await startGitHubApi({ comments: [earlier] })
    let pauses = 0
    const sleep: typeof clock.sleep = async (ms, signal) => {
      await clock.sleep(ms, signal)
      if (++pauses === 1)
        earlier.body = earlier.body
          .split('\n')
          .filter((l) => !l.includes(':queue'))
          .join('\n')
    }
    const turn = await takeTurn(await options(clock, () => 'completed', { sleep }))
    expect(turn).toEqual({ kind: 'first' })
    expect(pauses).toBeGreaterThanOrEqual(1)
  })

  it('an hour of waiting for a working job costs about sixty GitHub requests, not hundreds', async () => {
    const clock = new FakeClock()
    clock.current = 1_000_000
    // 250 comments in the thread, the earlier run's reply among the last: it renews its lease each
    // LEASE_RENEW_MS (an edit of its comment) while the job works for an hour.
    const filler = Array.from({ length: 250 }, (_, i) => ({
      id: 100 + i,
      issueNumber: 12,
      body: `comment ${i}`,
      user: { login: 'someone', type: 'User' }
    }))
    const earlier = earlierReply(8000, 'sent', clock.current + LEASE_MS, 'job_1')
    api = await startGitHubApi({ comments: [...filler, earlier] })
    const end = clock.current + 3_600_000
    let renewedAt = clock.current
    const sleep: typeof clock.sleep = async (ms, signal) => {
      await clock.sleep(ms, signal)
      if (clock.current - renewedAt >= LEASE_RENEW_MS && clock.current < end) {
        renewedAt = clock.current
        earlier.body = earlier.body.replace(/until=\d+/, `until=${clock.current + LEASE_MS}`)
      }
      if (clock.current >= end) {
        // The job is done: the earlier run's line goes.
        earlier.body = earlier.body
          .split('\n')
          .filter((l) => !l.includes(':queue'))
          .join('\n')
      }
    }
    const reads: boolean[] = []
    const turnOptions = await options(clock, () => (clock.current < end ? 'active' : 'completed'), {
      sleep,
      deadline: new Deadline(clock, 7_200_000),
      onRead: (counted) => reads.push(counted)
    })
    const turn = await takeTurn(turnOptions)
    expect(turn).toMatchObject({ kind: 'follow', jobId: 'job_1' })
    expect(clock.current - 1_000_000).toBeGreaterThanOrEqual(3_600_000)
    const mine = api.requests.filter((r) => !(r.route === 'comments.list' && r.status === 304))
    // Counted against the token's 1 000 an hour: everything but the 304s.
    expect(mine.length).toBeLessThanOrEqual(70)
    // Unchanged pages were asked for with their ETag and answered 304.
    expect(api.requests.filter((r) => r.status === 304).length).toBeGreaterThan(0)
    expect(api.requests.filter((r) => r.route === 'comments.update').length).toBeGreaterThanOrEqual(
      40
    )
  })
})
