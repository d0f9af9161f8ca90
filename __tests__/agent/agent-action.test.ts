import { afterEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import { runInProcess } from '../../__fixtures__/in-process.js'

let emulator: Emulator | undefined
afterEach(async () => {
  if (emulator) await closeConforming(emulator)
  emulator = undefined
})

async function start(options: Partial<EmulatorOptions> = {}): Promise<Emulator> {
  emulator = await startEmulator({
    ...options,
    contract: true,
    agent: { durationMs: 300, ...options.agent }
  })
  return emulator
}

function inputs(em: Emulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    mode: 'agent',
    'api-key': em.apiKey,
    'base-url': em.url,
    'project-id': 'proj_1',
    prompt: 'Document the retry option',
    'poll-interval': '0.2s',
    ...extra
  }
}

describe('agent mode', () => {
  it('creates the job, polls it to completion and outputs the pull request', async () => {
    const em = await start()
    const run = await runInProcess(inputs(em))
    expect(run.exitCode).toBeUndefined()
    const [job] = em.agentJobs()
    expect(run.outputs).toEqual({
      'job-id': job?.id,
      status: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/42',
      model: 'claude-sonnet-4-5',
      'source-repository': 'https://github.com/acme/docs',
      'source-ref': `mintlify/agent-${job?.id.slice(0, 8)}`
    })
    expect(em.count('agent.create')).toBe(1)
    expect(job?.prompts).toEqual(['Document the retry option'])
    expect(run.summary).toContain('<a href="https://github.com/acme/docs/pull/42">')
    expect(run.summary).toContain(`<code>${job?.id}</code>`)
  })

  it('masks the API key before anything else is printed', async () => {
    const em = await start()
    const run = await runInProcess(inputs(em))
    expect(run.log.startsWith(`::add-mask::${em.apiKey}`)).toBe(true)
    expect(run.log.split(em.apiKey)).toHaveLength(2)
  })

  it('returns right after creation with wait: false', async () => {
    const em = await start({ agent: { durationMs: 60_000 } })
    const run = await runInProcess(inputs(em, { wait: 'false' }))
    expect(run.exitCode).toBeUndefined()
    expect(run.outputs).toMatchObject({ status: 'active', 'pr-link': '' })
    expect(run.outputs['job-id']).toMatch(/^[0-9a-f]{24}$/)
    expect(em.count('agent.get')).toBe(0)
  })

  it('sends the prompt as a follow-up when job-id is set, and only waits when the prompt is empty', async () => {
    const em = await start()
    const first = await runInProcess(inputs(em))
    const jobId = first.outputs['job-id'] as string
    const followUp = await runInProcess(inputs(em, { 'job-id': jobId, prompt: 'Also fix typos' }))
    expect(followUp.outputs).toMatchObject({ 'job-id': jobId, status: 'completed' })
    expect(em.count('agent.message')).toBe(1)
    expect(em.agentJobs()[0]?.prompts).toEqual(['Document the retry option', 'Also fix typos'])
    const resume = await runInProcess(inputs(em, { 'job-id': jobId, prompt: '' }))
    expect(resume.exitCode).toBeUndefined()
    expect(em.count('agent.create')).toBe(1)
    expect(em.count('agent.message')).toBe(1)
  })

  it('fails the step naming the job when the agent fails, with outputs written', async () => {
    const em = await start({ agent: { outcome: 'failed' } })
    const run = await runInProcess(inputs(em))
    expect(run.exitCode).toBe(1)
    expect(run.outputs.status).toBe('failed')
    expect(run.log).toContain(`::error::Agent job ${run.outputs['job-id']} failed.`)
    expect(run.summary).toContain(
      `<h3>❌ Mintlify agent failed</h3>\n<p>Agent job ${run.outputs['job-id']} failed.`
    )
    // This run's table alone, though earlier tests ran the action in this process too.
    expect(run.summary.match(/<h3>/g)).toHaveLength(1)
  })

  it('succeeds with a warning when the job is archived', async () => {
    const em = await start({ agent: { outcome: 'archived' } })
    const run = await runInProcess(inputs(em))
    expect(run.exitCode).toBeUndefined()
    expect(run.outputs.status).toBe('archived')
    expect(run.log).toContain('::warning::Agent job')
  })

  it('notices a completion without pull request, and fails it with fail-on-no-pr', async () => {
    const em = await start({ agent: { prLink: null } })
    const notice = await runInProcess(inputs(em))
    expect(notice.exitCode).toBeUndefined()
    expect(notice.outputs['pr-link']).toBe('')
    expect(notice.log).toContain('::notice::Agent job')
    const strict = await runInProcess(inputs(em, { 'fail-on-no-pr': 'true' }))
    expect(strict.exitCode).toBe(1)
    expect(strict.log).toContain('fail-on-no-pr is true')
  })

  it('fails at the deadline naming the job and its last status, with job-id set', async () => {
    const em = await start({ agent: { durationMs: 60_000 } })
    const run = await runInProcess(inputs(em, { timeout: '1.5s' }))
    expect(run.exitCode).toBe(1)
    const jobId = run.outputs['job-id'] as string
    expect(jobId).toBeTruthy()
    expect(run.outputs.status).toBe('active')
    expect(run.log).toContain(
      `Agent job ${jobId} did not finish within the timeout (1.5s); last status: active`
    )
  })

  it('refuses a bad input before any request', async () => {
    const em = await start()
    const run = await runInProcess(inputs(em, { 'project-id': '' }))
    expect(run.exitCode).toBe(1)
    expect(run.log).toContain("::error::Input 'project-id': is required in agent mode")
    expect(em.requests).toHaveLength(0)
  })

  it('warns about a key without the mint_ prefix but still uses it', async () => {
    const em = await start()
    const run = await runInProcess(inputs(em, { 'api-key': 'wrong_key' }))
    expect(run.log).toContain("::warning::Input 'api-key' does not start with mint_")
    expect(run.log).toContain('failed with HTTP 401')
    expect(em.count('agent.create')).toBe(1)
  })
})
