/**
 * The job summary of deploy, preview and automation modes: the verdict with the one link that
 * matters (the deployed site or the preview), the commit and its author, and the changed files.
 * Every value is server text: escaped, links only for validated https URLs.
 */
import type { RunReport } from './report.js'
import { counted } from '../util/duration.js'
import { htmlMessage, htmlText } from '../util/untrusted.js'
import { code, link as textOrLink } from './summary-html.js'

/** A link where there is a URL (the answers' check made it https), else no row. */
function link(url: string | undefined, text?: string): string | undefined {
  return url ? textOrLink(url, text) : undefined
}

/** The deployed site: the custom domain when set, else the status's subdomain on mintlify.app. */
export function siteUrl(report: RunReport): string | undefined {
  if (report.domain) return `https://${report.domain}`
  const sub = report.deployment?.status?.subdomain
  return sub ? `https://${sub}.mintlify.app` : undefined
}

export function projectVerdict(report: RunReport): string {
  const mode = report.mode
  if (mode === 'automation') {
    if (report.error !== undefined) return '❌ Automation not started'
    return `✅ Automation run ${code(report.automation?.instanceId ?? '')} queued`
  }
  const what = mode === 'preview' ? 'Preview' : 'Deployment'
  const target =
    mode === 'preview'
      ? link(report.deployment?.previewUrl, report.deployment?.previewUrl)
      : link(siteUrl(report), siteUrl(report)?.replace(/^https:\/\//, ''))
  switch (report.result) {
    case 'success':
      return `✅ ${what} succeeded${target ? `: ${target}` : ''}`
    case 'pending':
      return `✅ ${what} triggered (not waited for)${target ? `: ${target}` : ''}`
    case 'failure':
      return `❌ ${what} failed`
    case 'timeout':
      return `❌ ${what} did not finish in time`
    default:
      return `❌ ${what} failed`
  }
}

export function projectNextStep(report: RunReport): string | undefined {
  if (report.error !== undefined) return htmlMessage(report.error)
  if (report.result === 'pending' && report.deployment)
    return `Follow it on the dashboard (status ${code(report.deployment.statusId)}).`
  if (report.mode === 'automation')
    return "Follow the run in the run history on the dashboard's Automations page."
  return undefined
}

export function projectRows(report: RunReport): [string, string][] {
  const d = report.deployment
  const status = d?.status
  const commit = status?.commit
  const rows: [string, string | undefined][] = [
    ['Branch', report.branch && code(report.branch)],
    ['Status', status?.status && htmlText(status.status)],
    ['Summary', status?.summary && htmlText(status.summary, 1000)],
    ['Preview', link(d?.previewUrl)],
    ['Site', report.mode === 'deploy' ? link(siteUrl(report)) : undefined],
    [
      'Commit',
      commit &&
        [
          commit.sha && code(commit.sha.slice(0, 12)),
          commit.ref && `on ${code(commit.ref)}`,
          commit.message && `“${htmlText(commit.message.split('\n')[0], 200)}”`,
          status?.author?.name && `by ${htmlText(status.author.name, 100)}`
        ]
          .filter(Boolean)
          .join(' ')
    ],
    ['Deployment status', d && code(d.statusId)],
    ['Automation', report.automation && code(report.automation.schemaId ?? '')],
    ['Automation run', report.automation && code(report.automation.instanceId)],
    ['Automation job', report.automation?.jobId && code(report.automation.jobId)],
    ['On GitHub', report.previewOnGitHub && htmlText(report.previewOnGitHub, 1000)]
  ]
  const files = commit?.filesChanged
  if (files) {
    for (const [kind, list] of [
      ['Added', files.added],
      ['Modified', files.modified],
      ['Removed', files.removed]
    ] as const) {
      if (list.length === 0) continue
      const shown = list
        .slice(0, 10)
        .map((f) => code(f))
        .join(', ')
      const more = list.length > 10 ? ` and ${counted(list.length - 10, 'more file')}` : ''
      rows.push([kind, `${shown}${more}`])
    }
  }
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
}
