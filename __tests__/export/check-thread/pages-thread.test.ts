// The check's thread, in-process: a batch (bundle/hasher.ts's operations) hands over the bodies of
// the files marked READ, the check reads them, and the memory is freed as soon as it is read.
import { describe, expect, it } from '@jest/globals'
import { DATA, END, READ, type HashBatch } from '../../../src/export/bundle/hasher.js'
import { PagesThread } from '../../../src/export/check-thread/pages-thread.js'
import { SiteChecker } from '../../../src/export/site-check/check.js'

const PAGES: [string, string][] = [
  [
    'index.html',
    '<a href="/guide">Guide</a><a href="/missing">Gone</a><a href="/guide#nope">x</a>'
  ],
  ['guide.html', '<h1 id="start">Guide</h1><img src="https://cdn.example.net/a.png">']
]

/** One batch for the pages, each body split in two pieces of one buffer. */
function batch(): HashBatch {
  const memory = Buffer.from(PAGES.map(([, text]) => text).join(''))
  const ops: number[] = []
  const paths: string[] = []
  let at = 0
  for (const [file, text] of PAGES) {
    const size = Buffer.byteLength(text)
    const half = Math.floor(size / 2)
    ops.push(READ, paths.push(file) - 1, size, 0)
    ops.push(DATA, 0, at, half, DATA, 0, at + half, size - half, END, 0, 0, 0)
    at += size
  }
  const buffers = [memory.buffer.slice(memory.byteOffset, memory.byteOffset + memory.length)]
  return { buffers, ops, bytes: memory.length, paths }
}

/** The files as the main thread sends them: UTF-8, each ended by a NUL. */
const names = (files: string[]) => Buffer.from(files.map((file) => `${file}\0`).join(''))

describe('the check thread', () => {
  it('frees the memory of a batch once read, and gives its bound back', () => {
    const thread = new PagesThread({ siteHost: 'docs.example.com' })
    const work = batch()
    const answer = thread.batch(work)
    expect(answer).toEqual({ out: [], bytes: work.bytes })
    // Done with: the memory is freed now, not at the thread's next collection.
    expect(work.buffers[0]!.byteLength).toBe(0)
  })

  it('finds what the check finds when it reads the same pages itself', () => {
    const thread = new PagesThread({ siteHost: 'docs.example.com' })
    thread.batch(batch())
    const files = ['index.html', 'guide.html']
    const result = thread.finish({
      files: names(files),
      bytes: 0,
      ignore: { written: [], tests: [] }
    })
    const checker = new SiteChecker('docs.example.com')
    for (const [file, text] of PAGES) {
      const reader = checker.open(file, Buffer.byteLength(text))
      reader?.data(Buffer.from(text))
      reader?.end()
    }
    const expected = checker.finish(files, 0)
    expect({ ...result, durationMs: 0 }).toEqual({ ...expected, durationMs: 0 })
    expect(result.broken.map((b) => b.target)).toEqual(['/missing'])
    expect(result.brokenAnchors.map((b) => b.target)).toEqual(['/guide#nope'])
    expect(result.external.map((e) => e.host)).toEqual(['cdn.example.net'])
  })

  it('judges with the ignore patterns and redirects it is sent', () => {
    const thread = new PagesThread({})
    thread.batch(batch())
    const result = thread.finish({
      files: names(['index.html', 'guide.html']),
      bytes: 0,
      ignore: { written: ['/miss*'], tests: [/^\/miss/] },
      redirects: [
        { source: '/elsewhere', destination: '/guide', permanent: true, file: 'docs.json', line: 1 }
      ]
    })
    expect(result.broken).toEqual([])
    expect(result.ignored).toBe(1)
    expect(result.redirects?.count).toBe(1)
  })
})
