/**
 * A bundle shaped like a real docs export, for the benchmark: many small compressible files rather
 * than a few large blobs. 10 000 HTML pages of about 30 KB, a 20 KB image every 10 pages and 200 JS
 * chunks of about 50 KB: about 11 200 files and 338 MB unpacked.
 *  - `docs`: pages full of varied text; about 169 MB gzipped (2.6:1), like a site with much prose;
 *  - `templated`: pages mostly shared markup; about 23 MB gzipped, like generated reference pages.
 * Built as a stream, so building it never holds more than one file in memory.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { Header } from 'tar'

export type DocsVariant = 'docs' | 'templated'

const PAGES = 10_000
const PAGE_BYTES = 30 * 1024
const IMAGE_BYTES = 20 * 1024
const CHUNKS = 200
const CHUNK_BYTES = 50 * 1024

function entry(name: string, size: number): Buffer {
  const header = new Header({ path: name, type: 'File', size, mode: 0o644, mtime: new Date() })
  header.encode()
  return header.block as Buffer
}

function padded(body: Buffer): Buffer[] {
  const rest = (512 - (body.length % 512)) % 512
  return rest ? [body, Buffer.alloc(rest)] : [body]
}

export async function buildDocsBundle(
  file: string,
  variant: DocsVariant
): Promise<{ bytes: number; files: number; unpacked: number }> {
  const shell = Buffer.from(
    `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/_next/static/css/app.css"><script src="/_next/static/chunks/main.js" defer></script></head><body><nav class="sidebar">${'<a class="nav-link" href="/guides/page">Guide page</a>'.repeat(120)}</nav><main>`
  )
  // Text with about 4 bits of entropy per character compresses like prose; the templated variant
  // repeats the shell and keeps only a little of it.
  const varied = variant === 'docs' ? 0.92 : 0.04
  let files = 0
  let unpacked = 0
  async function* tar(): AsyncGenerator<Buffer> {
    for (let i = 0; i < PAGES; i++) {
      const textBytes = Math.floor(PAGE_BYTES * varied)
      const text = randomBytes(Math.ceil(textBytes / 2))
        .toString('hex')
        .slice(0, textBytes)
      const fill = Buffer.alloc(PAGE_BYTES - textBytes)
      for (let at = 0; at < fill.length; at += shell.length) shell.copy(fill, at)
      const page = Buffer.concat([Buffer.from(text), fill])
      const dir = `section-${String(Math.floor(i / 100)).padStart(3, '0')}`
      yield entry(`docs/${dir}/page-${i}.html`, page.length)
      yield* padded(page)
      files++
      unpacked += page.length
      if (i % 10 === 0) {
        const image = randomBytes(IMAGE_BYTES)
        yield entry(`images/${dir}/figure-${i}.png`, image.length)
        yield* padded(image)
        files++
        unpacked += image.length
      }
    }
    for (let i = 0; i < CHUNKS; i++) {
      const js = Buffer.from(
        randomBytes(CHUNK_BYTES / 2)
          .toString('base64')
          .slice(0, CHUNK_BYTES)
      )
      yield entry(`_next/static/chunks/chunk-${i}.js`, js.length)
      yield* padded(js)
      files++
      unpacked += js.length
    }
    yield Buffer.alloc(1024)
  }
  await pipeline(Readable.from(tar()), createGzip({ level: 6 }), createWriteStream(file))
  return { bytes: (await stat(file)).size, files, unpacked }
}
