/** Names of the action's inputs and outputs, exactly as action.yml declares them. */
export const Input = {
  Mode: 'mode',
  ApiKey: 'api-key',
  Archive: 'archive',
  BaseUrl: 'base-url',
  Wait: 'wait',
  Timeout: 'timeout',
  PollInterval: 'poll-interval',
  RequestTimeout: 'request-timeout',
  RateLimitWait: 'rate-limit-wait',
  ProjectId: 'project-id',
  Prompt: 'prompt',
  JobId: 'job-id',
  FailOnNoPr: 'fail-on-no-pr',
  CommentTrigger: 'comment-trigger',
  GithubToken: 'github-token',
  PrLabel: 'pr-label',
  IssueLabel: 'issue-label',
  Domain: 'domain',
  ExportVersion: 'export-version',
  Paths: 'paths',
  Download: 'download',
  Path: 'path',
  Extract: 'extract',
  ValuesFile: 'values-file',
  MaxUnpackedSize: 'max-unpacked-size',
  CheckSite: 'check-site',
  FailOnBrokenLinks: 'fail-on-broken-links',
  FailOnBrokenAnchors: 'fail-on-broken-anchors',
  Host: 'host',
  PreviousReport: 'previous-report',
  AllowedHosts: 'allowed-hosts',
  IgnoreLinks: 'ignore-links',
  GenerateHostingFiles: 'generate-hosting-files',
  PreviousManifest: 'previous-manifest',
  DocsSource: 'docs-source',
  ValuesBundleUrl: 'values-bundle-url',
  Branch: 'branch',
  Environment: 'environment',
  AutomationId: 'automation-id'
} as const

export const Output = {
  JobId: 'job-id',
  Status: 'status',
  PrLink: 'pr-link',
  Model: 'model',
  SourceRepository: 'source-repository',
  SourceRef: 'source-ref',
  Skipped: 'skipped',
  PageCount: 'page-count',
  BundleUrl: 'bundle-url',
  BundleExpiresAt: 'bundle-expires-at',
  BundleSize: 'bundle-size',
  ArchivePath: 'archive-path',
  ExtractPath: 'extract-path',
  ValuesFile: 'values-file',
  BrokenLinks: 'broken-links',
  BrokenAnchors: 'broken-anchors',
  BrokenRedirects: 'broken-redirects',
  HostConfig: 'host-config',
  NewFindings: 'new-findings',
  FixedFindings: 'fixed-findings',
  SiteCheckReport: 'site-check-report',
  SiteCheckSarif: 'site-check-sarif',
  ExternalHosts: 'external-hosts',
  Manifest: 'manifest',
  Changed: 'changed',
  PagesAdded: 'pages-added',
  PagesRemoved: 'pages-removed',
  PagesChanged: 'pages-changed',
  OtherFilesChanged: 'other-files-changed',
  ChangedPaths: 'changed-paths',
  StatusId: 'status-id',
  DeploySummary: 'deploy-summary',
  CommitSha: 'commit-sha',
  FilesAdded: 'files-added',
  FilesModified: 'files-modified',
  FilesRemoved: 'files-removed',
  PreviewUrl: 'preview-url',
  AutomationRunId: 'automation-run-id'
} as const

export const MODES = ['agent', 'export', 'deploy', 'preview', 'automation'] as const
/** The modes of a project's deployments and automations (Mintlify's hosting). */
export const PROJECT_MODES = ['deploy', 'preview', 'automation'] as const
export type ProjectMode = (typeof PROJECT_MODES)[number]
export type Mode = (typeof MODES)[number]

export { ACTION_NAME, ACTION_VERSION, USER_AGENT } from '../util/user-agent.js'

export const DEFAULT_BASE_URL = 'https://api.mintlify.com'
export const DEFAULT_COMMENT_TRIGGER = '/docs-agent'
export { DEFAULT_MAX_UNPACKED_BYTES } from '../export/bundle/limits.js'
