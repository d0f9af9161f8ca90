/**
 * Requests in one conversation take turns, so a burst (comments seconds apart, a review and a
 * comment, a re-run, a merged pull request and a comment on it, requests on the original thread and
 * on the agent's pull request) makes exactly one agent job and every other request a follow-up to it.
 *
 * The runs share nothing but the threads, so they coordinate there. Each run first posts its reply
 * with a signed queue line (queue-marker.ts), then reads the threads. The order is the order GitHub
 * numbered the replies in: posting before reading means that of two runs the later always sees the
 * earlier one's line, so every run agrees on it. A run goes when no earlier run is still live and the
 * job (if the conversation has one) is not `active`; the first run of a conversation with no job
 * starts it. A line is a lease: a live run renews it every LEASE_RENEW_MS, so a run that dies (a lost
 * runner, an OOM kill) holds the others back for LEASE_MS at most, and its reply is then tidied by
 * the next run that sees it. Waiting reads only what changed (conditional requests), and not at all
 * while only the job's own work is awaited.
 *
 * The workflow's `concurrency:` is not used: GitHub keeps one pending run per group and cancels the
 * others without a word.
 */
import * as core from '@actions/core'
import type { AdminApi } from '../../api/api.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../../util/time.js'
import { counted } from '../../util/duration.js'
import { inert } from '../../util/untrusted.js'
import type { GitHubClient } from '../../github/client.js'
import { attemptGitHub } from '../../github/client.js'
import type { CommentReply } from '../github/reply.js'
import {
  findConversationJob,
  ownPullNumber,
  readComments,
  ThreadWatch,
  type ConversationJob
} from '../github/thread.js'
import { JOB_MARKER_PREFIX, type MarkerPlace } from '../github/job-marker.js'
import { before, queueMarker, type QueueEntry, type QueueState } from '../github/queue-marker.js'
import { receivedText, stoppedRunText, waitingTurnText } from './reply-texts.js'

/** How long a run's queue line holds the others back without being renewed. */
export const LEASE_MS = 120_000
/** How often a live run renews its line: 45 edits an hour, 40 s before the lease would end. */
export const LEASE_RENEW_MS = 80_000
/** While only the job's work is awaited, the threads are read again at least this often. */
const SAFETY_READ_MS = 300_000
/** The first look at the threads again after a wait; then less often, up to the longest pause. */
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
  /** GitHub's web address: a job's pull request in this repository is a thread of the conversation. */
  serverUrl?: string
  /** The first pause between two reads of the thread (FIRST_PAUSE_MS; tests shorten it). */
  firstPauseMs?: number
  /** Told every GitHub request the wait makes, and whether it counted against the rate limit. */
  onRead?: (counted: boolean) => void
  /** LEASE_MS unless a test shortens it; renewed every two thirds of it. */
  leaseMs?: number
}

/** This run's queue line (`waiting`, `sent`, or `held` after a follow-up not waited for), leased anew. */
export function queueLine(
  options: Pick<TurnOptions, 'reply' | 'place' | 'key' | 'at' | 'deadline' | 'leaseMs'>,
  state: QueueState,
  leaseMs = options.leaseMs ?? LEASE_MS
): string {
  const { reply, place, key, at, deadline } = options
  const until = deadline.clock.now() + leaseMs
  return queueMarker({ state, at, until }, reply.marker, place, key)
}

/** Writes this run's queue line into its reply's next version. */
export function markTurn(
  options: Pick<TurnOptions, 'reply' | 'place' | 'key' | 'at' | 'deadline' | 'leaseMs'>,
  state: QueueState
): void {
  options.reply.queue(queueLine(options, state))
}

/**
 * Renews this run's `sent` line every LEASE_RENEW_MS while it works (a follow-up or the first job
 * runs), so that later requests wait for it; stop() when the run ends. Real time: the wait for the
 * job is real on a runner.
 */
export function keepLease(
  options: Pick<TurnOptions, 'reply' | 'place' | 'key' | 'at' | 'deadline' | 'leaseMs'>
): { stop(): void } {
  const timer = setInterval(() => {
    void options.reply.renew(() => queueLine(options, 'sent'))
  }, renewEvery(options.leaseMs))
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

function renewEvery(leaseMs: number | undefined): number {
  return leaseMs === undefined ? LEASE_RENEW_MS : Math.round((leaseMs * 2) / 3)
}

/** A thread of the conversation, read as it changes. */
interface Watched {
  watch: ThreadWatch
  place: MarkerPlace
  entries: QueueEntry[]
  bodies: Map<number, string>
}

/** Waits for this request's turn in its conversation (see above). */
export async function takeTurn(options: TurnOptions): Promise<Turn> {
  const { reply, deadline } = options
  markTurn(options, 'waiting')
  await reply.post(receivedText(options.runUrl))
  // A run whose reply GitHub refused (a read-only token) has no place: it goes last, after every
  // run it can see, and never ahead of one.
  const placed = reply.id !== undefined
  if (!placed) {
    core.warning(
      'This run’s reply could not be posted: it takes its turn after every request it can see.'
    )
  }
  const author = reply.author
  const search = await findConversationJob(
    options.octokit,
    options.thread,
    options.place.repository,
    options.key,
    author
  )
  if (search.unreadable !== undefined) return { kind: 'unreadable', why: search.unreadable }
  // A fresh job is this request's own: it needs no turn.
  if (options.fresh) return { kind: 'first' }
  let job: ConversationJob | undefined = search.jobId ? search : undefined

  const threads = new Map<number, Watched>()
  const watch = async (number: number): Promise<string | undefined> => {
    if (threads.has(number)) return undefined
    const watched: Watched = {
      watch: new ThreadWatch(options.octokit, { ...options.thread, issueNumber: number }),
      place: { repository: options.place.repository, thread: number },
      entries: [],
      bodies: new Map()
    }
    threads.set(number, watched)
    return read(watched)
  }
  // The own thread as the search just read it: read again (conditionally) only once the run waits.
  threads.set(options.thread.issueNumber, {
    watch: new ThreadWatch(options.octokit, options.thread),
    place: options.place,
    entries: search.queue,
    bodies: search.bodies ?? new Map()
  })
  const read = async (watched: Watched): Promise<string | undefined> => {
    const before = { ...watched.watch.calls }
    const result = await watched.watch.read()
    for (let i = before.made; i < watched.watch.calls.made; i++) {
      options.onRead?.(i - before.made < watched.watch.calls.counted - before.counted)
    }
    if ('unreadable' in result) return result.unreadable
    if (!result.changed) return undefined
    const parsed = readComments(result.comments, watched.place, options.key, author)
    watched.entries = parsed.queue
    watched.bodies = new Map(result.comments.map((c) => [c.id, c.body ?? '']))
    // A job named since (the first request's run posted its marker) is the conversation's.
    if (!job && parsed.found) job = parsed.found
    return undefined
  }
  const why = job?.home ? await watch(job.home) : undefined
  if (why !== undefined) return { kind: 'unreadable', why }

  let pause = options.firstPauseMs ?? FIRST_PAUSE_MS
  const longest = (LONGEST_PAUSE_MS / FIRST_PAUSE_MS) * pause
  const leaseMs = options.leaseMs ?? LEASE_MS
  const renewMs = renewEvery(options.leaseMs)
  let renewedAt = deadline.clock.now()
  let leaseEnds = renewedAt + leaseMs
  let readAt = renewedAt
  let said = ''
  let seenWorking = false
  for (;;) {
    const now = deadline.clock.now()
    const mine = reply.id ?? Number.MAX_SAFE_INTEGER
    const others: QueueEntry[] = []
    for (const watched of threads.values()) {
      for (const entry of watched.entries) {
        if (entry.replyId === mine) continue
        // Another copy of this run's own reply (a create GitHub stored twice): it goes.
        if (
          placed &&
          entry.thread === options.thread.issueNumber &&
          entry.marker === reply.marker
        ) {
          await reply.removeCopy(entry.replyId)
          continue
        }
        if (entry.until <= now) {
          await tidy(options, watched, entry)
          continue
        }
        others.push(entry)
      }
    }
    let earlier = others.filter((e) => before(e, { replyId: mine }))
    // The job is read at most once a round, whichever question asks first.
    let reading: ReturnType<typeof jobState> | undefined
    const current = (jobId: string): ReturnType<typeof jobState> =>
      (reading ??= jobState(options, jobId))
    // A follow-up not waited for holds its line until the job has taken it: once this run has seen
    // the job working, the job's own status says the rest.
    if (job && earlier.some((e) => e.state === 'held')) {
      if ((await current(job.jobId))?.status === 'active') seenWorking = true
      if (seenWorking) earlier = earlier.filter((e) => e.state !== 'held')
    }
    let waitFor: string
    let jobWorking = false
    if (earlier.length > 0) {
      waitFor = earlierWords(earlier)
      // Earlier runs that sent their request wait for the job like this one: while it works, nobody
      // goes, so there is nothing to read in the threads until it stops.
      if (job && earlier.every((e) => e.state !== 'waiting')) {
        jobWorking = (await current(job.jobId))?.status === 'active'
      }
    } else if (job) {
      const state = await current(job.jobId)
      // The job's pull request in this repository is a thread of the conversation too.
      const prThread = ownPullNumber(state?.prLink, options.place.repository, options.serverUrl)
      if (prThread !== undefined && !threads.has(prThread)) {
        const failed = await watch(prThread)
        if (failed !== undefined) return { kind: 'unreadable', why: failed }
        continue
      }
      if (state?.status !== 'active') {
        return { kind: 'follow', jobId: job.jobId, commentUrl: job.commentUrl }
      }
      jobWorking = true
      waitFor = `agent job \`${job.jobId}\` is still working on the previous request`
    } else {
      return { kind: 'first' }
    }
    if (waitFor !== said) {
      core.info(`Waiting for this request's turn: ${inert(waitFor)}.`)
      // Every version of the reply carries a lease from now: an old one would read as a dead run.
      markTurn(options, 'waiting')
      await reply.post(waitingTurnText(waitFor, options.runUrl))
      renewedAt = deadline.clock.now()
      leaseEnds = renewedAt + leaseMs
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

    const then = deadline.clock.now()
    if (placed && then - renewedAt >= renewMs) {
      if (then > leaseEnds) {
        // This run's lease lapsed (it could not renew in time): later runs may have gone ahead, so
        // it takes a new place, after them.
        core.info('This run’s place in the conversation lapsed: it takes a new one.')
        markTurn(options, 'waiting')
        await reply.requeue()
        if (reply.id === undefined)
          core.warning('This run’s new reply could not be posted: it goes last.')
      } else {
        await reply.renew(() => queueLine(options, 'waiting'))
      }
      renewedAt = deadline.clock.now()
      leaseEnds = renewedAt + leaseMs
    }
    // While only the job's own work is awaited, the job's status says when to look again.
    if (jobWorking && then - readAt < SAFETY_READ_MS) continue
    readAt = then
    for (const watched of threads.values()) {
      const failed = await read(watched)
      if (failed !== undefined) return { kind: 'unreadable', why: failed }
    }
  }
}

function earlierWords(earlier: QueueEntry[]): string {
  return `${counted(earlier.length, 'earlier request')} in this conversation ${earlier.length === 1 ? 'goes' : 'go'} first`
}

/** The job's status and pull request, or undefined when it cannot be read (the follow-up then says why). */
async function jobState(
  options: TurnOptions,
  jobId: string
): Promise<{ status?: string; prLink?: string } | undefined> {
  try {
    return await options.api.getAgentJob(options.projectId, jobId)
  } catch {
    return undefined
  }
}

/**
 * The reply of a run whose lease ran out while it waited or worked (it died: no run that ends leaves
 * its line behind, except a follow-up not waited for, whose line is `held`): said to have stopped, so
 * no comment goes on saying "waiting" or "working on it". Its job marker stays.
 */
async function tidy(options: TurnOptions, watched: Watched, entry: QueueEntry): Promise<void> {
  if (entry.state === 'held') return
  const body = watched.bodies.get(entry.replyId)
  if (body === undefined) return
  const lines = body.trimEnd().split('\n')
  const marker = lines[0] ?? ''
  const last = (lines.at(-1) ?? '').trim()
  const jobLine = last.startsWith(JOB_MARKER_PREFIX) ? `\n\n${last}` : ''
  watched.entries = watched.entries.filter((e) => e.replyId !== entry.replyId)
  await attemptGitHub('tidy the reply of a run that stopped', ({ signal }) =>
    options.octokit.rest.issues.updateComment({
      owner: options.thread.owner,
      repo: options.thread.repo,
      comment_id: entry.replyId,
      body: `${marker}\n${stoppedRunText()}${jobLine}`,
      request: { signal }
    })
  )
}
