import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SiteChecker, type SiteCheckResult } from '../src/export/site-check/check.js'
import type { LinkPatterns } from '../src/export/site-check/ignore.js'
import type { RedirectTable } from '../src/export/hosting/pattern.js'

/**
 * Every regular file under `root`, relative and `/`-separated, and their total size: what a listing
 * of an extracted site finds on disk (the action takes this list from the archive instead).
 */
export async function listSiteFiles(root: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = []
  let bytes = 0
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    files.push(path.relative(root, full).split(path.sep).join('/'))
    bytes += (await stat(full)).size
  }
  return { files, bytes }
}

/** Checks a site folder as export mode checks a bundle: each file offered to the checker, then the list. */
export async function checkSiteOnDisk(
  root: string,
  siteHost?: string,
  ignore?: LinkPatterns,
  redirects?: RedirectTable
): Promise<SiteCheckResult> {
  const checker = new SiteChecker(siteHost)
  const { files, bytes } = await listSiteFiles(root)
  for (const file of files) {
    const content = await readFile(path.join(root, file))
    const reader = checker.open(file, content.length)
    reader?.data(content)
    reader?.end()
  }
  return checker.finish(files, bytes, ignore, redirects)
}

/** Writes `files` (relative path -> content) under `root`, making their folders. */
export async function writeSite(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), text)
  }
}
