// The built action (dist/index.js) run the way the runner runs it: a child process with INPUT_*
// variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, talking to the emulator over real sockets.
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import { ACTION_ENTRY, runAction } from '../../__fixtures__/run-action.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import { expectOnlyMasked } from '../../__fixtures__/secrets.js'
import { startGitHubApi } from '../../__fixtures__/github-api.js'
import { eventFixture } from '../../__fixtures__/trigger-run.js'

const PACKAGE_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string })
  .version

let emulator: Emulator | undefined
afterEach(async () => {
  if (emulator) await closeConforming(emulator)
  emulator = undefined
})

describe('dist/index.js in agent mode', () => {
  it('runs the agent to a pull request, writing outputs and the job summary', async () => {
    emulator = await startEmulator({ contract: true, agent: { durationMs: 400 } })
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': emulator.apiKey,
        'base-url': emulator.url,
        'project-id': 'proj_1',
        prompt: 'Document the new retry option',
        'poll-interval': '0.2s'
      }
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      status: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/42'
    })
    expect(run.summary).toMatch(
      /^<h3>✅ The agent opened <a href="https:\/\/github.com\/acme\/docs\/pull\/42">acme\/docs#42<\/a><\/h3>/
    )
    expectOnlyMasked(run.stdout + run.stderr, emulator.apiKey)
    for (const request of emulator.requests) {
      expect(request.headers['user-agent']).toBe(`mintlify-admin-action/${PACKAGE_VERSION}`)
    }
  })

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops within 2 s on %s while polling, non-zero, naming the job',
    async (signal) => {
      emulator = await startEmulator({ contract: true, agent: { durationMs: 600_000 } })
      let signalledAt = 0
      const run = await runAction({
        inputs: {
          mode: 'agent',
          'api-key': emulator.apiKey,
          'base-url': emulator.url,
          'project-id': 'proj_1',
          prompt: 'Long job'
        },
        onSpawn: (child) => {
          child.stdout?.on('data', (chunk: Buffer) => {
            if (!signalledAt && chunk.toString().includes('Created agent job')) {
              signalledAt = performance.now()
              setTimeout(() => child.kill(signal), 300)
            }
          })
        }
      })
      const jobId = emulator.agentJobs()[0]?.id as string
      expect(run.code).not.toBe(0)
      expect(run.signal).toBeNull()
      expect(performance.now() - signalledAt).toBeLessThan(2300)
      expect(run.stdout).toContain(
        `Cancelled by ${signal}. The job ${jobId} keeps running at Mintlify`
      )
      expect(run.outputs['job-id']).toBe(jobId)
    }
  )
})

describe('dist/index.js start-up', () => {
  // Every run loads the entry chunk before reading a single input: what only one mode or feature
  // needs must stay in a chunk loaded on use (`await import()`), or every run pays for it in
  // start-up time and memory (htmlparser2 alone added 8 MiB and 10 ms to every run once).
  it.each([
    ['htmlparser2', 'the site check'],
    ['entities', 'the site check'],
    ['@actions/github', 'comment and merged-PR runs'],
    ['@octokit/core', 'comment and merged-PR runs'],
    ['yaml', 'the Helm values file']
  ])('keeps %s (for %s) out of the entry chunk', async (pkg) => {
    const entry = await readFile(ACTION_ENTRY, 'utf8')
    expect(entry.includes(`node_modules/${pkg}/`)).toBe(false)
    // The marker the check relies on is there for what the entry does load.
    expect(entry.includes('node_modules/@actions/core/')).toBe(true)
  })
})

describe('dist/index.js in the conversation on the agent’s pull request', () => {
  it('a review that requests changes goes to the job named in the action’s note', async () => {
    emulator = await startEmulator({
      contract: true,
      agent: { durationMs: 300, prLink: 'https://github.com/acme/app/pull/50' }
    })
    const github = await startGitHubApi()
    try {
      const env = {
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '777'
      }
      const inputs = {
        mode: 'agent',
        'api-key': emulator.apiKey,
        'base-url': emulator.url,
        'project-id': 'proj_1',
        'github-token': 'ghs_dist_token',
        'poll-interval': '0.2s'
      }
      const first = await runAction({ inputs: { ...inputs, prompt: 'Document retries' }, env })
      expect(first.code).toBe(0)
      expect(github.comments.map((c) => c.issueNumber)).toEqual([50])

      const review = JSON.parse(await readFile(eventFixture('agent-pr-review'), 'utf8')) as object
      const second = await runAction({
        inputs,
        env,
        event: { name: 'pull_request_review', payload: review }
      })
      expect(second.code).toBe(0)
      expect(second.outputs['job-id']).toBe(first.outputs['job-id'])
      expect(emulator.count('agent.message')).toBe(1)
      expect(second.summary).toMatch(/^<h3>✅ The agent revised /)
    } finally {
      await github.close()
    }
  })
})
