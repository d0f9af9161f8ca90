/**
 * The hidden line that ties a conversation on GitHub to an agent job: the last line of the action's
 * own comments (the sticky reply, the note on the agent's pull request), read back to send a later
 * request to the same job. Anyone can write such a line, and any bot can echo one, so a marker is
 * signed: an HMAC keyed by the API key (a secret only the workflow has) over the repository, the
 * issue or pull request it was written on, and the job. A copied, edited or invented marker does not
 * verify and is ignored with a notice; github.ts reads markers only from the action's own comments.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const JOB_MARKER_PREFIX = '<!-- mintlify-admin-action:job'
const PREFIX = JOB_MARKER_PREFIX

/** Agent job ids as the API writes them; anything else in a marker is refused. */
const JOB_ID = /^[A-Za-z0-9_-]{1,100}$/
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/
const SIGNED =
  /^<!-- mintlify-admin-action:job id=(\S+) repo=(\S+) thread=(\d{1,12})(?: home=(\d{1,12}))? sig=([0-9a-f]{32}) -->$/
const UNSIGNED = /^<!-- mintlify-admin-action:job id=\S+ repo=\S+ -->$/

/** Where a marker is written: the repository, and the issue or pull request number. */
export interface MarkerPlace {
  repository: string
  thread: number
}

/** 128 bits of HMAC-SHA-256: a guess succeeds once in 2^128 tries. */
function signature(key: string, jobId: string, place: MarkerPlace, home?: number): Buffer {
  return createHmac('sha256', key)
    .update(
      `mintlify-admin-action job marker v2\n${place.repository.toLowerCase()}\n${place.thread}\n${jobId}${home === undefined ? '' : `\nhome=${home}`}`
    )
    .digest()
    .subarray(0, 16)
}

/**
 * The marker line for `jobId`, written on `place`, signed with `key` (the API key). `home` names the
 * thread where the job was asked for, when the marker is written elsewhere (the agent's pull
 * request): requests in both take turns together.
 */
export function jobMarker(jobId: string, place: MarkerPlace, key: string, home?: number): string {
  const sig = signature(key, jobId, place, home).toString('hex')
  const homeField = home === undefined ? '' : ` home=${home}`
  return `${PREFIX} id=${jobId} repo=${place.repository} thread=${place.thread}${homeField} sig=${sig} -->`
}

export type MarkerReading =
  | { kind: 'job'; jobId: string; home?: number }
  /** A marker that is malformed, unsigned, misplaced or forged: ignored, with a notice. */
  | { kind: 'ignored'; why: string }

/**
 * The job marker of one of the action's own comments, read against the place it was found: only the
 * comment's last line counts (a marker quoted higher up, in a code block or elsewhere, is ignored).
 * undefined when the comment has no marker at all.
 */
export function readJobMarker(
  body: string,
  place: MarkerPlace,
  key: string
): MarkerReading | undefined {
  const lines = body.trimEnd().split('\n')
  const last = (lines.at(-1) ?? '').trim()
  if (!last.startsWith(PREFIX)) {
    return body.includes(PREFIX)
      ? { kind: 'ignored', why: 'it is not on the last line, where the action writes it' }
      : undefined
  }
  const match = SIGNED.exec(last)
  if (!match) {
    return {
      kind: 'ignored',
      why: UNSIGNED.test(last)
        ? 'it is not signed (written by a version of the action before markers were signed)'
        : 'it is malformed'
    }
  }
  const [, jobId = '', repository = '', thread = '', homeText, sig = ''] = match
  const home = homeText === undefined ? undefined : Number(homeText)
  if (!JOB_ID.test(jobId) || !REPOSITORY.test(repository)) {
    return { kind: 'ignored', why: 'it is malformed' }
  }
  if (repository.toLowerCase() !== place.repository.toLowerCase()) {
    return { kind: 'ignored', why: `it names a job of another repository (${repository})` }
  }
  if (Number(thread) !== place.thread) {
    return { kind: 'ignored', why: `it was written for #${thread}, not #${place.thread}` }
  }
  const expected = signature(key, jobId, place, home)
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) {
    return {
      kind: 'ignored',
      why: 'its signature does not verify (copied, edited or invented; or the API key changed)'
    }
  }
  return home === undefined ? { kind: 'job', jobId } : { kind: 'job', jobId, home }
}
