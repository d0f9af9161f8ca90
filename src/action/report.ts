import type { Mode } from './constants.js'
import type { AutomationRun, DeploymentStatus } from '../api/api.js'
import type { SiteCheckResult } from '../export/site-check/result.js'
import type { ManifestChanges } from '../export/manifest/compare.js'
import type { HostWritten } from '../export/hosting/write-host.js'

/** What the run did, filled in by the flows as they go and rendered into the job summary at the end. */
export interface RunReport {
  mode?: Mode
  jobId?: string
  status?: string
  prLink?: string
  model?: string
  /** The repository and branch the agent works on. */
  source?: { repository?: string; ref?: string }
  domain?: string
  /** Export mode: the page paths asked for; empty means every page. */
  paths?: string[]
  pageCount?: number
  bundleSizeBytes?: number
  bundleExpiresAt?: string
  archivePath?: string
  extractPath?: string
  valuesFile?: string
  /** Why the step failed, when it did. */
  error?: string
  /** Export mode: what the check of the extracted site found. */
  siteCheck?: SiteCheckResult
  /** Export mode: allowed-hosts was set, so other hosts are checked, not only listed. */
  hostsEnforced?: boolean
  /** Export mode: the files generate-hosting-files added to the site. */
  hostingFiles?: string[]
  /** Export mode, with `host`: what was written for it. */
  host?: HostWritten
  /** Export mode: where site-check.json was written. */
  siteCheckReport?: string
  /** Export mode: where manifest.json was written. */
  manifest?: string
  /** Export mode, with previous-manifest: what changed since that export. */
  changes?: ManifestChanges
  /** Set when the event did not ask for a run (comment trigger). */
  skipped?: string
  /** How the flow ended (an outcome's `result`); absent when it threw. */
  result?: string
  /** A follow-up in a conversation: the job's pull request before it ('' when it had none). */
  previousPr?: string
  /** Where the reply on GitHub should have been, when GitHub refused it to the end. */
  replyMissing?: string
  /** What was removed from GitHub's text before it entered the agent's prompt. */
  promptRemoved?: string
  /** Who asked for the run on GitHub (comment trigger, merged pull request). */
  request?: RunRequest
  /** Deploy and preview modes: the status followed, and what it said last. */
  deployment?: { statusId: string; previewUrl?: string; status?: DeploymentStatus }
  /** Automation mode: the run that was queued. */
  automation?: AutomationRun
  /** Preview mode: what became of the GitHub deployment and comment (a sentence), when not all went well. */
  previewOnGitHub?: string
  /** Deploy and preview modes: the branch previewed. */
  branch?: string
}

/** Where on GitHub a run was asked for; links are checked when rendered. */
export interface RunRequest {
  /** `comment on pull request #12`, `merged pull request #7`. */
  what: string
  url?: string
  /** A GitHub login. */
  by?: string
  byUrl?: string
}
