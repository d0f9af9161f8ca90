/**
 * The comment trigger's orchestration: screen the event (comment-event.ts), check the commenter on
 * GitHub (github.ts), then run the agent with one reply that follows it (agent-reply.ts).
 */
import * as core from '@actions/core'
import type { AgentDeps } from '../agent/agent.js'
import { runAgentWithReply } from './agent-reply.js'
import {
  buildPrompt,
  screenEvent,
  splitNew,
  type CommentPayload,
  type Screening
} from './comment-event.js'
import { continueConversation } from './conversation.js'
import { noteOnAgentPr } from './agent-pr.js'
import { Input } from '../action/constants.js'
import {
  CommentReply,
  createGitHubClient,
  findConversationJob,
  hasWriteAccess,
  readSubject,
  type GitHubClient
} from './github.js'
import { GitHubUnavailableError } from './errors.js'
import type { AgentConfig } from '../action/inputs.js'
import type { AgentOutcome, SkippedOutcome } from '../action/outcomes.js'
import { replyMarker, unreadableThreadText, uncheckedText, usageText } from './reply-texts.js'
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
 * a new pull request in this repository gets a note on how to revise it (agent-pr.ts). A GitHub
 * call the request cannot do without (the permission check, reading the thread) that still fails
 * after its retries runs nothing, tells the commenter and fails the step; any other GitHub failure
 * is a warning that never hides the agent's result.
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
  const octokit = createGitHubClient(config.githubToken, runner.apiUrl, {
    backoffMs: runner.githubBackoffMs,
    remainingMs: () => deps.deadline.remaining()
  })
  const { target, commenter } = screening
  deps.record.request({
    what: `comment on ${screening.subject.kind} #${target.issueNumber}`,
    url: screening.commentUrl,
    by: commenter,
    byUrl: runner.serverUrl && `${runner.serverUrl}/${commenter}`
  })
  const kind = target.commentKind === 'pull-review' ? 'review' : 'comment'
  const marker = replyMarker(`${kind}=${target.commentId}`)
  const reply = new CommentReply(octokit, target, {
    marker,
    secrets: [config.apiKey, config.githubToken]
  })
  try {
    return await answer(config, deps, runner, { octokit, reply, marker, screening })
  } finally {
    // A reply GitHub refused is tried once more; if it still fails, the summary says where it belongs.
    if (!(await reply.settle())) {
      deps.record.replyMissing(
        screening.subject.url ?? screening.commentUrl ?? `#${target.issueNumber}`
      )
    }
  }
}

/** The request of a comment that passed the screening: checked, then run or followed up. */
async function answer(
  config: AgentConfig,
  deps: AgentDeps,
  runner: RunnerContext,
  context: {
    octokit: GitHubClient
    reply: CommentReply
    marker: string
    screening: Extract<Screening, { run: true }>
  }
): Promise<AgentOutcome | SkippedOutcome> {
  const { octokit, reply, marker, screening } = context
  const { target, commenter } = screening
  const access = await hasWriteAccess(octokit, target.owner, target.repo, commenter)
  if ('unchecked' in access) {
    // Never run unchecked, and never dropped without a word: the commenter is told to ask again.
    await reply.post(uncheckedText(commenter, access.unchecked, runner.runUrl))
    throw new GitHubUnavailableError(
      `The permission of @${commenter} could not be checked on GitHub (${access.unchecked}), so the request was not run. The reply on the ${screening.subject.kind} says so; comment again in a few minutes.`
    )
  }
  if (!access.allowed) {
    return skip(
      deps,
      `@${commenter} has '${access.permission}' permission on ${screening.repository}; starting the agent needs write, maintain or admin`,
      core.notice
    )
  }

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
    ? {}
    : await findConversationJob(
        octokit,
        { owner: target.owner, repo: target.repo, issueNumber: target.issueNumber },
        repository,
        config.apiKey,
        marker
      )
  if (conversation.unreadable !== undefined) {
    // It may hold the job this request continues: a new job could make a second pull request.
    await reply.post(unreadableThreadText(conversation.unreadable, runner.runUrl))
    throw new GitHubUnavailableError(
      `The comments of #${target.issueNumber} could not be read on GitHub (${conversation.unreadable}), so it is not known whether the request continues an agent job; nothing was started, so that no second job and pull request is made. Comment again in a few minutes.`
    )
  }

  const texts = {
    runUrl: runner.runUrl,
    conversation: { repository, thread: target.issueNumber }
  }
  const { outcome, previousPr } = conversation.jobId
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
