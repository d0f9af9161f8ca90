import { randomBytes } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes `file` whole or not at all: into a hidden file beside it, then renamed over it, so a
 * cancelled step never leaves a truncated file (a manifest the next run compares with, a report).
 */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}-${randomBytes(6).toString('hex')}`
  )
  try {
    await writeFile(temporary, text, { flag: 'wx' })
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
