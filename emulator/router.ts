/**
 * Names the operation a request calls: openapi-backend matches method and templated path against the
 * published contract (the file the contract checker reads), so a path the contract changes moves the
 * emulator with it. The presigned download is not part of the API and keeps its own pattern.
 *
 * Only openapi-backend's router is used, not `handleRequest`: the emulator records a request and
 * applies its fault switches between routing and handling, and checks the key itself (the checker,
 * not the router, holds requests to the contract).
 */
import { readFile } from 'node:fs/promises'
import { OpenAPIBackend, type Document } from 'openapi-backend'
import { parse } from 'yaml'
import { CONTRACT_FILE } from './contract.ts'

/** The operations the emulator serves, by operationId, with the names requests are recorded under. */
export const ROUTES = {
  agentV2CreateJob: 'agent.create',
  agentV2GetJob: 'agent.get',
  agentV2SendFollowUp: 'agent.message',
  staticExportStart: 'export.start',
  staticExportGetJob: 'export.get',
  staticExportGenerateBundle: 'export.bundle',
  proposedStaticExportStart: 'export.start-project',
  proposedStaticExportGetJob: 'export.get-project',
  projectTriggerUpdate: 'project.deploy',
  projectGetDeploymentStatus: 'project.status',
  projectTriggerPreview: 'project.preview',
  projectTriggerAutomation: 'project.automation'
} as const

export type OperationId = keyof typeof ROUTES
export type Route = (typeof ROUTES)[OperationId] | 'download' | 'unknown'

/** Which routes a listener answers: all, or (with separate storage) only the API or only downloads. */
export type Serves = 'all' | 'api' | 'storage'

export type Routed =
  | {
      route: (typeof ROUTES)[OperationId]
      operationId: OperationId
      params: Record<string, string>
    }
  | { route: 'download'; jobId: string }
  | { route: 'unknown' }

export type Router = (method: string, path: string, serves: Serves) => Routed

const DOWNLOAD = /^\/bundles\/([^/]+)\/bundle\.tar\.gz$/

const loaded = new Map<string, Promise<Router>>()

/** Loads the contract's routes once per file; later calls share them. */
export function loadRouter(file: string = CONTRACT_FILE): Promise<Router> {
  let router = loaded.get(file)
  if (!router) {
    router = build(file)
    loaded.set(file, router)
  }
  return router
}

async function build(file: string): Promise<Router> {
  const api = new OpenAPIBackend({
    definition: parse(await readFile(file, 'utf8')) as Document,
    validate: false,
    strict: true,
    // The service does not answer `/job/` for `/job`; neither did the emulator before this router.
    ignoreTrailingSlashes: false
  })
  await api.init()
  const missing = Object.keys(ROUTES).filter((id) => !api.router.getOperation(id))
  if (missing.length) throw new Error(`${file} lacks operations ${missing.join(', ')}`)

  const routeApi = (method: string, path: string): Routed => {
    const request = { method, path, headers: {} }
    const operation = api.matchOperation(request)
    const operationId = operation?.operationId
    if (!operation || !operationId || !Object.hasOwn(ROUTES, operationId))
      return { route: 'unknown' }
    try {
      const { params } = api.router.parseRequest(request, operation)
      const id = operationId as OperationId
      return { route: ROUTES[id], operationId: id, params: params as Record<string, string> }
    } catch {
      // A malformed %-escape in a path parameter: no job can have that id.
      return { route: 'unknown' }
    }
  }

  return (method, path, serves) => {
    const pathname = path.split('?')[0] ?? ''
    const download = DOWNLOAD.exec(pathname)
    const isDownload = Boolean(download) && (method === 'GET' || method === 'HEAD')
    // With separate storage, a download sent to the API (or an API call to the storage) is not found.
    if (serves !== 'all' && (serves === 'storage') !== isDownload) return { route: 'unknown' }
    if (isDownload) return { route: 'download', jobId: download?.[1] ?? '' }
    return routeApi(method, path)
  }
}
