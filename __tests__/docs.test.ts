// The documentation as a new user meets it: every workflow it shows can be pasted (valid YAML,
// actionlint-clean, this action referenced by the one owner/name package.json names), every link
// and heading anchor leads somewhere, and every input and output is in the release that added it.
import { describe, expect, it } from '@jest/globals'
import GithubSlugger from 'github-slugger'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, parseDocument } from 'yaml'
import { lintWorkflow } from '../__fixtures__/actionlint.js'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string
  repository: { url: string }
}
/** The one place the action's owner/name is written: package.json's repository. */
const ACTION = /github\.com\/([^/]+\/[^/.]+)/.exec(pkg.repository.url)?.[1] ?? ''
const MAJOR = `v${pkg.version.split('.')[0]}`

const docs = ['README.md', ...readdirSync('docs').map((name) => path.join('docs', name))].filter(
  (file) => file.endsWith('.md')
)
const allMarkdown = [
  ...docs,
  'CONTRIBUTING.md',
  'SECURITY.md',
  'CHANGELOG.md',
  '__fixtures__/README.md'
]

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
  if (/^on:/m.test(block) && /^jobs:/m.test(block)) return block
  const steps = block
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n')
  return `on: push\npermissions:\n  contents: read\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n${steps}\n`
}

const blocks = docs.flatMap(yamlBlocks)

describe('workflows in the documentation', () => {
  it('are there: a complete workflow first in the README, and every recipe', () => {
    const readme = blocks.filter((b) => b.file === 'README.md')
    expect(readme.length).toBeGreaterThanOrEqual(3)
    expect(readme[0]?.text).toMatch(/^on:/m)
    expect(readme[0]?.text).toMatch(/^permissions:/m)
    expect(readme[0]?.text).toMatch(/^jobs:/m)
    expect(blocks.filter((b) => b.file === path.join('docs', 'recipes.md')).length).toBe(20)
  })

  it('are valid YAML (GitHub refuses a workflow that is not)', () => {
    const errors = blocks.flatMap((block) =>
      parseDocument(asWorkflow(block.text)).errors.map(
        (e) => `${block.file}, block at line ${block.line}: ${e.code} ${e.message.split('\n')[0]}`
      )
    )
    expect(errors).toEqual([])
  })

  it('pass actionlint 1.7 (it knows vars, and flags actions on a retired Node)', async () => {
    const findings: string[] = []
    for (const block of blocks) {
      for (const f of await lintWorkflow(asWorkflow(block.text), 'workflow.yml')) {
        findings.push(`${block.file}, block at line ${block.line}: ${f.message} (${f.kind})`)
      }
    }
    expect(findings).toEqual([])
  })

  it(`reference this action as ${ACTION}@${MAJOR} (or ./ from a checkout), and pin every other action to a commit`, () => {
    expect(ACTION).toMatch(/^[\w.-]+\/[\w.-]+$/)
    const wrong: string[] = []
    for (const block of blocks) {
      for (const [, action] of block.text.matchAll(/uses:\s*(\S+)/g)) {
        if (action === './' || action === `${ACTION}@${MAJOR}`) continue
        if (/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(action ?? '') && !action?.startsWith(ACTION))
          continue
        wrong.push(`${block.file}:${block.line} ${action}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('leave no placeholder for the owner, and name no other major of this action', () => {
    const wrong: string[] = []
    for (const file of [...allMarkdown, 'action.yml']) {
      const text = readFileSync(file, 'utf8')
      for (const line of text.split('\n')) {
        if (/<owner>|\bOWNER\//.test(line)) wrong.push(`${file}: ${line.trim()}`)
        for (const [ref] of line.matchAll(/mintlify-admin-action@\S+/g)) {
          if (file === 'CHANGELOG.md') continue
          if (!ref.startsWith(`${ACTION.split('/')[1]}@${MAJOR}`) && !ref.includes('<40-hex'))
            wrong.push(`${file}: ${ref}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })
})

/** Headings' anchors as GitHub makes them, per file. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```$/gm, '')
  const anchors = new Set<string>()
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    // GitHub slugs the heading's text, not its Markdown: links and code marks go.
    const plain = (heading ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    anchors.add(slugger.slug(plain))
  }
  for (const [, id] of text.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(id ?? '')
  return anchors
}

describe('links in the documentation', () => {
  it('lead to a file of the repository, and to a heading that is there', () => {
    const broken: string[] = []
    let checked = 0
    for (const file of allMarkdown) {
      const text = readFileSync(file, 'utf8')
        .replace(/^```[\s\S]*?^```$/gm, '')
        .replace(/`[^`\n]*`/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
        if (!target || /^[a-z]+:/i.test(target)) continue
        const [file2, fragment] = target.split('#') as [string, string | undefined]
        const resolved = file2 ? path.normalize(path.join(path.dirname(file), file2)) : file
        checked++
        if (!existsSync(resolved)) {
          broken.push(`${file}: ${target} (no such file)`)
          continue
        }
        if (fragment && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment)) {
          broken.push(`${file}: ${target} (no such heading)`)
        }
      }
    }
    expect(checked).toBeGreaterThan(30)
    expect(broken).toEqual([])
  })
})

describe('the release each input and output came in', () => {
  interface ActionYml {
    inputs: Record<string, unknown>
    outputs: Record<string, unknown>
  }
  const action = parse(readFileSync('action.yml', 'utf8')) as ActionYml
  // What 1.0.0 had (action.yml at its release); everything since is named where it was added.
  const IN_1_0_0 = new Set([
    ...'mode api-key base-url wait timeout poll-interval request-timeout project-id prompt job-id fail-on-no-pr comment-trigger github-token domain export-version paths download path extract values-file'.split(
      ' '
    ),
    ...'job-id status pr-link model source-repository source-ref skipped page-count bundle-url bundle-expires-at bundle-size archive-path extract-path values-file'.split(
      ' '
    )
  ])
  const changelog = readFileSync('CHANGELOG.md', 'utf8')
  const sections = [
    ...changelog.matchAll(/^## \[([^\]]+)\][^\n]*\n([\s\S]*?)(?=^## \[|^\[[^\]]+\]: )/gm)
  ]
    .map(([, version, body]) => ({ version: version ?? '', body: body ?? '' }))
    .reverse()
  const readme = readFileSync('README.md', 'utf8')

  it('is the oldest section of the CHANGELOG that names it; the README marks what is not released yet', () => {
    expect(sections.map((s) => s.version)).toContain(pkg.version)
    const problems: string[] = []
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) {
      if (IN_1_0_0.has(name)) continue
      const section = sections.find((s) => s.body.includes(`\`${name}\``))
      if (!section) {
        problems.push(`${name}: named in no CHANGELOG section`)
        continue
      }
      if (section.version === 'Unreleased') {
        const row = readme
          .split('\n')
          .find((line) => line.startsWith('| ') && line.split('|')[1]?.includes(`\`${name}\``))
        if (!row?.includes('(unreleased)'))
          problems.push(`${name}: unreleased, not so marked in the README`)
      }
    }
    expect(problems).toEqual([])
  })
})
