import { describe, expect, it } from '@jest/globals'
import { request } from 'undici'
import { describeError, errorCode, errorMessage } from '../../src/util/errors.js'
import { closedPort } from '../../__fixtures__/http.js'

describe('describeError', () => {
  it('gives the code and the message of a socket error, as undici throws it', async () => {
    const port = await closedPort()
    const error = await request(`http://127.0.0.1:${port}/`).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(errorCode(error)).toBe('ECONNREFUSED')
    expect(describeError(error)).toBe(`ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${port}`)
  })

  it('follows `cause` to the error that explains a failed fetch', async () => {
    const port = await closedPort()
    const error = await fetch(`http://127.0.0.1:${port}/`).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(errorMessage(error)).toBe('fetch failed')
    expect(describeError(error)).toBe(
      `ECONNREFUSED: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`
    )
  })

  it('says each message once, and stops on a chain that loops', () => {
    const inner = Object.assign(new Error('connect ETIMEDOUT 10.0.0.1:443'), { code: 'ETIMEDOUT' })
    const outer = new Error('connect ETIMEDOUT 10.0.0.1:443', { cause: inner })
    expect(describeError(outer)).toBe('ETIMEDOUT: connect ETIMEDOUT 10.0.0.1:443')
    const loop: Error & { cause?: unknown } = new Error('again')
    loop.cause = loop
    expect(describeError(loop)).toBe('again')
  })

  it('describes thrown values that are not errors, and keeps them on one inert line', () => {
    expect(describeError('plain')).toBe('plain')
    expect(errorCode('plain')).toBeUndefined()
    expect(describeError(new Error('bad\n::error::forged'))).toBe('bad\\u000a::error::forged')
  })
})
