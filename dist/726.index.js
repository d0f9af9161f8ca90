export const id = 726;
export const ids = [726];
export const modules = {

/***/ 1726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareWithBaseline: () => (/* binding */ compareWithBaseline),
/* harmony export */   readBaseline: () => (/* binding */ readBaseline)
/* harmony export */ });
/* unused harmony export findingKey */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3722);
/**
 * `previous-report`: the site-check.json of the base (the default branch's last check), so a pull
 * request fails only on what it breaks. Findings are matched by kind, target and fragment, never by
 * line (lines move), each normalised the same way on both sides, so a report that an older version
 * wrote, or one that spells a target another way (`/x/`, `/x/index.html`, `%7E`), still matches.
 */


/** A site-check.json larger than this is not one of ours (25 000 findings take a few MB). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;
/** The kinds a baseline judges: what fails a step. */
const JUDGED = new Set(['broken-link', 'broken-anchor', 'broken-redirect']);
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** A site path as one spelling: decoded, without `index.html`, `.html` or a trailing slash. */
function normalPath(target) {
    let path = decoded(target);
    path = path.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
/** What makes two findings one, across runs and versions. */
function findingKey(finding) {
    const hash = finding.target.indexOf('#');
    const target = hash === -1 ? finding.target : finding.target.slice(0, hash);
    const fragment = finding.fragment ?? (hash === -1 ? '' : finding.target.slice(hash + 1));
    return `${finding.kind}\u0000${normalPath(target)}\u0000${decoded(fragment)}`;
}
/** Reads the base's report; never throws. */
async function readBaseline(file) {
    let text;
    try {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
        if (bytes.length > MAX_REPORT_BYTES)
            return { unusable: 'it is larger than any site-check.json' };
        text = bytes.toString('utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { missing: true };
        return { unusable: `it cannot be read (${error.message})` };
    }
    let report;
    try {
        report = JSON.parse(text);
    }
    catch {
        return { unusable: 'it is not JSON' };
    }
    if (report?.format !== _format_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_FORMAT */ .t || !Array.isArray(report.findings)) {
        return { unusable: `it is not a ${_format_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_FORMAT */ .t} report` };
    }
    const keys = new Set();
    for (const finding of report.findings) {
        if (typeof finding?.kind === 'string' &&
            typeof finding.target === 'string' &&
            JUDGED.has(finding.kind)) {
            keys.add(findingKey(finding));
        }
    }
    return { keys };
}
/** Marks each judged finding of `report` new or known, and counts what the baseline had that is gone. */
function compareWithBaseline(report, keys) {
    const comparison = {
        newLinks: [],
        newAnchors: [],
        newRedirects: [],
        fixed: 0,
        known: 0
    };
    const seen = new Set();
    for (const finding of report.findings) {
        if (!JUDGED.has(finding.kind))
            continue;
        const key = findingKey(finding);
        seen.add(key);
        if (keys.has(key)) {
            finding.status = 'known';
            comparison.known++;
            continue;
        }
        finding.status = 'new';
        if (finding.kind === 'broken-link')
            comparison.newLinks.push(finding);
        else if (finding.kind === 'broken-anchor')
            comparison.newAnchors.push(finding);
        else
            comparison.newRedirects.push(finding);
    }
    for (const key of keys)
        if (!seen.has(key))
            comparison.fixed++;
    return comparison;
}


/***/ }),

/***/ 3722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ REPORT_VERSION),
/* harmony export */   t: () => (/* binding */ REPORT_FORMAT)
/* harmony export */ });
/**
 * site-check.json's name and version, apart from report.ts: baseline.ts checks a base report against
 * them, and importing report.ts for two strings bundled its whole chunk a second time.
 */
const REPORT_FORMAT = 'mintlify-site-check';
const REPORT_VERSION = 1;


/***/ })

};
