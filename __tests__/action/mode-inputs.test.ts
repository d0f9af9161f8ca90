import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { Input } from '../../src/action/constants.js'
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
      const label = /^\((\w+)[,)]/.exec(input.description)?.[1]
      const modes = modesOf(name as keyof typeof INPUT_USES)
      expect([name, label]).toEqual([name, modes.length === 1 ? modes[0] : undefined])
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
