import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmod,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  symlink,
  writeFile
} from 'node:fs/promises'
import path from 'node:path'

/** Whether a command exists here; tests that need a missing one skip and say which package has it. */
export function hasTool(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Runs a tool; `allowFailure` keeps the archive a tool still wrote when it warned (exit 1 or 2). */
export function tool(
  command: string,
  args: string[],
  options: { cwd?: string; input?: string; allowFailure?: boolean } = {}
): void {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    input: options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: options.cwd ?? process.env.HOME }
  })
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${command} ${args.join(' ')} failed: ${String(result.stderr)}`)
  }
}

const PYTHON_PACK = `
import os, sys, tarfile
fmt = {'pax': tarfile.PAX_FORMAT, 'gnu': tarfile.GNU_FORMAT, 'ustar': tarfile.USTAR_FORMAT}[sys.argv[1]]
os.chdir(sys.argv[2])
with tarfile.open(sys.argv[3], sys.argv[4], format=fmt) as archive:
    for entry in sorted(os.listdir('.')):
        archive.add(entry)
`

export interface Packer {
  name: string
  /** The command it runs, and the Debian package that has it. */
  needs: string
  package: string
  pack: (out: string) => void
}

/**
 * The tar tools users and services really use, each writing the tree at `where.source` to an archive
 * (gzipped or plain tar). `where` is read when a tool packs, so a suite may set it in beforeAll;
 * `where.scratch` holds the git repository that `git archive` packs from.
 */
export function tarPackers(where: { source: string; scratch: string }, gzip: boolean): Packer[] {
  const create = gzip ? '-czf' : '-cf'
  return [
    ...['gnu', 'oldgnu', 'ustar', 'posix', 'v7'].map((format) => ({
      name: `GNU tar --format=${format}`,
      needs: 'tar',
      package: 'tar',
      // ustar and v7 cannot hold every long name: GNU tar warns, leaves those out, and still writes.
      pack: (out: string) =>
        tool('tar', [`--format=${format}`, create, out, '-C', where.source, '.'], {
          allowFailure: true
        })
    })),
    ...['pax', 'gnu'].map((format) => ({
      name: `Python tarfile ${format}`,
      needs: 'python3',
      package: 'python3',
      pack: (out: string) =>
        tool('python3', ['-c', PYTHON_PACK, format, where.source, out, gzip ? 'w:gz' : 'w'])
    })),
    ...['gnutar', 'pax', 'ustar'].map((format) => ({
      name: `bsdtar --format=${format}`,
      needs: 'bsdtar',
      package: 'libarchive-tools',
      pack: (out: string) =>
        tool('bsdtar', [`--format=${format}`, create, out, '-C', where.source, '.'], {
          allowFailure: true
        })
    })),
    {
      name: 'busybox tar',
      needs: 'busybox',
      package: 'busybox',
      pack: (out: string) => tool('busybox', ['tar', create, out, '-C', where.source, '.'])
    },
    {
      name: 'git archive',
      needs: 'git',
      package: 'git',
      pack: (out: string) => {
        const repo = path.join(where.scratch, 'repo')
        tool('sh', ['-c', `rm -rf "${repo}" && cp -a "${where.source}" "${repo}"`])
        tool('git', ['init', '-q'], { cwd: repo })
        tool('git', ['add', '-A'], { cwd: repo })
        tool(
          'git',
          ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'docs'],
          {
            cwd: repo
          }
        )
        // git writes a pax global header (the commit id as a comment) before the entries.
        tool('git', ['archive', `--format=${gzip ? 'tar.gz' : 'tar'}`, '-o', out, 'HEAD'], {
          cwd: repo
        })
      }
    }
  ]
}

/**
 * A tree with what real docs sites and real packers produce: names over 100 and 255 bytes, deep
 * folders, Unicode and spaces, empty files and folders, an executable, in-tree symbolic links (one
 * with a target over 100 bytes) and hard links (one with a name over 100 bytes).
 */
export async function makeSourceTree(dir: string): Promise<void> {
  const long = 'n'.repeat(120)
  const deep = Array.from({ length: 30 }, (_, i) => `level-${i}`).join('/')
  const longPath = `${'p'.repeat(90)}/${'q'.repeat(90)}/${'r'.repeat(90)}/page.html`
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Home</title><a href="docs/">Docs</a>\n',
    'docs/getting started.html': '<h1>Getting started</h1>\n',
    'docs/ünïcødé-日本語-страница.html': '<h1>Unicode</h1>\n',
    [`docs/${long}.html`]: '<h1>Long name</h1>\n',
    [longPath]: '<h1>Over 255 bytes of path</h1>\n',
    [`${deep}/deep.html`]: '<h1>Deep</h1>\n',
    'assets/empty.css': '',
    'assets/image.png': Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)),
    'bin/serve.sh': '#!/bin/sh\necho serve\n'
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
  await chmod(path.join(dir, 'bin/serve.sh'), 0o755)
  await mkdir(path.join(dir, 'empty-folder'))
  await symlink('../index.html', path.join(dir, 'docs/home.html'))
  await symlink('docs', path.join(dir, 'latest'))
  await symlink(longPath, path.join(dir, 'long-target.html'))
  await link(path.join(dir, 'index.html'), path.join(dir, 'docs/index-copy.html'))
  await link(path.join(dir, 'index.html'), path.join(dir, `docs/${'h'.repeat(110)}.html`))
}

/** A file with a hole in the middle, which `tar --sparse` stores as a sparse entry. */
export async function makeSparseTree(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>\n')
  execFileSync('sh', [
    '-c',
    `printf start > "${dir}/holes.bin" && truncate -s 4M "${dir}/holes.bin" && printf end >> "${dir}/holes.bin"`
  ])
}

/**
 * Everything a user would compare between two extractions: each path as bytes (hex), its kind, the
 * hash of a file's bytes, a symlink's target and whether a file is executable; and which paths are
 * hard links of one another (same inode).
 */
export async function snapshot(dir: string): Promise<{ entries: string[]; linked: string[][] }> {
  const entries: string[] = []
  const inodes = new Map<number, string[]>()
  const walk = async (rel: Buffer): Promise<void> => {
    const full = Buffer.concat([Buffer.from(dir + '/'), rel])
    for (const name of await readdir(full, { encoding: 'buffer' })) {
      const child = rel.length ? Buffer.concat([rel, Buffer.from('/'), name]) : name
      const at = Buffer.concat([Buffer.from(dir + '/'), child])
      const shown = child.toString('hex')
      const stat = await lstat(at)
      if (stat.isSymbolicLink()) {
        entries.push(
          `link ${shown} -> ${(await readlink(at, { encoding: 'buffer' })).toString('hex')}`
        )
      } else if (stat.isDirectory()) {
        entries.push(`dir ${shown}`)
        await walk(child)
      } else {
        const hash = createHash('sha256')
          .update(await readFile(at))
          .digest('hex')
        entries.push(`file ${shown} ${hash} ${stat.mode & 0o111 ? 'x' : '-'}`)
        if (stat.nlink > 1) inodes.set(stat.ino, [...(inodes.get(stat.ino) ?? []), shown])
      }
    }
  }
  await walk(Buffer.alloc(0))
  const linked = [...inodes.values()].map((group) => group.sort()).sort()
  return { entries: entries.sort(), linked }
}
