const UNIT_BYTES: Record<string, number> = {
  b: 1,
  k: 1024,
  kb: 1000,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1000 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1000 ** 3,
  gib: 1024 ** 3,
  t: 1024 ** 4,
  tb: 1000 ** 4,
  tib: 1024 ** 4
}

/**
 * Parses `500MB`, `20GiB`, `1.5g`, `1048576` into bytes. A bare number means bytes; `k`, `m`, `g` and
 * the `iB` units are powers of 1024, `KB`, `MB`, `GB` powers of 1000. Undefined for anything else, so
 * the caller can name the input.
 */
export function parseSize(raw: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(raw.trim())
  if (!match) return undefined
  const unit = UNIT_BYTES[(match[2] || 'b').toLowerCase()]
  if (unit === undefined) return undefined
  const bytes = Math.floor(Number(match[1]) * unit)
  return Number.isSafeInteger(bytes) ? bytes : undefined
}

/** Human-readable size for logs and the job summary: `512 B`, `17.6 MiB`, `20.0 GiB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
