// Archives that GNU tar and other readers take differently, built header by header at test time:
// the action either reads them as GNU tar's extraction does or refuses them with a clear message,
// never extracting something else and reporting success.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { lstat, mkdtemp, readdir, readlink, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { hasTool } from '../../../__fixtures__/corpus.js'
import { DOCUMENTED_REFUSALS, TarComparer } from '../../../__fixtures__/tar-diff.js'
import {
  fixChecksum,
  header,
  headers,
  mutate,
  paxHeader,
  paxHeaderHex,
  random
} from '../../../__fixtures__/tar-mutate.js'

const END = Buffer.alloc(1024)
const body = (text: string): Buffer =>
  Buffer.concat([Buffer.from(text), Buffer.alloc((512 - (text.length % 512)) % 512)])
const file = (name: string, text: string, mode?: number): Buffer =>
  Buffer.concat([header({ name, type: '0', size: text.length, mode }), body(text)])

/** A header with one numeric field written as given (checksum recomputed). */
function withField(block: Buffer, offset: number, length: number, text: string): Buffer {
  const out = Buffer.from(block)
  out.fill(0, offset, offset + length)
  out.write(text, offset, length, 'latin1')
  fixChecksum(out, 0)
  return out
}

const gnuTar = hasTool('tar')
const suite = gnuTar ? describe : describe.skip
let root: string
let comparer: TarComparer
let seen = 0

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'gnu-tar-'))
  comparer = new TarComparer(root)
  await comparer.start()
})
afterAll(async () => {
  await comparer.close()
  await rm(root, { recursive: true, force: true })
})

const compare = (tar: Buffer) => comparer.compare(`case-${seen++}`, tar)
/** What GNU tar extracted for the last comparison. */
const gnuTree = async () => (await readdir(path.join(root, `case-${seen - 1}`, 'gnu'))).sort()

suite(gnuTar ? 'against GNU tar' : 'against GNU tar: SKIPPED, no tar on this machine', () => {
  describe('a link entry with a body cannot hide the entries after it', () => {
    it.each([
      ['symbolic', '2'],
      ['hard', '1']
    ])('a %s link declaring 512 bytes, followed by a file header', async (_, type) => {
      const link = header({ name: 'link.html', type, linkname: 'index.html', size: 512 })
      const hidden = header({ name: 'smuggled.html', type: '0', size: 0 })
      const tar = Buffer.concat([
        file('index.html', 'home'),
        link,
        hidden,
        file('after.html', 'x'),
        END
      ])
      const result = await compare(tar)
      expect(result).toEqual({
        verdict: 'refused',
        detail: expect.stringMatching(
          new RegExp(`'link.html' is unsafe \\(it is a ${_} link that declares 512 bytes of data`)
        ) as unknown as string
      })
      // GNU tar's extraction reads the "body" as the next header: the entry a skipping reader hides.
      expect(await gnuTree()).toContain('smuggled.html')
    })
  })

  it('two pax extended headers in a row are refused, not merged', async () => {
    const tar = Buffer.concat([
      paxHeader({ path: 'a.txt' }),
      paxHeader({ mtime: '1700000000' }),
      file('b.txt', 'body'),
      END
    ])
    const result = await compare(tar)
    expect(result.verdict).toBe('refused')
    expect(result.detail).toMatch(/two pax extended headers stand in a row before one entry/)
    // GNU tar applies only the last one: it writes b.txt (libarchive would write a.txt).
    expect(await gnuTree()).toEqual(['b.txt'])
  })

  it('a hard link names its source as the archive spells it, as Linux does', async () => {
    const tar = Buffer.concat([
      file('INDEX.html', 'home'),
      header({ name: 'copy.html', type: '1', linkname: 'index.html' }),
      END
    ])
    const result = await compare(tar)
    expect(result.verdict).toBe('refused')
    expect(result.detail).toMatch(/hard link to 'index.html', which is not a regular file earlier/)
    // GNU tar: "Cannot hard link to 'index.html'", and no copy.html.
    expect(await gnuTree()).toEqual(['INDEX.html'])
  })

  it.each(['index.html/', 'index.html/.', 'index.html//'])(
    'a hard link to %s is no link to the file (GNU tar: not a directory)',
    async (target) => {
      const tar = Buffer.concat([
        file('index.html', 'home'),
        header({ name: 'copy.html', type: '1', linkname: target }),
        END
      ])
      const result = await compare(tar)
      expect(result.verdict).toBe('refused')
      expect(result.detail).toMatch(/which is not a regular file earlier/)
      expect(await gnuTree()).toEqual(['index.html'])
    }
  )

  describe('pax numbers are decimal digits only, as GNU tar reads them', () => {
    // The pax size says 0, the ustar header 1 KiB: a reader taking `0x0` as zero reads an empty
    // a.html, then the file's data as a header of a smuggled entry; GNU tar rejects the record and
    // writes one 1 KiB a.html.
    const smuggling = (size: string): Buffer => {
      const data = Buffer.concat([
        header({ name: 'hidden.html', type: '0', size: 0 }),
        Buffer.alloc(512)
      ])
      return Buffer.concat([
        paxHeader({ size }),
        header({ name: 'a.html', type: '0', size: data.length }),
        data,
        file('index.html', 'home'),
        END
      ])
    }
    it.each(['0x0', '', '0e0', '+0', ' 0', '0.0'])(
      'a pax size=%j that Number() reads as 0 smuggles no hidden.html',
      async (size) => {
        const result = await compare(smuggling(size))
        expect(result).toEqual({
          verdict: 'refused',
          detail: expect.stringMatching(/pax size is not a decimal number/) as unknown as string
        })
        expect(await gnuTree()).not.toContain('hidden.html')
      }
    )

    it('a pax record length written in hex is malformed', async () => {
      const pax = paxHeaderHex({ path: 'renamed.html' })
      const result = await compare(Buffer.concat([pax, file('plain.html', 'x'), END]))
      expect(result.verdict).toBe('refused')
      expect(result.detail).toMatch(/pax extended header is malformed/)
    })
  })

  describe('a GNU long name is read to its NUL within its blocks, past the size it declares', () => {
    // GNU tar reads a long name's blocks whole: a header that declares fewer bytes than the name has
    // in its block must not make the action write another path than GNU tar does (fuzz seed 20261151).
    it('a long path (L) declaring 5 bytes of 17', async () => {
      const long = header({ name: '././@LongLink', type: 'L', size: 5 })
      const tar = Buffer.concat([long, body('longname-abc.html\0'), file('short.html', 'hi'), END])
      const result = await compare(tar)
      expect(result.verdict).toBe('same')
      expect(await gnuTree()).toEqual(['longname-abc.html'])
    })

    it('a long link target (K) declaring 3 bytes of 10', async () => {
      const long = header({ name: '././@LongLink', type: 'K', size: 3 })
      const link = header({ name: 'link.html', type: '2', linkname: 'sh' })
      const tar = Buffer.concat([file('short.html', 'hi'), long, body('short.html\0'), link, END])
      const result = await compare(tar)
      expect(result.verdict).toBe('same')
      const gnu = path.join(root, `case-${seen - 1}`, 'gnu', 'link.html')
      expect(await readlink(gnu)).toBe('short.html')
    })
  })

  it('a regular file named x/ that declares data is refused (GNU tar: a folder, and an error)', async () => {
    const tar = Buffer.concat([file('x/', 'not a folder'), file('index.html', 'home'), END])
    const result = await compare(tar)
    expect(result.verdict).toBe('refused')
    expect(result.detail).toMatch(/regular file whose name ends in '\/' and declares 12 bytes/)
  })

  it.each([
    ['a symbolic link', (name: string) => header({ name, type: '2', linkname: 'index.html' })],
    ['a hard link', (name: string) => header({ name, type: '1', linkname: 'index.html' })],
    ['an empty file', (name: string) => header({ name, type: '0', size: 0 })]
  ])('%s named x/. is refused, never written as x', async (_, entry) => {
    const tar = Buffer.concat([file('index.html', 'home'), entry('x/.'), END])
    const result = await compare(tar)
    expect(result.verdict).toBe('refused')
    expect(result.detail).toMatch(/name ends in '\/' or '\/\.', which names a folder/)
    // GNU tar makes the folder x at most (and reports an error): no file or link named x.
    const x = path.join(root, `case-${seen - 1}`, 'gnu', 'x')
    if (existsSync(x)) expect((await lstat(x)).isDirectory()).toBe(true)
  })

  it('a pax record without its closing newline is malformed, as GNU tar says', async () => {
    const pax = paxHeader({ path: 'renamed.html' })
    pax[512 + Number(pax.toString('latin1', 512, 514)) - 1] = 0x20
    const result = await compare(Buffer.concat([pax, file('plain.html', 'x'), END]))
    expect(result.verdict).toBe('refused')
    expect(result.detail).toMatch(/pax extended header is malformed/)
  })

  describe('an archive with no files fails saying so, never with an internal error', () => {
    it.each([
      ['1 024 zero bytes', END],
      ['an empty stream', Buffer.alloc(0)],
      ['only a global header', Buffer.concat([paxHeader({ comment: 'git' }, 'g'), END])],
      [
        'a GNU long-name header and nothing after it',
        Buffer.concat([header({ name: '././@LongLink', type: 'L', size: 4 }), body('abc\0'), END])
      ],
      ['only folders', Buffer.concat([header({ name: 'docs/', type: '5', mode: 0o755 }), END])]
    ])('%s', async (_, tar) => {
      const result = await compare(tar)
      expect(result.verdict).toBe('refused')
      expect(result.detail).toMatch(/^The bundle holds no files \(the archive has /)
      expect(result.detail).not.toMatch(/staging|ENOENT/)
    })
  })

  describe('number fields are read as GNU tar reads them', () => {
    const script = file('serve.sh', '#!/bin/sh\n', 0o755)
    it.each([
      ['a leading NUL in the mode', 100, 8, '\x000000755'],
      ['digits, a NUL, then anything in the mode', 100, 8, '755\x00zz'],
      ['digits, a space, then anything in the mode', 100, 8, '0755 9x'],
      ['blanks before the mode', 100, 8, '   0755'],
      ['a leading NUL in the size', 124, 12, '\x000000000012'],
      ['digits, a NUL, then anything in the size', 124, 12, '12\x00garbage'],
      ['a tab after the size', 124, 12, '12\t']
    ])('%s: the same tree, executable bits kept', async (_, offset, length, text) => {
      const tar = Buffer.concat([
        withField(script.subarray(0, 512), offset, length, text),
        script.subarray(512),
        END
      ])
      const result = await compare(tar)
      expect(result).toEqual({ verdict: 'same', detail: '' })
    })

    it('a mode GNU tar cannot read is refused, never replaced by a default mode', async () => {
      const tar = Buffer.concat([
        withField(script.subarray(0, 512), 100, 8, '07x5'),
        script.subarray(512),
        END
      ])
      const result = await compare(tar)
      expect(result.verdict).toBe('refused')
      expect(result.detail).toMatch(
        /'serve.sh' is unsafe \(its mode field is not a number GNU tar reads/
      )
    })
  })

  it.each([
    ['', undefined],
    [', the files placed by the hashing thread', 'worker' as const],
    [', the main thread opening and hashing every file it may', 'worker-shared' as const]
  ])(
    'a short seeded fuzz pass finds nothing but agreement and documented refusals%s',
    async (_, hashing) => {
      const onThread = hashing ? new TarComparer(path.join(root, hashing), hashing) : comparer
      if (onThread !== comparer) await onThread.start()
      const sources = [
        Buffer.concat([
          file('index.html', '<a href="docs/">docs</a>'),
          header({ name: 'docs/', type: '5', mode: 0o755 }),
          file('docs/page.html', 'page'),
          header({ name: 'docs/latest', type: '2', linkname: 'page.html' }),
          header({ name: 'copy.html', type: '1', linkname: 'index.html' }),
          paxHeader({ path: 'pax-named.html' }),
          file('ignored-name', 'pax'),
          END
        ])
      ]
      const rng = random(2026)
      const findings: string[] = []
      for (let i = 0; i < 60; i++) {
        const mutation = mutate(sources[0] as Buffer, rng)
        const result = await onThread.compare(`case-${seen++}`, mutation.tar)
        if (!['same', 'refused'].includes(result.verdict)) {
          findings.push(`${mutation.how}: ${result.verdict}: ${result.detail}`)
        }
      }
      if (onThread !== comparer) await onThread.close()
      expect(findings).toEqual([])
      expect(headers(sources[0] as Buffer).map((h) => h.type)).toEqual([
        '0',
        '5',
        '0',
        '2',
        '1',
        'x',
        '0'
      ])
    }
  )
})

it('every refusal the fuzzer counts as documented is listed in docs/security.md', () => {
  const doc = readFileSync('docs/security.md', 'utf8').replace(/\s+/g, ' ')
  const missing = DOCUMENTED_REFUSALS.filter((rule) => !doc.includes(rule.documented))
  expect(missing.map((rule) => rule.documented)).toEqual([])
})
