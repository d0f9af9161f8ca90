// Deployments, previews and automations of one project, as Mintlify's "Trigger update", "Trigger
// preview deployment", "Get deployment status" and "Trigger automation" describe them: a status goes
// queued -> in_progress -> success or failure with the clock, gathering log lines; a preview of a
// branch that has one is redeployed under the same URL; the rate limits answer 429 without a
// Retry-After (none is documented).
import { randomBytes } from 'node:crypto'
import { wallClock, type EmulatorClock } from './jobs.ts'

export interface ProjectOptions {
  /** How long a deployment takes from trigger to its final status. */
  durationMs?: number
  /** How the build ends. */
  outcome?: 'success' | 'failure'
  /** false: the plan has no previews (403). */
  previews?: boolean
  /** Automations of the project by id; absent ids are 404. Default: `auto_nightly` active. */
  automations?: Record<string, 'active' | 'inactive' | 'not-custom'>
  /** The docs' subdomain, as the status names it. */
  subdomain?: string
  /** Triggers of updates and automations allowed per 10 s (shared), and previews per minute. */
  updateLimit?: number
  previewLimit?: number
}

export interface DeploymentStatus {
  _id: string
  projectId: string
  createdAt: string
  endedAt?: string
  status: 'queued' | 'in_progress' | 'success' | 'failure'
  summary?: string
  logs: string[]
  subdomain: string
  author: { name: string; avatarUrl: string; githubUserId: number } | null
  commit: {
    sha: string
    ref: string
    message: string
    filesChanged: { added: string[]; modified: string[]; removed: string[] }
  }
  source: 'api'
}

interface Deployment {
  id: string
  projectId: string
  branch?: string
  createdAt: number
}

const LOG = [
  'Cloning the repository',
  'Reading docs.json',
  'Building 42 pages',
  'Uploading static assets'
]

export class ProjectDeployments {
  readonly #clock: EmulatorClock
  readonly #options: Required<Omit<ProjectOptions, 'automations'>> & {
    automations: Record<string, 'active' | 'inactive' | 'not-custom'>
  }
  readonly #deployments = new Map<string, Deployment>()
  readonly #previewUrls = new Map<string, string>()
  #updateCalls: number[] = []
  #previewCalls: number[] = []
  /** Every automation run started, for the tests. */
  readonly automationRuns: { projectId: string; automationId: string; instanceId: string }[] = []

  constructor(options: ProjectOptions = {}, clock: EmulatorClock = wallClock) {
    this.#clock = clock
    this.#options = {
      durationMs: options.durationMs ?? 3000,
      outcome: options.outcome ?? 'success',
      previews: options.previews ?? true,
      automations: options.automations ?? { auto_nightly: 'active' },
      subdomain: options.subdomain ?? 'acme',
      updateLimit: options.updateLimit ?? 10,
      previewLimit: options.previewLimit ?? 5
    }
  }

  /** false when the organisation's shared budget of 10 a 10 s is spent (the call is not counted). */
  takeUpdateSlot(): boolean {
    const now = this.#clock.now()
    this.#updateCalls = this.#updateCalls.filter((t) => now - t < 10_000)
    if (this.#updateCalls.length >= this.#options.updateLimit) return false
    this.#updateCalls.push(now)
    return true
  }

  takePreviewSlot(): boolean {
    const now = this.#clock.now()
    this.#previewCalls = this.#previewCalls.filter((t) => now - t < 60_000)
    if (this.#previewCalls.length >= this.#options.previewLimit) return false
    this.#previewCalls.push(now)
    return true
  }

  get previewsEnabled(): boolean {
    return this.#options.previews
  }

  deploy(projectId: string): { statusId: string } {
    const id = randomBytes(12).toString('hex')
    this.#deployments.set(id, { id, projectId, createdAt: this.#clock.now() })
    return { statusId: id }
  }

  preview(projectId: string, branch: string): { statusId: string; previewUrl: string } {
    const id = randomBytes(12).toString('hex')
    this.#deployments.set(id, { id, projectId, branch, createdAt: this.#clock.now() })
    const key = `${projectId}\n${branch}`
    // The same branch keeps its preview: a redeploy, not a duplicate.
    let previewUrl = this.#previewUrls.get(key)
    if (!previewUrl) {
      const slug = branch
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      previewUrl = `https://${this.#options.subdomain}-${slug || 'preview'}.mintlify.app`
      this.#previewUrls.set(key, previewUrl)
    }
    return { statusId: id, previewUrl }
  }

  status(statusId: string): DeploymentStatus | undefined {
    const d = this.#deployments.get(statusId)
    if (!d) return undefined
    const elapsed = this.#clock.now() - d.createdAt
    const { durationMs, outcome } = this.#options
    const done = elapsed >= durationMs
    const status = done ? outcome : elapsed < durationMs / 5 ? 'queued' : 'in_progress'
    const logs =
      status === 'queued'
        ? []
        : LOG.slice(0, done ? LOG.length : Math.max(1, Math.floor((elapsed / durationMs) * 4)))
    if (done && outcome === 'failure')
      logs.push('Error: guides/setup.mdx: Unexpected closing tag </Steps>', 'Build failed')
    if (done && outcome === 'success') logs.push('Deployed')
    return {
      _id: d.id,
      projectId: d.projectId,
      createdAt: new Date(d.createdAt).toISOString(),
      ...(done ? { endedAt: new Date(d.createdAt + durationMs).toISOString() } : {}),
      status,
      ...(done
        ? {
            summary:
              outcome === 'success'
                ? 'Deployed 42 pages'
                : 'The build failed: guides/setup.mdx has an unclosed <Steps> component'
          }
        : {}),
      logs,
      subdomain: this.#options.subdomain,
      author: {
        name: 'Ada Lovelace',
        avatarUrl: 'https://avatars.example.com/ada.png',
        githubUserId: 42
      },
      commit: {
        sha: '4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39',
        ref: d.branch ?? 'main',
        message: 'Document the retry option',
        filesChanged: {
          added: ['guides/retries.mdx'],
          modified: ['docs.json', 'guides/setup.mdx'],
          removed: []
        }
      },
      source: 'api'
    }
  }

  /** 202 with the run, or why not: the automation's state. */
  triggerAutomation(
    projectId: string,
    automationId: string
  ):
    | { schemaId: string; instanceId: string; jobId: string }
    | 'not-found'
    | 'inactive'
    | 'not-custom' {
    const state = this.#options.automations[automationId]
    if (state === undefined) return 'not-found'
    if (state !== 'active') return state
    const instanceId = `run_${randomBytes(8).toString('hex')}`
    this.automationRuns.push({ projectId, automationId, instanceId })
    return { schemaId: automationId, instanceId, jobId: `job_${randomBytes(8).toString('hex')}` }
  }
}
