/**
 * Which mode takes which input: the one table the warnings about another mode's inputs, the README's
 * per-mode tables and action.yml's `(agent)` / `(export)` labels are checked against.
 */
import { Input, MODES, type Mode } from './constants.js'

type InputName = (typeof Input)[keyof typeof Input]

interface InputUse {
  /** The modes that read it; `all` for the inputs every mode reads. */
  modes: readonly Mode[] | 'all'
  /** action.yml's default, as written there; a value equal to it was not set by the workflow. */
  default?: string
}

export const INPUT_USES: Readonly<Record<InputName, InputUse>> = {
  [Input.Mode]: { modes: 'all' },
  [Input.ApiKey]: { modes: 'all' },
  [Input.Archive]: { modes: ['export'], default: '' },
  [Input.BaseUrl]: { modes: 'all', default: 'https://api.mintlify.com' },
  [Input.Wait]: { modes: 'all', default: 'true' },
  [Input.Timeout]: { modes: 'all', default: '3600' },
  [Input.PollInterval]: { modes: 'all', default: '10' },
  [Input.RequestTimeout]: { modes: 'all', default: '30' },
  [Input.RateLimitWait]: { modes: 'all', default: '10m' },
  [Input.ProjectId]: { modes: ['agent', 'export', 'deploy', 'preview', 'automation'] },
  [Input.Prompt]: { modes: ['agent'] },
  [Input.JobId]: { modes: ['agent'] },
  [Input.FailOnNoPr]: { modes: ['agent'], default: 'false' },
  [Input.CommentTrigger]: { modes: ['agent'], default: '/docs-agent' },
  [Input.GithubToken]: { modes: ['agent', 'preview', 'export'], default: '${{ github.token }}' },
  [Input.PrLabel]: { modes: ['agent'], default: '' },
  [Input.IssueLabel]: { modes: ['agent'], default: '' },
  [Input.Domain]: { modes: ['export', 'deploy', 'preview'] },
  [Input.ExportVersion]: { modes: ['export'] },
  [Input.Paths]: { modes: ['export'] },
  [Input.Download]: { modes: ['export'], default: 'true' },
  [Input.Path]: { modes: ['export'], default: '${{ runner.temp }}/static-export' },
  [Input.Extract]: { modes: ['export'], default: 'true' },
  [Input.ValuesFile]: { modes: ['export'] },
  [Input.MaxUnpackedSize]: { modes: ['export'], default: '20GiB' },
  [Input.CheckSite]: { modes: ['export'], default: 'true' },
  [Input.FailOnBrokenLinks]: { modes: ['export'], default: 'false' },
  [Input.FailOnBrokenAnchors]: { modes: ['export'], default: 'false' },
  [Input.Host]: { modes: ['export'], default: '' },
  [Input.PreviousReport]: { modes: ['export'], default: '' },
  [Input.AllowedHosts]: { modes: ['export'], default: '' },
  [Input.IgnoreLinks]: { modes: ['export'], default: '' },
  [Input.GenerateHostingFiles]: { modes: ['export'], default: 'false' },
  [Input.PreviousManifest]: { modes: ['export'], default: '' },
  [Input.DocsSource]: { modes: ['export'], default: '' },
  [Input.ValuesBundleUrl]: { modes: ['export'], default: '' },
  [Input.Branch]: { modes: ['preview'], default: '' },
  [Input.Environment]: { modes: ['preview'], default: 'Preview' },
  [Input.AutomationId]: { modes: ['automation'], default: '' }
}

export function modesOf(name: InputName): readonly Mode[] {
  const { modes } = INPUT_USES[name]
  return modes === 'all' ? MODES : modes
}

/**
 * The inputs the workflow set that `mode` does not read, each with the modes that do. A default
 * that the runner expands (`${{ github.token }}`) arrives as its value, so such an input cannot be
 * told from one the workflow set, and is never named.
 */
export function inputsOfOtherModes(
  mode: Mode,
  read: (name: string) => string
): { name: InputName; modes: readonly Mode[] }[] {
  const found: { name: InputName; modes: readonly Mode[] }[] = []
  for (const [name, use] of Object.entries(INPUT_USES) as [InputName, InputUse][]) {
    if (use.modes === 'all' || use.modes.includes(mode)) continue
    if (use.default?.includes('${{')) continue
    const value = read(name).trim()
    if (value === '' || value === use.default) continue
    found.push({ name, modes: use.modes })
  }
  return found
}
