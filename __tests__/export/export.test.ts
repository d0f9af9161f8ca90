// The export flow as a unit: runExport against the emulator over real sockets, on one fake clock
// shared with the emulator's jobs and links, so long jobs, back-off pauses and the deadline take no
// real time. The action as a whole (inputs, outputs, summary) is export-action.test.ts's.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as core from '../../__fixtures__/core.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import { configOf, startFlow, type FlowHarness } from '../../__fixtures__/flow.js'
import { makeTarGz } from '../../__fixtures__/tarball.js'
import type { EmulatorOptions } from '../../emulator/server.js'
import { SAMPLE_SITE } from '../../emulator/site.js'
import type { ExportConfig } from '../../src/action/inputs.js'

jest.unstable_mockModule('@actions/core', () => core)
const { runExport } = await import('../../src/export/export.js')

let flow: FlowHarness | undefined
let dir = ''
beforeEach(async () => {
  jest.clearAllMocks()
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-flow-'))
})
afterEach(async () => {
  if (flow) await closeConforming(flow.em)
  flow = undefined
  await rm(dir, { recursive: true, force: true })
})

async function start(options: Partial<EmulatorOptions> = {}, timeoutMs?: number) {
  flow = await startFlow(options, timeoutMs)
  return flow
}

function config(extra: Record<string, string> = {}): ExportConfig {
  return configOf<ExportConfig>({
    mode: 'export',
    'api-key': 'mint_x',
    domain: 'docs.example.com',
    path: dir,
    ...extra
  })
}

const infos = (): string[] => core.info.mock.calls.map(([message]) => message)

describe('runExport', () => {
  it('follows a 15-minute export, downloads and unpacks the bundle', async () => {
    const { em, clock, deps } = await start({ export: { durationMs: 15 * 60_000, pageCount: 7 } })
    const startedAt = clock.now()
    const outcome = await runExport(config({ 'poll-interval': '30s' }), deps)
    expect(outcome.result).toBe('downloaded')
    expect(outcome.job).toMatchObject({ status: 'completed', pageCount: 7 })
    expect(clock.now() - startedAt - 15 * 60_000).toBeLessThanOrEqual(30_000)
    expect(em.count('export.bundle')).toBe(1)
    for (const [name, body] of Object.entries(SAMPLE_SITE)) {
      expect(await readFile(path.join(dir, 'site', name), 'utf8')).toBe(body)
    }
  })

  it('logs progress only when it changes, not on every poll', async () => {
    const { em, deps } = await start({ export: { durationMs: 10 * 60_000 } })
    await runExport(config({ 'poll-interval': '5s' }), deps)
    const lines = infos().filter((line) => /^Export job .*: \w+, /.test(line))
    expect(lines.length).toBeGreaterThan(2)
    expect(new Set(lines).size).toBe(lines.length)
    expect(em.count('export.get')).toBeGreaterThan(lines.length)
  })

  it('says at least once a minute that the export is still running, even polled every 5 min', async () => {
    const { clock, deps } = await start({ export: { durationMs: 15 * 60_000 } })
    const lines: [number, string][] = []
    core.info.mockImplementation((message) => void lines.push([clock.now(), message]))
    const startedAt = clock.now()
    await runExport(config({ 'poll-interval': '5m', download: 'false' }), deps)
    const waiting = lines.filter(([at]) => at <= startedAt + 15 * 60_000)
    const times = [startedAt, ...waiting.map(([at]) => at)]
    const gaps = times.slice(1).map((at, i) => at - (times[i] as number))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60_000)
    expect(lines.map(([, m]) => m)).toContainEqual(
      expect.stringMatching(/^Export job \S+: still running, \d+%.* after \d+m \d\ds\.$/)
    )
  })

  it('retries the bundle call while it answers 409 (not ready yet), pausing between tries', async () => {
    const { em, clock, deps } = await start({
      faults: [
        {
          route: 'export.bundle',
          kind: 'status',
          status: 409,
          times: 2,
          body: { error: 'Export job is not completed' }
        }
      ]
    })
    const outcome = await runExport(config(), deps)
    expect(outcome.result).toBe('downloaded')
    expect(em.requests.filter((r) => r.route === 'export.bundle').map((r) => r.status)).toEqual([
      409, 409, 200
    ])
    expect(clock.sleeps.length).toBeGreaterThan(2)
  })

  it('returns at the deadline with the last state read, and downloads nothing', async () => {
    const { em, clock, deps } = await start({ export: { durationMs: 2 * 3_600_000 } }, 20 * 60_000)
    const startedAt = clock.now()
    const outcome = await runExport(config(), deps)
    expect(outcome.result).toBe('timeout')
    expect(outcome.job.status).toBe('running')
    expect(clock.now() - startedAt).toBe(20 * 60_000)
    expect(em.count('export.bundle')).toBe(0)
  })

  it('an empty bundle fails naming the export job, and leaves nothing at path', async () => {
    const { em, deps } = await start({ export: { bundle: gzipSync(Buffer.alloc(1024)) } })
    const run = runExport(config(), deps)
    await expect(run).rejects.toThrow(
      /^The bundle of export job \S+ holds no files \(the archive has no entries at all\)/
    )
    const jobId = em.exportJobs()[0]?.jobId ?? ''
    await expect(run).rejects.toThrow(`export job ${jobId} holds no files`)
    expect(await readdir(dir)).toEqual([])
  })

  it('names every broken target in a collapsed group of the log, not only the first ten', async () => {
    const links = Array.from({ length: 43 }, (_, i) => `<a href="/gone-${i}">x</a>`).join('')
    const { deps } = await start({
      export: { bundle: makeTarGz([{ path: 'index.html', body: links }]) }
    })
    await runExport(config(), deps)
    expect(core.startGroup).toHaveBeenCalledWith('Broken internal targets (43)')
    const named = infos().filter((line) => /^\/gone-\d+ \(used by index\.html\)$/.test(line))
    expect(named).toHaveLength(43)
    // Waiting, downloading and the list: each group closed, none left open around later lines.
    expect(core.startGroup.mock.calls.map(([title]) => title)).toEqual([
      expect.stringMatching(/^Waiting for export job /),
      expect.stringMatching(/^Downloading and extracting the bundle into /),
      'Broken internal targets (43)'
    ])
    expect(core.endGroup).toHaveBeenCalledTimes(3)
    // The run passes, and says so on the run page: one annotation with the counts.
    expect(core.warning.mock.calls).toEqual([
      [expect.stringMatching(/^The exported site has 43 broken internal link targets\. /)]
    ])
  })

  it('lists other hosts for information without a warning; allowed-hosts makes them fail', async () => {
    const page = '<script src="https://cdn.example.net/a.js"></script><a href="/">home</a>'
    const { deps } = await start({
      export: { bundle: makeTarGz([{ path: 'index.html', body: page }]) }
    })
    const outcome = await runExport(config(), deps)
    expect(outcome.result).toBe('downloaded')
    expect(core.warning).not.toHaveBeenCalled()
    expect(infos()).toContainEqual(
      expect.stringMatching(/resources from 1 other host: cdn\.example\.net/)
    )
    expect(core.startGroup).toHaveBeenCalledWith('Other hosts resources load from (1)')
    const refused = await runExport(config({ 'allowed-hosts': 'fonts.example.org' }), deps)
    expect(refused.result).toBe('site-refused')
    core.warning.mockClear()
    await runExport(config({ 'allowed-hosts': 'cdn.example.net' }), deps)
    expect(core.warning).not.toHaveBeenCalled()
  })

  it("a Mintlify export's links to llms.txt, sitemap.xml and each page's .md: said once, no warning, fail-on-broken-links passes", async () => {
    const head = (route: string): string =>
      `<link rel="alternate" type="text/markdown" href="${route}.md"><a hidden href="/llms.txt">llms.txt</a><link rel="sitemap" href="/sitemap.xml">`
    const { deps } = await start({
      export: {
        bundle: makeTarGz([
          { path: 'index.html', body: `${head('/index')}<a href="/guides/a">a</a>` },
          { path: 'guides/a/index.html', body: `${head('/guides/a')}<a href="/">home</a>` }
        ])
      }
    })
    const outcome = await runExport(config({ 'fail-on-broken-links': 'true' }), deps)
    expect(outcome.result).toBe('downloaded')
    expect(core.warning).not.toHaveBeenCalled()
    expect(infos().filter((line) => line.includes("Mintlify's hosting serves"))).toEqual([
      "4 link targets point at files Mintlify's hosting serves and this export does not contain: /llms.txt, /sitemap.xml and the .md versions of 2 pages. A static host answers 404 there; they are not counted as broken (generate-hosting-files adds sitemap.xml and llms.txt)."
    ])
  })

  it('ignore-links: matching targets are neither reported nor failing, and counted', async () => {
    const { deps } = await start({
      export: {
        bundle: makeTarGz([
          { path: 'index.html', body: '<a href="/legacy/a">a</a><a href="/legacy/b">b</a>' }
        ])
      }
    })
    const outcome = await runExport(
      config({ 'ignore-links': '/legacy/*', 'fail-on-broken-links': 'true' }),
      deps
    )
    expect(outcome.result).toBe('downloaded')
    expect(core.warning).not.toHaveBeenCalled()
    expect(infos()).toContainEqual(
      expect.stringMatching(/0 broken internal targets;.*; 2 targets ignored \(ignore-links\)\.$/)
    )
  })

  it('generate-hosting-files writes sitemap.xml and llms.txt into the site; links to them resolve', async () => {
    const { deps } = await start({
      export: {
        bundle: makeTarGz([
          {
            path: 'index.html',
            body: '<title>Home</title><a href="/llms.txt">l</a><a href="/sitemap.xml">s</a>'
          },
          { path: 'guides/a/index.html', body: '<title>A</title>' }
        ])
      }
    })
    const outcome = await runExport(config({ 'generate-hosting-files': 'true' }), deps)
    expect(outcome.result).toBe('downloaded')
    expect(outcome.result === 'downloaded' && deps.record.report.siteCheck).toMatchObject({
      broken: [],
      hosted: { count: 0 },
      files: 4
    })
    expect(deps.record.report.hostingFiles).toEqual(['sitemap.xml', 'llms.txt'])
    expect(await readFile(path.join(dir, 'site', 'llms.txt'), 'utf8')).toContain(
      '- [A](https://docs.example.com/guides/a)'
    )
    expect(await readFile(path.join(dir, 'site', 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://docs.example.com/guides/a</loc>'
    )
    expect(infos()).toContainEqual(
      'Added sitemap.xml and llms.txt to the site, listing 2 pages of https://docs.example.com.'
    )
  })

  it('wait: false returns the queued job at once', async () => {
    const { em, clock, deps } = await start()
    const outcome = await runExport(config({ wait: 'false' }), deps)
    expect(outcome).toMatchObject({ result: 'pending', job: { status: 'queued' } })
    expect(em.requests.map((r) => r.route)).toEqual(['export.start'])
    expect(clock.sleeps).toEqual([])
  })
})
