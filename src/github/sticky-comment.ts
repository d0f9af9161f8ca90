/**
 * One comment of the action's on a pull request, edited in place on every push, as Vercel's and
 * Netlify's are: found again by its hidden first line (the marker) on a comment of a bot. A failure
 * is a warning and a problem the caller states; it never fails the step.
 */
import { attemptGitHub, createGitHubClient, type GitHubClient } from './client.js'

export interface CommentPlace {
  owner: string
  repo: string
  /** The pull request's (or issue's) number. */
  issueNumber: number
}

export class StickyComment {
  #commentId: number | undefined
  /** Why the last create failed, said only if the comment is not found after it. */
  #lastWhy = ''

  constructor(
    private readonly octokit: GitHubClient,
    private readonly place: CommentPlace,
    /** The hidden first line: one comment per marker. */
    private readonly marker: string,
    /** What the comment is, in messages: `the preview comment`. */
    private readonly name: string,
    /** Values no comment may carry (the token): replaced by `***`. */
    private readonly secrets: string[] = []
  ) {}

  /**
   * Writes the comment: edits the earlier one, or posts it (a lookup that fails is no reason not
   * to). Returns whether the text is on the pull request now, and what went wrong on the way.
   */
  async write(text: string): Promise<{ written: boolean; problems: string[] }> {
    const { owner, repo, issueNumber } = this.place
    const problems: string[] = []
    let body = `${this.marker}\n${text}`
    for (const secret of this.secrets) if (secret) body = body.split(secret).join('***')
    if (this.#commentId === undefined) {
      const found = await this.#find()
      if (found.ok) this.#commentId = found.id
      else problems.push(`could not look up ${this.name} (${found.why})`)
    }
    if (this.#commentId !== undefined) {
      const id = this.#commentId
      const edited = await attemptGitHub(`edit ${this.name}`, () =>
        this.octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })
      )
      if (!edited.ok) problems.push(`could not edit ${this.name} (${edited.why})`)
      return { written: edited.ok, problems }
    }
    // GitHub may store a comment and lose the answer: the create is not retried blindly; after a
    // failure the comment is looked for first, and created once more only when it is not there.
    for (let attempt = 0; attempt < 2; attempt++) {
      const created = await attemptGitHub(`post ${this.name}`, () =>
        this.octokit.rest.issues.createComment({
          owner,
          repo,
          issue_number: issueNumber,
          body,
          request: { retries: 0 }
        })
      )
      const id = created.ok ? (created.value.data as { id?: unknown }).id : undefined
      if (typeof id === 'number') {
        this.#commentId = id
        return { written: true, problems }
      }
      if (!created.ok) this.#lastWhy = created.why
      const found = await this.#find()
      if (found.ok && found.id !== undefined) {
        this.#commentId = found.id
        const edited = await attemptGitHub(`edit ${this.name}`, () =>
          this.octokit.rest.issues.updateComment({
            owner,
            repo,
            comment_id: found.id as number,
            body
          })
        )
        if (!edited.ok) problems.push(`could not edit ${this.name} (${edited.why})`)
        return { written: edited.ok, problems }
      }
    }
    problems.push(`could not post ${this.name} (${this.#lastWhy})`)
    return { written: false, problems }
  }

  /** The action's earlier comment: a bot's comment whose first line is the marker. */
  async #find(): Promise<{ ok: true; id: number | undefined } | { ok: false; why: string }> {
    const { owner, repo, issueNumber } = this.place
    const comments = await attemptGitHub(`look up ${this.name}`, () =>
      this.octokit.paginate(this.octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100
      })
    )
    if (!comments.ok) return comments
    const mine = comments.value.filter(
      (c) => c.user?.type === 'Bot' && (c.body ?? '').split('\n', 1)[0] === this.marker
    )
    return { ok: true, id: mine.at(-1)?.id }
  }
}

/**
 * A sticky comment with its own client, for a flow that loads the GitHub code only when it comments
 * (one dynamic import, so the bundle holds the client once).
 */
export function stickyComment(
  token: string,
  apiUrl: string | undefined,
  backoffMs: number | undefined,
  place: CommentPlace,
  marker: string,
  name: string
): StickyComment {
  return new StickyComment(createGitHubClient(token, apiUrl, { backoffMs }), place, marker, name, [
    token
  ])
}
