/**
 * Writes what `host` needs (hosts.ts) for the extracted site: the host's file in the folder it
 * publishes, or beside it (nginx, S3), and the static pages that stand for redirects the host cannot
 * express. An export's own file of the same name is kept, and said.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { writeAtomically } from '../../util/write-file.js'
import { hostPlan, type Host } from './hosts.js'
import type { RedirectTable } from './pattern.js'
import { writeRedirectPages } from './static-pages.js'

export interface HostWritten {
  host: Host
  /** Absolute paths of the host's files that were written. */
  files: string[]
  /** Files written into the site (host files and redirect pages), relative to it: the manifest lists them. */
  siteFiles: string[]
  /** Redirects that became static pages. */
  pages: number
  /** Redirects left out, each with why; and exact ones whose page the export already has. */
  leftOut: { source: string; why: string }[]
  /** The export's own files of the host's names, kept. */
  kept: string[]
  statusNote?: string
}

export async function writeHostFiles(
  host: Host,
  site: string,
  folder: string,
  redirects: RedirectTable
): Promise<HostWritten> {
  const plan = hostPlan(host, redirects)
  const written: HostWritten = {
    host,
    files: [],
    siteFiles: [],
    pages: 0,
    leftOut: [],
    kept: [],
    statusNote: plan.statusNote
  }
  for (const file of plan.files) {
    const target = path.join(file.where === 'site' ? site : folder, file.name)
    if (file.where === 'site' && existsSync(target)) {
      written.kept.push(file.name)
      continue
    }
    await writeAtomically(target, file.text)
    written.files.push(target)
    if (file.where === 'site') written.siteFiles.push(file.name)
  }
  const pages = await writeRedirectPages(site, plan.pages)
  written.pages = pages.written.length
  written.siteFiles.push(...pages.written)
  for (const skipped of pages.skipped) {
    written.leftOut.push({ source: skipped.redirect.source, why: 'the export has a page there' })
  }
  for (const { redirect, why } of plan.leftOut)
    written.leftOut.push({ source: redirect.redirect.source, why })
  return written
}
