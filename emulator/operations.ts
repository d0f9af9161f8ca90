// The API operations, one handler per operationId of the contract: the checks the service makes
// (key, prompt, domain, job state) and the answer, computed from the job model and the storage.
import type { Answer } from './http.ts'
import type { AgentJobs, ExportJobs } from './jobs.ts'
import type { ProjectDeployments } from './project.ts'
import type { OperationId } from './router.ts'
import type { BundleStorage } from './storage.ts'

/** What the operations act on: one emulator's key, jobs and storage. */
export interface Service {
  apiKey: string
  agents: AgentJobs
  exports: ExportJobs
  storage: BundleStorage
  project: ProjectDeployments
}

export interface Call {
  params: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

type Operation = (call: Call, service: Service) => Answer

const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

const answer = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  headers
})
const jobNotFound = answer(404, { error: 'Job not found' })
const exportNotFound = answer(404, { error: 'Export job not found' })

/** 400 without a prompt; 429 once the project's uses this hour are spent (create and message). */
function screenPrompt(
  call: Call,
  service: Service,
  jobId?: string
): { prompt: string } | { refused: Answer } {
  const prompt = (call.body as { prompt?: unknown } | undefined)?.prompt
  if (typeof prompt !== 'string' || prompt.length < 1) {
    return { refused: answer(400, { error: 'prompt is required' }) }
  }
  if (jobId !== undefined) {
    const refusal = service.agents.refusal(jobId)
    if (refusal === 'not-found') return { refused: jobNotFound }
    if (refusal === 'refused') {
      return { refused: answer(400, { error: 'This job can no longer receive messages' }) }
    }
  }
  const retryAfter = service.agents.use(call.params.projectId ?? '')
  if (retryAfter !== undefined) {
    return {
      refused: answer(
        429,
        { error: 'Rate limit exceeded: 100 uses per project per hour' },
        { 'retry-after': String(retryAfter) }
      )
    }
  }
  return { prompt }
}

const exportBusy = answer(409, {
  error: 'A static export job is already queued or running for this deployment'
})
const exportLimited = answer(429, { error: 'Rate limit exceeded: 10 static export jobs per hour' })
const routeGone = answer(404, { error: 'Not Found' })

function startExport(call: Call, { exports }: Service): Answer {
  if (exports.contract === 'project') return routeGone
  if (!exports.enabled) {
    return answer(403, { error: 'Static export is not enabled for this organization' })
  }
  const b = (call.body ?? {}) as { domain?: unknown; version?: unknown; paths?: unknown }
  if (typeof b.domain !== 'string' || !DOMAIN_PATTERN.test(b.domain))
    return answer(400, { error: 'domain must be a bare hostname' })
  if (b.version !== undefined && typeof b.version !== 'string')
    return answer(400, { error: 'version must be a string' })
  if (
    b.paths !== undefined &&
    (!Array.isArray(b.paths) || b.paths.some((p) => typeof p !== 'string' || p.includes('..')))
  ) {
    return answer(400, { error: 'paths must be page paths' })
  }
  const refusal = exports.refusal(b.domain, false)
  if (refusal) return refusal === 'busy' ? exportBusy : exportLimited
  const job = exports.start({
    domain: b.domain,
    version: b.version,
    paths: b.paths as string[] | undefined
  })
  return answer(202, job)
}

// The contract documents no Retry-After for any limit.
const updateLimited = answer(429, { error: 'Rate limit exceeded: 10 requests per 10 seconds' })

export const OPERATIONS: Record<OperationId, Operation> = {
  proposedStaticExportStart: ({ params }, { exports }) => {
    if (exports.contract === 'published') return routeGone
    // The revision's 401 covers "static export is not enabled for this project" too.
    if (!exports.enabled)
      return answer(401, {
        error: 'Static export is not enabled for this project. Contact sales to enable it.'
      })
    const projectId = params.projectId ?? ''
    const refusal = exports.refusal(projectId, true)
    if (refusal) return refusal === 'busy' ? exportBusy : exportLimited
    return answer(202, exports.start({ domain: '', projectId }))
  },
  proposedStaticExportGetJob: ({ params }, { exports }) => {
    if (exports.contract === 'published') return routeGone
    const job = exports.get(params.jobId ?? '')
    return job ? answer(200, job) : exportNotFound
  },
  projectTriggerUpdate: ({ params }, { project }) => {
    if (!project.takeUpdateSlot()) return updateLimited
    return answer(202, project.deploy(params.projectId ?? ''))
  },
  projectGetDeploymentStatus: ({ params }, { project }) => {
    const status = project.status(params.statusId ?? '')
    return status ? answer(200, status) : answer(404, { error: 'Deployment status not found' })
  },
  projectTriggerPreview: ({ params, body }, { project }) => {
    const branch = (body as { branch?: unknown } | undefined)?.branch
    if (typeof branch !== 'string' || branch.length < 1)
      return answer(400, { error: 'branch is required' })
    if (!project.previewsEnabled)
      return answer(403, { error: 'Preview deployments are not available on your current plan' })
    if (!project.takePreviewSlot())
      return answer(429, { error: 'Rate limit exceeded: 5 previews per minute' })
    return answer(202, project.preview(params.projectId ?? '', branch))
  },
  projectTriggerAutomation: ({ params }, { project }) => {
    if (!project.takeUpdateSlot()) return updateLimited
    const run = project.triggerAutomation(params.projectId ?? '', params.workflowSchemaId ?? '')
    if (run === 'not-found') return answer(404, { error: 'Automation not found' })
    if (run === 'inactive') return answer(400, { error: 'Automation is not active' })
    if (run === 'not-custom')
      return answer(400, { error: 'Only custom schedule automations can be triggered' })
    return answer(202, run)
  },
  agentV2CreateJob: (call, service) => {
    const screened = screenPrompt(call, service)
    if ('refused' in screened) return screened.refused
    return answer(201, service.agents.create(call.params.projectId ?? '', screened.prompt))
  },
  agentV2GetJob: ({ params }, { agents }) => {
    const job = agents.get(params.projectId ?? '', params.id ?? '')
    return job ? answer(200, job) : jobNotFound
  },
  agentV2SendFollowUp: (call, service) => {
    const id = call.params.id ?? ''
    const screened = screenPrompt(call, service, id)
    if ('refused' in screened) return screened.refused
    return answer(200, service.agents.message(id, screened.prompt))
  },
  staticExportStart: startExport,
  staticExportGetJob: ({ params }, { exports }) => {
    const job = exports.get(params.jobId ?? '')
    return job ? answer(200, job) : exportNotFound
  },
  staticExportGenerateBundle: ({ params }, { exports, storage }) => {
    const jobId = params.jobId ?? ''
    const job = exports.get(jobId)
    if (!job) return exportNotFound
    if (job.status !== 'completed') return answer(409, { error: 'Export job is not completed' })
    return answer(200, { jobId, ...storage.presign(jobId) })
  }
}

/** Answers a call of `operationId`: 401 for a wrong key, as the service does before anything else. */
export function perform(operationId: OperationId, call: Call, service: Service): Answer {
  if (call.headers.authorization !== `Bearer ${service.apiKey}`) {
    return answer(401, { error: 'Invalid or expired API key' })
  }
  return OPERATIONS[operationId](call, service)
}
