import { describe, expect, it } from '@jest/globals'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAYLOAD_EVENTS } from '../../src/action/events.js'
import { readRunnerContext } from '../../src/action/runner.js'

const EVENTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../__fixtures__/events')

function read(env: NodeJS.ProcessEnv): {
  context: ReturnType<typeof readRunnerContext>
  warnings: string[]
} {
  const warnings: string[] = []
  const context = readRunnerContext(env, {
    payloadEvents: PAYLOAD_EVENTS,
    warning: (message) => warnings.push(message)
  })
  return { context, warnings }
}

describe('readRunnerContext', () => {
  it('reads the event, the repository, the API and the run link as the runner sets them', () => {
    const { context, warnings } = read({
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: path.join(EVENTS, 'no-text.json'),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3',
      GITHUB_SERVER_URL: 'https://ghe.example.com',
      GITHUB_RUN_ID: '42',
      GITHUB_WORKSPACE: '/work/repo',
      RUNNER_TEMP: '/runner/tmp',
      GITHUB_STEP_SUMMARY: '/runner/summary.md',
      HTTPS_PROXY: 'http://user:pw@proxy.corp:3128'
    })
    expect(context).toMatchObject({
      eventName: 'issue_comment',
      payload: { comment: { id: 1006 } },
      repository: 'acme/docs',
      apiUrl: 'https://ghe.example.com/api/v3',
      runUrl: 'https://ghe.example.com/acme/docs/actions/runs/42',
      workspace: '/work/repo',
      tempDir: '/runner/tmp',
      summaryFile: '/runner/summary.md'
    })
    expect(context.proxyFor('https://api.mintlify.com')).toBe('the proxy proxy.corp:3128')
    expect(warnings).toEqual([])
  })

  it('falls back to the current folder and the system temp folder outside a runner', () => {
    const { context } = read({})
    expect(context).toMatchObject({
      eventName: '',
      payload: {},
      workspace: process.cwd(),
      tempDir: os.tmpdir()
    })
    expect(context.runUrl).toBeUndefined()
    expect(context.summaryFile).toBeUndefined()
    expect(context.proxyFor('https://api.mintlify.com')).toBe('the proxy')
  })

  it('opens the payload only for the events a flow reads', () => {
    const { context, warnings } = read({
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: path.join(EVENTS, 'missing.json')
    })
    expect(context.payload).toEqual({})
    expect(warnings).toEqual([])
  })

  it('warns and reads nothing from a payload that is not JSON', () => {
    const name = fileURLToPath(import.meta.url)
    const { context, warnings } = read({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: name
    })
    expect(context.payload).toEqual({})
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`Could not read the event payload at ${name}: `)
    expect(warnings[0]).not.toContain('\n')
  })
})
