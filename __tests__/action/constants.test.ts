import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { ACTION_VERSION, Input, Output } from '../../src/action/constants.js'

const actionYml = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
  runs: { using: string; main: string }
}

describe('constants', () => {
  it('names exactly the inputs and outputs that action.yml declares', () => {
    expect(Object.values(Input).sort()).toEqual(Object.keys(actionYml.inputs).sort())
    expect(Object.values(Output).sort()).toEqual(Object.keys(actionYml.outputs).sort())
  })

  it('reports the version in package.json in its User-Agent', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    expect(ACTION_VERSION).toBe(pkg.version)
  })

  it('runs the bundled entry on the node24 runtime', () => {
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
})

describe('defaults', () => {
  it('are the same in action.yml and in the code: a missing input reads as its documented default', async () => {
    const { readConfig } = await import('../../src/action/inputs.js')
    const inputs = actionYml.inputs as Record<string, { default?: string }>
    const required = {
      'api-key': 'mint_abc',
      'project-id': 'proj_1',
      prompt: 'Do it',
      domain: 'docs.example.com'
    }
    for (const mode of ['agent', 'export']) {
      const given: Record<string, string> = { ...required, mode }
      const withDefaults = (name: string): string =>
        given[name] ?? String(inputs[name]?.default ?? '')
      const withoutDefaults = (name: string): string => given[name] ?? ''
      const context = { runnerTemp: '/runner/tmp', cwd: '/work/repo', eventName: 'push' }
      expect(readConfig(withDefaults, context)).toEqual(readConfig(withoutDefaults, context))
    }
  })
})
