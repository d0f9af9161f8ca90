import { rename, rm } from 'node:fs/promises'
import path from 'node:path'

/** Names inside the `path` input; staging names start with a dot and live next to them. */
const ARCHIVE_NAME = 'bundle.tar.gz'
const SITE_DIR = 'site'

/**
 * Puts a whole, checked download in place: the site first (see replaceFolder), then the archive,
 * so `archive-path` never names a bundle whose site is not the one in `extract-path`.
 */
export async function installBundle(
  download: { partial: string; staging: string | undefined },
  folder: string,
  token: string
): Promise<{ archivePath: string; extractPath?: string }> {
  const archivePath = path.join(folder, ARCHIVE_NAME)
  const extractPath = download.staging ? path.join(folder, SITE_DIR) : undefined
  if (extractPath && download.staging) await replaceFolder(download.staging, extractPath, token)
  await rename(download.partial, archivePath)
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
