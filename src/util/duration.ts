const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * Parses `90`, `90s`, `1.5m`, `1h`, `250ms` into milliseconds. A bare number means seconds, as in
 * the action's documentation. Returns undefined for anything else so the caller can name the input.
 */
export function parseDuration(raw: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(raw.trim())
  if (!match) return undefined
  const value = Number(match[1])
  const unit = (match[2] ?? 's').toLowerCase()
  const ms = Math.round(value * (UNIT_MS[unit] ?? 1000))
  return Number.isFinite(ms) ? ms : undefined
}

/** Human-readable duration for logs and the job summary: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`
  if (ms < 59_950) return `${Number((ms / 1000).toFixed(1))}s`
  const totalSeconds = Math.round(ms / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const pad = (n: number): string => String(n).padStart(2, '0')
  return hours > 0 ? `${hours}h ${pad(minutes)}m` : `${minutes}m ${pad(seconds)}s`
}
