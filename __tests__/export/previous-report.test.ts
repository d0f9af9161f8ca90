// fail-on-broken-links: new, with the base's site-check.json: a pull request fails only on what it
// breaks; known findings pass; with no baseline (a cache miss) every finding counts, and the step
// says why.
import { afterEach, describe, expect, it } from '@jest/globals'
import AdmZip from 'adm-zip'
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runInProcess } from '../../__fixtures__/in-process.js'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function site(links: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'baseline-'))
  dirs.push(dir)
  const zip = new AdmZip()
  zip.addFile('index.html', Buffer.from(links.map((l) => `<a href="${l}">x</a>`).join('\n')))
  zip.addFile('guide/index.html', Buffer.from('<h1 id="top">Guide</h1>'))
  const file = path.join(dir, 'export.zip')
  zip.writeZip(file)
  return file
}

async function run(archive: string, inputs: Record<string, string> = {}) {
  const result = await runInProcess({ mode: 'export', archive, path: 'out', ...inputs })
  dirs.push(result.dir)
  return result
}

describe('previous-report and fail-on-broken-links: new', () => {
  it('fails on one new finding, passes with only known ones, and marks each in the report', async () => {
    const base = await run(await site(['/guide', '/old-missing']))
    const baseline = path.join(os.tmpdir(), `base-${process.pid}-${Date.now()}.json`)
    await copyFile(base.outputs['site-check-report'] as string, baseline)
    dirs.push(baseline)

    const broke = await run(await site(['/guide', '/old-missing', '/new-missing']), {
      'previous-report': baseline,
      'fail-on-broken-links': 'new'
    })
    expect(broke.exitCode).toBe(1)
    expect(broke.log).toMatch(
      /::error::The change breaks 1 internal link target the base's report did not have, e\.g\. \/new-missing used by index\.html/
    )
    expect([broke.outputs['new-findings'], broke.outputs['fixed-findings']]).toEqual(['1', '0'])
    const marked = JSON.parse(await readFile(broke.outputs['site-check-report'] as string, 'utf8'))
    expect(
      marked.findings.map((f: { target: string; status: string }) => `${f.target} ${f.status}`)
    ).toEqual(['/new-missing new', '/old-missing known'])

    const same = await run(await site(['/guide', '/old-missing']), {
      'previous-report': baseline,
      'fail-on-broken-links': 'new'
    })
    expect(same.exitCode).toBeUndefined()
    expect(same.outputs['new-findings']).toBe('0')
    expect(same.log).toMatch(/Against the base's report: 0 new findings, 0 fixed, 1 known\./)

    const fixed = await run(await site(['/guide']), {
      'previous-report': baseline,
      'fail-on-broken-links': 'new'
    })
    expect(fixed.outputs['fixed-findings']).toBe('1')
  })

  it('with no baseline (a cache miss), judges every finding and says why', async () => {
    const result = await run(await site(['/old-missing']), {
      'previous-report': 'no-such-report.json',
      'fail-on-broken-links': 'new'
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /::notice::previous-report no-such-report\.json does not exist \(a cache miss\?\): every finding counts as new\./
    )
    expect(result.log).toMatch(
      /fail-on-broken-links is new, but previous-report no-such-report\.json does not exist \(a cache miss\?\), so every broken link counts/
    )
  })

  it('a report that is not one is a warning, and a bad fail-on value an input error', async () => {
    const archive = await site(['/guide'])
    const notReport = path.join(path.dirname(archive), 'x.json')
    await copyFile(archive, notReport)
    const warned = await run(archive, { 'previous-report': notReport })
    expect(warned.log).toMatch(
      /::warning::previous-report .*x\.json is unusable \(it is not JSON\)/
    )
    const bad = await run(archive, { 'fail-on-broken-links': 'sometimes' })
    expect(bad.log).toMatch(
      /::error::Input 'fail-on-broken-links': 'sometimes' is not one of true, false or new/
    )
  })
})
