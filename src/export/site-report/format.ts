/**
 * site-check.json's name and version, apart from report.ts: baseline.ts checks a base report against
 * them, and importing report.ts for two strings bundled its whole chunk a second time.
 */
export const REPORT_FORMAT = 'mintlify-site-check'
export const REPORT_VERSION = 1
