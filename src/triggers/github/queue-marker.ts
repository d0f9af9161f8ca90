/**
 * The hidden line by which runs answering requests in one conversation take turns, written in each
 * run's reply while it waits (`waiting`) or works (`sent`) and removed when it ends. Requests that
 * come at once (comments seconds apart, a review and a comment) thus make one job: the earliest
 * reply becomes the job's first request, every later one a follow-up in turn (turns.ts). Signed like
 * the job marker, over the reply it is in, so no other comment can hold a run back.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { MarkerPlace } from './job-marker.js'

export const QUEUE_MARKER_PREFIX = '<!-- mintlify-admin-action:queue'
const LINE =
  /^<!-- mintlify-admin-action:queue state=(waiting|sent|held) at=(\d{1,15}) until=(\d{1,15}) sig=([0-9a-f]{32}) -->$/

/**
 * `waiting` for its turn; `sent`: its request went to the job, and the run waits for the result;
 * `held`: a follow-up not waited for (`wait: false`), whose line stays a short while after the run,
 * until the job has surely picked the message up.
 */
export type QueueState = 'waiting' | 'sent' | 'held'

/** One run's place in a conversation's queue. */
export interface QueueEntry {
  /** Its reply's comment id: replies are numbered in the order they were posted. */
  replyId: number
  state: QueueState
  /** When its request was made (ms). */
  at: number
  /**
   * When its lease ends (ms): a live run renews it every LEASE_RENEW_MS, so an entry past it belongs
   * to a run that died (a lost runner, an OOM kill) and holds nobody back.
   */
  until: number
  /** Its reply's first line: another copy of one reply (a create stored twice) has the same. */
  marker?: string
  /** The issue or pull request it is on. */
  thread?: number
}

function signature(key: string, replyMarker: string, place: MarkerPlace, fields: string): Buffer {
  return createHmac('sha256', key)
    .update(
      `mintlify-admin-action queue marker v1\n${place.repository.toLowerCase()}\n${place.thread}\n${replyMarker}\n${fields}`
    )
    .digest()
    .subarray(0, 16)
}

/** The line for a run whose reply starts with `replyMarker`, signed with `key` (the API key). */
export function queueMarker(
  entry: Omit<QueueEntry, 'replyId'>,
  replyMarker: string,
  place: MarkerPlace,
  key: string
): string {
  const fields = `state=${entry.state} at=${Math.round(entry.at)} until=${Math.round(entry.until)}`
  const sig = signature(key, replyMarker, place, fields).toString('hex')
  return `${QUEUE_MARKER_PREFIX} ${fields} sig=${sig} -->`
}

/**
 * The queue entry of one of the action's replies (a bot's comment whose first line is its reply
 * marker), or undefined. The line is read only where the action writes it: last, or just above the
 * job marker, which is always last.
 */
export function readQueueMarker(
  comment: { id: number; body: string },
  place: MarkerPlace,
  key: string
): QueueEntry | undefined {
  const lines = comment.body.trimEnd().split('\n')
  const replyMarker = lines[0] ?? ''
  const candidates = [lines.at(-1), lines.at(-2)].map((line) => (line ?? '').trim())
  for (const line of candidates) {
    const match = LINE.exec(line)
    if (!match) continue
    const [, state = '', at = '', until = '', sig = ''] = match
    const fields = `state=${state} at=${at} until=${until}`
    const expected = signature(key, replyMarker, place, fields)
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return undefined
    return {
      replyId: comment.id,
      state: state as QueueState,
      at: Number(at),
      until: Number(until),
      marker: replyMarker
    }
  }
  return undefined
}

/**
 * True when `a` came before `b`: by the order GitHub numbered their replies in, which is the order
 * they were posted. Each run posts before it reads, so of two runs the later always sees the
 * earlier's line: the only order every run agrees on. (When the request was made is not: runs start
 * in any order, and a later request's run may post first.)
 */
export function before(a: Pick<QueueEntry, 'replyId'>, b: Pick<QueueEntry, 'replyId'>): boolean {
  return a.replyId < b.replyId
}
