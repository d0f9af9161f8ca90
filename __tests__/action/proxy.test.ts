import { expect, it } from '@jest/globals'
import { describeProxy } from '../../src/action/proxy.js'

it('names the proxy undici picks for the URL, never its credentials', () => {
  const env = {
    HTTPS_PROXY: 'http://user:secret@secure.corp:3128',
    HTTP_PROXY: 'http://plain.corp:8080'
  }
  expect(describeProxy('https://api.mintlify.com', env)).toBe('the proxy secure.corp:3128')
  expect(describeProxy('http://127.0.0.1:9', env)).toBe('the proxy plain.corp:8080')
  // Lower case wins, as in undici; an empty https_proxy falls back to the HTTP proxy.
  expect(describeProxy('https://x.test', { ...env, https_proxy: 'http://low.corp:1' })).toBe(
    'the proxy low.corp:1'
  )
  expect(describeProxy('https://x.test', { https_proxy: '', HTTP_PROXY: env.HTTP_PROXY })).toBe(
    'the proxy plain.corp:8080'
  )
  expect(describeProxy('https://x.test', { HTTPS_PROXY: 'not a url' })).toBe('the proxy')
  expect(describeProxy('https://x.test', {})).toBe('the proxy')
})
