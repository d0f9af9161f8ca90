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

/** How far away a moment is, roughly, as people say it: `in 40 s`, `in 12 min`, `in 1 h`, `3 h ago`. */
export function formatFromNow(ms: number): string {
  const abs = Math.abs(ms)
  const seconds = Math.max(1, Math.round(abs / 1000))
  const minutes = Math.round(abs / 60_000)
  const hours = Math.round(abs / 3_600_000)
  const amount =
    seconds < 60
      ? `${seconds} s`
      : minutes < 60
        ? `${minutes} min`
        : hours < 48
          ? `${hours} h`
          : `${Math.round(abs / 86_400_000)} days`
  return ms >= 0 ? `in ${amount}` : `${amount} ago`
}

/**
 * A moment for people: `09:56 UTC (in 1 h)`, with the date when it is not today (UTC, the runner's
 * zone). Undefined for text that is not a date, so the caller shows it as given.
 */
export function formatMoment(iso: string, now: number): string | undefined {
  const at = Date.parse(iso)
  if (!Number.isFinite(at)) return undefined
  const when = new Date(at).toISOString()
  const sameDay = when.slice(0, 10) === new Date(now).toISOString().slice(0, 10)
  return `${sameDay ? '' : `${when.slice(0, 10)} `}${when.slice(11, 16)} UTC (${formatFromNow(at - now)})`
}

/** `1 page`, `2 pages`: a count with its noun, plural with an `s` unless told otherwise. */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`
}
