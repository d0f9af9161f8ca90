// Preview mode on a pull request, run as the runner runs it (in-process, real sockets): the Admin API
// emulator and the loopback GitHub API, on a `pull_request` payload in GitHub's documented shape.
import { afterEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.js'
import {
  startGitHubApi,
  type GitHubApi,
  type GitHubApiOptions
} from '../../__fixtures__/github-api.js'
import { runInProcess } from '../../__fixtures__/in-process.js'
import { derivedEvent, eventFixture } from '../../__fixtures__/trigger-run.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import { expectOnlyMasked } from '../../__fixtures__/secrets.js'

const TOKEN = 'ghs_preview_token'
let open: { emulator: Emulator; github: GitHubApi } | undefined
afterEach(async () => {
  if (open) await Promise.all([closeConforming(open.emulator), open.github.close()])
  open = undefined
})

async function setup(project: EmulatorOptions['project'] = {}, github: GitHubApiOptions = {}) {
  const emulator = await startEmulator({ contract: true, project: { durationMs: 300, ...project } })
  open = { emulator, github: await startGitHubApi(github) }
  return open
}

function preview(
  { emulator, github }: { emulator: Emulator; github: GitHubApi },
  event = eventFixture('pr-synchronize'),
  inputs: Record<string, string> = {}
) {
  return runInProcess(
    {
      mode: 'preview',
      'api-key': emulator.apiKey,
      'base-url': emulator.url,
      'project-id': 'proj_1',
      'poll-interval': '0.1',
      'github-token': TOKEN,
      ...inputs
    },
    {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS: '10'
    }
  )
}

const previewComments = (github: GitHubApi) =>
  github.comments.filter((c) => c.issueNumber === 34 && c.body.includes(':preview '))

describe('preview mode on a pull request', () => {
  it('makes one GitHub deployment per push, statuses in order, and one comment edited in place', async () => {
    const s = await setup()
    const first = await preview(s)
    expect(first.exitCode).toBeUndefined()
    expect(first.outputs['preview-url']).toBe('https://acme-docs-retries.mintlify.app')
    // The branch is the pull request's head branch.
    expect(s.emulator.requests.find((r) => r.route === 'project.preview')?.body).toEqual({
      branch: 'docs/retries'
    })
    expect(s.github.deployments).toHaveLength(1)
    expect(s.github.deployments[0]?.request).toMatchObject({
      ref: '2e1c7a4d9b8f6e5d4c3b2a1f0e9d8c7b6a5f4e3d',
      environment: 'Preview',
      auto_merge: false,
      required_contexts: [],
      transient_environment: true
    })
    expect(s.github.deployments[0]?.statuses.map((st) => st.state)).toEqual([
      'in_progress',
      'success'
    ])
    expect(s.github.deployments[0]?.statuses[1]).toMatchObject({
      environment_url: 'https://acme-docs-retries.mintlify.app',
      log_url: 'https://github.com/acme/app/actions/runs/4242'
    })
    expect(previewComments(s.github)).toHaveLength(1)
    expect(previewComments(s.github)[0]?.body).toContain(
      '✅ The Mintlify preview of `docs/retries` is ready: <https://acme-docs-retries.mintlify.app>'
    )

    // The next push: a new head commit, the same pull request.
    const pushed = await derivedEvent('pr-synchronize', (payload) => {
      const pr = payload.pull_request as { head: { sha: string } }
      pr.head.sha = '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432'
    })
    const second = await preview(s, pushed)
    expect(second.exitCode).toBeUndefined()
    expect(s.github.deployments.map((d) => d.request.ref)).toEqual([
      '2e1c7a4d9b8f6e5d4c3b2a1f0e9d8c7b6a5f4e3d',
      '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432'
    ])
    expect(previewComments(s.github)).toHaveLength(1)
    expect(s.github.count('comments.create')).toBe(1)
    expect(s.github.count('comments.update')).toBeGreaterThanOrEqual(2)
    expect(first.summary).toContain('✅ Preview succeeded')
    for (const secret of [TOKEN, s.emulator.apiKey])
      expectOnlyMasked(first.log + second.log, secret)
  })

  it('a failed build: the deployment fails, the comment says why with the last log lines, the step fails', async () => {
    const s = await setup({ outcome: 'failure' })
    const run = await preview(s)
    expect(run.exitCode).toBe(1)
    expect(s.github.deployments[0]?.statuses.map((st) => st.state)).toEqual([
      'in_progress',
      'failure'
    ])
    const body = previewComments(s.github)[0]?.body ?? ''
    expect(body).toContain('❌ The Mintlify preview of `docs/retries` failed: The build failed')
    expect(body).toContain('Error: guides/setup.mdx: Unexpected closing tag &#60;/Steps&#62;')
    expect(run.log).toMatch(/::error::The preview of docs\/retries failed/)
  })

  it('a plan without previews (403): the step fails saying so, nothing is created on GitHub', async () => {
    const s = await setup({ previews: false })
    const run = await preview(s)
    expect(run.exitCode).toBe(1)
    expect(run.log).toContain('they need Pro or Enterprise')
    expect(s.github.deployments).toEqual([])
  })

  it('without deployments: write the comment still appears, and the summary says why there is no deployment', async () => {
    const s = await setup({}, { forbidden: ['deployments.create'] })
    const run = await preview(s)
    expect(run.exitCode).toBeUndefined()
    expect(previewComments(s.github)[0]?.body).toContain('✅ The Mintlify preview')
    expect(run.summary).toContain('could not create the GitHub deployment (403')
    expect(run.log).toMatch(
      /::warning::On GitHub the action could not create the GitHub deployment/
    )
  })

  it('a reset after GitHub stored the comment: it is found, not posted twice', async () => {
    const s = await setup(
      {},
      { faults: [{ route: 'comments.create', kind: 'reset-after', times: 1 }] }
    )
    const run = await preview(s)
    expect(run.exitCode).toBeUndefined()
    expect(previewComments(s.github)).toHaveLength(1)
    expect(previewComments(s.github)[0]?.body).toContain('✅ The Mintlify preview')
    // Found, so nothing is missing on GitHub: the summary has no "On GitHub" row.
    expect(run.summary).not.toContain('<th>On GitHub</th>')
  })

  it('a comment GitHub refuses is said in the summary, and the preview still succeeds', async () => {
    const s = await setup({}, { forbidden: ['comments.create'] })
    const run = await preview(s)
    expect(run.exitCode).toBeUndefined()
    expect(previewComments(s.github)).toEqual([])
    expect(run.summary).toContain('could not post the preview comment (403')
  })

  it("a fork's pull request without secrets: the step says it is a fork, before any request", async () => {
    const s = await setup()
    const run = await preview(s, eventFixture('pr-synchronize-fork'), { 'api-key': '' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toContain(
      "::error::Input 'api-key': is empty because this run is for a pull request from the fork mallory/app"
    )
    expect(s.emulator.requests).toEqual([])
    expect(s.github.requests).toEqual([])
  })
})
