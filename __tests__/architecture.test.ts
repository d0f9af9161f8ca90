// Data flows one way: index -> main -> flow -> client. The layers below the flows (the API client,
// the bundle engine, the site check, the helpers) never import a higher one, so each can be read,
// tested and reused alone (docs/architecture.md).
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SRC = path.resolve('src')

/** Every .ts file under a folder of src/, relative to src/. */
function files(folder: string): string[] {
  return (readdirSync(path.join(SRC, folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file))
}

/** The files of src/ a file imports, relative to src/. */
function imports(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8')
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    path
      .relative(SRC, path.resolve(SRC, path.dirname(file), match[1] as string))
      .replace(/\.js$/, '.ts')
  )
}

/** What each lower layer may import from src/, besides its own folder. */
const LAYERS: [folder: string, allowed: string[]][] = [
  ['util', []],
  ['api', ['util']],
  ['github', ['util']],
  // The triggers' rooms: GitHub's calls and markers, what a request is, the conversation and its turns.
  ['triggers/github', ['util', 'github']],
  ['triggers/request', ['util', 'triggers/github', 'action/events.ts']],
  ['triggers/conversation', ['util', 'api', 'github', 'triggers/github', 'agent', 'action']],
  ['export/bundle', ['util', 'api']],
  ['export/site-check', ['util']],
  ['export/manifest', ['util']],
  ['export/site-report', ['util', 'export/site-check']]
]

describe('the layers below the flows import nothing above them', () => {
  for (const [folder, allowed] of LAYERS) {
    it(`src/${folder} imports only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'itself'}`, () => {
      const found = files(folder).flatMap((file) =>
        imports(file)
          .filter((target) => !target.startsWith(`${folder}/`))
          .filter(
            (target) => !allowed.some((layer) => target === layer || target.startsWith(`${layer}/`))
          )
          .map((target) => `${file} -> ${target}`)
      )
      expect(found).toEqual([])
    })
  }
})

describe('the modules of src/ import one another without a circle', () => {
  it('no module reaches itself through its imports', () => {
    const all = files('.').map((file) => path.normalize(file))
    const graph = new Map(all.map((file) => [file, imports(file).map((t) => path.normalize(t))]))
    const circles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (file: string, trail: string[]): void => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '))
        return
      }
      state.set(file, 'open')
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file])
      state.set(file, 'done')
    }
    for (const file of all) visit(file, [])
    expect(circles).toEqual([])
  })
})
