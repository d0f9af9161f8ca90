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
          .filter((target) => !allowed.some((layer) => target.startsWith(`${layer}/`)))
          .map((target) => `${file} -> ${target}`)
      )
      expect(found).toEqual([])
    })
  }
})
