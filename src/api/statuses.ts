import { inert } from '../util/untrusted.js'

/** A job's statuses as the contract lists them: those it runs through and those that end it. */
export class JobStatuses {
  readonly running: readonly string[]
  readonly terminal: readonly string[]

  constructor(running: readonly string[], terminal: readonly string[]) {
    this.running = running
    this.terminal = terminal
  }

  isTerminal(status: string | undefined): boolean {
    return this.terminal.includes(status ?? '')
  }

  /**
   * A check to call on every status read while polling: a status the contract does not list is
   * logged once (the service may add one) and the poller treats it as still running. `job` names the
   * job in the log line and must already be inert.
   */
  unknownStatusLog(job: string, log: (message: string) => void): (status: string) => void {
    const seen = new Set<string>()
    return (status) => {
      if (this.running.includes(status) || this.isTerminal(status) || seen.has(status)) return
      seen.add(status)
      log(
        `${job} reports status '${inert(status)}', which this action does not know; treating it as still running.`
      )
    }
  }
}

export const AGENT_STATUSES = new JobStatuses(['active'], ['completed', 'archived', 'failed'])
export const EXPORT_STATUSES = new JobStatuses(['queued', 'running'], ['completed', 'failed'])
