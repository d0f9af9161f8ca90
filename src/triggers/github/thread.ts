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
  /** The thread where the job was asked for, when the marker is on the agent's pull request. */
  home?: number
}

/** A comment of a thread as the searches read it. */
interface ThreadComment {
  id: number
  body?: string | null
  user?: { login?: string; type?: string } | null
  html_url?: string
}

/**
 * A thread read to its end with no job found, or one that could not be read (why). `queue` holds the
 * runs taking turns in it (queue-marker.ts), read from its newest QUEUE_PAGES pages.
 */
export type ConversationSearch = {
  queue: QueueEntry[]
  /** The bodies of the comments of the queue's pages, by id. */
  bodies?: Map<number, string>
} & ((ConversationJob & { unreadable?: undefined }) | { jobId?: undefined; unreadable?: string })

/** Pages read for the runs taking turns: a burst of requests is a few comments, all recent. */
export const QUEUE_PAGES = 2

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
 * True for the action's own comments: in its reply form, written by a bot account and, once the
 * login the workflow's token writes as is known (the author of this run's reply), by that login.
 * Another bot's verbatim copy of a reply counts for nothing.
 */
export function ownComment(comment: ThreadComment, author: string | undefined): boolean {
  return (
    comment.user?.type === 'Bot' &&
    (author === undefined || comment.user.login === author) &&
    (comment.body ?? '').startsWith(REPLY_MARKER_PREFIX)
  )
}

/** The queue lines and the newest valid job marker of some comments, newest first. */
export function readComments(
  comments: readonly ThreadComment[],
  place: { repository: string; thread: number },
  key: string,
  author: string | undefined,
  readQueue = true
): { queue: QueueEntry[]; found?: ConversationJob } {
  const queue: QueueEntry[] = []
  let found: ConversationJob | undefined
  for (const comment of [...comments].reverse()) {
    const body = comment.body ?? ''
    const own = ownComment(comment, author)
    if (readQueue && own && body.includes(QUEUE_MARKER_PREFIX)) {
      const entry = readQueueMarker({ id: comment.id, body }, place, key)
      if (entry) queue.push({ ...entry, thread: place.thread })
    }
    if (found || !body.includes(JOB_MARKER_PREFIX)) continue
    const where = inert(comment.html_url)
    if (!own) {
      core.notice(
        `Ignored a job marker in a comment by @${inert(comment.user?.login ?? 'unknown')} (${where}): only the action's own comments name a conversation's job.`
      )
      continue
    }
    const reading = readJobMarker(body, place, key)
    if (reading?.kind === 'job') {
      found = { jobId: reading.jobId, commentUrl: comment.html_url, home: reading.home }
    } else if (reading) core.notice(`Ignored a job marker in ${where}: ${inert(reading.why)}.`)
  }
  return { queue, found }
}

/**
 * The job of the newest job marker on an issue or pull request, read from the action's own comments
 * only (ownComment), the marker on their last line and signed for this thread (job-marker.ts). Any
 * other marker is ignored with a notice. The thread is read from its newest page back,
 * MAX_THREAD_COMMENTS at most, and the search stops at the first valid marker. No `jobId` when none
 * is found; `unreadable` says why when a page could not be read (the warning is already logged): the
 * caller then starts no job, since the thread may hold the one this request continues.
 */
export async function findConversationJob(
  octokit: GitHubClient,
  thread: { owner: string; repo: string; issueNumber: number },
  repository: string,
  /** The key markers are signed with (the API key). */
  key: string,
  /** The login the workflow's token writes as, when known: only its comments count. */
  author?: string
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
  const bodies = new Map<number, string>()
  if (!first.ok) return { queue, unreadable: first.why }
  const last = lastPage(first.value.headers.link) ?? 1
  const oldest = Math.max(1, last - MAX_THREAD_COMMENTS / THREAD_PAGE + 1)
  let found: ConversationJob | undefined
  for (let page = last; page >= oldest; page--) {
    const queuePage = last - page < QUEUE_PAGES
    if (found && !queuePage) break
    const result = page === 1 ? first : await listPage(page)
    if (!result.ok) return { queue, unreadable: result.why }
    const read = readComments(result.value.data, place, key, author, queuePage)
    queue.push(...read.queue)
    if (queuePage) for (const c of result.value.data) bodies.set(c.id, c.body ?? '')
    found ??= read.found
  }
  if (found) return { ...found, queue, bodies }
  if (oldest > 1) {
    core.info(
      `Read the newest ${MAX_THREAD_COMMENTS} comments of #${thread.issueNumber} and found no job there; older comments were not read.`
    )
  }
  return { queue, bodies }
}

/**
 * The newest pages of a thread, read again only when they changed: each page is asked for with the
 * ETag of its last answer, and GitHub answers an unchanged page 304, which costs nothing against the
 * token's rate limit. Waiting for a turn thus costs requests only for what changed.
 */
export class ThreadWatch {
  private pages: { page: number; etag?: string; comments: ThreadComment[] }[] = []
  /** Requests made, and those GitHub counted (not 304). */
  readonly calls = { made: 0, counted: 0 }

  constructor(
    private readonly octokit: GitHubClient,
    readonly thread: { owner: string; repo: string; issueNumber: number }
  ) {}

  /** The comments of the newest QUEUE_PAGES pages, and whether anything changed since the last read. */
  async read(): Promise<{ comments: ThreadComment[]; changed: boolean } | { unreadable: string }> {
    if (this.pages.length > 0) {
      let changed = false
      let grown = false
      for (const watched of this.pages) {
        const result = await this.get(watched.page, watched.etag)
        if ('unreadable' in result) return result
        if (result.unchanged) continue
        changed = true
        watched.etag = result.etag
        watched.comments = result.comments
        // The thread grew past the newest page watched: the window moves.
        grown ||= (lastPage(result.link) ?? watched.page) > (this.pages.at(-1)?.page ?? 1)
      }
      if (!grown) return { comments: this.comments(), changed }
    }
    // First read, or the thread grew a page: the newest pages, from the first's Link header.
    const first = await this.get(1)
    if ('unreadable' in first) return first
    if (first.unchanged) return { comments: this.comments(), changed: false }
    const last = lastPage(first.link) ?? 1
    const pages = []
    for (let page = Math.max(1, last - QUEUE_PAGES + 1); page <= last; page++) {
      const result = page === 1 ? first : await this.get(page)
      if ('unreadable' in result) return result
      if (result.unchanged) continue
      pages.push({ page, etag: result.etag, comments: result.comments })
    }
    this.pages = pages
    return { comments: this.comments(), changed: true }
  }

  private comments(): ThreadComment[] {
    return this.pages.flatMap((p) => p.comments)
  }

  private async get(
    page: number,
    etag?: string
  ): Promise<
    | { unchanged: true }
    | { unchanged: false; comments: ThreadComment[]; etag?: string; link?: string }
    | { unreadable: string }
  > {
    this.calls.made++
    const result = await attemptGitHub(
      'list the comments of the conversation',
      async ({ signal }) => {
        try {
          return await this.octokit.rest.issues.listComments({
            owner: this.thread.owner,
            repo: this.thread.repo,
            issue_number: this.thread.issueNumber,
            per_page: THREAD_PAGE,
            page,
            headers: etag ? { 'if-none-match': etag } : {},
            request: { signal }
          })
        } catch (error) {
          // Octokit reports GitHub's 304 (nothing changed) as an error.
          if ((error as { status?: unknown }).status === 304) return undefined
          throw error
        }
      }
    )
    if (!result.ok) return { unreadable: result.why }
    if (result.value === undefined) return { unchanged: true }
    this.calls.counted++
    return {
      unchanged: false,
      comments: result.value.data,
      etag: result.value.headers.etag,
      link: result.value.headers.link
    }
  }
}

/** The number of a pull request link in `repository` on `server`, or undefined. */
export function ownPullNumber(
  link: string | undefined,
  repository: string | undefined,
  server = 'https://github.com'
): number | undefined {
  if (!link || !repository) return undefined
  const match = /^(https:\/\/[^/]+)\/([^/]+\/[^/]+)\/pull\/(\d+)\/?$/.exec(link)
  if (!match || match[1]?.toLowerCase() !== server.toLowerCase().replace(/\/+$/, '')) {
    return undefined
  }
  return match[2]?.toLowerCase() === repository.toLowerCase() ? Number(match[3]) : undefined
}
