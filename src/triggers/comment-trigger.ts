/**
 * The comment trigger's orchestration: screen the event (comment-event.ts), check the commenter on
 * GitHub (github.ts), then run the agent with one reply that follows it (agent-reply.ts).
 */
import * as core from '@actions/core'
import type { AgentDeps } from '../agent/agent.js'
import { runAgentWithReply } from './agent-reply.js'
import { buildPrompt, screenEvent, splitNew, type CommentPayload } from './comment-event.js'
import { continueConversation } from './conversation.js'
import { noteOnAgentPr } from './agent-pr.js'
import { Input } from '../action/constants.js'
import {
  CommentReply,
  createGitHubClient,
  findConversationJob,
  hasWriteAccess,
  readSubject
} from './github.js'
import type { AgentConfig } from '../action/inputs.js'
import type { AgentOutcome, SkippedOutcome } from '../action/outcomes.js'
import { replyMarker, usageText } from './reply-texts.js'
import { PromptText } from './prompt-text.js'
import type { RunnerContext } from '../action/runner.js'

function skip(deps: AgentDeps, reason: string, log: (message: string) => void): SkippedOutcome {
  deps.record.skipped(reason)
  log(`No agent run: ${reason}.`)
  return { result: 'skipped', reason }
}

/**
 * Agent mode on a comment event (or a submitted review) with no `prompt`: the comment is the
 * request. Skips (output `skipped=true`, no Admin API call) unless a person with write access wrote
 * the trigger phrase in a new comment; otherwise reacts 👀, and either continues the conversation's
 * job (conversation.ts) or, for a first request or `--new …`, starts one with a prompt that says where
 * the request came from. One reply comment, edited as the job moves on, answers and names the job;
 * a new pull request in this repository gets a note on how to revise it (agent-pr.ts). GitHub
 * failures are warnings: they never fail the step or hide the agent's result.
 */
export async function runFromComment(
  config: AgentConfig,
  deps: AgentDeps,
  runner: RunnerContext
): Promise<AgentOutcome | SkippedOutcome> {
  const event = { name: runner.eventName, payload: runner.payload as CommentPayload }
  const screening = screenEvent(event, config.commentTrigger, runner.repository)
  if (!screening.run) return skip(deps, screening.reason, core.info)

  if (!config.githubToken) {
    return skip(
      deps,
      `input '${Input.GithubToken}' is empty, so the commenter's permission cannot be checked. Leave it unset (it defaults to \${{ github.token }})`,
      core.warning
    )
  }
  const octokit = createGitHubClient(config.githubToken, runner.apiUrl)
  const { target, commenter } = screening
  deps.record.request({
    what: `comment on ${screening.subject.kind} #${target.issueNumber}`,
    url: screening.commentUrl,
    by: commenter,
    byUrl: runner.serverUrl && `${runner.serverUrl}/${commenter}`
  })
  const access = await hasWriteAccess(octokit, target.owner, target.repo, commenter)
  if (!access) {
    return skip(deps, `the permission of @${commenter} could not be checked`, core.warning)
  }
  if (!access.allowed) {
    return skip(
      deps,
      `@${commenter} has '${access.permission}' permission on ${screening.repository}; starting the agent needs write, maintain or admin`,
      core.notice
    )
  }

  const kind = target.commentKind === 'pull-review' ? 'review' : 'comment'
  const marker = replyMarker(`${kind}=${target.commentId}`)
  const reply = new CommentReply(octokit, target, {
    marker,
    secrets: [config.apiKey, config.githubToken]
  })
  const { fresh, request } = splitNew(screening.request)
  if (!request) {
    await reply.post(usageText(config.commentTrigger))
    return skip(deps, `the comment has ${config.commentTrigger} but no request`, core.notice)
  }

  await reply.react()
  const subject = await readSubject(octokit, target, screening.subject)
  const text = new PromptText()
  const prompt = buildPrompt(request, { ...screening, subject }, text)
  deps.record.promptCleaned(text.report())
  core.info(`Request from @${commenter} on ${subject.kind} #${subject.number}.`)
  const { repository } = screening
  // Unless asked for a fresh job, a conversation that has one continues it.
  const conversation = fresh
    ? undefined
    : await findConversationJob(
        octokit,
        { owner: target.owner, repo: target.repo, issueNumber: target.issueNumber },
        repository,
        config.apiKey,
        marker
      )

  const texts = {
    runUrl: runner.runUrl,
    conversation: { repository, thread: target.issueNumber }
  }
  const { outcome, previousPr } = conversation
    ? await continueConversation(config, deps, reply, texts, conversation, prompt)
    : { outcome: await runAgentWithReply({ ...config, prompt }, deps, reply, texts) }
  if (outcome.result === 'pr' && outcome.job.prLink !== previousPr) {
    await noteOnAgentPr(outcome.job, config, runner, {
      octokit,
      origin: deps.record.report.request
    })
  }
  return outcome
}
