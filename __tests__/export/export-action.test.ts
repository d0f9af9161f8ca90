import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import { buildTarGz, SAMPLE_SITE } from '../../emulator/site.js'
import { runAction } from '../../__fixtures__/run-action.js'
import { useEmulator } from '../../__fixtures__/emulator.js'
import { runInProcess, type InProcessRun } from '../../__fixtures__/in-process.js'
import { expectOnlyMasked } from '../../__fixtures__/secrets.js'
import { makeTarGz } from '../../__fixtures__/tarball.js'

// One archive for the whole file: buildTarGz stamps mtimes, so two builds differ in bytes.
const BUNDLE = await buildTarGz(SAMPLE_SITE)
const start = useEmulator({ export: { durationMs: 400, pageCount: 5, bundle: BUNDLE } })

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** The inputs of an export run against `emulator`, with `extra` on top. */
function exportInputs(
  emulator: Emulator,
  extra: Record<string, string> = {}
): Record<string, string> {
  return {
    mode: 'export',
    'api-key': emulator.apiKey,
    'base-url': emulator.url,
    domain: 'docs.example.com',
    'poll-interval': '0.2',
    ...extra
  }
}

/** Runs export mode in-process; `path` is `<temp>/out/export` so "outside" is observable. */
async function exportRun(
  emulator: Emulator,
  inputs: Record<string, string> = {}
): Promise<InProcessRun & { folder: string }> {
  const result = await runInProcess(
    exportInputs(emulator, { timeout: '20', path: 'out/export', ...inputs })
  )
  dirs.push(result.dir)
  return { ...result, folder: path.join(result.dir, 'out', 'export') }
}

function downloads(emulator: Emulator) {
  return emulator.requests.filter((r) => r.route === 'download')
}

function signatureOf(url: string): string {
  return new URL(url).search
}

describe('export mode (in-process, against the emulator)', () => {
  it('runs the whole flow: outputs, archive and site byte for byte, values file, summary, masking', async () => {
    const emulator = await start()
    const bundle = BUNDLE
    const result = await exportRun(emulator, {
      domain: 'https://docs.example.com/',
      'export-version': '2024-06-01',
      paths: 'index\n/guides/getting-started/\n',
      'values-file': 'deploy/values.yaml',
      // Not there yet, as on a nightly run's first night (a cache miss): the first export.
      'previous-manifest': 'out/export/manifest.json'
    })
    expect(result.exitCode).toBeUndefined()
    const { outputs, folder } = result
    const [job] = emulator.exportJobs()
    expect(job).toMatchObject({
      domain: 'docs.example.com',
      version: '2024-06-01',
      paths: ['index', 'guides/getting-started']
    })
    expect(outputs).toEqual({
      'job-id': job?.jobId,
      status: 'completed',
      'page-count': '5',
      'bundle-url': expect.stringContaining('X-Amz-Signature='),
      'bundle-expires-at': expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      'bundle-size': String(bundle.length),
      'archive-path': path.join(folder, 'bundle.tar.gz'),
      'extract-path': path.join(folder, 'site'),
      'values-file': path.join(result.dir, 'deploy', 'values.yaml'),
      // The sample site's links resolve but for those only Mintlify's hosting serves, and it loads
      // KaTeX's stylesheet from a CDN, as a real export does: information, no warning.
      'broken-links': '0',
      'broken-anchors': '0',
      'external-hosts': 'cdn.jsdelivr.net',
      manifest: path.join(folder, 'manifest.json'),
      changed: 'true',
      'pages-added': '3',
      'pages-removed': '0',
      'pages-changed': '0',
      'other-files-changed': '2',
      'changed-paths': path.join(folder, 'changed-paths.txt'),
      'site-check-report': path.join(folder, 'site-check.json'),
      'site-check-sarif': path.join(folder, 'site-check.sarif')
    })
    expect(result.log).not.toContain('::warning')
    expect(result.summary).toMatch(/<h3>✅ Static export of docs\.example\.com/)
    expect(result.summary).toContain(
      '4 link targets point at files Mintlify&#39;s hosting serves and this export does not contain: /llms.txt and the .md versions of 3 pages.'
    )
    expect(await readFile(path.join(folder, 'bundle.tar.gz'))).toEqual(bundle)
    for (const [name, content] of Object.entries(SAMPLE_SITE)) {
      expect(await readFile(path.join(folder, 'site', name), 'utf8')).toBe(content)
    }
    expect((await readdir(folder)).sort()).toEqual([
      'bundle.tar.gz',
      'changed-paths.txt',
      'manifest.json',
      'site',
      'site-check.json',
      'site-check.sarif'
    ])
    expect((await readdir(result.dir)).sort()).toEqual(['deploy', 'out', 'output', 'summary'])

    expect(parse(await readFile(outputs['values-file'] ?? '', 'utf8'))).toEqual({
      staticExport: { enabled: true, bundleUrl: outputs['bundle-url'], version: '2024-06-01' }
    })

    // The storage link gets no API key; the API gets it on every call.
    for (const request of emulator.requests) {
      expect(request.headers.authorization).toBe(
        request.route === 'download' ? undefined : `Bearer ${emulator.apiKey}`
      )
    }
    expect(emulator.count('export.bundle')).toBe(1)

    // The link's query string is masked before any line could show it.
    const link = outputs['bundle-url'] ?? ''
    const firstMention = result.log.split('\n').findIndex((line) => line.includes(link))
    expect(result.log.split('\n')[firstMention]).toBe(`::add-mask::${link}`)
    expect(result.log).toContain(`::add-mask::${signatureOf(link)}`)
    expectOnlyMasked(result.log, signatureOf(link))

    expect(result.log).toMatch(/running, \d+%, \d+ pages/)
    expect(result.log).toContain('completed, 100%, 5 pages')
    expect(result.log).toMatch(/link expires at .*run helm upgrade/)
    for (const text of [
      'docs.example.com',
      job?.jobId ?? '',
      '<th>Pages</th><td>5 pages</td>',
      '<code>index</code>, <code>guides/getting-started</code>',
      'link expires',
      '<th>Bundle</th>',
      'Duration'
    ]) {
      expect(result.summary).toContain(text)
    }
  })

  it('wait: false stops after the start, with job-id and status', async () => {
    const emulator = await start()
    const result = await exportRun(emulator, { wait: 'false' })
    expect(result.exitCode).toBeUndefined()
    expect(result.outputs).toEqual({
      'job-id': emulator.exportJobs()[0]?.jobId,
      status: 'queued',
      'page-count': '0'
    })
    expect(emulator.requests.map((r) => r.route)).toEqual(['export.start'])
    expect(existsSync(result.folder)).toBe(false)
  })

  it('download: false ends with the link outputs (and still writes the values file)', async () => {
    const emulator = await start()
    const result = await exportRun(emulator, { download: 'false', 'values-file': 'values.yaml' })
    expect(result.exitCode).toBeUndefined()
    expect(result.outputs['bundle-url']).toMatch(/X-Amz-Signature=/)
    expect(result.outputs['archive-path']).toBeUndefined()
    expect(result.outputs['extract-path']).toBeUndefined()
    expect(downloads(emulator)).toHaveLength(0)
    expect(existsSync(result.folder)).toBe(false)
    const values = parse(await readFile(path.join(result.dir, 'values.yaml'), 'utf8'))
    expect(values.staticExport.bundleUrl).toBe(result.outputs['bundle-url'])
    expect(values.staticExport.version).toBeUndefined()
  })

  it('extract: false keeps only the archive', async () => {
    const emulator = await start()
    const result = await exportRun(emulator, { extract: 'false' })
    expect(result.exitCode).toBeUndefined()
    expect(result.outputs['extract-path']).toBe('')
    expect(await readdir(result.folder)).toEqual(['bundle.tar.gz'])
    expect(result.log).toContain('Downloaded and checked')
  })

  it('a failed job fails the step with its error text and job id', async () => {
    const emulator = await start({ export: { outcome: 'failed' } })
    const result = await exportRun(emulator)
    expect(result.exitCode).toBe(1)
    const jobId = emulator.exportJobs()[0]?.jobId ?? ''
    expect(result.log).toContain(
      `::error::Static export job ${jobId} failed: Rendering failed: page guides/broken has invalid MDX.`
    )
    expect(result.outputs).toMatchObject({ 'job-id': jobId, status: 'failed' })
    expect(emulator.count('export.bundle')).toBe(0)
  })

  it('403 on start says the plan lacks static export', async () => {
    const emulator = await start({ export: { enabled: false } })
    const result = await exportRun(emulator)
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(/::error::.*403.*Enterprise plan/)
    expect(result.outputs['job-id']).toBeUndefined()
  })

  it('uses a completed status that already carries the link (the announced redesign)', async () => {
    const emulator = await start({ export: { statusCarriesBundle: true } })
    const result = await exportRun(emulator)
    expect(result.exitCode).toBeUndefined()
    expect(emulator.count('export.bundle')).toBe(0)
    expect(downloads(emulator)).toHaveLength(1)
    expectOnlyMasked(result.log, signatureOf(result.outputs['bundle-url'] ?? ''))
  })

  it('an expired link gets a fresh one, and the outputs carry the link that worked', async () => {
    const emulator = await start({
      faults: [
        {
          route: 'download',
          kind: 'status',
          status: 403,
          body: { error: 'Request has expired' }
        }
      ]
    })
    const result = await exportRun(emulator, { 'values-file': 'values.yaml' })
    expect(result.exitCode).toBeUndefined()
    expect(emulator.count('export.bundle')).toBe(2)
    const [first, second] = downloads(emulator)
    expect(first?.status).toBe(403)
    expect(second?.status).toBe(200)
    expect(result.outputs['bundle-url']).toContain(second?.path.split('?')[1] ?? 'missing')
    const values = parse(await readFile(path.join(result.dir, 'values.yaml'), 'utf8'))
    expect(values.staticExport.bundleUrl).toBe(result.outputs['bundle-url'])
    // Both links were masked: the one that failed and the fresh one.
    for (const request of downloads(emulator)) {
      expectOnlyMasked(result.log, request.path.split('?')[1] ?? '')
    }
  })

  it('links that are always expired end the step after a bounded number of fresh ones', async () => {
    const emulator = await start({ export: { linkTtlMs: 0 } })
    const result = await exportRun(emulator)
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(/::error::The bundle link failed .*3 fresh links did not help/)
    expect(emulator.count('export.bundle')).toBe(4)
    expect(await readdir(result.folder)).toEqual([])
  })

  it('resumes a cut download with Range and gets the same bytes', async () => {
    const emulator = await start({
      export: { cutDownloads: { times: 2, afterBytes: 100 }, acceptRanges: true }
    })
    const bundle = BUNDLE
    const result = await exportRun(emulator)
    expect(result.exitCode).toBeUndefined()
    expect(downloads(emulator).map((r) => r.headers.range)).toEqual([
      undefined,
      'bytes=100-',
      'bytes=200-'
    ])
    expect(await readFile(path.join(result.folder, 'bundle.tar.gz'))).toEqual(bundle)
    expect(await readFile(path.join(result.folder, 'site', 'index.html'), 'utf8')).toBe(
      SAMPLE_SITE['index.html']
    )
  })

  it('restarts a cut download when the storage cannot resume', async () => {
    const emulator = await start({
      export: { cutDownloads: { times: 1, afterBytes: 100 }, acceptRanges: false }
    })
    const result = await exportRun(emulator)
    expect(result.exitCode).toBeUndefined()
    expect(downloads(emulator).map((r) => r.headers.range)).toEqual([undefined, undefined])
    expect((await readdir(result.folder)).sort()).toEqual([
      'bundle.tar.gz',
      'manifest.json',
      'site',
      'site-check.json',
      'site-check.sarif'
    ])
  })

  it('a wrong sizeBytes fails the step and leaves nothing where the outputs would point', async () => {
    const emulator = await start({ export: { sizeBytesOverride: 12345 } })
    const result = await exportRun(emulator)
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /::error::The storage announced \d+ bytes, but the bundle's sizeBytes is 12345/
    )
    expect(await readdir(result.folder)).toEqual([])
    expect(result.outputs['archive-path']).toBeUndefined()
  })

  it('a corrupt gzip fails the step, keeping the earlier archive and site', async () => {
    const emulator = await start()
    const good = await exportRun(emulator)
    expect(good.exitCode).toBeUndefined()
    const corrupt = Buffer.from(
      '\x1f\x8b\x08\x00 definitely not deflate data '.repeat(20),
      'latin1'
    )
    const bad = await start({ export: { bundle: corrupt } })
    const result = await runInProcess(exportInputs(bad, { path: good.folder }))
    dirs.push(result.dir)
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(/::error::The bundle is not a valid gzip stream/)
    expect((await readdir(good.folder)).sort()).toEqual([
      'bundle.tar.gz',
      'manifest.json',
      'site',
      'site-check.json',
      'site-check.sarif'
    ])
    expect(await readFile(path.join(good.folder, 'bundle.tar.gz'))).toEqual(BUNDLE)
  })

  describe('hostile bundles built in the test are refused; nothing lands outside path', () => {
    const hostile: [string, Parameters<typeof makeTarGz>[0]][] = [
      ['absolute path', [{ path: '/tmp/mintlify-export-test-abs.txt', body: 'pwned' }]],
      ['../ path', [{ path: '../escaped.txt', body: 'pwned' }]],
      [
        'symlink out of the folder',
        [
          { path: 'up', type: 'SymbolicLink', linkpath: '../..' },
          { path: 'up/escaped.txt', body: 'pwned' }
        ]
      ],
      ['hardlink', [{ path: 'hard', type: 'Link', linkpath: '../../deploy/secret.txt' }]]
    ]
    it.each(hostile)('%s', async (_name, entries) => {
      const emulator = await start({
        export: { bundle: makeTarGz([{ path: 'index.html', body: 'ok' }, ...entries]) }
      })
      const result = await runInProcess(exportInputs(emulator, { path: 'out/export' }))
      dirs.push(result.dir)
      expect(result.exitCode).toBe(1)
      expect(result.log).toMatch(/::error::The bundle was refused: entry .* is unsafe/)
      expect(await readdir(path.join(result.dir, 'out', 'export'))).toEqual([])
      expect((await readdir(result.dir)).sort()).toEqual(['out', 'output', 'summary'])
      expect((await readdir(path.join(result.dir, 'out'))).sort()).toEqual(['export'])
      expect(existsSync('/tmp/mintlify-export-test-abs.txt')).toBe(false)
    })
  })

  it('warns about a prompt given to export mode and a page path written as path, and still exports', async () => {
    const emulator = await start()
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'mistakes-'))
    dirs.push(workspace)
    await mkdir(path.join(workspace, 'guides'), { recursive: true })
    await writeFile(path.join(workspace, 'guides', 'getting-started.mdx'), '# Getting started\n')
    const result = await runInProcess(
      exportInputs(emulator, { path: 'guides/getting-started', prompt: 'Add a page' }),
      { GITHUB_WORKSPACE: workspace }
    )
    dirs.push(result.dir)
    expect(result.exitCode).toBeUndefined()
    const warnings = result.log.split('\n').filter((line) => line.startsWith('::warning::'))
    expect(warnings).toEqual([
      "::warning::Input 'prompt' is read only in agent mode; this step runs in export mode and ignores it. Remove it, or set `mode: agent`.",
      "::warning::Input 'path' is 'guides/getting-started' and 'paths' is empty, so the whole site is exported into that folder, but the docs source has a page there (getting-started.mdx). To export only that page, write it under `paths:`; if 'guides/getting-started' is the folder you want, write it as `path: ./guides/getting-started` to silence this warning."
    ])
    expect(result.outputs['extract-path']).toBe(
      path.join(workspace, 'guides', 'getting-started', 'site')
    )
  })

  it('a timeout while polling names the job and its last state', async () => {
    const emulator = await start({ export: { durationMs: 60_000 } })
    const result = await exportRun(emulator, { timeout: '1' })
    expect(result.exitCode).toBe(1)
    const jobId = emulator.exportJobs()[0]?.jobId ?? ''
    expect(result.log).toMatch(
      new RegExp(
        `::error::Static export job ${jobId} did not finish within the timeout \\(1s\\); last status: \\w+ at [\\d.]+%`
      )
    )
    expect(result.outputs['job-id']).toBe(jobId)
  })
})

// Through the build of this source that the test run made (see __fixtures__/global-setup.ts).
describe('export mode (built action, separate process)', () => {
  it('exports, extracts and refuses a hostile bundle the same way', async () => {
    const emulator = await start()
    const good = await runAction({
      inputs: exportInputs(emulator, { path: 'export' })
    })
    dirs.push(good.tempDir)
    expect(good.code).toBe(0)
    expect(await readFile(good.outputs['archive-path'] ?? '')).toEqual(BUNDLE)
    expect(good.summary).toMatch(/^<h3>✅ Static export of docs\.example\.com: 5 pages in <code>/)

    const bad = await start({
      export: { bundle: makeTarGz([{ path: '../../escaped.txt', body: 'pwned' }]) }
    })
    await mkdir(path.join(good.tempDir, 'other'), { recursive: true })
    await writeFile(path.join(good.tempDir, 'other', 'keep.txt'), 'keep')
    const refused = await runAction({
      cwd: good.tempDir,
      inputs: exportInputs(bad, { path: 'export' })
    })
    dirs.push(refused.tempDir)
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(/::error::The bundle was refused/)
    expect((await readdir(path.join(good.tempDir, 'export'))).sort()).toEqual([
      'bundle.tar.gz',
      'manifest.json',
      'site',
      'site-check.json',
      'site-check.sarif'
    ])
    expect(existsSync(path.join(good.tempDir, 'escaped.txt'))).toBe(false)
    expect(existsSync(path.join(path.dirname(good.tempDir), 'escaped.txt'))).toBe(false)
  })
})

describe('export mode on the revised contract (built action, separate process)', () => {
  it('a workflow written today (domain and project-id) keeps working once the domain route is gone', async () => {
    const emulator = await startEmulator({
      contract: true,
      export: { contract: 'project', durationMs: 400, bundle: BUNDLE }
    })
    try {
      const run = await runAction({
        inputs: {
          mode: 'export',
          'api-key': emulator.apiKey,
          'base-url': emulator.url,
          domain: 'docs.example.com',
          'project-id': 'proj_1',
          'poll-interval': '0.2'
        }
      })
      dirs.push(run.tempDir)
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(
        '::notice::The static export route /v1/static-export/jobs answered HTTP 404 (the route is gone; nothing was started): starting the export at the project-scoped route /v1/static-export/proj_1/jobs instead.'
      )
      expect(emulator.exportJobs()).toHaveLength(1)
      expect(run.outputs['page-count']).toBe('3')
      expect(existsSync(path.join(run.outputs['extract-path'] ?? '', 'index.html'))).toBe(true)
      expect(emulator.violations).toEqual([])
    } finally {
      await emulator.close()
    }
  })
})
