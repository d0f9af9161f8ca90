import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { create } from 'tar'

/** The pages of the small static site the emulator exports, relative path -> content. */
export const SAMPLE_SITE: Readonly<Record<string, string>> = {
  'index.html':
    '<!doctype html><title>Docs</title><link rel="stylesheet" href="/assets/style.css"><h1>Welcome</h1>',
  'guides/getting-started.html':
    '<!doctype html><title>Getting started</title><h1>Getting started</h1>',
  'api-reference/introduction.html': '<!doctype html><title>API</title><h1>API reference</h1>',
  'assets/style.css': 'body { font-family: sans-serif; }\n',
  'assets/app.js': 'console.log("docs")\n'
}

/** Builds a real gzip'd tar of `files` with the maintained tar library, as the service would. */
export async function buildTarGz(
  files: Readonly<Record<string, string | Buffer>>
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'emulator-site-'))
  try {
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
      await writeFile(path.join(dir, name), content)
    }
    const chunks: Buffer[] = []
    const stream = create({ gzip: true, cwd: dir, portable: true }, Object.keys(files).sort())
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
    return Buffer.concat(chunks)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
