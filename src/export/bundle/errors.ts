import { inert } from '../../util/untrusted.js'

/** The bundle cannot be used (refused entry, corrupt archive, wrong size, link failures). Not retried. */
export class BundleError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BundleError'
  }
}

export function refusal(entryName: string, why: string): BundleError {
  return new BundleError(
    `The bundle was refused: entry '${inert(entryName, 200)}' is unsafe (${why}). Nothing was installed; report the bundle to Mintlify.`
  )
}
