/**
 * Reading a conversation on GitHub: the job its newest job marker names and the runs taking turns
 * in it, from the action's own comments only.
 */
import * as core from '@actions/core'
import { attemptGitHub, type GitHubClient } from '../../github/client.js'
import { inert } from '../../util/untrusted.js'
import { JOB_MARKER_PREFIX, readJobMarker } from './job-marker.js'
import { REPLY_MARKER_PREFIX } from './reply.js'
import { QUEUE_MARKER_PREFIX, readQueueMarker, type QueueEntry } from './queue-marker.js'

/** Comments read to find a conversation's job, newest first: GitHub's busiest threads stay well under this. */
export const MAX_THREAD_COMMENTS = 3000
const THREAD_PAGE = 100

/** The job a conversation continues, and the comment that named it. */
export interface ConversationJob {
  jobId: string
  commentUrl?: string
}

/**
 * A thread read to its end with no job found, or one that could not be read (why). `queue` holds the
 * runs taking turns in it (queue-marker.ts), read from its newest QUEUE_PAGES pages.
 */
export type ConversationSearch = { queue: QueueEntry[] } & (
  (ConversationJob & { unreadable?: undefined }) | { jobId?: undefined; unreadable?: string }
)

/** Pages read for the runs taking turns: a burst of requests is a few comments, all recent. */
const QUEUE_PAGES = 2

/** The number of the last page in a Link header (`<…&page=7>; rel="last"`), or undefined. */
export function lastPage(link: string | undefined): number | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="last"/.exec(part)
    if (!match) continue
    const page = Number(new URL(match[1] as string, 'https://x.invalid').searchParams.get('page'))
    return Number.isSafeInteger(page) && page >= 1 ? page : undefined
  }
  return undefined
}

/**
 * The job of the newest job marker on an issue or pull request, read from the action's own comments
 * only: written by a bot account (the workflow's token, or an app), in the action's reply form, the
 * marker on their last line and signed for this thread (job-marker.ts). Any other marker is ignored
 * with a notice. The thread is read from its newest page back, MAX_THREAD_COMMENTS at most, and the
 * search stops at the first valid marker. No `jobId` when none is found; `unreadable` says why when
 * a page could not be read (the warning is already logged): the caller then starts no job, since
 * the thread may hold the one this request continues.
 */
export async function findConversationJob(
  octokit: GitHubClient,
  thread: { owner: string; repo: string; issueNumber: number },
  repository: string,
  /** The key markers are signed with (the API key). */
  key: string,
  /** The marker of this request's own reply: a re-run of the same request starts over. */
  ownMarker?: string
): Promise<ConversationSearch> {
  const place = { repository, thread: thread.issueNumber }
  const listPage = (page: number) =>
    attemptGitHub('list the comments to find the conversation’s job', ({ signal }) =>
      octokit.rest.issues.listComments({
        owner: thread.owner,
        repo: thread.repo,
        issue_number: thread.issueNumber,
        per_page: THREAD_PAGE,
        page,
        request: { signal }
      })
    )
  const first = await listPage(1)
  const queue: QueueEntry[] = []
  if (!first.ok) return { queue, unreadable: first.why }
  const last = lastPage(first.value.headers.link) ?? 1
  const oldest = Math.max(1, last - MAX_THREAD_COMMENTS / THREAD_PAGE + 1)
  let found: ConversationJob | undefined
  for (let page = last; page >= oldest; page--) {
    const queuePage = last - page < QUEUE_PAGES
    if (found && !queuePage) break
    const result = page === 1 ? first : await listPage(page)
    if (!result.ok) return { queue, unreadable: result.why }
    const response = result.value
    // GitHub lists a thread oldest first: each page is read from its end.
    for (const comment of [...response.data].reverse()) {
      const body = comment.body ?? ''
      const own = comment.user?.type === 'Bot' && body.startsWith(REPLY_MARKER_PREFIX)
      if (queuePage && own && body.includes(QUEUE_MARKER_PREFIX)) {
        const entry = readQueueMarker({ id: comment.id, body }, place, key)
        if (entry) queue.push(entry)
      }
      if (found) continue
      if (ownMarker && body.startsWith(ownMarker)) continue
      if (!body.includes(JOB_MARKER_PREFIX)) continue
      const where = inert(comment.html_url)
      if (!own) {
        core.notice(
          `Ignored a job marker in a comment by @${inert(comment.user?.login ?? 'unknown')} (${where}): only the action's own comments name a conversation's job.`
        )
        continue
      }
      const reading = readJobMarker(body, place, key)
      if (reading?.kind === 'job') found = { jobId: reading.jobId, commentUrl: comment.html_url }
      else if (reading) core.notice(`Ignored a job marker in ${where}: ${inert(reading.why)}.`)
    }
  }
  if (found) return { ...found, queue }
  if (oldest > 1) {
    core.info(
      `Read the newest ${MAX_THREAD_COMMENTS} comments of #${thread.issueNumber} and found no job there; older comments were not read.`
    )
  }
  return { queue }
}
