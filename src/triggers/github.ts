/**
 * Every call this action makes to GitHub's API: the reply on an issue or pull request, the
 * commenter's permission, the pull request's details and changed files. GitHub answers 5xx, resets
 * connections and applies secondary rate limits in normal operation: every call is retried by
 * Octokit's retry and throttling plugins (back-off, `Retry-After`, `x-ratelimit-reset`) inside the
 * step's deadline and the per-call bound. What still fails is a warning (tryGitHub); the flows
 * decide what a failure of a call they cannot do without means for the request.
 */
import * as core from '@actions/core'
import { attemptGitHub, tryGitHub, type GitHubClient } from '../github/client.js'
import type { Subject } from './comment-event.js'
import type { ReviewComment } from './review-request.js'
import { inert } from '../util/untrusted.js'
import { JOB_MARKER_PREFIX, readJobMarker } from './job-marker.js'
import { REPLY_MARKER_PREFIX } from './reply-texts.js'
import { QUEUE_MARKER_PREFIX, readQueueMarker, type QueueEntry } from './queue-marker.js'

/** The comment that asked for the run, and the issue or pull request it belongs to. */
export interface CommentTarget {
  owner: string
  repo: string
  /** Issue or pull request number; pull requests share the issue numbering and comment list. */
  issueNumber: number
  commentId: number
  /**
   * `issue`: a conversation comment (issue_comment); `review`: a comment on a diff line;
   * `pull-review`: a submitted review's body, which takes no reaction.
   */
  commentKind: 'issue' | 'review' | 'pull-review' | 'labeled-issue'
  /** When the triggering comment was written; replies are never older, so the search starts there. */
  createdAt?: string
}

export interface ReplyOptions {
  /** Values that must never appear in a comment (the API key, the token); replaced by `***`. */
  secrets?: string[]
  /** Longest wait for one GitHub call. */
  timeoutMs?: number
  /** The hidden first line that names what the reply answers; the caller words it (reply-texts.ts). */
  marker: string
}

/**
 * The action's one answer to a triggering comment: a reaction on that comment and a single reply on
 * the issue or pull request, written once and then edited. The reply carries a hidden marker naming
 * the triggering comment, so a re-run of the same workflow edits the earlier reply instead of adding
 * another.
 */
export class CommentReply {
  private replyId: number | undefined
  readonly marker: string
  private footer = ''
  /** The queue line (queue-marker.ts) while the run waits or works; above the job marker. */
  private queueLine = ''
  /** The last text that could not be posted, to try once more at the end of the run. */
  private unposted: string | undefined

  constructor(
    private readonly octokit: GitHubClient,
    readonly target: CommentTarget,
    private readonly options: ReplyOptions
  ) {
    this.marker = options.marker
  }

  /**
   * Reacts 👀 to the triggering comment, so the commenter sees at once that the run started. GitHub
   * has no reactions on a review: its reply is the acknowledgement.
   */
  async react(): Promise<void> {
    const { owner, repo, commentId, issueNumber } = this.target
    if (this.target.commentKind === 'pull-review') return
    await tryGitHub(
      'add a reaction to the comment',
      ({ signal }) =>
        this.target.commentKind === 'labeled-issue'
          ? this.octokit.rest.reactions.createForIssue({
              owner,
              repo,
              issue_number: issueNumber,
              content: 'eyes',
              request: { signal }
            })
          : this.target.commentKind === 'review'
            ? this.octokit.rest.reactions.createForPullRequestReviewComment({
                owner,
                repo,
                comment_id: commentId,
                content: 'eyes',
                request: { signal }
              })
            : this.octokit.rest.reactions.createForIssueComment({
                owner,
                repo,
                comment_id: commentId,
                content: 'eyes',
                request: { signal }
              }),
      this.options
    )
  }

  /** A hidden line every later version of the reply carries (the job marker, once a job exists). */
  remember(line: string): void {
    this.footer = line
  }

  /** The run's queue line for the next versions of the reply; undefined once the run is done. */
  queue(line: string | undefined): void {
    this.queueLine = line ?? ''
  }

  /** The reply's comment id, once it is posted. */
  get id(): number | undefined {
    return this.replyId
  }

  /** Writes `text` as the reply: edits the earlier reply to this comment if there is one, else creates it. */
  async post(text: string): Promise<void> {
    const { owner, repo, issueNumber } = this.target
    const hidden = [this.queueLine, this.footer].filter(Boolean).join('\n')
    const body = `${this.marker}\n${this.scrub(text)}${hidden ? `\n\n${hidden}` : ''}`
    this.replyId ??= await this.findEarlier()
    if (this.replyId !== undefined) {
      const id = this.replyId
      const updated = await tryGitHub(
        'edit the reply comment',
        ({ signal }) =>
          this.octokit.rest.issues.updateComment({
            owner,
            repo,
            comment_id: id,
            body,
            request: { signal }
          }),
        this.options
      )
      if (updated) return
      // Deleted meanwhile, or not editable by this token: a new reply still tells the outcome.
      this.replyId = undefined
    }
    const created = await tryGitHub(
      'post the reply comment',
      ({ signal }) =>
        this.octokit.rest.issues.createComment({
          owner,
          repo,
          issue_number: issueNumber,
          body,
          request: { signal }
        }),
      this.options
    )
    this.replyId = created?.data.id
    this.unposted = created ? undefined : text
  }

  /**
   * At the end of the run: posts once more the last text that could not be posted, after GitHub's
   * retries gave up on it. True when the reply stands; false when the answer is only in the job
   * summary.
   */
  async settle(): Promise<boolean> {
    if (this.unposted === undefined) return true
    core.info('Posting the reply that could not be posted once more.')
    await this.post(this.unposted)
    return this.unposted === undefined
  }

  private async findEarlier(): Promise<number | undefined> {
    const { owner, repo, issueNumber, createdAt } = this.target
    const comments = await tryGitHub(
      'list the comments to find an earlier reply',
      ({ signal }) =>
        this.octokit.paginate(this.octokit.rest.issues.listComments, {
          owner,
          repo,
          issue_number: issueNumber,
          per_page: 100,
          ...(createdAt ? { since: createdAt } : {}),
          request: { signal }
        }),
      this.options
    )
    const matches = (comments ?? []).filter((comment) =>
      (comment.body ?? '').startsWith(this.marker)
    )
    // Anyone who can comment can paste the marker (or edit it into their comment later): adopting
    // such a comment would put the outcome where its author can rewrite it. Only a reply written by
    // a bot account (the workflow's GITHUB_TOKEN, or an app) is taken up again; with a personal
    // token a re-run posts a new reply instead.
    return matches.find((comment) => comment.user?.type === 'Bot')?.id
  }

  private scrub(text: string): string {
    let clean = text
    for (const secret of this.options.secrets ?? []) {
      if (secret) clean = clean.split(secret).join('***')
    }
    return clean
  }
}

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

/** Roles that can push to the repository; `maintain` is reported as `write` in `permission`. */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write'])

/**
 * Asks GitHub for the commenter's permission on the repository. `author_association` in the payload
 * is not enough: MEMBER or CONTRIBUTOR says nothing about push access to this repository.
 * `unchecked` says why when the question could not be answered (the warning is already logged).
 */
export async function hasWriteAccess(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  username: string
): Promise<{ allowed: boolean; permission: string } | { unchecked: string }> {
  const result = await attemptGitHub('check the commenter’s permission', ({ signal }) =>
    octokit.rest.repos.getCollaboratorPermissionLevel({
      owner,
      repo,
      username,
      request: { signal }
    })
  )
  if (!result.ok) return { unchecked: result.why }
  const { permission, role_name: role } = result.value.data
  return {
    allowed: WRITE_ROLES.has(permission) || WRITE_ROLES.has(role),
    permission: role || permission
  }
}

/** Fills in the pull request's title, link and head branch from the API; the payload is the fallback. */
export async function readSubject(
  octokit: GitHubClient,
  target: CommentTarget,
  subject: Subject
): Promise<Subject> {
  if (subject.kind !== 'pull request') return subject
  const response = await tryGitHub('read the pull request', ({ signal }) =>
    octokit.rest.pulls.get({
      owner: target.owner,
      repo: target.repo,
      pull_number: target.issueNumber,
      request: { signal }
    })
  )
  if (!response) return subject
  const pull = response.data
  return {
    ...subject,
    title: pull.title,
    url: pull.html_url,
    headRef: pull.head.ref,
    headRepository: pull.head.repo?.full_name ?? subject.headRepository
  }
}

/** The first page of a pull request's changed files, `perPage` at most (the count comes from the payload). */
export async function listChangedFiles(
  octokit: GitHubClient,
  pull: { owner: string; repo: string; number: number },
  perPage: number
): Promise<string[] | undefined> {
  const response = await tryGitHub('list the changed files of the pull request', ({ signal }) =>
    octokit.rest.pulls.listFiles({
      owner: pull.owner,
      repo: pull.repo,
      pull_number: pull.number,
      per_page: perPage,
      page: 1,
      request: { signal }
    })
  )
  return response?.data.map((file) => file.filename)
}

/**
 * A review's inline comments, the first MAX_REVIEW_COMMENTS (`more` when GitHub has further pages),
 * or why they could not be read (the warning is already logged).
 */
export async function listReviewComments(
  octokit: GitHubClient,
  target: Pick<CommentTarget, 'owner' | 'repo' | 'issueNumber'>,
  reviewId: number,
  perPage: number
): Promise<{ comments: ReviewComment[]; more: boolean } | { unreadable: string }> {
  const result = await attemptGitHub('list the review’s comments', ({ signal }) =>
    octokit.rest.pulls.listCommentsForReview({
      owner: target.owner,
      repo: target.repo,
      pull_number: target.issueNumber,
      review_id: reviewId,
      per_page: perPage,
      page: 1,
      request: { signal }
    })
  )
  if (!result.ok) return { unreadable: result.why }
  return {
    comments: result.value.data as ReviewComment[],
    more: lastPage(result.value.headers.link) !== undefined
  }
}
