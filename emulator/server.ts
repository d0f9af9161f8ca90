/**
 * A local stand-in for Mintlify's Admin API (agent v2 and static export v1), implementing the
 * published contract in spec/admin-api.openapi.yaml: status codes, shapes, jobs that advance with time, rate
 * limits, presigned links that expire. Knobs inject the faults the action must survive. Used by the
 * integration tests, `npm run demo` and `npm run bench`; it only listens on loopback.
 *
 * This module wires the parts: the router (which operation a request calls), the fault switches,
 * the operations over the job model and the bundle storage, the contract check, and the listeners.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo, Server, Socket } from 'node:net'
import { loadContract, type Contract } from './contract.ts'
import { FaultSwitches, inject, type Fault } from './faults.ts'
import { json, readBody, sentBody, type Answer } from './http.ts'
import {
  AgentJobs,
  ExportJobs,
  wallClock,
  type AgentJobState,
  type EmulatorClock,
  type AgentOptions,
  type ExportJobOptions,
  type ExportJobState
} from './jobs.ts'
import { perform, type Service } from './operations.ts'
import { ProjectDeployments, type ProjectOptions } from './project.ts'
import { loadRouter, type Route, type Routed, type Serves } from './router.ts'
import { BundleStorage, type StorageOptions } from './storage.ts'

export type { Fault } from './faults.ts'
export type { AgentOptions } from './jobs.ts'
export type { Route } from './router.ts'

export type ExportOptions = ExportJobOptions & StorageOptions

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number
  apiKey?: string
  agent?: AgentOptions
  export?: ExportOptions
  /** Deployments, previews and automations. */
  project?: ProjectOptions
  faults?: Fault[]
  /**
   * Check every exchange against spec/admin-api.openapi.yaml into `violations`. No default: the tests
   * turn it on (and fail on any departure); the demo, the CLI and the benchmark say why not.
   */
  contract: boolean
  /** Serve HTTPS with this key and certificate (PEM); `url` is then https://. */
  tls?: { key: string | Buffer; cert: string | Buffer }
  /**
   * Serve the presigned links from a second listener on its own port (`storageUrl`), as S3 is another
   * origin than the API: each listener answers 404 to the other's routes. Same `tls` as the API.
   */
  separateStorage?: boolean
  /**
   * What jobs and links age by; the wall clock by default. A flow test passes the fake clock its code
   * under test sleeps on, so a job of an hour runs in no real time, over real sockets.
   */
  clock?: EmulatorClock
}

export interface RecordedRequest {
  route: Route
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
  status?: number
  /** Date.now() when the request arrived (the benchmark measures detection lag with it). */
  receivedAt: number
}

export interface Emulator {
  url: string
  /** The origin of the presigned links: `url` unless `separateStorage`. */
  storageUrl: string
  apiKey: string
  requests: RecordedRequest[]
  /** Contract departures: of every request, and of every answer that no fault or drift knob made. */
  violations: string[]
  count(route: Route, method?: string): number
  addFault(fault: Fault): void
  agentJobs(): AgentJobState[]
  exportJobs(): ExportJobState[]
  /** The project's deployments, previews and automation runs. */
  project: ProjectDeployments
  /** Expires every link handed out so far (the next download gets 403). */
  expireLinks(): void
  close(): Promise<void>
}

export const DEFAULT_API_KEY = 'mint_emulator_key_0123456789'

export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  const clock = options.clock ?? wallClock
  const storage = await BundleStorage.open(options.export, clock)
  const service: Service = {
    apiKey: options.apiKey ?? DEFAULT_API_KEY,
    agents: new AgentJobs(options.agent, clock),
    exports: new ExportJobs(options.export ?? {}, (jobId) => storage.presign(jobId), clock),
    project: new ProjectDeployments(options.project, clock),
    storage
  }
  const faults = new FaultSwitches(options.faults)
  const router = await loadRouter()
  const contract = options.contract ? await loadContract() : undefined
  const requests: RecordedRequest[] = []
  const violations: string[] = []
  const sockets = new Set<Socket>()

  const handle = async (req: IncomingMessage, res: ServerResponse, serves: Serves) => {
    const receivedAt = Date.now()
    const url = new URL(req.url ?? '/', 'http://emulator')
    const method = req.method ?? 'GET'
    const routed = router(method, url.pathname + url.search, serves)
    const body = await readBody(req)
    const record: RecordedRequest = {
      route: routed.route,
      method,
      path: url.pathname + url.search,
      headers: req.headers,
      body,
      receivedAt
    }
    requests.push(record)
    res.on('finish', () => (record.status = res.statusCode))

    const fault = faults.take(routed.route)
    // The presigned download is not part of the API; an unknownStatus is drift on purpose.
    const normal =
      !fault &&
      !(service.agents.drifts && routed.route.startsWith('agent.')) &&
      !(service.exports.drifts && routed.route === 'export.start')
    if (contract && routed.route !== 'download') {
      res.on('close', () => violations.push(...check(contract, record, res, normal)))
    }
    const carryOut = async (): Promise<void> => {
      if (routed.route !== 'download') answer(routed, req, body, service)
    }
    if (fault) return inject(fault, req, res, carryOut)
    if (routed.route === 'download') return storage.serve(req, res, routed.jobId, url)
    const { status, body: sent, headers } = answer(routed, req, body, service)
    json(res, status, sent, headers)
  }

  const onRequest = (serves: Serves) => (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, serves).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: `emulator: ${String(error)}` })
      else res.destroy()
    })
  }
  const serves: Serves = options.separateStorage ? 'api' : 'all'
  const api = await listen(onRequest(serves), options.port ?? 0, options.tls, sockets)
  const store = options.separateStorage
    ? await listen(onRequest('storage'), 0, options.tls, sockets)
    : undefined
  const servers = store ? [api.server, store.server] : [api.server]
  storage.origin = store?.origin ?? api.origin

  return {
    url: api.origin,
    storageUrl: storage.origin,
    apiKey: service.apiKey,
    requests,
    violations,
    count: (r, method) =>
      requests.filter((q) => q.route === r && (!method || q.method === method)).length,
    addFault: (fault) => faults.add(fault),
    agentJobs: () => service.agents.list(),
    exportJobs: () => service.exports.list(),
    project: service.project,
    expireLinks: () => storage.expireLinks(),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))
      )
    }
  }
}

/** Listens on loopback; `sockets` tracks the connections so close() need not wait for idle ones. */
async function listen(
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
  port: number,
  tls: EmulatorOptions['tls'],
  sockets: Set<Socket>
): Promise<{ server: Server; origin: string }> {
  const server = tls ? createTlsServer(tls, onRequest) : createServer(onRequest)
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const scheme = tls ? 'https' : 'http'
  return { server, origin: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** The answer of an API request: 404 off the served operations, else the operation's. */
function answer(
  routed: Exclude<Routed, { route: 'download' }>,
  req: IncomingMessage,
  body: unknown,
  service: Service
): Answer {
  if (routed.route === 'unknown') return { status: 404, body: { error: 'Not found' } }
  return perform(routed.operationId, { params: routed.params, headers: req.headers, body }, service)
}

/** Once a response closes: its request's departures, and its answer's unless a fault or drift made it. */
function check(
  contract: Contract,
  record: RecordedRequest,
  res: ServerResponse,
  normal: boolean
): string[] {
  return contract.validateExchange({
    ...record,
    status: normal && res.writableFinished ? res.statusCode : undefined,
    responseBody: sentBody(res),
    responseContentType: res.getHeader('content-type')?.toString()
  })
}
