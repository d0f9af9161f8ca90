import {
  checkAgentJob,
  checkDeploymentStatus,
  checkExportJob,
  checkTriggered,
  type AgentJobShape,
  type DeploymentStatusShape,
  type ExportJobShape
} from './answers.js'
import type { CallOptions } from './call.js'
import type { ApiClient } from './client.js'
import { KEY_401, KEY_403 } from './classify.js'

/** The job record of the v2 agent API, as checked by checkAgentJob. No field is required by the contract. */
export type AgentJob = AgentJobShape

/** The job record of the v1 static export API (plus the proposed redesign's bundle fields), checked. */
export type ExportJob = ExportJobShape

export interface ExportBundle {
  jobId?: string
  bundleUrl: string
  sizeBytes?: number
  expiresAt?: string
}

export interface StartExportRequest {
  domain: string
  version?: string
  paths?: string[]
}

/** A deployment's (or a preview's) status, checked. */
export type DeploymentStatus = DeploymentStatusShape

export interface AutomationRun {
  schemaId?: string
  instanceId: string
  jobId?: string
}

// The documented windows of the project rate limits; no Retry-After is documented.
const UPDATE_WINDOW_MS = 10_000
const PREVIEW_WINDOW_MS = 60_000
const EXPORT_429 =
  '10 static exports an hour per organization: the limit resets within the hour. Re-run the step then (or later).'
const PROJECT_404 = (projectId: string): string =>
  `No project ${projectId} in this key's organization: check project-id (the dashboard's API keys page shows it) and that the key belongs to that organization.`

/** What a caller of a create may add: hearing of a long rate-limit wait. */
export type SendOptions = Pick<CallOptions, 'onLongWait'>

const seg = encodeURIComponent

/** The Admin API operations this action uses, each with the status codes the contract documents. */
export class AdminApi {
  constructor(private readonly client: ApiClient) {}

  async createAgentJob(
    projectId: string,
    prompt: string,
    options: SendOptions = {}
  ): Promise<AgentJob> {
    const { body } = await this.client.call<unknown>({
      ...options,
      operation: 'Creating the agent job',
      method: 'POST',
      path: `/v2/agent/${seg(projectId)}/job`,
      body: { prompt },
      expect: [201, 200],
      idempotent: false,
      hints: { 404: PROJECT_404(projectId) }
    })
    return requireAgentId(checkAgentJob(body, 'the new agent job'), 'create')
  }

  async sendAgentMessage(
    projectId: string,
    jobId: string,
    prompt: string,
    options: SendOptions = {}
  ): Promise<AgentJob> {
    const { body } = await this.client.call<unknown>({
      ...options,
      operation: `Sending the follow-up to agent job ${jobId}`,
      method: 'POST',
      path: `/v2/agent/${seg(projectId)}/job/${seg(jobId)}/message`,
      body: { prompt },
      expect: [200, 201],
      idempotent: false,
      hints: { 404: `No agent job ${jobId} in project ${projectId}: check the job-id input.` }
    })
    const job = checkAgentJob(body, `agent job ${jobId}`)
    return { ...job, id: job.id ?? jobId }
  }

  async getAgentJob(projectId: string, jobId: string): Promise<AgentJob> {
    const { body } = await this.client.call<unknown>({
      operation: `Reading agent job ${jobId}`,
      method: 'GET',
      path: `/v2/agent/${seg(projectId)}/job/${seg(jobId)}`,
      expect: [200],
      idempotent: true
    })
    const job = checkAgentJob(body, `agent job ${jobId}`)
    return { ...job, id: job.id ?? jobId }
  }

  async startExport(request: StartExportRequest): Promise<ExportJob> {
    const { body: answer } = await this.client.call<unknown>({
      operation: `Starting the static export of ${request.domain}`,
      method: 'POST',
      path: '/v1/static-export/jobs',
      body: request,
      expect: [202, 200, 201],
      idempotent: false,
      hints: {
        400: 'Check the domain (the bare host of your published docs) and the paths input.',
        401: `${KEY_401} Static export may also not be enabled for this organization: it needs an Enterprise agreement (contact Mintlify's sales team).`,
        403: `Static export is not enabled for this organization: it needs an Enterprise plan (contact Mintlify sales). If it is enabled: ${KEY_403}`,
        429: EXPORT_429
      }
    })
    const body = checkExportJob(answer, `the new static export of ${request.domain}`)
    if (!body.jobId) {
      throw new Error('The static export was started, but the answer carried no jobId.')
    }
    return body
  }

  /** The project-scoped start of the revised contract: no body (paths and version are not in it). */
  async startProjectExport(projectId: string): Promise<ExportJob> {
    const { body: answer } = await this.client.call<unknown>({
      operation: `Starting the static export of project ${projectId}`,
      method: 'POST',
      path: `/v1/static-export/${seg(projectId)}/jobs`,
      expect: [202, 200, 201],
      idempotent: false,
      hints: {
        400: `Mintlify refused the project id ${projectId} or the project's base path: check project-id.`,
        401: `${KEY_401} Static export may also not be enabled for this project: ask Mintlify's sales team to enable it.`,
        403: KEY_403,
        404: PROJECT_404(projectId),
        429: EXPORT_429
      }
    })
    const body = checkExportJob(answer, `the new static export of project ${projectId}`)
    if (!body.jobId) {
      throw new Error('The static export was started, but the answer carried no jobId.')
    }
    return body
  }

  async getProjectExport(projectId: string, jobId: string): Promise<ExportJob> {
    const { body } = await this.client.call<unknown>({
      operation: `Reading static export job ${jobId}`,
      method: 'GET',
      path: `/v1/static-export/${seg(projectId)}/jobs/${seg(jobId)}`,
      expect: [200],
      idempotent: true,
      hints: { 404: `No static export job ${jobId} in project ${projectId}.` }
    })
    return checkExportJob(body, `static export job ${jobId}`)
  }

  async getExport(jobId: string): Promise<ExportJob> {
    const { body } = await this.client.call<unknown>({
      operation: `Reading static export job ${jobId}`,
      method: 'GET',
      path: `/v1/static-export/jobs/${seg(jobId)}`,
      expect: [200],
      idempotent: true
    })
    return checkExportJob(body, `static export job ${jobId}`)
  }

  async triggerDeployment(projectId: string, options: SendOptions = {}): Promise<string> {
    const { body } = await this.client.call<unknown>({
      ...options,
      operation: `Triggering a deployment of project ${projectId}`,
      method: 'POST',
      path: `/v1/project/update/${seg(projectId)}`,
      expect: [202, 200],
      idempotent: false,
      limitWindowMs: UPDATE_WINDOW_MS,
      hints: {
        404: PROJECT_404(projectId),
        429: 'Mintlify allows 10 deployment and automation triggers per 10 seconds per organization.'
      }
    })
    const triggered = checkTriggered(body, `the deployment of project ${projectId}`)
    if (!triggered.statusId)
      throw new Error('The deployment was triggered, but the answer carried no statusId to follow.')
    return triggered.statusId
  }

  async triggerPreview(
    projectId: string,
    branch: string,
    options: SendOptions = {}
  ): Promise<{ statusId: string; previewUrl?: string }> {
    const { body } = await this.client.call<unknown>({
      ...options,
      operation: `Triggering a preview of branch ${branch}`,
      method: 'POST',
      path: `/v1/project/preview/${seg(projectId)}`,
      body: { branch },
      expect: [202, 200],
      idempotent: false,
      limitWindowMs: PREVIEW_WINDOW_MS,
      hints: {
        400: 'Mintlify refused the branch: check the branch input (it must name a pushed Git branch).',
        403: "Preview deployments are not available on this organization's plan (they need Pro or Enterprise), or the key lacks write access or the runner's IP is not on its allow-list.",
        404: PROJECT_404(projectId),
        429: 'Mintlify allows 5 preview deployments per minute per organization.'
      }
    })
    const triggered = checkTriggered(body, `the preview of branch ${branch}`)
    if (!triggered.statusId)
      throw new Error('The preview was triggered, but the answer carried no statusId to follow.')
    return { statusId: triggered.statusId, previewUrl: triggered.previewUrl }
  }

  async getDeploymentStatus(statusId: string): Promise<DeploymentStatus> {
    const { body } = await this.client.call<unknown>({
      operation: `Reading deployment status ${statusId}`,
      method: 'GET',
      path: `/v1/project/update-status/${seg(statusId)}`,
      expect: [200],
      idempotent: true,
      hints: { 404: `No deployment status ${statusId}: it may belong to another organization.` }
    })
    return checkDeploymentStatus(body, `deployment status ${statusId}`)
  }

  async triggerAutomation(
    projectId: string,
    automationId: string,
    options: SendOptions = {}
  ): Promise<AutomationRun> {
    const { body } = await this.client.call<unknown>({
      ...options,
      operation: `Triggering automation ${automationId}`,
      method: 'POST',
      path: `/v1/workflow/${seg(projectId)}/${seg(automationId)}/trigger`,
      expect: [202, 200],
      idempotent: false,
      limitWindowMs: UPDATE_WINDOW_MS,
      hints: {
        400: 'Only an active automation with a custom schedule can be run this way: turn it on, or give it a custom schedule, on the Automations page of the dashboard (automations triggered by code changes or content updates cannot be started from here).',
        404: `No automation ${automationId} in project ${projectId}: copy the id from the automation's settings panel on the Automations page, and check project-id.`,
        429: 'Mintlify allows 10 deployment and automation triggers per 10 seconds per organization.'
      }
    })
    const run = checkTriggered(body, `automation ${automationId}`)
    if (!run.instanceId)
      throw new Error(`Automation ${automationId} was triggered, but the answer carried no run id.`)
    return { schemaId: run.schemaId, instanceId: run.instanceId, jobId: run.jobId }
  }

  /** Returns a fresh presigned link each call; 409 (job not completed yet) is retried in the deadline. */
  async generateBundle(jobId: string): Promise<ExportBundle> {
    const { body: answer } = await this.client.call<unknown>({
      operation: `Generating the bundle of static export job ${jobId}`,
      method: 'POST',
      path: `/v1/static-export/jobs/${seg(jobId)}/bundle`,
      expect: [200, 201],
      idempotent: true,
      retryOn: [409]
    })
    const body = checkExportJob(answer, `the bundle of static export job ${jobId}`)
    if (!body.bundleUrl) {
      throw new Error(`The bundle of static export job ${jobId} came back without a bundleUrl.`)
    }
    return {
      jobId: body.jobId,
      bundleUrl: body.bundleUrl,
      sizeBytes: body.sizeBytes,
      expiresAt: body.expiresAt
    }
  }
}

function requireAgentId(job: AgentJob, what: string): AgentJob {
  if (typeof job.id !== 'string' || !job.id) {
    throw new Error(
      `The agent job was accepted (${what}), but the answer carried no job id, so it cannot be followed. Check the Mintlify dashboard.`
    )
  }
  return job
}
