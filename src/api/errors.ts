/** An API call that failed; `status` is the HTTP status when the server answered. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly serverMessage?: string
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
