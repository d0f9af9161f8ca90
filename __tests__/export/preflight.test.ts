import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { checkExportFiles } from '../../src/export/preflight.js'
import { InputError } from '../../src/action/input-values.js'
import { readConfig, type ExportConfig, type InputReader } from '../../src/action/inputs.js'

const reader =
  (inputs: Record<string, string>): InputReader =>
  (name) =>
    inputs[name] ?? ''

const exportInputs = { mode: 'export', 'api-key': 'mint_abc', domain: 'docs.example.com' }

/** The inputs as main reads them, then the preflight it runs before any request. */
async function preflight(
  inputs: Record<string, string>,
  context: { cwd?: string; runnerTemp?: string }
): Promise<ExportConfig> {
  const config = readConfig(reader(inputs), context) as ExportConfig
  await checkExportFiles(config)
  return config
}

async function errorOf(
  inputs: Record<string, string>,
  context: { cwd?: string } = {}
): Promise<InputError> {
  try {
    await preflight(inputs, context)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('expected an InputError')
}

describe('export files on disk, checked before any request', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'inputs-'))
    await mkdir(path.join(root, 'deploy'))
    await mkdir(path.join(root, 'site'))
    await writeFile(path.join(root, 'out'), 'a file\n')
    await writeFile(path.join(root, 'deploy', 'broken.yaml'), 'a: [unclosed\n')
    await writeFile(path.join(root, 'deploy', 'list.yaml'), '- a\n- b\n')
    await writeFile(path.join(root, 'deploy', 'scalar.yaml'), 'staticExport: yes-please\n')
    await writeFile(path.join(root, 'deploy', 'empty.yaml'), '')
    await writeFile(path.join(root, 'deploy', 'values.yaml'), '# keep\nreplicas: 2\n')
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  const run = (inputs: Record<string, string>): Promise<ExportConfig> =>
    preflight({ ...exportInputs, ...inputs }, { cwd: root, runnerTemp: root })

  it('refuses a path that is an existing file', async () => {
    const error = await errorOf({ ...exportInputs, path: 'out' }, { cwd: root })
    expect(error.message).toBe(
      `Input 'path': 'out' (${path.join(root, 'out')}) exists and is not a folder. Name a folder for the archive and the extracted site (it is created if missing), e.g. \`path: static-export\`.`
    )
  })

  it('refuses a path below a file', async () => {
    const error = await errorOf({ ...exportInputs, path: 'out/site' }, { cwd: root })
    expect(error.message).toBe(
      `Input 'path': 'out/site' (${path.join(root, 'out', 'site')}) cannot be created: ${path.join(root, 'out')} is a file, not a folder. Name a folder outside it, e.g. \`path: static-export\`.`
    )
  })

  it('accepts an existing folder, a folder still to create, and any path when nothing is downloaded', async () => {
    await expect(run({ path: 'site' })).resolves.toMatchObject({ path: path.join(root, 'site') })
    await expect(run({ path: 'new/deeper' })).resolves.toMatchObject({
      path: path.join(root, 'new', 'deeper')
    })
    await expect(run({})).resolves.toMatchObject({ path: path.join(root, 'static-export') })
    await expect(run({ path: 'out', download: 'false' })).resolves.toMatchObject({
      download: false
    })
  })

  it('refuses a values-file that is a folder, suggesting a file in it', async () => {
    const error = await errorOf({ ...exportInputs, 'values-file': 'deploy/' }, { cwd: root })
    expect(error.message).toBe(
      `Input 'values-file': 'deploy/' (${path.join(root, 'deploy')}) is a folder. Name the values file itself, e.g. \`values-file: deploy/values.yaml\`.`
    )
  })

  it('refuses a values-file below a file', async () => {
    const error = await errorOf(
      { ...exportInputs, 'values-file': 'out/values.yaml' },
      { cwd: root }
    )
    expect(error.message).toBe(
      `Input 'values-file': 'out/values.yaml' (${path.join(root, 'out', 'values.yaml')}) cannot be created: ${path.join(root, 'out')} is a file, not a folder. Point values-file at a file in a folder.`
    )
  })

  it('refuses a values-file that is not a regular file', async () => {
    const error = await errorOf({ ...exportInputs, 'values-file': '/dev/null' }, { cwd: root })
    expect(error.message).toBe(
      "Input 'values-file': '/dev/null' is not a regular file. Point values-file at a YAML file (it is created if missing)."
    )
  })

  it.each([
    ['broken.yaml', 'is not valid YAML (', 'Fix it or point values-file at another file.'],
    ['list.yaml', 'does not hold a mapping at its top level', 'point values-file at another file.'],
    ['scalar.yaml', 'staticExport is not a mapping', 'Make it one (or remove it)']
  ])(
    'refuses an existing %s it could not merge into, leaving it as it was',
    async (name, what, fix) => {
      const file = path.join(root, 'deploy', name)
      const before = await readFile(file, 'utf8')
      const error = await errorOf(
        { ...exportInputs, 'values-file': `deploy/${name}` },
        { cwd: root }
      )
      expect(error.input).toBe('values-file')
      expect(error.message).toMatch(/^Input 'values-file': (the values file|in the values file) /)
      expect(error.message).toContain(file)
      expect(error.message).toContain(what)
      expect(error.message).toContain(fix)
      expect(error.message).not.toContain(':)')
      expect(await readFile(file, 'utf8')).toBe(before)
    }
  )

  it('accepts a mapping, an empty file and a file still to create', async () => {
    for (const name of ['deploy/values.yaml', 'deploy/empty.yaml', 'charts/new/values.yaml']) {
      await expect(run({ 'values-file': name })).resolves.toMatchObject({
        valuesFile: path.join(root, name)
      })
    }
    expect(await readFile(path.join(root, 'deploy', 'values.yaml'), 'utf8')).toBe(
      '# keep\nreplicas: 2\n'
    )
  })

  describe('a page path written as path (paths was meant)', () => {
    async function warningsFor(inputs: Record<string, string>, cwd: string): Promise<string[]> {
      const warnings: string[] = []
      const config = readConfig(reader({ ...exportInputs, ...inputs }), { cwd }) as ExportConfig
      await checkExportFiles(config, (message) => warnings.push(message))
      return warnings
    }

    it('warns when path names a page of the docs source and paths is empty', async () => {
      await mkdir(path.join(root, 'docs-repo', 'guides'), { recursive: true })
      await writeFile(path.join(root, 'docs-repo', 'guides', 'quickstart.mdx'), '# Quickstart\n')
      const cwd = path.join(root, 'docs-repo')
      const [warning, ...rest] = await warningsFor({ path: 'guides/quickstart' }, cwd)
      expect(rest).toEqual([])
      expect(warning).toContain("Input 'path' is 'guides/quickstart' and 'paths' is empty")
      expect(warning).toContain('the docs source has a page there (quickstart.mdx)')
      expect(warning).toContain('`path: ./guides/quickstart`')
    })

    it('warns when path is a folder inside a section of the docs source', async () => {
      const cwd = path.join(root, 'docs-repo')
      const [warning] = await warningsFor({ path: 'guides/getting-started' }, cwd)
      expect(warning).toContain("'guides' is a folder of pages in the docs source")
    })

    it('stays quiet for folders written as folders, folders outside the pages, and with paths set', async () => {
      const cwd = path.join(root, 'docs-repo')
      await mkdir(path.join(cwd, 'deploy'), { recursive: true })
      await writeFile(path.join(cwd, 'deploy', 'values.yaml'), 'a: 1\n')
      expect(await warningsFor({ path: 'deploy/static-site' }, cwd)).toEqual([])
      expect(await warningsFor({ path: 'build/static-export' }, cwd)).toEqual([])
      expect(await warningsFor({ path: './guides/getting-started' }, cwd)).toEqual([])
      expect(await warningsFor({ path: 'site' }, cwd)).toEqual([])
      expect(
        await warningsFor({ path: 'guides/quickstart', paths: 'guides/quickstart' }, cwd)
      ).toEqual([])
      // No docs source in the workspace: a page path cannot be told from a folder.
      expect(await warningsFor({ path: 'guides/getting-started' }, root)).toEqual([])
    })
  })
})
