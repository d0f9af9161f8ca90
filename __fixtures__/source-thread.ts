import type { ThreadScript } from '../src/export/check-thread/threaded-checker.js'

/**
 * The site check's thread run from the TypeScript sources, as the tests run everything else: Node's
 * type transform, and scripts/src-imports.ts to find each `./x.js` import's `.ts` file. The action
 * runs the thread that `npm run package` builds (dist/check-thread/index.js).
 */
export function sourceThread(
  script = new URL('../src/export/check-thread/thread.ts', import.meta.url)
): ThreadScript {
  const imports = new URL('../scripts/src-imports.ts', import.meta.url)
  return {
    script,
    execArgv: ['--experimental-transform-types', '--no-warnings', '--import', imports.href]
  }
}

/** Node 22.18 and later run TypeScript (the tests run on the Actions runtime's Node 24). */
export const RUNS_TYPESCRIPT =
  Number(process.versions.node.split('.')[0]) > 22 ||
  (Number(process.versions.node.split('.')[0]) === 22 &&
    Number(process.versions.node.split('.')[1]) >= 18)
