import * as core from '@actions/core'

/**
 * Long output (a line per status change, a heartbeat a minute, download progress) folded under one
 * line of the log; what it came to is logged after it, outside the group.
 */
export async function grouped<T>(title: string, work: () => Promise<T>): Promise<T> {
  core.startGroup(title)
  try {
    return await work()
  } finally {
    core.endGroup()
  }
}
