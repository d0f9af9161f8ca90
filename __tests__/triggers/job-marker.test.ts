import { describe, expect, it } from '@jest/globals'
import { jobMarker, readJobMarkers } from '../../src/triggers/job-marker.js'
import { ownPullNumber } from '../../src/triggers/agent-pr.js'

describe('job markers', () => {
  it('reads back what it writes', () => {
    const body = `text\n\n${jobMarker('job_9-a', 'acme/app')}`
    expect(readJobMarkers(body, 'acme/app')).toEqual([{ kind: 'job', jobId: 'job_9-a' }])
    expect(readJobMarkers(body, 'Acme/App')).toEqual([{ kind: 'job', jobId: 'job_9-a' }])
  })

  it.each([
    [
      'another repository',
      '<!-- mintlify-admin-action:job id=j1 repo=evil/other -->',
      /another repository \(evil\/other\)/
    ],
    ['a path in the id', '<!-- mintlify-admin-action:job id=../j1 repo=acme/app -->', /malformed/],
    [
      'a query in the id',
      '<!-- mintlify-admin-action:job id=j1?x=1 repo=acme/app -->',
      /malformed/
    ],
    ['no repository', '<!-- mintlify-admin-action:job id=j1 -->', /malformed/],
    [
      'trailing text',
      '<!-- mintlify-admin-action:job id=j1 repo=acme/app --> and more',
      /malformed/
    ]
  ])('ignores a marker with %s', (_, line, why) => {
    const [reading] = readJobMarkers(line, 'acme/app')
    expect(reading?.kind).toBe('ignored')
    expect(reading?.kind === 'ignored' && reading.why).toMatch(why)
  })

  it('finds none in ordinary text', () => {
    expect(readJobMarkers('mintlify-admin-action:job id=j1 repo=acme/app', 'acme/app')).toEqual([])
  })
})

describe('ownPullNumber', () => {
  it('knows a pull request of the workflow’s repository on the same server', () => {
    expect(ownPullNumber('https://github.com/acme/app/pull/50', 'acme/app')).toBe(50)
    expect(ownPullNumber('https://github.com/Acme/App/pull/50/', 'acme/app')).toBe(50)
    expect(
      ownPullNumber(
        'https://ghe.example.com/acme/app/pull/7',
        'acme/app',
        'https://ghe.example.com'
      )
    ).toBe(7)
  })

  it.each([
    ['another repository', 'https://github.com/acme/docs/pull/50'],
    ['another server', 'https://evil.example/acme/app/pull/50'],
    ['not a pull request', 'https://github.com/acme/app/issues/50'],
    ['no link', undefined]
  ])('refuses %s', (_, link) => {
    expect(ownPullNumber(link, 'acme/app')).toBeUndefined()
  })
})
