import { afterEach, expect } from '@jest/globals'
import { startEmulator, type Emulator, type EmulatorOptions } from '../emulator/server.js'

/** Closes the emulator, then fails the test if any exchange it saw departed from the contract. */
export async function closeConforming(emulator: Emulator): Promise<void> {
  await emulator.close()
  expect(emulator.violations).toEqual([])
}

/**
 * Call once at the top of a test file: returns a start function whose emulators are closed after
 * each test, and the test fails if any of them saw a request or a normal answer off the contract.
 */
export function useEmulator(
  defaults: Partial<EmulatorOptions> = {}
): (options?: Partial<EmulatorOptions>) => Promise<Emulator> {
  const started: Emulator[] = []
  afterEach(async () => {
    const emulators = started.splice(0)
    await Promise.all(emulators.map((emulator) => emulator.close()))
    expect(emulators.flatMap((emulator) => emulator.violations)).toEqual([])
  })
  return async (options = {}) => {
    const emulator = await startEmulator({
      ...defaults,
      ...options,
      contract: true,
      agent: { ...defaults.agent, ...options.agent },
      export: { ...defaults.export, ...options.export }
    })
    started.push(emulator)
    return emulator
  }
}
