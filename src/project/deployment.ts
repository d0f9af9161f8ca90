/**
 * Deploy and preview modes: trigger a deployment of the project (or a preview of a branch), then
 * follow its status to `success` or `failure`. The status's log goes into a collapsed group; a
 * failure's last lines go into the step's error. Whether an outcome fails the step is outcomes.ts's.
 */
import * as core from '@actions/core'
import type { AdminApi, DeploymentStatus } from '../api/api.js'
import type { ProjectConfig } from '../action/inputs.js'
import type { ProjectOutcome } from '../action/outcomes.js'
import type { RunRecord } from '../action/outputs.js'
import { pollUntil } from '../api/poller.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../util/time.js'
import { formatDuration } from '../util/duration.js'
import { Heartbeat } from '../util/heartbeat.js'
import { grouped } from '../util/log-group.js'
import { inert } from '../util/untrusted.js'

export interface ProjectDeps {
  api: AdminApi
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
  record: RunRecord
}

/** What follows a preview on GitHub (its deployment and sticky comment); none outside a pull request. */
export interface PreviewWatcher {
  started(statusId: string, previewUrl: string | undefined): Promise<void>
  ended(outcome: ProjectOutcome): Promise<void>
}

const FINAL = new Set(['success', 'failure'])
/** Log lines a failure's message quotes; the whole log is in its group. */
const LAST_LINES = 5

export async function runDeployment(
  config: ProjectConfig,
  deps: ProjectDeps,
  watcher?: PreviewWatcher
): Promise<ProjectOutcome> {
  const { api, record } = deps
  let statusId: string
  let previewUrl: string | undefined
  if (config.mode === 'preview') {
    const branch = config.branch ?? ''
    ;({ statusId, previewUrl } = await api.triggerPreview(config.projectId, branch))
    core.info(
      `Triggered a preview of branch ${inert(branch)} (status ${inert(statusId)})${previewUrl ? `: ${inert(previewUrl)}` : ''}.`
    )
  } else {
    statusId = await api.triggerDeployment(config.projectId)
    core.info(`Triggered a deployment of project ${config.projectId} (status ${inert(statusId)}).`)
  }
  record.deploymentTriggered(statusId, previewUrl)
  await watcher?.started(statusId, previewUrl)

  let outcome: ProjectOutcome
  if (!config.wait) {
    core.info(`Not waiting (wait: false): the deployment goes on at Mintlify (status ${statusId}).`)
    outcome = { result: 'pending', statusId, previewUrl }
  } else {
    outcome = await follow(config, deps, statusId, previewUrl)
  }
  await watcher?.ended(outcome)
  return outcome
}

async function follow(
  config: ProjectConfig,
  deps: ProjectDeps,
  statusId: string,
  previewUrl: string | undefined
): Promise<ProjectOutcome> {
  const what = config.mode === 'preview' ? 'Preview' : 'Deployment'
  let last: string | undefined
  const heartbeat = new Heartbeat(deps.deadline.clock, (message) => core.info(message))
  let status: DeploymentStatus
  try {
    status = await grouped(`Waiting for ${what.toLowerCase()} ${inert(statusId)}`, () =>
      pollUntil({
        poll: () => deps.api.getDeploymentStatus(statusId),
        isDone: (s) => FINAL.has(s.status ?? ''),
        deadline: deps.deadline,
        maxIntervalMs: config.pollIntervalMs,
        sleep: deps.sleep,
        signal: deps.signal,
        onPoll: (s) => {
          if (s.status !== last) {
            core.info(`${what} ${inert(statusId)}: ${inert(s.status ?? 'unknown')}`)
            heartbeat.said()
            last = s.status
          }
        },
        onTick: (elapsedMs) =>
          heartbeat.beat(
            () =>
              `${what} ${inert(statusId)}: still ${inert(last ?? 'unknown')} after ${formatDuration(elapsedMs)}.`
          )
      })
    )
  } catch (error) {
    if (!(error instanceof DeadlineExceededError)) throw error
    const seen = error.last as DeploymentStatus | undefined
    if (seen) deps.record.deploymentStatus(seen)
    return { result: 'timeout', statusId, previewUrl, status: seen }
  }
  deps.record.deploymentStatus(status)
  if (status.logs.length > 0) {
    const cut =
      status.logCount > status.logs.length
        ? ` (the last ${status.logs.length} of ${status.logCount})`
        : ''
    core.startGroup(`Build log of ${what.toLowerCase()} ${inert(statusId)}${cut}`)
    for (const line of status.logs) core.info(inert(line, 2000))
    core.endGroup()
  }
  if (status.status === 'failure') return { result: 'failure', statusId, previewUrl, status }
  core.info(
    `${what} ${inert(statusId)} succeeded${status.summary ? `: ${inert(status.summary, 500)}` : ''}.`
  )
  return { result: 'success', statusId, previewUrl, status }
}

/** The last lines of a failed build's log, for the step's error. */
export function lastLogLines(status: DeploymentStatus | undefined): string[] {
  return (status?.logs ?? []).slice(-LAST_LINES)
}

/** Automation mode: trigger the automation; its run is followed in the dashboard (no API follows it). */
export async function runAutomation(
  config: ProjectConfig,
  deps: ProjectDeps
): Promise<ProjectOutcome> {
  const id = config.automationId ?? ''
  const run = await deps.api.triggerAutomation(config.projectId, id)
  core.info(
    `Triggered automation ${id}: run ${inert(run.instanceId)}${run.jobId ? ` (job ${inert(run.jobId)})` : ''}. Follow it in the run history on the dashboard's Automations page.`
  )
  deps.record.automationRun(run)
  return { result: 'triggered', automation: run }
}
