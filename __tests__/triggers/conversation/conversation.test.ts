// The conversation on the agent's pull request, run as the runner runs it: GitHub's own payload
// shapes for issue_comment, pull_request_review_comment and pull_request_review, a loopback GitHub,
// and the emulator's follow-ups over real sockets.
import { afterEach, describe, expect, it } from '@jest/globals'
import type { EmulatorOptions } from '../../../emulator/server.js'
import type { GitHubApiOptions } from '../../../__fixtures__/github-api.js'
import {
  commentsOn,
  derivedEvent,
  openAgentPr,
  runTrigger,
  startTriggerSetup,
  TRIGGER_API_KEY,
  type TriggerSetup
} from '../../../__fixtures__/trigger-run.js'
import { jobMarker } from '../../../src/triggers/github/job-marker.js'

const OWN_PR = 'https://github.com/acme/app/pull/50'
const BOT = { login: 'github-actions[bot]', type: 'Bot' }

const setups: TriggerSetup[] = []
afterEach(async () => {
  const all = setups.splice(0)
  await Promise.all(all.map((s) => s.close()))
  // Follow-ups and fallbacks must still be requests the published contract allows.
  expect(all.flatMap((s) => s.emulator.violations)).toEqual([])
})

async function setup(
  agent: EmulatorOptions['agent'] = {},
  github?: GitHubApiOptions
): Promise<TriggerSetup> {
  const s = await startTriggerSetup({ agent: { agent: { prLink: OWN_PR, ...agent } }, github })
  setups.push(s)
  return s
}

/** Another comment on the thread of `name`, with its own id and text. */
function another(name: string, id: number, body: string): Promise<string> {
  return derivedEvent(name, (payload) => {
    const comment = payload.comment as Record<string, unknown>
    comment.id = id
    comment.body = body
    comment.html_url = `https://github.com/acme/app/pull/12#issuecomment-${id}`
  })
}

describe('the note on the agent’s pull request', () => {
  it('is left once, by the workflow’s token, naming the job and how to revise', async () => {
    const s = await setup()
    const jobId = await openAgentPr(s)
    const [note] = commentsOn(s, 50)
    expect(commentsOn(s, 50)).toHaveLength(1)
    expect(note).toMatch(
      /^<!-- mintlify-admin-action:reply agent-pr -->\n🤖 Mintlify's agent opened/
    )
    expect(note).toContain(`(job \`${jobId}\`)`)
    expect(note).toContain('[a workflow run](https://github.com/acme/app/actions/runs/777)')
    expect(note).toContain('comment `/docs-agent <change>` here')
    expect(note).toMatch(
      new RegExp(
        `\n<!-- mintlify-admin-action:job id=${jobId} repo=acme/app thread=50 sig=[0-9a-f]{32} -->$`
      )
    )
  })

  it('is not left on a pull request in another repository', async () => {
    const s = await setup({ prLink: 'https://github.com/acme/docs/pull/42' })
    await openAgentPr(s)
    expect(s.github.requests).toHaveLength(0)
  })
})

describe('a request on the agent’s pull request', () => {
  it('issue_comment: goes to the same job as a follow-up, and the reply says revised', async () => {
    const s = await setup()
    const jobId = await openAgentPr(s)
    const run = await runTrigger(s, 'agent-pr-comment')
    expect(run.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(1)
    const job = s.emulator.agentJobs()[0]
    expect(job?.prompts[1]).toMatch(/^shorter, and link the retry guide\n\n---\n/)
    expect(run.outputs['job-id']).toBe(jobId)
    expect(run.outputs['pr-link']).toBe(OWN_PR)
    expect(s.github.count('reaction.issue-comment')).toBe(1)
    const reply = commentsOn(s, 50).find((b) => b.includes('reply comment=1101'))
    expect(reply).toContain(`✅ Revised: the agent updated <${OWN_PR}> (job \`${jobId}\`)`)
    expect(run.summary).toMatch(
      /^<h3>✅ The agent revised <a href="https:\/\/github.com\/acme\/app\/pull\/50">acme\/app#50<\/a><\/h3>/
    )
    // The same pull request: its note stays as it was, none added.
    expect(commentsOn(s, 50).filter((b) => b.includes('reply agent-pr'))).toHaveLength(1)
  })

  it('pull_request_review (changes requested): counts like a comment, with no reaction', async () => {
    const s = await setup()
    const jobId = await openAgentPr(s)
    const run = await runTrigger(s, 'agent-pr-review', { eventName: 'pull_request_review' })
    expect(run.exitCode).toBeUndefined()
    expect(s.emulator.agentJobs()[0]?.prompts[1]).toMatch(/^use the v2 names\n/)
    expect(run.outputs['job-id']).toBe(jobId)
    expect(s.github.routes().filter((r) => r.startsWith('reaction'))).toEqual([])
    const reply = commentsOn(s, 50).find((b) => b.includes('reply review=8001'))
    expect(reply).toContain('✅ Revised')
  })

  it('pull_request_review_comment outside a review (an older payload): a comment on a diff line continues the job too', async () => {
    const s = await setup()
    await openAgentPr(s)
    const event = await derivedEvent('agent-pr-review-comment', (payload) => {
      delete (payload.comment as Record<string, unknown>).pull_request_review_id
    })
    const run = await runTrigger(s, event, { eventName: 'pull_request_review_comment' })
    expect(run.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.message')).toBe(1)
    expect(s.github.requests.find((r) => r.route === 'reaction.review-comment')?.path).toBe(
      '/repos/acme/app/pulls/comments/2101/reactions'
    )
  })

  it('says when the revision opened a different pull request, and notes that one too', async () => {
    const s = await setup({ followUp: 'new-pr' })
    await openAgentPr(s)
    const run = await runTrigger(s, 'agent-pr-comment')
    expect(run.outputs['pr-link']).toBe('https://github.com/acme/app/pull/51')
    const reply = commentsOn(s, 50).find((b) => b.includes('reply comment=1101'))
    expect(reply).toContain(
      `opened a different pull request, <https://github.com/acme/app/pull/51>`
    )
    expect(reply).toContain(`it worked on <${OWN_PR}> before`)
    expect(commentsOn(s, 51)[0]).toContain('reply agent-pr')
  })

  it('says when the revision changed nothing', async () => {
    const s = await setup({ followUp: 'no-change' })
    await openAgentPr(s)
    const run = await runTrigger(s, 'agent-pr-comment')
    expect(run.exitCode).toBeUndefined()
    const reply = commentsOn(s, 50).find((b) => b.includes('reply comment=1101'))
    expect(reply).toContain(`took the request and changed no file: <${OWN_PR}> stays as it was`)
  })

  it('needs write access: a reader’s request calls neither Mintlify nor more of GitHub', async () => {
    const s = await setup({}, { roles: { alice: 'read' } })
    await openAgentPr(s)
    const before = s.emulator.requests.length
    const calls = s.github.requests.length
    const run = await runTrigger(s, 'agent-pr-comment')
    expect(run.outputs.skipped).toBe('true')
    expect(s.emulator.requests.length).toBe(before)
    expect(s.github.routes().slice(calls)).toEqual(['permission'])
  })
})

describe('a conversation where the request was made', () => {
  it('continues the first job; `--new` starts another, which later requests continue', async () => {
    const s = await setup({ prLink: 'https://github.com/acme/docs/pull/42' })
    await runTrigger(s, 'pr-comment')
    const second = await runTrigger(
      s,
      await another('pr-comment', 1002, '/docs-agent Also mention the maximum')
    )
    const first = s.emulator.agentJobs()[0]
    expect(second.outputs['job-id']).toBe(first?.id)
    expect(s.emulator.count('agent.message')).toBe(1)
    expect(first?.prompts[1]).toMatch(/^Also mention the maximum\n/)

    const third = await runTrigger(
      s,
      await another('pr-comment', 1003, '/docs-agent --new Write a migration guide')
    )
    expect(s.emulator.count('agent.create')).toBe(2)
    const newer = s.emulator.agentJobs()[1]
    expect(third.outputs['job-id']).toBe(newer?.id)
    expect(newer?.prompts[0]).toMatch(/^Write a migration guide\n/)

    const fourth = await runTrigger(
      s,
      await another('pr-comment', 1004, '/docs-agent and link it from the index')
    )
    expect(fourth.outputs['job-id']).toBe(newer?.id)
    expect(newer?.prompts[1]).toMatch(/^and link it from the index\n/)
    expect(s.emulator.count('agent.create')).toBe(2)
  })

  it('`New page for the CLI` is a request, not the command: no word lost, the conversation kept', async () => {
    const s = await setup({ prLink: 'https://github.com/acme/docs/pull/42' })
    await runTrigger(s, 'pr-comment')
    const second = await runTrigger(
      s,
      await another('pr-comment', 1002, '/docs-agent New page for the CLI')
    )
    const first = s.emulator.agentJobs()[0]
    expect(second.outputs['job-id']).toBe(first?.id)
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(first?.prompts[1]).toMatch(/^New page for the CLI\n/)
  })

  it('a re-run of the same request follows the conversation’s job: one job, never a second', async () => {
    const s = await setup()
    await runTrigger(s, 'pr-comment')
    await runTrigger(s, 'pr-comment')
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(1)
  })
})

describe('markers the action did not write', () => {
  it('ignores a marker in a person’s comment, with a notice, and starts a new job', async () => {
    const s = await setup(
      {},
      {
        comments: [
          {
            id: 500,
            issueNumber: 12,
            body: 'see <!-- mintlify-admin-action:job id=victimjob repo=acme/app -->\n<!-- mintlify-admin-action:job id=victimjob repo=acme/app -->',
            user: { login: 'mallory', type: 'User' }
          }
        ]
      }
    )
    const run = await runTrigger(s, 'pr-comment')
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(0)
    expect(run.log).toMatch(/::notice::Ignored a job marker in a comment by @mallory/)
  })

  it('a marker quoted in a code block by another bot is not followed', async () => {
    const s = await setup({ prLink: 'https://github.com/acme/docs/pull/42' })
    await runTrigger(s, 'pr-comment')
    const genuine = s.github.comments.find((c) => c.body.includes('reply comment=1001'))?.body ?? ''
    // A triage bot quotes the action's whole reply, marker included, in a code block.
    s.github.comments.push({
      id: 600,
      issueNumber: 12,
      body: `Triage summary:\n\n\`\`\`\n${genuine}\n\`\`\``,
      user: { login: 'triage-bot[bot]', type: 'Bot' },
      createdAt: new Date().toISOString()
    })
    const run = await runTrigger(s, await another('pr-comment', 1002, '/docs-agent more'))
    // The action's own reply still names the job: the request follows it, not the quote.
    expect(s.emulator.count('agent.message')).toBe(1)
    expect(run.log).toMatch(/::notice::Ignored a job marker in a comment by @triage-bot\[bot\]/)
  })

  it('a marker copied from another thread, unsigned, or forged is ignored with a notice', async () => {
    const reply = (id: number, marker: string) => ({
      id,
      issueNumber: 12,
      body: `<!-- mintlify-admin-action:reply comment=${id} -->\nDone.\n\n${marker}`,
      user: BOT
    })
    const s = await setup(
      {},
      {
        comments: [
          reply(
            501,
            jobMarker('victimjob', { repository: 'acme/app', thread: 99 }, TRIGGER_API_KEY)
          ),
          reply(502, '<!-- mintlify-admin-action:job id=victimjob repo=acme/app -->'),
          reply(503, jobMarker('victimjob', { repository: 'acme/app', thread: 12 }, 'not the key')),
          reply(
            504,
            jobMarker('otherjob', { repository: 'evil/other', thread: 12 }, TRIGGER_API_KEY)
          )
        ]
      }
    )
    const run = await runTrigger(s, 'pr-comment')
    expect(s.emulator.count('agent.message')).toBe(0)
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(run.log).toContain('it was written for #99, not #12')
    expect(run.log).toContain('it is not signed')
    expect(run.log).toContain('its signature does not verify')
    expect(run.log).toContain('it names a job of another repository (evil/other)')
  })
})

describe('a long thread', () => {
  it('is read from its newest comments: the newest job is followed, past the oldest 3 000', async () => {
    const signed = (id: number, jobId: string) => ({
      id,
      issueNumber: 12,
      body: `<!-- mintlify-admin-action:reply comment=${id} -->\nDone.\n\n${jobMarker(jobId, { repository: 'acme/app', thread: 12 }, TRIGGER_API_KEY)}`,
      user: BOT
    })
    const chatter = Array.from({ length: 3200 }, (_, i) => ({
      id: 10_000 + i,
      issueNumber: 12,
      body: `comment ${i}`,
      user: { login: 'someone', type: 'User' }
    }))
    const s = await setup({ prLink: 'https://github.com/acme/docs/pull/42' })
    // Two jobs on the thread: an old one at its start, the conversation's current one at its end.
    await openAgentPr(s)
    await openAgentPr(s)
    const [oldJob, newJob] = s.emulator.agentJobs().map((job) => job.id)
    s.github.comments.push(signed(1, oldJob ?? ''), ...chatter, signed(2, newJob ?? ''))
    const run = await runTrigger(s, 'pr-comment')
    expect(run.outputs['job-id']).toBe(newJob)
    expect(s.emulator.agentJobs()[1]?.prompts).toHaveLength(2)
    // Only the newest pages were read: not all 33 of them.
    // The search for the job comes after the reply is posted (turns.ts).
    const posted = s.github.requests.findIndex((r) => r.route === 'comments.create')
    const pages = s.github.requests
      .slice(posted)
      .filter((r) => r.route === 'comments.list' && r.path.includes('/issues/12/'))
      .map((r) => new URL(r.path, 'http://x').searchParams.get('page'))
    expect(pages).toEqual(['1', '33', '32'])
  })
})

describe('a job that can no longer take messages', () => {
  it('answered 400: says so on the reply and starts a new job with the request and context', async () => {
    const s = await setup({ followUp: 'refuse' })
    const jobId = await openAgentPr(s)
    const run = await runTrigger(s, 'agent-pr-comment')
    expect(run.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.message')).toBe(1)
    expect(s.emulator.count('agent.create')).toBe(2)
    const fresh = s.emulator.agentJobs()[1]
    expect(run.outputs['job-id']).toBe(fresh?.id)
    expect(fresh?.prompts[0]).toMatch(/^shorter, and link the retry guide\n/)
    expect(fresh?.prompts[0]).toContain(
      `- Earlier job: this continues a request handled by Mintlify agent job ${jobId}, which opened ${OWN_PR}`
    )
    expect(run.log).toMatch(
      /::notice::Agent job \w+ can no longer take messages \(the API answered HTTP 400/
    )
    const reply = commentsOn(s, 50).find((b) => b.includes('reply comment=1101')) ?? ''
    expect(reply).toMatch(/^<!-- mintlify-admin-action:reply comment=1101 -->\n✅ Done/)
    expect(reply).toMatch(
      new RegExp(`<!-- mintlify-admin-action:job id=${fresh?.id} repo=acme/app thread=50 sig=`)
    )
    // The summary says what the reply says: a new job opened the pull request, no revision.
    expect(run.summary).toMatch(/<h3>✅ The agent opened <a [^>]+>acme\/app#50<\/a><\/h3>/)
  })

  it('a follow-up whose job cannot be read (403) gets the ❌ reply a first request gets, and sends nothing', async () => {
    const s = await setup()
    const jobId = await openAgentPr(s)
    s.emulator.addFault({ route: 'agent.get', kind: 'status', status: 403, times: 50 })
    const run = await runTrigger(s, 'agent-pr-comment')
    expect(run.exitCode).toBe(1)
    expect(s.emulator.count('agent.message')).toBe(0)
    const reply = commentsOn(s, 50).find((b) => b.includes('reply comment=1101')) ?? ''
    expect(reply).toMatch(/❌ \*\*The docs agent could not finish this request\.\*\*/)
    expect(reply).toContain(`Job \`${jobId}\`.`)
    expect(reply).not.toContain('👀 Working on it')
  })

  it('archived: needs no follow-up to know, and starts a new job', async () => {
    const s = await setup({ outcome: 'archived' })
    await runTrigger(s, 'pr-comment')
    await runTrigger(s, await another('pr-comment', 1002, '/docs-agent try again'))
    expect(s.emulator.count('agent.message')).toBe(0)
    expect(s.emulator.count('agent.create')).toBe(2)
  })

  it('unknown to the API (404): starts a new job', async () => {
    const s = await setup(
      {},
      {
        comments: [
          {
            id: 503,
            issueNumber: 12,
            body: `<!-- mintlify-admin-action:reply comment=1 -->\nold\n\n${jobMarker('gonejob', { repository: 'acme/app', thread: 12 }, TRIGGER_API_KEY)}`,
            user: BOT
          }
        ]
      }
    )
    const run = await runTrigger(s, 'pr-comment')
    expect(run.exitCode).toBeUndefined()
    expect(s.emulator.count('agent.create')).toBe(1)
    expect(run.log).toContain('can no longer take messages (the API no longer knows it)')
  })
})
