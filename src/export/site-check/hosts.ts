/**
 * Whether `host` is in an `allowed-hosts` list (exact names, or `*.example.com` for subdomains).
 * On its own, apart from the checker: deciding the step's outcome must not load the HTML parser.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry
  )
}
