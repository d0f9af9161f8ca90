import { describe, expect, it } from '@jest/globals'
import { jobMarker, readJobMarker } from '../../../src/triggers/github/job-marker.js'
import { ownPullNumber } from '../../../src/triggers/github/thread.js'

const KEY = 'mint_test_key'
const HERE = { repository: 'acme/app', thread: 12 }

/** What readJobMarker makes of `body` on #12 of acme/app, with the workflow's key. */
const read = (body: string, key = KEY, place = HERE) => readJobMarker(body, place, key)
const why = (body: string, key = KEY, place = HERE): string => {
  const reading = read(body, key, place)
  return reading?.kind === 'ignored' ? reading.why : `not ignored: ${JSON.stringify(reading)}`
}

describe('job markers', () => {
  it('reads back what it writes, on its last line', () => {
    const body = `text\n\n${jobMarker('job_9-a', HERE, KEY)}\n`
    expect(read(body)).toEqual({ kind: 'job', jobId: 'job_9-a' })
    expect(read(body, KEY, { repository: 'Acme/App', thread: 12 })).toEqual({
      kind: 'job',
      jobId: 'job_9-a'
    })
  })

  it('a marker copied from another thread does not verify here', () => {
    const copied = jobMarker('j1', { repository: 'acme/app', thread: 99 }, KEY)
    expect(why(copied)).toMatch(/written for #99, not #12/)
    // Rewriting the thread number breaks the signature.
    expect(why(copied.replace('thread=99', 'thread=12'))).toMatch(/signature does not verify/)
  })

  it('a marker invented without the key does not verify', () => {
    const forged = jobMarker('attacker-job', HERE, 'a guess at the key')
    expect(why(forged)).toMatch(/signature does not verify/)
    expect(why(jobMarker('j1', HERE, KEY).replace('id=j1', 'id=j2'))).toMatch(
      /signature does not verify/
    )
  })

  it('a marker without a signature (written before markers were signed) is ignored', () => {
    expect(why('<!-- mintlify-admin-action:job id=j1 repo=acme/app -->')).toMatch(/not signed/)
  })

  it('a marker quoted higher up, in a code block, is not on the known line', () => {
    const quoted = ['Triage bot says:', '```', jobMarker('j1', HERE, KEY), '```'].join('\n')
    expect(why(quoted)).toMatch(/not on the last line/)
  })

  it.each([
    ['another repository', jobMarker('j1', { repository: 'evil/other', thread: 12 }, KEY), /another repository \(evil\/other\)/],
    ['a path in the id', '<!-- mintlify-admin-action:job id=../j1 repo=acme/app thread=12 sig=00000000000000000000000000000000 -->', /malformed/],
    ['no thread', '<!-- mintlify-admin-action:job id=j1 repo=acme/app sig=00000000000000000000000000000000 -->', /malformed/],
    ['trailing text', `${jobMarker('j1', HERE, KEY)} and more`, /malformed/]
  ])('ignores a marker with %s', (_, line, expected) => {
    expect(why(line)).toMatch(expected)
  }) // prettier-ignore

  it('finds none in ordinary text', () => {
    expect(read('mintlify-admin-action:job id=j1 repo=acme/app')).toBeUndefined()
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
