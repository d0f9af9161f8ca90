/**
 * A local stand-in for Mintlify's Admin API (agent v2 and static export v1), implementing the
 * published contract in ../shared/spec: status codes, shapes, jobs that advance with time, rate
 * limits, presigned links that expire. Knobs inject the faults the action must survive. Used by the
 * integration tests, `npm run demo` and `npm run bench`; it only listens on loopback.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo, Server, Socket } from 'node:net'
import { loadContract } from './contract.ts'
import { loadRouter, type Route, type Routed, type Serves } from './router.ts'
import { buildTarGz, SAMPLE_SITE } from './site.ts'

export type { Route } from './router.ts'

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
  /** For `status`: also carry out the request (a create that succeeds but answers 500). */
  thenHandle?: boolean
}

export interface AgentOptions {
  durationMs?: number
  outcome?: 'completed' | 'failed' | 'archived'
  /** null: the job completes without a pull request. */
  prLink?: string | null
  /** A status the service may add later; shown during the second half of the run. */
  unknownStatus?: string
  /** Uses per project per hour (create and message). */
  rateLimit?: number
  /** A follow-up's answer shows the job as it was before the message (a finished job still finished). */
  messageAnswersBefore?: boolean
}

export interface ExportOptions {
  /** false: the organization's plan lacks static export (403 on start). */
  enabled?: boolean
  durationMs?: number
  outcome?: 'completed' | 'failed'
  pageCount?: number
  /** Lifetime of a presigned link. */
  linkTtlMs?: number
  /** The archive served; a small real site by default. A file path streams a large one. */
  bundle?: Buffer | { file: string }
  /** Reported sizeBytes, when it should disagree with the archive. */
  sizeBytesOverride?: number
  /** The first N downloads are cut after this many bytes. */
  cutDownloads?: { times: number; afterBytes: number }
  /** Send the archive at this rate, in 64 KiB steps (a slow link, to cancel a download midway). */
  bytesPerSecond?: number
  /** Serve Range requests (206); S3 does. */
  acceptRanges?: boolean
  /** The proposed redesign: a completed status already carries bundleUrl. */
  statusCarriesBundle?: boolean
}

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number
  apiKey?: string
  agent?: AgentOptions
  export?: ExportOptions
  faults?: Fault[]
  /** Check every exchange against spec/admin-api.openapi.yaml into `violations` (default: under jest). */
  contract?: boolean
  /** Serve HTTPS with this key and certificate (PEM); `url` is then https://. */
  tls?: { key: string | Buffer; cert: string | Buffer }
  /**
   * Serve the presigned links from a second listener on its own port (`storageUrl`), as S3 is another
   * origin than the API: each listener answers 404 to the other's routes. Same `tls` as the API.
   */
  separateStorage?: boolean
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

interface AgentJobState {
  id: string
  projectId: string
  createdAt: number
  durationMs: number
  prompts: string[]
}

interface ExportJobState {
  jobId: string
  domain: string
  version?: string
  paths?: string[]
  createdAt: number
}

interface Link {
  jobId: string
  expiresAt: number
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
  /** Expires every link handed out so far (the next download gets 403). */
  expireLinks(): void
  close(): Promise<void>
}

export const DEFAULT_API_KEY = 'mint_emulator_key_0123456789'
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

const sentBodies = new WeakMap<object, unknown>()

function json(
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

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY
  const agentOpts: Required<Omit<AgentOptions, 'unknownStatus'>> & { unknownStatus?: string } = {
    durationMs: 1500,
    outcome: 'completed',
    prLink: 'https://github.com/acme/docs/pull/42',
    rateLimit: 100,
    messageAnswersBefore: false,
    ...options.agent
  }
  const exportOpts = {
    enabled: true,
    durationMs: 1500,
    outcome: 'completed' as const,
    pageCount: 3,
    linkTtlMs: 3600_000,
    acceptRanges: true,
    ...options.export
  }
  const bundle = exportOpts.bundle ?? (await buildTarGz(SAMPLE_SITE))
  const bundleSize = Buffer.isBuffer(bundle) ? bundle.length : statSync(bundle.file).size
  let cutsLeft = exportOpts.cutDownloads?.times ?? 0

  const faults: (Fault & { left: number; seen: number })[] = []
  const addFault = (fault: Fault): void => {
    faults.push({ ...fault, left: fault.times ?? 1, seen: 0 })
  }
  options.faults?.forEach(addFault)

  const requests: RecordedRequest[] = []
  const violations: string[] = []
  const router = await loadRouter()
  const contract =
    (options.contract ?? Boolean(process.env.JEST_WORKER_ID)) ? await loadContract() : undefined
  const agentJobs = new Map<string, AgentJobState>()
  const exportJobs = new Map<string, ExportJobState>()
  const links = new Map<string, Link>()
  const uses = new Map<string, number[]>()
  const sockets = new Set<Socket>()
  let base = ''
  let storageBase = ''

  const agentView = (job: AgentJobState): Record<string, unknown> => {
    const elapsed = Date.now() - job.createdAt
    let status: string = 'active'
    if (elapsed >= job.durationMs) status = agentOpts.outcome
    else if (agentOpts.unknownStatus && elapsed >= job.durationMs / 2)
      status = agentOpts.unknownStatus
    const done = status === 'completed'
    return {
      id: job.id,
      status,
      source: {
        repository: 'https://github.com/acme/docs',
        ref: `mintlify/agent-${job.id.slice(0, 8)}`
      },
      model: 'claude-sonnet-4-5',
      prLink: done ? agentOpts.prLink : null,
      createdAt: new Date(job.createdAt).toISOString(),
      archivedAt:
        status === 'archived' ? new Date(job.createdAt + job.durationMs).toISOString() : null
    }
  }

  const presign = (jobId: string): { url: string; expiresAt: number } => {
    const signature = randomBytes(16).toString('hex')
    const expiresAt = Date.now() + exportOpts.linkTtlMs
    links.set(signature, { jobId, expiresAt })
    const expires = Math.round(exportOpts.linkTtlMs / 1000)
    return {
      url: `${storageBase}/bundles/${jobId}/bundle.tar.gz?X-Amz-Expires=${expires}&X-Amz-Signature=${signature}`,
      expiresAt
    }
  }

  const exportView = (job: ExportJobState): Record<string, unknown> => {
    const elapsed = Date.now() - job.createdAt
    const queuedFor = exportOpts.durationMs * 0.1
    const fraction = Math.min(
      1,
      Math.max(0, (elapsed - queuedFor) / (exportOpts.durationMs - queuedFor))
    )
    const finished = elapsed >= exportOpts.durationMs
    const status = finished ? exportOpts.outcome : elapsed < queuedFor ? 'queued' : 'running'
    const view: Record<string, unknown> = {
      jobId: job.jobId,
      status,
      progress: finished ? 100 : Math.round(fraction * 1000) / 10,
      pageCount: finished ? exportOpts.pageCount : Math.floor(fraction * exportOpts.pageCount),
      createdAt: new Date(job.createdAt).toISOString(),
      updatedAt: new Date(
        Math.min(Date.now(), job.createdAt + exportOpts.durationMs)
      ).toISOString(),
      error: status === 'failed' ? 'Rendering failed: page guides/broken has invalid MDX' : null
    }
    if (status === 'completed' && exportOpts.statusCarriesBundle) {
      const link = presign(job.jobId)
      Object.assign(view, {
        bundleUrl: link.url,
        sizeBytes: exportOpts.sizeBytesOverride ?? bundleSize,
        expiresAt: new Date(link.expiresAt).toISOString()
      })
    }
    return view
  }

  const rateLimited = (projectId: string, res: ServerResponse): boolean => {
    const now = Date.now()
    const recent = (uses.get(projectId) ?? []).filter((t) => now - t < 3600_000)
    uses.set(projectId, recent)
    if (recent.length >= agentOpts.rateLimit) {
      const retryAfter = Math.ceil((3600_000 - (now - (recent[0] ?? now))) / 1000)
      json(
        res,
        429,
        { error: 'Rate limit exceeded: 100 uses per project per hour' },
        { 'retry-after': String(retryAfter) }
      )
      return true
    }
    recent.push(now)
    return false
  }

  const serveDownload = (
    req: IncomingMessage,
    res: ServerResponse,
    jobId: string,
    url: URL
  ): void => {
    const link = links.get(url.searchParams.get('X-Amz-Signature') ?? '')
    if (!link || link.jobId !== jobId || Date.now() >= link.expiresAt) {
      res.writeHead(403, { 'content-type': 'application/xml' })
      res.end(
        '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'
      )
      return
    }
    let start = 0
    let end = bundleSize - 1
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
    const headers: Record<string, string | number> = { 'content-type': 'application/gzip' }
    if (exportOpts.acceptRanges) headers['accept-ranges'] = 'bytes'
    let status = 200
    if (range && exportOpts.acceptRanges) {
      start = Number(range[1])
      end = range[2] ? Math.min(Number(range[2]), end) : end
      if (start > end) {
        res.writeHead(416, { 'content-range': `bytes */${bundleSize}` })
        res.end()
        return
      }
      status = 206
      headers['content-range'] = `bytes ${start}-${end}/${bundleSize}`
    }
    headers['content-length'] = end - start + 1
    res.writeHead(status, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const cut = cutsLeft > 0 ? (cutsLeft--, exportOpts.cutDownloads?.afterBytes ?? 0) : undefined
    const last = cut === undefined ? end : Math.min(end, start + cut - 1)
    const rate = exportOpts.bytesPerSecond
    const step = rate ? 64 * 1024 : 256 * 1024
    const source = Buffer.isBuffer(bundle)
      ? Array.from({ length: Math.ceil((last + 1 - start) / step) }, (_, i) =>
          bundle.subarray(start + i * step, Math.min(last + 1, start + (i + 1) * step))
        )
      : createReadStream(bundle.file, { start, end: last, highWaterMark: step })
    void (async () => {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (res.destroyed) return
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve))
        if (rate) await new Promise((resolve) => setTimeout(resolve, (chunk.length / rate) * 1000))
      }
      // A cut sends the bytes written so far, then closes: destroy() alone could drop them unsent.
      if (cut !== undefined) res.socket?.end()
      else res.end()
    })().catch(() => res.destroy())
  }

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    serves: Serves
  ): Promise<void> => {
    const receivedAt = Date.now()
    const url = new URL(req.url ?? '/', serves === 'storage' ? storageBase : base)
    const method = req.method ?? 'GET'
    const routed = router(method, url.pathname + url.search, serves)
    const name = routed.route
    const raw = await readBody(req)
    let body: unknown = undefined
    if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        body = raw
      }
    }
    const record: RecordedRequest = {
      route: name,
      method,
      path: url.pathname + url.search,
      headers: req.headers,
      body,
      receivedAt
    }
    requests.push(record)
    res.on('finish', () => (record.status = res.statusCode))

    const fault = faults.find((f) => f.route === name && f.left > 0 && f.seen++ >= (f.after ?? 0))
    // The presigned download is not part of the API; an unknownStatus is drift on purpose.
    const normal = !fault && !(agentOpts.unknownStatus && name.startsWith('agent.'))
    if (contract && name !== 'download') {
      res.on('close', () =>
        violations.push(
          ...contract.validateExchange({
            ...record,
            status: normal && res.writableFinished ? res.statusCode : undefined,
            responseBody: sentBodies.get(res),
            responseContentType: res.getHeader('content-type')?.toString()
          })
        )
      )
    }
    if (fault) {
      fault.left--
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
          // thenHandle: carry out the request but answer the fault (the server took it, the
          // client cannot know).
          if (fault.thenHandle) {
            await handleRoute(routed, body, req, new ServerResponseSink(), url)
          }
          json(
            res,
            fault.status ?? 500,
            fault.body ?? { error: 'Internal server error' },
            fault.headers
          )
          return
      }
    }
    await handleRoute(routed, body, req, res, url)
  }

  const handleRoute = async (
    routed: Routed,
    body: unknown,
    req: IncomingMessage,
    res: ServerResponse | ServerResponseSink,
    url: URL
  ): Promise<void> => {
    const out = res as ServerResponse
    if (routed.route === 'download') return serveDownload(req, out, routed.jobId, url)
    if (routed.route === 'unknown') return json(out, 404, { error: 'Not found' })
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(out, 401, { error: 'Invalid or expired API key' })

    const { operationId, params } = routed
    switch (operationId) {
      case 'agentV2CreateJob':
      case 'agentV2SendFollowUp': {
        const { projectId = '', id } = params
        const prompt = (body as { prompt?: unknown } | undefined)?.prompt
        if (typeof prompt !== 'string' || prompt.length < 1)
          return json(out, 400, { error: 'prompt is required' })
        if (id !== undefined && !agentJobs.has(id))
          return json(out, 404, { error: 'Job not found' })
        if (rateLimited(projectId, out)) return
        if (operationId === 'agentV2CreateJob') {
          const job = {
            id: randomBytes(12).toString('hex'),
            projectId,
            createdAt: Date.now(),
            durationMs: agentOpts.durationMs,
            prompts: [prompt]
          }
          agentJobs.set(job.id, job)
          return json(out, 201, agentView(job))
        }
        const job = agentJobs.get(id as string) as AgentJobState
        const before = agentView(job)
        job.prompts.push(prompt)
        job.createdAt = Date.now()
        return json(out, 200, agentOpts.messageAnswersBefore ? before : agentView(job))
      }
      case 'agentV2GetJob': {
        const job = agentJobs.get(params.id ?? '')
        if (!job || job.projectId !== params.projectId)
          return json(out, 404, { error: 'Job not found' })
        return json(out, 200, agentView(job))
      }
      case 'staticExportStart': {
        if (!exportOpts.enabled)
          return json(out, 403, { error: 'Static export is not enabled for this organization' })
        const b = (body ?? {}) as { domain?: unknown; version?: unknown; paths?: unknown }
        if (typeof b.domain !== 'string' || !DOMAIN_PATTERN.test(b.domain))
          return json(out, 400, { error: 'domain must be a bare hostname' })
        if (b.version !== undefined && typeof b.version !== 'string')
          return json(out, 400, { error: 'version must be a string' })
        if (
          b.paths !== undefined &&
          (!Array.isArray(b.paths) ||
            b.paths.some((p) => typeof p !== 'string' || p.includes('..')))
        ) {
          return json(out, 400, { error: 'paths must be page paths' })
        }
        const job: ExportJobState = {
          jobId: `se_${randomBytes(8).toString('hex')}`,
          domain: b.domain,
          version: b.version as string | undefined,
          paths: b.paths as string[] | undefined,
          createdAt: Date.now()
        }
        exportJobs.set(job.jobId, job)
        return json(out, 202, exportView(job))
      }
      case 'staticExportGetJob': {
        const job = exportJobs.get(params.jobId ?? '')
        if (!job) return json(out, 404, { error: 'Export job not found' })
        return json(out, 200, exportView(job))
      }
      case 'staticExportGenerateBundle': {
        const job = exportJobs.get(params.jobId ?? '')
        if (!job) return json(out, 404, { error: 'Export job not found' })
        if (exportView(job).status !== 'completed')
          return json(out, 409, { error: 'Export job is not completed' })
        const link = presign(job.jobId)
        return json(out, 200, {
          jobId: job.jobId,
          bundleUrl: link.url,
          sizeBytes: exportOpts.sizeBytesOverride ?? bundleSize,
          expiresAt: new Date(link.expiresAt).toISOString()
        })
      }
    }
  }

  const listen = async (
    serves: Serves,
    port: number
  ): Promise<{ server: Server; origin: string }> => {
    const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
      handle(req, res, serves).catch((error: unknown) => {
        if (!res.headersSent) json(res, 500, { error: `emulator: ${String(error)}` })
        else res.destroy()
      })
    }
    const server = options.tls ? createTlsServer(options.tls, onRequest) : createServer(onRequest)
    server.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const scheme = options.tls ? 'https' : 'http'
    return { server, origin: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }
  const api = await listen(options.separateStorage ? 'api' : 'all', options.port ?? 0)
  const storage = options.separateStorage ? await listen('storage', 0) : undefined
  const servers = storage ? [api.server, storage.server] : [api.server]
  base = api.origin
  storageBase = storage?.origin ?? base

  return {
    url: base,
    storageUrl: storageBase,
    apiKey,
    requests,
    violations,
    count: (r, method) =>
      requests.filter((q) => q.route === r && (!method || q.method === method)).length,
    addFault,
    agentJobs: () => [...agentJobs.values()],
    exportJobs: () => [...exportJobs.values()],
    expireLinks: () => links.forEach((link) => (link.expiresAt = 0)),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))
      )
    }
  }
}

/** Swallows the normal answer of a request whose fault answers instead (see Fault.thenHandle). */
class ServerResponseSink {
  statusCode = 0
  headersSent = false
  writeHead(): this {
    return this
  }
  end(): void {}
  write(): boolean {
    return true
  }
  once(): this {
    return this
  }
  destroy(): void {}
}
