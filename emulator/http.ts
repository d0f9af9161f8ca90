// The few HTTP chores every part of the emulator shares: JSON answers (remembered for the contract
// check) and reading a request body.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What an API operation answers; the server writes it as JSON. */
export interface Answer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

const sentBodies = new WeakMap<ServerResponse, unknown>()

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  const text = JSON.stringify(body)
  sentBodies.set(res, body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers
  })
  res.end(text)
}

/** The body `json` sent on this response, for the contract check once the response closes. */
export function sentBody(res: ServerResponse): unknown {
  return sentBodies.get(res)
}

/** The request body: parsed JSON, the raw text when it is not JSON, undefined when empty. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks).toString('utf8')
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}
