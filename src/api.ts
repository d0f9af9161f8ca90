import type { ApiClient } from './client.js'

/** The job record of the v2 agent API. No field is marked required by the contract. */
export interface AgentJob {
  id?: string
  status?: string
  source?: { repository?: string; ref?: string | null }
  model?: string
  prLink?: string | null
  createdAt?: string
  archivedAt?: string | null
}

export const AGENT_TERMINAL = ['completed', 'archived', 'failed'] as const

/** The job record of the v1 static export API (plus the proposed redesign's bundle fields). */
export interface ExportJob {
  jobId?: string
  status?: string
  progress?: number
  pageCount?: number
  createdAt?: string
  updatedAt?: string
  error?: string | null
  bundleUrl?: string
  sizeBytes?: number
  expiresAt?: string
}

export const EXPORT_TERMINAL = ['completed', 'failed'] as const

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

const seg = encodeURIComponent

/** The Admin API operations this action uses, each with the status codes the contract documents. */
export class AdminApi {
  constructor(private readonly client: ApiClient) {}

  async createAgentJob(projectId: string, prompt: string): Promise<AgentJob> {
    const { body } = await this.client.call<AgentJob>({
      operation: 'Creating the agent job',
      method: 'POST',
      path: `/v2/agent/${seg(projectId)}/job`,
      body: { prompt },
      expect: [201, 200],
      idempotent: false
    })
    return requireAgentId(body, 'create')
  }

  async sendAgentMessage(projectId: string, jobId: string, prompt: string): Promise<AgentJob> {
    const { body } = await this.client.call<AgentJob>({
      operation: `Sending the follow-up to agent job ${jobId}`,
      method: 'POST',
      path: `/v2/agent/${seg(projectId)}/job/${seg(jobId)}/message`,
      body: { prompt },
      expect: [200, 201],
      idempotent: false,
      hints: { 404: `No agent job ${jobId} in project ${projectId}: check the job-id input.` }
    })
    return { ...body, id: body.id ?? jobId }
  }

  async getAgentJob(projectId: string, jobId: string): Promise<AgentJob> {
    const { body } = await this.client.call<AgentJob>({
      operation: `Reading agent job ${jobId}`,
      method: 'GET',
      path: `/v2/agent/${seg(projectId)}/job/${seg(jobId)}`,
      expect: [200],
      idempotent: true
    })
    return { ...body, id: body.id ?? jobId }
  }

  async startExport(request: StartExportRequest): Promise<ExportJob> {
    const { body } = await this.client.call<ExportJob>({
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
    if (typeof body.jobId !== 'string' || !body.jobId) {
      throw new Error('The static export was started, but the answer carried no jobId.')
    }
    return body
  }

  async getExport(jobId: string): Promise<ExportJob> {
    const { body } = await this.client.call<ExportJob>({
      operation: `Reading static export job ${jobId}`,
      method: 'GET',
      path: `/v1/static-export/jobs/${seg(jobId)}`,
      expect: [200],
      idempotent: true
    })
    return body
  }

  /** Returns a fresh presigned link each call; 409 (job not completed yet) is retried in the deadline. */
  async generateBundle(jobId: string): Promise<ExportBundle> {
    const { body } = await this.client.call<Partial<ExportBundle>>({
      operation: `Generating the bundle of static export job ${jobId}`,
      method: 'POST',
      path: `/v1/static-export/jobs/${seg(jobId)}/bundle`,
      expect: [200, 201],
      idempotent: true,
      retryOn: [409]
    })
    if (typeof body.bundleUrl !== 'string' || !body.bundleUrl) {
      throw new Error(`The bundle of static export job ${jobId} came back without a bundleUrl.`)
    }
    return { ...body, bundleUrl: body.bundleUrl }
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
