/**
 * A request of a conversation answered in its turn (turns.ts): wait for it, then send the request to
 * the conversation's job as a follow-up, or start the job when it is the first; the run's queue line
 * says it is working, renewed while the agent works. Shared by the comment and merged-pull-request
 * flows.
 */
import type { AgentDeps } from '../../agent/agent.js'
import { FOLLOW_UP_GRACE_MS } from '../../agent/agent.js'
import type { AgentConfig } from '../../action/inputs.js'
import { failureText, runAgentWithReply, type ReplyTexts } from './agent-reply.js'
import { continueConversation, type Continued } from './conversation.js'
import { unreadableThreadText } from './reply-texts.js'
import { keepLease, markTurn, queueLine, takeTurn, type TurnOptions } from './turns.js'
import { GitHubUnavailableError } from '../github/errors.js'
import type { RunnerContext } from '../../action/runner.js'

/**
 * The options of a request's turn: where it was made (and its reply), when (an ISO time; now when
 * absent or unreadable), and the rest from the run's config, clients and runner.
 */
export function turnOptionsOf(
  request: Pick<TurnOptions, 'octokit' | 'reply' | 'thread' | 'place' | 'fresh'> & {
    requestedAt?: string
  },
  config: Pick<AgentConfig, 'apiKey' | 'projectId'>,
  deps: Pick<AgentDeps, 'api' | 'deadline' | 'sleep' | 'signal'>,
  runner: Pick<RunnerContext, 'runUrl' | 'serverUrl' | 'githubBackoffMs' | 'leaseMs'>
): TurnOptions {
  const { requestedAt, ...where } = request
  const at = Date.parse(requestedAt ?? '')
  return {
    ...where,
    key: config.apiKey,
    at: Number.isFinite(at) ? at : deps.deadline.clock.now(),
    api: deps.api,
    projectId: config.projectId,
    deadline: deps.deadline,
    sleep: deps.sleep,
    signal: deps.signal,
    runUrl: runner.runUrl,
    serverUrl: runner.serverUrl,
    // The tests' shortened back-off unit (runner.ts) shortens the waits for a turn alike.
    firstPauseMs: runner.githubBackoffMs && runner.githubBackoffMs * 3,
    leaseMs: runner.leaseMs
  }
}

export async function answerInTurn(
  turnOptions: TurnOptions,
  request: {
    config: AgentConfig
    deps: AgentDeps
    prompt: string
    texts: ReplyTexts
    /** The step's error when the thread cannot be read, given why. */
    unreadable: (why: string) => string
  }
): Promise<Continued> {
  const { reply } = turnOptions
  const { config, deps, prompt } = request
  let turn
  try {
    turn = await takeTurn(turnOptions)
  } catch (error) {
    reply.queue(undefined)
    await reply.post(failureText(error, deps, undefined, turnOptions.runUrl))
    throw error
  }
  if (turn.kind === 'unreadable') {
    // It may hold the job this request continues: a new job could make a second pull request.
    reply.queue(undefined)
    await reply.post(unreadableThreadText(turn.why, turnOptions.runUrl))
    throw new GitHubUnavailableError(request.unreadable(turn.why))
  }
  const texts: ReplyTexts = {
    ...request.texts,
    // Not waited for: the line stays until the job has surely taken the message.
    holdLine: () => queueLine(turnOptions, 'held', FOLLOW_UP_GRACE_MS)
  }
  markTurn(turnOptions, 'sent')
  const lease = keepLease(turnOptions)
  try {
    return turn.kind === 'follow'
      ? await continueConversation(config, deps, reply, texts, turn, prompt)
      : { outcome: await runAgentWithReply({ ...config, prompt }, deps, reply, texts) }
  } finally {
    lease.stop()
  }
}
