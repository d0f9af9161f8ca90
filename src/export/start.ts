/**
 * Starting the export job on whichever contract the API serves. Today's route takes the domain; the
 * revised one is scoped to the project and takes no body. With both inputs, today's route is tried
 * first and, when it answers 404 or 410 (gone: nothing was created), the project-scoped one, so a
 * workflow written today keeps working the day the contract changes. One export runs per deployment:
 * a 409 means another is running, and the start is tried again at the pace of `poll-interval` until
 * it ends or the step's deadline comes. A 409 creates nothing, so this never makes two jobs.
 */
import * as core from '@actions/core'
import type { AdminApi, ExportJob, StartExportRequest } from '../api/api.js'
import { ApiError } from '../api/errors.js'
import type { ExportConfig } from '../action/inputs.js'
import { Input } from '../action/constants.js'
import { formatDuration } from '../util/duration.js'
import { DeadlineExceededError, type Deadline, type Sleep } from '../util/time.js'

/** Which contract's routes the job lives on: the status is read on the same one. */
export type ExportRoute = 'published' | 'project'

export interface StartDeps {
  api: AdminApi
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
}

export async function startExportJob(
  config: Pick<
    ExportConfig,
    'domain' | 'projectId' | 'paths' | 'exportVersion' | 'pollIntervalMs' | 'timeoutMs'
  >,
  deps: StartDeps
): Promise<{ job: ExportJob; route: ExportRoute }> {
  let route: ExportRoute = config.domain ? 'published' : 'project'
  let waited = false
  for (;;) {
    try {
      if (route === 'project') {
        return { job: await deps.api.startProjectExport(config.projectId ?? ''), route }
      }
      return { job: await deps.api.startExport(request(config)), route }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (route === 'published' && (error.status === 404 || error.status === 410)) {
        route = fallBack(config, error.status)
        continue
      }
      if (error.status !== 409) throw error
      if (!waited) {
        core.info(
          `Another export of this deployment is running (HTTP 409): waiting for it to end, then starting again, every ${formatDuration(config.pollIntervalMs)}.`
        )
        waited = true
      }
      if (!deps.deadline.fits(config.pollIntervalMs)) {
        throw new DeadlineExceededError(
          `Another export of this deployment was still running at the step's timeout (${formatDuration(config.timeoutMs)}), so none was started: Mintlify runs one export per deployment at a time. Wait for it to end (another workflow, a colleague or a retried run started it), or raise timeout.`,
          undefined
        )
      }
      await deps.sleep(config.pollIntervalMs, deps.signal)
    }
  }
}

function request(
  config: Pick<ExportConfig, 'domain' | 'paths' | 'exportVersion'>
): StartExportRequest {
  const body: StartExportRequest = { domain: config.domain }
  if (config.exportVersion !== undefined) body.version = config.exportVersion
  if (config.paths.length > 0) body.paths = config.paths
  return body
}

/** Today's route is gone: the project-scoped one, when project-id allows it and nothing would be dropped. */
function fallBack(
  config: Pick<ExportConfig, 'projectId' | 'paths' | 'exportVersion'>,
  status: number
): ExportRoute {
  const gone = `The static export route /v1/static-export/jobs answered HTTP ${status} (the route is gone; nothing was started)`
  if (!config.projectId) {
    throw new ApiError(
      `${gone}. Mintlify now starts exports per project: set project-id (the dashboard's API keys page shows it).`,
      status
    )
  }
  const unsent =
    config.paths.length > 0 ? Input.Paths : config.exportVersion ? Input.ExportVersion : undefined
  if (unsent) {
    throw new ApiError(
      `${gone}, and the project-scoped route that replaces it takes no ${unsent}: remove ${unsent} to export the whole project there.`,
      status
    )
  }
  core.notice(
    `${gone}: starting the export at the project-scoped route /v1/static-export/${config.projectId}/jobs instead.`
  )
  return 'project'
}
