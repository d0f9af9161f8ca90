import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { finishesWithin, replaceFolder } from '../../../src/export/bundle/install.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'install-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('replaceFolder', () => {
  it('puts the new site in place of the old one whole, leaving nothing aside', async () => {
    await mkdir(path.join(root, 'site'))
    await writeFile(path.join(root, 'site', 'old.html'), 'old')
    await mkdir(path.join(root, '.staging'))
    await writeFile(path.join(root, '.staging', 'new.html'), 'new')
    await replaceFolder(path.join(root, '.staging'), path.join(root, 'site'), 't1')
    expect(await readdir(root)).toEqual(['site'])
    expect(await readdir(path.join(root, 'site'))).toEqual(['new.html'])
  })

  it('keeps the old site when the new one cannot be moved in', async () => {
    await mkdir(path.join(root, 'site'))
    await writeFile(path.join(root, 'site', 'old.html'), 'old')
    await expect(
      replaceFolder(path.join(root, 'missing'), path.join(root, 'site'), 't2')
    ).rejects.toThrow(/ENOENT/)
    expect(await readFile(path.join(root, 'site', 'old.html'), 'utf8')).toBe('old')
  })
})

describe('finishesWithin', () => {
  it('says whether the work ended in time, without waiting for slow work', async () => {
    expect(await finishesWithin(Promise.resolve(), 1000)).toBe(true)
    expect(await finishesWithin(new Promise(() => undefined), 50)).toBe(false)
  })
})
