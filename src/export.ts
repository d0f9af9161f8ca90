import type { AdminApi } from './api.js'
import type { ExportConfig } from './inputs.js'
import type { Deadline, Sleep } from './poller.js'
import type { RunReport } from './report.js'

export interface ExportDeps {
  api: AdminApi
  deadline: Deadline
  sleep: Sleep
  signal?: AbortSignal
  report: RunReport
}

export async function runExport(config: ExportConfig, deps: ExportDeps): Promise<void> {
  void config
  void deps
  throw new Error("Input 'mode': export is not available yet.")
}
