import { runAgent, type AgentDeps, type AgentOutcome } from './agent.js'
import { errorMessage } from './errors.js'
import type { CommentReply } from './github-reply.js'
import type { AgentConfig } from './inputs.js'
import {
  cancelledText,
  errorText,
  outcomeText,
  workingText,
  type OutcomeWords
} from './reply-texts.js'

/**
 * Runs the agent and keeps one reply on GitHub in step with it: working on it (with the job id),
 * then the outcome, or the failure, or the cancellation. Shared by the comment trigger and the
 * merged-pull-request flow. The reply's GitHub calls are warnings only (see tryGitHub): they never
 * fail the step or hide the agent's result.
 */
export async function runAgentWithReply(
  config: AgentConfig,
  deps: AgentDeps,
  reply: CommentReply | undefined,
  words?: OutcomeWords
): Promise<AgentOutcome> {
  let answered = false
  try {
    return await runAgent(config, {
      ...deps,
      hooks: {
        started: async (job) => {
          await deps.hooks?.started?.(job)
          await reply?.post(workingText(job))
        },
        finished: async (outcome) => {
          await deps.hooks?.finished?.(outcome)
          answered = true
          await reply?.post(outcomeText(outcome, words))
        }
      }
    })
  } catch (error) {
    if (!answered) {
      const message = errorMessage(error)
      // A cancelled workflow stops the waiting, not the job: "failed" would invite a second run.
      await reply?.post(
        deps.signal?.aborted
          ? cancelledText(deps.report.jobId)
          : errorText(message, deps.report.jobId)
      )
    }
    throw error
  }
}
