/** What changed between two exports of one site, from their manifests. */
import { counted, formatMoment } from '../../util/duration.js'
import { inert } from '../../util/untrusted.js'
import type { Manifest, ManifestFile } from './manifest.js'
import { servedPaths } from './served-paths.js'

export interface ChangedPage {
  /** The file, as the manifest lists it. */
  path: string
  /** Where the site serves it. */
  url: string
  title?: string
}

export interface ManifestChanges {
  /** When the export compared with was extracted (its manifest's createdAt); undefined: none. */
  since?: string
  pages: { added: ChangedPage[]; removed: ChangedPage[]; changed: ChangedPage[] }
  /** Files that are no pages (styles, scripts, images, data), counted. */
  otherFiles: { added: number; removed: number; changed: number }
  /** Every URL path that shows a changed, added or removed file, sorted, each once. */
  changedPaths: string[]
}

export function hasChanges(changes: ManifestChanges): boolean {
  return changes.changedPaths.length > 0
}

function page(file: ManifestFile): ChangedPage | undefined {
  if (file.url === undefined) return undefined
  return file.title === undefined
    ? { path: file.path, url: file.url }
    : { path: file.path, url: file.url, title: file.title }
}

/**
 * Compares an export's files, as they come, with `previous` (undefined: the first export, where
 * every file is added). A page is a file the manifest gives a URL; a renamed file is one removed
 * and one added. Only the previous manifest and what changed are held, not the new files.
 */
export class ManifestComparer {
  private readonly before = new Map<string, ManifestFile>()
  private readonly paths = new Set<string>()
  private readonly changes: ManifestChanges

  constructor(previous: Manifest | undefined) {
    for (const file of previous?.files ?? []) this.before.set(file.path, file)
    this.changes = {
      since: previous?.createdAt,
      pages: { added: [], removed: [], changed: [] },
      otherFiles: { added: 0, removed: 0, changed: 0 },
      changedPaths: []
    }
  }

  file(file: ManifestFile): void {
    const old = this.before.get(file.path)
    this.before.delete(file.path)
    if (!old) this.note(file, 'added')
    else if (old.sha256 !== file.sha256 || old.size !== file.size) this.note(file, 'changed')
  }

  finish(): ManifestChanges {
    for (const old of this.before.values()) this.note(old, 'removed')
    this.before.clear()
    const { pages } = this.changes
    for (const list of [pages.added, pages.removed, pages.changed]) {
      list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    }
    this.changes.changedPaths = [...this.paths].sort()
    return this.changes
  }

  private note(file: ManifestFile, kind: 'added' | 'removed' | 'changed'): void {
    for (const served of servedPaths(file.path)) this.paths.add(served)
    const asPage = page(file)
    if (asPage) this.changes.pages[kind].push(asPage)
    else this.changes.otherFiles[kind]++
  }
}

/** compareManifests of two whole manifests. */
export function compareManifests(previous: Manifest | undefined, next: Manifest): ManifestChanges {
  const comparer = new ManifestComparer(previous)
  for (const file of next.files) comparer.file(file)
  return comparer.finish()
}

/** `12 pages changed, 2 added, 1 removed since the export of 26 Nov 2026, 07:40 UTC`. */
export function changeSentence(changes: ManifestChanges, now = Date.now()): string {
  const { pages, otherFiles } = changes
  const since = changes.since
    ? ` since the export of ${formatMoment(changes.since, now) ?? inert(changes.since)}`
    : ''
  if (!changes.since) {
    return `First export compared: ${counted(pages.added.length, 'page')} and ${counted(otherFiles.added, 'other file')}, all new`
  }
  if (!hasChanges(changes)) return `No change${since}`
  const others = otherFiles.added + otherFiles.removed + otherFiles.changed
  return `${counted(pages.changed.length, 'page')} changed, ${pages.added.length} added, ${pages.removed.length} removed${since}; ${counted(others, 'other file')} changed, added or removed`
}
