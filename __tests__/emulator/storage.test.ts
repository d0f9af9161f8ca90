import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BundleStorage, type StorageOptions } from '../../emulator/storage.js'

const ARCHIVE = Buffer.from('0123456789abcdefghij')
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** The storage behind a loopback listener, as the emulator serves it. */
async function serve(options: StorageOptions = {}): Promise<BundleStorage> {
  const storage = await BundleStorage.open({ bundle: ARCHIVE, ...options })
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage')
    const jobId = /^\/bundles\/([^/]+)\//.exec(url.pathname)?.[1] ?? ''
    storage.serve(req, res, jobId, url)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  storage.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return storage
}

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(url, { headers, method })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

describe('bundle storage', () => {
  it('serves the archive behind a presigned link that reports its size', async () => {
    const storage = await serve()
    const link = storage.presign('se_1')
    expect(link.sizeBytes).toBe(ARCHIVE.length)
    expect(link.bundleUrl).toMatch(
      /\/bundles\/se_1\/bundle\.tar\.gz\?X-Amz-Expires=3600&X-Amz-Signature=/
    )
    const answer = await get(link.bundleUrl)
    expect(answer).toMatchObject({ status: 200, text: ARCHIVE.toString() })
    expect(answer.headers.get('accept-ranges')).toBe('bytes')
    const head = await get(link.bundleUrl, {}, 'HEAD')
    expect([head.status, head.headers.get('content-length'), head.text]).toEqual([200, '20', ''])
  })

  it('answers ranges with 206, and 416 past the end', async () => {
    const storage = await serve()
    const { bundleUrl } = storage.presign('se_1')
    const part = await get(bundleUrl, { range: 'bytes=10-' })
    expect(part).toMatchObject({ status: 206, text: 'abcdefghij' })
    expect(part.headers.get('content-range')).toBe('bytes 10-19/20')
    const past = await get(bundleUrl, { range: 'bytes=25-' })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */20')
  })

  it('ignores ranges when turned off, as some stores do', async () => {
    const storage = await serve({ acceptRanges: false })
    const answer = await get(storage.presign('se_1').bundleUrl, { range: 'bytes=10-' })
    expect(answer).toMatchObject({ status: 200, text: ARCHIVE.toString() })
    expect(answer.headers.get('accept-ranges')).toBeNull()
  })

  it('refuses a link for another job, a forged one and an expired one with 403', async () => {
    const storage = await serve()
    const { bundleUrl } = storage.presign('se_1')
    expect((await get(bundleUrl.replace('se_1', 'se_2'))).status).toBe(403)
    expect((await get(bundleUrl.replace(/Signature=\w+/, 'Signature=forged'))).status).toBe(403)
    storage.expireLinks()
    const expired = await get(bundleUrl)
    expect(expired.status).toBe(403)
    expect(expired.text).toContain('<Code>AccessDenied</Code>')
  })

  it('cuts the first downloads after the bytes asked, then serves whole ones', async () => {
    const storage = await serve({ cutDownloads: { times: 1, afterBytes: 5 } })
    const { bundleUrl } = storage.presign('se_1')
    await expect(get(bundleUrl)).rejects.toThrow()
    expect((await get(bundleUrl)).text).toBe(ARCHIVE.toString())
  })
})
