/**
 * The other GitHub calls of the triggers: the commenter's permission, the pull request's details and
 * changed files, a review's inline comments.
 */
import { attemptGitHub, tryGitHub, type GitHubClient } from '../../github/client.js'
import { lastPage } from './thread.js'
import type { CommentTarget, ReviewComment, Subject } from './types.js'

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
