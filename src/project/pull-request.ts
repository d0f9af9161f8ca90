/**
 * The pull request a `pull_request` (or `pull_request_target`) event is about, as far as preview mode
 * needs it: its number, head branch and commit, and whether the head is a fork. Read from the
 * payload, untrusted: every field is checked before it is used.
 */
export interface PullRequestInfo {
  number: number
  headRef: string
  headSha: string
  /** owner/name of the head repository when it is not the base one (a fork). */
  fork?: string
}

export function pullRequestOf(
  eventName: string,
  payload: unknown,
  repository: string | undefined
): PullRequestInfo | undefined {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return undefined
  const pr = (payload as { pull_request?: unknown } | undefined)?.pull_request as
    | {
        number?: unknown
        head?: { ref?: unknown; sha?: unknown; repo?: { full_name?: unknown } | null }
      }
    | undefined
  const number = pr?.number
  const headRef = pr?.head?.ref
  const headSha = pr?.head?.sha
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return undefined
  if (typeof headRef !== 'string' || typeof headSha !== 'string') return undefined
  if (!/^[0-9a-f]{40,64}$/.test(headSha)) return undefined
  const headRepo = pr?.head?.repo?.full_name
  const fork =
    typeof headRepo === 'string' &&
    repository &&
    headRepo.toLowerCase() !== repository.toLowerCase()
      ? headRepo
      : undefined
  return { number, headRef, headSha, ...(fork ? { fork } : {}) }
}
