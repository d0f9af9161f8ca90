import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { startServer } from '../../../__fixtures__/http.js'
import {
  startGitHubApi,
  type GitHubApi,
  type StoredComment
} from '../../../__fixtures__/github-api.js'
import { CommentReply } from '../../../src/triggers/github/reply.js'
import { type CommentTarget } from '../../../src/triggers/github/types.js'
import { createGitHubClient, tryGitHub } from '../../../src/github/client.js'
import { REPLY_MARKER_PREFIX, replyMarker } from '../../../src/triggers/github/reply.js'

const TOKEN = 'ghs_reply_test_token'
const target: CommentTarget = {
  owner: 'acme',
  repo: 'app',
  issueNumber: 12,
  commentId: 1001,
  commentKind: 'issue'
}
const MARKER = replyMarker('comment=1001')

let api: GitHubApi | undefined
let stdout: string
function captureStdout(): void {
  stdout = ''
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += chunk.toString()
    return true
  })
}

afterEach(async () => {
  jest.restoreAllMocks()
  await api?.close()
  api = undefined
})

function marker(commentId: number): string {
  return `${REPLY_MARKER_PREFIX} comment=${commentId} -->`
}

describe('CommentReply', () => {
  it('creates the reply once, then edits that same comment, sending the token', async () => {
    api = await startGitHubApi()
    const reply = new CommentReply(createGitHubClient(TOKEN, api.url), target, { marker: MARKER })
    await reply.react()
    await reply.post('working on it')
    await reply.post('done')

    expect(api.routes()).toEqual([
      'reaction.issue-comment',
      'comments.list',
      'comments.create',
      'comments.update'
    ])
    expect(api.requests[0]?.path).toBe('/repos/acme/app/issues/comments/1001/reactions')
    expect(api.requests[0]?.body).toEqual({ content: 'eyes' })
    for (const request of api.requests) {
      expect(request.headers.authorization).toBe(`token ${TOKEN}`)
      expect(request.headers['user-agent']).toMatch(/^mintlify-admin-action\//)
    }
    expect(api.comments).toHaveLength(1)
    expect(api.comments[0]?.body).toBe(`${marker(1001)}\ndone`)
    expect(api.requests[3]?.path).toBe(`/repos/acme/app/issues/comments/${api.comments[0]?.id}`)
  })

  it('reacts on a review comment through the pull request comments endpoint', async () => {
    api = await startGitHubApi()
    const reply = new CommentReply(
      createGitHubClient(TOKEN, api.url),
      {
        ...target,
        commentId: 2001,
        commentKind: 'review'
      },
      { marker: replyMarker('comment=2001') }
    )
    await reply.react()
    expect(api.requests.map((r) => r.path)).toEqual([
      '/repos/acme/app/pulls/comments/2001/reactions'
    ])
  })

  it("edits the earlier reply to the same comment (a re-run), found across pages, and leaves other comments' replies alone", async () => {
    const seeded: StoredComment[] = Array.from({ length: 120 }, (_, i) => ({
      id: 100 + i,
      issueNumber: 12,
      body: `comment ${i}`,
      user: { login: 'carol', type: 'User' }
    }))
    seeded[3] = { ...seeded[3]!, body: `${marker(999)}\nreply to another comment` }
    seeded[110] = {
      ...seeded[110]!,
      body: `${marker(1001)}\nold reply`,
      user: { login: 'github-actions[bot]', type: 'Bot' }
    }
    api = await startGitHubApi({ comments: seeded })
    const reply = new CommentReply(
      createGitHubClient(TOKEN, api.url),
      {
        ...target,
        createdAt: '2026-11-23T10:00:00Z'
      },
      { marker: MARKER }
    )
    await reply.post('working again')

    expect(api.count('comments.list')).toBe(2)
    expect(api.requests[0]?.path).toContain('since=2026-11-23T10%3A00%3A00Z')
    expect(api.count('comments.create')).toBe(0)
    expect(api.requests.at(-1)?.path).toBe('/repos/acme/app/issues/comments/210')
    expect(api.comments.find((c) => c.id === 210)?.body).toBe(`${marker(1001)}\nworking again`)
    expect(api.comments.find((c) => c.id === 103)?.body).toContain('reply to another comment')
  })

  // A comment by someone else that starts with the action's hidden marker.
  const FORGED = {
    id: 50,
    issueNumber: 12,
    body: `${marker(1001)}\nforged`,
    user: { login: 'mallory', type: 'User' }
  }

  it('prefers a reply written by a bot over a pasted marker', async () => {
    api = await startGitHubApi({
      comments: [
        FORGED,
        {
          id: 51,
          issueNumber: 12,
          body: `${marker(1001)}\nreal`,
          user: { login: 'github-actions[bot]', type: 'Bot' }
        }
      ]
    })
    await new CommentReply(createGitHubClient(TOKEN, api.url), target, { marker: MARKER }).post(
      'new'
    )
    expect(api.comments.map((c) => c.body.split('\n')[1])).toEqual(['forged', 'new'])
  })

  it('never adopts a comment with a pasted marker that no bot wrote', async () => {
    api = await startGitHubApi({
      comments: [FORGED]
    })
    await new CommentReply(createGitHubClient(TOKEN, api.url), target, { marker: MARKER }).post(
      'new'
    )
    expect(api.count('comments.update')).toBe(0)
    expect(api.comments.map((c) => c.body.split('\n')[1])).toEqual(['forged', 'new'])
  })

  it('never writes a secret into a comment', async () => {
    api = await startGitHubApi()
    const reply = new CommentReply(createGitHubClient(TOKEN, api.url), target, {
      marker: MARKER,
      secrets: ['mint_secret_key', TOKEN, '']
    })
    await reply.post(`failed: key mint_secret_key and token ${TOKEN} leaked`)
    expect(api.comments[0]?.body).toBe(`${marker(1001)}\nfailed: key *** and token *** leaked`)
  })

  it('turns every refused call into a warning and keeps going', async () => {
    captureStdout()
    api = await startGitHubApi({
      forbidden: ['reaction.issue-comment', 'comments.list', 'comments.create']
    })
    const reply = new CommentReply(createGitHubClient(TOKEN, api.url), target, { marker: MARKER })
    await expect(reply.react()).resolves.toBeUndefined()
    await expect(reply.post('hello')).resolves.toBeUndefined()
    expect(stdout).toContain(
      '::warning::Could not add a reaction to the comment on GitHub: 403 Resource not accessible by integration. The token may lack'
    )
    expect(stdout).toContain('::warning::Could not post the reply comment on GitHub')
    expect(stdout).not.toContain(TOKEN)
  })

  it('posts a new reply when the earlier one cannot be edited any more', async () => {
    captureStdout()
    api = await startGitHubApi()
    const reply = new CommentReply(createGitHubClient(TOKEN, api.url), target, { marker: MARKER })
    await reply.post('first')
    api.comments.splice(0) // deleted by someone meanwhile
    await reply.post('second')
    expect(api.routes()).toEqual([
      'comments.list',
      'comments.create',
      'comments.update',
      'comments.create'
    ])
    expect(api.comments.map((c) => c.body)).toEqual([`${marker(1001)}\nsecond`])
  })
})

describe('tryGitHub', () => {
  it('abandons a GitHub call that gets no answer, without calling it a server error', async () => {
    captureStdout()
    const silent = await startServer(() => undefined)
    try {
      const reply = new CommentReply(createGitHubClient(TOKEN, silent.url), target, {
        marker: MARKER,
        timeoutMs: 100
      })
      await reply.react()
      expect(stdout).toMatch(/::warning::Could not add a reaction to the comment on GitHub: \D/)
      expect(silent.requests).toHaveLength(1)
    } finally {
      await silent.close()
    }
  })

  it('gives up on a call that outlives its timeout, with a warning', async () => {
    captureStdout()
    const result = await tryGitHub(
      'wait forever',
      ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted')))
        ),
      { timeoutMs: 20 }
    )
    expect(result).toBeUndefined()
    expect(stdout).toContain('::warning::Could not wait forever on GitHub: aborted')
  })
})
