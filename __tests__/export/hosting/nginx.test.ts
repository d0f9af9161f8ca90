// The nginx include, served by a real nginx: every redirect source answers its destination with
// Mintlify's status, every page answers 200 at its clean URL (serve.js's resolution, the `.html`
// candidate included), an unknown URL 404. Skips, saying why, where nginx is not installed
// (.ci/run installs it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { hostPlan } from '../../../src/export/hosting/hosts.js'
import { RedirectTable } from '../../../src/export/hosting/pattern.js'
import {
  asRedirects,
  NOT_REDIRECTED,
  PAGES,
  REQUESTS
} from '../../../__fixtures__/redirect-site.js'

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (file) => spawnSync(file, ['-v']).status === 0
)

let dir: string
let nginx: ChildProcess | undefined
let base = ''

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('nginx did not start')
}

beforeAll(async () => {
  if (!nginxBinary) return
  dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-test-'))
  const site = path.join(dir, 'site')
  for (const page of PAGES) {
    const file = path.join(site, page, 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, `<title>${page || 'home'}</title>`)
  }
  // The API bundle's form: `route.html`, which only the `.html` candidate finds.
  await writeFile(path.join(site, 'legacy.html'), '<title>legacy</title>')
  const include = hostPlan('nginx', new RedirectTable(asRedirects())).files[0]
  await writeFile(path.join(dir, 'nginx.conf'), include?.text ?? '')
  const port = await freePort()
  const temp = (name: string): string => `${name}_temp_path ${path.join(dir, name)};`
  await writeFile(
    path.join(dir, 'main.conf'),
    // As root, nginx's workers would run as nobody, who cannot enter the tests' private temp folder.
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${path.join(dir, 'error.log')};
pid ${path.join(dir, 'nginx.pid')};
events {}
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${site};
    absolute_redirect off;
    include ${path.join(dir, 'nginx.conf')};
  }
}
`
  )
  nginx = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'main.conf')], { stdio: 'ignore' })
  await waitForPort(port)
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve))
    nginx.kill()
    await exited
  }
  if (dir) await rm(dir, { recursive: true, force: true })
})

const describeIf = nginxBinary ? describe : describe.skip
if (!nginxBinary) console.warn('skipped: nginx is not installed (.ci/run installs it)')

describeIf('the nginx include, served by nginx', () => {
  it('answers every redirect source with its destination and Mintlify’s status', async () => {
    for (const request of REQUESTS) {
      const response = await fetch(`${base}${request.path}`, { redirect: 'manual' })
      const location = response.headers.get('location')?.replace(/(.)\/(?=$|#)/, '$1')
      expect([request.path, response.status, location]).toEqual([
        request.path,
        request.permanent ? 308 : 307,
        request.location
      ])
    }
  })

  it('serves every page at its clean URL, the `.html` candidate too, and 404 elsewhere', async () => {
    for (const page of [...PAGES, 'legacy']) {
      const response = await fetch(`${base}/${page}`, { redirect: 'manual' })
      expect([page, response.status]).toEqual([page, 200])
      expect(await response.text()).toBe(`<title>${page || 'home'}</title>`)
    }
    for (const missing of ['/definitely-missing', ...NOT_REDIRECTED]) {
      const response = await fetch(`${base}${missing}`, { redirect: 'manual' })
      expect([missing, response.status]).toEqual([missing, 404])
    }
  })
})
