import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from '@jest/globals'
import type { EmulatorOptions } from '../../emulator/server.js'
import type { GitHubApiOptions } from '../../__fixtures__/github-api.js'
import { runAction } from '../../__fixtures__/run-action.js'
import {
  derivedEvent,
  eventFixture as fixture,
  runTrigger as runOn,
  startTriggerSetup,
  TRIGGER_API_KEY as API_KEY,
  TRIGGER_TOKEN as TOKEN,
  type TriggerSetup as Setup
} from '../../__fixtures__/trigger-run.js'

const setups: Setup[] = []
afterEach(async () => {
  const all = setups.splice(0)
  await Promise.all(all.map((s) => s.close()))
  // The prompts built from comments must still be requests the published contract allows.
  expect(all.flatMap((s) => s.emulator.violations)).toEqual([])
})

async function setup(
  options: { github?: GitHubApiOptions; agent?: Partial<EmulatorOptions> } = {}
): Promise<Setup> {
  const s = await startTriggerSetup(options)
  setups.push(s)
  return s
}

describe('run() on comment events', () => {
  it('runs the agent for a writer’s pull request comment and answers on the pull request', async () => {
    const s = await setup()
    const result = await runOn(s, 'pr-comment')

    expect(result.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.create')).toBe(1)
    const prompt = s.emulator.agentJobs()[0]?.prompts[0] ?? ''
    expect(prompt).toMatch(
      /^Document the new retry option\.\n\nMention the `retries` input and its default\.\n\n---\n/
    )
    expect(prompt).toContain('- Repository: acme/app')
    expect(prompt).toContain(
      '- Pull request: #12 (https://github.com/acme/app/pull/12)\n- Its title: "Add a retry option"'
    )
    expect(prompt).toContain('- Head branch: "feature/retry"\n')
    expect(prompt).toContain('- Requested by: @alice in')

    expect(s.github.routes()).toEqual([
      'permission',
      'reaction.issue-comment',
      'pull',
      // This request's earlier reply, if any; the reply, posted before the thread is read, so that
      // requests made at the same moment take turns (turns.ts); the conversation's job, if any.
      'comments.list',
      'comments.create',
      'comments.list',
      'comments.update',
      'comments.update'
    ])
    expect(s.github.requests[0]?.path).toBe('/repos/acme/app/collaborators/alice/permission')
    for (const request of s.github.requests) {
      expect(request.headers.authorization).toBe(`token ${TOKEN}`)
    }
    const jobId = result.outputs['job-id'] ?? ''
    expect(jobId).not.toBe('')
    const created = s.github.requests.find((r) => r.route === 'comments.create')
    expect(created?.path).toBe('/repos/acme/app/issues/12/comments')
    expect(String(created?.body?.body)).toContain('On it: this request is being read.')
    const working = s.github.requests.find((r) => r.route === 'comments.update')
    expect(String(working?.body?.body)).toContain(`Working on it: Mintlify agent job \`${jobId}\``)
    const [reply] = s.github.comments
    expect(s.github.comments).toHaveLength(1)
    expect(reply?.body).toContain('<!-- mintlify-admin-action:reply comment=1001 -->')
    expect(reply?.body).toContain(`the agent opened <https://github.com/acme/docs/pull/42>`)
    expect(reply?.body).toContain('https://github.com/acme/app/actions/runs/777')
    expect(reply?.body).not.toContain(API_KEY)
    expect(result.outputs.skipped ?? '').toBe('')
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/42')
  })

  it('takes a plain issue’s comment with the issue as context; a re-run follows its job under one new reply', async () => {
    const s = await setup()
    const first = await runOn(s, 'issue-comment')
    const second = await runOn(s, 'issue-comment')

    expect(second.exitCode).toBeUndefined()
    // One job per conversation: the re-run's request goes to the job its first run started.
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(1)
    expect(second.outputs['job-id']).toBe(first.outputs['job-id'])
    expect(s.emulator.agentJobs()[0]?.prompts[0]).toContain(
      '- Issue: #7 (https://github.com/acme/app/issues/7)\n- Its title: "Docs: explain rate limits"'
    )
    expect(s.github.count('pull')).toBe(0)
    // The re-run takes its turn now: a new reply, the earlier one removed once it stands.
    expect(s.github.count('comments.create')).toBe(2)
    expect(s.github.count('comments.delete')).toBe(1)
    expect(s.github.comments).toHaveLength(1)
    expect(s.github.comments[0]?.body).toContain(second.outputs['job-id'] ?? 'missing')
    expect(s.github.comments[0]?.body).toContain('Revised')
  })

  it('reacts to a review comment where it was written (one outside a review, as older payloads have)', async () => {
    const s = await setup()
    const event = await derivedEvent('review-comment', (payload) => {
      delete (payload.comment as Record<string, unknown>).pull_request_review_id
    })
    const result = await runOn(s, event, { eventName: 'pull_request_review_comment' })
    expect(result.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.github.requests.find((r) => r.route.startsWith('reaction'))?.path).toBe(
      '/repos/acme/app/pulls/comments/2001/reactions'
    )
    expect(s.github.comments[0]?.issueNumber).toBe(12)
  })

  it.each(['no-trigger', 'bot-comment', 'edited-comment'])(
    'skips %s without asking GitHub or Mintlify anything',
    async (name) => {
      const s = await setup()
      const result = await runOn(s, name)
      expect(result.exitCode).toBeUndefined()
      expect(result.outputs.skipped).toBe('true')
      expect(result.outputs['job-id']).toBeUndefined()
      expect(s.emulator.count('agent.create')).toBe(0)
      expect(s.emulator.requests).toHaveLength(0)
      expect(s.github.requests).toHaveLength(0)
      expect(result.summary).toMatch(
        /^<h3>⏭️ No agent run: nothing to do<\/h3>\n<p>The event asked for no run: the (comment|event)/
      )
    }
  )

  it('answers a trigger with no request with the usage line, and skips', async () => {
    const s = await setup()
    const result = await runOn(s, 'no-text')
    expect(result.outputs.skipped).toBe('true')
    expect(s.emulator.requests).toHaveLength(0)
    expect(s.github.routes()).toEqual(['permission', 'comments.list', 'comments.create'])
    expect(s.github.comments[0]?.body).toContain('Usage: `/docs-agent <what the docs agent')
  })

  it.each(['read', 'triage'])(
    'does not spend the agent budget for a commenter with %s permission',
    async (role) => {
      const s = await setup({ github: { roles: { alice: role } } })
      const result = await runOn(s, 'pr-comment')
      expect(result.exitCode).toBeUndefined()
      expect(result.outputs.skipped).toBe('true')
      expect(result.log).toContain(
        `::notice::No agent run: @alice has '${role}' permission on acme/app`
      )
      expect(s.emulator.requests).toHaveLength(0)
      expect(s.github.routes()).toEqual(['permission'])
    }
  )

  it('lets a maintainer run it', async () => {
    const s = await setup({ github: { roles: { alice: 'maintain' } } })
    await runOn(s, 'pr-comment')
    expect(s.emulator.count('agent.create')).toBe(1)
  })

  it('runs nothing when the permission cannot be checked, fails, and tells the commenter', async () => {
    const s = await setup({ github: { forbidden: ['permission'] } })
    const result = await runOn(s, 'pr-comment')
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('::warning::Could not check the commenter')
    expect(result.log).toMatch(
      /::error::The permission of @alice could not be checked on GitHub \(403/
    )
    expect(s.emulator.requests).toHaveLength(0)
    expect(s.github.comments[0]?.body).toContain('⚠️ **This request was not run.**')
  })

  it('skips with a warning when github-token is empty', async () => {
    const s = await setup()
    const result = await runOn(s, 'pr-comment', { inputs: { 'github-token': '' } })
    expect(result.outputs.skipped).toBe('true')
    expect(result.log).toContain("::warning::No agent run: input 'github-token' is empty")
    expect(s.emulator.requests).toHaveLength(0)
    expect(s.github.requests).toHaveLength(0)
  })

  it('still runs and reports the agent result when every GitHub write is refused', async () => {
    const s = await setup({
      github: {
        forbidden: ['reaction.issue-comment', 'pull', 'comments.create', 'comments.update']
      }
    })
    const result = await runOn(s, 'pr-comment')
    expect(result.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/42')
    expect(result.log).toContain('::warning::Could not post the reply comment on GitHub: 403')
    expect(result.summary).toContain('<th>Reply</th><td>not posted: GitHub refused it')
    // The pull request could not be read: the payload's title and link stand in.
    expect(s.emulator.agentJobs()[0]?.prompts[0]).toContain('- Its title: "Add a retry option"')
  })

  it('writes the failure and the job id into the reply when the job fails', async () => {
    const s = await setup({ agent: { agent: { outcome: 'failed' } } })
    const result = await runOn(s, 'pr-comment')
    expect(result.exitCode).toBe(1)
    const jobId = result.outputs['job-id'] ?? 'missing'
    expect(s.github.comments[0]?.body).toContain(`❌ Job \`${jobId}\` failed`)
  })

  it('says the job is still running when the deadline comes first', async () => {
    const s = await setup({ agent: { agent: { durationMs: 60_000 } } })
    const result = await runOn(s, 'pr-comment', { inputs: { timeout: '1s' } })
    expect(result.exitCode).toBe(1)
    const jobId = result.outputs['job-id'] ?? 'missing'
    const body = s.github.comments[0]?.body ?? ''
    expect(body).toContain(`⏳ This workflow stopped waiting for job \`${jobId}\``)
    expect(body).not.toContain('job-id:')
  })

  it('says the job keeps running, not that it failed, when the workflow is cancelled', async () => {
    // Through the built action: cancellation is a signal to the process, as on a runner.
    const s = await setup({ agent: { agent: { durationMs: 600_000 } } })
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': API_KEY,
        'base-url': s.emulator.url,
        'project-id': 'proj_1',
        'github-token': TOKEN
      },
      event: {
        name: 'issue_comment',
        payload: JSON.parse(readFileSync(fixture('pr-comment'), 'utf8')) as object
      },
      env: {
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: s.github.url,
        // GitHub's back-off unit and write spacing, 1 s in use: shortened for the tests.
        MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS: '10',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '777'
      },
      onSpawn: (child) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Created agent job')) {
            setTimeout(() => child.kill('SIGTERM'), 300)
          }
        })
      }
    })
    expect(run.code).not.toBe(0)
    const jobId = s.emulator.agentJobs()[0]?.id ?? 'missing'
    const body = s.github.comments[0]?.body ?? ''
    expect(body).toContain(`job \`${jobId}\` was already started. It keeps running at Mintlify`)
    expect(body).not.toContain('job-id:')
    expect(body).not.toContain('failed')
    expect(run.stdout).toContain(`::error::Cancelled (SIGTERM).`)
  })

  it('reports a failure before any job exists, without the API key', async () => {
    const s = await setup()
    const result = await runOn(s, 'pr-comment', { inputs: { 'api-key': 'mint_wrong_key' } })
    expect(result.exitCode).toBe(1)
    const body = s.github.comments[0]?.body ?? ''
    expect(body).toContain('❌ **The docs agent could not finish this request.**')
    expect(body).not.toContain('mint_wrong_key')
    expect(s.github.count('comments.create')).toBe(1)
  })

  it('only waits for the job named by job-id, even on a comment event', async () => {
    const s = await setup()
    const first = await runOn(s, 'pr-comment')
    const jobId = first.outputs['job-id'] ?? 'missing'
    const requestsBefore = s.github.requests.length
    const wait = await runOn(s, 'pr-comment', { inputs: { 'job-id': jobId } })
    expect(wait.exitCode).toBeUndefined()
    expect(wait.outputs.status).toBe('completed')
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(0)
    expect(s.github.requests).toHaveLength(requestsBefore)
  })

  it('leaves an explicit prompt alone: no trigger, no GitHub call', async () => {
    const s = await setup()
    const result = await runOn(s, 'no-trigger', { inputs: { prompt: 'Fixed prompt' } })
    expect(result.exitCode).toBeUndefined()
    expect(s.emulator.agentJobs()[0]?.prompts[0]).toBe('Fixed prompt')
    expect(s.github.requests).toHaveLength(0)
  })
})
