import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { updateHelmValues } from '../../src/export/helm-values.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'helm-values-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const URL_1 =
  'https://bucket.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Signature=abc&X-Amz-Expires=3600'

describe('updateHelmValues', () => {
  it('creates a missing file (and its folders)', async () => {
    const file = path.join(dir, 'deploy', 'values.yaml')
    await updateHelmValues(file, { bundleUrl: URL_1, version: '2024-06-01' })
    const text = await readFile(file, 'utf8')
    expect(text).toBe(
      `staticExport:\n  enabled: true\n  bundleUrl: "${URL_1}"\n  version: "2024-06-01"\n`
    )
    // Quoted, so a YAML 1.1 reader (Helm) still sees strings.
    expect(parse(text, { version: '1.1' })).toEqual({
      staticExport: { enabled: true, bundleUrl: URL_1, version: '2024-06-01' }
    })
    expect(await readdir(path.dirname(file))).toEqual(['values.yaml'])
  })

  it('merges into an existing file, keeping every other key and every comment', async () => {
    const file = path.join(dir, 'values.yaml')
    const original = [
      '# Values for the docs deployment',
      'replicaCount: 2 # two pods',
      'image:',
      '  repository: mintlify/enterprise',
      '  tag: "1.2.3"',
      '',
      '# Static export settings',
      'staticExport:',
      '  enabled: false # turned on by CI',
      '  bundleUrl: "old" # replaced on every publish',
      '  extra: keep-me',
      'ingress:',
      '  hosts: [docs.example.com]',
      ''
    ].join('\n')
    await writeFile(file, original)
    await chmod(file, 0o640)
    await updateHelmValues(file, { bundleUrl: URL_1 })
    const text = await readFile(file, 'utf8')
    expect(text).toBe(
      original
        .replace('enabled: false', 'enabled: true')
        .replace('bundleUrl: "old"', `bundleUrl: "${URL_1}"`)
    )
    expect(text).not.toContain('version')
    expect((await stat(file)).mode & 0o777).toBe(0o640)
  })

  it('adds the section to a file without it, and replaces an empty one', async () => {
    const file = path.join(dir, 'values.yaml')
    await writeFile(file, 'replicaCount: 1\n')
    await updateHelmValues(file, { bundleUrl: URL_1, version: '1.10' })
    expect(parse(await readFile(file, 'utf8'))).toEqual({
      replicaCount: 1,
      staticExport: { enabled: true, bundleUrl: URL_1, version: '1.10' }
    })

    await writeFile(file, 'staticExport:\nother: 1\n')
    await updateHelmValues(file, { bundleUrl: URL_1 })
    expect(parse(await readFile(file, 'utf8'))).toEqual({
      staticExport: { enabled: true, bundleUrl: URL_1 },
      other: 1
    })

    await writeFile(file, '')
    await updateHelmValues(file, { bundleUrl: URL_1 })
    expect(parse(await readFile(file, 'utf8'))).toEqual({
      staticExport: { enabled: true, bundleUrl: URL_1 }
    })
  })

  it('refuses invalid YAML and shapes it cannot merge into, leaving the file as it was', async () => {
    const file = path.join(dir, 'values.yaml')
    for (const [text, message] of [
      ['a: [unclosed\n', /not valid YAML/],
      ['- a list\n- at the top\n', /does not hold a mapping/],
      ['staticExport: yes-please\n', /staticExport is not a mapping/]
    ] as const) {
      await writeFile(file, text)
      await expect(updateHelmValues(file, { bundleUrl: URL_1 })).rejects.toThrow(message)
      expect(await readFile(file, 'utf8')).toBe(text)
    }
    expect(await readdir(dir)).toEqual(['values.yaml'])
  })

  it('reports a file it cannot read', async () => {
    await expect(updateHelmValues(dir, { bundleUrl: URL_1 })).rejects.toThrow(/EISDIR/)
  })
})
