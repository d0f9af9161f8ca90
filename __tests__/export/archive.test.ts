// Export mode from `archive`: a site the workflow already has (what `mint export` writes, a
// tarball, a folder) goes through the same pipeline as a download, with no API call at all.
import { afterEach, describe, expect, it } from '@jest/globals'
import AdmZip from 'adm-zip'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { runInProcess } from '../../__fixtures__/in-process.js'
import { makeTarGz } from '../../__fixtures__/tarball.js'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A site laid out as `mint export` writes it, launchers included. */
const EXPORT: Record<string, string> = {
  'index.html': '<html><head><title>Home</title></head><a href="/quickstart">Start</a></html>',
  'quickstart/index.html': '<html><title>Quickstart</title><a href="/#intro">Home</a></html>',
  '_next/static/css/app.css': 'body{margin:0}',
  'serve.js': 'require("http").createServer().listen(3000)',
  'Start Docs.command': '#!/bin/sh\nnode serve.js\n',
  'Start Docs.bat': '@echo off\r\nnode serve.js\r\n'
}

async function scratch(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'archive-'))
  dirs.push(dir)
  return dir
}

/** Zips `files` with adm-zip, as `mint export` does. */
async function mintExportZip(files: Record<string, string>): Promise<string> {
  const zip = new AdmZip()
  for (const [name, text] of Object.entries(files)) zip.addFile(name, Buffer.from(text))
  const file = path.join(await scratch(), 'export.zip')
  zip.writeZip(file)
  return file
}

async function run(inputs: Record<string, string>) {
  const result = await runInProcess({ mode: 'export', path: 'out/export', ...inputs })
  dirs.push(result.dir)
  return { ...result, folder: path.join(result.dir, 'out', 'export') }
}

describe('archive', () => {
  it('unpacks a `mint export` zip with no API key and no API call, leaving the launchers out', async () => {
    const archive = await mintExportZip(EXPORT)
    // A base URL that nothing answers: any request would fail the step.
    const result = await run({ archive, 'base-url': 'http://127.0.0.1:9' })
    expect(result.exitCode).toBeUndefined()
    const site = path.join(result.folder, 'site')
    expect(result.outputs['extract-path']).toBe(site)
    expect(result.outputs['archive-path']).toBe(archive)
    expect((await readdir(site)).sort()).toEqual(['_next', 'index.html', 'quickstart'])
    expect(await readFile(path.join(site, 'quickstart', 'index.html'), 'utf8')).toBe(
      EXPORT['quickstart/index.html']
    )
    expect(result.log).toMatch(
      /Left out serve\.js, Start Docs\.bat, Start Docs\.command: mint export's local launchers/
    )
    expect(result.summary).toContain('local launchers, not published')
    // The manifest, the check and its reports work on it as on a download.
    const manifest = JSON.parse(await readFile(result.outputs.manifest as string, 'utf8'))
    expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual([
      '_next/static/css/app.css',
      'index.html',
      'quickstart/index.html'
    ])
    expect(result.outputs['broken-anchors']).toBe('1')
    expect(existsSync(result.outputs['site-check-sarif'] as string)).toBe(true)
  })

  it('says api-key is unused when it is set too', async () => {
    const archive = await mintExportZip(EXPORT)
    const result = await run({ archive, 'api-key': 'mint_unused_key_1234567890' })
    expect(result.exitCode).toBeUndefined()
    expect(result.log).toMatch(/::notice::Input 'api-key' is unused: with 'archive' set/)
    const mentions = result.log
      .split('\n')
      .filter((line) => line.includes('mint_unused_key_1234567890'))
    expect(mentions).toEqual(['::add-mask::mint_unused_key_1234567890'])
  })

  it('fails on an .env swept into the archive before path is touched, naming every such file', async () => {
    const archive = await mintExportZip({
      ...EXPORT,
      '.env': 'API_SECRET=hunter2',
      'keys/server.pem': '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
      'keys/public.pem': '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'
    })
    const result = await run({ archive })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /2 files look swept in from the repository and may hold secrets: \.env, keys\/server\.pem\./
    )
    expect(result.log).not.toContain('hunter2')
    expect(result.log).not.toContain('public.pem')
    expect(existsSync(path.join(result.folder, 'site'))).toBe(false)
    expect(
      existsSync(result.folder)
        ? (await readdir(result.folder)).filter((n) => n.startsWith('.'))
        : []
    ).toEqual([])
  })

  it('warns of sources swept in and lists them in site-check.json', async () => {
    const archive = await mintExportZip({ ...EXPORT, 'package.json': '{}', 'guides/x.mdx': '# x' })
    const result = await run({ archive })
    expect(result.exitCode).toBeUndefined()
    expect(result.log).toMatch(
      /::warning::2 files of the site look swept in from the repository, not built: guides\/x\.mdx, package\.json/
    )
    const report = JSON.parse(await readFile(result.outputs['site-check-report'] as string, 'utf8'))
    expect(report.sweptSources).toEqual({ count: 2, files: ['guides/x.mdx', 'package.json'] })
  })

  it('reads a tarball and a folder the same way, the format from the bytes and not the name', async () => {
    const files = Object.entries(EXPORT).map(([name, body]) => ({ path: name, body }))
    const dir = await scratch()
    const misnamed = path.join(dir, 'site.zip')
    await writeFile(misnamed, makeTarGz(files))
    const fromTar = await run({ archive: misnamed })
    expect(fromTar.exitCode).toBeUndefined()
    expect(fromTar.log).toMatch(/Extracting the tarball/)

    const folder = path.join(dir, 'folder')
    for (const [name, text] of Object.entries(EXPORT)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true })
      await writeFile(path.join(folder, name), text)
    }
    const fromFolder = await run({ archive: folder })
    expect(fromFolder.exitCode).toBeUndefined()
    for (const result of [fromTar, fromFolder]) {
      const site = path.join(result.folder, 'site')
      expect((await readdir(site)).sort()).toEqual(['_next', 'index.html', 'quickstart'])
    }
    const manifests = await Promise.all(
      [fromTar, fromFolder].map(async (r) =>
        JSON.parse(await readFile(r.outputs.manifest as string, 'utf8')).files.map(
          (f: { path: string; sha256: string }) => `${f.path} ${f.sha256}`
        )
      )
    )
    expect(manifests[0].sort()).toEqual(manifests[1].sort())
  })

  it('a missing file, a file of neither format, and a folder holding path: each a clear error naming archive', async () => {
    const dir = await scratch()
    const missing = await run({ archive: path.join(dir, 'nope.zip') })
    expect(missing.exitCode).toBe(1)
    expect(missing.log).toMatch(
      /::error::Input 'archive': .*nope\.zip' does not exist\. Point archive at what `mint export` wrote/
    )

    const text = path.join(dir, 'export.zip')
    await writeFile(text, 'not an archive')
    const neither = await run({ archive: text })
    expect(neither.log).toMatch(
      /::error::Input 'archive': .*export\.zip' is neither a zip, a gzip'd tarball nor a folder/
    )

    const inside = await runInProcess({ mode: 'export', archive: '.', path: 'out' })
    dirs.push(inside.dir)
    expect(inside.log).toMatch(/::error::Input 'archive': .* holds path/)
  })

  it('values-file needs values-bundle-url, and then points at it', async () => {
    const archive = await mintExportZip(EXPORT)
    const refused = await run({ archive, 'values-file': 'values.yaml' })
    expect(refused.log).toMatch(
      /::error::Input 'values-file': needs values-bundle-url when 'archive' is set/
    )

    const written = await run({
      archive,
      'values-file': 'values.yaml',
      'values-bundle-url': 'https://cdn.example.com/docs/bundle.tar.gz'
    })
    expect(written.exitCode).toBeUndefined()
    const values = parse(await readFile(path.join(written.dir, 'values.yaml'), 'utf8'))
    expect(values.staticExport.bundleUrl).toBe('https://cdn.example.com/docs/bundle.tar.gz')
  })

  it('export mode without archive still needs api-key, and says archive is the other way', async () => {
    const result = await run({ domain: 'docs.example.com' })
    expect(result.log).toMatch(
      /::error::Input 'api-key': is empty, and export mode calls Mintlify's API\. .*or set archive to a site exported with 'mint export'/
    )
  })
})
