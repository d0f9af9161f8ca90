// The site check's limits, apart from the check itself: the job summary, loaded by every run, reads
// them without loading the HTML tokenizer.

/** Pages and stylesheets larger than this are not checked (a docs page is tens of kilobytes). */
export const MAX_CHECKED_FILE_BYTES = 8 * 1024 * 1024
/**
 * Distinct internal targets the check keeps (outside V8's heap; their cost is in
 * docs/performance.md). Twice the archive's entry limit: every file can be a target, and as many
 * again can be broken. References to further targets are counted as not judged, so a hostile site
 * cannot grow the check's memory without bound.
 */
export const MAX_TARGETS = 500_000
/**
 * The bytes of the targets' paths the check keeps, and of each cache's keys: a count alone would not
 * bound a site of a few very long generated links.
 */
export const MAX_TARGET_BYTES = 32 * 1024 * 1024
/** Broken targets and other hosts the log lists one by one; past this they are counted. */
export const LISTED_IN_LOG = 1000
