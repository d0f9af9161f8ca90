export const id = 992;
export const ids = [992];
export const modules = {

/***/ 992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SARIF_RESULTS: () => (/* binding */ MAX_SARIF_RESULTS),
/* harmony export */   annotations: () => (/* binding */ annotations),
/* harmony export */   sarifLog: () => (/* binding */ sarifLog)
/* harmony export */ });
/* unused harmony export toSarif */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The report as SARIF 2.1.0, for `github/codeql-action/upload-sarif`: broken links and anchors in
 * the repository's code scanning view, on the docs source line when it is known, else on the
 * exported page. Unlike annotations, code scanning has no cap of 10 per step.
 */


const RULES = [
    {
        id: 'broken-link',
        name: 'BrokenLink',
        shortDescription: { text: 'Link or resource that no file of the export serves' },
        fullDescription: {
            text: 'An internal link or resource of the exported site resolves to no file, as a static host resolves paths (the path, with .html, or as a folder with index.html).'
        },
        help: {
            text: 'Fix the link in the page, restore the page it pointed at, or list the target in ignore-links.',
            markdown: 'Fix the link in the page, restore the page it pointed at, or list the target in `ignore-links`. The check resolves paths as a static host does: the path, with `.html`, or as a folder with `index.html`.'
        },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: ['documentation', 'links'] }
    },
    {
        id: 'broken-anchor',
        name: 'BrokenAnchor',
        shortDescription: { text: 'Fragment that finds no element on its page' },
        fullDescription: {
            text: 'A link’s fragment (page#id or #id) finds no element with that id, nor an <a name>, on its page: a renamed or removed heading, usually.'
        },
        help: {
            text: 'Point the link at the heading’s current id, or give the heading its old id back.',
            markdown: 'Point the link at the heading’s current id, or give the heading its old id back (an `id` on the heading, or an `<a name>`).'
        },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: ['documentation', 'links', 'anchors'] }
    },
    {
        id: 'broken-redirect',
        name: 'BrokenRedirect',
        shortDescription: { text: 'Redirect whose destination the export does not serve' },
        fullDescription: {
            text: 'A docs.json redirect sends its source to a destination that resolves to no file of the export: its visitors land on a 404.'
        },
        help: {
            text: 'Point the redirect at the page that replaced the old one, or remove it.',
            markdown: 'Point the redirect at the page that replaced the old one in `docs.json`, or remove it.'
        },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: ['documentation', 'redirects'] }
    }
];
/** The kinds that are findings in code scanning, with their rule's index. */
const RULE_INDEX = {
    'broken-link': 0,
    'broken-anchor': 1,
    'broken-redirect': 2
};
function message(finding) {
    if (finding.kind === 'broken-redirect') {
        return `Broken redirect: ${finding.target} -> ${finding.destination ?? ''} (no file of the export serves the destination).`;
    }
    return finding.kind === 'broken-link'
        ? `Broken link: ${finding.target} (no file of the export serves it).`
        : `Broken anchor: ${finding.target} (no element with the id "${finding.fragment ?? ''}" on that page).`;
}
/** GitHub takes at most this many results a run and rejects a file with more. */
const MAX_SARIF_RESULTS = 25_000;
/** A URI reference of a relative path: each segment percent-encoded (a `%`, a space, Cyrillic). */
function uriOf(file) {
    return file
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/** Where a use is, always with a line: GitHub requires one (the file's first when it is not known). */
function location(use) {
    if (use.source) {
        return {
            physicalLocation: {
                artifactLocation: { uri: uriOf(use.source.file), uriBaseId: '%SRCROOT%' },
                region: { startLine: use.source.line ?? 1 }
            }
        };
    }
    return {
        physicalLocation: {
            artifactLocation: { uri: uriOf(use.page), uriBaseId: 'EXPORT' },
            region: { startLine: use.line ?? 1 }
        }
    };
}
/**
 * The action's own fingerprint of a result: its kind, target, fragment and place (page, or the file
 * that defines a redirect), never its line, so an alert stays one alert as lines move.
 */
function fingerprint(finding, use) {
    const place = use.page || use.source?.file || '';
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update([finding.kind, finding.target, finding.fragment ?? '', place].join('\u0000'))
        .digest('hex')
        .slice(0, 32);
}
/** SARIF 2.1.0 of the report's findings; `site` is the extracted site's folder. */
function toSarif(report, site, version) {
    return sarifLog(report, site, version).log;
}
function sarifLog(report, site, version) {
    // The most-used findings first, so that a cut leaves out the least.
    const findings = report.findings
        .filter((f) => RULE_INDEX[f.kind] !== undefined)
        .map((finding, order) => ({ finding, order }))
        .sort((a, b) => b.finding.uses.length - a.finding.uses.length || a.order - b.order);
    const results = [];
    let omitted = 0;
    for (const { finding } of findings) {
        for (const use of finding.uses) {
            if (results.length >= MAX_SARIF_RESULTS) {
                omitted++;
                continue;
            }
            const lineKnown = use.source ? use.source.line !== undefined : use.line !== undefined;
            results.push({
                ruleId: finding.kind,
                ruleIndex: RULE_INDEX[finding.kind],
                level: 'warning',
                message: {
                    text: lineKnown
                        ? message(finding)
                        : `${message(finding)} (Its line was not found: shown at the file's first line.)`
                },
                locations: [location(use)],
                partialFingerprints: { 'mintlifySiteCheck/v1': fingerprint(finding, use) },
                // The exported page as well, when the location is the source.
                ...(use.source && use.page
                    ? {
                        relatedLocations: [
                            {
                                id: 1,
                                message: { text: 'The exported page' },
                                ...location({ page: use.page, line: use.line })
                            }
                        ]
                    }
                    : {})
            });
        }
    }
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mintlify-admin-action site check',
                        semanticVersion: version,
                        rules: RULES
                    }
                },
                originalUriBaseIds: {
                    EXPORT: { uri: `${(0,node_url__WEBPACK_IMPORTED_MODULE_1__.pathToFileURL)(site).href.replace(/\/?$/, '/')}` }
                },
                results
            }
        ]
    };
    return { log, omitted };
}
/**
 * The first `max` findings' first uses as annotations, on the source line when known, else on the
 * exported page when the site is inside the workspace (`pageFile` says where). A use with neither
 * gets none: the summary's warning and the report already say all an unplaced one would.
 */
function annotations(report, max, pageFile) {
    const out = [];
    for (const finding of report.findings) {
        if (out.length >= max)
            break;
        if (RULE_INDEX[finding.kind] === undefined)
            continue;
        const use = finding.uses[0];
        if (!use)
            continue;
        const where = use.source
            ? { file: use.source.file, line: use.source.line }
            : { file: pageFile(use.page), line: use.line };
        if (!where.file)
            continue;
        out.push({
            message: use.page
                ? `${message(finding)} Used by ${use.page}${use.line ? `, line ${use.line}` : ''}.`
                : message(finding),
            file: where.file,
            ...(where.line ? { line: where.line } : {})
        });
    }
    return out;
}


/***/ })

};
