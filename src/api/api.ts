import {
  checkAgentJob,
  checkExportJob,
  type AgentJobShape,
  type ExportJobShape
} from './answers.js'
import type { CallOptions } from './call.js'
import type { ApiClient } from './client.js'

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
      idempotent: false
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
        403: 'Static export is not enabled for this organization: it needs an Enterprise plan (contact Mintlify sales). If it is enabled, the key may be restricted to read scope or to other IP addresses.'
      }
    })
    const body = checkExportJob(answer, `the new static export of ${request.domain}`)
    if (!body.jobId) {
      throw new Error('The static export was started, but the answer carried no jobId.')
    }
    return body
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
