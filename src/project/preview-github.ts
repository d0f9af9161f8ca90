/**
 * A preview on a pull request shows up where people look for one, as Vercel's and Netlify's do: a
 * GitHub deployment whose status follows the build (its `environment_url` is the pull request's
 * "View deployment" button) and one sticky comment, edited on every push. GitHub failing here (a
 * token without `deployments: write`, say) is said in the summary; it never fails the step.
 */
import * as core from '@actions/core'
import type { ProjectOutcome } from '../action/outcomes.js'
import type { RunRecord } from '../action/outputs.js'
import type { PreviewWatcher } from './deployment.js'
import { attemptGitHub, createGitHubClient, type GitHubClient } from '../github/client.js'
import { StickyComment } from '../github/sticky-comment.js'
import { codeSpan, htmlText, inert, plainText, safeUrl } from '../util/untrusted.js'

export interface PreviewTarget {
  owner: string
  repo: string
  pullNumber: number
  /** The head commit the deployment is of. */
  sha: string
  branch: string
  environment: string
  /** The workflow run, linked from the deployment's status and the comment. */
  runUrl?: string
}

/** The sticky comment's hidden first line: one per pull request and environment. */
export function previewMarker(target: Pick<PreviewTarget, 'pullNumber' | 'environment'>): string {
  const env = target.environment.replace(/[^A-Za-z0-9_.-]/g, '_')
  return `<!-- mintlify-admin-action:preview pr=${target.pullNumber} environment=${env} -->`
}

const LAST_LINES = 10

export class PreviewOnGitHub implements PreviewWatcher {
  #deploymentId: number | undefined
  #previewUrl: string | undefined
  readonly #problems: string[] = []
  readonly #sticky: StickyComment

  constructor(
    private readonly octokit: GitHubClient,
    private readonly target: PreviewTarget,
    private readonly record: RunRecord,
    secrets: string[]
  ) {
    this.#sticky = new StickyComment(
      octokit,
      { owner: target.owner, repo: target.repo, issueNumber: target.pullNumber },
      previewMarker(target),
      'the preview comment',
      secrets
    )
  }

  static create(
    token: string,
    apiUrl: string | undefined,
    target: PreviewTarget,
    record: RunRecord,
    backoffMs?: number
  ): PreviewOnGitHub {
    return new PreviewOnGitHub(createGitHubClient(token, apiUrl, { backoffMs }), target, record, [
      token
    ])
  }

  async started(statusId: string, previewUrl: string | undefined): Promise<void> {
    this.#previewUrl = previewUrl
    const { owner, repo } = this.target
    const created = await this.#try('create the GitHub deployment', () =>
      this.octokit.rest.repos.createDeployment({
        owner,
        repo,
        ref: this.target.sha,
        environment: this.target.environment,
        description: `Mintlify preview of ${this.target.branch}`.slice(0, 140),
        // GitHub must neither merge the base in nor wait on checks; the preview goes away with the branch.
        auto_merge: false,
        required_contexts: [],
        transient_environment: true,
        production_environment: false,
        // A retried create after a lost answer would make a second deployment: no blind retry.
        request: { retries: 0 }
      })
    )
    const id = (created?.data as { id?: unknown } | undefined)?.id
    if (typeof id === 'number') {
      this.#deploymentId = id
      await this.#status('in_progress', `Building (status ${statusId})`)
    }
    await this.#comment(`⏳ Building the Mintlify preview of ${codeSpan(this.target.branch, 255)}…`)
  }

  async ended(outcome: ProjectOutcome): Promise<void> {
    const given = outcome.previewUrl ?? this.#previewUrl
    // As the API gave it (answers.ts checked it is an https URL), so the link matches preview-url.
    const url = given && safeUrl(given) ? given : undefined
    const branch = codeSpan(this.target.branch, 255)
    switch (outcome.result) {
      case 'success':
        await this.#status('success', 'Preview ready', url)
        await this.#comment(
          `✅ The Mintlify preview of ${branch} is ready${url ? `: <${url}>` : '.'}`
        )
        break
      case 'pending':
        await this.#comment(
          `⏳ The Mintlify preview of ${branch} is building${url ? ` at <${url}>` : ''} (not waited for).`
        )
        break
      case 'failure': {
        await this.#status('failure', 'Preview build failed')
        const summary = outcome.status?.summary
        const lines = (outcome.status?.logs ?? []).slice(-LAST_LINES)
        const log = lines.length
          ? `\n\n<details><summary>Last log lines</summary>\n\n<pre>${lines.map((l) => htmlText(inert(l, 500))).join('\n')}</pre>\n</details>`
          : ''
        await this.#comment(
          `❌ The Mintlify preview of ${branch} failed${summary ? `: ${plainText(summary, 1000)}` : '.'}${log}`
        )
        break
      }
      default:
        await this.#status('error', 'Not finished within the timeout')
        await this.#comment(
          `⚠️ The Mintlify preview of ${branch} did not finish within the step's timeout; it goes on at Mintlify.`
        )
    }
    if (this.#problems.length > 0) {
      const note = `On GitHub the action ${this.#problems.join('; ')}.`
      core.warning(note)
      this.record.previewOnGitHub(note)
    }
  }

  /** One GitHub call; a failure is a warning (attemptGitHub's) and a line of the summary's note. */
  async #try<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    const result = await attemptGitHub(what, call)
    if (result.ok) return result.value
    this.#problems.push(`could not ${what} (${result.why})`)
    return undefined
  }

  async #status(
    state: 'in_progress' | 'success' | 'failure' | 'error',
    description: string,
    environmentUrl?: string
  ): Promise<void> {
    if (this.#deploymentId === undefined) return
    const { owner, repo } = this.target
    await this.#try(`set the deployment's ${state} status`, () =>
      this.octokit.rest.repos.createDeploymentStatus({
        owner,
        repo,
        deployment_id: this.#deploymentId as number,
        state,
        description,
        ...(this.target.runUrl ? { log_url: this.target.runUrl } : {}),
        ...(environmentUrl ? { environment_url: environmentUrl } : {}),
        auto_inactive: state === 'success'
      })
    )
  }

  /** Writes the sticky comment (github/sticky-comment.ts), with the link to the run. */
  async #comment(text: string): Promise<void> {
    const run = this.target.runUrl ? `\n\n[Workflow run](${this.target.runUrl})` : ''
    this.#problems.push(...(await this.#sticky.write(`${text}${run}`)).problems)
  }
}
