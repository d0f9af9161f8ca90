import { describe, expect, it } from '@jest/globals'
import { FaultSwitches } from '../../emulator/faults.js'

describe('fault switches', () => {
  it('fire on their route only, `times` times', () => {
    const switches = new FaultSwitches([{ route: 'agent.get', kind: 'reset', times: 2 }])
    expect(switches.take('agent.create')).toBeUndefined()
    expect(switches.take('agent.get')?.kind).toBe('reset')
    expect(switches.take('agent.get')?.kind).toBe('reset')
    expect(switches.take('agent.get')).toBeUndefined()
  })

  it('`after` lets that many requests through first', () => {
    const switches = new FaultSwitches([{ route: 'export.get', kind: 'hang', after: 2 }])
    const fired = [1, 2, 3, 4].map(() => switches.take('export.get')?.kind)
    expect(fired).toEqual([undefined, undefined, 'hang', undefined])
  })

  it('fire in the order they were added; one added later queues behind', () => {
    const switches = new FaultSwitches([{ route: 'download', kind: 'status', status: 403 }])
    switches.add({ route: 'download', kind: 'html' })
    expect(switches.take('download')?.kind).toBe('status')
    expect(switches.take('download')?.kind).toBe('html')
    expect(switches.take('download')).toBeUndefined()
  })
})
