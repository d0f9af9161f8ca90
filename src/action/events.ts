/**
 * Which flow a run takes, decided once from the inputs and the event that started the workflow.
 */

/**
 * Events that can carry the request: comments, a submitted review (its body and inline comments),
 * and an issue labelled with `issue-label` (its title and body).
 */
export const COMMENT_EVENTS = [
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'issues'
] as const

/** Events of a closed pull request, which can ask for docs of a merged one. */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'] as const

/** The events whose payload a flow reads. */
export const PAYLOAD_EVENTS: readonly string[] = [...COMMENT_EVENTS, ...PULL_REQUEST_EVENTS]

export function isCommentEvent(eventName: string | undefined): boolean {
  return (COMMENT_EVENTS as readonly string[]).includes(eventName ?? '')
}

export function isPullRequestEvent(eventName: string | undefined): boolean {
  return (PULL_REQUEST_EVENTS as readonly string[]).includes(eventName ?? '')
}

/** True when the event can stand in for an empty `prompt`: a comment, or a merged pull request. */
export function promptFromEvent(eventName: string | undefined): boolean {
  return isCommentEvent(eventName) || isPullRequestEvent(eventName)
}

/**
 * - `comment`: agent mode on a comment with no `prompt` and no `job-id`: the comment is the request
 *   (or the step is skipped); see triggers/comment-trigger.ts.
 * - `merged-pr`: agent mode on a closed pull request with no `job-id` (see triggers/merged-pr.ts).
 * - `agent`: a prompt, a follow-up to `job-id`, or waiting for `job-id` alone (see agent/agent.ts).
 * - `export`: export mode.
 * - `project`: deploy, preview and automation modes (see project/).
 */
export type RunChoice<A, E, P> =
  | { kind: 'comment' | 'merged-pr' | 'agent'; config: A }
  | { kind: 'export'; config: E }
  | { kind: 'project'; config: P }

export function chooseRun<
  A extends { mode: 'agent'; prompt: string; jobId?: string },
  E extends { mode: 'export' },
  P extends { mode: 'deploy' | 'preview' | 'automation' }
>(config: A | E | P, eventName: string): RunChoice<A, E, P> {
  if (config.mode === 'export') return { kind: 'export', config: config as E }
  if (config.mode !== 'agent') return { kind: 'project', config: config as P }
  const agent = config as A
  if (agent.jobId) return { kind: 'agent', config: agent }
  if (isCommentEvent(eventName) && !agent.prompt) return { kind: 'comment', config: agent }
  if (isPullRequestEvent(eventName)) return { kind: 'merged-pr', config: agent }
  return { kind: 'agent', config: agent }
}
