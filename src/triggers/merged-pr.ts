import * as core from '@actions/core'
import type { AgentDeps } from '../agent/agent.js'
import { runAgentWithReply } from './conversation/agent-reply.js'
import { answerInTurn, turnOptionsOf } from './conversation/in-turn.js'
import { Input } from '../action/constants.js'
import { CommentReply } from './github/reply.js'
import { listChangedFiles } from './github/calls.js'
import { createGitHubClient } from '../github/client.js'
import type { AgentConfig } from '../action/inputs.js'
import {
  buildMergedPrompt,
  DEFAULT_MERGED_PR_INSTRUCTIONS,
  LIMITS,
  screenPullRequest,
  type PullRequestPayload
} from './request/merged-pr-event.js'
import type { AgentOutcome, SkippedOutcome } from '../action/outcomes.js'
import { MERGED_WORDS } from './conversation/reply-texts.js'
import { replyMarker } from './github/reply.js'
import { noteOnAgentPr } from './agent-pr.js'
import { PromptText } from './request/prompt-text.js'
import type { RunnerContext } from '../action/runner.js'
import { inert } from '../util/untrusted.js'

/**
 * Agent mode on a closed pull request with no `job-id`: a merged one (carrying `pr-label`, when set)
 * asks the agent to update the docs for it, and one comment on the pull request follows the job.
 * Anything else is skipped (output `skipped=true`, a notice, no Admin API call).
 */
export async function runForMergedPull(
  config: AgentConfig,
  deps: AgentDeps,
  runner: RunnerContext
): Promise<AgentOutcome | SkippedOutcome> {
  const payload = runner.payload as PullRequestPayload
  const screening = screenPullRequest(payload, config.prLabel, runner.repository)
  if (!screening.run) {
    deps.record.skipped(screening.reason)
    core.notice(`No agent run: ${inert(screening.reason)}.`)
    return { result: 'skipped', reason: screening.reason }
  }
  const { pull } = screening
  deps.record.request({
    what: `merged pull request #${pull.number}`,
    url: pull.url,
    by: pull.mergedBy,
    byUrl: pull.mergedBy && runner.serverUrl && `${runner.serverUrl}/${pull.mergedBy}`
  })
  const octokit = config.githubToken
    ? createGitHubClient(config.githubToken, runner.apiUrl, {
        backoffMs: runner.githubBackoffMs,
        remainingMs: () => deps.deadline.remaining()
      })
    : undefined
  if (!octokit) {
    core.warning(
      `Input '${Input.GithubToken}' is empty: the changed files are not listed in the prompt and no comment is written on the pull request.`
    )
  }
  const files = octokit ? await listChangedFiles(octokit, pull, LIMITS.files) : undefined
  const text = new PromptText()
  const prompt = buildMergedPrompt(
    config.prompt || DEFAULT_MERGED_PR_INSTRUCTIONS,
    pull,
    files,
    text
  )
  deps.record.promptCleaned(text.report())
  core.info(`Docs for merged pull request #${pull.number} ${inert(JSON.stringify(pull.title))}.`)
  const reply = octokit
    ? new CommentReply(
        octokit,
        {
          owner: pull.owner,
          repo: pull.repo,
          issueNumber: pull.number,
          commentId: 0,
          commentKind: 'issue',
          createdAt: pull.mergedAt
        },
        {
          marker: replyMarker(`merged-pr=${pull.number}`),
          secrets: [config.apiKey, config.githubToken],
          requeue: true
        }
      )
    : undefined
  const place = {
    repository: runner.repository ?? `${pull.owner}/${pull.repo}`,
    thread: pull.number
  }
  const texts = {
    words: MERGED_WORDS,
    runUrl: runner.runUrl,
    // A later `/docs-agent …` on this pull request continues this job (conversation.ts).
    conversation: place
  }
  try {
    if (!octokit || !reply)
      return await runAgentWithReply({ ...config, prompt }, deps, reply, texts)
    // A comment on the merged pull request at the same moment is a request of the same
    // conversation: they take turns, so that they make one job (turns.ts).
    const turnOptions = turnOptionsOf(
      {
        octokit,
        reply,
        thread: { owner: pull.owner, repo: pull.repo, issueNumber: pull.number },
        place,
        fresh: false,
        requestedAt: pull.mergedAt
      },
      config,
      deps,
      runner
    )
    const { outcome, previousPr } = await answerInTurn(turnOptions, {
      config,
      deps,
      prompt,
      texts,
      unreadable: (why) =>
        `The merged pull request's request was not run: ${why}. Re-run the workflow in a few minutes.`
    })
    if (outcome.result === 'pr' && outcome.job.prLink !== previousPr) {
      await noteOnAgentPr(outcome.job, config, runner, {
        octokit,
        origin: deps.record.report.request,
        home: pull.number
      })
    }
    return outcome
  } finally {
    if (reply && !(await reply.settle())) deps.record.replyMissing(pull.url ?? `#${pull.number}`)
  }
}
