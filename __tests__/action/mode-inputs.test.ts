import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { Input, MODES } from '../../src/action/constants.js'
import { INPUT_USES, inputsOfOtherModes, modesOf } from '../../src/action/mode-inputs.js'
import { readConfig, type InputReader } from '../../src/action/inputs.js'

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>
}
const actionYml = parse(readFileSync('action.yml', 'utf8')) as ActionYml

const reader =
  (inputs: Record<string, string>): InputReader =>
  (name) =>
    inputs[name] ?? ''

describe('the table of which mode takes which input', () => {
  it('names every input of action.yml, with its default as written there', () => {
    expect(Object.keys(INPUT_USES).sort()).toEqual(Object.keys(actionYml.inputs).sort())
    expect(Object.values(Input).sort()).toEqual(Object.keys(actionYml.inputs).sort())
    for (const [name, input] of Object.entries(actionYml.inputs)) {
      expect([name, INPUT_USES[name as keyof typeof INPUT_USES].default]).toEqual([
        name,
        input.default
      ])
    }
  })

  it("agrees with action.yml's (mode) label on each input", () => {
    for (const [name, input] of Object.entries(actionYml.inputs)) {
      const label = /^\(([\w, ]+)\)/.exec(input.description)?.[1]?.split(', ')
      const modes = modesOf(name as keyof typeof INPUT_USES)
      expect([name, label]).toEqual([name, modes.length < MODES.length ? modes : undefined])
    }
  })
})

describe('inputs of another mode', () => {
  it('are named with the modes that read them; defaults and empty values are not', () => {
    const inputs = {
      prompt: 'Document the CLI',
      'fail-on-no-pr': 'false',
      'comment-trigger': '/docs-agent',
      'issue-label': '',
      'github-token': 'ghs_from_the_default'
    }
    expect(inputsOfOtherModes('export', reader(inputs))).toEqual([
      { name: 'prompt', modes: ['agent'] }
    ])
    expect(
      inputsOfOtherModes(
        'agent',
        reader({ paths: 'guides/x', 'check-site': 'false', wait: 'false' })
      )
    ).toEqual([
      { name: 'paths', modes: ['export'] },
      { name: 'check-site', modes: ['export'] }
    ])
  })

  it('are a warning from readConfig, and the run goes on', () => {
    const warnings: string[] = []
    const config = readConfig(
      reader({
        mode: 'export',
        'api-key': 'mint_abc',
        domain: 'docs.example.com',
        prompt: 'Add a page'
      }),
      { warning: (message) => warnings.push(message) }
    )
    expect(config.mode).toBe('export')
    expect(warnings).toEqual([
      "Input 'prompt' is read only in agent mode; this step runs in export mode and ignores it. Remove it, or set `mode: agent`."
    ])
  })
})

describe('deploy, preview and automation inputs', () => {
  const base = { 'api-key': 'mint_abc', 'project-id': 'proj_1' }
  function errorOf(inputs: Record<string, string>, context = {}): string {
    try {
      readConfig(reader({ ...base, ...inputs }), context)
    } catch (error) {
      return (error as Error).message
    }
    throw new Error('expected an input error')
  }

  it('preview takes the pull request head branch, or the branch input, and needs one elsewhere', () => {
    expect(
      readConfig(reader({ ...base, mode: 'preview' }), {
        eventName: 'pull_request',
        pullRequest: { headRef: 'docs/retries' }
      })
    ).toMatchObject({ mode: 'preview', branch: 'docs/retries', environment: 'Preview' })
    expect(readConfig(reader({ ...base, mode: 'preview', branch: 'release/2.0' }))).toMatchObject({
      branch: 'release/2.0'
    })
    expect(errorOf({ mode: 'preview' })).toBe(
      "Input 'branch': is required in preview mode outside a pull_request event. Name the Git branch to preview, e.g. `branch: ${{ github.ref_name }}`."
    )
    for (const bad of ['a..b', 'feature branch', '-x', 'x.lock', 'a:b', 'x/']) {
      expect(errorOf({ mode: 'preview', branch: bad })).toContain(
        `'${bad}' is not a Git branch name`
      )
    }
  })

  it('automation needs an automation-id; deploy needs nothing more than the project', () => {
    expect(errorOf({ mode: 'automation' })).toMatch(
      /^Input 'automation-id': is required in automation mode/
    )
    expect(errorOf({ mode: 'automation', 'automation-id': '../x' })).toMatch(
      /is not an automation ID/
    )
    expect(readConfig(reader({ ...base, mode: 'deploy' }))).toMatchObject({
      mode: 'deploy',
      projectId: 'proj_1'
    })
    expect(errorOf({ mode: 'deploy', 'project-id': '' })).toMatch(
      /^Input 'project-id': is required in deploy mode/
    )
  })

  it("warn about another mode's input: automation-id in deploy mode, branch in export mode", () => {
    const warnings: string[] = []
    readConfig(
      reader({ ...base, mode: 'deploy', 'automation-id': 'auto_1', domain: 'docs.acme.dev' }),
      {
        warning: (message) => warnings.push(message)
      }
    )
    expect(warnings).toEqual([
      "Input 'automation-id' is read only in automation mode; this step runs in deploy mode and ignores it. Remove it, or set `mode: automation`."
    ])
  })
})
