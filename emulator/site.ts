import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { create } from 'tar'

/** A page as `mint export` writes it: its Markdown version linked, llms.txt linked hidden. */
function page(route: string, title: string, body: string): string {
  return `<!doctype html><title>${title}</title><link rel="stylesheet" href="/_next/static/css/app.css"><link rel="alternate" type="text/markdown" href="${route}.md"><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css"><div hidden><a href="/llms.txt">llms.txt</a></div><nav><a href="/">Home</a> <a href="/guides/getting-started">Getting started</a> <a href="/api-reference/introduction">API</a></nav>${body}<script src="/_next/static/chunks/app.js"></script>`
}

/**
 * The small static site the emulator exports, relative path -> content: laid out as `mint export`
 * lays a Mintlify site out (each route as `route/index.html`, `_next/static/`), with the links its
 * pages carry to files only Mintlify's hosting serves.
 */
export const SAMPLE_SITE: Readonly<Record<string, string>> = {
  'index.html': page('/index', 'Docs', '<h1>Welcome</h1>'),
  'guides/getting-started/index.html': page(
    '/guides/getting-started',
    'Getting started',
    '<h1>Getting started</h1>'
  ),
  'api-reference/introduction/index.html': page(
    '/api-reference/introduction',
    'API',
    '<h1>API reference</h1>'
  ),
  '_next/static/css/app.css': 'body { font-family: sans-serif; }\n',
  '_next/static/chunks/app.js': 'console.log("docs")\n'
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
