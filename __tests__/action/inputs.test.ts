import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { AdminApi } from '../../src/api/api.js'
import { ApiClient } from '../../src/api/client.js'
import { InputError, MAX_DURATION_MS } from '../../src/action/input-values.js'
import { readConfig, type InputReader } from '../../src/action/inputs.js'
import { Deadline, realSleep, systemClock } from '../../src/util/time.js'
import { sendJson, startServer } from '../../__fixtures__/http.js'

const reader =
  (inputs: Record<string, string>): InputReader =>
  (name) =>
    inputs[name] ?? ''

const agent = { mode: 'agent', 'api-key': 'mint_abc', 'project-id': 'proj_1', prompt: 'Do it' }
const exportInputs = { mode: 'export', 'api-key': 'mint_abc', domain: 'docs.example.com' }

function errorOf(
  inputs: Record<string, string>,
  context: { eventName?: string; cwd?: string } = {}
): InputError {
  try {
    readConfig(reader(inputs), context)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('expected an InputError')
}

describe('readConfig', () => {
  it('applies the documented defaults in agent mode', async () => {
    expect(readConfig(reader(agent))).toEqual({
      mode: 'agent',
      apiKey: 'mint_abc',
      baseUrl: 'https://api.mintlify.com',
      wait: true,
      timeoutMs: 3_600_000,
      pollIntervalMs: 10_000,
      requestTimeoutMs: 30_000,
      rateLimitWaitMs: 600_000,
      projectId: 'proj_1',
      prompt: 'Do it',
      jobId: undefined,
      failOnNoPr: false,
      commentTrigger: '/docs-agent',
      githubToken: '',
      prLabel: '',
      issueLabel: ''
    })
  })

  it('lets a pull_request or pull_request_target event run without a prompt (a merged pull request)', async () => {
    for (const eventName of ['pull_request', 'pull_request_target']) {
      expect(readConfig(reader({ ...agent, prompt: '' }), { eventName })).toMatchObject({
        prompt: ''
      })
    }
  })

  it.each([
    [{ ...agent, mode: '' }, 'mode', 'Valid modes: agent, export'],
    [
      { ...agent, mode: 'publish' },
      'mode',
      "'publish' is not a mode. Valid modes: agent, export, deploy, preview, automation"
    ],
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
    [{ ...exportInputs, path: '/' }, 'path', 'filesystem root'],
    [{ ...exportInputs, 'max-unpacked-size': 'huge' }, 'max-unpacked-size', 'is not a size'],
    [{ ...exportInputs, 'max-unpacked-size': '0' }, 'max-unpacked-size', '20GiB'],
    [{ ...exportInputs, 'check-site': 'yes' }, 'check-site', 'Use true or false'],
    [
      { ...exportInputs, 'allowed-hosts': 'cdn.example.net/x' },
      'allowed-hosts',
      'is not a host name'
    ],
    [
      { ...exportInputs, 'ignore-links': '/guides/*\n/(unclosed/' },
      'ignore-links',
      'is not a valid regular expression'
    ],
    [
      { ...exportInputs, 'generate-hosting-files': 'on' },
      'generate-hosting-files',
      'Use true or false'
    ],
    [
      { ...exportInputs, 'values-bundle-url': 'storage/bundle.tar.gz' },
      'values-bundle-url',
      'absolute http(s) URL'
    ],
    [
      { ...exportInputs, 'values-bundle-url': 'ftp://x/b.tar.gz' },
      'values-bundle-url',
      'absolute http(s) URL'
    ]
  ])('refuses %j naming the input %s', async (inputs, input, fix) => {
    const error = errorOf(inputs)
    expect(error.input).toBe(input)
    expect(error.message).toContain(`Input '${input}'`)
    expect(error.message).toContain(fix)
  })

  it('checks the mode, then the API key the mode needs, so a missing secret is the message users see', async () => {
    expect(errorOf({ mode: 'nope' }).input).toBe('mode')
    expect(errorOf({ mode: 'export', domain: 'docs.example.com' }).input).toBe('api-key')
    expect(errorOf({ mode: 'agent', 'project-id': 'p1', prompt: 'x' }).input).toBe('api-key')
  })

  it('reads durations with units and booleans in any case', async () => {
    const config = readConfig(
      reader({ ...agent, timeout: '30m', 'poll-interval': '2.5s', wait: 'FALSE', 'job-id': 'j1' })
    )
    expect(config).toMatchObject({ timeoutMs: 1_800_000, pollIntervalMs: 2500, wait: false })
  })

  it('trims the base URL to an origin without trailing slash', async () => {
    const config = readConfig(reader({ ...agent, 'base-url': 'http://127.0.0.1:8080/' }))
    expect(config.baseUrl).toBe('http://127.0.0.1:8080')
  })

  it('lets the prompt come from the comment on comment events only', async () => {
    const inputs = { ...agent, prompt: '' }
    expect(readConfig(reader(inputs), { eventName: 'issue_comment' })).toMatchObject({
      prompt: ''
    })
    expect(errorOf(inputs, { eventName: 'push' }).input).toBe('prompt')
  })

  it('lets an empty prompt with a job-id mean "wait for that job"', async () => {
    expect(readConfig(reader({ ...agent, prompt: '', 'job-id': 'job_9' }))).toMatchObject({
      prompt: '',
      jobId: 'job_9'
    })
  })

  it('resolves export paths inside the workspace and the runner temp folder', async () => {
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
      extract: true,
      maxUnpackedBytes: 20 * 1024 ** 3
    })
    expect(
      readConfig(reader({ ...exportInputs, 'max-unpacked-size': '2GiB' }), {
        cwd: '/work/repo'
      })
    ).toMatchObject({ maxUnpackedBytes: 2 * 1024 ** 3 })
    const custom = readConfig(reader({ ...exportInputs, path: 'out' }), { cwd: '/work/repo' })
    expect(custom).toMatchObject({ path: '/work/repo/out' })
  })
})

describe('unexpanded defaults, as a local run passes them', () => {
  it('treats ${{ github.token }} and ${{ runner.temp }}/static-export as not set, with a notice', async () => {
    const notices: string[] = []
    const agentConfig = readConfig(reader({ ...agent, 'github-token': '${{ github.token }}' }), {
      notice: (message) => notices.push(message)
    })
    expect(agentConfig).toMatchObject({ githubToken: '' })
    const exportConfig = readConfig(
      reader({ ...exportInputs, path: '${{ runner.temp }}/static-export' }),
      { runnerTemp: '/runner/tmp', cwd: '/work/repo', notice: (message) => notices.push(message) }
    )
    expect(exportConfig).toMatchObject({ path: path.join('/runner/tmp', 'static-export') })
    expect(notices).toEqual([
      "Input 'github-token' holds the unexpanded expression '${{ github.token }}', as in a local run outside GitHub Actions: treated as not set.",
      "Input 'path' holds the unexpanded expression '${{ runner.temp }}/static-export', as in a local run outside GitHub Actions: treated as not set."
    ])
  })
})

describe('secrets that go into an HTTP header', () => {
  it.each([
    ['a pasted typographic quote', 'mint_abc\u2019def', 9, 'a typographic quote'],
    ['a Latin-1 letter', 'mint_\u00e9abc', 6, 'a character outside ASCII'],
    ['a letter beyond Latin-1', 'mint_\u0436abc', 6, 'a character outside ASCII'],
    ['a control character', 'mint_ab\u0007c', 8, 'a control character'],
    ['an inner space', 'mint_ab cd', 8, 'a space'],
    ['an inner line break', 'mint_ab\ncd', 8, 'a line break'],
    ['a non-breaking space', 'mint_ab\u00a0cd', 8, 'an invisible or non-breaking space'],
    ['an emoji', 'mint_x\u{1f511}', 7, 'a character outside ASCII']
  ])(
    'refuse an api-key with %s, naming the position but never the key',
    async (_, key, at, kind) => {
      const error = errorOf({ ...agent, 'api-key': key })
      expect(error.input).toBe('api-key')
      expect(error.message).toBe(
        `Input 'api-key': contains a character that cannot be sent in an HTTP header, at position ${at} (${kind}). Copy the key again from the API keys page of the Mintlify dashboard and save it as the secret's whole value.`
      )
      expect(error.message).not.toContain('mint_')
    }
  )

  it('accepts a key with surrounding white space, which is trimmed', async () => {
    const config = readConfig(reader({ ...agent, 'api-key': ' \t mint_abc \r\n' }))
    expect(config.apiKey).toBe('mint_abc')
  })

  it('checks the github-token the same way, and allows it empty', async () => {
    const error = errorOf({ ...agent, 'github-token': 'ghp_x\u201cy' })
    expect(error.input).toBe('github-token')
    expect(error.message).toContain('at position 6 (a typographic quote)')
    expect(error.message).not.toContain('ghp_')
    const config = readConfig(reader({ ...agent, 'github-token': ' ghs_abc ' }))
    expect(config).toMatchObject({ githubToken: 'ghs_abc' })
    expect(readConfig(reader(agent))).toMatchObject({ githubToken: '' })
  })
})

describe('base-url', () => {
  it.each([
    ['https://api.mintlify.com/v1', 'v1', 'https://api.mintlify.com'],
    ['https://api.mintlify.com/v1/', 'v1', 'https://api.mintlify.com'],
    ['https://api.mintlify.com/v2', 'v2', 'https://api.mintlify.com'],
    ['https://api.mintlify.com/V1//', 'V1', 'https://api.mintlify.com'],
    ['https://gw.example.com/mintlify/v2', 'v2', 'https://gw.example.com/mintlify']
  ])('refuses %s, whose version the action appends itself', async (url, version, fix) => {
    const error = errorOf({ ...agent, 'base-url': url })
    expect(error.input).toBe('base-url')
    expect(error.message).toBe(
      `Input 'base-url': '${url}' ends in /${version}, but the action appends /v1/... and /v2/... itself (this would call /${version}/v1/...). Leave the version out: \`base-url: ${fix}\`.`
    )
  })

  it.each([
    ['https://gw.example.com/mintlify/', 'https://gw.example.com/mintlify'],
    ['https://gw.example.com/v1/mintlify', 'https://gw.example.com/v1/mintlify'],
    ['https://gw.example.com/v10', 'https://gw.example.com/v10'],
    ['https://api.mintlify.com/?', 'https://api.mintlify.com'],
    ['HTTPS://API.Mintlify.com', 'https://api.mintlify.com']
  ])('keeps other paths as a prefix: %s', async (url, baseUrl) => {
    expect(readConfig(reader({ ...agent, 'base-url': url }))).toMatchObject({ baseUrl })
  })

  it('sends requests below a gateway prefix', async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, { status: 'processing' }))
    try {
      const config = readConfig(reader({ ...agent, 'base-url': `${server.url}/mintlify/` }))
      const api = new AdminApi(
        new ApiClient({
          baseUrl: config.baseUrl,
          apiKey: config.apiKey,
          deadline: new Deadline(systemClock, 5000),
          sleep: realSleep
        })
      )
      await api.getExport('se_1')
      expect(server.requests.map((r) => r.url)).toEqual(['/mintlify/v1/static-export/jobs/se_1'])
    } finally {
      await server.close()
    }
  })
})

describe('durations', () => {
  it.each([
    ['timeout', '700h'],
    ['timeout', '168.01h'],
    ['poll-interval', '604801'],
    ['request-timeout', '10081m']
  ])('refuses %s: %s above 168h', async (input, value) => {
    const error = errorOf({ ...agent, [input]: value })
    expect(error.input).toBe(input)
    expect(error.message).toBe(
      `Input '${input}': '${value}' is longer than the limit of 168h (a GitHub job runs at most 5 days on a self-hosted runner, 6 h on a GitHub-hosted one). Use 168h or less.`
    )
  })

  it('accepts 168h exactly, which Node timers can still count', async () => {
    const config = readConfig(
      reader({ ...agent, timeout: '168h', 'poll-interval': '604800', 'request-timeout': '10080m' })
    )
    expect(config).toMatchObject({
      timeoutMs: MAX_DURATION_MS,
      pollIntervalMs: MAX_DURATION_MS,
      requestTimeoutMs: MAX_DURATION_MS
    })
    expect(MAX_DURATION_MS).toBeLessThanOrEqual(2 ** 31 - 1)
  })
})
