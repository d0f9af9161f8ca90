import * as core from '@actions/core'
import { EnvHttpProxyAgent } from 'undici'
import { AdminApi } from './api.js'
import { runAgent } from './agent.js'
import { exitOnCancel } from './cancel.js'
import { ApiClient } from './client.js'
import { Input } from './constants.js'
import { errorMessage, isError } from './errors.js'
import { isCommentEvent, readConfig } from './inputs.js'
import { isPullRequestEvent } from './merged-pr-event.js'
import { describeProxy } from './proxy.js'
import { Deadline, realSleep, systemClock } from './time.js'
import { failureOf, type RunOutcome } from './outcomes.js'
import { RunRecord } from './outputs.js'
import { writeSummary } from './summary.js'

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
  // Reads proxies from HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as the runner's users expect.
  const dispatcher = new EnvHttpProxyAgent()
  try {
    // Mask secrets before anything else can print them, even a failed validation.
    for (const secret of [Input.ApiKey, Input.GithubToken]) {
      const value = core.getInput(secret).trim()
      // An unexpanded default (a local run) is no secret; readConfig drops it with a notice.
      if (value && !value.includes('${{')) core.setSecret(value)
    }
    const config = await readConfig(undefined, {
      eventName: process.env.GITHUB_EVENT_NAME,
      cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
      runnerTemp: process.env.RUNNER_TEMP,
      notice: (message) => core.notice(message)
    })
    record.mode(config.mode)
    if (!config.apiKey.startsWith('mint_')) {
      core.warning(
        `Input '${Input.ApiKey}' does not start with mint_, as Mintlify admin API keys do. Check that it is an admin key from the dashboard's API keys page.`
      )
    }
    const deadline = new Deadline(systemClock, config.timeoutMs)
    const client = new ApiClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      deadline,
      sleep: realSleep,
      signal: controller.signal,
      dispatcher,
      proxy: describeProxy(config.baseUrl, process.env),
      requestTimeoutMs: config.requestTimeoutMs,
      log: (message) => core.info(message)
    })
    const deps = {
      api: new AdminApi(client),
      deadline,
      sleep: realSleep,
      signal: controller.signal,
      record,
      dispatcher
    }
    let outcome: RunOutcome
    if (
      config.mode === 'agent' &&
      isCommentEvent(process.env.GITHUB_EVENT_NAME) &&
      !config.prompt &&
      !config.jobId
    ) {
      // The comment is the request (or the step is skipped); see comment-trigger.ts. With job-id
      // alone the step waits for that job, as on any other event. The GitHub client and the
      // export code (tar, yaml) load only when used: start-up time and memory are the bundle's size.
      const { runFromComment } = await import('./comment-trigger.js')
      outcome = await runFromComment(config, deps)
    } else if (
      config.mode === 'agent' &&
      isPullRequestEvent(process.env.GITHUB_EVENT_NAME) &&
      !config.jobId
    ) {
      // A closed pull request: docs for it when it was merged (see merged-pr.ts).
      const { runForMergedPull } = await import('./merged-pr.js')
      outcome = await runForMergedPull(config, deps)
    } else if (config.mode === 'agent') {
      outcome = await runAgent(config, deps)
    } else {
      const { runExport } = await import('./export.js')
      outcome = await runExport(config, deps)
    }
    const failure = failureOf(outcome, config)
    if (failure !== undefined) fail(record, failure)
  } catch (error) {
    // The stack helps a bug report; the runner shows it with step debug logging on.
    if (isError(error) && error.stack) core.debug(error.stack)
    fail(record, errorMessage(error))
  } finally {
    removeCancelHandlers()
    await dispatcher.destroy().catch(() => undefined)
    await writeSummary(report, Date.now() - startedAt).catch((error: unknown) =>
      core.warning(`Could not write the job summary: ${String(error)}`)
    )
  }
}

function fail(record: RunRecord, message: string): void {
  record.failed(message)
  core.setFailed(message)
}
