import { describe, expect, it } from '@jest/globals'
import { summaryRows } from '../../src/action/summary.js'

describe('summaryRows', () => {
  it('lists what the agent run did, in order, leaving out what is unknown', () => {
    const rows = summaryRows(
      {
        mode: 'agent',
        jobId: 'j1',
        status: 'completed',
        prLink: '',
        model: 'm',
        source: 'repo @ main'
      },
      65_000
    )
    expect(rows).toEqual([
      ['Mode', 'agent'],
      ['Job ID', '<code>j1</code>'],
      ['Status', 'completed'],
      ['PR link', 'none'],
      ['Model', 'm'],
      ['Source', 'repo @ main'],
      ['Duration', '1m 05s']
    ])
  })

  it('escapes server text so it cannot inject markup into the job page', () => {
    const rows = summaryRows(
      { mode: 'agent', error: '<img src=x onerror=alert(1)>', prLink: 'javascript:alert(1)' },
      10
    )
    expect(rows).toContainEqual(['Error', '&#60;img src=x onerror=alert(1)&#62;'])
    expect(rows).toContainEqual(['PR link', 'javascript:alert(1)'])
  })

  it('shows export figures in readable units', () => {
    const rows = summaryRows({ mode: 'export', bundleSizeBytes: 18_432_000, pageCount: 128 }, 10)
    expect(rows).toContainEqual(['Bundle size', '17.6 MiB'])
    expect(rows).toContainEqual(['Pages', '128'])
  })
})
