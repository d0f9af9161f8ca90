/**
 * The GitHub objects a request is about, as the triggers read them: where the request was made and
 * where the reply goes, the issue or pull request, and a review's inline comments.
 */

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

/** What the comment is attached to, as the prompt describes it. */
export interface Subject {
  kind: 'pull request' | 'issue'
  number: number
  title?: string
  url?: string
  headRef?: string
  headRepository?: string
}

/** The fields of GitHub's review comment this reads. */
export interface ReviewComment {
  id: number
  body?: string | null
  path?: string
  line?: number | null
  original_line?: number | null
  start_line?: number | null
  diff_hunk?: string
  user?: { login?: string } | null
  html_url?: string
}
