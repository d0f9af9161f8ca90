import type { ExportBundle } from '../../api/api.js'
import { inert } from '../../util/untrusted.js'
import { checkLinkScheme } from './http.js'
import { BundleError } from './errors.js'

/**
 * The presigned link the download uses, and the fresh ones it asks for (the bundle call again)
 * when the link has expired or the storage answers 403. Fresh links are bounded: a storage that
 * refuses every link would otherwise be asked forever.
 */
export class BundleLink {
  current: ExportBundle
  refreshes = 0
  /** A link just handed out is tried even if it looks expired: runner clocks drift. */
  private fresh = false

  constructor(
    first: ExportBundle,
    private readonly ask: () => Promise<ExportBundle>,
    private readonly maxRefreshes: number,
    private readonly log: (message: string) => void
  ) {
    checkLinkScheme(first.bundleUrl, 'bundle link')
    this.current = first
  }

  /** Replaces the link before use when its `expiresAt` has passed by this runner's clock. */
  async renewIfExpired(): Promise<boolean> {
    const expiresAt = this.current.expiresAt
    if (this.fresh || !expiresAt || Date.parse(expiresAt) > Date.now()) return false
    await this.replace(`it expired at ${inert(expiresAt, 40)}`)
    return true
  }

  /** The storage refused the link (403): even a fresh one is replaced. */
  async refused(): Promise<void> {
    this.fresh = false
    await this.replace('the storage answered 403: expired or revoked')
  }

  private async replace(why: string): Promise<void> {
    if (this.refreshes >= this.maxRefreshes) {
      throw new BundleError(
        `The bundle link failed (${why}) and ${this.maxRefreshes} fresh links did not help. Re-run the step; if it keeps failing, the storage may be refusing this runner.`
      )
    }
    this.refreshes++
    this.log(
      `The bundle link is not usable (${why}); asking for a fresh one (${this.refreshes}/${this.maxRefreshes}).`
    )
    const next = await this.ask()
    checkLinkScheme(next.bundleUrl, 'fresh bundle link')
    this.current = next
    this.fresh = true
  }
}
