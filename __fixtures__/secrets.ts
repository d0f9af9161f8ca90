import { expect } from '@jest/globals'

/** Asserts `secret` appears in the action's output only in `::add-mask::` commands. */
export function expectOnlyMasked(output: string, secret: string): void {
  const leaks = output
    .split('\n')
    .filter((line) => line.includes(secret) && !line.startsWith('::add-mask::'))
  expect(leaks).toEqual([])
}
