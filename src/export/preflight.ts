/**
 * What export mode's `path` and `values-file` name on disk, checked before any request: without
 * these checks a folder in the way of a file (or the reverse) and a broken values file show only
 * after the export job has run and the bundle was downloaded, as EISDIR or EEXIST.
 */
import type { Stats } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Input } from '../action/constants.js'
import { errorCode, errorMessage } from '../util/errors.js'
import { InputError } from '../action/input-values.js'
import type { ExportConfig } from '../action/inputs.js'
import { archiveKind } from './bundle/local.js'

/** Throws an InputError naming `path` or `values-file` when the export could not write there. */
export async function checkExportFiles(
  config: Pick<
    ExportConfig,
    'download' | 'path' | 'pathAsWritten' | 'valuesFile' | 'valuesFileAsWritten'
  > &
    Partial<Pick<ExportConfig, 'paths' | 'docsSource' | 'archive' | 'archiveAsWritten'>>,
  warning: (message: string) => void = () => undefined
): Promise<void> {
  if (config.archive)
    await checkArchive(config.archiveAsWritten ?? config.archive, config.archive, config.path)
  // Only a download writes into `path`; without one the folder is never touched.
  if (config.download) {
    await checkFolder(config.pathAsWritten, config.path)
    const mistaken = await pagePathMeantForPaths(config)
    if (mistaken) warning(mistaken)
  }
  if (config.valuesFile) {
    await checkValuesFile(config.valuesFileAsWritten ?? config.valuesFile, config.valuesFile)
  }
}

/**
 * `archive` must be a zip, a gzip'd tarball (by their bytes) or a folder that does not hold `path`
 * (the site would be copied into itself).
 */
async function checkArchive(raw: string, archive: string, folder: string): Promise<void> {
  const shown = showPath(raw, archive)
  let kind: Awaited<ReturnType<typeof archiveKind>>
  try {
    kind = await archiveKind(archive)
  } catch (error) {
    const code = errorCode(error)
    throw new InputError(
      Input.Archive,
      code === 'ENOENT'
        ? `${shown} does not exist. Point archive at what \`mint export\` wrote (e.g. \`archive: export.zip\`), a .tar.gz, or a folder; run \`npx mint export\` in an earlier step.`
        : `${shown} cannot be read (${errorMessage(error)}).`
    )
  }
  if (kind === undefined) {
    throw new InputError(
      Input.Archive,
      `${shown} is neither a zip, a gzip'd tarball nor a folder (its first bytes say so, whatever its name). Point archive at the zip \`mint export\` writes, a .tar.gz, or a folder.`
    )
  }
  if (kind === 'folder') {
    const inside = path.relative(archive, folder)
    if (inside === '' || (!inside.startsWith('..') && !path.isAbsolute(inside))) {
      throw new InputError(
        Input.Archive,
        `${shown} holds path (${folder}): the site would be copied into itself. Set path to a folder outside it.`
      )
    }
  }
}

async function checkFolder(raw: string, folder: string): Promise<void> {
  const shown = showPath(raw, folder)
  const stats = await statOrMissing(Input.Path, shown, folder)
  if (stats && !stats.isDirectory()) {
    throw new InputError(
      Input.Path,
      `${shown} exists and is not a folder. Name a folder for the archive and the extracted site (it is created if missing), e.g. \`path: static-export\`.`
    )
  }
  if (!stats) {
    const blocker = await nonFolderAbove(Input.Path, shown, folder)
    if (blocker) {
      throw new InputError(
        Input.Path,
        `${shown} cannot be created: ${blocker} is a file, not a folder. Name a folder outside it, e.g. \`path: static-export\`.`
      )
    }
  }
}

async function checkValuesFile(raw: string, file: string): Promise<void> {
  const shown = showPath(raw, file)
  const example = `\`values-file: ${path.posix.join(raw.replace(/\\/g, '/'), 'values.yaml')}\``
  const stats = await statOrMissing(Input.ValuesFile, shown, file)
  if (!stats) {
    const blocker = await nonFolderAbove(Input.ValuesFile, shown, file)
    if (blocker) {
      throw new InputError(
        Input.ValuesFile,
        `${shown} cannot be created: ${blocker} is a file, not a folder. Point values-file at a file in a folder.`
      )
    }
    return
  }
  if (stats.isDirectory()) {
    throw new InputError(
      Input.ValuesFile,
      `${shown} is a folder. Name the values file itself, e.g. ${example}.`
    )
  }
  if (!stats.isFile()) {
    throw new InputError(
      Input.ValuesFile,
      `${shown} is not a regular file. Point values-file at a YAML file (it is created if missing).`
    )
  }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new InputError(
      Input.ValuesFile,
      `${shown} cannot be read (${errorCode(error) ?? String(error)}). Make it readable, or point values-file at another file.`
    )
  }
  // yaml is large: it loads only for an existing values file, not on every start of the action.
  const { parseHelmValues } = await import('./helm-values.js')
  try {
    parseHelmValues(file, text)
  } catch (error) {
    const message = errorMessage(error)
    throw new InputError(Input.ValuesFile, message.charAt(0).toLowerCase() + message.slice(1))
  }
}

// A page path as docs.json and `paths` write them: lowercase words joined by hyphens, in folders.
const PAGE_PATH = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/

/**
 * `path: guides/getting-started` where `paths:` was meant exports the whole site into that folder
 * and succeeds. Said when `paths` is empty and `path`, as written, names a page of the docs source,
 * or a folder inside one of its sections (a folder holding .mdx pages), where an export never
 * belongs. Without a docs source in the workspace nothing tells a page from a folder: no warning.
 */
async function pagePathMeantForPaths(
  config: Pick<ExportConfig, 'pathAsWritten'> & Partial<Pick<ExportConfig, 'paths' | 'docsSource'>>
): Promise<string | undefined> {
  const source = config.docsSource
  if (!source || (config.paths?.length ?? 0) > 0) return undefined
  const raw = config.pathAsWritten.replace(/\/+$/, '')
  if (!PAGE_PATH.test(raw)) return undefined
  const page = await firstExisting(
    [`${raw}.mdx`, `${raw}.md`].map((name) => path.join(source, name))
  )
  const section = raw.split('/')[0] ?? raw
  const inSection = !page && raw.includes('/') && (await holdsPages(path.join(source, section)))
  if (!page && !inSection) return undefined
  const why = page
    ? `the docs source has a page there (${path.basename(page)})`
    : `'${section}' is a folder of pages in the docs source`
  return `Input '${Input.Path}' is '${raw}' and '${Input.Paths}' is empty, so the whole site is exported into that folder, but ${why}. To export only that page, write it under \`paths:\`; if '${raw}' is the folder you want, write it as \`path: ./${raw}\` to silence this warning.`
}

async function holdsPages(folder: string): Promise<boolean> {
  const names = await readdir(folder).catch(() => [] as string[])
  return names.some((name) => name.endsWith('.mdx') || name.endsWith('.md'))
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false
  )
}

async function firstExisting(candidates: string[]): Promise<string | undefined> {
  for (const candidate of candidates) if (await exists(candidate)) return candidate
  return undefined
}

/** The value as written, with the absolute path when they differ. */
function showPath(raw: string, absolute: string): string {
  return raw === absolute ? `'${raw}'` : `'${raw}' (${absolute})`
}

/** Stats of what is at `target` (following links), or undefined when nothing is. */
async function statOrMissing(
  name: string,
  shown: string,
  target: string
): Promise<Stats | undefined> {
  try {
    return await stat(target)
  } catch (error) {
    const code = errorCode(error) ?? String(error)
    // ENOTDIR: a file stands where a folder above it should be; nonFolderAbove names it.
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
    throw new InputError(
      name,
      `${shown} cannot be checked (${code}). Fix its permissions, or choose another path.`
    )
  }
}

/** The nearest existing ancestor of `target` when it is not a folder (so nothing can be made below it). */
async function nonFolderAbove(
  name: string,
  shown: string,
  target: string
): Promise<string | undefined> {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const stats = await statOrMissing(name, shown, dir)
    if (stats) return stats.isDirectory() ? undefined : dir
    if (dir === path.dirname(dir)) return undefined
  }
}
