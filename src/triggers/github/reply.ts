/**
 * The action's reply on an issue or pull request: written once, then edited as the run goes on.
 * Its hidden first line (the reply marker) names what it answers; its hidden last lines are the
 * run's queue line and the conversation's job marker.
 */
import * as core from '@actions/core'
import { tryGitHub, type GitHubClient } from '../../github/client.js'
import type { CommentTarget } from './types.js'

/** Every reply this action writes starts with this, so the trigger can ignore the action's own comments. */
export const REPLY_MARKER_PREFIX = '<!-- mintlify-admin-action:reply'

/** The hidden first line of a reply, naming what it answers (`comment=<id>`, `merged-pr=<n>`). */
export function replyMarker(key: string): string {
  return `${REPLY_MARKER_PREFIX} ${key} -->`
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
