export const id = 923;
export const ids = [923];
export const modules = {

/***/ 2923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   siteCheckComment: () => (/* binding */ siteCheckComment),
/* harmony export */   siteCheckMarker: () => (/* binding */ siteCheckMarker)
/* harmony export */ });
/* unused harmony export LISTED_IN_COMMENT */
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9630);

/** Findings listed in the comment; the rest are counted, with where to find them. */
const LISTED_IN_COMMENT = 20;
/** The comment's hidden first line: one per pull request. */
function siteCheckMarker(pullNumber) {
    return `<!-- mintlify-admin-action:site-check pr=${pullNumber} -->`;
}
const LABELS = {
    'broken-link': ['broken link', 'broken links'],
    'broken-anchor': ['broken anchor', 'broken anchors'],
    'broken-redirect': ['broken redirect', 'broken redirects']
};
function counted(count, kind) {
    const [one, many] = LABELS[kind];
    return `${count} ${count === 1 ? one : many}`;
}
/** A file of the repository at the head commit, its line highlighted; undefined if it cannot be. */
function blobUrl(context, file, line) {
    if (file === '' || file.split('/').some((part) => part === '..' || part === '.'))
        return undefined;
    const segments = file
        .split('/')
        .map((part) => encodeURIComponent(part).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));
    const url = `${context.serverUrl.replace(/\/+$/, '')}/${context.repository}/blob/${context.sha}/${segments.join('/')}${line ? `#L${line}` : ''}`;
    return (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(url);
}
/** Where a finding is: its first use's source line, linked, else the exported page. */
function where(finding, context) {
    const use = finding.uses[0];
    if (!use)
        return '';
    if (use.source) {
        const { file, line } = use.source;
        const label = (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(line ? `${file}:${line}` : file, 300);
        const url = blobUrl(context, file, line);
        return url ? `[${label}](<${url}>)` : label;
    }
    return (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(use.page, 300);
}
function table(findings, context) {
    const rows = findings.slice(0, LISTED_IN_COMMENT).map((finding) => {
        const [one] = LABELS[finding.kind];
        const target = finding.destination
            ? `${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(finding.target, 300)} → ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(finding.destination, 300)}`
            : (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(finding.target, 300);
        return `| ${one[0]?.toUpperCase()}${one.slice(1)} | ${target} | ${where(finding, context)} |`;
    });
    const more = findings.length - rows.length;
    return [
        '| Finding | Target | Where |',
        '| --- | --- | --- |',
        ...rows,
        ...(more > 0 ? ['', `…and ${more} more in \`site-check.json\`.`] : [])
    ];
}
/** The comment's text (after its marker). */
function siteCheckComment(report, baseline, context) {
    const judged = report.findings.filter((f) => LABELS[f.kind] !== undefined);
    const lines = ['### Mintlify site check', ''];
    if (baseline?.compared) {
        const fresh = judged.filter((f) => f.status === 'new');
        const parts = ['broken-link', 'broken-anchor', 'broken-redirect']
            .map((kind) => [kind, fresh.filter((f) => f.kind === kind).length])
            .filter(([, count]) => count > 0)
            .map(([kind, count]) => `**${counted(count, kind)}**`);
        const rest = `${baseline.fixed} fixed, ${baseline.known} known`;
        if (parts.length === 0) {
            lines.push(`✅ No new findings: ${rest}.`);
        }
        else {
            lines.push(`❌ ${parts.join(', ')} new; ${rest}.`, '', ...table(fresh, context));
        }
    }
    else {
        const parts = ['broken-link', 'broken-anchor', 'broken-redirect']
            .map((kind) => [kind, judged.filter((f) => f.kind === kind).length])
            .filter(([, count]) => count > 0)
            .map(([kind, count]) => `**${counted(count, kind)}**`);
        const why = baseline && !baseline.compared
            ? ` No baseline to compare with: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(baseline.why, 500)}.`
            : '';
        if (parts.length === 0)
            lines.push(`✅ No broken links or anchors.${why}`);
        else
            lines.push(`❌ ${parts.join(', ')}.${why}`, '', ...table(judged, context));
    }
    const run = context.runUrl ? (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(context.runUrl) : undefined;
    lines.push('', `${report.counts.pages} pages checked.${run ? ` [Workflow run](<${run}>)` : ''}`);
    return lines.join('\n');
}


/***/ })

};
