/**
 * The site check as the export flow uses it: on a thread of its own where the bundle is large enough
 * to be hashed on one (pages-thread.ts; this thread hashes instead), else on this thread. Either way
 * it reads the same pages in the same order and gives the same result; on the thread, its reading
 * overlaps gunzip and the writes.
 */
import { existsSync } from 'node:fs'
import { AppendedBytes } from '../../util/byte-table.js'
import type { FileObserver, FileReader } from '../bundle/sink.js'
import type { ReadingThread, ThreadReading } from '../bundle/hasher.js'
import type { RedirectTable } from '../hosting/pattern.js'
import { isChecked, SiteChecker, type SiteCheckResult } from '../site-check/check.js'
import type { LinkPatterns } from '../site-check/ignore.js'
import type { FinishQuestion, PagesThreadData } from './pages-thread.js'

/** The thread's module, and the options its Node needs. */
export interface ThreadScript {
  script: URL
  execArgv?: string[]
}

/** Beside the bundle's chunks, as `npm run package` builds it; relative, so ncc leaves it alone. */
const BUILT_THREAD = './check-thread/index.js'

/** The built thread, when this runs from the bundle (the sources under test have none). */
export function builtThread(): ThreadScript | undefined {
  if (!import.meta.url.endsWith('.js')) return undefined
  const script = new URL(BUILT_THREAD, import.meta.url)
  return existsSync(script) ? { script } : undefined
}

/**
 * The names as UTF-8, each ended by a NUL, in one buffer of its own: 33 000 names sent as strings
 * were as many again on both threads at the step's peak.
 */
function joined(files: Iterable<string>): Uint8Array<ArrayBuffer> {
  const names = new AppendedBytes()
  for (const file of files) {
    names.append(file)
    names.appendByte(0)
  }
  return names.take()
}

export class ThreadedChecker implements FileObserver {
  readonly onThread: ThreadReading | undefined
  /** The check on this thread, made when the files are not hashed on a worker. */
  private checker: SiteChecker | undefined
  private thread: ReadingThread | undefined

  constructor(
    private readonly siteHost: string | undefined,
    script: ThreadScript | undefined = builtThread()
  ) {
    const workerData: PagesThreadData = { siteHost }
    this.onThread = script && {
      ...script,
      workerData,
      attached: (thread) => {
        this.thread = thread
      }
    }
  }

  /** Whether the pages are read on the thread (once extraction has started). */
  get threaded(): boolean {
    return this.thread !== undefined
  }

  private get here(): SiteChecker {
    this.checker ??= new SiteChecker(this.siteHost)
    return this.checker
  }

  open(rel: string, size: number): FileReader | undefined {
    if (!this.thread) return this.here.open(rel, size)
    if (isChecked(rel)) this.thread.read(rel, size)
    return undefined
  }

  startOver(): void {
    // The old sink's thread was stopped with it; the next one attaches its own.
    this.thread = undefined
    this.checker?.startOver()
  }

  /**
   * Looks every target up in the site's files (check.ts's `finish`), where the pages were read. On
   * the thread, with the extracted `site`'s folder, the first findings are located there too.
   */
  async finish(
    files: Iterable<string>,
    bytes: number,
    ignore?: LinkPatterns,
    redirects?: RedirectTable,
    site?: string
  ): Promise<SiteCheckResult> {
    if (!this.thread) return this.here.finish(files, bytes, ignore, redirects)
    const names = joined(files)
    const question: FinishQuestion = {
      files: names,
      bytes,
      ignore: { written: ignore?.written ?? [], tests: ignore?.tests ?? [] },
      redirects: redirects?.compiled.map((each) => each.redirect),
      site
    }
    return (await this.thread.ask(question, [names.buffer])) as SiteCheckResult
  }

  /** Frees what the check holds: the thread and its tables, or this thread's. */
  async release(): Promise<void> {
    const thread = this.thread
    this.thread = undefined
    this.checker?.release()
    await thread?.close()
  }
}
