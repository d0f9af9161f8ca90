/**
 * What the check's thread does (thread.ts starts it): it reads the pages the site check wants from
 * the bundle's memory, handed over as the hashing worker's is (bundle/hasher.ts), so the check runs
 * beside gunzip and the writes instead of between them. It keeps the check's tables; the main thread
 * asks for the result once the site is on disk.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DATA, END, READ, type HashAnswer, type HashBatch } from '../bundle/hasher.js'
import { RedirectTable } from '../hosting/pattern.js'
import type { Redirect } from '../hosting/redirects.js'
import { SiteChecker, type SiteCheckResult } from '../site-check/check.js'
import { LinkPatterns } from '../site-check/ignore.js'
import { locate, locateRequests, type LocatedPage } from '../site-check/locate.js'
import { release, spansItsMemory } from '../../util/release.js'

/** What the main thread tells the thread when it starts it. */
export interface PagesThreadData {
  siteHost?: string
}

/** The main thread's one question: the files as the disk has them, and what the check needs. */
export interface FinishQuestion {
  /** The site's files as UTF-8, each ended by a NUL (which no name holds: bundle/policy.ts). */
  files: Uint8Array
  bytes: number
  ignore: { written: readonly string[]; tests: readonly RegExp[] }
  /** The docs.json redirects, in order; undefined when the site has none. */
  redirects?: Redirect[]
  /** The extracted site: the pages of the first findings are read again there to locate them. */
  site?: string
}

type Reader = { data(piece: Buffer): void; end(): void }

/** The names in `bytes` one by one: no array of them is ever held. */
function* spelled(bytes: Uint8Array): Generator<string> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (
    let start = 0, end = text.indexOf(0);
    end !== -1;
    start = end + 1, end = text.indexOf(0, start)
  )
    yield text.toString('utf8', start, end)
}

export class PagesThread {
  private readonly checker: SiteChecker
  private reader: Reader | undefined
  private readonly siteHost: string | undefined

  constructor(data: PagesThreadData) {
    this.checker = new SiteChecker(data.siteHost)
    this.siteHost = data.siteHost
  }

  /**
   * Reads one batch: each file marked READ, then its pieces, then its end. Its memory is freed at
   * once (util/release.ts says why); the answer gives the bound back.
   */
  batch({ buffers, ops, bytes, paths }: HashBatch): HashAnswer {
    for (let i = 0; i < ops.length; i += 4) {
      const kind = ops[i]
      if (kind === READ) {
        this.reader = this.checker.open(paths[ops[i + 1] as number] as string, ops[i + 2] as number)
      } else if (kind === DATA) {
        const memory = buffers[ops[i + 1] as number] as ArrayBuffer
        this.reader?.data(Buffer.from(memory, ops[i + 2], ops[i + 3]))
      } else if (kind === END) {
        this.reader?.end()
        this.reader = undefined
      }
    }
    for (const memory of buffers) memory.transfer(0)
    return { out: [], bytes }
  }

  /**
   * The check's result, once every page was read; the check's tables are freed after it. With the
   * site's folder, the findings' first uses are located here too, where the page scanner is already
   * compiled, while the main thread writes the manifest.
   */
  finish(question: FinishQuestion): SiteCheckResult {
    const { files, bytes, ignore, redirects, site } = question
    const result = this.checker.finish(
      spelled(files),
      bytes,
      new LinkPatterns(ignore.written, ignore.tests),
      redirects ? new RedirectTable(redirects) : undefined
    )
    this.checker.release()
    if (site !== undefined) result.located = this.locate(site, result)
    return result
  }

  /** Reads again each page that holds one of the first findings, for where it uses them. */
  private locate(site: string, result: SiteCheckResult): LocatedPage[] {
    const located: LocatedPage[] = []
    for (const [page, targets] of locateRequests(result.broken, result.brokenAnchors)) {
      let html: Buffer
      try {
        html = readFileSync(path.join(site, page))
      } catch {
        // The report reads what is not here, and says nothing of a page that is gone.
        continue
      }
      located.push({ page, targets, found: locate(html, page, targets, this.siteHost) })
      if (spansItsMemory(html)) release(html)
    }
    return located
  }
}
