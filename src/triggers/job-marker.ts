/**
 * The hidden line that ties a conversation on GitHub to an agent job: written into the action's own
 * comments (the sticky reply, the note on the agent's pull request), read back to send a later
 * request to the same job. Only comments written by a bot account are read (see github.ts), so a
 * person cannot point the action at a job of their choosing.
 */

const PREFIX = '<!-- mintlify-admin-action:job'

/** Agent job ids as the API writes them; anything else in a marker is refused. */
const JOB_ID = /^[A-Za-z0-9_-]{1,100}$/
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/

export function jobMarker(jobId: string, repository: string): string {
  return `${PREFIX} id=${jobId} repo=${repository} -->`
}

export type MarkerReading =
  | { kind: 'job'; jobId: string }
  /** A marker that is malformed or names another repository: ignored, with a notice. */
  | { kind: 'ignored'; why: string }

/** The job markers in a comment's body, each read against the repository the workflow runs in. */
export function readJobMarkers(body: string, repository: string): MarkerReading[] {
  const readings: MarkerReading[] = []
  for (const line of body.split('\n')) {
    if (!line.startsWith(PREFIX)) continue
    const match = /^<!-- mintlify-admin-action:job id=(\S+) repo=(\S+) -->$/.exec(line.trim())
    if (!match || !JOB_ID.test(match[1] ?? '') || !REPOSITORY.test(match[2] ?? '')) {
      readings.push({ kind: 'ignored', why: 'it is malformed' })
    } else if (match[2]?.toLowerCase() !== repository.toLowerCase()) {
      readings.push({ kind: 'ignored', why: `it names a job of another repository (${match[2]})` })
    } else {
      readings.push({ kind: 'job', jobId: match[1] as string })
    }
  }
  return readings
}
