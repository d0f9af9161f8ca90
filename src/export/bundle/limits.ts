// The bundle's default limit, apart from the engine: the inputs read it on every run, which must
// not load the engine to do so.

/** 20 GiB: dozens of times a large docs site unpacked, still a bound on a runner's disk. */
export const DEFAULT_MAX_UNPACKED_BYTES = 20 * 1024 ** 3

/**
 * From this archive size on, files are hashed on a worker thread: below it the thread's start-up and
 * memory cost more than it saves (docs/performance.md).
 */
export const WORKER_HASHING_BYTES = 16 * 1024 * 1024
