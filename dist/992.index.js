export const id = 992;
export const ids = [992];
export const modules = {

/***/ 992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   annotations: () => (/* binding */ annotations),
/* harmony export */   toSarif: () => (/* binding */ toSarif)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
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
            text: 'Fix the link in the page, restore the page it pointed at, or list the target in ignore-links.'
        },
        defaultConfiguration: { level: 'warning' }
    },
    {
        id: 'broken-anchor',
        name: 'BrokenAnchor',
        shortDescription: { text: 'Fragment that finds no element on its page' },
        fullDescription: {
            text: 'A link’s fragment (page#id or #id) finds no element with that id, nor an <a name>, on its page: a renamed or removed heading, usually.'
        },
        help: {
            text: 'Point the link at the heading’s current id, or give the heading its old id back.'
        },
        defaultConfiguration: { level: 'warning' }
    },
    {
        id: 'broken-redirect',
        name: 'BrokenRedirect',
        shortDescription: { text: 'Redirect whose destination the export does not serve' },
        fullDescription: {
            text: 'A docs.json redirect sends its source to a destination that resolves to no file of the export: its visitors land on a 404.'
        },
        help: {
            text: 'Point the redirect at the page that replaced the old one, or remove it.'
        },
        defaultConfiguration: { level: 'warning' }
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
function location(use) {
    if (use.source) {
        return {
            physicalLocation: {
                artifactLocation: { uri: use.source.file, uriBaseId: '%SRCROOT%' },
                ...(use.source.line ? { region: { startLine: use.source.line } } : {})
            }
        };
    }
    return {
        physicalLocation: {
            artifactLocation: { uri: use.page, uriBaseId: 'EXPORT' },
            ...(use.line ? { region: { startLine: use.line } } : {})
        }
    };
}
/** SARIF 2.1.0 of the report's broken links and anchors; `site` is the extracted site's folder. */
function toSarif(report, site, version) {
    const results = report.findings
        .filter((f) => RULE_INDEX[f.kind] !== undefined)
        .flatMap((finding) => finding.uses.map((use) => ({
        ruleId: finding.kind,
        ruleIndex: RULE_INDEX[finding.kind],
        level: 'warning',
        message: { text: message(finding) },
        locations: [location(use)],
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
    })));
    return {
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
                    EXPORT: { uri: `${(0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(site).href.replace(/\/?$/, '/')}` }
                },
                results
            }
        ]
    };
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
