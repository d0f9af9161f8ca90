/**
 * The action's reply on an issue or pull request: written once, then edited as the run goes on.
 * Its hidden first line (the reply marker) names what it answers; its hidden last lines are the
 * run's queue line and the conversation's job marker.
 */
import * as core from '@actions/core'
import { tryGitHub, type GitHubClient } from '../../github/client.js'
import type { CommentTarget } from './types.js'
import { JOB_MARKER_PREFIX } from './job-marker.js'

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
  /** A re-run replaces its earlier reply, to take its turn now (the conversation's requests); else edits it. */
  requeue?: boolean
}

/**
 * The action's one answer to a triggering comment: a reaction on that comment and a single reply on
 * the issue or pull request, written once and then edited. The reply carries a hidden marker naming
 * the triggering comment. A create GitHub may have stored is never repeated blindly: after a failed
 * create the reply is looked for first. A re-run of the same request replaces the earlier reply with a
 * new one (`requeue`), so that it takes its turn after the requests made since (turns.ts); the note on
 * the agent's pull request is edited in place instead.
 */
export class CommentReply {
  private replyId: number | undefined
  readonly marker: string
  private footer = ''
  /** The queue line (queue-marker.ts) while the run waits or works; above the job marker. */
  private queueLine = ''
  /** The last text posted (or meant to be), to post again with a renewed queue line. */
  private lastText: string | undefined
  /** The last text that could not be posted, to try once more at the end of the run. */
  private unposted: string | undefined
  /** The login the token writes as, learnt from the reply GitHub stored. */
  private login: string | undefined
  /** Whether the earlier reply of a re-run was looked for yet. */
  private looked = false
  /** A re-run's earlier reply, deleted once the new one stands. */
  private replaced: number | undefined
  /** Posts run one at a time, in the order they were asked for (a renewal never overtakes the end). */
  private chain: Promise<void> = Promise.resolve()

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

  /** True while the reply carries a queue line (the run waits or works). */
  get queued(): boolean {
    return this.queueLine !== ''
  }

  /** The reply's comment id, once it is posted. */
  get id(): number | undefined {
    return this.replyId
  }

  /** The login the workflow's token writes as (the reply's author), once the reply is posted. */
  get author(): string | undefined {
    return this.login
  }

  /** Writes `text` as the reply: edits this run's reply, or creates it. Posts never overlap. */
  post(text: string): Promise<void> {
    this.lastText = text
    const next = this.chain.then(() => this.write(text))
    this.chain = next.catch(() => undefined)
    return next
  }

  /** Posts the last text again with the current queue line (a renewed lease); nothing once the run is done. */
  renew(line: () => string): Promise<void> {
    const next = this.chain.then(async () => {
      if (!this.queued || this.lastText === undefined) return
      this.queueLine = line()
      await this.write(this.lastText)
    })
    this.chain = next.catch(() => undefined)
    return next
  }

  /**
   * Replaces the reply with a new comment, so that it takes a later place in the conversation's
   * queue (its lease lapsed while it waited): the old one is deleted once the new one stands.
   */
  requeue(): Promise<void> {
    const next = this.chain.then(async () => {
      const old = this.replyId
      this.replyId = undefined
      await this.write(this.lastText ?? '')
      if (old !== undefined && this.replyId !== undefined && this.replyId !== old) {
        await this.remove(old)
      }
    })
    this.chain = next.catch(() => undefined)
    return next
  }

  /** Deletes another copy of this reply (a create GitHub stored twice), so no stale text stays behind. */
  async removeCopy(id: number): Promise<void> {
    if (id === this.replyId) return
    await this.remove(id)
  }

  private async remove(id: number): Promise<void> {
    const { owner, repo } = this.target
    await tryGitHub(
      'delete an earlier copy of the reply',
      ({ signal }) =>
        this.octokit.rest.issues.deleteComment({
          owner,
          repo,
          comment_id: id,
          request: { signal }
        }),
      this.options
    )
  }

  private body(text: string): string {
    const hidden = [this.queueLine, this.footer].filter(Boolean).join('\n')
    return `${this.marker}\n${this.scrub(text)}${hidden ? `\n\n${hidden}` : ''}`
  }

  private async write(text: string): Promise<void> {
    const { owner, repo } = this.target
    if (!this.looked) {
      this.looked = true
      await this.adoptEarlier()
    }
    if (this.replyId !== undefined) {
      const id = this.replyId
      const updated = await tryGitHub(
        'edit the reply comment',
        ({ signal }) =>
          this.octokit.rest.issues.updateComment({
            owner,
            repo,
            comment_id: id,
            body: this.body(text),
            request: { signal }
          }),
        this.options
      )
      if (updated) {
        this.login ??= updated.data.user?.login
        this.unposted = undefined
        return
      }
      // Deleted meanwhile, or not editable by this token: a new reply still tells the outcome.
      this.replyId = undefined
    }
    await this.create(text)
    if (this.replaced !== undefined && this.replyId !== undefined) {
      const old = this.replaced
      this.replaced = undefined
      await this.remove(old)
    }
  }

  /**
   * Creates the reply. GitHub may store a comment and lose the answer (a reset, a proxy's 5xx), so
   * the create is never retried blindly (Octokit's retry plugin would post it twice): after a failure
   * the reply is looked for, and only when it is not there is it created once more.
   */
  private async create(text: string): Promise<void> {
    const { owner, repo, issueNumber } = this.target
    for (let attempt = 0; attempt < 2; attempt++) {
      let refused = false
      const created = await tryGitHub(
        'post the reply comment',
        async ({ signal }) => {
          try {
            return await this.octokit.rest.issues.createComment({
              owner,
              repo,
              issue_number: issueNumber,
              body: this.body(text),
              request: { signal, retries: 0 }
            })
          } catch (error) {
            refused = definiteRefusal(error)
            throw error
          }
        },
        this.options
      )
      if (created) {
        this.replyId = created.data.id
        this.login ??= created.data.user?.login
        this.unposted = undefined
        return
      }
      // GitHub said no (a read-only token, say): nothing was stored.
      if (refused) break
      const stored = await this.findOwn()
      if (stored !== undefined) {
        core.info(
          'The reply was stored by GitHub although its answer was lost: it is edited, not posted again.'
        )
        this.replyId = stored.id
        this.login ??= stored.login
        await this.write(text)
        return
      }
    }
    this.unposted = text
  }

  /**
   * At the end of the run: posts once more the last text that could not be posted, after GitHub's
   * retries gave up on it. True when the reply stands; false when the answer is only in the job
   * summary.
   */
  async settle(): Promise<boolean> {
    await this.chain
    if (this.unposted === undefined) return true
    core.info('Posting the reply that could not be posted once more.')
    await this.post(this.unposted)
    return this.unposted === undefined
  }

  /**
   * A re-run of the same request: its earlier reply is taken up (the note on the agent's pull
   * request), or, with `requeue`, replaced by a new one that carries the earlier one's job marker.
   */
  private async adoptEarlier(): Promise<void> {
    const earlier = await this.findOwn()
    if (earlier === undefined) return
    this.login ??= earlier.login
    if (!this.options.requeue) {
      this.replyId = earlier.id
      return
    }
    const last = earlier.body.trimEnd().split('\n').at(-1)?.trim() ?? ''
    if (!this.footer && last.startsWith(JOB_MARKER_PREFIX)) this.footer = last
    core.info(
      'A re-run of this request: its earlier reply is replaced by one that takes its turn now.'
    )
    // Removed only once the new reply stands, so the conversation's job marker is never missing.
    this.replaced = earlier.id
  }

  /**
   * The reply to this request GitHub already holds: a comment that starts with its marker, written
   * by a bot account (the workflow's GITHUB_TOKEN, or an app) and, once known, by this token's login.
   * Anyone who can comment can paste the marker: adopting such a comment would put the outcome where
   * its author can rewrite it.
   */
  private async findOwn(): Promise<{ id: number; body: string; login?: string } | undefined> {
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
    const own = (comments ?? []).find(
      (comment) =>
        comment.id !== this.replaced &&
        (comment.body ?? '').split('\n', 1)[0] === this.marker &&
        comment.user?.type === 'Bot' &&
        (this.login === undefined || comment.user.login === this.login)
    )
    return own && { id: own.id, body: own.body ?? '', login: own.user?.login }
  }

  private scrub(text: string): string {
    let clean = text
    for (const secret of this.options.secrets ?? []) {
      if (secret) clean = clean.split(secret).join('***')
    }
    return clean
  }
}

/** An answer that says the create was not carried out: a 4xx other than a time-out or a rate limit. */
function definiteRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown; response?: unknown }).status
  const answered = (error as { response?: unknown }).response !== undefined
  return (
    answered &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    status !== 408 &&
    status !== 429
  )
}
