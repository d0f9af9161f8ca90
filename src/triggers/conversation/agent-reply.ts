import { runAgent, type AgentDeps } from '../../agent/agent.js'
import { errorMessage } from '../../util/errors.js'
import type { CommentReply } from '../github/reply.js'
import { jobMarker, type MarkerPlace } from '../github/job-marker.js'
import type { AgentConfig } from '../../action/inputs.js'
import type { AgentOutcome } from '../../action/outcomes.js'
import {
  cancelledText,
  errorText,
  outcomeText,
  rateLimitedText,
  workingText,
  type OutcomeWords
} from './reply-texts.js'

/**
 * Runs the agent and keeps one reply on GitHub in step with it: working on it (with the job id),
 * then the outcome, or the error, or the cancellation. Shared by the comment trigger and the
 * merged-pull-request flow. The reply's GitHub calls are warnings only (see tryGitHub): they never
 * fail the step or hide the agent's result.
 */
export async function runAgentWithReply(
  config: AgentConfig,
  deps: AgentDeps,
  reply: ReplyTarget | undefined,
  texts: ReplyTexts = {}
): Promise<AgentOutcome> {
  const { words, runUrl } = texts
  let outcome: AgentOutcome
  let started = false
  try {
    outcome = await runAgent(config, {
      ...deps,
      onLongWait: async (resetAt) => {
        await deps.onLongWait?.(resetAt)
        await reply?.post(rateLimitedText(resetAt, deps.deadline.clock.now(), runUrl))
      },
      started: async (job) => {
        started = true
        await deps.started?.(job)
        // Every later version of the reply names the job: the next request here continues it.
        if (texts.conversation && job.id)
          reply?.remember(jobMarker(job.id, texts.conversation, config.apiKey))
        await reply?.post(withNote(workingText(job, runUrl), texts))
      }
    })
  } catch (error) {
    // The caller answers this one itself (a follow-up the job refused: a new job takes it).
    if (!started && texts.passOn?.(error)) throw error
    // The run is over: its queue line goes, and the next request in the conversation takes its turn.
    reply?.queue?.(undefined)
    await reply?.post(withNote(failureText(error, deps, deps.record.report.jobId, runUrl), texts))
    throw error
  }
  reply?.queue?.(outcome.result === 'pending' ? texts.holdLine?.() : undefined)
  await reply?.post(withNote(outcomeText(outcome, words, runUrl, texts.previousPr), texts))
  return outcome
}

/**
 * The reply for a run that ends in an error: what failed and what to do, or, when the workflow was
 * cancelled, that the job goes on (a cancelled workflow stops the waiting, not the job: "failed"
 * would invite a second run).
 */
export function failureText(
  error: unknown,
  deps: Pick<AgentDeps, 'signal'>,
  jobId: string | undefined,
  runUrl?: string
): string {
  return deps.signal?.aborted
    ? cancelledText(jobId, runUrl)
    : errorText(errorMessage(error), jobId, runUrl)
}

/** The reply as the agent's run writes it; the queue line is cleared when the run ends. */
export type ReplyTarget = Pick<CommentReply, 'post' | 'remember'> &
  Partial<Pick<CommentReply, 'queue'>>

/** The reply's text, and below it what the request left out (a review's comments, cut text). */
function withNote(text: string, texts: ReplyTexts): string {
  return texts.note ? `${text}\n\n${texts.note}` : text
}

export interface ReplyTexts {
  /** Said under every version of the reply: what the request left out or cut. */
  note?: string
  words?: OutcomeWords
  runUrl?: string
  /** Where the reply is written: it then carries the job marker, signed for it (job-marker.ts). */
  conversation?: MarkerPlace
  /** For a follow-up: the job's pull request before it, so the reply can say "revised". */
  previousPr?: string
  /** Errors before the job started that the caller handles, with no error reply. */
  passOn?: (error: unknown) => boolean
  /** The queue line a request not waited for leaves behind (turns.ts), until its job takes it. */
  holdLine?: () => string
}
