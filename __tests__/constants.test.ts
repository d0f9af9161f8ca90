import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { ACTION_VERSION, Input, Output } from '../src/constants.js'

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
