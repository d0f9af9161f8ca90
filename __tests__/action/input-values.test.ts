import { describe, expect, it } from '@jest/globals'
import { InputError, readDomain, readPaths } from '../../src/action/input-values.js'

describe('readDomain', () => {
  it('normalises a URL with nothing after the host, with a notice', () => {
    const notices: string[] = []
    expect(readDomain('https://Docs.Example.com/', (m) => notices.push(m))).toBe('docs.example.com')
    expect(notices).toEqual([
      "Input 'domain': using 'docs.example.com' (from 'https://Docs.Example.com/')."
    ])
  })

  it('keeps a bare host silently', () => {
    const notices: string[] = []
    expect(readDomain('acme.mintlify.app', (m) => notices.push(m))).toBe('acme.mintlify.app')
    expect(notices).toEqual([])
  })

  it.each([
    'docs.example.com/docs',
    'https://docs.example.com:8443',
    'localhost',
    'docs_example.com',
    'a..b'
  ])('refuses %s', (domain) => {
    expect(() => readDomain(domain)).toThrow(InputError)
  })
})

describe('readPaths', () => {
  it('keeps page paths and drops blank lines', () => {
    expect(readPaths('index\r\nguides/getting-started\n\n')).toEqual([
      'index',
      'guides/getting-started'
    ])
  })

  it.each(['a b', 'https://x/y', 'a/./b', 'x?y=1', 'a//b'])('refuses %s', (line) => {
    expect(() => readPaths(line)).toThrow(/Input 'paths'/)
  })
})
