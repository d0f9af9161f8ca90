import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { downloadBundle } from '../../../src/export/bundle/download.js'
import { Deadline, systemClock } from '../../../src/util/time.js'
import {
  hasTool,
  makeSourceTree,
  makeSparseTree,
  snapshot,
  tarPackers,
  tool
} from '../../../__fixtures__/corpus.js'
import { startServer, type TestServer } from '../../../__fixtures__/http.js'
import { listSiteFiles } from '../../../__fixtures__/site-on-disk.js'

/**
 * Archives that nobody on this project wrote, made at test time by the tools users and services
 * really use, extracted by the action and by GNU tar: the trees must be the same, byte for byte.
 * A tool this machine lacks skips its cases and names the Debian package (.ci/run installs them).
 */

let root: string
let source: string
let storage: TestServer
let bundles = new Map<string, Buffer>()

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'corpus-'))
  source = path.join(root, 'source')
  Object.assign(where, { source, scratch: root })
  await mkdir(source)
  await makeSourceTree(source)
  storage = await startServer((req, res) => {
    const body = bundles.get(decodeURIComponent((req.url ?? '').slice(1)))
    res.writeHead(body ? 200 : 404, { 'content-length': body?.length ?? 0 })
    res.end(body)
  })
})
afterAll(async () => {
  await storage.close()
  await rm(root, { recursive: true, force: true })
})

async function extractWithAction(
  name: string,
  archive: string
): Promise<{ site: string; files: string[] }> {
  const body = await readFile(archive)
  bundles = new Map([[name, body]])
  const folder = path.join(root, `action-${name}`)
  const result = await downloadBundle(
    `${storage.url}/${encodeURIComponent(name)}`,
    body.length,
    folder,
    {
      extract: true,
      deadline: new Deadline(systemClock, 60_000),
      refreshLink: () => Promise.reject(new Error('no refresh expected')),
      sleep: () => Promise.resolve(),
      // An observer that reads nothing: the file list is made for observers only.
      observer: { open: () => undefined, startOver: () => undefined }
    }
  )
  return { site: path.join(folder, 'site'), files: [...(result.siteFiles?.paths ?? [])] }
}

function extractWithGnuTar(name: string, archive: string): Promise<string> {
  const folder = path.join(root, `gnu-${name}`)
  return mkdir(folder).then(() => {
    tool('tar', ['-xzf', archive, '-C', folder])
    return folder
  })
}

// Read by the packers when they pack: set in beforeAll.
const where = { source: '', scratch: '' }
const packers = tarPackers(where, true)

describe('archives made by other tools extract exactly as GNU tar extracts them', () => {
  for (const packer of packers) {
    const present = hasTool(packer.needs)
    const title = present
      ? packer.name
      : `${packer.name} (skipped: '${packer.needs}' is not installed; apt-get install ${packer.package})`
    ;(present ? it : it.skip)(title, async () => {
      const key = packer.name.replace(/[^a-z0-9]+/gi, '-')
      const archive = path.join(root, `${key}.tar.gz`)
      packer.pack(archive)
      const action = await extractWithAction(key, archive)
      const gnuFolder = await extractWithGnuTar(key, archive)
      const ours = await snapshot(action.site)
      const gnu = await snapshot(gnuFolder)
      expect(ours).toEqual(gnu)
      // The file list the site check uses, known from the archive, is the tree GNU tar wrote.
      expect(action.files.sort()).toEqual((await listSiteFiles(gnuFolder)).files.sort())
      // The tree really holds the hard cases, so an empty extraction cannot pass.
      expect(gnu.entries.length).toBeGreaterThan(10)
    })
  }

  it('the corpus holds long, deep, Unicode and linked names for the comparison to mean something', async () => {
    const names = (await snapshot(source)).entries.map((entry) =>
      Buffer.from(entry.split(' ')[1] as string, 'hex').toString()
    )
    expect(names.some((name) => Buffer.byteLength(name) > 255)).toBe(true)
    expect(names.some((name) => name.split('/').length > 30)).toBe(true)
    expect(names.some((name) => /[^\x20-\x7e]/.test(name))).toBe(true)
    expect((await snapshot(source)).linked.length).toBe(1)
  })
})

describe('archives the action refuses rather than extract something else than GNU tar', () => {
  async function refusal(name: string, archive: string): Promise<string> {
    const error = await extractWithAction(name, archive).then(
      () => new Error('extracted'),
      (e: unknown) => e as Error
    )
    // Nothing is left beside the folder, not even a partial archive.
    expect(await readdir(path.join(root, `action-${name}`))).toEqual([])
    return error.message
  }

  const sparse = [
    ['pax sparse 0.0', ['--format=posix', '--sparse-version=0.0']],
    ['pax sparse 0.1', ['--format=posix', '--sparse-version=0.1']],
    ['pax sparse 1.0', ['--format=posix', '--sparse-version=1.0']],
    ['GNU sparse (type S)', ['--format=gnu']]
  ] as const
  it.each(sparse)('a %s file, which would come out as its sparse map', async (label, flags) => {
    const dir = path.join(root, `sparse-${label.replace(/\W+/g, '-')}`)
    await makeSparseTree(dir)
    const archive = `${dir}.tar.gz`
    tool('tar', ['--sparse', ...flags, '-czf', archive, '-C', dir, '.'])
    expect(await refusal(label.replace(/\W+/g, '-'), archive)).toMatch(/sparse file/)
  })

  it.each(['gnu', 'posix'])(
    'names that are not UTF-8 (GNU tar --format=%s), which would merge into one file',
    async (format) => {
      const dir = path.join(root, `latin1-${format}`)
      await mkdir(dir)
      // café and cafè in Latin-1: both would decode to caf\uFFFD.html.
      await writeFile(Buffer.from(`${dir}/caf\xe9.html`, 'latin1'), 'one')
      await writeFile(Buffer.from(`${dir}/caf\xe8.html`, 'latin1'), 'two')
      const archive = `${dir}.tar.gz`
      tool('tar', [`--format=${format}`, '-czf', archive, '-C', dir, '.'])
      expect(await refusal(`latin1-${format}`, archive)).toMatch(
        /not valid UTF-8|hdrcharset=BINARY/
      )
    }
  )

  const PYTHON_HOSTILE = `
import io, sys, tarfile
kind, out = sys.argv[1], sys.argv[2]
extra = {'pax_headers': {'path': 'evil.html'}} if kind == 'global' else {}
with tarfile.open(out, 'w:gz', format=tarfile.PAX_FORMAT, **extra) as archive:
    names = {'deep': 'a/' * 200000 + 'f', 'levels': 'a/' * 1500 + 'f', 'global': 'page.html'}
    info = tarfile.TarInfo(names[kind])
    info.size = 4
    archive.addfile(info, io.BytesIO(b'page'))
`
  const hostile = [
    ['a 306-byte bundle naming a path 200 000 folders deep', 'deep', /longer than 4096 bytes/],
    ['a path 1500 folders deep within 4096 bytes', 'levels', /more than 1024 folders deep/],
    ['a pax global header that renames every entry', 'global', /pax global header sets 'path'/]
  ] as const
  it.each(hostile)('%s', async (_, kind, reason) => {
    const archive = path.join(root, `hostile-${kind}.tar.gz`)
    tool('python3', ['-c', PYTHON_HOSTILE, kind, archive])
    expect(await refusal(`hostile-${kind}`, archive)).toMatch(reason)
  })
})
