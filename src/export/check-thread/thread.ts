/** The reading thread's entry (ncc builds it on its own, as dist/check-thread/index.js). */
import { parentPort, workerData } from 'node:worker_threads'
import type { HashBatch } from '../bundle/hasher.js'
import { PagesThread, type FinishQuestion, type PagesThreadData } from './pages-thread.js'

const port = parentPort
if (port) {
  const thread = new PagesThread(workerData as PagesThreadData)
  port.on('message', (message: HashBatch | { question: FinishQuestion }) => {
    if (!('question' in message)) {
      port.postMessage(thread.batch(message))
      return
    }
    try {
      port.postMessage({ answer: thread.finish(message.question) })
    } catch (error) {
      port.postMessage({ failed: error instanceof Error ? error.message : String(error) })
    }
  })
}
