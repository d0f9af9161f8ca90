import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo, type Socket } from 'node:net'

export interface TestServer {
  url: string
  port: number
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[]
  close(): Promise<void>
}

/** A loopback HTTP server for one test; `handler` answers each request (its index is passed). */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse, index: number) => void
): Promise<TestServer> {
  const requests: TestServer['requests'] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString()
      })
      handler(req, res, requests.length - 1)
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy())
        server.close(() => resolve())
      })
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/**
 * A forward proxy on loopback that tunnels CONNECT and forwards absolute-form requests, counting both.
 * `refuseConnect`: answer every CONNECT with this status instead, as a proxy that cannot or will not
 * reach the target does; nothing is forwarded then.
 */
export async function startProxy(
  options: {
    refuseConnect?: number
    /** Names the proxy resolves itself (only ever to loopback), as a corporate proxy's DNS would. */
    hosts?: Record<string, string>
  } = {}
): Promise<{
  url: string
  targets: string[]
  close(): Promise<void>
}> {
  const targets: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '')
    targets.push(target.host)
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      upstream.write(
        `${req.method} ${target.pathname}${target.search} HTTP/1.1\r\n` +
          Object.entries(req.headers)
            .map(([k, v]) => `${k}: ${String(v)}\r\n`)
            .join('') +
          '\r\n'
      )
      req.pipe(upstream)
      upstream.pipe(res.socket as Socket)
    })
  })
  server.on('connect', (req: IncomingMessage, client: Socket) => {
    targets.push(req.url ?? '')
    if (options.refuseConnect !== undefined) {
      client.end(`HTTP/1.1 ${options.refuseConnect} Refused\r\ncontent-length: 0\r\n\r\n`)
      return
    }
    const [host = '', port] = (req.url ?? '').split(':')
    const upstream = net.connect(Number(port), options.hosts?.[host] ?? host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    sockets.add(client)
    sockets.add(upstream)
  })
  server.on('connection', (s) => sockets.add(s))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    targets,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy())
        server.close(() => resolve())
      })
  }
}

/** A port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}
