// Starts the emulator until Ctrl-C: `npm run emulator`. Prints the base URL and the accepted key.
import { startEmulator } from './server.ts'

const emulator = await startEmulator({
  // A fixed port by default, so .env.example's base-url reaches it; PORT=0 picks a free one.
  port: Number(process.env.PORT ?? 8787),
  // Nobody reads `violations` in a terminal session; the tests hold the emulator to the contract.
  contract: false,
  agent: { durationMs: Number(process.env.AGENT_DURATION_MS ?? 4000) },
  export: { durationMs: Number(process.env.EXPORT_DURATION_MS ?? 4000) }
})
console.log(`Mintlify Admin API emulator on ${emulator.url}`)
console.log(`api-key: ${emulator.apiKey}`)
process.on('SIGINT', () => void emulator.close().then(() => process.exit(0)))
