// The bundle's default limit, apart from the engine: the inputs read it on every run, which must
// not load the engine to do so.

/** 20 GiB: dozens of times a large docs site unpacked, still a bound on a runner's disk. */
export const DEFAULT_MAX_UNPACKED_BYTES = 20 * 1024 ** 3
