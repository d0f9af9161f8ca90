/**
 * The comment trigger's orchestration: screen the event (comment-event.ts), check the commenter on
 * GitHub (github.ts), then run the agent with one reply that follows it (agent-reply.ts).
 */
import * as core from '@actions/core'
import type { AgentDeps } from '../agent/agent.js'
import {
  buildPrompt,
  screenEvent,
  splitNew,
  type CommentPayload,
  type Screening
} from './request/comment-event.js'
import { noteOnAgentPr } from './agent-pr.js'
import { Input } from '../action/constants.js'
import { CommentReply } from './github/reply.js'
import { hasWriteAccess, listReviewComments, readSubject } from './github/calls.js'
import { createGitHubClient, type GitHubClient } from '../github/client.js'
import { GitHubUnavailableError } from './github/errors.js'
import { answerInTurn, turnOptionsOf } from './conversation/in-turn.js'
import type { AgentConfig } from '../action/inputs.js'
import type { AgentOutcome, SkippedOutcome } from '../action/outcomes.js'
import { replyMarker } from './github/reply.js'
import { unreadableReviewText, uncheckedText, usageText } from './conversation/reply-texts.js'
import { PromptText } from './request/prompt-text.js'
import {
  MAX_REVIEW_COMMENTS,
  MAX_REVIEW_REQUEST_CHARS,
  reviewRequest,
  type ReviewRequest
} from './request/review-request.js'
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
  const screening = screenEvent(event, config.commentTrigger, runner.repository, config.issueLabel)
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
  const what = screening.labeled
    ? `label ${config.issueLabel} on`
    : screening.review
      ? 'review of'
      : 'comment on'
  deps.record.request({
    what: `${what} ${screening.subject.kind} #${target.issueNumber}`,
    url: screening.commentUrl,
    by: commenter,
    byUrl: runner.serverUrl && `${runner.serverUrl}/${commenter}`
  })
  // A labelled issue gets a reply per labelling: labelling it again starts a fresh job.
  const marker = replyMarker(
    screening.labeled
      ? `label=${target.issueNumber}@${target.createdAt ?? ''}`
      : `${target.commentKind === 'pull-review' ? 'review' : 'comment'}=${target.commentId}`
  )
  const reply = new CommentReply(octokit, target, {
    marker,
    secrets: [config.apiKey, config.githubToken],
    // A re-run takes its turn after the requests made since, under a new reply.
    requeue: true
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
  const { octokit, reply, screening } = context
  const { target, commenter } = screening
  // A review asks when its body or an inline comment does: read them before anything else.
  let review: ReviewRequest | undefined
  const text = new PromptText()
  if (screening.review) {
    const read = await listReviewComments(octokit, target, screening.review.id, MAX_REVIEW_COMMENTS)
    if ('unreadable' in read) {
      if (!screening.review.bodyAsks) {
        // Never dropped without a word: the reviewer is told to ask again, as for an unreadable thread.
        await reply.post(unreadableReviewText(read.unreadable, runner.runUrl))
        throw new GitHubUnavailableError(
          `The inline comments of review ${screening.review.id} could not be read on GitHub (${read.unreadable}), so it is not known whether the review asks the agent; nothing was started. Re-run the workflow in a few minutes.`
        )
      }
      core.warning(
        'The review is answered from its body alone: its inline comments could not be read.'
      )
    }
    review = reviewRequest(
      {
        bodyRequest: splitNew(screening.request).request,
        bodyAsks: screening.review.bodyAsks,
        reviewer: commenter,
        more: 'more' in read && read.more
      },
      'comments' in read ? read.comments : [],
      config.commentTrigger,
      text
    )
    if (!screening.review.bodyAsks && review.comments === 0) {
      return skip(
        deps,
        `neither the review nor its inline comments start with ${config.commentTrigger}`,
        core.info
      )
    }
  }
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

  const split = splitNew(screening.request)
  // A labelling is a fresh request each time; its words are the issue's, given as context.
  const fresh = split.fresh || screening.labeled !== undefined
  const request = screening.labeled
    ? `Make the documentation change that ${screening.subject.kind} #${target.issueNumber} asks for, described below. If it asks for no change to the docs, make none.`
    : (review?.request ?? split.request)
  if (!request) {
    await reply.post(usageText(config.commentTrigger))
    return skip(deps, `the comment has ${config.commentTrigger} but no request`, core.notice)
  }

  await reply.react()
  const subject = await readSubject(octokit, target, screening.subject)
  const prompt = buildPrompt(
    request,
    {
      ...screening,
      subject,
      maxRequestChars: review ? MAX_REVIEW_REQUEST_CHARS : undefined,
      description: screening.labeled && {
        author: screening.labeled.author,
        body: screening.labeled.body
      }
    },
    text
  )
  deps.record.promptCleaned(text.report())
  core.info(`Request from @${commenter} on ${subject.kind} #${subject.number}.`)
  const { repository } = screening
  const place = { repository, thread: target.issueNumber }
  // Unless asked for a fresh job, a conversation that has one continues it; requests made at the
  // same moment take turns, so that they make one job (turns.ts).
  const turnOptions = turnOptionsOf(
    {
      octokit,
      reply,
      thread: { owner: target.owner, repo: target.repo, issueNumber: target.issueNumber },
      place,
      fresh,
      requestedAt: target.createdAt
    },
    config,
    deps,
    runner
  )
  const note = review && review.notes.length > 0 ? review.notes.join(' ') : undefined
  if (review && review.comments > 0) {
    core.info(`The review's request holds ${review.comments} inline comment(s).`)
  }
  const { outcome, previousPr } = await answerInTurn(turnOptions, {
    config,
    deps,
    prompt,
    texts: { runUrl: runner.runUrl, conversation: place, note },
    unreadable: (why) =>
      `The comments of #${target.issueNumber} could not be read on GitHub (${why}), so it is not known whether the request continues an agent job; nothing was started, so that no second job and pull request is made. Comment again in a few minutes.`
  })
  if (outcome.result === 'pr' && outcome.job.prLink !== previousPr) {
    await noteOnAgentPr(outcome.job, config, runner, {
      octokit,
      origin: deps.record.report.request,
      home: place.thread
    })
  }
  return outcome
}
