import { describe, expect, it } from '@jest/globals'
import { BundleError } from '../../../src/export/bundle/errors.js'
import {
  ArchiveNames,
  entryPath,
  MAX_DEPTH,
  MAX_NAME_BYTES,
  MAX_PATH_BYTES
} from '../../../src/export/bundle/policy.js'

type Kind = 'file' | 'directory' | 'symlink' | 'hardlink'

/** Places entries in archive order; returns the refusal of the first refused one, if any. */
function judge(entries: [Kind, string, string?][]): string | undefined {
  const names = new ArchiveNames()
  try {
    for (const [kind, name, target] of entries) names.place(kind, name, target ?? '')
    names.finalCheck()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(BundleError)
    return (error as Error).message
  }
}

describe('entry names', () => {
  it('cleans relative paths and refuses absolute, drive-letter, NUL and .. paths', () => {
    expect(entryPath('./a//b/', 'path')).toBe('a/b')
    expect(entryPath('./', 'path')).toBe('')
    for (const bad of [
      '/etc/passwd',
      'C:/x',
      'c:x',
      '\\\\server\\share',
      'a/../../b',
      'a\\..\\b',
      'a\0b'
    ]) {
      expect(() => entryPath(bad, 'path')).toThrow(BundleError)
    }
  })

  it('stops a name 200 000 folders deep up front, before any per-folder work', () => {
    const deep = 'a/'.repeat(200_000) + 'f'
    expect(() => entryPath(deep, 'path')).toThrow(`longer than ${MAX_PATH_BYTES} bytes`)
    expect(judge([['file', deep]])).toMatch(/longer than 4096 bytes/)
  })

  it('stops a path deeper than node-tar allows, and a name longer than the file system allows', () => {
    expect(() => entryPath('a/'.repeat(MAX_DEPTH) + 'f', 'path')).toThrow(/folders deep/)
    expect(entryPath('a/'.repeat(MAX_DEPTH - 1) + 'f', 'path').split('/')).toHaveLength(MAX_DEPTH)
    expect(() => entryPath(`x/${'n'.repeat(MAX_NAME_BYTES + 1)}`, 'path')).toThrow(/name longer/)
    expect(entryPath('é'.repeat(127), 'path')).toHaveLength(127) // 254 bytes
  })

  it('refuses a backslash in a name: a character to GNU tar on Linux, a folder on a Windows runner', () => {
    expect(judge([['file', 'level-1\\/level-2/page.html']])).toMatch(/holds a backslash/)
    expect(judge([['file', 'docs\\index.html']])).toMatch(/holds a backslash/)
    expect(
      judge([
        ['file', 'a.html'],
        ['hardlink', 'b.html', '.\\a.html']
      ])
    ).toMatch(/hard link target holds a backslash/)
  })

  it('shows a hostile name inert in the refusal, so it cannot start a workflow command', () => {
    expect(judge([['file', 'x\n::error::pwned/../../y']])).not.toMatch(/\n/)
  })
})

describe('links', () => {
  it('refuses a symlink that leaves the folder, directly or through the archive’s own links', () => {
    expect(judge([['symlink', 'a/b', '../c']])).toBeUndefined()
    expect(judge([['symlink', 'a/b', '../../c']])).toMatch(/leaves the extraction folder/)
    expect(
      judge([
        ['symlink', 'x/y/s', '../..'],
        ['symlink', 't', 'x/y/s/../out']
      ])
    ).toMatch(/leaves/)
    expect(judge([['symlink', 'abs', '/etc']])).toMatch(/absolute path/)
  })

  it('refuses a link a later entry turns into an escape (checked again at the end)', () => {
    // When `l` arrives, a/d does not exist and a/d/../../x stays inside; `a/d -> ..` is inside too,
    // but together they lead one folder above the extraction folder.
    expect(
      judge([
        ['symlink', 'l', 'a/d/../../x'],
        ['symlink', 'a/d', '..']
      ])
    ).toMatch(/entry 'l' is unsafe .*leaves/)
  })

  it('refuses a loop of symbolic links', () => {
    expect(
      judge([
        ['symlink', 'p', 'q/x'],
        ['symlink', 'q', 'p/x']
      ])
    ).toMatch(/loop/)
  })

  it('never writes beneath a path that was a symbolic link, even after a file replaced it', () => {
    expect(
      judge([
        ['symlink', 'up', '.'],
        ['file', 'up'],
        ['file', 'up/hook']
      ])
    ).toMatch(/through the symbolic link 'up'/)
  })

  it('takes a hard link only to a regular file earlier in the archive', () => {
    expect(
      judge([
        ['file', 'a'],
        ['hardlink', 'b', 'a']
      ])
    ).toBeUndefined()
    expect(judge([['hardlink', 'b', 'later']])).toMatch(/not a regular file earlier/)
    expect(
      judge([
        ['symlink', 's', 'x'],
        ['hardlink', 'b', 's']
      ])
    ).toMatch(/not a regular file/)
    expect(judge([['hardlink', 'b', '../../etc/passwd']])).toMatch(/contains '\.\.'/)
  })
})

describe('collisions', () => {
  it('refuses names that differ only in case, which a macOS or Windows runner takes for one', () => {
    expect(
      judge([
        ['file', 'Docs/a.html'],
        ['file', 'docs/b.html']
      ])
    ).toMatch(/letter case/)
    expect(
      judge([
        ['file', 'ﬁle'],
        ['file', 'file']
      ])
    ).toMatch(/Unicode form/)
  })

  it('refuses a file or link in place of a folder of earlier entries', () => {
    expect(
      judge([
        ['file', 'a/b'],
        ['file', 'a']
      ])
    ).toMatch(/replace the folder 'a'/)
    expect(
      judge([
        ['directory', 'a'],
        ['symlink', 'a', '.']
      ])
    ).toMatch(/replace the folder/)
  })

  it('refuses a folder in place of a file or a link, and an entry beneath a file', () => {
    expect(
      judge([
        ['file', 'a'],
        ['directory', 'a']
      ])
    ).toMatch(/replace a file/)
    expect(
      judge([
        ['symlink', 'a', 'b'],
        ['directory', 'a']
      ])
    ).toMatch(/replace a symbolic link/)
    expect(
      judge([
        ['file', 'a'],
        ['file', 'a/b']
      ])
    ).toMatch(/beneath the file 'a'/)
  })

  it('lets a later file replace an earlier one of the same name, as tar does', () => {
    const names = new ArchiveNames()
    const first = names.place('file', 'a', '')
    expect(first).toMatchObject({ kind: 'file', rel: 'a', replaces: false })
    // The same name keeps its id, so what is kept per file (its digest) is replaced with it.
    expect(names.place('file', './a', '')).toEqual({ ...first, replaces: true })
  })

  it('refuses an entry that names the extraction folder itself, but accepts ./ as a folder', () => {
    expect(judge([['directory', './']])).toBeUndefined()
    expect(judge([['file', './']])).toMatch(/extraction folder itself/)
  })
})

describe('the site files', () => {
  it('lists the regular files now, spelled as the archive spells them, with their bytes once', () => {
    const names = new ArchiveNames()
    names.place('file', 'Guides/Ünïcode page.html', '', 10)
    names.place('file', 'big.bin', '', 5 * 2 ** 30 + 7)
    names.place('file', 'mid.bin', '', 2 ** 31 + 1)
    names.place('hardlink', 'copy.bin', 'big.bin', 0)
    names.place('symlink', 'link.html', 'Guides/Ünïcode page.html', 0)
    names.place('file', 'replaced.html', '', 100)
    names.place('file', './replaced.html', '', 3)
    names.place('directory', 'empty/', '')
    const { paths, bytes } = names.files()
    expect([...paths]).toEqual([
      'Guides/Ünïcode page.html',
      'big.bin',
      'mid.bin',
      'copy.bin',
      'replaced.html'
    ])
    expect(bytes).toBe(10 + 5 * 2 ** 30 + 7 + 2 ** 31 + 1 + 3)
  })

  it('tells thousands of names in hundreds of folders apart, and finds a folder of each', () => {
    const names = new ArchiveNames()
    for (let i = 0; i < 20_000; i++) names.place('file', `docs/s${i % 300}/page-${i}.html`, '', 1)
    expect(judge([['file', 'docs/s1/page-1.html']])).toBeUndefined()
    expect(() => names.place('file', 'docs/S7/x.html', '')).toThrow(/letter case/)
    expect(() => names.place('file', 'docs/s7/page-7.html/x', '')).toThrow(/beneath the file/)
    expect(
      names.place('hardlink', 'docs/again.html', 'docs/s199/page-19999.html', 0)
    ).toMatchObject({
      source: 'docs/s199/page-19999.html'
    })
    expect([...names.files().paths]).toHaveLength(20_001)
  })
})
