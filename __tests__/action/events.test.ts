import { describe, expect, it } from '@jest/globals'
import { chooseRun, promptFromEvent } from '../../src/action/events.js'

describe('chooseRun', () => {
  const agent = (prompt: string, jobId?: string) => ({ mode: 'agent' as const, prompt, jobId })

  // [inputs, event, flow]
  it.each([
    [agent(''), 'issue_comment', 'comment'],
    [agent(''), 'pull_request_review_comment', 'comment'],
    [agent(''), 'pull_request_review', 'comment'],
    [agent('Do it'), 'issue_comment', 'agent'],
    [agent('', 'job_1'), 'issue_comment', 'agent'],
    [agent(''), 'pull_request', 'merged-pr'],
    [agent('Document it this way'), 'pull_request_target', 'merged-pr'],
    [agent('', 'job_1'), 'pull_request', 'agent'],
    [agent('Do it'), 'push', 'agent'],
    [agent('', 'job_1'), 'workflow_dispatch', 'agent'],
    [{ mode: 'export' as const }, 'issue_comment', 'export'],
    [{ mode: 'export' as const }, 'pull_request', 'export']
  ])('%j on %s runs the %s flow', (config, event, kind) => {
    const choice = chooseRun(config, event)
    expect(choice.kind).toBe(kind)
    expect(choice.config).toBe(config)
  })
})

describe('promptFromEvent', () => {
  it('lets comments, reviews, labelled issues and pull requests stand in for the prompt, nothing else', () => {
    expect(
      [
        'issue_comment',
        'issues',
        'pull_request_review_comment',
        'pull_request_review',
        'pull_request',
        'pull_request_target'
      ].every(promptFromEvent)
    ).toBe(true)
    expect(['push', 'workflow_dispatch', 'label', ''].some(promptFromEvent)).toBe(false)
  })
})
