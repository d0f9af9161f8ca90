/**
 * One tar archive extracted twice, by the action's bundle engine (the real download, over loopback)
 * and by GNU tar, and the outcome classified. Shared by the fixed tests of
 * __tests__/export/bundle/gnu-tar.test.ts and the differential fuzzer (`npm run fuzz`).
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { downloadBundle } from '../src/export/bundle/download.js'
import type { DigestedFiles } from '../src/export/bundle/digests.js'
import { BundleError } from '../src/export/bundle/errors.js'
import { manifestEntry, writeManifest } from '../src/export/manifest/manifest.js'
import { Deadline, systemClock } from '../src/util/time.js'
import { snapshot } from './corpus.js'

export type Verdict =
  'same' | 'refused' | 'crash' | 'hang' | 'escape' | 'silent difference' | 'undocumented refusal'

/** The classes that fail a fuzz run: anything but reading as GNU tar does, or a documented refusal. */
export const BAD_VERDICTS: readonly Verdict[] = [
  'crash',
  'hang',
  'escape',
  'silent difference',
  'undocumented refusal'
]

/**
 * The refusals docs/security.md lists, each as the words of the action's message and the words of
 * the document that name the rule (a test keeps the two in step).
 */
export const DOCUMENTED_REFUSALS: readonly { message: RegExp; documented: string }[] = [
  {
    message: /(path|target) is absolute|symbolic link to the absolute path/,
    documented: 'an absolute path'
  },
  { message: /contains '\.\.'/, documented: 'a `..` entry' },
  { message: /holds a backslash/, documented: 'a backslash in a name' },
  { message: /is longer than \d+ bytes/, documented: 'a name over 4096 bytes' },
  { message: /has a name longer than \d+ bytes/, documented: 'a folder name over 255 bytes' },
  { message: /folders deep/, documented: 'folders deep' },
  { message: /not valid UTF-8|not UTF-8/, documented: 'not UTF-8' },
  { message: /sparse file/, documented: 'a sparse file' },
  { message: /pax global header sets/, documented: 'a pax global header that sets' },
  { message: /GNU volume label/, documented: 'a GNU volume label' },
  {
    message: /which a static site never contains/,
    documented: 'a device, FIFO or unknown entry type'
  },
  {
    message:
      /leaves the extraction folder|loop of symbolic links|leads to an absolute path|expands past/,
    documented: 'a link whose target leaves the folder'
  },
  {
    message: /written through the symbolic link|written beneath the file/,
    documented: 'anything written through or beneath a link'
  },
  { message: /would replace the folder/, documented: 'a link or file in place of a folder' },
  {
    message: /a directory would replace a (file|symbolic link)/,
    documented: 'a folder in place of an earlier file or symbolic link'
  },
  {
    message: /differ only in letter case or Unicode form/,
    documented: 'differ only in letter case or Unicode form'
  },
  { message: /gzip inside a gzip/, documented: 'a gzip inside the gzip' },
  { message: /extended tar header holds/, documented: 'an extended header over 1 MiB' },
  { message: /checksum is wrong/, documented: 'a bad header checksum' },
  { message: /follows a single zero block/, documented: 'an entry after a lone zero block' },
  { message: /link that declares \d+ bytes of data/, documented: 'a link that declares data' },
  {
    message: /two pax extended headers stand in a row/,
    documented: 'two pax extended headers in a row'
  },
  { message: /mode field is not a number/, documented: 'a mode field GNU tar cannot read' },
  {
    message: /size field is invalid|pax size is not a decimal number/,
    documented: 'a size GNU tar cannot read'
  },
  {
    message: /regular file whose name ends in '\/' and declares/,
    documented: 'a regular file named `x/` that declares data'
  },
  {
    message: /name ends in '\/' or '\/\.', which names a folder/,
    documented: 'a file or link whose name ends in `/` or `/.`'
  },
  {
    message: /pax extended header is malformed/,
    documented: 'a pax header whose records run past their own size'
  },
  { message: /holds a NUL byte/, documented: 'a NUL byte inside a name' },
  {
    message: /which is not a regular file earlier in the archive/,
    documented: 'a hard link to anything but a file earlier in the archive'
  },
  {
    message: /symbolic link with an empty target/,
    documented: 'a symbolic link with an empty target'
  },
  {
    message: /names the extraction folder itself/,
    documented: 'names the extraction folder itself'
  },
  { message: /holds no files/, documented: 'a bundle that holds no files' },
  { message: /stops in the middle of an entry/, documented: 'an archive cut inside an entry' },
  {
    message:
      /more than \d+ entries|unpacks to more than|inflates to more than|download passed .* more than any bundle/,
    documented: 'max-unpacked-size'
  }
]

export interface Comparison {
  verdict: Verdict
  /** The action's refusal, GNU tar's complaint, or the first entries that differ. */
  detail: string
}

const HANG_MS = 15_000

/** A loopback storage that serves whatever archive the comparer was given last. */
export class TarComparer {
  private server: Server | undefined
  private current = Buffer.alloc(0)
  private url = ''

  constructor(
    private readonly root: string,
    /**
     * 'worker': the action's hashing thread places the files, as it does for a large bundle;
     * 'worker-shared': with the main thread opening and hashing every file it may (HashFiles).
     */
    public hashing?: 'worker' | 'worker-shared'
  ) {}

  async start(): Promise<void> {
    this.server = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': this.current.length })
      res.end(this.current)
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/bundle.tar.gz`
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve))
  }

  /** Extracts `tar` both ways under `<root>/<name>` and says how the action's result compares. */
  async compare(name: string, tar: Buffer): Promise<Comparison> {
    const work = path.join(this.root, name)
    await rm(work, { recursive: true, force: true })
    // The action writes into <work>/box/action; anything else appearing in <work>/box escaped.
    const box = path.join(work, 'box')
    const gnuDir = path.join(work, 'gnu')
    await mkdir(box, { recursive: true })
    await mkdir(gnuDir)
    const gz = gzipSync(tar)
    await writeFile(path.join(work, 'bundle.tar.gz'), gz)
    const gnu = spawnSync(
      'tar',
      ['-xzf', path.join(work, 'bundle.tar.gz'), '-C', gnuDir, '--no-same-owner'],
      { encoding: 'utf8', timeout: HANG_MS }
    )
    const gnuClean = gnu.status === 0 && !gnu.stderr.trim()
    this.current = gz
    let refusal: string | undefined
    let digested: DigestedFiles | undefined
    try {
      ;({ digested } = await withTimeout(
        downloadBundle(this.url, gz.length, path.join(box, 'action'), {
          extract: true,
          deadline: new Deadline(systemClock, HANG_MS),
          refreshLink: () => Promise.reject(new Error('no refresh expected')),
          sleep: () => Promise.resolve(),
          maxRetries: 0,
          hashFiles: this.hashing
        }),
        HANG_MS
      ))
    } catch (error) {
      if (error instanceof Hang) return { verdict: 'hang', detail: `no answer in ${HANG_MS} ms` }
      if (!(error instanceof BundleError)) {
        return { verdict: 'crash', detail: `${(error as Error).name}: ${(error as Error).message}` }
      }
      // The engine wraps an unexpected error of the file system as a bundle error: not a refusal.
      if (error.message.startsWith('Could not extract the bundle:')) {
        return { verdict: 'crash', detail: error.message }
      }
      refusal = error.message
    }
    const inBox = (await readdir(box)).filter((entry) => entry !== 'action')
    if (inBox.length > 0)
      return { verdict: 'escape', detail: `wrote ${inBox.join(', ')} outside path` }
    if (refusal !== undefined) {
      const documented = DOCUMENTED_REFUSALS.some((rule) => rule.message.test(refusal))
      return { verdict: documented ? 'refused' : 'undocumented refusal', detail: refusal }
    }
    const ours = await snapshot(path.join(box, 'action', 'site'))
    const theirs = await snapshot(gnuDir)
    const same = JSON.stringify(ours) === JSON.stringify(theirs)
    if (same) {
      const listed = await manifestDifference(digested, theirs.entries, work)
      if (listed) return { verdict: 'silent difference', detail: `manifest: ${listed}` }
      return { verdict: 'same', detail: gnuClean ? '' : `GNU tar: ${gnu.stderr.trim()}` }
    }
    const onlyOurs = ours.entries.filter((e) => !theirs.entries.includes(e)).slice(0, 3)
    const onlyTheirs = theirs.entries.filter((e) => !ours.entries.includes(e)).slice(0, 3)
    return {
      verdict: 'silent difference',
      detail: `action only: ${onlyOurs.join('; ') || '-'} | GNU tar only: ${onlyTheirs.join('; ') || '-'}${gnuClean ? '' : ` | GNU tar: ${gnu.stderr.trim().slice(0, 300)}`}`
    }
  }
}

/**
 * How the manifest of the extraction differs from GNU tar's tree, or undefined: it must list each
 * regular file of the tree once with its SHA-256, and read the same spelled from the extraction's
 * records as from its entries.
 */
async function manifestDifference(
  digested: DigestedFiles | undefined,
  tree: string[],
  work: string
): Promise<string | undefined> {
  if (!digested) return 'no digests'
  const listed = [...digested].map(
    ([file, digest]) => `file ${Buffer.from(file).toString('hex')} ${digest.sha256}`
  )
  const files = tree
    .filter((entry) => entry.startsWith('file '))
    .map((entry) => entry.slice(0, -2))
    .sort()
  if (JSON.stringify(listed.sort()) !== JSON.stringify(files)) {
    return `lists ${listed.length} files, the tree has ${files.length}`
  }
  const header = { domain: 'fuzz.example.com', jobId: 'fuzz', createdAt: new Date(0) }
  const fromRecords = path.join(work, 'records.json')
  const fromEntries = path.join(work, 'entries.json')
  await writeManifest(fromRecords, header, { listed: digested.records() })
  await writeManifest(
    fromEntries,
    header,
    [...digested].map(([file, digest]) => manifestEntry(file, digest))
  )
  const [a, b] = [await readFile(fromRecords, 'utf8'), await readFile(fromEntries, 'utf8')]
  return a === b ? undefined : 'its records and its entries spell different lines'
}

class Hang extends Error {}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Hang()), ms)
      })
    ])
  } finally {
    clearTimeout(timer)
  }
}
