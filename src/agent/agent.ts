import * as core from '@actions/core'
import type { AdminApi, AgentJob } from '../api/api.js'
import { AGENT_STATUSES } from '../api/statuses.js'
import type { AgentConfig } from '../action/inputs.js'
import { NO_PR_MEANING, type AgentOutcome } from '../action/outcomes.js'
import type { RunRecord } from '../action/outputs.js'
import { pollUntil } from '../api/poller.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../util/time.js'
import { formatDuration } from '../util/duration.js'
import { Heartbeat } from '../util/heartbeat.js'
import { grouped } from '../util/log-group.js'
import { inert } from '../util/untrusted.js'

export interface AgentDeps {
  api: AdminApi
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
  record: RunRecord
  /** Told when a create or follow-up waits minutes for a rate limit to reset (at `resetAt`). */
  onLongWait?: (resetAt: number) => Promise<void>
  /** Called once the job exists (the comment trigger answers on the pull request then). */
  started?: (job: AgentJob) => Promise<void>
  /** For a follow-up: the job as read before the message was sent. */
  before?: AgentJob
}

/**
 * How long a follow-up's job may keep showing the very state it had before the message (the same
 * terminal status and pull request) without being seen `active`, before that state is taken as the
 * follow-up's result. The contract does not say when a job's status changes after a message: a
 * state identical to the old one is accepted only once the job was seen working, or after this.
 */
export const FOLLOW_UP_GRACE_MS = 60_000

function isTerminal(job: AgentJob): boolean {
  return AGENT_STATUSES.isTerminal(job.status)
}

/**
 * Agent mode: create a job (or send a follow-up to `job-id`, or only wait for it when the prompt is
 * empty), write `job-id` at once so a later step can resume, then poll to a terminal state. A failed
 * job or the deadline is an outcome like any other; whether it fails the step is outcomes.ts's call.
 */
export async function runAgent(config: AgentConfig, deps: AgentDeps): Promise<AgentOutcome> {
  const { api, record } = deps
  let job: AgentJob
  if (config.jobId && !config.prompt) {
    core.info(`Waiting for agent job ${config.jobId}.`)
    job = await api.getAgentJob(config.projectId, config.jobId)
  } else if (config.jobId) {
    job = await api.sendAgentMessage(config.projectId, config.jobId, config.prompt, {
      onLongWait: deps.onLongWait
    })
    core.info(`Sent the follow-up to agent job ${inert(job.id)}.`)
  } else {
    job = await api.createAgentJob(config.projectId, config.prompt, {
      onLongWait: deps.onLongWait
    })
    core.info(`Created agent job ${inert(job.id)} (status ${inert(job.status ?? 'unknown')}).`)
  }
  record.agentJob(job)
  await deps.started?.(job)
  // The answer to a follow-up may still show the finished run it follows (status completed, the old
  // pull request): only a later read tells how the follow-up went.
  const settled = isTerminal(job) && !(config.jobId && config.prompt)

  if (!config.wait && !settled) {
    core.info(`Not waiting (wait: false). Follow it with job-id ${inert(job.id)}.`)
    return { job, result: 'pending' }
  }

  const jobId = job.id as string
  const sent = deps.deadline.clock.now()
  // A follow-up's first reads may still show the finished run it follows.
  const old = config.jobId && config.prompt ? (deps.before ?? job) : undefined
  const stale = (current: AgentJob, seenWorking: boolean): boolean =>
    old !== undefined &&
    !seenWorking &&
    isTerminal(old) &&
    current.status === old.status &&
    (current.prLink ?? null) === (old.prLink ?? null) &&
    deps.deadline.clock.now() - sent < FOLLOW_UP_GRACE_MS
  try {
    if (!settled)
      job = await grouped(`Waiting for agent job ${inert(jobId)}`, () =>
        pollJob(config, deps, jobId, job.status, stale, !isTerminal(job))
      )
  } catch (error) {
    if (!(error instanceof DeadlineExceededError)) throw error
    const last = { ...((error.last as AgentJob | undefined) ?? job), id: jobId }
    record.agentJob(last)
    return { job: last, result: 'timeout' }
  }

  record.agentJob(job)
  switch (job.status) {
    case 'failed':
      return { job, result: 'failed' }
    case 'archived':
      core.warning(`Agent job ${jobId} was archived before it finished; no pull request was made.`)
      return { job, result: 'archived' }
    default:
      if (job.prLink) {
        core.info(`Agent job ${inert(jobId)} completed: ${inert(job.prLink)}`)
        return { job, result: 'pr' }
      }
      if (!config.failOnNoPr) {
        core.notice(`Agent job ${jobId} finished without a pull request: ${NO_PR_MEANING}.`)
      }
      return { job, result: 'no-pr' }
  }
}

/**
 * Polls the job to a terminal state, logging each change of status once. A terminal state that
 * `stale` calls the old one (a follow-up not yet picked up) is polled on.
 */
function pollJob(
  config: AgentConfig,
  deps: AgentDeps,
  jobId: string,
  firstStatus: string | undefined,
  stale: (current: AgentJob, seenWorking: boolean) => boolean,
  workingAlready: boolean
): Promise<AgentJob> {
  let seenWorking = workingAlready
  const noteUnknown = AGENT_STATUSES.unknownStatusLog(`Agent job ${inert(jobId)}`, (message) =>
    core.info(message)
  )
  let lastStatus = firstStatus
  const heartbeat = new Heartbeat(deps.deadline.clock, (message) => core.info(message))
  return pollUntil({
    poll: () => deps.api.getAgentJob(config.projectId, jobId),
    isDone: (current) => isTerminal(current) && !stale(current, seenWorking),
    deadline: deps.deadline,
    maxIntervalMs: config.pollIntervalMs,
    sleep: deps.sleep,
    signal: deps.signal,
    onPoll: (current) => {
      if (!isTerminal(current)) seenWorking = true
      const status = current.status ?? ''
      noteUnknown(status)
      if (status !== lastStatus) {
        core.info(
          `Agent job ${inert(jobId)}: ${inert(lastStatus ?? 'unknown')} -> ${inert(status)}`
        )
        heartbeat.said()
        lastStatus = status
      }
    },
    onTick: (elapsedMs) =>
      heartbeat.beat(
        () =>
          `Agent job ${inert(jobId)}: still ${inert(lastStatus ?? 'unknown')} after ${formatDuration(elapsedMs)}.`
      )
  })
}
