/**
 * Frees a Buffer's memory now rather than at V8's next garbage collection.
 *
 * Why: a docs bundle sends several hundred megabytes of short-lived Buffers through the action (the
 * downloaded chunks, then the inflated ones). V8 frees a Buffer's memory only when a collection finds
 * it dead, and memory outside its heap triggers a collection only once tens of megabytes have piled
 * up, which alone would dominate the step's peak memory (docs/performance.md). `ArrayBuffer.prototype.transfer(0)` (ES2024, a documented JavaScript API) moves the memory
 * into a new empty buffer, which frees it at once, and leaves the old one detached (length 0).
 *
 * Only for memory nobody else will read: the caller must hold the only views of the whole ArrayBuffer
 * and every native operation on it (a file write, an inflate) must have called back.
 */
export function release(buffer: ArrayBufferView): void {
  const memory = buffer.buffer
  if (
    !(memory instanceof ArrayBuffer) ||
    memory.detached ||
    memory.byteLength < MIN_RELEASED_BYTES
  ) {
    return
  }
  try {
    memory.transfer(0)
  } catch {
    // Node marks some memory untransferable (its shared pool of small Buffers): the GC frees that.
  }
}

/** Small buffers are not worth it, and most come from Node's shared pool. */
const MIN_RELEASED_BYTES = 16 * 1024

/** Whether `view` spans its whole ArrayBuffer, so no other part of that memory exists elsewhere. */
export function spansItsMemory(view: ArrayBufferView): boolean {
  return view.byteOffset === 0 && view.byteLength === view.buffer.byteLength
}

/** Whether `view` reaches the end of its ArrayBuffer (the last piece a producer cuts from it). */
export function endsItsMemory(view: ArrayBufferView): boolean {
  return view.byteOffset + view.byteLength === view.buffer.byteLength
}
