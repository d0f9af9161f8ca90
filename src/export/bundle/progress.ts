import { formatBytes } from '../../util/size.js'
import type { Clock } from '../../util/time.js'

/** The longest a download goes without a progress line while bytes arrive. */
export const PROGRESS_EVERY_MS = 10_000

/**
 * Progress lines of a download: one every PROGRESS_EVERY_MS, or at each tenth of a known size,
 * whichever comes first; "45% (12.3 MiB of 27.4 MiB, 8.1 MiB/s)". Not one per chunk: a fast
 * download would fill the log.
 */
export class DownloadProgress {
  private readonly clock: Clock
  private readonly total: number | undefined
  private readonly log: (message: string) => void
  private startedAt: number
  private lastAt: number
  private lastTenth = 0

  constructor(clock: Clock, total: number | undefined, log: (message: string) => void) {
    this.clock = clock
    this.total = total && total > 0 ? total : undefined
    this.log = log
    this.startedAt = this.lastAt = clock.now()
  }

  /** The download starts over from byte 0 (the storage could not resume). */
  restarted(): void {
    this.startedAt = this.lastAt = this.clock.now()
    this.lastTenth = 0
  }

  update(received: number): void {
    const now = this.clock.now()
    const tenth = this.total ? Math.floor((received / this.total) * 10) : 0
    if (now - this.lastAt < PROGRESS_EVERY_MS && tenth <= this.lastTenth) return
    // The last tenth is the end: the flow's own line says so, with what was unpacked.
    if (this.total && received >= this.total) return
    this.lastAt = now
    this.lastTenth = tenth
    const seconds = (now - this.startedAt) / 1000
    const rate = seconds > 0 ? `${formatBytes(Math.round(received / seconds))}/s` : ''
    const done = this.total
      ? `${Math.floor((received / this.total) * 100)}% (${[`${formatBytes(received)} of ${formatBytes(this.total)}`, rate].filter(Boolean).join(', ')})`
      : `${formatBytes(received)}${rate ? ` (${rate})` : ''}`
    this.log(`Downloaded ${done}.`)
  }
}
