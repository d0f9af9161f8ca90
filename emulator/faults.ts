// The fault switches: misbehaviours injected on a route's requests, the failures the action must
// survive (an error status, an HTML page from a proxy, a cut body, a reset, a hang).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { json } from './http.ts'
import type { Route } from './router.ts'

/** One injected misbehaviour, applied to the next `times` requests of `route`. */
export interface Fault {
  route: Route
  times?: number
  /** Only after this many requests of the route have been answered normally. */
  after?: number
  kind:
    | 'status' // answer `status` with `body` (JSON) and `headers`
    | 'html' // answer `status` (default 502) with an HTML page
    | 'truncated' // 200 with a JSON body cut in the middle
    | 'reset' // destroy the socket without answering
    | 'hang' // never answer (the client's timeout must fire)
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** For `status` on an API route: also carry out the request (a create that succeeds but answers 500). */
  thenHandle?: boolean
}

interface Switch extends Fault {
  left: number
  seen: number
}

export class FaultSwitches {
  readonly #switches: Switch[] = []

  constructor(faults: Fault[] = []) {
    faults.forEach((fault) => this.add(fault))
  }

  add(fault: Fault): void {
    this.#switches.push({ ...fault, left: fault.times ?? 1, seen: 0 })
  }

  /**
   * The fault that answers this request of `route`, if any, used up by one. Each switch of the route
   * still armed counts the request, up to the first that fires, so `after` counts the requests it saw.
   */
  take(route: Route): Fault | undefined {
    const fault = this.#switches.find(
      (f) => f.route === route && f.left > 0 && f.seen++ >= (f.after ?? 0)
    )
    if (fault) fault.left--
    return fault
  }
}

/**
 * Answers with the fault instead of the service. `carryOut` runs the request as normal first, its
 * answer discarded (Fault.thenHandle: the server took it, the client cannot know).
 */
export async function inject(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  carryOut: () => Promise<void>
): Promise<void> {
  switch (fault.kind) {
    case 'reset':
      req.socket.destroy()
      return
    case 'hang':
      return
    case 'html':
      res.writeHead(fault.status ?? 502, { 'content-type': 'text/html' })
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
      return
    case 'truncated':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"id": "job_trunc", "status": "act')
      return
    case 'status':
      if (fault.thenHandle) await carryOut()
      json(
        res,
        fault.status ?? 500,
        fault.body ?? { error: 'Internal server error' },
        fault.headers
      )
  }
}
