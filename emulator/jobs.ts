// The job model: agent and export jobs, and what each looks like at a given moment. Jobs advance
// with a clock, the wall clock by default, so a poller sees them move as it would the service's; a
// test that shares its fake clock with the code under test sees them move only when that code waits.
import { randomBytes } from 'node:crypto'

/** The time source jobs and links age by: `Date.now` unless a test injects its fake clock. */
export interface EmulatorClock {
  now(): number
}

export const wallClock: EmulatorClock = { now: () => Date.now() }

export interface AgentOptions {
  durationMs?: number
  outcome?: 'completed' | 'failed' | 'archived'
  /** null: the job completes without a pull request. */
  prLink?: string | null
  /** A status the service may add later; shown during the second half of the run. */
  unknownStatus?: string
  /** Uses per project per hour (create and message). */
  rateLimit?: number
  /** A follow-up's answer shows the job as it was before the message (a finished job still finished). */
  messageAnswersBefore?: boolean
  /**
   * What a follow-up comes to: `same-pr` revises the job's pull request; `new-pr` opens another one
   * (the number goes up by one per follow-up); `no-change` changes no file (prLink null, as the
   * contract says); `refuse` answers 400, as for a job that can no longer take messages.
   */
  followUp?: 'same-pr' | 'new-pr' | 'no-change' | 'refuse'
  /**
   * A follow-up that the job picks up late: for this long after the message, reads still show the
   * finished run it follows (its status and pull request), then the new run starts.
   */
  followUpStartsAfterMs?: number
}

export interface ExportJobOptions {
  /** false: the organization's plan lacks static export (403 on start). */
  enabled?: boolean
  durationMs?: number
  outcome?: 'completed' | 'failed'
  pageCount?: number
  /** The proposed redesign: a completed status already carries bundleUrl. */
  statusCarriesBundle?: boolean
  /**
   * Which contract's routes are served: `published` (today's, with the domain), `project` (the
   * revision: project-scoped, today's routes answer 404 as a route that is gone), or `both` (default).
   */
  contract?: 'published' | 'project' | 'both'
  /** One queued or running job per deployment: a second start is 409 (always so on the project route). */
  oneActiveJob?: boolean
  /** Starts per organization per hour before 429 (no Retry-After); 10 on the project route. */
  startsPerHour?: number
}

export interface AgentJobState {
  id: string
  projectId: string
  createdAt: number
  durationMs: number
  prompts: string[]
  /** Until this moment (a follow-up not yet picked up) reads show `staleView`. */
  staleUntil?: number
  staleView?: View
}

/** Why a follow-up was not taken: no such job, or the job refuses messages. */
export type MessageRefusal = 'not-found' | 'refused'

export interface ExportJobState {
  jobId: string
  /** The domain on today's route; the project id on the project-scoped one. */
  domain: string
  projectId?: string
  version?: string
  paths?: string[]
  createdAt: number
}

/** The fields of a bundle link: the bundle call's answer, or a completed status's in the redesign. */
export type LinkFields = { bundleUrl: string; sizeBytes: number; expiresAt: string }

type View = Record<string, unknown>
const HOUR_MS = 3600_000

export class AgentJobs {
  readonly #options: Required<Omit<AgentOptions, 'unknownStatus'>> & { unknownStatus?: string }
  readonly #clock: EmulatorClock
  readonly #jobs = new Map<string, AgentJobState>()
  readonly #uses = new Map<string, number[]>()

  constructor(options: AgentOptions = {}, clock: EmulatorClock = wallClock) {
    this.#clock = clock
    this.#options = {
      durationMs: 1500,
      outcome: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42',
      rateLimit: 100,
      messageAnswersBefore: false,
      followUp: 'same-pr',
      followUpStartsAfterMs: 0,
      ...options
    }
  }

  /** True when answers show a status outside the contract on purpose (drift, not a bug). */
  get drifts(): boolean {
    return Boolean(this.#options.unknownStatus)
  }

  list(): AgentJobState[] {
    return [...this.#jobs.values()]
  }

  has(id: string): boolean {
    return this.#jobs.has(id)
  }

  /**
   * Counts one use of the project's hourly allowance (create and message). When none is left it
   * counts nothing and returns the seconds until the oldest use ages out (Retry-After).
   */
  use(projectId: string): number | undefined {
    const now = this.#clock.now()
    const recent = (this.#uses.get(projectId) ?? []).filter((t) => now - t < HOUR_MS)
    this.#uses.set(projectId, recent)
    if (recent.length >= this.#options.rateLimit) {
      return Math.ceil((HOUR_MS - (now - (recent[0] ?? now))) / 1000)
    }
    recent.push(now)
    return undefined
  }

  create(projectId: string, prompt: string): View {
    const job = {
      id: randomBytes(12).toString('hex'),
      projectId,
      createdAt: this.#clock.now(),
      durationMs: this.#options.durationMs,
      prompts: [prompt]
    }
    this.#jobs.set(job.id, job)
    return this.#view(job)
  }

  /** The job as it is now; undefined when no job has this id in this project. */
  get(projectId: string, id: string): View | undefined {
    const job = this.#jobs.get(id)
    return job && job.projectId === projectId ? this.#view(job) : undefined
  }

  /** Whether a follow-up to this job would be taken: an archived job, or `refuse`, takes none. */
  refusal(id: string): MessageRefusal | undefined {
    const job = this.#jobs.get(id)
    if (!job) return 'not-found'
    if (this.#options.followUp === 'refuse' || this.#view(job).status === 'archived') {
      return 'refused'
    }
    return undefined
  }

  /** A follow-up restarts the job's run; undefined when no job has this id. */
  message(id: string, prompt: string): View | undefined {
    const job = this.#jobs.get(id)
    if (!job) return undefined
    const before = this.#view(job)
    job.prompts.push(prompt)
    const delay = this.#options.followUpStartsAfterMs
    job.createdAt = this.#clock.now() + delay
    if (delay > 0) {
      job.staleUntil = job.createdAt
      job.staleView = before
    }
    return this.#options.messageAnswersBefore ? before : this.#view(job)
  }

  #view(job: AgentJobState): View {
    if (job.staleView && this.#clock.now() < (job.staleUntil ?? 0)) return job.staleView
    const { outcome, unknownStatus, followUp } = this.#options
    const followUps = job.prompts.length - 1
    let prLink = this.#options.prLink
    if (followUps > 0 && followUp === 'no-change') prLink = null
    if (followUps > 0 && followUp === 'new-pr' && prLink) {
      prLink = prLink.replace(/\/(\d+)$/, (_, n: string) => `/${Number(n) + followUps}`)
    }
    const elapsed = this.#clock.now() - job.createdAt
    let status: string = 'active'
    if (elapsed >= job.durationMs) status = outcome
    else if (unknownStatus && elapsed >= job.durationMs / 2) status = unknownStatus
    return {
      id: job.id,
      status,
      source: {
        repository: 'https://github.com/acme/docs',
        ref: `mintlify/agent-${job.id.slice(0, 8)}`
      },
      model: 'claude-sonnet-4-5',
      prLink: status === 'completed' ? prLink : null,
      createdAt: new Date(job.createdAt).toISOString(),
      archivedAt:
        status === 'archived' ? new Date(job.createdAt + job.durationMs).toISOString() : null
    }
  }
}

export class ExportJobs {
  readonly #options: Required<ExportJobOptions>
  readonly #clock: EmulatorClock
  readonly #jobs = new Map<string, ExportJobState>()
  /** Hands out a fresh link to the job's bundle (for statusCarriesBundle). */
  readonly #link: (jobId: string) => LinkFields

  constructor(
    options: ExportJobOptions,
    link: (jobId: string) => LinkFields,
    clock: EmulatorClock = wallClock
  ) {
    this.#clock = clock
    this.#options = {
      enabled: true,
      durationMs: 1500,
      outcome: 'completed',
      pageCount: 3,
      statusCarriesBundle: false,
      contract: 'both',
      oneActiveJob: false,
      startsPerHour: Number.POSITIVE_INFINITY,
      ...options
    }
    this.#link = link
  }

  get enabled(): boolean {
    return this.#options.enabled
  }

  list(): ExportJobState[] {
    return [...this.#jobs.values()]
  }

  /**
   * True when today's start answers what its contract does not list, on purpose: 404 once the route is
   * gone, 409 and 429 when the revision's rules are applied to it.
   */
  get drifts(): boolean {
    const o = this.#options
    return o.contract === 'project' || o.oneActiveJob || Number.isFinite(o.startsPerHour)
  }

  get contract(): 'published' | 'project' | 'both' {
    return this.#options.contract
  }

  /** Why a start is refused now: a job of this deployment still active (409), or the hourly limit (429). */
  refusal(deployment: string, projectRoute: boolean): 'busy' | 'limited' | undefined {
    const now = this.#clock.now()
    const active = [...this.#jobs.values()].some(
      (job) =>
        (job.projectId ?? job.domain) === deployment &&
        now - job.createdAt < this.#options.durationMs
    )
    if (active && (projectRoute || this.#options.oneActiveJob)) return 'busy'
    const limit = projectRoute
      ? Math.min(10, this.#options.startsPerHour)
      : this.#options.startsPerHour
    const recent = [...this.#jobs.values()].filter((job) => now - job.createdAt < 3_600_000).length
    return recent >= limit ? 'limited' : undefined
  }

  start(request: { domain: string; version?: string; paths?: string[]; projectId?: string }): View {
    const job: ExportJobState = {
      jobId: `se_${randomBytes(8).toString('hex')}`,
      ...request,
      createdAt: this.#clock.now()
    }
    this.#jobs.set(job.jobId, job)
    return this.#view(job)
  }

  /** The job as it is now; undefined when no job has this id. */
  get(jobId: string): View | undefined {
    const job = this.#jobs.get(jobId)
    return job && this.#view(job)
  }

  /** A queued tenth of the run, then progress and pages growing evenly until the outcome. */
  #view(job: ExportJobState): View {
    const { durationMs, outcome, pageCount } = this.#options
    const elapsed = this.#clock.now() - job.createdAt
    const queuedFor = durationMs * 0.1
    const fraction = Math.min(1, Math.max(0, (elapsed - queuedFor) / (durationMs - queuedFor)))
    const finished = elapsed >= durationMs
    const status = finished ? outcome : elapsed < queuedFor ? 'queued' : 'running'
    const view: View = {
      jobId: job.jobId,
      status,
      progress: finished ? 100 : Math.round(fraction * 1000) / 10,
      pageCount: finished ? pageCount : Math.floor(fraction * pageCount),
      createdAt: new Date(job.createdAt).toISOString(),
      updatedAt: new Date(Math.min(this.#clock.now(), job.createdAt + durationMs)).toISOString(),
      error: status === 'failed' ? 'Rendering failed: page guides/broken has invalid MDX' : null
    }
    if (status === 'completed' && this.#options.statusCarriesBundle) {
      Object.assign(view, this.#link(job.jobId))
    }
    return view
  }
}
