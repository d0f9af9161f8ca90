import { rmSync } from 'node:fs'

/** Removes the run's temporary root made by global-setup.ts. */
export default function teardown(): void {
  const root = process.env.MINTLIFY_ACTION_TEST_ROOT
  if (root) rmSync(root, { recursive: true, force: true })
}
