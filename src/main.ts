import * as core from '@actions/core'
import { EnvHttpProxyAgent } from 'undici'
import { AdminApi } from './api/api.js'
import { runAgent } from './agent/agent.js'
import { exitOnCancel } from './action/cancel.js'
import { ApiClient } from './api/client.js'
import { Input } from './action/constants.js'
import { errorMessage, isError } from './util/errors.js'
import { chooseRun, PAYLOAD_EVENTS } from './action/events.js'
import {
  expanded,
  readConfig,
  type AgentConfig,
  type Config,
  type ExportConfig,
  type ProjectConfig
} from './action/inputs.js'
import { failureOf, type RunOutcome } from './action/outcomes.js'
import { RunRecord } from './action/outputs.js'
import { readRunnerContext, type RunnerContext } from './action/runner.js'
import { pullRequestOf } from './project/pull-request.js'
import type { ExportPullRequest } from './export/export.js'
import { writeSummary } from './action/summary.js'
import { Deadline, realSleep, systemClock } from './util/time.js'

/**
 * The action's entry point, and the only place that fails the step: on an outcome that outcomes.ts
 * calls a failure, or on any thrown value.
 */
export async function run(): Promise<void> {
  const startedAt = Date.now()
  const record = new RunRecord()
  const report = record.report
  const controller = new AbortController()
  const removeCancelHandlers = exitOnCancel(controller, () => {
    if (!report.jobId) return 'No job had been created yet.'
    return report.mode === 'export'
      ? `The export job ${report.jobId} keeps running at Mintlify; no partial download is left in place.`
      : `The job ${report.jobId} keeps running at Mintlify; resume with job-id: ${report.jobId}.`
  })
  const runner = readRunnerContext(process.env, {
    payloadEvents: PAYLOAD_EVENTS,
    warning: (message) => core.warning(message)
  })
  // Reads proxies from HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as the runner's users expect.
  const dispatcher = new EnvHttpProxyAgent()
  try {
    // Mask secrets before anything else can print them, even a failed validation.
    for (const secret of [Input.ApiKey, Input.GithubToken]) {
      // An unexpanded default (a local run) is no secret; readConfig drops it with a notice.
      const value = expanded(secret, core.getInput(secret).trim())
      if (value) core.setSecret(value)
    }
    const pull = pullRequestOf(runner.eventName, runner.payload, runner.repository)
    const config = readConfig(undefined, {
      eventName: runner.eventName,
      pullRequest: pull && { headRef: pull.headRef, fork: pull.fork },
      cwd: runner.workspace,
      runnerTemp: runner.tempDir,
      notice: (message) => core.notice(message),
      warning: (message) => core.warning(message)
    })
    record.mode(config.mode)
    if (config.mode === 'export') {
      // Still before any request: a folder in the way should not cost an export job.
      const { checkExportFiles } = await import('./export/preflight.js')
      await checkExportFiles(config, (message) => core.warning(message))
    }
    if (config.apiKey && !config.apiKey.startsWith('mint_')) {
      core.warning(
        `Input '${Input.ApiKey}' does not start with mint_, as Mintlify admin API keys do. Check that it is an admin key from the dashboard's API keys page.`
      )
    }
    const outcome = await runChosenFlow(config, runner, {
      record,
      signal: controller.signal,
      dispatcher
    })
    record.ended(outcome.result)
    const failure = failureOf(outcome, config)
    if (failure !== undefined) fail(record, failure)
  } catch (error) {
    // The stack helps a bug report; the runner shows it with step debug logging on.
    if (isError(error) && error.stack) core.debug(error.stack)
    fail(record, errorMessage(error))
  } finally {
    removeCancelHandlers()
    await dispatcher.destroy().catch(() => undefined)
    await writeSummary(report, Date.now() - startedAt, runner.summaryFile).catch((error: unknown) =>
      core.warning(`Could not write the job summary: ${String(error)}`)
    )
  }
}

/** Builds the API client on the step's one deadline and runs the flow chooseRun picks. */
async function runChosenFlow(
  config: Config,
  runner: RunnerContext,
  base: { record: RunRecord; signal: AbortSignal; dispatcher: EnvHttpProxyAgent }
): Promise<RunOutcome> {
  const deadline = new Deadline(systemClock, config.timeoutMs)
  const client = new ApiClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    deadline,
    sleep: realSleep,
    signal: base.signal,
    dispatcher: base.dispatcher,
    proxy: runner.proxyFor(config.baseUrl),
    requestTimeoutMs: config.requestTimeoutMs,
    rateLimitWaitMs: config.rateLimitWaitMs,
    log: (message) => core.info(message)
  })
  const deps = { ...base, api: new AdminApi(client), deadline, sleep: realSleep }
  // The GitHub client and the export code (tar, yaml) load only when used: start-up time and
  // memory are the bundle's size.
  const choice = chooseRun<AgentConfig, ExportConfig, ProjectConfig>(config, runner.eventName)
  switch (choice.kind) {
    case 'project': {
      const { runProject } = await import('./project/project.js')
      return runProject(choice.config, deps, runner)
    }
    case 'export': {
      const { runExport } = await import('./export/export.js')
      return runExport(choice.config, {
        ...deps,
        skipManifest: runner.skipManifest,
        pullRequest: exportPullRequest(runner)
      })
    }
    case 'comment': {
      const { runFromComment } = await import('./triggers/comment-trigger.js')
      return runFromComment(choice.config, deps, runner)
    }
    case 'merged-pr': {
      const { runForMergedPull } = await import('./triggers/merged-pr.js')
      return runForMergedPull(choice.config, deps, runner)
    }
    case 'agent': {
      const outcome = await runAgent(choice.config, deps)
      // A pull request in this repository gets the note on how to revise it by commenting.
      if (outcome.result === 'pr' && choice.config.githubToken && runner.repository) {
        const { noteOnAgentPr } = await import('./triggers/agent-pr.js')
        await noteOnAgentPr(outcome.job, choice.config, runner)
      }
      return outcome
    }
  }
}

function fail(record: RunRecord, message: string): void {
  record.failed(message)
  core.setFailed(message)
}

/** The pull request an export runs for, for the site check's comment; undefined on other events. */
function exportPullRequest(runner: RunnerContext): ExportPullRequest | undefined {
  const pull = pullRequestOf(runner.eventName, runner.payload, runner.repository)
  const [owner, repo] = (runner.repository ?? '').split('/')
  if (!pull || !owner || !repo) return undefined
  return {
    owner,
    repo,
    number: pull.number,
    headSha: pull.headSha,
    readOnlyToken: runner.eventName === 'pull_request' && pull.fork !== undefined,
    serverUrl: runner.serverUrl ?? 'https://github.com',
    apiUrl: runner.apiUrl,
    runUrl: runner.runUrl,
    backoffMs: runner.githubBackoffMs
  }
}
