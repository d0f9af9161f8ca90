import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { InputError, readConfig, readDomain, readPaths, type InputReader } from '../src/inputs.js'

const reader =
  (inputs: Record<string, string>): InputReader =>
  (name) =>
    inputs[name] ?? ''

const agent = { mode: 'agent', 'api-key': 'mint_abc', 'project-id': 'proj_1', prompt: 'Do it' }
const exportInputs = { mode: 'export', 'api-key': 'mint_abc', domain: 'docs.example.com' }

function errorOf(inputs: Record<string, string>, eventName?: string): InputError {
  try {
    readConfig(reader(inputs), { eventName })
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('expected an InputError')
}

describe('readConfig', () => {
  it('applies the documented defaults in agent mode', () => {
    expect(readConfig(reader(agent))).toEqual({
      mode: 'agent',
      apiKey: 'mint_abc',
      baseUrl: 'https://api.mintlify.com',
      wait: true,
      timeoutMs: 3_600_000,
      pollIntervalMs: 10_000,
      requestTimeoutMs: 30_000,
      projectId: 'proj_1',
      prompt: 'Do it',
      jobId: undefined,
      failOnNoPr: false,
      commentTrigger: '/docs-agent',
      githubToken: ''
    })
  })

  it.each([
    [{ ...agent, mode: '' }, 'mode', 'Valid modes: agent, export'],
    [{ ...agent, mode: 'deploy' }, 'mode', "'deploy' is not a mode. Valid modes: agent, export"],
    [{ ...agent, 'api-key': '  ' }, 'api-key', 'secrets.MINTLIFY_API_KEY'],
    [{ ...agent, 'project-id': '' }, 'project-id', 'API keys page'],
    [{ ...agent, 'project-id': '../other' }, 'project-id', 'is not a project ID'],
    [{ ...agent, 'job-id': 'a/b' }, 'job-id', 'is not a job ID'],
    [{ ...agent, prompt: '' }, 'prompt', 'is empty'],
    [{ ...agent, 'base-url': 'ftp://x.example' }, 'base-url', 'not an http(s) URL'],
    [{ ...agent, 'base-url': 'not a url' }, 'base-url', 'is not a URL'],
    [{ ...agent, 'base-url': 'https://u:p@x.example' }, 'base-url', 'credentials'],
    [{ ...agent, timeout: 'soon' }, 'timeout', 'is not a duration'],
    [{ ...agent, timeout: '0' }, 'timeout', 'is not a duration'],
    [{ ...agent, 'poll-interval': '-5' }, 'poll-interval', 'is not a duration'],
    [{ ...agent, 'request-timeout': '1 minute' }, 'request-timeout', 'is not a duration'],
    [{ ...agent, wait: 'yes' }, 'wait', 'Use true or false'],
    [{ ...agent, 'fail-on-no-pr': '1' }, 'fail-on-no-pr', 'Use true or false'],
    [{ ...agent, 'comment-trigger': '/docs agent' }, 'comment-trigger', 'white space'],
    [{ ...exportInputs, domain: '' }, 'domain', 'is required in export mode'],
    [{ ...exportInputs, domain: 'https://docs.example.com/guides' }, 'domain', 'bare host only'],
    [{ ...exportInputs, paths: 'guides/../secrets' }, 'paths', 'is not a page path'],
    [{ ...exportInputs, download: 'maybe' }, 'download', 'Use true or false'],
    [{ ...exportInputs, path: '/' }, 'path', 'filesystem root']
  ])('refuses %j naming the input %s', (inputs, input, fix) => {
    const error = errorOf(inputs)
    expect(error.input).toBe(input)
    expect(error.message).toContain(`Input '${input}'`)
    expect(error.message).toContain(fix)
  })

  it('checks the API key first so a missing secret is the message users see', () => {
    expect(errorOf({ mode: 'nope' }).input).toBe('api-key')
  })

  it('reads durations with units and booleans in any case', () => {
    const config = readConfig(
      reader({ ...agent, timeout: '30m', 'poll-interval': '2.5s', wait: 'FALSE', 'job-id': 'j1' })
    )
    expect(config).toMatchObject({ timeoutMs: 1_800_000, pollIntervalMs: 2500, wait: false })
  })

  it('trims the base URL to an origin without trailing slash', () => {
    const config = readConfig(reader({ ...agent, 'base-url': 'http://127.0.0.1:8080/' }))
    expect(config.baseUrl).toBe('http://127.0.0.1:8080')
  })

  it('lets the prompt come from the comment on comment events only', () => {
    const inputs = { ...agent, prompt: '' }
    expect(readConfig(reader(inputs), { eventName: 'issue_comment' })).toMatchObject({ prompt: '' })
    expect(errorOf(inputs, 'push').input).toBe('prompt')
  })

  it('lets an empty prompt with a job-id mean "wait for that job"', () => {
    expect(readConfig(reader({ ...agent, prompt: '', 'job-id': 'job_9' }))).toMatchObject({
      prompt: '',
      jobId: 'job_9'
    })
  })

  it('resolves export paths inside the workspace and the runner temp folder', () => {
    const config = readConfig(
      reader({ ...exportInputs, 'values-file': 'deploy/values.yaml', paths: '/a/\n\n b \n' }),
      { cwd: '/work/repo', runnerTemp: '/runner/tmp' }
    )
    expect(config).toMatchObject({
      mode: 'export',
      path: path.join('/runner/tmp', 'static-export'),
      valuesFile: '/work/repo/deploy/values.yaml',
      paths: ['a', 'b'],
      download: true,
      extract: true
    })
    const custom = readConfig(reader({ ...exportInputs, path: 'out' }), { cwd: '/work/repo' })
    expect(custom).toMatchObject({ path: '/work/repo/out' })
  })
})

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
