/**
 * A request in a conversation that already has a job (the agent's pull request, or the issue or pull
 * request where the first request was made) goes to that job as a follow-up message, so the
 * conversation keeps one docs pull request. A job that can no longer take messages (the API answers
 * 400 or 404, or the job is archived) hands the request to a new job, told what the earlier one was.
 */
import * as core from '@actions/core'
import type { AgentDeps } from '../../agent/agent.js'
import type { AgentJob } from '../../api/api.js'
import { ApiError } from '../../api/errors.js'
import type { AgentConfig } from '../../action/inputs.js'
import type { AgentOutcome } from '../../action/outcomes.js'
import { failureText, runAgentWithReply, type ReplyTarget, type ReplyTexts } from './agent-reply.js'
import type { ConversationJob } from '../github/thread.js'
import { refusedFollowUpText } from './reply-texts.js'
import { inert } from '../../util/untrusted.js'

/** The API's ways of saying a job takes no more messages. */
function refusedMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 404)
}

export interface Continued {
  outcome: AgentOutcome
  /** The job's pull request before this request, when it had one. */
  previousPr?: string
}

export async function continueConversation(
  config: AgentConfig,
  deps: AgentDeps,
  reply: ReplyTarget,
  texts: ReplyTexts,
  conversation: ConversationJob,
  prompt: string
): Promise<Continued> {
  const { jobId } = conversation
  let before: AgentJob | undefined
  let why: string | undefined
  try {
    before = await deps.api.getAgentJob(config.projectId, jobId)
    if (before.status === 'archived') why = 'it was archived'
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) {
      // The job could not be read (401, 403, 5xx, the deadline, a cancel): nothing was sent, and
      // the commenter gets the same answer a first request gets, not a lone 👀.
      reply.queue?.(undefined)
      await reply.post(failureText(error, deps, jobId, texts.runUrl))
      throw error
    }
    why = 'the API no longer knows it'
  }
  const previousPr = before?.prLink ?? undefined
  if (why === undefined) {
    core.info(`This conversation belongs to agent job ${inert(jobId)}: sending the request to it.`)
    deps.record.followUp(previousPr ?? '')
    try {
      const outcome = await runAgentWithReply(
        { ...config, jobId, prompt },
        { ...deps, before },
        reply,
        {
          ...texts,
          previousPr: previousPr ?? '',
          passOn: refusedMessage
        }
      )
      return { outcome, previousPr }
    } catch (error) {
      if (!refusedMessage(error)) throw error
      why = `the API answered HTTP ${error.status}${error.serverMessage ? `: ${error.serverMessage}` : ''}`
    }
  }
  // No follow-up after all: the summary must say what the reply says, a new job's result.
  deps.record.followUp(undefined)
  core.notice(
    `Agent job ${inert(jobId)} can no longer take messages (${inert(why)}): starting a new job with this request.`
  )
  await reply.post(refusedFollowUpText(jobId, why, texts.runUrl))
  const context = [
    '',
    `- Earlier job: this continues a request handled by Mintlify agent job ${jobId}${previousPr ? `, which opened ${previousPr}` : ''}; that job can no longer take messages.`
  ].join('\n')
  const outcome = await runAgentWithReply(
    { ...config, prompt: `${prompt}${context}` },
    deps,
    reply,
    texts
  )
  return { outcome }
}
