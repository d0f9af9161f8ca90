import * as core from '@actions/core'

export class CancelledError extends Error {
  constructor(readonly signalName: string) {
    super(`Cancelled (${signalName}).`)
    this.name = 'CancelledError'
  }
}

/**
 * A cancelled workflow sends SIGINT, then SIGTERM: abort every request and pause through `controller`
 * so run() unwinds (cleanup runs, the job id is logged), and force the exit if unwinding stalls.
 * Returns the function that removes the handlers.
 */
export function exitOnCancel(
  controller: AbortController,
  describe: () => string,
  graceMs = 1500
): () => void {
  const handler = (signalName: NodeJS.Signals): void => {
    core.error(`Cancelled by ${signalName}. ${describe()}`)
    controller.abort(new CancelledError(signalName))
    setTimeout(() => process.exit(1), graceMs).unref()
  }
  process.once('SIGINT', handler)
  process.once('SIGTERM', handler)
  return () => {
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
}
