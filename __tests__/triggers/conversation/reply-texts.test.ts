// The texts of the replies on GitHub, pinned whole: a change of wording shows in review as a diff
// of these snapshots. The behaviour around them (when each is posted) is comment-trigger.test.ts's.
import { describe, expect, it } from '@jest/globals'
import type { Element } from 'domhandler'
import type { AgentOutcome } from '../../../src/action/outcomes.js'
import { all, render, text } from '../../../__fixtures__/gfm.js'
import {
  cancelledText,
  errorText,
  MERGED_WORDS,
  outcomeText,
  usageText,
  workingText
} from '../../../src/triggers/conversation/reply-texts.js'

const RUN = 'https://github.com/acme/app/actions/runs/777'
const job = { id: 'job_9', status: 'active', prLink: 'https://github.com/acme/docs/pull/5' }

describe('reply texts', () => {
  it('answers a trigger with no request with the usage line', () => {
    expect(usageText('/docs-agent')).toMatchInlineSnapshot(
      `"Usage: \`/docs-agent <what the docs agent should do>\`, e.g. \`/docs-agent Document the new retry option\`. The rest of the comment, on any number of lines, is the request."`
    )
  })

  it('says the job started, with the run link when there is one', () => {
    expect(workingText(job, RUN)).toMatchInlineSnapshot(`
     "👀 Working on it: Mintlify agent job \`job_9\` started. This comment is updated when it ends.

     [Workflow run](https://github.com/acme/app/actions/runs/777)"
    `)
    expect(workingText({}, undefined)).toMatchInlineSnapshot(
      `"👀 Working on it: Mintlify agent job \`unknown\` started. This comment is updated when it ends."`
    )
  })

  it('words each outcome, for a comment and for a merged pull request', () => {
    const results = ['pr', 'no-pr', 'archived', 'failed', 'timeout', 'pending'] as const
    const texts = Object.fromEntries(
      results.map((result) => {
        const outcome: AgentOutcome = { job, result }
        return [
          result,
          {
            comment: outcomeText(outcome, undefined, RUN),
            merged: outcomeText(outcome, MERGED_WORDS)
          }
        ]
      })
    )
    expect(texts).toMatchInlineSnapshot(`
     {
       "archived": {
         "comment": "⚠️ Job \`job_9\` was archived before it finished; no pull request was made.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "⚠️ Job \`job_9\` was archived before it finished; no pull request was made.",
       },
       "failed": {
         "comment": "❌ Job \`job_9\` failed. The API gives no reason: open the job in the Mintlify dashboard, then comment again to retry.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "❌ Job \`job_9\` failed. The API gives no reason: open the job in the Mintlify dashboard, then re-run the workflow to retry.",
       },
       "no-pr": {
         "comment": "✅ Job \`job_9\` finished without a pull request: either nothing changed, or Mintlify committed to the deployment branch directly (docs hosted by Mintlify).

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "✅ Job \`job_9\` finished without a pull request: either nothing changed, or Mintlify committed to the deployment branch directly (docs hosted by Mintlify).",
       },
       "pending": {
         "comment": "🚀 Started job \`job_9\`. This workflow does not wait for it; the agent opens its pull request when it finishes.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "🚀 Started job \`job_9\`. This workflow does not wait for it; the agent opens its pull request when it finishes.",
       },
       "pr": {
         "comment": "✅ Done: the agent opened <https://github.com/acme/docs/pull/5> (job \`job_9\`).

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "✅ Done: the agent opened <https://github.com/acme/docs/pull/5> (job \`job_9\`).",
       },
       "timeout": {
         "comment": "⏳ This workflow stopped waiting for job \`job_9\` (status \`active\`) when its time limit ran out. It keeps running at Mintlify and opens its pull request when it finishes: nothing needs doing, watch for the pull request. To ask for something else, comment again.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "⏳ This workflow stopped waiting for job \`job_9\` (status \`active\`) when its time limit ran out. It keeps running at Mintlify and opens its pull request when it finishes: nothing needs doing, watch for the pull request. To ask for something else, comment again.",
       },
     }
    `)
  })

  it('says a cancelled run leaves the job running, or that none was confirmed', () => {
    expect(cancelledText('job_9', RUN)).toMatchInlineSnapshot(`
     "⏹️ The workflow run was cancelled, but job \`job_9\` was already started. It keeps running at Mintlify and opens its pull request when it finishes: nothing needs doing, watch for the pull request. To ask for something else, comment again.

     [Workflow run](https://github.com/acme/app/actions/runs/777)"
    `)
    expect(cancelledText(undefined)).toMatchInlineSnapshot(
      `"⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again."`
    )
  })

  it('writes an error as wrapping prose: what happened, what to do, then details', () => {
    expect(
      errorText(
        'Creating the agent job failed with HTTP 401: Unauthorized. Check that `api-key` holds a current key.',
        undefined,
        RUN
      )
    ).toMatchInlineSnapshot(`
     "❌ **The docs agent could not finish this request.** Creating the agent job failed with HTTP 401\\: Unauthorized\\.

     **What to do:** Check that \`api-key\` holds a current key\\.

     <details><summary>Details</summary>

     No job was started. The [workflow run](https://github.com/acme/app/actions/runs/777)'s log has every request and answer.

     </details>"
    `)
  })
})

/** The replies a commenter can get, as GitHub shows them. */
const REPLIES: [string, string][] = [
  ['usage', usageText('/docs-agent')],
  ['working', workingText(job, RUN)],
  ...(['pr', 'no-pr', 'archived', 'failed', 'timeout', 'pending'] as const).map(
    (result): [string, string] => [result, outcomeText({ job, result }, undefined, RUN)]
  ),
  ['cancelled', cancelledText('job_9', RUN)],
  [
    'a 230-character error',
    errorText(
      `Creating the agent job failed with HTTP 403: ${'Forbidden by policy '.repeat(8)}. The key is not allowed to do this: a key restricted to read scope, or an IP allowlist that excludes the runner.`,
      'job_1',
      RUN
    )
  ]
]

describe('replies as GitHub shows them', () => {
  it.each(REPLIES)('%s: the verdict comes first, and nothing is cut off', (_, reply) => {
    const { blocks } = render(reply)
    expect(blocks[0]?.name).toBe('p')
    expect(text(blocks[0] as Element)).toMatch(/^(Usage|👀|✅|⚠️|❌|⏳|🚀|⏹️)/u)
    // <pre> does not wrap on GitHub: a long line is cut on a phone.
    expect(all(blocks, 'pre')).toEqual([])
  })

  it('keeps the fix in view and the details folded', () => {
    const { blocks } = render(REPLIES.at(-1)?.[1] ?? '')
    expect(text(blocks[1] as Element)).toMatch(/^What to do: The key is not allowed/)
    const details = all(blocks, 'details')
    expect(details).toHaveLength(1)
    expect(text(details)).toContain('Job job_1.')
  })

  it('never lets server text in an error become a link, a mention, markup or a heading', () => {
    const hostile =
      'Failed: [click](https://evil.example) www.evil.example @octocat #12 <img src=x> **bold** ``` \n# Heading'
    const { blocks, html } = render(errorText(hostile, undefined, RUN))
    expect(all(blocks, 'a').map((a) => a.attribs.href)).toEqual([RUN])
    expect(all(blocks, 'img')).toEqual([])
    expect(all(blocks, 'strong').map((b) => text(b))).not.toContain('bold')
    expect(all(blocks, 'h1')).toEqual([])
    // GitHub finds mentions and references in the rendered text: a word joiner keeps them apart.
    expect(html).toContain('@\u2060octocat #\u206012 &lt;img src=x&gt;')
    expect(text(blocks)).not.toMatch(/[@#]\w/)
  })
})
