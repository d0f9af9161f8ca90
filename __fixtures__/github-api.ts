/**
 * A loopback stand-in for the GitHub REST endpoints the comment trigger uses: permission check,
 * pull request, reactions, and issue comments (list, create, edit). It records every request and
 * serves under a path prefix, as GitHub Enterprise Server does (`https://<host>/api/v3`).
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type RequestListener } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'

export type GitHubRoute =
  | 'permission'
  | 'pull'
  | 'pull.files'
  | 'reaction.issue-comment'
  | 'reaction.review-comment'
  | 'reaction.issue'
  | 'review.comments'
  | 'comments.list'
  | 'comments.create'
  | 'comments.update'
  | 'comments.delete'
  | 'deployments.create'
  | 'deployments.status'
  | 'unknown'

export interface GitHubRequest {
  route: GitHubRoute
  method: string
  /** Path without the prefix, with the query. */
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown> | undefined
  /** The status answered (304 for a conditional read that found nothing changed). */
  status?: number
  /** When it arrived (ms). */
  at?: number
}

export interface StoredComment {
  id: number
  issueNumber: number
  body: string
  user: { login: string; type: string }
  /** ISO time; comments written during a test get the time they were written. */
  createdAt?: string
  updatedAt?: string
}

/**
 * A failure GitHub's API gives in normal operation, on the next `times` requests of `route`
 * (default 1; Infinity for one that never clears): a 5xx, a connection reset, or a secondary rate
 * limit (403 with `Retry-After`, as GitHub documents it).
 */
export interface GitHubFault {
  route: GitHubRoute
  /** `reset-after`: GitHub carries out the request, then the connection is reset before the answer. */
  kind: 'status' | 'reset' | 'reset-after' | 'secondary-rate-limit'
  /** For `status`: 500, 502, 503 or 504. */
  status?: number
  times?: number
  /** For `secondary-rate-limit`: the seconds in Retry-After. */
  retryAfter?: number
  /** Only after this many requests of the route were answered normally. */
  after?: number
}

export interface GitHubApiOptions {
  /** Role per login (`admin`, `maintain`, `write`, `triage`, `read`, `none`); `write` when absent. */
  roles?: Record<string, string>
  /** Routes answered `403 Resource not accessible by integration`, as with a read-only token. */
  forbidden?: GitHubRoute[]
  /** Comments already on the issues (re-runs). */
  comments?: StoredComment[]
  pull?: { title: string; headRef: string; headRepo: string }
  prefix?: string
  /** The files a pull request changed (`pulls/{n}/files`, paginated as GitHub does: 30 a page by default). */
  files?: string[]
  /** Serve https with this key and certificate, as api.github.com does (proxies tunnel it). */
  tls?: { key: string | Buffer; cert: string | Buffer }
  faults?: GitHubFault[]
  /** Inline comments by review id, as `pulls/{n}/reviews/{id}/comments` lists them. */
  reviewComments?: Record<number, Record<string, unknown>[]>
}

/** A deployment as the deployments API stored it, with its statuses in order. */
export interface StoredDeployment {
  id: number
  request: Record<string, unknown>
  statuses: Record<string, unknown>[]
}

export interface GitHubApi {
  /** The API root to put in GITHUB_API_URL. */
  url: string
  deployments: StoredDeployment[]
  requests: GitHubRequest[]
  comments: StoredComment[]
  routes(): GitHubRoute[]
  count(route: GitHubRoute): number
  /** Arms a fault on later requests. */
  addFault(fault: GitHubFault): void
  close(): Promise<void>
}

const BOT = { login: 'github-actions[bot]', type: 'Bot' }

// `permission` folds maintain into write and triage into read, as GitHub's API does.
const PERMISSION: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none'
}

function classify(method: string, pathname: string): { route: GitHubRoute; params: string[] } {
  const table: [string, RegExp, GitHubRoute][] = [
    ['GET', /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/, 'permission'],
    ['GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/, 'pull'],
    ['GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/, 'pull.files'],
    [
      'POST',
      /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)\/reactions$/,
      'reaction.issue-comment'
    ],
    [
      'POST',
      /^\/repos\/[^/]+\/[^/]+\/pulls\/comments\/(\d+)\/reactions$/,
      'reaction.review-comment'
    ],
    ['POST', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/reactions$/, 'reaction.issue'],
    ['GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/reviews\/(\d+)\/comments$/, 'review.comments'],
    ['GET', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/, 'comments.list'],
    ['POST', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/, 'comments.create'],
    ['PATCH', /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/, 'comments.update'],
    ['DELETE', /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/, 'comments.delete'],
    ['POST', /^\/repos\/[^/]+\/[^/]+\/deployments$/, 'deployments.create'],
    ['POST', /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/, 'deployments.status']
  ]
  for (const [m, pattern, route] of table) {
    const match = pattern.exec(pathname)
    if (match && m === method) return { route, params: match.slice(1) }
  }
  return { route: 'unknown', params: [] }
}

export async function startGitHubApi(options: GitHubApiOptions = {}): Promise<GitHubApi> {
  const prefix = options.prefix ?? '/api/v3'
  const requests: GitHubRequest[] = []
  const deployments: StoredDeployment[] = []
  const comments: StoredComment[] = [...(options.comments ?? [])]
  const faults = (options.faults ?? []).map((fault) => ({ ...fault, left: fault.times ?? 1 }))
  let nextId = 9000
  const sockets = new Set<Socket>()
  let origin = ''

  const onRequest: RequestListener = (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const method = req.method ?? ''
      const pathname = url.pathname.startsWith(prefix)
        ? url.pathname.slice(prefix.length)
        : url.pathname
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
      const { route, params } = url.pathname.startsWith(prefix)
        ? classify(method, pathname)
        : { route: 'unknown' as const, params: [] }
      const recorded: GitHubRequest = {
        route,
        method,
        path: pathname + url.search,
        headers: req.headers,
        body,
        at: Date.now()
      }
      requests.push(recorded)
      res.on('finish', () => (recorded.status = res.statusCode))

      const send = (status: number, data: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify(data))
      }
      if (options.forbidden?.includes(route)) {
        send(403, { message: 'Resource not accessible by integration', status: '403' })
        return
      }
      const fault = faults.find((f) => f.route === route && f.left > 0 && (f.after ?? 0) <= 0)
      for (const f of faults)
        if (f.route === route && (f.after ?? 0) > 0) f.after = (f.after ?? 0) - 1
      if (fault?.kind === 'reset-after') {
        // Carried out below; the answer never reaches the client.
        fault.left--
        res.writeHead = (() => res) as unknown as typeof res.writeHead
        res.end = (() => {
          req.socket.destroy()
          return res
        }) as unknown as typeof res.end
      } else if (fault) {
        fault.left--
        if (fault.kind === 'reset') {
          req.socket.destroy()
          return
        }
        if (fault.kind === 'secondary-rate-limit') {
          res.writeHead(403, {
            'content-type': 'application/json; charset=utf-8',
            'retry-after': String(fault.retryAfter ?? 1)
          })
          res.end(
            JSON.stringify({
              message:
                'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
              documentation_url:
                'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
              status: '403'
            })
          )
          return
        }
        const status = fault.status ?? 502
        res.writeHead(status, { 'content-type': 'text/html' })
        res.end(`<html><body><h1>${status} Server Error</h1></body></html>`)
        return
      }
      // One page of a list, with GitHub's Link header: prev, next, last and first where they apply.
      const sendPage = (all: unknown[]): void => {
        const page = Number(url.searchParams.get('page') ?? '1')
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? '30'))
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        const last = Math.max(1, Math.ceil(all.length / perPage))
        const pageLink = (n: number, rel: string): string => {
          const link = new URL(url.pathname, origin)
          link.searchParams.set('per_page', String(perPage))
          link.searchParams.set('page', String(n))
          return `<${link.href}>; rel="${rel}"`
        }
        const links = [
          ...(page > 1 ? [pageLink(page - 1, 'prev')] : []),
          ...(page < last ? [pageLink(page + 1, 'next'), pageLink(last, 'last')] : []),
          ...(page > 1 ? [pageLink(1, 'first')] : [])
        ]
        if (links.length > 0) headers.link = links.join(', ')
        const text = JSON.stringify(all.slice((page - 1) * perPage, page * perPage))
        // GitHub answers a conditional request whose page has not changed 304, free of the rate limit.
        headers.etag = `"${createHash('sha1')
          .update(`${headers.link ?? ''}\n${text}`)
          .digest('hex')}"`
        if (req.headers['if-none-match'] === headers.etag) {
          res.writeHead(304, { etag: headers.etag })
          res.end()
          return
        }
        res.writeHead(200, headers)
        res.end(text)
      }
      const [param = ''] = params
      const toApi = (c: StoredComment): unknown => ({
        id: c.id,
        body: c.body,
        user: c.user,
        created_at: c.createdAt ?? new Date(0).toISOString(),
        updated_at: c.updatedAt ?? c.createdAt ?? new Date(0).toISOString(),
        html_url: `https://github.com/acme/app/issues/${c.issueNumber}#issuecomment-${c.id}`
      })
      switch (route) {
        case 'permission': {
          const role = options.roles?.[decodeURIComponent(param)] ?? 'write'
          send(200, { permission: PERMISSION[role] ?? 'read', role_name: role, user: {} })
          return
        }
        case 'pull': {
          const pull = options.pull ?? {
            title: 'Add a retry option',
            headRef: 'feature/retry',
            headRepo: 'acme/app'
          }
          send(200, {
            number: Number(param),
            title: pull.title,
            html_url: `https://github.com/acme/app/pull/${param}`,
            head: { ref: pull.headRef, repo: { full_name: pull.headRepo } }
          })
          return
        }
        case 'review.comments':
          sendPage(options.reviewComments?.[Number(param)] ?? [])
          return
        case 'reaction.issue':
        case 'reaction.issue-comment':
        case 'reaction.review-comment':
          send(201, { id: 1, content: body?.content })
          return
        case 'comments.list': {
          const all = comments.filter((c) => c.issueNumber === Number(param))
          sendPage(all.map(toApi))
          return
        }
        case 'pull.files': {
          const files = options.files ?? ['src/retry.ts', 'README.md']
          sendPage(files.map((filename) => ({ filename, status: 'modified' })))
          return
        }
        case 'comments.create': {
          const comment = {
            id: nextId++,
            issueNumber: Number(param),
            body: String(body?.body ?? ''),
            user: BOT,
            createdAt: new Date().toISOString()
          }
          comments.push(comment)
          send(201, toApi(comment))
          return
        }
        case 'comments.update': {
          const comment = comments.find((c) => c.id === Number(param))
          if (!comment) {
            send(404, { message: 'Not Found' })
            return
          }
          comment.body = String(body?.body ?? '')
          comment.updatedAt = new Date().toISOString()
          send(200, toApi(comment))
          return
        }
        case 'comments.delete': {
          const index = comments.findIndex((c) => c.id === Number(param))
          if (index < 0) {
            send(404, { message: 'Not Found' })
            return
          }
          comments.splice(index, 1)
          res.writeHead(204)
          res.end()
          return
        }
        case 'deployments.create': {
          const deployment = { id: nextId++, request: body ?? {}, statuses: [] }
          deployments.push(deployment)
          send(201, { id: deployment.id, ...deployment.request })
          return
        }
        case 'deployments.status': {
          const deployment = deployments.find((d) => d.id === Number(param))
          if (!deployment) {
            send(404, { message: 'Not Found' })
            return
          }
          deployment.statuses.push(body ?? {})
          send(201, { id: nextId++, ...body })
          return
        }
        default:
          send(404, { message: 'Not Found' })
      }
    })
  }
  const server = options.tls ? createTlsServer(options.tls, onRequest) : createServer(onRequest)

  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin + prefix,
    deployments,
    requests,
    comments,
    routes: () => requests.map((r) => r.route),
    count: (route) => requests.filter((r) => r.route === route).length,
    addFault: (fault) => faults.push({ ...fault, left: fault.times ?? 1 }),
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy())
        server.close(() => resolve())
      })
  }
}
