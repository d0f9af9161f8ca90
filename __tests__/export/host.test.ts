// `host`: the export step writes the host's rules from docs.json's redirects, the check follows
// them, and the outputs and summary say what was written.
import { afterEach, describe, expect, it } from '@jest/globals'
import AdmZip from 'adm-zip'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runInProcess } from '../../__fixtures__/in-process.js'
import { docsJson, PAGES, type RedirectSpec } from '../../__fixtures__/redirect-site.js'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function setUp(redirects: RedirectSpec[]): Promise<{ archive: string; docs: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'host-'))
  dirs.push(dir)
  const zip = new AdmZip()
  for (const page of PAGES) {
    zip.addFile(
      page ? `${page}/index.html` : 'index.html',
      Buffer.from(`<a href="/ai/assistant">moved</a>`)
    )
  }
  const archive = path.join(dir, 'export.zip')
  zip.writeZip(archive)
  const docs = path.join(dir, 'docs')
  await mkdir(docs)
  await writeFile(path.join(docs, 'docs.json'), docsJson(redirects))
  return { archive, docs }
}

const REDIRECTS: RedirectSpec[] = [
  { source: '/ai/assistant', destination: '/assistant/index' },
  { source: '/beta/:slug*', destination: '/v2/:slug*' },
  { source: '/gone', destination: '/nowhere' }
]

describe('host', () => {
  it('nginx: the include beside the site, the check following the redirects, the outputs', async () => {
    const { archive, docs } = await setUp(REDIRECTS)
    const run = await runInProcess({
      mode: 'export',
      archive,
      path: 'out',
      host: 'nginx',
      'docs-source': docs
    })
    dirs.push(run.dir)
    expect(run.exitCode).toBeUndefined()
    const include = path.join(run.dir, 'out', 'nginx.conf')
    expect(run.outputs['host-config']).toBe(include)
    expect(await readFile(include, 'utf8')).toContain(
      'location ~ "^/ai/assistant/?$" { return 308 "/assistant/index"; }'
    )
    // Not in the served folder.
    expect(existsSync(path.join(run.dir, 'out', 'site', 'nginx.conf'))).toBe(false)
    // The link to /ai/assistant is served through its redirect; /gone leads nowhere.
    expect(run.outputs['broken-links']).toBe('0')
    expect(run.outputs['broken-redirects']).toBe('1')
    expect(run.log).toMatch(
      /::warning::1 redirect of docs\.json leads to no page of the export: \/gone -> \/nowhere \(docs\.json:\d+\)/
    )
    expect(run.log).toMatch(/Read 3 redirects from docs\.json \(1 with wildcards\)/)
    expect(run.summary).toContain('Host: nginx')
  })

  it('github-pages: exact redirects become pages in the site, listed in the manifest; wildcards are named', async () => {
    const { archive, docs } = await setUp(REDIRECTS)
    const run = await runInProcess({
      mode: 'export',
      archive,
      path: 'out',
      host: 'github-pages',
      'docs-source': docs
    })
    dirs.push(run.dir)
    expect(run.exitCode).toBeUndefined()
    const page = path.join(run.dir, 'out', 'site', 'ai', 'assistant', 'index.html')
    expect(await readFile(page, 'utf8')).toContain('url=/assistant/index')
    const manifest = JSON.parse(await readFile(run.outputs.manifest as string, 'utf8'))
    expect(manifest.files.map((f: { path: string }) => f.path)).toContain('ai/assistant/index.html')
    expect(run.outputs['host-config']).toBe('')
    expect(run.log).toMatch(
      /::warning::1 redirect could not be written for github-pages: \/beta\/:slug\* \(GitHub Pages has no redirect rules/
    )
    expect(run.summary).toContain('Static pages')
  })

  it('netlify: `_redirects` in the site, and the summary says 301/302', async () => {
    const { archive, docs } = await setUp(REDIRECTS)
    const run = await runInProcess({
      mode: 'export',
      archive,
      path: 'out',
      host: 'netlify',
      'docs-source': docs
    })
    dirs.push(run.dir)
    const file = path.join(run.dir, 'out', 'site', '_redirects')
    expect(run.outputs['host-config']).toBe(file)
    expect(await readFile(file, 'utf8')).toContain('/beta/* /v2/:splat 301')
    expect(run.summary).toContain('Netlify documents 301 and 302 only')
  })

  it('a host this action does not know is an input error before anything runs', async () => {
    const { archive } = await setUp(REDIRECTS)
    const run = await runInProcess({ mode: 'export', archive, path: 'out', host: 'apache' })
    dirs.push(run.dir)
    expect(run.log).toMatch(
      /::error::Input 'host': 'apache' is not a host this action writes rules for\. Use one of netlify, cloudflare-pages, vercel, nginx, s3-website, github-pages/
    )
  })
})
