import { rename, rm } from 'node:fs/promises'
import path from 'node:path'

/** Names inside the `path` input; staging names start with a dot and live next to them. */
/** The archive's name by its format (a zip is kept as one). */
const ARCHIVE_NAMES = { gzip: 'bundle.tar.gz', zip: 'bundle.zip' } as const
const SITE_DIR = 'site'

/**
 * Puts a whole, checked download in place: the site first (see replaceFolder), then the archive,
 * so `archive-path` never names a bundle whose site is not the one in `extract-path`.
 */
export async function installBundle(
  download: { partial: string | undefined; staging: string | undefined; format?: 'gzip' | 'zip' },
  folder: string,
  token: string
): Promise<{ archivePath?: string; extractPath?: string }> {
  const extractPath = download.staging ? path.join(folder, SITE_DIR) : undefined
  if (extractPath && download.staging) await replaceFolder(download.staging, extractPath, token)
  if (!download.partial) return { extractPath }
  const archivePath = path.join(folder, ARCHIVE_NAMES[download.format ?? 'gzip'])
  await rename(download.partial, archivePath)
  // The other format's archive of an earlier run would sit beside it as if it were this one.
  const other = ARCHIVE_NAMES[download.format === 'zip' ? 'gzip' : 'zip']
  await rm(path.join(folder, other), { force: true })
  return { archivePath, extractPath }
}

/**
 * Puts `staging` at `target`, replacing an earlier site: old aside, new in, old removed. Each step is
 * a rename within one folder, so `target` is at every moment either the whole old site or the whole
 * new one, never a mix, and a failure puts the old one back.
 */
export async function replaceFolder(staging: string, target: string, token: string): Promise<void> {
  const aside = path.join(path.dirname(target), `.old-${path.basename(target)}-${token}`)
  let moved = false
  try {
    await rename(target, aside)
    moved = true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  try {
    await rename(staging, target)
  } catch (error) {
    if (moved) await rename(aside, target).catch(() => undefined)
    throw error
  }
  if (moved) await rm(aside, { recursive: true, force: true })
}

/**
 * Waits for `work` at most `ms`; false when it was still running then (it goes on in the
 * background). Cleanup of a refused bundle of many files must not keep the step past its timeout.
 */
export async function finishesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
    timer.unref()
  })
  try {
    return await Promise.race([work.then(() => true), late])
  } finally {
    clearTimeout(timer)
  }
}
