import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isMap, isScalar, parseDocument, Scalar, type Document } from 'yaml'

export interface StaticExportValues {
  bundleUrl: string
  /** Written as `staticExport.version` only when given. */
  version?: string
}

/**
 * Merges `staticExport.enabled/bundleUrl/version` into a Helm values file through the `yaml` Document
 * API, so every other key and every comment stays as the user wrote it. A missing file is created.
 * The new text replaces the old one by rename, so a failed write never leaves half a file.
 */
export async function updateHelmValues(file: string, values: StaticExportValues): Promise<void> {
  let text = ''
  let mode: number | undefined
  try {
    text = await readFile(file, 'utf8')
    mode = (await stat(file)).mode & 0o7777
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }

  const doc = parseHelmValues(file, text)
  doc.setIn(['staticExport', 'enabled'], true)
  setQuoted(doc, ['staticExport', 'bundleUrl'], values.bundleUrl)
  // Quoted so Helm's YAML reader keeps a label like 2024-06-01 or 1.10 a string, not a date or number.
  if (values.version !== undefined) setQuoted(doc, ['staticExport', 'version'], values.version)

  await mkdir(path.dirname(file), { recursive: true })
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`
  )
  try {
    // lineWidth 0: a presigned link is long, and folding it would only make the diff unreadable.
    await writeFile(temp, doc.toString({ lineWidth: 0, flowCollectionPadding: false }), {
      mode: 0o644
    })
    if (mode !== undefined) await chmod(temp, mode)
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

/**
 * Parses the text of a values file and checks that `staticExport` can be merged into it, or throws a
 * message naming the file. Exported so the inputs can refuse a broken file before any request.
 */
export function parseHelmValues(file: string, text: string): Document {
  const doc: Document = parseDocument(text)
  if (doc.errors.length > 0) {
    throw new Error(
      `The values file ${file} is not valid YAML (${doc.errors[0]?.message.split('\n')[0]?.replace(/:$/, '')}). Fix it or point values-file at another file.`
    )
  }
  if (doc.contents === null) doc.contents = doc.createNode({})
  if (!isMap(doc.contents)) {
    throw new Error(
      `The values file ${file} does not hold a mapping at its top level, so staticExport cannot be added to it. Make the top level 'key: value' lines, or point values-file at another file.`
    )
  }
  const section = doc.get('staticExport', true)
  if (section !== undefined && !isMap(section)) {
    if (isScalar(section) && section.value === null) {
      doc.set('staticExport', doc.createNode({}))
    } else {
      throw new Error(
        `In the values file ${file}, staticExport is not a mapping. Make it one (or remove it) so enabled, bundleUrl and version can be set.`
      )
    }
  }
  return doc
}

// An existing scalar is updated in place, so a comment attached to it stays.
function setQuoted(doc: Document, keys: string[], value: string): void {
  const existing = doc.getIn(keys, true)
  if (isScalar(existing)) {
    existing.value = value
    existing.type = 'QUOTE_DOUBLE'
    return
  }
  const node = new Scalar(value)
  node.type = 'QUOTE_DOUBLE'
  doc.setIn(keys, node)
}
