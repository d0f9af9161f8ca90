import { describe, expect, it } from '@jest/globals'
import { summaryHtml } from '../../src/action/summary.js'
import type { RunReport } from '../../src/action/report.js'
import { all, render, text } from '../../__fixtures__/gfm.js'

const status = {
  id: 's1',
  status: 'success',
  summary: 'Deployed <img src=x onerror=alert(1)> **now**',
  logs: [],
  logCount: 0,
  subdomain: 'acme',
  author: { name: '@everyone' },
  commit: {
    sha: '4f1c2a9e8b7d6c5f4e3d',
    ref: 'main',
    message: 'Fix [a link](https://evil.example)\nsecond line',
    filesChanged: {
      added: Array.from({ length: 12 }, (_, i) => `new-${i}.mdx`),
      modified: ['docs.json'],
      removed: []
    }
  }
}

describe('the summary of deploy, preview and automation modes', () => {
  it('leads with the verdict and the deployed site, on the custom domain when set', () => {
    const report: RunReport = {
      mode: 'deploy',
      result: 'success',
      domain: 'docs.acme.dev',
      deployment: { statusId: 's1', status }
    }
    const html = summaryHtml(report, 61_000, Date.now())
    expect(html).toMatch(
      /^<h3>✅ Deployment succeeded: <a href="https:\/\/docs\.acme\.dev\/">docs\.acme\.dev<\/a><\/h3>/
    )
    const { blocks } = render(html)
    const shown = text(blocks)
    // Server text is shown as text: no element, no emphasis, no link is made from it.
    expect(shown).toContain('Deployed <img src=x onerror=alert(1)> **now**')
    expect(shown).toContain('“Fix [a link](https://evil.example)” by @everyone')
    expect(all(blocks, 'img')).toEqual([])
    expect(all(blocks, 'a').map((a) => a.attribs.href)).toEqual([
      'https://docs.acme.dev/',
      'https://docs.acme.dev/'
    ])
    expect(shown).toContain('new-9.mdx and 2 more files')
    expect(shown).not.toContain('new-10.mdx')
  })

  it('links the mintlify.app subdomain without a domain, and the preview in preview mode', () => {
    const deploy = summaryHtml(
      { mode: 'deploy', result: 'success', deployment: { statusId: 's1', status } },
      1,
      0
    )
    expect(deploy).toContain('<a href="https://acme.mintlify.app/">acme.mintlify.app</a>')
    const preview = summaryHtml(
      {
        mode: 'preview',
        result: 'failure',
        branch: 'docs/x',
        error: 'The preview of docs/x failed.',
        deployment: { statusId: 's1', previewUrl: 'https://acme-docs-x.mintlify.app', status }
      },
      1,
      0
    )
    expect(preview).toMatch(/^<h3>❌ Preview failed<\/h3>\n<p>The preview of docs\/x failed\.<\/p>/)
  })
})
