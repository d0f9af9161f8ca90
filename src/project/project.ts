/**
 * Deploy, preview and automation modes: which of them runs, and, for a preview on a pull request
 * with a token, what follows it on GitHub.
 */
import * as core from '@actions/core'
import type { ProjectConfig } from '../action/inputs.js'
import type { ProjectOutcome } from '../action/outcomes.js'
import type { RunnerContext } from '../action/runner.js'
import { runAutomation, runDeployment, type ProjectDeps } from './deployment.js'
import { PreviewOnGitHub } from './preview-github.js'
import { pullRequestOf } from './pull-request.js'

export async function runProject(
  config: ProjectConfig,
  deps: ProjectDeps,
  runner: RunnerContext
): Promise<ProjectOutcome> {
  deps.record.projectRequest(config.domain, config.branch)
  if (config.mode === 'automation') return runAutomation(config, deps)
  if (config.mode === 'deploy') return runDeployment(config, deps)
  const pull = pullRequestOf(runner.eventName, runner.payload, runner.repository)
  const [owner, repo] = (runner.repository ?? '').split('/')
  let watcher: PreviewOnGitHub | undefined
  if (pull && owner && repo && config.githubToken) {
    watcher = PreviewOnGitHub.create(
      config.githubToken,
      runner.apiUrl,
      {
        owner,
        repo,
        pullNumber: pull.number,
        sha: pull.headSha,
        branch: config.branch ?? pull.headRef,
        environment: config.environment,
        runUrl: runner.runUrl
      },
      deps.record,
      runner.githubBackoffMs
    )
  } else if (pull && !config.githubToken) {
    core.notice(
      'No github-token: the preview gets no GitHub deployment and no comment on the pull request.'
    )
  }
  return runDeployment(config, deps, watcher)
}
