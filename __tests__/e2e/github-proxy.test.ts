// The undici override in package.json forces @actions/github's HTTP stack onto undici 8. This proves
// its calls still work as a runner behind a proxy makes them: the built action answers a comment
// through HTTPS_PROXY, over TLS, to a GitHub API that trusts only the tunnel.
import { afterEach, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startGitHubApi, type GitHubApi } from '../../__fixtures__/github-api.js'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import { runAction } from '../../__fixtures__/run-action.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import { closedPort, startProxy } from '../../__fixtures__/http.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const tls = path.join(here, '../../__fixtures__/tls')
let emulator: Emulator | undefined
let github: GitHubApi | undefined
afterEach(async () => {
  await github?.close()
  if (emulator) await closeConforming(emulator)
})

it('answers a pull request comment through HTTPS_PROXY, over TLS', async () => {
  const proxy = await startProxy({ hosts: { 'github.test': '127.0.0.1' } })
  try {
    emulator = await startEmulator({ contract: true, agent: { durationMs: 300 } })
    github = await startGitHubApi({
      tls: {
        key: await readFile(path.join(tls, 'key.pem')),
        cert: await readFile(path.join(tls, 'cert.pem'))
      }
    })
    const payload = JSON.parse(
      await readFile(path.join(here, '../../__fixtures__/events/pr-comment.json'), 'utf8')
    ) as unknown
    // @actions/github never proxies a loopback address: reach the stand-in by a name only the proxy knows.
    const githubUrl = github.url.replace('127.0.0.1', 'github.test')
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': emulator.apiKey,
        'base-url': emulator.url,
        'project-id': 'proj_1',
        'poll-interval': '0.2',
        'github-token': 'ghs_test_token'
      },
      event: { name: 'issue_comment', payload },
      env: {
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: githubUrl,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '777',
        HTTPS_PROXY: proxy.url,
        // A dead plain-http proxy: the https calls must not use it.
        HTTP_PROXY: `http://127.0.0.1:${await closedPort()}`,
        NO_PROXY: new URL(emulator.url).host,
        NODE_EXTRA_CA_CERTS: path.join(tls, 'cert.pem')
      }
    })
    expect(run.code).toBe(0)
    expect(new URL(githubUrl).protocol).toBe('https:')
    expect(proxy.targets).toContain(new URL(githubUrl).host)
    expect(github.routes()).toEqual(
      expect.arrayContaining(['permission', 'reaction.issue-comment', 'comments.create'])
    )
    const reply = github.comments.find((c) => c.user.login === 'github-actions[bot]')
    expect(reply?.body).toContain('the agent opened <https://github.com/acme/docs/pull/42>')
  } finally {
    await proxy.close()
  }
})
