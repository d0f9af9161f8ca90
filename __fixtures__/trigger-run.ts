/**
 * The comment trigger run as the runner runs it, in this process: an emulator of the Admin API, a
 * loopback GitHub API, and a webhook payload from `events/` (or one derived from it).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmulator, type Emulator, type EmulatorOptions } from '../emulator/server.js'
import { startGitHubApi, type GitHubApi, type GitHubApiOptions } from './github-api.js'
import { runInProcess } from './in-process.js'

export const EVENTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'events')
export const TRIGGER_TOKEN = 'ghs_comment_trigger_token'
export const TRIGGER_API_KEY = 'mint_comment_trigger_key'

export function eventFixture(name: string): string {
  return path.join(EVENTS, `${name}.json`)
}

/** A payload of `events/` with some fields replaced (another comment on the same thread, say). */
export async function derivedEvent(
  name: string,
  change: (payload: Record<string, unknown>) => void
): Promise<string> {
  const payload = JSON.parse(await readFile(eventFixture(name), 'utf8')) as Record<string, unknown>
  change(payload)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'event-'))
  const file = path.join(dir, `${name}.json`)
  await writeFile(file, JSON.stringify(payload))
  return file
}

export interface TriggerSetup {
  emulator: Emulator
  github: GitHubApi
  close(): Promise<void>
}

export async function startTriggerSetup(
  options: { github?: GitHubApiOptions; agent?: Partial<EmulatorOptions> } = {}
): Promise<TriggerSetup> {
  const emulator = await startEmulator({
    apiKey: TRIGGER_API_KEY,
    ...options.agent,
    contract: true,
    agent: { durationMs: 300, ...options.agent?.agent }
  })
  const github = await startGitHubApi(options.github)
  return {
    emulator,
    github,
    close: async () => {
      await Promise.all([emulator.close(), github.close()])
    }
  }
}

/** Runs the action on an event: a fixture's name, or a payload file (derivedEvent). */
export function runTrigger(
  { emulator, github }: Pick<TriggerSetup, 'emulator' | 'github'>,
  event: string,
  options: { eventName?: string; inputs?: Record<string, string> } = {}
): ReturnType<typeof runInProcess> {
  return runInProcess(
    {
      mode: 'agent',
      'api-key': TRIGGER_API_KEY,
      'base-url': emulator.url,
      'project-id': 'proj_1',
      'poll-interval': '0.2',
      'github-token': TRIGGER_TOKEN,
      ...options.inputs
    },
    {
      GITHUB_EVENT_NAME: options.eventName ?? 'issue_comment',
      GITHUB_EVENT_PATH: event.includes('/') ? event : eventFixture(event),
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: github.url,
      // GitHub's back-off unit and write spacing, 1 s in use: shortened for the tests.
      MINTLIFY_ACTION_TEST_GITHUB_BACKOFF_MS: '10',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '777'
    }
  )
}

/**
 * A plain `prompt` step that opens the docs pull request #50 in the workflow's repository (the
 * emulator's `prLink`): the conversation later requests continue. Returns the job id.
 */
export async function openAgentPr(
  setup: Pick<TriggerSetup, 'emulator' | 'github'>
): Promise<string> {
  const run = await runTrigger(setup, 'pr-comment', {
    eventName: 'workflow_dispatch',
    inputs: { prompt: 'Document the retry option' }
  })
  if (run.exitCode !== undefined)
    throw new Error(`the run that opens the pull request failed:\n${run.log}`)
  return run.outputs['job-id'] ?? 'missing'
}

/** The bodies of the comments on issue or pull request `issue`, oldest first. */
export function commentsOn(setup: Pick<TriggerSetup, 'github'>, issue: number): string[] {
  return setup.github.comments.filter((c) => c.issueNumber === issue).map((c) => c.body)
}
