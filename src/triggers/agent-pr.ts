/**
 * The note the action leaves on a pull request its agent opened, when that pull request is in the
 * workflow's own repository: which request opened it, the job, and how to revise it by commenting.
 * Its hidden job marker is what a later `/docs-agent <change>` there continues (conversation.ts).
 */
import * as core from '@actions/core'
import type { AgentJob } from '../api/api.js'
import { CommentReply } from './github/reply.js'
import { ownPullNumber } from './github/thread.js'
import { createGitHubClient, type GitHubClient } from '../github/client.js'
import { jobMarker } from './github/job-marker.js'
import { agentPrText } from './conversation/reply-texts.js'
import { replyMarker } from './github/reply.js'
import type { RunnerContext } from '../action/runner.js'
import type { RunRequest } from '../action/report.js'
import type { AgentConfig } from '../action/inputs.js'

/**
 * Leaves (or updates) the note on the job's pull request. Nothing when the pull request is in
 * another repository (the workflow's token could not write there) or there is no token; GitHub's
 * failures are warnings (tryGitHub). `origin` is what asked for the job; the run when absent.
 */
export async function noteOnAgentPr(
  job: AgentJob,
  config: Pick<AgentConfig, 'githubToken' | 'commentTrigger' | 'apiKey'>,
  runner: RunnerContext,
  from: { octokit?: GitHubClient; origin?: RunRequest; home?: number } = {}
): Promise<void> {
  const number = ownPullNumber(job.prLink, runner.repository, runner.serverUrl)
  if (number === undefined || !job.id || !config.githubToken || !runner.repository) return
  const [owner = '', repo = ''] = runner.repository.split('/')
  const octokit =
    from.octokit ??
    createGitHubClient(config.githubToken, runner.apiUrl, { backoffMs: runner.githubBackoffMs })
  const reply = new CommentReply(
    octokit,
    { owner, repo, issueNumber: number, commentId: 0, commentKind: 'issue' },
    { marker: replyMarker('agent-pr'), secrets: [config.apiKey, config.githubToken] }
  )
  reply.remember(
    jobMarker(job.id, { repository: runner.repository, thread: number }, config.apiKey, from.home)
  )
  const trigger = config.commentTrigger
  await reply.post(agentPrText(job.id, trigger, from.origin, runner.runUrl))
  core.info(`Left a note on pull request #${number}: comment ${trigger} there to revise it.`)
}
