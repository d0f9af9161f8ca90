import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as core from '../__fixtures__/core.js'

const runAgent = jest.fn<() => Promise<unknown>>()
jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../src/agent/agent.js', () => ({ runAgent }))

const { run } = await import('../src/main.js')

const inputs: Record<string, string> = {
  mode: 'agent',
  'api-key': 'mint_k',
  'project-id': 'p',
  prompt: 'x',
  'github-token': 'ghs_token'
}

describe('run', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    core.getInput.mockImplementation((name) => inputs[name] ?? '')
  })

  it('fails the step on a thrown value that is not an Error', async () => {
    runAgent.mockRejectedValueOnce('plain string')
    await run()
    expect(core.setFailed).toHaveBeenCalledWith('plain string')
  })

  it('fails the step with the message of a thrown Error, and logs its stack for debugging', async () => {
    const error = new Error('agent exploded')
    runAgent.mockRejectedValueOnce(error)
    await run()
    expect(core.setFailed).toHaveBeenCalledWith('agent exploded')
    expect(core.debug).toHaveBeenCalledWith(error.stack as string)
  })

  it('fails the step on an outcome that is a failure, which the flow returned rather than threw', async () => {
    runAgent.mockResolvedValueOnce({ job: { id: 'job-1', status: 'failed' }, result: 'failed' })
    await run()
    expect(core.setFailed).toHaveBeenCalledTimes(1)
    expect(core.setFailed).toHaveBeenCalledWith(expect.stringContaining('Agent job job-1 failed.'))
    expect(core.debug).not.toHaveBeenCalled()
  })

  it('masks the API key and the GitHub token before reading the config', async () => {
    core.getInput.mockImplementation((name) => (name === 'mode' ? 'bogus' : (inputs[name] ?? '')))
    await run()
    expect(core.setSecret.mock.calls.map(([secret]) => secret)).toEqual(['mint_k', 'ghs_token'])
    expect(core.setFailed).toHaveBeenCalledWith(expect.stringContaining("Input 'mode'"))
    expect(core.setSecret.mock.invocationCallOrder[1]).toBeLessThan(
      core.setFailed.mock.invocationCallOrder[0] as number
    )
    expect(runAgent).not.toHaveBeenCalled()
  })

  it('does not fail a run whose flow succeeds', async () => {
    runAgent.mockResolvedValueOnce({ result: 'pr' })
    await run()
    expect(core.setFailed).not.toHaveBeenCalled()
  })
})
