import { describe, expect, it } from '@jest/globals'
import type { ExportBundle } from '../../../src/api/api.js'
import { BundleLink } from '../../../src/export/bundle/link.js'
import { BundleError } from '../../../src/export/bundle/errors.js'

const PAST = '2000-01-01T00:00:00Z'
const FUTURE = '2999-01-01T00:00:00Z'

function link(first: ExportBundle, fresh: ExportBundle[], maxRefreshes = 2) {
  const logs: string[] = []
  let asked = 0
  const keeper = new BundleLink(
    first,
    async () => fresh[asked++] as ExportBundle,
    maxRefreshes,
    (message) => logs.push(message)
  )
  return { keeper, logs, asked: () => asked }
}

describe('BundleLink', () => {
  it('refuses a link that is not http(s), first or fresh', async () => {
    expect(() => link({ bundleUrl: 'file:///etc/passwd' }, [])).toThrow(BundleError)
    const { keeper } = link({ bundleUrl: 'https://s.test/b', expiresAt: PAST }, [
      { bundleUrl: 'ftp://s.test/b' }
    ])
    await expect(keeper.renewIfExpired()).rejects.toThrow(
      /fresh bundle link uses the scheme 'ftp:'/
    )
  })

  it('replaces a link past expiresAt before use, but tries a link just handed out', async () => {
    const { keeper, logs, asked } = link({ bundleUrl: 'https://s.test/1', expiresAt: PAST }, [
      // The runner's clock may be ahead of the storage's: a fresh link is used even if it looks expired.
      { bundleUrl: 'https://s.test/2', expiresAt: PAST }
    ])
    expect(await keeper.renewIfExpired()).toBe(true)
    expect(keeper.current.bundleUrl).toBe('https://s.test/2')
    expect(await keeper.renewIfExpired()).toBe(false)
    expect(asked()).toBe(1)
    expect(logs).toEqual([
      `The bundle link is not usable (it expired at ${PAST}); asking for a fresh one (1/2).`
    ])
  })

  it('keeps a link that has not expired', async () => {
    const { keeper, asked } = link({ bundleUrl: 'https://s.test/1', expiresAt: FUTURE }, [])
    expect(await keeper.renewIfExpired()).toBe(false)
    expect(asked()).toBe(0)
  })

  it('replaces even a fresh link the storage refuses, a bounded number of times', async () => {
    const { keeper } = link({ bundleUrl: 'https://s.test/1' }, [
      { bundleUrl: 'https://s.test/2' },
      { bundleUrl: 'https://s.test/3' }
    ])
    await keeper.refused()
    await keeper.refused()
    expect(keeper.current.bundleUrl).toBe('https://s.test/3')
    expect(keeper.refreshes).toBe(2)
    await expect(keeper.refused()).rejects.toThrow(
      'The bundle link failed (the storage answered 403: expired or revoked) and 2 fresh links did not help.'
    )
  })
})
