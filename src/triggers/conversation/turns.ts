/**
 * Requests in one conversation take turns, so a burst (comments seconds apart, a review and a
 * comment, several runs at the same moment) makes exactly one agent job and every other request a
 * follow-up to it, in the order they were made. The runs share nothing but the thread, so they
 * coordinate there: each run first posts its reply with a signed queue line (queue-marker.ts), then
 * reads the thread. Posting before reading means that of two runs, the later one always sees the
 * earlier one's line: the run with no earlier waiting run and no job in the thread starts the job;
 * every other run waits until the runs before it have ended and the job is not `active` (the
 * contract does not say a job takes a message while it works), then sends its follow-up.
 * The workflow's `concurrency:` is not used: GitHub keeps one pending run per group and cancels the
 * others without a word.
 */
import * as core from '@actions/core'
import type { AdminApi } from '../../api/api.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../../util/time.js'
import { counted } from '../../util/duration.js'
import { inert } from '../../util/untrusted.js'
import { findConversationJob } from '../github/thread.js'
import { type CommentReply } from '../github/reply.js'
import type { GitHubClient } from '../../github/client.js'
import type { MarkerPlace } from '../github/job-marker.js'
import { before, queueMarker, type QueueEntry, type QueueState } from '../github/queue-marker.js'
import { receivedText, waitingTurnText } from './reply-texts.js'

/** The first look at the thread again after a wait; then less often, up to the longest pause. */
const FIRST_PAUSE_MS = 3_000
const LONGEST_PAUSE_MS = 20_000

export type Turn =
  /** No job in the conversation and no earlier request: this request starts it. */
  | { kind: 'first' }
  /** The conversation's job, free for this request's follow-up. */
  | { kind: 'follow'; jobId: string; commentUrl?: string }
  /** The thread could not be read (why): it may hold the job this request continues. */
  | { kind: 'unreadable'; why: string }

export interface TurnOptions {
  octokit: GitHubClient
  reply: CommentReply
  thread: { owner: string; repo: string; issueNumber: number }
  place: MarkerPlace
  /** The API key: it signs the markers. */
  key: string
  /** When the request was made (ms). */
  at: number
  /** A request for a fresh job (`--new`) starts one, whatever the thread holds. */
  fresh: boolean
  api: AdminApi
  projectId: string
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
  runUrl?: string
  /** The first pause between two reads of the thread (FIRST_PAUSE_MS; tests shorten it). */
  firstPauseMs?: number
}

/** Writes this run's queue line (`waiting` or `sent`) into its reply's next version. */
export function markTurn(
  options: Pick<TurnOptions, 'reply' | 'place' | 'key' | 'at' | 'deadline'>,
  state: QueueState
): void {
  const { reply, place, key, at, deadline } = options
  reply.queue(queueMarker({ state, at, until: deadline.endsAt }, reply.marker, place, key))
}

/** Waits for this request's turn in its conversation (see above). */
export async function takeTurn(options: TurnOptions): Promise<Turn> {
  const { reply, deadline } = options
  markTurn(options, 'waiting')
  await reply.post(receivedText(options.runUrl))
  const mine = reply.id
  let pause = options.firstPauseMs ?? FIRST_PAUSE_MS
  const longest = (LONGEST_PAUSE_MS / FIRST_PAUSE_MS) * pause
  let said = ''
  for (;;) {
    const search = await findConversationJob(
      options.octokit,
      options.thread,
      options.place.repository,
      options.key,
      reply.marker
    )
    if (search.unreadable !== undefined) return { kind: 'unreadable', why: search.unreadable }
    // Without its own reply in the thread (GitHub refused it) a run cannot take part: it goes on alone.
    if (options.fresh || mine === undefined) {
      return search.jobId && !options.fresh
        ? { kind: 'follow', jobId: search.jobId, commentUrl: search.commentUrl }
        : { kind: 'first' }
    }
    const now = deadline.clock.now()
    const live = search.queue.filter((e) => e.replyId !== mine && e.until > now)
    let waitFor: string
    if (search.jobId) {
      const earlier = live.filter((e) => before(e, { at: options.at, replyId: mine }))
      if (earlier.length === 0) {
        const status = await jobStatus(options, search.jobId)
        if (status !== 'active') {
          return { kind: 'follow', jobId: search.jobId, commentUrl: search.commentUrl }
        }
        waitFor = `agent job \`${search.jobId}\` is still working on the previous request`
      } else {
        waitFor = earlierWords(earlier)
      }
    } else {
      const earlier = live.filter((e) => e.replyId < mine)
      if (earlier.length === 0) return { kind: 'first' }
      waitFor = earlierWords(earlier)
    }
    if (waitFor !== said) {
      core.info(`Waiting for this request's turn: ${inert(waitFor)}.`)
      await reply.post(waitingTurnText(waitFor, options.runUrl))
      said = waitFor
    }
    if (!deadline.fits(pause)) {
      throw new DeadlineExceededError(
        `The step's timeout came while this request waited for its turn (${waitFor}): nothing was sent. Comment again once the earlier request has finished, or raise timeout.`,
        undefined
      )
    }
    await options.sleep(pause, options.signal)
    pause = Math.min(longest, pause * 2)
  }
}

function earlierWords(earlier: QueueEntry[]): string {
  return `${counted(earlier.length, 'earlier request')} in this conversation ${earlier.length === 1 ? 'goes' : 'go'} first`
}

/** The job's status, or undefined when it cannot be read (the follow-up then says why). */
async function jobStatus(options: TurnOptions, jobId: string): Promise<string | undefined> {
  try {
    return (await options.api.getAgentJob(options.projectId, jobId)).status
  } catch {
    return undefined
  }
}
