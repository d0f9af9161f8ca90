import { describe, expect, it } from '@jest/globals'
import { Header, Pax } from 'tar'
import { TarReader, type TarHeader } from '../../../src/export/bundle/tar-reader.js'
import { makeTar } from '../../../__fixtures__/tarball.js'

interface Read {
  header: TarHeader
  body: string
}

/** Feeds `bytes` to a reader in pieces of `chunk` bytes; returns what it read. */
function read(bytes: Buffer, chunk = bytes.length): Read[] {
  const out: Read[] = []
  const reader = new TarReader({
    entry: (header) => out.push({ header, body: '' }),
    body: (piece) => {
      const last = out[out.length - 1] as Read
      last.body += piece.toString('latin1')
    },
    end: () => undefined
  })
  for (let at = 0; at < bytes.length; at += chunk) reader.write(bytes.subarray(at, at + chunk))
  reader.end()
  return out
}

function block(fields: ConstructorParameters<typeof Header>[0]): Buffer {
  const header = new Header({ mode: 0o644, mtime: new Date(0), ...fields })
  header.encode()
  return header.block as Buffer
}

/** A header with one byte changed, its checksum recomputed: what a packer would really write. */
function withByte(header: Buffer, offset: number, byte: number): Buffer {
  const out = Buffer.from(header)
  out[offset] = byte
  out.write('        ', 148, 'latin1')
  let sum = 0
  for (const each of out) sum += each
  out.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
  return out
}

const pad = (body: Buffer): Buffer =>
  Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)])

describe('TarReader', () => {
  it('reads names, bodies, modes and mtimes the same in any chunking', () => {
    const tar = makeTar([
      { path: 'a.html', body: 'alpha' },
      { path: 'dir', type: 'Directory' },
      { path: 'dir/s', type: 'SymbolicLink', linkpath: '../a.html' },
      { path: 'b.html', body: 'x'.repeat(1500) }
    ])
    const whole = read(tar)
    expect(whole.map((r) => [r.header.kind, r.header.path, r.header.linkpath, r.body])).toEqual([
      ['file', 'a.html', '', 'alpha'],
      ['directory', 'dir', '', ''],
      ['symlink', 'dir/s', '../a.html', ''],
      ['file', 'b.html', '', 'x'.repeat(1500)]
    ])
    expect(whole[0]?.header.mode).toBe(0o644)
    expect(whole[0]?.header.mtime).toBe(Date.parse('2026-01-02T03:04:05Z') / 1000)
    for (const size of [1, 7, 511, 513]) expect(read(tar, size)).toEqual(whole)
  })

  it('decodes a pax name split across reads whole, where a per-read decoder breaks the character', () => {
    const name = `docs/${'é'.repeat(200)}.html`
    const pax = new Pax({ path: name }).encode()
    const tar = Buffer.concat([
      pax,
      block({ path: 'short', type: 'File', size: 0 }),
      Buffer.alloc(1024)
    ])
    for (const size of [1, 3, 100]) expect(read(tar, size)[0]?.header.path).toBe(name)
  })

  it('takes GNU long names and long link names (L and K), as bsdtar writes them', () => {
    const longName = `n/${'a'.repeat(150)}`
    const longLink = `t/${'b'.repeat(150)}`
    const meta = (type: 'L' | 'K', text: string): Buffer => {
      const body = Buffer.from(`${text}\0`)
      // bsdtar fills the K header's own link name field: a reader that forbids it refuses the archive.
      return Buffer.concat([
        block({
          path: '././@LongLink',
          type: type === 'L' ? 'NextFileHasLongPath' : 'NextFileHasLongLinkpath',
          size: body.length,
          linkpath: type === 'K' ? text.slice(0, 99) : undefined
        }),
        pad(body)
      ])
    }
    const tar = Buffer.concat([
      meta('L', longName),
      meta('K', longLink),
      block({ path: longName.slice(0, 99), type: 'Link', linkpath: longLink.slice(0, 99) }),
      Buffer.alloc(1024)
    ])
    const [entry] = read(tar)
    expect(entry?.header).toMatchObject({ kind: 'hardlink', path: longName, linkpath: longLink })
  })

  it('lets a pax size override the header, as for files over 8 GiB', () => {
    const pax = new Pax({ size: 3 } as ConstructorParameters<typeof Pax>[0]).encode()
    const tar = Buffer.concat([
      pax,
      block({ path: 'f', type: 'File', size: 0 }),
      pad(Buffer.from('abc')),
      Buffer.alloc(1024)
    ])
    expect(read(tar)[0]?.body).toBe('abc')
  })

  it('refuses a name that is not UTF-8, and a pax header that declares binary names', () => {
    const latin1 = withByte(block({ path: 'caf_.html', type: 'File', size: 0 }), 3, 0xe9)
    expect(() => read(Buffer.concat([latin1, Buffer.alloc(1024)]))).toThrow(/not valid UTF-8/)

    const binary = Buffer.from('21 hdrcharset=BINARY\n')
    const tar = Buffer.concat([
      block({ path: 'PaxHeader', type: 'ExtendedHeader', size: binary.length }),
      pad(binary),
      block({ path: 'x', type: 'File', size: 0 })
    ])
    expect(() => read(tar)).toThrow(/hdrcharset=BINARY/)
  })

  it('refuses a bad checksum, an entry after a lone zero block, and a stream cut inside an entry', () => {
    const good = makeTar([{ path: 'a', body: 'a' }])
    const corrupt = Buffer.from(good)
    corrupt[0] = 0x62
    expect(() => read(corrupt)).toThrow(/checksum/)
    const lone = Buffer.concat([
      makeTar([{ path: 'a', body: 'a' }], { endMarker: false }),
      Buffer.alloc(512),
      makeTar([{ path: 'b', body: 'b' }])
    ])
    expect(() => read(lone)).toThrow(/single zero block/)
    expect(() => read(good.subarray(0, 600))).toThrow(/incomplete/)
  })

  it('ignores what follows the end-of-archive marker, and accepts an archive without one', () => {
    const tail = Buffer.concat([makeTar([{ path: 'a', body: 'a' }]), Buffer.from('trailing junk')])
    expect(read(tail)).toHaveLength(1)
    expect(read(makeTar([{ path: 'a', body: 'a' }], { endMarker: false }))).toHaveLength(1)
  })

  it('refuses devices, FIFOs, GNU sparse and unknown types by name', () => {
    expect(() => read(block({ path: 'f', type: 'FIFO' }))).toThrow(/FIFO/)
    const sparse = withByte(block({ path: 's', type: 'File', size: 0 }), 156, 0x53) // 'S'
    expect(() => read(sparse)).toThrow(/GNU sparse file/)
  })
})
