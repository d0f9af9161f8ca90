// The fault matrix: each row runs the built action (dist/index.js) as the runner does, against
// the emulator with one fault injected, and checks the outcome, exit code, outputs, request counts, and
// that the API key never appears outside ::add-mask::.
import { afterEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  startEmulator,
  type Emulator,
  type EmulatorOptions,
  type Fault
} from '../../emulator/server.js'
import { runAction, type ActionRun, type RunActionOptions } from '../../__fixtures__/run-action.js'
import { closedPort, startProxy } from '../../__fixtures__/http.js'
import { expectOnlyMasked } from '../../__fixtures__/secrets.js'
import { makeTarGz } from '../../__fixtures__/tarball.js'

const emulators: Emulator[] = []
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((em) => em.close()))
})

async function agentRun(
  options: {
    faults?: Fault[]
    emulator?: Partial<EmulatorOptions>
    inputs?: Record<string, string>
  } = {}
): Promise<{ run: ActionRun; em: Emulator }> {
  const em = await startEmulator({
    ...options.emulator,
    contract: true,
    agent: { durationMs: 600, ...options.emulator?.agent },
    faults: options.faults
  })
  emulators.push(em)
  const run = await runAction({
    inputs: {
      mode: 'agent',
      'api-key': em.apiKey,
      'base-url': em.url,
      'project-id': 'proj_1',
      prompt: 'Document retries',
      'poll-interval': '0.2s',
      timeout: '20s',
      ...options.inputs
    }
  })
  expectOnlyMasked(run.stdout + run.stderr, em.apiKey)
  expect(em.violations).toEqual([])
  return { run, em }
}

describe('bad inputs: a message naming the input, zero requests', () => {
  it.each([
    [
      'mode',
      { mode: 'publish' },
      "Input 'mode': 'publish' is not a mode. Valid modes: agent, export, deploy, preview, automation."
    ],
    [
      'api-key',
      { 'api-key': '' },
      "Input 'api-key': is empty, and agent mode calls Mintlify's API."
    ],
    ['project-id', { 'project-id': '' }, "Input 'project-id': is required in agent mode."],
    ['prompt', { prompt: '  ' }, "Input 'prompt': is empty."],
    [
      'domain',
      { mode: 'export', domain: 'https://docs.example.com/guides' },
      "Input 'domain': 'https://docs.example.com/guides' has a path"
    ],
    [
      'base-url',
      { 'base-url': 'api.mintlify.com' },
      "Input 'base-url': 'api.mintlify.com' is not a URL."
    ],
    ['timeout', { timeout: 'an hour' }, "Input 'timeout': 'an hour' is not a duration."],
    ['poll-interval', { 'poll-interval': '0' }, "Input 'poll-interval': '0' is not a duration."]
  ])('%s', async (_name, inputs, message) => {
    const { run, em } = await agentRun({ inputs })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`::error::${message}`)
    expect(em.requests).toHaveLength(0)
  })
})

describe('refusals: fail fast, say what to check, no retry loop', () => {
  it('401 wrong key', async () => {
    const { run, em } = await agentRun({ inputs: { 'api-key': 'mint_wrong' } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('failed with HTTP 401: Invalid or expired API key')
    expect(run.stdout).toContain(
      'the key may be wrong or expired (new admin keys expire after 90 days by default). Make a new one on the API keys page'
    )
    expect(em.count('agent.create')).toBe(1)
    expectOnlyMasked(run.stdout, 'mint_wrong')
  })

  it('403 scope or IP refusal', async () => {
    const { run, em } = await agentRun({
      faults: [
        {
          route: 'agent.create',
          kind: 'status',
          status: 403,
          body: { error: 'Key lacks write scope' }
        }
      ]
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('HTTP 403: Key lacks write scope')
    expect(run.stdout).toContain("the runner's IP address is not on the key's allow-list")
    expect(em.count('agent.create')).toBe(1)
  })
})

describe('rate limits', () => {
  it('429 with a short Retry-After on create: waits, retries, exactly one job', async () => {
    const { run, em } = await agentRun({
      faults: [
        {
          route: 'agent.create',
          kind: 'status',
          status: 429,
          headers: { 'retry-after': '1' },
          body: { error: 'Rate limit exceeded' }
        }
      ]
    })
    expect(run.code).toBe(0)
    expect(em.count('agent.create')).toBe(2)
    expect(em.agentJobs()).toHaveLength(1)
    expect(run.stdout).toContain('It resets at ')
  })

  it('429 with Retry-After beyond the deadline: fails at once with the reset time', async () => {
    const { run, em } = await agentRun({
      faults: [
        {
          route: 'agent.create',
          kind: 'status',
          status: 429,
          headers: { 'retry-after': '2400' },
          body: { error: 'Rate limit exceeded' }
        }
      ]
    })
    expect(run.code).toBe(1)
    expect(run.durationMs).toBeLessThan(5000)
    expect(run.stdout).toMatch(
      /The limit resets at (\d{4}-\d\d-\d\d )?\d\d:\d\d UTC \(in 40 min\), after the step's timeout/
    )
    expect(em.count('agent.create')).toBe(1)
    expect(em.agentJobs()).toHaveLength(0)
  })
})

describe('a flaky API while polling is survived with one job', () => {
  it.each<[string, Fault]>([
    ['500', { route: 'agent.get', kind: 'status', status: 500 }],
    ['502 HTML page', { route: 'agent.get', kind: 'html', status: 502 }],
    [
      '503',
      { route: 'agent.get', kind: 'status', status: 503, body: { error: 'Service unavailable' } }
    ],
    ['connection reset', { route: 'agent.get', kind: 'reset' }],
    ['truncated JSON body', { route: 'agent.get', kind: 'truncated' }]
  ])('%s', async (_name, fault) => {
    const { run, em } = await agentRun({ faults: [{ ...fault, times: 2 }] })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
    expect(em.agentJobs()).toHaveLength(1)
    expect(em.count('agent.create')).toBe(1)
    expect(em.count('agent.get')).toBeGreaterThanOrEqual(3)
  })
})

describe('a failing create is never sent twice', () => {
  it('500 after the server took the job: fails, says to check the dashboard, one job', async () => {
    const { run, em } = await agentRun({
      faults: [{ route: 'agent.create', kind: 'status', status: 500, thenHandle: true }]
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('may or may not have been accepted, so it is not sent again')
    expect(em.count('agent.create')).toBe(1)
    expect(em.agentJobs()).toHaveLength(1)
  })

  it('a reset on create: fails, not resent', async () => {
    const { run, em } = await agentRun({ faults: [{ route: 'agent.create', kind: 'reset' }] })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('The server may have accepted it, so it is not sent again')
    expect(em.count('agent.create')).toBe(1)
  })
})

describe('time limits', () => {
  it('job still running at the deadline: fails in time, names the job, job-id set', async () => {
    const { run, em } = await agentRun({
      emulator: { agent: { durationMs: 600_000 } },
      inputs: { timeout: '2s' }
    })
    const jobId = em.agentJobs()[0]?.id as string
    expect(run.code).toBe(1)
    expect(run.durationMs).toBeLessThan(6000)
    expect(run.outputs['job-id']).toBe(jobId)
    expect(run.stdout).toContain(
      `Agent job ${jobId} did not finish within the timeout (2s); last status: active`
    )
  })

  it('a server that stops answering: request timeout, retried, the deadline respected', async () => {
    const { run, em } = await agentRun({
      faults: [{ route: 'agent.get', kind: 'hang' }],
      inputs: { 'request-timeout': '0.5s' }
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('no answer within 0.5s')
    expect(em.count('agent.get')).toBeGreaterThanOrEqual(2)

    const stuck = await agentRun({
      faults: [{ route: 'agent.get', kind: 'hang', times: 100 }],
      inputs: { 'request-timeout': '0.5s', timeout: '3s' }
    })
    expect(stuck.run.code).toBe(1)
    expect(stuck.run.durationMs).toBeLessThan(7000)
    expect(stuck.run.stdout).toContain('did not finish within the timeout (3s)')
  })
})

/** Every file below `dir`, relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort()
}

async function exportRun(
  options: {
    faults?: Fault[]
    export?: EmulatorOptions['export']
    inputs?: Record<string, string>
    onSpawn?: RunActionOptions['onSpawn']
    env?: Record<string, string>
    /** Further emulator options (TLS, separate storage). */
    emulator?: Partial<EmulatorOptions>
  } = {}
): Promise<{ run: ActionRun; em: Emulator; outside: string[]; out: string[] }> {
  const em = await startEmulator({
    ...options.emulator,
    contract: true,
    export: { durationMs: 400, ...options.export },
    faults: options.faults
  })
  emulators.push(em)
  const run = await runAction({
    inputs: {
      mode: 'export',
      'api-key': em.apiKey,
      'base-url': em.url,
      domain: 'docs.example.com',
      path: 'out',
      'poll-interval': '0.2s',
      timeout: '20s',
      ...options.inputs
    },
    env: options.env,
    onSpawn: options.onSpawn
  })
  const files = await listFiles(run.tempDir)
  const outside = files.filter(
    (f) => !f.startsWith(`out${path.sep}`) && f !== 'output' && f !== 'summary'
  )
  const out = files.filter((f) => f.startsWith(`out${path.sep}`)).map((f) => f.slice(4))
  expectOnlyMasked(run.stdout + run.stderr, em.apiKey)
  const link = run.outputs['bundle-url']
  if (link) expectOnlyMasked(run.stdout + run.stderr, new URL(link).search.slice(1))
  for (const download of em.requests.filter((r) => r.route === 'download')) {
    expect(download.headers.authorization).toBeUndefined()
  }
  expect(em.violations).toEqual([])
  return { run, em, outside, out }
}

describe('static export under faults', () => {
  it('the full flow lands the site and the archive, and nothing else', async () => {
    const { run, outside, out } = await exportRun()
    expect(run.code).toBe(0)
    expect(outside).toEqual([])
    expect(out).toEqual(expect.arrayContaining(['bundle.tar.gz', path.join('site', 'index.html')]))
    expect(out.filter((f) => f.startsWith('.'))).toEqual([])
  })

  it('403 on start says the plan lacks static export, no retry', async () => {
    const { run, em } = await exportRun({ export: { enabled: false } })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('needs an Enterprise plan')
    expect(em.count('export.start')).toBe(1)
  })

  it('a download cut midway is resumed and the site is whole', async () => {
    const { run, em, out } = await exportRun({
      export: { cutDownloads: { times: 1, afterBytes: 200 } }
    })
    expect(run.code).toBe(0)
    expect(em.count('download')).toBe(2)
    expect(em.requests.filter((r) => r.route === 'download')[1]?.headers.range).toBe('bytes=200-')
    expect(out).toContain(path.join('site', 'guides', 'getting-started', 'index.html'))
  })

  // request-timeout bounds each download request too: a stalled storage link is retried after it,
  // not after a fixed minute that could use up the whole step.
  it('a download that stalls once is retried after request-timeout, well inside timeout', async () => {
    const { run, em, out } = await exportRun({
      faults: [{ route: 'download', kind: 'hang', times: 1 }],
      inputs: { 'request-timeout': '1s', timeout: '30s' }
    })
    expect(run.code).toBe(0)
    expect(em.count('download')).toBe(2)
    expect(run.stdout).toContain('the storage stalled: no data within 1s (request-timeout)')
    expect(run.durationMs).toBeLessThan(15_000)
    expect(out).toContain(path.join('site', 'index.html'))
  }, 45_000)

  it('a download that stalls every time fails at the deadline, naming it', async () => {
    const { run, em, outside, out } = await exportRun({
      faults: [{ route: 'download', kind: 'hang', times: 100 }],
      inputs: { 'request-timeout': '1s', timeout: '5s' }
    })
    expect(run.code).toBe(1)
    expect(em.count('download')).toBeGreaterThanOrEqual(2)
    expect(run.stdout).toMatch(/::error::.*step's timeout \(5s\)/)
    expect(run.durationMs).toBeLessThan(10_000)
    expect(outside).toEqual([])
    expect(out).toEqual([])
  })

  it('a refused (expired) link is replaced by a fresh one', async () => {
    const { run, em } = await exportRun({
      faults: [{ route: 'download', kind: 'status', status: 403, body: { error: 'expired' } }]
    })
    expect(run.code).toBe(0)
    expect(em.count('export.bundle')).toBe(2)
  })

  it.each<[string, () => Promise<EmulatorOptions['export']>, RegExp]>([
    ['wrong sizeBytes', async () => ({ sizeBytesOverride: 12 }), /size|bytes/i],
    [
      'corrupt gzip',
      async () => ({ bundle: Buffer.from('this is not gzip at all') }),
      /gzip|header|incorrect/i
    ],
    [
      'a ../ entry',
      async () => ({ bundle: makeTarGz([{ path: '../escape.html', body: 'x' }]) }),
      /\.\./
    ],
    [
      'an absolute path',
      async () => ({ bundle: makeTarGz([{ path: '/tmp/escape.html', body: 'x' }]) }),
      /absolute/i
    ],
    [
      'a symlink out of the folder',
      async () => ({
        bundle: makeTarGz([
          { path: 'evil', type: 'SymbolicLink', linkpath: '../../..' },
          { path: 'evil/x.html', body: 'x' }
        ])
      }),
      /link/i
    ]
  ])('%s is refused and nothing half-done is left', async (_name, exportOptions, message) => {
    const { run, outside, out } = await exportRun({ export: await exportOptions() })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(message)
    expect(run.outputs['extract-path'] ?? '').toBe('')
    expect(outside).toEqual([])
    expect(out).toEqual([])
  })

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s while downloading: exits within 2 s, non-zero, no partial archive or site left',
    async (signal) => {
      const big = makeTarGz([{ path: 'big.bin', body: randomBytes(3 * 1024 * 1024) }])
      let signalledAt = 0
      const { run, outside, out } = await exportRun({
        export: { bundle: big, bytesPerSecond: 512 * 1024 },
        onSpawn: (child) => {
          child.stdout?.on('data', (chunk: Buffer) => {
            if (!signalledAt && chunk.toString().includes('Downloading and extracting')) {
              signalledAt = performance.now()
              setTimeout(() => child.kill(signal), 700)
            }
          })
        }
      })
      expect(signalledAt).toBeGreaterThan(0)
      expect(run.code).not.toBe(0)
      expect(performance.now() - signalledAt).toBeLessThan(2700)
      expect(run.stdout).toContain(`Cancelled by ${signal}`)
      expect(outside).toEqual([])
      expect(out).toEqual([])
    }
  )
})

describe('proxies', () => {
  it('HTTP_PROXY carries the API calls and the download; NO_PROXY bypasses it', async () => {
    const proxy = await startProxy()
    try {
      const via = await exportRun({ env: { HTTP_PROXY: proxy.url, NO_PROXY: '' } })
      expect(via.run.code).toBe(0)
      expect(proxy.targets).toContain(new URL(via.em.url).host)
      const seen = proxy.targets.length
      const direct = await exportRun({ env: { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' } })
      expect(direct.run.code).toBe(0)
      expect(proxy.targets.length).toBe(seen)
    } finally {
      await proxy.close()
    }
  })

  // The runner's proxy is usually HTTPS_PROXY, and the storage link is another origin than the API:
  // both must go through the tunnel. A dead HTTP_PROXY shows the https:// requests do not use it.
  it.each([
    ['HTTPS_PROXY', 'NO_PROXY'],
    ['https_proxy', 'no_proxy']
  ])(
    '%s tunnels the API calls and the download from separate storage over TLS; %s bypasses it',
    async (proxyVar, noProxyVar) => {
      const proxy = await startProxy()
      const tls = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../__fixtures__/tls')
      const emulator: Partial<EmulatorOptions> = {
        tls: {
          key: await readFile(path.join(tls, 'key.pem')),
          cert: await readFile(path.join(tls, 'cert.pem'))
        },
        separateStorage: true
      }
      const env = {
        HTTP_PROXY: `http://127.0.0.1:${await closedPort()}`,
        NODE_EXTRA_CA_CERTS: path.join(tls, 'cert.pem'),
        [proxyVar]: proxy.url
      }
      try {
        const via = await exportRun({ emulator, env: { ...env, [noProxyVar]: '' } })
        expect(via.run.code).toBe(0)
        const api = new URL(via.em.url)
        const storage = new URL(via.em.storageUrl)
        expect(api.protocol).toBe('https:')
        expect(storage.host).not.toBe(api.host)
        expect(new URL(via.run.outputs['bundle-url'] ?? '').host).toBe(storage.host)
        expect(proxy.targets).toContain(api.host)
        expect(proxy.targets).toContain(storage.host)
        const downloads = via.em.requests.filter((r) => r.route === 'download')
        expect(downloads.length).toBeGreaterThanOrEqual(1)
        expect(downloads.map((r) => [r.headers.host, r.status])).toContainEqual([storage.host, 200])
        expect(via.out).toContain(path.join('site', 'index.html'))

        const seen = [...proxy.targets]
        const direct = await exportRun({ emulator, env: { ...env, [noProxyVar]: '127.0.0.1' } })
        expect(direct.run.code).toBe(0)
        expect(direct.em.count('download')).toBeGreaterThanOrEqual(1)
        expect(proxy.targets).toEqual(seen)
      } finally {
        await proxy.close()
      }
    }
  )
})
