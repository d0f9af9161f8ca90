// The texts of the replies on GitHub, pinned whole: a change of wording shows in review as a diff
// of these snapshots. The behaviour around them (when each is posted) is comment-trigger.test.ts's.
import { describe, expect, it } from '@jest/globals'
import type { AgentOutcome } from '../../src/action/outcomes.js'
import {
  cancelledText,
  errorText,
  MERGED_WORDS,
  outcomeText,
  usageText,
  workingText
} from '../../src/triggers/reply-texts.js'

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
         "comment": "✅ Job \`job_9\` completed with no changes: the agent opened no pull request.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "✅ No docs changes needed: job \`job_9\` found the docs already cover this change.",
       },
       "pending": {
         "comment": "🚀 Started job \`job_9\`; this step does not wait for it (\`wait: false\`). Follow it with \`job-id: job_9\`.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "🚀 Started job \`job_9\`; this step does not wait for it (\`wait: false\`). Follow it with \`job-id: job_9\`.",
       },
       "pr": {
         "comment": "✅ Done: the agent opened <https://github.com/acme/docs/pull/5> (job \`job_9\`).

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "✅ Done: the agent opened <https://github.com/acme/docs/pull/5> (job \`job_9\`).",
       },
       "timeout": {
         "comment": "⏳ Job \`job_9\` was still running (status \`active\`) when the step's timeout ran out. It keeps running at Mintlify and opens its pull request when it finishes; to wait for it, run the action with \`job-id: job_9\` and no prompt, or raise \`timeout\`.

     [Workflow run](https://github.com/acme/app/actions/runs/777)",
         "merged": "⏳ Job \`job_9\` was still running (status \`active\`) when the step's timeout ran out. It keeps running at Mintlify and opens its pull request when it finishes; to wait for it, run the action with \`job-id: job_9\` and no prompt, or raise \`timeout\`.",
       },
     }
    `)
  })

  it('says a cancelled run leaves the job running, or that none was confirmed', () => {
    expect(cancelledText('job_9', RUN)).toMatchInlineSnapshot(`
     "⏹️ The workflow run was cancelled, but agent job \`job_9\` keeps running at Mintlify and opens its pull request when it finishes. To wait for it, run the action with \`job-id: job_9\` and no prompt.

     [Workflow run](https://github.com/acme/app/actions/runs/777)"
    `)
    expect(cancelledText(undefined)).toMatchInlineSnapshot(
      `"⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again."`
    )
  })

  it('keeps an error message inside its code block', () => {
    const text = errorText('bad ``` `` text', 'job_1')
    expect(text).toContain('````text\nbad ``` `` text\n````')
    expect(text).toContain('(job `job_1`)')
    expect(errorText("Input 'mode': is empty.", undefined, RUN)).toMatchInlineSnapshot(`
     "❌ The run failed:

     \`\`\`text
     Input 'mode': is empty.
     \`\`\`

     [Workflow run](https://github.com/acme/app/actions/runs/777)"
    `)
  })
})
