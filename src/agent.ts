import * as core from '@actions/core'
import { AGENT_TERMINAL, type AdminApi, type AgentJob } from './api.js'
import { Output } from './constants.js'
import type { AgentConfig } from './inputs.js'
import { formatDuration } from './duration.js'
import { inert } from './untrusted.js'
import { pollUntil } from './poller.js'
import { DeadlineExceededError, type Deadline, type Sleep } from './time.js'
import type { RunReport } from './report.js'

export interface AgentOutcome {
  job: AgentJob
  /** `pending` when the step did not wait; `timeout` when the deadline came first. */
  result: 'pr' | 'no-pr' | 'archived' | 'failed' | 'timeout' | 'pending'
}

/** Optional observers of the run, used by the comment trigger to answer on the pull request. */
export interface AgentHooks {
  started?: (job: AgentJob) => Promise<void>
  finished?: (outcome: AgentOutcome) => Promise<void>
}

export interface AgentDeps {
  api: AdminApi
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
  report: RunReport
  hooks?: AgentHooks
}

const KNOWN_STATUSES = new Set<string>(['active', ...AGENT_TERMINAL])

function isTerminal(job: AgentJob): boolean {
  return (AGENT_TERMINAL as readonly string[]).includes(job.status ?? '')
}

function writeOutputs(job: AgentJob, report: RunReport): void {
  core.setOutput(Output.JobId, job.id ?? '')
  core.setOutput(Output.Status, job.status ?? '')
  core.setOutput(Output.PrLink, job.prLink ?? '')
  core.setOutput(Output.Model, job.model ?? '')
  core.setOutput(Output.SourceRepository, job.source?.repository ?? '')
  core.setOutput(Output.SourceRef, job.source?.ref ?? '')
  Object.assign(report, {
    jobId: job.id,
    status: job.status,
    prLink: job.prLink ?? '',
    model: job.model,
    source: [job.source?.repository, job.source?.ref].filter(Boolean).join(' @ ') || undefined
  })
}

/**
 * Agent mode: create a job (or send a follow-up to `job-id`, or only wait for it when the prompt is
 * empty), write `job-id` at once so a later step can resume, then poll to a terminal state.
 */
export async function runAgent(config: AgentConfig, deps: AgentDeps): Promise<AgentOutcome> {
  const { api, deadline, report, hooks } = deps
  let job: AgentJob
  if (config.jobId && !config.prompt) {
    core.info(`Waiting for agent job ${config.jobId}.`)
    job = await api.getAgentJob(config.projectId, config.jobId)
  } else if (config.jobId) {
    job = await api.sendAgentMessage(config.projectId, config.jobId, config.prompt)
    core.info(`Sent the follow-up to agent job ${inert(job.id)}.`)
  } else {
    job = await api.createAgentJob(config.projectId, config.prompt)
    core.info(`Created agent job ${inert(job.id)} (status ${inert(job.status ?? 'unknown')}).`)
  }
  writeOutputs(job, report)
  await hooks?.started?.(job)
  // The answer to a follow-up may still show the finished run it follows (status completed, the old
  // pull request): only a later read tells how the follow-up went.
  const settled = isTerminal(job) && !(config.jobId && config.prompt)

  if (!config.wait && !settled) {
    core.info(`Not waiting (wait: false). Follow it with job-id ${inert(job.id)}.`)
    return finish({ job, result: 'pending' }, hooks)
  }

  const jobId = job.id as string
  const seenUnknown = new Set<string>()
  let lastStatus = job.status
  try {
    job = settled
      ? job
      : await pollUntil({
          poll: () => api.getAgentJob(config.projectId, jobId),
          isDone: isTerminal,
          deadline,
          maxIntervalMs: config.pollIntervalMs,
          sleep: deps.sleep,
          signal: deps.signal,
          onPoll: (current) => {
            const status = current.status ?? ''
            if (!KNOWN_STATUSES.has(status) && !seenUnknown.has(status)) {
              seenUnknown.add(status)
              core.info(
                `Agent job ${inert(jobId)} reports status '${inert(status)}', which this action does not know; treating it as still running.`
              )
            }
            if (status !== lastStatus) {
              core.info(
                `Agent job ${inert(jobId)}: ${inert(lastStatus ?? 'unknown')} -> ${inert(status)}`
              )
              lastStatus = status
            }
          }
        })
  } catch (error) {
    if (!(error instanceof DeadlineExceededError)) throw error
    const last = (error.last as AgentJob | undefined) ?? job
    writeOutputs({ ...last, id: jobId }, report)
    await finish({ job: last, result: 'timeout' }, hooks)
    throw new Error(
      `Agent job ${jobId} did not finish within the timeout (${formatDuration(config.timeoutMs)}); last status: ${inert(last.status ?? 'unknown')}. It keeps running at Mintlify: wait for it in a later step with job-id: ${jobId} and no prompt, or raise timeout.`
    )
  }

  writeOutputs(job, report)
  switch (job.status) {
    case 'failed':
      await finish({ job, result: 'failed' }, hooks)
      throw new Error(
        `Agent job ${jobId} failed. The API gives no reason; open the job in the Mintlify dashboard, then re-run.`
      )
    case 'archived':
      core.warning(`Agent job ${jobId} was archived before it finished; no pull request was made.`)
      return finish({ job, result: 'archived' }, hooks)
    default:
      if (job.prLink) {
        core.info(`Agent job ${inert(jobId)} completed: ${inert(job.prLink)}`)
        return finish({ job, result: 'pr' }, hooks)
      }
      await finish({ job, result: 'no-pr' }, hooks)
      if (config.failOnNoPr) {
        throw new Error(
          `Agent job ${jobId} completed without changing any file, so there is no pull request (fail-on-no-pr is true).`
        )
      }
      core.notice(`Agent job ${jobId} completed without changing any file: no pull request.`)
      return { job, result: 'no-pr' }
  }
}

async function finish(outcome: AgentOutcome, hooks?: AgentHooks): Promise<AgentOutcome> {
  await hooks?.finished?.(outcome)
  return outcome
}
