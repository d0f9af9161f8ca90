// `npm run demo`: starts the emulator and runs the built action against it in both modes, offline.
import { startEmulator } from '../emulator/server.ts'
import { buildTarGz, SAMPLE_SITE } from '../emulator/site.ts'
import { runAction, type ActionRun } from '../__fixtures__/run-action.ts'
import { startGitHubApi } from '../__fixtures__/github-api.ts'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderGfm } from '../__fixtures__/gfm.ts'
import AdmZip from 'adm-zip'

const emulator = await startEmulator({
  // The demo shows the action, not the emulator; the tests hold both to the contract.
  contract: false,
  agent: { durationMs: 3000 },
  export: { durationMs: 3000, pageCount: 5 },
  project: { durationMs: 3000 }
})
console.log(`Emulator of the Mintlify Admin API on ${emulator.url} (no key, no network needed)\n`)

const summaries: [string, string][] = []
/** Each run's exit code against the one it should have: a demo that no longer works says so. */
const codes: [title: string, code: number | null, expected: number][] = []

function show(title: string, run: ActionRun, expected = 0): void {
  summaries.push([title, run.summary])
  codes.push([title, run.code, expected])
  console.log(`=== ${title}: exit code ${run.code} in ${(run.durationMs / 1000).toFixed(1)}s`)
  // As the runner shows a step's log: masks and debug lines (step debug logging off) are not shown.
  for (const line of run.stdout.split('\n'))
    if (line.trim() && !line.startsWith('::add-mask::') && !line.startsWith('::debug::'))
      console.log(`  | ${line}`)
  console.log('  outputs:')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`    ${name} = ${value}`)
  console.log()
  // The run's runner folder (its outputs, its summary, a site it extracted into the workspace) goes
  // once shown: what the demo keeps is in mintlify-action-demo/.
  rmSync(run.tempDir, { recursive: true, force: true })
}

try {
  const common = { 'api-key': emulator.apiKey, 'base-url': emulator.url }
  show(
    'mode: agent',
    await runAction({
      inputs: {
        ...common,
        mode: 'agent',
        'project-id': 'demo-project',
        prompt: 'Document the new retry option in the SDK guide'
      }
    })
  )
  const exportRun = await runAction({
    inputs: {
      ...common,
      mode: 'export',
      domain: 'docs.example.com',
      'values-file': 'deploy/values.yaml'
    }
  })
  show('mode: export', exportRun)
  // A nightly export that keeps its manifest: the second night finds the site the same.
  const nightly = path.join(os.tmpdir(), 'mintlify-action-demo', 'nightly')
  rmSync(nightly, { recursive: true, force: true })
  const night = (): Promise<ActionRun> =>
    runAction({
      inputs: {
        ...common,
        mode: 'export',
        domain: 'docs.example.com',
        path: nightly,
        'previous-manifest': path.join(nightly, 'manifest.json')
      }
    })
  show('mode: export, nightly, the first night (no manifest yet)', await night())
  show('mode: export, nightly, the next night', await night())
  // A site with a link to a page that is not there: the step passes with a warning (⚠️).
  const brokenSite = await startEmulator({
    contract: false,
    export: {
      durationMs: 1500,
      pageCount: 4,
      bundle: await buildTarGz({
        ...SAMPLE_SITE,
        'guides/retries/index.html': `<!doctype html><title>Retries</title><h1 id="retries">Retries</h1>
<p>See <a href="/guides/timeouts">timeouts</a> and <a href="/guides/getting-started#install">installing</a>.</p>`
      })
    }
  })
  try {
    show(
      'mode: export, a site with a broken link and a broken anchor (passes with ⚠️)',
      await runAction({
        inputs: {
          mode: 'export',
          'api-key': brokenSite.apiKey,
          'base-url': brokenSite.url,
          domain: 'docs.example.com'
        }
      })
    )
  } finally {
    await brokenSite.close()
  }
  // Self-hosting from `mint export`: its zip, no API key, the nginx rules and docs.json redirects.
  const workspace = path.join(os.tmpdir(), `demo-archive-${process.pid}`)
  mkdirSync(path.join(workspace, 'docs'), { recursive: true })
  try {
    const zip = new AdmZip()
    const files = {
      ...SAMPLE_SITE,
      'serve.js': '// mint export launcher',
      'Start Docs.command': 'node serve.js'
    }
    for (const [name, text] of Object.entries(files)) zip.addFile(name, Buffer.from(text))
    zip.writeZip(path.join(workspace, 'docs', 'export.zip'))
    writeFileSync(
      path.join(workspace, 'docs', 'docs.json'),
      JSON.stringify({
        redirects: [
          { source: '/old/getting-started', destination: '/guides/getting-started' },
          { source: '/v1/:slug*', destination: '/guides/:slug*' },
          { source: '/gone', destination: '/nowhere' }
        ]
      })
    )
    show(
      'mode: export from a `mint export` zip, with host: nginx (no API key)',
      await runAction({
        cwd: workspace,
        inputs: {
          mode: 'export',
          archive: 'docs/export.zip',
          'docs-source': 'docs',
          domain: 'docs.example.com',
          host: 'nginx',
          path: 'site-export'
        }
      })
    )
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
  await conversation(common)
  // Docs on Mintlify's hosting: a deployment followed to its end, and a branch's preview.
  show(
    'mode: deploy',
    await runAction({
      inputs: { ...common, mode: 'deploy', 'project-id': 'demo-project', 'poll-interval': '1' }
    })
  )
  show(
    'mode: preview, a branch',
    await runAction({
      inputs: {
        ...common,
        mode: 'preview',
        'project-id': 'demo-project',
        branch: 'docs/retries',
        'poll-interval': '1'
      }
    })
  )
  show(
    'mode: export, a key the API refuses',
    await runAction({
      inputs: {
        ...common,
        'api-key': 'mint_not_a_real_key',
        mode: 'export',
        domain: 'docs.example.com'
      }
    }),
    1
  )
} finally {
  await emulator.close()
}

/**
 * The agent's main feature: a `/docs-agent` comment on a pull request starts a job and is answered in
 * one comment; a second comment in the same conversation revises the same job. GitHub's side is the
 * loopback stand-in the tests use.
 */
async function conversation(common: Record<string, string>): Promise<void> {
  const github = await startGitHubApi()
  try {
    const first = JSON.parse(
      readFileSync(new URL('../__fixtures__/events/pr-comment.json', import.meta.url), 'utf8')
    ) as { comment: { id: number; body: string; created_at?: string } }
    const second = structuredClone(first)
    second.comment.id = first.comment.id + 1
    second.comment.body = '/docs-agent Also say that retries back off exponentially.'
    if (first.comment.created_at) {
      second.comment.created_at = new Date(
        Date.parse(first.comment.created_at) + 60_000
      ).toISOString()
    }
    const env = {
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '777'
    }
    const inputs = {
      ...common,
      mode: 'agent',
      'project-id': 'demo-project',
      'github-token': 'ghs_demo'
    }
    for (const [title, payload] of [
      ['a /docs-agent comment on pull request #12', first],
      ['a second comment there: a follow-up to the same job', second]
    ] as const) {
      const run = await runAction({ inputs, env, event: { name: 'issue_comment', payload } })
      show(`mode: agent, ${title}`, run)
      const reply = github.comments.filter((c) => c.issueNumber === 12).at(-1)
      // GitHub hides the reply's HTML comments (its key and signed job marker); so does the demo.
      const shown = (reply?.body ?? '(none)').replace(/^<!--.*-->\n?/gm, '').trim()
      console.log(`  the reply on #12, as GitHub shows it:`)
      for (const line of shown.split('\n')) console.log(`  > ${line}`)
      console.log()
      summaries.push([`The action's reply on pull request #12, after ${title}`, reply?.body ?? ''])
    }
  } finally {
    await github.close()
  }
}

// The job summaries as GitHub renders them (GFM, raw HTML kept), in one page a maintainer opens to
// review a change to the output by looking at it.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Job summaries of npm run demo</title>
<style>
body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; max-width: 900px; margin: 2em auto; padding: 0 1em; }
section { border: 1px solid #d1d9e0; border-radius: 6px; padding: 0 16px 16px; margin-bottom: 24px; }
h2 { font-size: 12px; color: #59636e; font-weight: 400; margin: 12px 0 0; }
h3 { font-size: 1.25em; } h4 { font-size: 1em; }
table { border-collapse: collapse; display: block; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; text-align: left; vertical-align: top; }
code { background: #818b981f; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
a { color: #0969da; }
</style></head><body>
${summaries.map(([title, summary]) => `<section><h2>${title}</h2>\n${renderGfm(summary)}</section>`).join('\n')}
</body></html>
`
const outDir = path.join(os.tmpdir(), 'mintlify-action-demo')
mkdirSync(outDir, { recursive: true })
const outFile = path.join(outDir, 'summaries.html')
writeFileSync(outFile, page)
console.log(`Job summaries as GitHub shows them: ${outFile}`)
const wrong = codes.filter(([, code, expected]) => code !== expected)
for (const [title, code, expected] of wrong) {
  console.error(`demo: "${title}" exited with ${code}, not ${expected}`)
}
if (wrong.length > 0) process.exitCode = 1
