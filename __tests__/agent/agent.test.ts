// The agent flow as a unit: runAgent against the emulator over real sockets, on one fake clock shared
// with the emulator's jobs, so jobs of minutes or hours and the step's deadline take no real time.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as core from '../../__fixtures__/core.js'
import { configOf, startFlow, type FlowHarness } from '../../__fixtures__/flow.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import type { EmulatorOptions } from '../../emulator/server.js'
import type { AgentConfig } from '../../src/action/inputs.js'

jest.unstable_mockModule('@actions/core', () => core)
const { runAgent, FOLLOW_UP_GRACE_MS } = await import('../../src/agent/agent.js')

let flow: FlowHarness | undefined
beforeEach(() => {
  jest.clearAllMocks()
})
afterEach(async () => {
  if (flow) await closeConforming(flow.em)
  flow = undefined
})

async function start(options: Partial<EmulatorOptions> = {}, timeoutMs?: number) {
  flow = await startFlow(options, timeoutMs)
  return flow
}

function config(extra: Record<string, string> = {}): AgentConfig {
  return configOf<AgentConfig>({
    mode: 'agent',
    'api-key': 'mint_x',
    'project-id': 'proj_1',
    prompt: 'Document the retry option',
    ...extra
  })
}

const infos = (): string[] => core.info.mock.calls.map(([message]) => message)

describe('runAgent', () => {
  it('follows a 20-minute job to its pull request with few polls, seen soon after it ends', async () => {
    const { em, clock, deps } = await start({ agent: { durationMs: 20 * 60_000 } })
    const startedAt = clock.now()
    const outcome = await runAgent(config({ 'poll-interval': '60s' }), deps)
    expect(outcome.result).toBe('pr')
    expect(outcome.job.prLink).toBe('https://github.com/acme/docs/pull/42')
    const job = em.agentJobs()[0]
    // Seen within one poll-interval of the end. Half-second polls for the first 5 s, then a third of
    // the time waited until poll-interval caps the pause, then one a minute: 40 at most.
    expect(clock.now() - startedAt - 20 * 60_000).toBeLessThanOrEqual(60_000)
    expect(em.count('agent.get')).toBeLessThanOrEqual(40)
    expect(job?.prompts).toEqual(['Document the retry option'])
    expect(Math.max(...clock.sleeps)).toBeLessThanOrEqual(60_000)
  })

  it('says at least once a minute that a 30-minute job is still running, even polled every 5 min', async () => {
    const { clock, deps } = await start({ agent: { durationMs: 30 * 60_000 } })
    const lines: [number, string][] = []
    core.info.mockImplementation((message) => void lines.push([clock.now(), message]))
    const startedAt = clock.now()
    await runAgent(config({ 'poll-interval': '5m' }), deps)
    const times = [startedAt, ...lines.map(([at]) => at)]
    const gaps = times.slice(1).map((at, i) => at - (times[i] as number))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60_000)
    expect(lines.map(([, m]) => m)).toContainEqual(
      expect.stringMatching(/^Agent job \w+: still active after 1\dm \d\ds\.$/)
    )
    // One every 50 to 60 s (a tick comes at most 10 s after the threshold), not one per tick.
    expect(lines.length).toBeLessThanOrEqual((30 * 60) / 50 + 10)
  })

  it('returns at the deadline with the last status read, the job still running', async () => {
    const { clock, deps } = await start({ agent: { durationMs: 2 * 3_600_000 } }, 30 * 60_000)
    const startedAt = clock.now()
    const outcome = await runAgent(config(), deps)
    expect(outcome.result).toBe('timeout')
    expect(outcome.job.status).toBe('active')
    expect(outcome.job.id).toMatch(/^[0-9a-f]{24}$/)
    expect(clock.now() - startedAt).toBe(30 * 60_000)
  })

  it('treats an unknown status as still running and logs it once', async () => {
    const { deps } = await start({ agent: { durationMs: 10 * 60_000, unknownStatus: 'reviewing' } })
    const outcome = await runAgent(config(), deps)
    expect(outcome.result).toBe('pr')
    const unknown = infos().filter((m) =>
      /status 'reviewing', which this action does not know/.test(m)
    )
    expect(unknown).toHaveLength(1)
    expect(infos()).toContain(`Agent job ${outcome.job.id}: active -> reviewing`)
    expect(infos()).toContain(`Agent job ${outcome.job.id}: reviewing -> completed`)
  })

  it.each([
    ['failed', 'failed'],
    ['archived', 'archived']
  ] as const)('ends on a %s job with result %s', async (outcome, result) => {
    const { deps } = await start({ agent: { durationMs: 5 * 60_000, outcome } })
    expect((await runAgent(config(), deps)).result).toBe(result)
  })

  it('a completion without pull request is no-pr, with a notice unless fail-on-no-pr', async () => {
    const { deps } = await start({ agent: { prLink: null } })
    expect((await runAgent(config(), deps)).result).toBe('no-pr')
    expect(core.notice).toHaveBeenCalledTimes(1)
    expect((await runAgent(config({ 'fail-on-no-pr': 'true' }), deps)).result).toBe('no-pr')
    expect(core.notice).toHaveBeenCalledTimes(1)
  })

  it('waits for a follow-up whose answer still shows the finished run before it', async () => {
    const { em, clock, deps } = await start({
      agent: { durationMs: 5 * 60_000, messageAnswersBefore: true }
    })
    const first = await runAgent(config(), deps)
    const jobId = first.job.id as string
    const polled = em.count('agent.get')
    const followUp = await runAgent(config({ 'job-id': jobId, prompt: 'Also fix typos' }), deps)
    expect(followUp.result).toBe('pr')
    expect(em.count('agent.message')).toBe(1)
    expect(em.count('agent.get')).toBeGreaterThan(polled)
    const job = em.agentJobs()[0]
    expect(clock.now()).toBeGreaterThanOrEqual((job?.createdAt ?? 0) + (job?.durationMs ?? 0))
  })

  it('a follow-up picked up late: reads that still show the old run are not its result', async () => {
    const { em, deps } = await start({
      agent: { durationMs: 5 * 60_000, followUp: 'new-pr', followUpStartsAfterMs: 40_000 }
    })
    const first = await runAgent(config(), deps)
    expect(first.job.prLink).toBe('https://github.com/acme/docs/pull/42')
    const jobId = first.job.id as string
    const before = first.job
    const followUp = await runAgent(
      config({ 'job-id': jobId, prompt: 'Also fix typos', 'poll-interval': '10s' }),
      { ...deps, before }
    )
    // The old state (completed, #42) was read for 40 s; the follow-up's run opened #43.
    expect(followUp.result).toBe('pr')
    expect(followUp.job.prLink).toBe('https://github.com/acme/docs/pull/43')
    expect(em.count('agent.message')).toBe(1)
  })

  it('an identical finished state is accepted once the grace period has passed without the job seen working', async () => {
    const { clock, deps } = await start({
      agent: { durationMs: 60_000, followUp: 'new-pr', followUpStartsAfterMs: 10 * 60_000 }
    })
    const first = await runAgent(config(), deps)
    const sentAt = clock.now()
    const followUp = await runAgent(
      config({
        'job-id': first.job.id as string,
        prompt: 'Also fix typos',
        'poll-interval': '10s'
      }),
      { ...deps, before: first.job }
    )
    expect(followUp.job.prLink).toBe('https://github.com/acme/docs/pull/42')
    expect(clock.now() - sentAt).toBeGreaterThanOrEqual(FOLLOW_UP_GRACE_MS)
    expect(clock.now() - sentAt).toBeLessThan(FOLLOW_UP_GRACE_MS + 20_000)
  })

  it('with wait: false returns the new job at once, without polling', async () => {
    const { em, clock, deps } = await start({ agent: { durationMs: 3_600_000 } })
    const outcome = await runAgent(config({ wait: 'false' }), deps)
    expect(outcome).toMatchObject({ result: 'pending', job: { status: 'active' } })
    expect(em.count('agent.get')).toBe(0)
    expect(clock.sleeps).toEqual([])
  })

  it('writes job-id as soon as the job exists, before any wait', async () => {
    const { deps, record } = await start({ agent: { durationMs: 3_600_000 } }, 60_000)
    const seen: (string | undefined)[] = []
    await runAgent(config(), {
      ...deps,
      started: async (job) => {
        seen.push(record.report.jobId ?? job.id)
      }
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatch(/^[0-9a-f]{24}$/)
  })
})
