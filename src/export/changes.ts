/**
 * Export mode's manifest and what changed since the previous export: the previous manifest is read
 * before the export starts (so a bad one is said at once), the new one is written once the site is
 * extracted, and the comparison goes to the outputs, the log and the summary.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as core from '@actions/core'
import type { ExportConfig } from '../action/inputs.js'
import type { RunRecord } from '../action/outputs.js'
import { counted } from '../util/duration.js'
import { pageTitle, TITLE_WINDOW } from '../util/page-title.js'
import { inert } from '../util/untrusted.js'
import type { DigestedFiles, FileDigest } from './bundle/digests.js'
import {
  changeSentence,
  hasChanges,
  ManifestComparer,
  type ManifestChanges
} from './manifest/compare.js'
import {
  manifestEntry,
  readManifest,
  writeManifest,
  type Manifest,
  type ManifestFile
} from './manifest/manifest.js'
import { writeAtomically } from '../util/write-file.js'

export const MANIFEST_FILE = 'manifest.json'
export const CHANGED_PATHS_FILE = 'changed-paths.txt'

/** The previous export's manifest to compare with, or undefined (none named, missing, unusable). */
export async function previousManifest(
  config: ExportConfig
): Promise<Manifest | 'first' | undefined> {
  const file = config.previousManifest
  if (!file) return undefined
  const shown = config.previousManifestAsWritten ?? file
  if (!config.download || !config.extract) {
    core.info(
      `previous-manifest is not compared with: only an extracted site gets a manifest (download and extract are on by default).`
    )
    return undefined
  }
  const read = await readManifest(file, config.domain)
  if ('manifest' in read) {
    core.info(
      `Comparing with the export of ${inert(read.manifest.createdAt)} (${inert(shown)}, ${counted(read.manifest.files.length, 'file')}).`
    )
    return read.manifest
  }
  if ('missing' in read) {
    core.info(
      `No previous manifest at ${inert(shown)}: this export is compared as the first (every file added).`
    )
  } else {
    core.warning(
      `previous-manifest ${inert(shown)} is not used: ${inert(read.unusable)}. This export is compared as the first (every file added); point previous-manifest at the manifest.json an earlier export of ${config.domain} wrote.`
    )
  }
  return 'first'
}

/** Files the action wrote into the site after extraction (generate-hosting-files), hashed now. */
async function* addedFiles(
  site: string,
  added: readonly string[]
): AsyncGenerator<[string, FileDigest]> {
  for (const name of added) {
    const bytes = await readFile(path.join(site, name))
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const title = /\.html?$/i.test(name)
      ? pageTitle(bytes.toString('utf8', 0, TITLE_WINDOW))
      : undefined
    yield [
      name,
      title === undefined ? { size: bytes.length, sha256 } : { size: bytes.length, sha256, title }
    ]
  }
}

/**
 * Writes `<path>/manifest.json` from the digests taken during extraction, and, when there is a
 * previous manifest (or 'first'), `<path>/changed-paths.txt` and what changed.
 */
export async function recordManifest(
  config: ExportConfig,
  jobId: string,
  digested: DigestedFiles,
  site: string,
  addedNames: readonly string[],
  previous: Manifest | 'first' | undefined,
  record: RunRecord
): Promise<void> {
  const comparer =
    previous === undefined
      ? undefined
      : new ManifestComparer(previous === 'first' ? undefined : previous)
  const noted = (entry: ManifestFile): ManifestFile => {
    comparer?.file(entry)
    return entry
  }
  // The comparison reads the entries as objects; the lines are spelled from the extraction's tables
  // (no string or object per file), as the entries come: nothing holds every file at once.
  if (comparer) for (const [name, digest] of digested) comparer.file(manifestEntry(name, digest))
  async function* more(): AsyncGenerator<ManifestFile> {
    for await (const [name, digest] of addedFiles(site, addedNames)) {
      yield noted(manifestEntry(name, digest))
    }
  }
  const file = path.join(config.path, MANIFEST_FILE)
  const count = await writeManifest(
    file,
    { domain: config.domain, jobId, exportVersion: config.exportVersion, createdAt: new Date() },
    { listed: digested.records() },
    more()
  )
  record.manifest(file)
  core.info(`Wrote ${file}: ${counted(count, 'file')} with their SHA-256.`)
  if (!comparer) return

  const changes = comparer.finish()
  const list = path.join(config.path, CHANGED_PATHS_FILE)
  await writeAtomically(list, changes.changedPaths.map((p) => `${p}\n`).join(''))
  record.changes(changes, list)
  logChanges(changes, config.domain)
}

function logChanges(changes: ManifestChanges, domain: string): void {
  core.info(`${changeSentence(changes)}.`)
  if (!changes.since || !hasChanges(changes)) return
  core.startGroup(`Changed pages of ${domain}`)
  for (const [kind, list] of Object.entries(changes.pages)) {
    for (const page of list) core.info(`${kind}: ${inert(page.url)} (${inert(page.path)})`)
  }
  const { added, removed, changed } = changes.otherFiles
  core.info(`other files: ${changed} changed, ${added} added, ${removed} removed`)
  core.info(
    `${counted(changes.changedPaths.length, 'URL path')} to invalidate, in ${CHANGED_PATHS_FILE}.`
  )
  core.endGroup()
}
