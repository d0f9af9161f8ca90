/**
 * The texts of the action's replies on GitHub (comment triggers, merged pull requests). Server text
 * goes in as code spans or a checked autolink only (src/util/untrusted.ts).
 */
import type { AgentOutcome } from '../action/outcomes.js'
import type { AgentJob } from '../api/api.js'
import { Input } from '../action/constants.js'
import { codeSpan, markdownLink } from '../util/untrusted.js'

/** Every reply this action writes starts with this, so the trigger can ignore the action's own comments. */
export const REPLY_MARKER_PREFIX = '<!-- mintlify-admin-action:reply'

/** The hidden first line of a reply, naming what it answers (`comment=<id>`, `merged-pr=<n>`). */
export function replyMarker(key: string): string {
  return `${REPLY_MARKER_PREFIX} ${key} -->`
}

/** A fenced block longer than any run of backticks inside, so the text cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}text\n${text}\n${fence}`
}

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

/** How a reply words the outcomes that differ between triggers. */
export interface OutcomeWords {
  /** A completed job without a pull request. */
  noPr: (id: string) => string
  /** What to do after a failed job. */
  retry: string
}

const COMMENT_WORDS: OutcomeWords = {
  noPr: (id) => `✅ Job ${id} completed with no changes: the agent opened no pull request.`,
  retry: 'comment again to retry'
}

/** A reply on a merged pull request words the quiet outcome and the retry its own way. */
export const MERGED_WORDS: OutcomeWords = {
  noPr: (id) => `✅ No docs changes needed: job ${id} found the docs already cover this change.`,
  retry: 're-run the workflow to retry'
}

export function outcomeText(
  outcome: AgentOutcome,
  words: OutcomeWords = COMMENT_WORDS,
  runUrl?: string
): string {
  const id = codeSpan(outcome.job.id ?? 'unknown')
  const link = outcome.job.prLink ?? ''
  switch (outcome.result) {
    case 'pr':
      return `✅ Done: the agent opened ${markdownLink(link)} (job ${id}).${runLink(runUrl)}`
    case 'no-pr':
      return `${words.noPr(id)}${runLink(runUrl)}`
    case 'archived':
      return `⚠️ Job ${id} was archived before it finished; no pull request was made.${runLink(runUrl)}`
    case 'failed':
      return `❌ Job ${id} failed. The API gives no reason: open the job in the Mintlify dashboard, then ${words.retry}.${runLink(runUrl)}`
    case 'timeout':
      return `⏳ Job ${id} was still running (status ${codeSpan(outcome.job.status ?? 'unknown')}) when the step's timeout ran out. It keeps running at Mintlify and opens its pull request when it finishes; to wait for it, run the action with ${codeSpan(`job-id: ${outcome.job.id ?? ''}`)} and no prompt, or raise ${codeSpan(Input.Timeout)}.${runLink(runUrl)}`
    case 'pending':
      return `🚀 Started job ${id}; this step does not wait for it (${codeSpan('wait: false')}). Follow it with ${codeSpan(`job-id: ${outcome.job.id ?? ''}`)}.${runLink(runUrl)}`
  }
}

export function cancelledText(jobId: string | undefined, runUrl?: string): string {
  if (!jobId) {
    return `⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again.${runLink(runUrl)}`
  }
  return `⏹️ The workflow run was cancelled, but agent job ${codeSpan(jobId)} keeps running at Mintlify and opens its pull request when it finishes. To wait for it, run the action with ${codeSpan(`job-id: ${jobId}`)} and no prompt.${runLink(runUrl)}`
}

export function errorText(message: string, jobId: string | undefined, runUrl?: string): string {
  const job = jobId ? ` (job ${codeSpan(jobId)})` : ''
  return `❌ The run failed${job}:\n\n${fenced(message)}${runLink(runUrl)}`
}
