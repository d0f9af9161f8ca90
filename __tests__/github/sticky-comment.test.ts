// The one comment a preview or the site check keeps on a pull request, over the loopback GitHub API:
// found again by its marker on a bot's comment only, never doubled by a lost answer, never carrying
// the token.
import { afterEach, describe, expect, it } from '@jest/globals'
import { startGitHubApi, type GitHubApi } from '../../__fixtures__/github-api.js'
import { createGitHubClient } from '../../src/github/client.js'
import { StickyComment } from '../../src/github/sticky-comment.js'

const MARKER = '<!-- mintlify-admin-action:test pr=7 -->'
let github: GitHubApi | undefined
afterEach(async () => {
  await github?.close()
  github = undefined
})

function sticky(api: GitHubApi, secrets: string[] = []): StickyComment {
  return new StickyComment(
    createGitHubClient('ghs_test', api.url, { backoffMs: 10 }),
    { owner: 'acme', repo: 'app', issueNumber: 7 },
    MARKER,
    'the test comment',
    secrets
  )
}

describe('StickyComment', () => {
  it('edits its own earlier comment, not a person’s quote of its marker', async () => {
    github = await startGitHubApi({
      comments: [
        {
          id: 1,
          issueNumber: 7,
          body: `${MARKER}\nquoted by a person`,
          user: { login: 'octocat', type: 'User' }
        },
        {
          id: 2,
          issueNumber: 7,
          body: `${MARKER}\nfirst run`,
          user: { login: 'github-actions[bot]', type: 'Bot' }
        }
      ]
    })
    expect(await sticky(github).write('second run')).toEqual({ written: true, problems: [] })
    expect(github.comments.find((c) => c.id === 2)?.body).toBe(`${MARKER}\nsecond run`)
    expect(github.comments.find((c) => c.id === 1)?.body).toBe(`${MARKER}\nquoted by a person`)
    expect(github.count('comments.create')).toBe(0)
  })

  it('a create whose answer is lost is found and edited, not posted twice', async () => {
    github = await startGitHubApi({
      faults: [{ route: 'comments.create', kind: 'reset-after', times: 1 }]
    })
    const comment = sticky(github)
    expect(await comment.write('hello')).toEqual({ written: true, problems: [] })
    expect(github.comments.filter((c) => c.issueNumber === 7)).toHaveLength(1)
    expect(await comment.write('again')).toEqual({ written: true, problems: [] })
    expect(github.comments.filter((c) => c.issueNumber === 7).map((c) => c.body)).toEqual([
      `${MARKER}\nagain`
    ])
  })

  it('a lookup that fails does not stop the post, and is said', async () => {
    github = await startGitHubApi({ forbidden: ['comments.list'] })
    const { written, problems } = await sticky(github).write('posted anyway')
    expect(written).toBe(true)
    expect(problems).toEqual([expect.stringMatching(/^could not look up the test comment \(/)])
    expect(github.comments.map((c) => c.body)).toEqual([`${MARKER}\nposted anyway`])
  })

  it('never carries a secret, and says what failed when GitHub refuses', async () => {
    github = await startGitHubApi()
    await sticky(github, ['ghs_secret']).write('token ghs_secret in text')
    expect(github.comments[0]?.body).toBe(`${MARKER}\ntoken *** in text`)
    const refused = await startGitHubApi({ forbidden: ['comments.create'] })
    try {
      const { written, problems } = await sticky(refused).write('x')
      expect(written).toBe(false)
      expect(problems.at(-1)).toMatch(/^could not post the test comment \(/)
    } finally {
      await refused.close()
    }
  })
})
