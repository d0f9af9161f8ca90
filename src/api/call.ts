/** One Admin API call as the client sends it and as classify.ts judges its answer. */
export interface CallOptions {
  /** What the call does, for messages: "create the agent job". */
  operation: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  /** The success status(es) the contract documents. */
  expect: readonly number[]
  /**
   * True when sending the call twice does no harm (reads, generating a bundle link). A call that
   * creates something is retried only when the server provably did not take it: a 429, or a
   * connection that was refused before the request was sent.
   */
  idempotent: boolean
  /** Statuses that mean "not yet": retried with back-off inside the deadline (409 of the bundle call). */
  retryOn?: readonly number[]
  /** What to tell the user for a status, replacing the generic advice. */
  hints?: Readonly<Partial<Record<number, string>>>
  /**
   * A rate limit's documented window, waited (within rate-limit-wait) when a 429 gives no
   * Retry-After. A 429 means the server took nothing, so a create may be sent again after it.
   */
  limitWindowMs?: number
  /** Told when the call waits LONG_WAIT_MS or more for a rate limit to reset (at `resetAt`). */
  onLongWait?: (resetAt: number) => Promise<void> | void
}
