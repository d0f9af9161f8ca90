// The site check through the built action, as the runner runs it, on small exported sites.
import { afterEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { startEmulator, type Emulator } from '../../../emulator/server.js'
import { buildTarGz } from '../../../emulator/site.js'
import { runAction, type ActionRun } from '../../../__fixtures__/run-action.js'
import { closeConforming } from '../../../__fixtures__/emulator.js'

let emulator: Emulator | undefined
afterEach(async () => {
  if (emulator) await closeConforming(emulator)
  emulator = undefined
})

const CLEAN: Record<string, string> = {
  'index.html':
    '<link rel="stylesheet" href="/assets/style.css"><a href="/guides/start">Start</a><a href="https://github.com/acme">GitHub</a><img src="img/logo.png">',
  'guides/start.html': '<a href="../">Home</a><a href="/guides/">Guides</a><a href="#top">Top</a>',
  'guides/index.html': '<a href="start">Start</a>',
  'assets/style.css': 'body { background: url(../img/logo.png) }',
  'img/logo.png': 'png'
}

async function exportSite(
  files: Record<string, string | Buffer>,
  inputs: Record<string, string> = {},
  cwd?: string
): Promise<ActionRun> {
  if (emulator) await closeConforming(emulator)
  emulator = await startEmulator({
    contract: true,
    export: { durationMs: 100, bundle: await buildTarGz(files) }
  })
  return runAction({
    inputs: {
      mode: 'export',
      'api-key': emulator.apiKey,
      'base-url': emulator.url,
      domain: 'docs.example.com',
      'poll-interval': '0.1',
      ...inputs
    },
    cwd
  })
}

describe('the site check’s report, SARIF and annotations (built action)', () => {
  it('point at the docs source line a writer edits, and the page line otherwise', async () => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'workspace-'))
    try {
      await mkdir(path.join(workspace, 'docs', 'guides'), { recursive: true })
      await writeFile(path.join(workspace, 'docs', 'docs.json'), '{"name": "Docs"}')
      await writeFile(
        path.join(workspace, 'docs', 'guides', 'start.mdx'),
        '---\ntitle: Start\n---\n\nRead [auth](/api/auth#tokens).\n\nAnd [the old page](/guides/old).\n'
      )
      const run = await exportSite(
        {
          'index.html': '<a href="/guides/start">Start</a>',
          'guides/start/index.html':
            '<h1>Start</h1>\n<p>Read <a href="/api/auth#tokens">auth</a>.</p>\n<p>And <a href="/guides/old">the old page</a>.</p>',
          'api/auth/index.html': '<h2 id="access-tokens">Access tokens</h2>',
          'orphan.html': '<a href="#nowhere">x</a>'
        },
        { path: 'out', 'docs-source': 'docs' },
        workspace
      )
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({
        'broken-links': '1',
        'broken-anchors': '2',
        'site-check-report': path.join(workspace, 'out', 'site-check.json'),
        'site-check-sarif': path.join(workspace, 'out', 'site-check.sarif')
      })
      const report = JSON.parse(await readFile(run.outputs['site-check-report'] ?? '', 'utf8'))
      expect(report).toMatchObject({
        format: 'mintlify-site-check',
        formatVersion: 1,
        domain: 'docs.example.com',
        counts: { pages: 4, brokenLinks: 1, brokenAnchors: 2 },
        docsSource: { folder: 'docs', found: true }
      })
      expect(report.findings.slice(0, 3)).toEqual([
        {
          kind: 'broken-link',
          target: '/guides/old',
          uses: [
            {
              page: 'guides/start/index.html',
              line: 3,
              source: { file: 'docs/guides/start.mdx', line: 7 }
            }
          ]
        },
        {
          kind: 'broken-anchor',
          target: '/api/auth#tokens',
          fragment: 'tokens',
          uses: [
            {
              page: 'guides/start/index.html',
              line: 2,
              source: { file: 'docs/guides/start.mdx', line: 5 }
            }
          ]
        },
        {
          kind: 'broken-anchor',
          target: '/orphan.html#nowhere',
          fragment: 'nowhere',
          // No .mdx: the exported file, from the repository's root (code scanning reads it there).
          uses: [
            { page: 'orphan.html', line: 1, source: { file: 'out/site/orphan.html', line: 1 } }
          ]
        }
      ])
      const sarif = JSON.parse(await readFile(run.outputs['site-check-sarif'] ?? '', 'utf8'))
      expect(sarif.version).toBe('2.1.0')
      const [sarifRun] = sarif.runs
      expect(sarifRun.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual([
        'broken-link',
        'broken-anchor',
        'broken-redirect'
      ])
      expect(sarifRun.results).toHaveLength(3)
      expect(sarifRun.results[0]).toMatchObject({
        ruleId: 'broken-link',
        level: 'warning',
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs/guides/start.mdx', uriBaseId: '%SRCROOT%' },
              region: { startLine: 7 }
            }
          }
        ]
      })
      expect(sarifRun.results[2].locations[0].physicalLocation).toEqual({
        artifactLocation: { uri: 'out/site/orphan.html', uriBaseId: '%SRCROOT%' },
        region: { startLine: 1 }
      })
      // Annotations where a writer edits: the source line; the exported page (in the workspace).
      expect(run.stdout).toContain(
        '::warning title=Site check,file=docs/guides/start.mdx,line=7::Broken link: /guides/old'
      )
      expect(run.stdout).toContain(
        '::warning title=Site check,file=out/site/orphan.html,line=1::Broken anchor: /orphan.html#nowhere'
      )
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })
})

describe('site check (built action)', () => {
  it('passes a clean site: navigation to other hosts is no resource, and no link is broken', async () => {
    const run = await exportSite(CLEAN)
    expect(run.code).toBe(0)
    expect(run.outputs['broken-links']).toBe('0')
    expect(run.outputs['external-hosts']).toBe('')
    expect(run.stdout).toMatch(
      /Checked the site in .*: 3 pages, 5 files; 0 broken internal targets/
    )
    expect(run.summary).toContain('Site check')
  })

  it('on a bundle hashed on a thread, reads the pages there and finds the same', async () => {
    const site: Record<string, string | Buffer> = {
      ...CLEAN,
      'guides/start.html': '<a href="/guides/gone">Gone</a><a href="/guides/#nope">x</a>'
    }
    const small = await exportSite(site, { path: 'out' })
    // Incompressible bytes past the size at which the files are hashed on a thread.
    const large = await exportSite(
      { ...site, 'video.bin': randomBytes(17 * 1024 * 1024) },
      {
        path: 'out'
      }
    )
    expect(small.stdout).not.toContain('read the pages on a thread of its own')
    expect(large.stdout).toContain('read the pages on a thread of its own')
    const findings = async (run: ActionRun) =>
      JSON.parse(await readFile(run.outputs['site-check-report'] ?? '', 'utf8')).findings
    expect(await findings(large)).toEqual(await findings(small))
    expect(large.outputs['broken-links']).toBe('1')
    expect(large.outputs['broken-anchors']).toBe('1')
  })

  it('counts a broken link, names the page, and fails only with fail-on-broken-links', async () => {
    const broken = {
      ...CLEAN,
      'guides/start.html': '<a href="/guides/missing">x</a><img src="/img/gone.png">'
    }
    const run = await exportSite(broken)
    expect(run.code).toBe(0)
    expect(run.outputs['broken-links']).toBe('2')
    // Every broken target is named in a collapsed group of the log.
    expect(run.stdout).toContain(
      '::group::Broken internal targets (2)\n/guides/missing (used by guides/start.html)\n/img/gone.png'
    )
    expect(run.stdout).toMatch(/\/img\/gone\.png \(used by [^)]+\)\n::endgroup::/)
    expect(run.summary).toContain('<code>/img/gone.png</code>')

    const strict = await exportSite(broken, { 'fail-on-broken-links': 'true' })
    expect(strict.code).toBe(1)
    expect(strict.stdout).toMatch(
      /::error::The site has 2 broken internal link targets, e.g. \/guides\/missing used by guides\/start.html/
    )
  })

  it('lists the hosts pages load resources from, sorted', async () => {
    const run = await exportSite({
      ...CLEAN,
      'index.html': `${CLEAN['index.html']}<script src="https://cdn.example.net/a.js"></script><link rel="stylesheet" href="https://fonts.example.org/css">`
    })
    expect(run.code).toBe(0)
    expect(run.outputs['external-hosts']).toBe('cdn.example.net,fonts.example.org')
    expect(run.summary).toContain('<code>cdn.example.net</code> (script)')
  })

  it('with allowed-hosts: none, fails on a script from another host, naming host and page', async () => {
    const run = await exportSite(
      { ...CLEAN, 'guides/start.html': '<script src="https://cdn.example.net/a.js"></script>' },
      { 'allowed-hosts': 'none', 'values-file': 'values.yaml' }
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /::error::The site loads script from cdn.example.net \(e.g. guides\/start.html\), which allowed-hosts does not list \(none: no other host\)/
    )
    // The deployment is not updated with a site that would break.
    expect(run.outputs['values-file']).toBeUndefined()
  })

  it('accepts a host that allowed-hosts lists, by name or subdomain pattern', async () => {
    const run = await exportSite(
      {
        ...CLEAN,
        'index.html':
          '<script src="https://a.cdn.example.net/a.js"></script><img src="https://img.example.org/x.png">'
      },
      { 'allowed-hosts': '*.cdn.example.net, img.example.org' }
    )
    expect(run.code).toBe(0)
  })

  it('does not run with check-site: false or extract: false: the outputs stay empty', async () => {
    for (const inputs of [{ 'check-site': 'false' }, { extract: 'false' }] as Record<
      string,
      string
    >[]) {
      const run = await exportSite({ 'index.html': '<a href="/nope">x</a>' }, inputs)
      expect(run.code).toBe(0)
      expect(run.outputs['broken-links']).toBeUndefined()
      expect(run.outputs['external-hosts']).toBeUndefined()
    }
  })

  it('writes values-bundle-url into the values file instead of the presigned link', async () => {
    const run = await exportSite(CLEAN, {
      'values-file': 'values.yaml',
      'values-bundle-url': 'https://storage.internal/docs/bundle.tar.gz'
    })
    expect(run.code).toBe(0)
    const values = parse(await readFile(run.outputs['values-file'] ?? '', 'utf8')) as {
      staticExport: { bundleUrl: string }
    }
    expect(values.staticExport.bundleUrl).toBe('https://storage.internal/docs/bundle.tar.gz')
  })
})
