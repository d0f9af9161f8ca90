/**
 * The texts of the action's replies on GitHub (comment triggers, merged pull requests). Server text
 * goes in as code spans or a checked autolink only (src/util/untrusted.ts).
 */
import { NO_PR_MEANING, type AgentOutcome } from '../../action/outcomes.js'
import type { AgentJob } from '../../api/api.js'
import { formatMoment } from '../../util/duration.js'
import { codeSpan, markdownLink, messageText, plainText, safeUrl } from '../../util/untrusted.js'

/** The link to the workflow run that closes most replies; none outside a runner. */
function runLink(runUrl: string | undefined): string {
  return runUrl ? `\n\n[Workflow run](${runUrl})` : ''
}

export function usageText(trigger: string): string {
  return `Usage: ${codeSpan(`${trigger} <what the docs agent should do>`)}, e.g. ${codeSpan(`${trigger} Document the new retry option`)}. The rest of the comment, on any number of lines, is the request.`
}

export function workingText(job: AgentJob, runUrl?: string): string {
  return `👀 Working on it: Mintlify agent job ${codeSpan(job.id ?? 'unknown')} started. This comment is updated when it ends.${runLink(runUrl)}`
}

/** The request waits for Mintlify's rate limit; said on the reply when the wait is minutes long. */
export function rateLimitedText(resetAt: number, now: number, runUrl?: string): string {
  const when = formatMoment(new Date(resetAt).toISOString(), now) ?? 'soon'
  return `⏳ Waiting for Mintlify's rate limit (100 agent runs per project per hour): it resets at ${when}, and the job starts then. This comment is updated when it does.${runLink(runUrl)}`
}

/** How a reply words the outcomes that differ between triggers. */
export interface OutcomeWords {
  /** A completed job without a pull request. */
  noPr: (id: string) => string
  /** What to do after a failed job. */
  retry: string
}

const COMMENT_WORDS: OutcomeWords = {
  noPr: (id) => `✅ Job ${id} finished without a pull request: ${NO_PR_MEANING}.`,
  retry: 'comment again to retry'
}

/** A reply on a merged pull request says only what the API tells: the job changed no file. */
export const MERGED_WORDS: OutcomeWords = {
  noPr: (id) => `✅ Job ${id} finished without a pull request: ${NO_PR_MEANING}.`,
  retry: 're-run the workflow to retry'
}

/** What a person on the pull request can do while the job goes on without this workflow. */
const STILL_RUNNING =
  'It keeps running at Mintlify and opens its pull request when it finishes: nothing needs doing, watch for the pull request. To ask for something else, comment again.'

export function outcomeText(
  outcome: AgentOutcome,
  words: OutcomeWords = COMMENT_WORDS,
  runUrl?: string,
  previousPr?: string
): string {
  const id = codeSpan(outcome.job.id ?? 'unknown')
  const link = outcome.job.prLink ?? ''
  switch (outcome.result) {
    case 'pr':
      if (previousPr && previousPr === link) {
        return `✅ Revised: the agent updated ${markdownLink(link)} (job ${id}).${runLink(runUrl)}`
      }
      if (previousPr) {
        return `✅ Done: the agent opened a different pull request, ${markdownLink(link)} (job ${id}; it worked on ${markdownLink(previousPr)} before).${runLink(runUrl)}`
      }
      return `✅ Done: the agent opened ${markdownLink(link)} (job ${id}).${runLink(runUrl)}`
    case 'no-pr':
      if (previousPr !== undefined) {
        const stays = previousPr ? `: ${markdownLink(previousPr)} stays as it was` : ''
        return `✅ Job ${id} took the request and changed no file${stays}.${runLink(runUrl)}`
      }
      return `${words.noPr(id)}${runLink(runUrl)}`
    case 'archived':
      return `⚠️ Job ${id} was archived before it finished; no pull request was made.${runLink(runUrl)}`
    case 'failed':
      return `❌ Job ${id} failed. The API gives no reason: open the job in the Mintlify dashboard, then ${words.retry}.${runLink(runUrl)}`
    case 'timeout':
      return `⏳ This workflow stopped waiting for job ${id} (status ${codeSpan(outcome.job.status ?? 'unknown')}) when its time limit ran out. ${STILL_RUNNING}${runLink(runUrl)}`
    case 'pending':
      return `🚀 Started job ${id}. This workflow does not wait for it; the agent opens its pull request when it finishes.${runLink(runUrl)}`
  }
}

/** A request that continues a job which can no longer take messages goes to a new job. */
export function refusedFollowUpText(jobId: string, why: string, runUrl?: string): string {
  return `↪️ Job ${codeSpan(jobId)} can no longer take messages (${plainText(why)}), so this request starts a new job, told what the earlier one was. This comment is updated when it ends.${runLink(runUrl)}`
}

/**
 * The note on a pull request the agent opened: which request opened it, and how to revise it. The
 * job marker that follows it (job-marker.ts) is what a later `/docs-agent` here continues.
 */
export function agentPrText(
  jobId: string,
  trigger: string,
  origin: { what: string; url?: string } | undefined,
  runUrl?: string
): string {
  // A link target may not hold parentheses or spaces; safeUrl has already encoded the spaces.
  const href = origin?.url && safeUrl(origin.url)?.replace(/[()]/g, encodeURIComponent)
  const asked = href
    ? `[${plainText(origin?.what)}](${href})`
    : origin
      ? plainText(origin.what)
      : runUrl
        ? `[a workflow run](${runUrl})`
        : 'a workflow run'
  return [
    `🤖 Mintlify's agent opened this pull request for ${asked} (job ${codeSpan(jobId)}).`,
    `To revise it, comment ${codeSpan(`${trigger} <change>`)} here, e.g. ${codeSpan(`${trigger} shorter, and link the retry guide`)}, or start a review with it. The change goes to the same job, on this branch. ${codeSpan(`${trigger} --new <request>`)} starts a fresh job instead. Write access is needed.`
  ].join('\n\n')
}

/** The permission check could not be made: nothing ran, and the commenter is told to ask again. */
export function uncheckedText(commenter: string, why: string, runUrl?: string): string {
  return `⚠️ **This request was not run.** GitHub did not answer the check of ${plainText(`@${commenter}`)}'s permission on this repository (${plainText(why)}), even after retries, so nothing was started. **What to do:** comment again in a few minutes.${runLink(runUrl)}`
}

/** The thread could not be read: it may hold a job this request continues, so none was started. */
export function unreadableThreadText(why: string, runUrl?: string): string {
  return `⚠️ **This request was not run.** GitHub did not answer when the action read this conversation to find the agent job it continues (${plainText(why)}), even after retries. Starting a new job could make a second docs pull request, so nothing was started. **What to do:** comment again in a few minutes.${runLink(runUrl)}`
}

/** A review whose inline comments could not be read: what it asks is not known. */
export function unreadableReviewText(why: string, runUrl?: string): string {
  return `⚠️ **This request was not run.** GitHub did not answer when the action read this review's inline comments (${plainText(why)}), even after retries, so what the review asks is not known and nothing was started. **What to do:** comment again in a few minutes.${runLink(runUrl)}`
}

export function cancelledText(jobId: string | undefined, runUrl?: string): string {
  if (!jobId) {
    return `⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again.${runLink(runUrl)}`
  }
  return `⏹️ The workflow run was cancelled, but job ${codeSpan(jobId)} was already started. ${STILL_RUNNING}${runLink(runUrl)}`
}

/**
 * A failure as prose that wraps on a phone: what happened first, then what to do, each as inert
 * text; the job and the run in a collapsed block below.
 */
export function errorText(message: string, jobId: string | undefined, runUrl?: string): string {
  const { what, fix } = splitMessage(message)
  const lines = [`❌ **The docs agent could not finish this request.** ${messageText(what)}`]
  if (fix) lines.push(`**What to do:** ${messageText(fix)}`)
  const details = [
    jobId ? `Job ${codeSpan(jobId)}.` : 'No job was started.',
    runUrl ? `The [workflow run](${runUrl})'s log has every request and answer.` : ''
  ]
    .filter(Boolean)
    .join(' ')
  lines.push(`<details><summary>Details</summary>\n\n${details}\n\n</details>`)
  return lines.join('\n\n')
}

/**
 * The action's error messages say what happened in their first sentence and what to do after it.
 * A sentence ends at a full stop followed by a space and a capital letter.
 */
export function splitMessage(message: string): { what: string; fix: string } {
  const end = /[.!?]\s+(?=[A-Z])/.exec(message)
  if (!end) return { what: message, fix: '' }
  const at = end.index + 1
  return { what: message.slice(0, at), fix: message.slice(at).trim() }
}

/** The first version of a reply, before the run knows whether its request waits. */
export function receivedText(runUrl?: string): string {
  return `👀 On it: this request is being read. This comment is updated as it goes.${runLink(runUrl)}`
}

/** The request waits for an earlier one in the same conversation, or for the job to finish. */
export function waitingTurnText(why: string, runUrl?: string): string {
  return `⏳ Waiting: ${plainText(why)}. This request then goes to the same agent job, and this comment is updated.${runLink(runUrl)}`
}

/** A run that died (its lease ran out): another run says so in its place. */
export function stoppedRunText(): string {
  return '⚠️ This run stopped before it finished (its runner was lost or stopped), so nothing more happens for this request here. Comment again to ask once more.'
}
