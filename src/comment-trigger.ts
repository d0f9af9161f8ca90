import * as core from '@actions/core'
import type { AgentDeps } from './agent.js'
import { Input } from './constants.js'
import { isCommentEvent } from './events.js'
import type { AgentConfig } from './inputs.js'
import { runAgentWithReply } from './agent-reply.js'
import type { AgentOutcome, SkippedOutcome } from './outcomes.js'
import { usageText } from './reply-texts.js'
import type { RunnerContext } from './runner.js'
import {
  CommentReply,
  createGitHubClient,
  REPLY_MARKER_PREFIX,
  tryGitHub,
  type CommentTarget,
  type GitHubClient
} from './github-reply.js'

interface GitHubUser {
  login?: string
  type?: string
}

/** The fields of an issue_comment / pull_request_review_comment payload this action reads. */
export interface CommentPayload {
  action?: string
  comment?: {
    id?: number
    body?: string | null
    user?: GitHubUser | null
    html_url?: string
    created_at?: string
  }
  issue?: { number?: number; title?: string; html_url?: string; pull_request?: unknown }
  pull_request?: {
    number?: number
    title?: string
    html_url?: string
    head?: { ref?: string; repo?: { full_name?: string } | null }
  }
  repository?: { full_name?: string }
  sender?: GitHubUser | null
}

export interface GitHubEvent {
  name: string
  payload: CommentPayload
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * The request written after `trigger` at the start of `body` (after leading white space), trimmed;
 * '' when the trigger stands alone; undefined when the comment does not start with the trigger
 * followed by white space or its end (`/docs-agentfoo` is not a trigger).
 */
export function matchTrigger(body: string, trigger: string): string | undefined {
  const match = new RegExp(`^\\s*${escapeRegExp(trigger)}(?:\\s([\\s\\S]*))?$`).exec(body)
  if (!match) return undefined
  return (match[1] ?? '').replace(/\r\n?/g, '\n').trim()
}

/** What the comment is attached to, as the prompt describes it. */
export interface Subject {
  kind: 'pull request' | 'issue'
  number: number
  title?: string
  url?: string
  headRef?: string
  headRepository?: string
}

export type Screening =
  | { run: false; reason: string }
  | {
      run: true
      /** The text after the trigger; may be empty (the usage reply answers it). */
      request: string
      commenter: string
      commentUrl?: string
      repository: string
      target: CommentTarget
      subject: Subject
    }

function isBot(user: GitHubUser | null | undefined): boolean {
  return user?.type === 'Bot' || (user?.login ?? '').endsWith('[bot]')
}

/**
 * Decides from the payload alone whether the comment asks for a run; the permission check, which
 * needs the API, comes after. `repository` is owner/name (GITHUB_REPOSITORY).
 */
export function screenEvent(
  event: GitHubEvent,
  trigger: string,
  repository: string | undefined
): Screening {
  const { payload } = event
  if (!isCommentEvent(event.name)) {
    return { run: false, reason: `the event ${event.name || '(none)'} is not a comment event` }
  }
  if (payload.action !== 'created') {
    return { run: false, reason: `the comment was ${payload.action ?? 'changed'}, not created` }
  }
  const comment = payload.comment
  const author = comment?.user ?? payload.sender
  if (isBot(author)) {
    return { run: false, reason: `the comment is by the bot ${author?.login ?? ''}`.trimEnd() }
  }
  const body = comment?.body ?? ''
  if (body.includes(REPLY_MARKER_PREFIX)) {
    return { run: false, reason: "the comment is this action's own reply" }
  }
  const request = matchTrigger(body, trigger)
  if (request === undefined) {
    return { run: false, reason: `the comment does not start with ${trigger}` }
  }
  const fullName = repository || payload.repository?.full_name || ''
  const [owner, repo] = fullName.split('/')
  const number = payload.pull_request?.number ?? payload.issue?.number
  if (!owner || !repo || comment?.id === undefined || number === undefined || !author?.login) {
    return {
      run: false,
      reason: 'the event payload lacks the repository, comment, author or issue number'
    }
  }
  const subject: Subject = payload.pull_request
    ? {
        kind: 'pull request',
        number,
        title: payload.pull_request.title,
        url: payload.pull_request.html_url,
        headRef: payload.pull_request.head?.ref,
        headRepository: payload.pull_request.head?.repo?.full_name
      }
    : {
        kind: payload.issue?.pull_request ? 'pull request' : 'issue',
        number,
        title: payload.issue?.title,
        url: payload.issue?.html_url
      }
  return {
    run: true,
    request,
    commenter: author.login,
    commentUrl: comment.html_url,
    repository: `${owner}/${repo}`,
    target: {
      owner,
      repo,
      issueNumber: number,
      commentId: comment.id,
      commentKind: event.name === 'pull_request_review_comment' ? 'review' : 'issue',
      createdAt: comment.created_at
    },
    subject
  }
}

/** Roles that can push to the repository; `maintain` is reported as `write` in `permission`. */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write'])

/**
 * Asks GitHub for the commenter's permission on the repository. `author_association` in the payload
 * is not enough: MEMBER or CONTRIBUTOR says nothing about push access to this repository.
 * undefined when the question could not be answered (the warning is already logged).
 */
export async function hasWriteAccess(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  username: string
): Promise<{ allowed: boolean; permission: string } | undefined> {
  const response = await tryGitHub('check the commenter’s permission', ({ signal }) =>
    octokit.rest.repos.getCollaboratorPermissionLevel({
      owner,
      repo,
      username,
      request: { signal }
    })
  )
  if (!response) return undefined
  const { permission, role_name: role } = response.data
  return {
    allowed: WRITE_ROLES.has(permission) || WRITE_ROLES.has(role),
    permission: role || permission
  }
}

/** Fills in the pull request's title, link and head branch from the API; the payload is the fallback. */
export async function readSubject(
  octokit: GitHubClient,
  target: CommentTarget,
  subject: Subject
): Promise<Subject> {
  if (subject.kind !== 'pull request') return subject
  const response = await tryGitHub('read the pull request', ({ signal }) =>
    octokit.rest.pulls.get({
      owner: target.owner,
      repo: target.repo,
      pull_number: target.issueNumber,
      request: { signal }
    })
  )
  if (!response) return subject
  const pull = response.data
  return {
    ...subject,
    title: pull.title,
    url: pull.html_url,
    headRef: pull.head.ref,
    headRepository: pull.head.repo?.full_name ?? subject.headRepository
  }
}

function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** The prompt sent to the agent: the request, then where it came from. */
export function buildPrompt(
  request: string,
  context: { repository: string; subject: Subject; commenter: string; commentUrl?: string }
): string {
  const { repository, subject } = context
  const label = subject.kind === 'pull request' ? 'Pull request' : 'Issue'
  const lines = [
    request,
    '',
    '---',
    'Context of this request (from GitHub):',
    `- Repository: ${repository}`,
    `- ${label}: #${subject.number}${subject.title ? ` "${oneLine(subject.title)}"` : ''}${subject.url ? ` (${subject.url})` : ''}`
  ]
  if (subject.headRef) {
    const fork =
      subject.headRepository && subject.headRepository !== repository
        ? ` (in the fork ${subject.headRepository})`
        : ''
    lines.push(`- Head branch: ${subject.headRef}${fork}`)
  }
  lines.push(
    `- Requested by: @${context.commenter}${context.commentUrl ? ` in ${context.commentUrl}` : ''}`
  )
  return lines.join('\n')
}

function skip(deps: AgentDeps, reason: string, log: (message: string) => void): SkippedOutcome {
  deps.record.skipped(reason)
  log(`No agent run: ${reason}.`)
  return { result: 'skipped', reason }
}

/**
 * Agent mode on a comment event with no `prompt`: the comment is the request. Skips (output
 * `skipped=true`, no Admin API call) unless a person with write access wrote the trigger phrase in a
 * new comment; otherwise reacts 👀, runs the agent with a prompt that says where the request came
 * from, and answers in one reply comment that is edited as the job moves on. GitHub failures are
 * warnings: they never fail the step or hide the agent's result.
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

  const reply = new CommentReply(octokit, target, {
    secrets: [config.apiKey, config.githubToken]
  })
  if (!screening.request) {
    await reply.post(usageText(config.commentTrigger))
    return skip(deps, `the comment has ${config.commentTrigger} but no request`, core.notice)
  }

  await reply.react()
  const subject = await readSubject(octokit, target, screening.subject)
  const prompt = buildPrompt(screening.request, { ...screening, subject })
  core.info(`Request from @${commenter} on ${subject.kind} #${subject.number}.`)

  return runAgentWithReply({ ...config, prompt }, deps, reply, { runUrl: runner.runUrl })
}
