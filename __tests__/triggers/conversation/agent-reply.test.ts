// The one reply that follows an agent run, as a flow on the fake clock: a rate limit of minutes is
// said on the pull request, not only in a log the commenter cannot see.
import { afterEach, describe, expect, it } from '@jest/globals'
import { runAgentWithReply } from '../../../src/triggers/conversation/agent-reply.js'
import type { AgentConfig } from '../../../src/action/inputs.js'
import { configOf, startFlow, type FlowHarness } from '../../../__fixtures__/flow.js'

let flow: FlowHarness | undefined
afterEach(async () => {
  await flow?.em.close()
  flow = undefined
})

const config = (): AgentConfig =>
  configOf<AgentConfig>({ mode: 'agent', 'api-key': 'mint_x', 'project-id': 'proj_1', prompt: 'p' })

describe('runAgentWithReply', () => {
  it('says on the reply when the request waits minutes for the rate limit, then follows the job', async () => {
    flow = await startFlow({
      agent: { durationMs: 30_000 },
      faults: [
        {
          route: 'agent.create',
          kind: 'status',
          status: 429,
          headers: { 'retry-after': '300' },
          body: { error: 'Rate limit exceeded' }
        }
      ]
    })
    const posts: string[] = []
    const outcome = await runAgentWithReply(
      config(),
      flow.deps,
      { post: async (body) => void posts.push(body), remember: () => undefined },
      { runUrl: 'https://github.com/acme/app/actions/runs/1' }
    )
    expect(outcome.result).toBe('pr')
    expect(posts).toHaveLength(3)
    expect(posts[0]).toMatch(
      /^⏳ Waiting for Mintlify's rate limit \(100 agent runs per project per hour\): it resets at (\d{4}-\d\d-\d\d )?\d\d:\d\d UTC \(in 5 min\), and the job starts then\./
    )
    expect(posts[1]).toMatch(/^👀 Working on it/)
    expect(posts[2]).toMatch(/^✅ Done: the agent opened/)
    expect(flow.em.count('agent.create')).toBe(2)
  })

  it('says nothing extra for a rate limit of seconds', async () => {
    flow = await startFlow({
      faults: [
        {
          route: 'agent.create',
          kind: 'status',
          status: 429,
          headers: { 'retry-after': '5' },
          body: { error: 'Rate limit exceeded' }
        }
      ]
    })
    const posts: string[] = []
    await runAgentWithReply(config(), flow.deps, {
      post: async (body) => void posts.push(body),
      remember: () => undefined
    })
    expect(posts.map((p) => [...p][0])).toEqual(['👀', '✅'])
  })
})
