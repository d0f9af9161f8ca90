/**
 * What export mode's `path` and `values-file` name on disk, checked before any request: without
 * these checks a folder in the way of a file (or the reverse) and a broken values file show only
 * after the export job has run and the bundle was downloaded, as EISDIR or EEXIST.
 */
import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Input } from '../action/constants.js'
import { errorCode, errorMessage } from '../util/errors.js'
import { InputError } from '../action/input-values.js'
import type { ExportConfig } from '../action/inputs.js'

/** Throws an InputError naming `path` or `values-file` when the export could not write there. */
export async function checkExportFiles(
  config: Pick<
    ExportConfig,
    'download' | 'path' | 'pathAsWritten' | 'valuesFile' | 'valuesFileAsWritten'
  >
): Promise<void> {
  // Only a download writes into `path`; without one the folder is never touched.
  if (config.download) await checkFolder(config.pathAsWritten, config.path)
  if (config.valuesFile) {
    await checkValuesFile(config.valuesFileAsWritten ?? config.valuesFile, config.valuesFile)
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
