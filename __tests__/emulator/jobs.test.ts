import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { AgentJobs, ExportJobs } from '../../emulator/jobs.js'

// The jobs read the wall clock; fake timers move it without waiting.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
})
afterEach(() => {
  jest.useRealTimers()
})

describe('agent jobs', () => {
  it('run active, then end with the outcome and the pull request', () => {
    const agents = new AgentJobs({ durationMs: 1000 })
    const { id } = agents.create('p', 'Hi') as { id: string }
    expect(agents.get('p', id)).toMatchObject({ status: 'active', prLink: null })
    jest.advanceTimersByTime(1000)
    expect(agents.get('p', id)).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42'
    })
    expect(agents.get('other', id)).toBeUndefined()
  })

  it('show an unknown status in the second half of the run when asked to drift', () => {
    const agents = new AgentJobs({ durationMs: 1000, unknownStatus: 'paused' })
    const { id } = agents.create('p', 'Hi') as { id: string }
    jest.advanceTimersByTime(500)
    expect(agents.get('p', id)).toMatchObject({ status: 'paused' })
    expect(agents.drifts).toBe(true)
  })

  it('a follow-up restarts the run and keeps every prompt', () => {
    const agents = new AgentJobs({ durationMs: 1000 })
    const { id } = agents.create('p', 'Hi') as { id: string }
    jest.advanceTimersByTime(1000)
    expect(agents.message(id, 'More')).toMatchObject({ status: 'active' })
    expect(agents.list()[0]?.prompts).toEqual(['Hi', 'More'])
    expect(agents.message('nope', 'More')).toBeUndefined()
  })

  it.each([
    ['same-pr', 'https://github.com/acme/docs/pull/42'],
    ['new-pr', 'https://github.com/acme/docs/pull/43'],
    ['no-change', null]
  ] as const)('a %s follow-up ends with the pull request %s', (followUp, prLink) => {
    const agents = new AgentJobs({ durationMs: 1000, followUp })
    const { id } = agents.create('p', 'Hi') as { id: string }
    jest.advanceTimersByTime(1000)
    expect(agents.refusal(id)).toBeUndefined()
    agents.message(id, 'More')
    jest.advanceTimersByTime(1000)
    expect(agents.get('p', id)).toMatchObject({ status: 'completed', prLink })
  })

  it('refuses messages to an archived job, to every job with refuse, and knows no stranger', () => {
    const archived = new AgentJobs({ durationMs: 1000, outcome: 'archived' })
    const { id } = archived.create('p', 'Hi') as { id: string }
    expect(archived.refusal(id)).toBeUndefined()
    jest.advanceTimersByTime(1000)
    expect(archived.refusal(id)).toBe('refused')
    const refusing = new AgentJobs({ followUp: 'refuse' })
    const other = refusing.create('p', 'Hi') as { id: string }
    expect(refusing.refusal(other.id)).toBe('refused')
    expect(refusing.refusal('nope')).toBe('not-found')
  })

  it('the rate limit counts uses per project per hour and says when one frees up', () => {
    const agents = new AgentJobs({ rateLimit: 2 })
    expect(agents.use('p')).toBeUndefined()
    jest.advanceTimersByTime(600_000)
    expect(agents.use('p')).toBeUndefined()
    expect(agents.use('q')).toBeUndefined()
    expect(agents.use('p')).toBe(3000) // the first use ages out 50 minutes from now
    jest.advanceTimersByTime(3000_000)
    expect(agents.use('p')).toBeUndefined()
  })
})

describe('export jobs', () => {
  it('queue for a tenth of the run, then progress evenly to the outcome', () => {
    const link = { bundleUrl: 'http://127.0.0.1/b', sizeBytes: 1, expiresAt: 'x' }
    const exports = new ExportJobs({ durationMs: 1000, pageCount: 10 }, () => link)
    const { jobId } = exports.start({ domain: 'docs.example.com' }) as { jobId: string }
    expect(exports.get(jobId)).toMatchObject({ status: 'queued', progress: 0, pageCount: 0 })
    jest.advanceTimersByTime(550)
    expect(exports.get(jobId)).toMatchObject({ status: 'running', progress: 50, pageCount: 5 })
    jest.advanceTimersByTime(450)
    expect(exports.get(jobId)).toMatchObject({ status: 'completed', progress: 100, error: null })
    expect(exports.get(jobId)).not.toHaveProperty('bundleUrl')
    expect(exports.get('se_nope')).toBeUndefined()
  })

  it('a failed one carries its error; in the redesign a completed one carries its link', () => {
    const link = { bundleUrl: 'http://127.0.0.1/b', sizeBytes: 1, expiresAt: 'x' }
    const failed = new ExportJobs({ durationMs: 10, outcome: 'failed' }, () => link)
    const redesign = new ExportJobs({ durationMs: 10, statusCarriesBundle: true }, () => link)
    const a = failed.start({ domain: 'a.com' }) as { jobId: string }
    const b = redesign.start({ domain: 'b.com' }) as { jobId: string }
    jest.advanceTimersByTime(10)
    expect(failed.get(a.jobId)).toMatchObject({ status: 'failed', error: expect.any(String) })
    expect(redesign.get(b.jobId)).toMatchObject({ status: 'completed', ...link })
  })
})
