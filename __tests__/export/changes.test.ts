// What changed since the last export, as a nightly workflow sees it: the emulator serves a different
// bundle to each export job, and each run compares with the manifest the run before it left.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as core from '../../__fixtures__/core.js'
import { closeConforming } from '../../__fixtures__/emulator.js'
import { configOf, startFlow, type FlowHarness } from '../../__fixtures__/flow.js'
import { makeTarGz, type TarEntry } from '../../__fixtures__/tarball.js'
import type { ExportConfig } from '../../src/action/inputs.js'
import { summaryHtml } from '../../src/action/summary.js'
import { hasChanges } from '../../src/export/manifest/compare.js'

jest.unstable_mockModule('@actions/core', () => core)
const { runExport } = await import('../../src/export/export.js')

let flow: FlowHarness | undefined
let dir = ''
beforeEach(async () => {
  jest.clearAllMocks()
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-changes-'))
})
afterEach(async () => {
  if (flow) await closeConforming(flow.em)
  flow = undefined
  await rm(dir, { recursive: true, force: true })
})

const page = (title: string, body = ''): string => `<!doctype html><title>${title}</title>${body}`
const SITE: Record<string, string | Buffer> = {
  'index.html': page('Home'),
  'guides/a/index.html': page('A'),
  'guides/b/index.html': page('B'),
  'guides/c/index.html': page('C'),
  'images/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  '_next/static/app.js': 'app()'
}
const tarOf = (site: Record<string, string | Buffer>): Buffer =>
  makeTarGz(Object.entries(site).map(([file, body]): TarEntry => ({ path: file, body })))

function config(extra: Record<string, string> = {}): ExportConfig {
  return configOf<ExportConfig>({
    mode: 'export',
    'api-key': 'mint_x',
    domain: 'docs.example.com',
    path: dir,
    'previous-manifest': path.join(dir, 'manifest.json'),
    ...extra
  })
}

/** The outputs' values, as the run record set them (outputs.ts). */
function outputs(): Record<string, string> {
  const changes = flow?.record.report.changes
  if (!changes) return {}
  const { pages, otherFiles } = changes
  return {
    changed: String(hasChanges(changes)),
    'pages-added': String(pages.added.length),
    'pages-removed': String(pages.removed.length),
    'pages-changed': String(pages.changed.length),
    'other-files-changed': String(otherFiles.added + otherFiles.removed + otherFiles.changed)
  }
}

describe('export: what changed since the last export', () => {
  it('first run, the same site again, then edited, added, removed (renamed) pages and a changed image', async () => {
    const edited: Record<string, string | Buffer> = {
      ...SITE,
      'guides/a/index.html': page('A, edited'),
      'guides/c2/index.html': SITE['guides/c/index.html'] as string,
      'guides/d/index.html': page('D'),
      'images/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9, 9])
    }
    delete edited['guides/c/index.html']
    flow = await startFlow({ export: { bundles: [tarOf(SITE), tarOf(SITE), tarOf(edited)] } })
    const { deps } = flow

    // The first run: no manifest yet (a cache miss), so every file is new and `changed` is true.
    expect((await runExport(config(), deps)).result).toBe('downloaded')
    expect(outputs()).toMatchObject({ changed: 'true', 'pages-added': '4', 'pages-removed': '0' })
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({
      format: 'mintlify-export-manifest',
      domain: 'docs.example.com'
    })
    const logo = manifest.files.find((f: { path: string }) => f.path === 'images/logo.png')
    expect(logo).toEqual({
      path: 'images/logo.png',
      size: 7,
      sha256: createHash('sha256')
        .update(SITE['images/logo.png'] as Buffer)
        .digest('hex')
    })
    expect(deps.record.report.manifest).toBe(path.join(dir, 'manifest.json'))

    await runExport(config(), deps)
    expect(outputs()).toMatchObject({
      changed: 'false',
      'pages-added': '0',
      'pages-removed': '0',
      'pages-changed': '0',
      'other-files-changed': '0'
    })
    expect(await readFile(path.join(dir, 'changed-paths.txt'), 'utf8')).toBe('')
    deps.record.mode('export')
    deps.record.ended('downloaded')
    expect(summaryHtml(deps.record.report, 1000, Date.now())).toMatch(
      /<h3>✅ Static export of docs\.example\.com: \d+ pages: no change since the export of \d\d:\d\d UTC/
    )

    core.info.mockClear()
    await runExport(config(), deps)
    expect(outputs()).toMatchObject({
      changed: 'true',
      'pages-added': '2',
      'pages-removed': '1',
      'pages-changed': '1',
      'other-files-changed': '1'
    })
    expect((await readFile(path.join(dir, 'changed-paths.txt'), 'utf8')).split('\n')).toEqual(
      ['a', 'c', 'c2', 'd']
        .flatMap((p) =>
          ['', '/', '/index', '/index/', '/index.html'].map((end) => `/guides/${p}${end}`)
        )
        .concat('/images/logo.png')
        .sort()
        .concat('')
    )
    const html = summaryHtml(deps.record.report, 1000, Date.now())
    expect(html).toContain('1 page changed, 2 added, 1 removed since the export of')
    expect(html).toContain('<a href="https://docs.example.com/guides/a">/guides/a</a>')
    expect(html).toContain('<code>/guides/c</code>')
    expect(core.startGroup).toHaveBeenCalledWith('Changed pages of docs.example.com')
    expect(core.info).toHaveBeenCalledWith('removed: /guides/c (guides/c/index.html)')
  })

  it('a manifest of another site, or a truncated one, is a warning and the export counts as the first', async () => {
    flow = await startFlow({ export: { bundle: tarOf(SITE) } })
    const file = path.join(dir, 'previous.json')
    await writeFile(file, '{"format": "mintlify-export-manifest", "formatVersion": 1, "dom')
    await runExport(config({ 'previous-manifest': file }), flow.deps)
    expect(core.warning).toHaveBeenCalledWith(
      expect.stringMatching(/^previous-manifest .*previous\.json is not used: it is not whole JSON/)
    )
    expect(outputs()).toMatchObject({ changed: 'true', 'pages-added': '4' })

    core.warning.mockClear()
    const ours = await readFile(path.join(dir, 'manifest.json'), 'utf8')
    await writeFile(file, ours.replace('"docs.example.com"', '"other.example.com"'))
    await runExport(config({ 'previous-manifest': file }), flow.deps)
    expect(core.warning).toHaveBeenCalledWith(
      expect.stringContaining('it is the manifest of another site, "other.example.com"')
    )
  })
})
