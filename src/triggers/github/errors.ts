/** GitHub did not answer a call the request cannot do without, even after its retries. */
export class GitHubUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GitHubUnavailableError'
  }
}
