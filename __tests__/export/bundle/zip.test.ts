// The zip reader, named after what each rule stops. Valid zips come from the writers people use
// (adm-zip as `mint export` runs it, Info-ZIP's zip, bsdtar, Python) and must give unzip's tree;
// hostile ones are written field by field (__fixtures__/zip-builder.ts) and must be refused with the
// entry named, before anything is installed.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import AdmZip from 'adm-zip'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { archiveKind, unpackArchive } from '../../../src/export/bundle/local.js'
import { downloadBundle } from '../../../src/export/bundle/download.js'
import { Deadline, systemClock } from '../../../src/util/time.js'
import { startServer } from '../../../__fixtures__/http.js'
import { buildZip, type ZipSpec } from '../../../__fixtures__/zip-builder.js'

let root: string
let out: string

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'zip-test-'))
  out = path.join(root, 'out')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Every path of a tree with what it is: a file's text, a link's target, or a folder. */
async function tree(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  const walk = async (rel: string): Promise<void> => {
    for (const name of (await readdir(path.join(dir, rel))).sort()) {
      const item = rel ? `${rel}/${name}` : name
      const full = path.join(dir, item)
      const stats = await lstat(full)
      if (stats.isSymbolicLink()) found[item] = `-> ${await readlink(full)}`
      else if (stats.isDirectory()) {
        found[`${item}/`] = 'dir'
        await walk(item)
      } else found[item] = (await readFile(full)).toString('base64')
    }
  }
  await walk('')
  return found
}

/** unzip's tree of `file` in `dir`, but for `mint export`'s launchers, which the action leaves out. */
async function unzipTree(file: string, dir: string): Promise<Record<string, string>> {
  execFileSync('unzip', ['-q', file, '-d', dir])
  const found = await tree(dir)
  for (const launcher of ['serve.js', 'Start Docs.command', 'Start Docs.bat'])
    delete found[launcher]
  return found
}

async function unzipFile(file: string): Promise<Record<string, string>> {
  await unpackArchive(file, 'zip', out)
  return tree(path.join(out, 'site'))
}

async function refusedWith(specs: ZipSpec[], pattern: RegExp, prefix?: Buffer): Promise<void> {
  const file = path.join(root, 'hostile.zip')
  await writeFile(file, buildZip(specs, { prefix }))
  await expect(unpackArchive(file, 'zip', out)).rejects.toThrow(pattern)
  // Nothing installed, nothing left behind.
  expect(existsSync(path.join(out, 'site'))).toBe(false)
  expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([])
}

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0

/** A site laid out as `mint export` writes it. */
const EXPORT_LAYOUT: Record<string, string> = {
  'index.html': '<html><title>Home</title><a href="/quickstart">Start</a></html>',
  'quickstart/index.html': '<html><title>Quickstart</title><a href="/">Home</a></html>',
  'api-reference/get-user/index.html': '<html><title>Get user</title></html>',
  '_next/static/chunks/main-0a1b.js': 'console.log("x")'.repeat(200),
  '_next/static/css/app.css': 'body{margin:0}',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'serve.js': 'require("http").createServer().listen(3000)',
  'Start Docs.command': '#!/bin/sh\nnode serve.js\n',
  'Start Docs.bat': '@echo off\r\nnode serve.js\r\n'
}

async function writeTree(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
}

describe('zips as their writers make them', () => {
  it('reads a `mint export` zip written by adm-zip as unzip does', async () => {
    const zip = new AdmZip()
    for (const [name, text] of Object.entries(EXPORT_LAYOUT)) zip.addFile(name, Buffer.from(text))
    const file = path.join(root, 'export.zip')
    zip.writeZip(file)
    expect(await archiveKind(file)).toBe('zip')
    const site = await unzipFile(file)
    expect(site['quickstart/index.html']).toBe(
      Buffer.from(EXPORT_LAYOUT['quickstart/index.html'] as string).toString('base64')
    )
    if (has('unzip')) {
      expect(site).toEqual(await unzipTree(file, path.join(root, 'ref')))
      expect(site['serve.js']).toBeUndefined()
    }
  })

  const writers: [string, string, (src: string, file: string) => void][] = [
    [
      'zip',
      'Info-ZIP zip, deflate',
      (src, file) => execFileSync('zip', ['-qry', file, '.'], { cwd: src })
    ],
    [
      'zip',
      'Info-ZIP zip, stored',
      (src, file) => execFileSync('zip', ['-qry0', file, '.'], { cwd: src })
    ],
    [
      'zip',
      'Info-ZIP zip, streamed (data descriptors)',
      (src, file) =>
        execFileSync('sh', ['-c', `find . -type f | sort | zip -q -fd - -@ > "${file}"`], {
          cwd: src
        })
    ],
    [
      'zip',
      'Info-ZIP zip, zip64',
      (src, file) => execFileSync('zip', ['-qry', '-fz', file, '.'], { cwd: src })
    ],
    [
      'bsdtar',
      'bsdtar --format zip',
      (src, file) => execFileSync('bsdtar', ['--format', 'zip', '-cf', file, '.'], { cwd: src })
    ],
    [
      'python3',
      "Python's zipfile",
      (src, file) =>
        execFileSync('python3', [
          '-c',
          'import os,sys,zipfile\nz=zipfile.ZipFile(sys.argv[2],"w",zipfile.ZIP_DEFLATED)\nfor d,_,fs in sorted(os.walk(sys.argv[1])):\n  for f in sorted(fs):\n    p=os.path.join(d,f); z.write(p, os.path.relpath(p, sys.argv[1]))\nz.close()',
          src,
          file
        ])
    ]
  ]
  for (const [tool, label, write] of writers) {
    it(`reads a zip written by ${label} as unzip does`, async () => {
      if (!has(tool) || !has('unzip')) {
        console.warn(`skipped: ${tool} or unzip is missing (.ci/run installs them)`)
        return
      }
      const src = path.join(root, 'src')
      await writeTree(src, { ...EXPORT_LAYOUT, 'naïve/ünïcode.html': '<p>é</p>' })
      await symlink('quickstart/index.html', path.join(src, 'start.html'))
      const file = path.join(root, 'w.zip')
      write(src, file)
      const site = await unzipFile(file)
      expect(site).toEqual(await unzipTree(file, path.join(root, 'ref')))
      expect(Object.keys(site).length).toBeGreaterThan(8)
    })
  }

  it("takes the API's bundle as a zip when it is one (read from the bytes, kept as bundle.zip)", async () => {
    const zip = new AdmZip()
    for (const [name, text] of Object.entries(EXPORT_LAYOUT)) zip.addFile(name, Buffer.from(text))
    const bytes = zip.toBuffer()
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length })
      res.end(bytes)
    })
    try {
      const result = await downloadBundle(`${server.url}/bundle.tar.gz`, bytes.length, out, {
        extract: true,
        deadline: new Deadline(systemClock, 30_000),
        refreshLink: () => Promise.reject(new Error('no refresh expected'))
      })
      expect(result.archivePath).toBe(path.join(out, 'bundle.zip'))
      expect(await readFile(result.archivePath)).toEqual(bytes)
      const site = await tree(path.join(out, 'site'))
      expect(Object.keys(site)).not.toContain('serve.js')
      expect(site['index.html']).toBe(
        Buffer.from(EXPORT_LAYOUT['index.html'] as string).toString('base64')
      )
    } finally {
      await server.close()
    }
  })

  it('reads an empty zip as an archive with no files', async () => {
    const file = path.join(root, 'empty.zip')
    await writeFile(file, buildZip([]))
    expect(await archiveKind(file)).toBe('zip')
    await expect(unpackArchive(file, 'zip', out)).rejects.toThrow(/holds no files/)
  })

  it('reads zip64 sizes and data descriptors, signed or not', async () => {
    const file = path.join(root, 'z.zip')
    await writeFile(
      file,
      buildZip([
        { name: 'a.html', data: 'A'.repeat(5000), zip64: true },
        { name: 'b.html', data: 'B', descriptor: 'signed' },
        { name: 'c.html', data: 'C', descriptor: 'unsigned', method: 0 },
        { name: 'd.html', data: 'D'.repeat(100), descriptor: 'signed', zip64: true }
      ])
    )
    const site = await unzipFile(file)
    expect(Buffer.from(site['a.html'] as string, 'base64').toString()).toBe('A'.repeat(5000))
    expect(Object.keys(site)).toEqual(['a.html', 'b.html', 'c.html', 'd.html'])
  })

  it('reads a name without the UTF-8 flag as UTF-8 when it is, and as CP437 when it is not', async () => {
    const file = path.join(root, 'names.zip')
    const zip = buildZip([
      { name: 'café.html', data: 'x', flags: 0 },
      { name: 'XXXX.html', data: 'y', flags: 0 }
    ])
    // Patch the second name to CP437's "É" (0x90) in both headers.
    let at = zip.indexOf('XXXX.html')
    while (at !== -1) {
      zip[at] = 0x90
      at = zip.indexOf('XXXX.html', at + 1)
    }
    await writeFile(file, zip)
    expect(Object.keys(await unzipFile(file))).toEqual([
      'café.html',
      '\u0090XXX.html'.replace('\u0090', 'É')
    ])
  })
})

describe('hostile zips are refused with the entry named', () => {
  it('a local header naming another file than the central directory (what unzip and a streaming reader extract differently)', async () => {
    await refusedWith(
      [{ name: 'index.html', localName: 'evil.html', data: 'x' }],
      /'index\.html'.*local header names it 'evil\.html'/
    )
  })

  it('a local header stating another size or CRC', async () => {
    await refusedWith(
      [{ name: 'a.html', data: 'x', localSize: 99 }],
      /'a\.html'.*local header states a size of 99/
    )
    await refusedWith([{ name: 'a.html', data: 'x', localCrc: 7 }], /'a\.html'.*CRC-32 of 7/)
  })

  it('a data descriptor that disagrees with the central directory', async () => {
    await refusedWith(
      [{ name: 'a.html', data: 'x', descriptor: 'signed', localCrc: 5 }],
      /'a\.html'.*data descriptor/
    )
  })

  it("Fifield's overlapping-file zip bomb: entries that share one deflate stream", async () => {
    const kernel = 'A'.repeat(50_000)
    const valid = buildZip([{ name: 'kernel.html', data: kernel }])
    // Two more central records that point at the same local header and data.
    const specs: ZipSpec[] = [
      { name: 'kernel.html', data: kernel },
      { name: 'copy1.html', data: kernel, localName: 'kernel.html', offset: 0, centralOnly: true }
    ]
    expect(valid.length).toBeLessThan(1000)
    await refusedWith(
      specs,
      /'copy1\.html'.*overlap those of 'kernel\.html'|'kernel\.html'.*overlap/
    )
  })

  it('bytes before the first entry and between entries that no entry claims', async () => {
    await refusedWith(
      [{ name: 'a.html', data: 'x' }],
      /'a\.html'.*7 bytes before the first entry/,
      Buffer.from('#!/bin/')
    )
    await refusedWith(
      [
        { name: 'a.html', data: 'x' },
        { name: 'b.html', data: 'y', gapBefore: Buffer.from('hidden') }
      ],
      /'b\.html'.*6 bytes between it and 'a\.html'/
    )
  })

  it('two entries of one name', async () => {
    await refusedWith(
      [
        { name: 'a.html', data: 'first' },
        { name: 'a.html', data: 'second' }
      ],
      /'a\.html'.*two entries of this name/
    )
  })

  it('a CRC-32 that does not match the data', async () => {
    await refusedWith([{ name: 'a.html', data: 'x', crc: 1234 }], /'a\.html'.*CRC-32.*corrupt/)
  })

  it('data that inflates to more than its stated size (a classic zip bomb)', async () => {
    await refusedWith(
      [{ name: 'bomb.html', data: '0'.repeat(1_000_000), size: 10 }],
      /'bomb\.html'.*inflates to more than/
    )
  })

  it('another compression method, and encryption', async () => {
    await refusedWith([{ name: 'a.html', data: 'x', method: 12 }], /'a\.html'.*method 12 \(bzip2\)/)
    await refusedWith([{ name: 'a.html', data: 'x', flags: 0x801 }], /'a\.html'.*encrypted/)
  })

  it("names with '..', an absolute path, a drive letter or a backslash", async () => {
    await refusedWith([{ name: '../evil.html', data: 'x' }], /'\.\.\/evil\.html'.*'\.\.'/)
    await refusedWith([{ name: '/etc/passwd', data: 'x' }], /'\/etc\/passwd'.*absolute/)
    await refusedWith([{ name: 'C:/x.html', data: 'x' }], /'C:\/x\.html'.*absolute/)
    await refusedWith([{ name: 'a\\..\\x.html', data: 'x' }], /backslash/)
  })

  it('a name flagged UTF-8 that is not', async () => {
    const file = path.join(root, 'bad.zip')
    const zip = buildZip([{ name: 'XY.html', data: 'x' }])
    let at = zip.indexOf('XY.html')
    while (at !== -1) {
      zip[at] = 0xff
      at = zip.indexOf('XY.html', at + 1)
    }
    await writeFile(file, zip)
    await expect(unpackArchive(file, 'zip', out)).rejects.toThrow(
      /flagged UTF-8 but is not valid UTF-8/
    )
  })

  it('symbolic links follow the tar rules: none out of the site, nothing written through one', async () => {
    await refusedWith([{ name: 'up', data: '/etc', unixMode: 0o120777 }], /'up'.*absolute path/)
    await refusedWith(
      [
        { name: 'dir', data: '.', unixMode: 0o120777 },
        { name: 'dir/x.html', data: 'x' }
      ],
      /'dir\/x\.html'.*through the symbolic link 'dir'/
    )
  })

  it('a file that is not a zip or gzip is neither', async () => {
    const file = path.join(root, 'x.rar')
    await writeFile(file, 'Rar!\x1a\x07\x00')
    expect(await archiveKind(file)).toBeUndefined()
  })
})
