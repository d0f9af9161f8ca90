import { describe, expect, it } from '@jest/globals'
import {
  AnswerError,
  checkAgentJob,
  checkDeploymentStatus,
  checkExportJob,
  checkTriggered
} from '../../src/api/answers.js'

describe('checkAgentJob', () => {
  it('keeps an answer of the contract’s shape, nulls as missing', () => {
    expect(
      checkAgentJob(
        {
          id: 'job_1',
          status: 'completed',
          source: { repository: 'https://github.com/acme/docs', ref: null },
          model: 'sonnet',
          prLink: 'https://github.com/acme/docs/pull/7',
          createdAt: '2026-11-24T03:00:00.000Z',
          archivedAt: null
        },
        'agent job job_1'
      )
    ).toEqual({
      id: 'job_1',
      status: 'completed',
      source: { repository: 'https://github.com/acme/docs', ref: undefined },
      model: 'sonnet',
      prLink: 'https://github.com/acme/docs/pull/7',
      createdAt: '2026-11-24T03:00:00.000Z',
      archivedAt: undefined
    })
    expect(checkAgentJob({}, 'agent job x')).toMatchObject({ id: undefined, prLink: undefined })
  })

  it.each([
    ['a status with a line break', { status: 'active\n::error::x' }, /status is 'active\\u000a/],
    ['an id with a space', { id: 'job 1' }, /id is 'job 1', not an id/],
    ['a list as status', { status: [[['x']]] }, /status is a list/],
    ['an object as model', { model: { a: 1 } }, /model is a object/],
    [
      'an http pull request link',
      { prLink: 'http://github.com/a/b/pull/1' },
      /prLink .* not an https URL/
    ],
    ['a model of two lines', { model: 'a\nb' }, /model .*one line of text/],
    ['source that is text', { source: 'repo' }, /\(source\) is not a JSON object/]
  ])('refuses %s, naming the job and the field', (_, body, message) => {
    expect(() => checkAgentJob(body, 'agent job job_1')).toThrow(AnswerError)
    expect(() => checkAgentJob(body, 'agent job job_1')).toThrow(message)
    expect(() => checkAgentJob(body, 'agent job job_1')).toThrow(/agent job job_1/)
  })

  it('refuses an answer that is not an object', () => {
    expect(() => checkAgentJob([1], 'the new agent job')).toThrow(/is not a JSON object/)
  })
})

describe('checkExportJob', () => {
  it('keeps counts, progress and an http(s) bundle link', () => {
    expect(
      checkExportJob(
        {
          jobId: 'se_1',
          status: 'running',
          progress: 42.5,
          pageCount: 3,
          bundleUrl: 'https://s3.example/b?sig=1',
          sizeBytes: 10
        },
        'static export job se_1'
      )
    ).toMatchObject({
      progress: 42.5,
      pageCount: 3,
      sizeBytes: 10,
      bundleUrl: 'https://s3.example/b?sig=1'
    })
  })

  it.each([
    ['a negative page count', { pageCount: -1 }, /pageCount/],
    ['a fractional size', { sizeBytes: 1.5 }, /sizeBytes/],
    ['a page count as text', { pageCount: '3' }, /pageCount is '3'/],
    ['progress over 100', { progress: 101 }, /progress/],
    ['a file: bundle link', { bundleUrl: 'file:///etc/passwd' }, /bundleUrl/],
    ['an expiry that is not a date', { expiresAt: 'soon<script>' }, /expiresAt/]
  ])('refuses %s', (_, body, message) => {
    expect(() => checkExportJob(body, 'static export job se_1')).toThrow(message)
  })

  it('keeps a failure message of several lines, bounded, for inert logging', () => {
    const job = checkExportJob(
      { error: `line one\nline two${'x'.repeat(5000)}` },
      'static export job se_1'
    )
    expect(job.error?.length).toBeLessThanOrEqual(2001)
    expect(job.error).toContain('\n')
  })
})

describe('deployment status and trigger answers', () => {
  const what = 'deployment status s1'
  it('keeps what the contract gives, bounded: the last 500 log lines, counts of changed files', () => {
    const logs = Array.from({ length: 800 }, (_, i) => `line ${i}`)
    const status = checkDeploymentStatus(
      {
        _id: 's1',
        status: 'failure',
        summary: 'The build failed',
        logs,
        subdomain: 'acme-docs',
        author: { name: 'Ada', githubUserId: 42, avatarUrl: 'https://a.example/a.png' },
        commit: {
          sha: 'abc1234',
          ref: 'main',
          filesChanged: { added: ['a.mdx'], modified: [], removed: ['b.mdx'] }
        }
      },
      what
    )
    expect(status.logs).toHaveLength(500)
    expect(status.logs[0]).toBe('line 300')
    expect(status.logCount).toBe(800)
    expect(status.commit?.filesChanged).toEqual({
      added: ['a.mdx'],
      modified: [],
      removed: ['b.mdx']
    })
  })

  it.each([
    ['a subdomain that would steer a link', { subdomain: 'evil.example/x' }, /subdomain/],
    ['a subdomain with a dot', { subdomain: 'a.b' }, /subdomain is not a host name label/],
    ['logs that are not text', { logs: [1, 2] }, /logs is not a list of text/],
    [
      'a sha that is no hash',
      { commit: { sha: 'HEAD; rm -rf' } },
      /commit.sha is not a commit hash/
    ],
    [
      'changed files that are not text',
      { commit: { filesChanged: { added: [{}] } } },
      /filesChanged.added/
    ]
  ])('refuses %s, naming the field', (_, body, message) => {
    expect(() => checkDeploymentStatus(body, what)).toThrow(message)
  })

  it('takes a preview URL only when it is https', () => {
    expect(
      checkTriggered({ statusId: 's1', previewUrl: 'https://p.mintlify.app' }, 'p').previewUrl
    ).toBe('https://p.mintlify.app')
    for (const previewUrl of [
      'http://p.mintlify.app',
      'javascript:alert(1)',
      'https://p.example/\n::stop'
    ]) {
      expect(() => checkTriggered({ statusId: 's1', previewUrl }, 'the preview')).toThrow(
        /previewUrl/
      )
    }
  })
})
