import { backoffDelay, DEFAULT_BACKOFF, MIN_TRY_MS, type BackoffPolicy } from '../../api/backoff.js'
import type { Deadline, Sleep } from '../../util/time.js'
import { BundleError } from './errors.js'

export interface RetryOptions {
  /** Failed tries in a row, with no byte gained between them, before the download gives up. */
  maxRetries: number
  backoff: BackoffPolicy | undefined
  deadline: Deadline
  sleep: Sleep
  signal: AbortSignal | undefined
  log: (message: string) => void
  /** The step's timeout as the user wrote it, for messages. */
  budget: string
}

/**
 * The download's retries: the shared back-off, inside the step's deadline, and counted in a row
 * with no progress, so a long download cut many times keeps going while each try gets further.
 */
export class DownloadRetries {
  private retries = 0
  /** Bytes received when the last try failed. */
  private progressAtFailure = 0

  constructor(private readonly options: RetryOptions) {}

  /** Waits before the next try after a failure at `received` bytes, or gives up with `why`. */
  async pause(why: string, received: number): Promise<void> {
    if (received > this.progressAtFailure) this.retries = 0
    this.progressAtFailure = received
    const { maxRetries, deadline, budget } = this.options
    if (this.retries >= maxRetries) {
      throw new BundleError(
        `Downloading the bundle failed: ${why}, ${this.retries + 1} times in a row with no progress. Re-run the step.`
      )
    }
    const delay = backoffDelay(this.retries, this.options.backoff ?? DEFAULT_BACKOFF)
    this.retries++
    if (!deadline.fits(delay + MIN_TRY_MS)) {
      throw new BundleError(
        `Downloading the bundle failed: ${why}; the step's timeout (${budget}) leaves no time to try again.`
      )
    }
    this.options.log(
      `Downloading the bundle: ${why}. Trying again in ${(delay / 1000).toFixed(1)}s.`
    )
    await this.options.sleep(delay, this.options.signal)
  }

  /** The download starts over from byte 0: progress is measured from there again. */
  startedOver(): void {
    this.progressAtFailure = 0
  }
}
