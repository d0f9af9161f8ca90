export const id = 307;
export const ids = [307];
export const modules = {

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


/***/ }),

/***/ 4307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildReport: () => (/* binding */ buildReport)
});

// UNUSED EXPORTS: MAX_LOCATED, REPORT_FORMAT, REPORT_VERSION

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/export/site-check/html-refs.ts + 1 modules
var html_refs = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/export/site-check/resolve.ts
var resolve = __webpack_require__(8417);
// EXTERNAL MODULE: ./src/export/site-check/check.ts + 2 modules
var check = __webpack_require__(5178);
;// CONCATENATED MODULE: ./src/export/site-check/locate.ts
/**
 * Where in a page its references to findings are written: the line of the first use of each broken
 * target or anchor, for the report and the annotations. Only the few pages that hold a finding are
 * read again, after the check, with the same scanner; the check itself keeps no positions.
 */



/** Each reference of a page as written, with where its tag starts. */
class Positions {
    html;
    urls = [];
    offsets = [];
    offset = 0;
    constructor(html) {
        this.html = html;
    }
    at(offset) {
        this.offset = offset;
    }
    push(ref) {
        this.urls.push(ref.url);
        this.offsets.push(this.offset);
    }
    pushPlain(start, end, _kind) {
        this.urls.push(this.html.toString('latin1', start, end));
        this.offsets.push(start);
    }
}
/** The 1-based line of byte `offset`. */
function lineAt(html, offset) {
    let line = 1;
    for (let i = html.indexOf(0x0a); i !== -1 && i < offset; i = html.indexOf(0x0a, i + 1))
        line++;
    return line;
}
/**
 * The line of the first reference in `html` (the page `page` of the site) to each of `targets`, as
 * the check's findings spell them (`/guides/x`, `/api/auth#tokens`, `/guides/a/#intro`); undefined
 * for one the page does not reference.
 */
function locate(html, page, targets, siteHost) {
    const positions = new Positions(html);
    const base = new html_refs/* PageReader */.Xh().read(html, positions);
    const first = new Map();
    const keep = (key, offset) => {
        if (!first.has(key))
            first.set(key, offset);
    };
    positions.urls.forEach((url, i) => {
        const offset = positions.offsets[i];
        const hash = url.indexOf('#');
        const fragment = hash === -1 ? undefined : url.slice(hash + 1);
        if (hash === 0) {
            const own = base === undefined ? { type: 'internal', path: '' } : (0,resolve/* resolveRef */.q)(base, page);
            if (base === undefined)
                keep(`${(0,check/* pageTarget */.ZJ)(page)}#${fragment}`, offset);
            else if (own.type === 'internal') {
                keep(`/${own.path}#${fragment}`, offset);
                keep(`${(0,check/* pageTarget */.ZJ)(page)}#${fragment}`, offset);
            }
            return;
        }
        const target = (0,resolve/* resolveRef */.q)(url, page, base, siteHost);
        if (target.type === 'internal') {
            keep(`/${target.path}`, offset);
            if (fragment !== undefined)
                keep(`/${target.path}#${fragment}`, offset);
        }
        else if (target.type === 'outside') {
            keep(target.path, offset);
        }
    });
    return targets.map((target) => {
        const offset = first.get(target);
        return offset === undefined ? undefined : lineAt(html, offset);
    });
}

;// CONCATENATED MODULE: ./src/export/site-report/docs-source.ts
/**
 * The docs source in the workflow's workspace: a folder with `docs.json` (or the older `mint.json`),
 * its pages as `.mdx` or `.md` files. A finding on an exported page is shown on the source line a
 * writer edits, when the page has a source file and the link is found in it.
 */


/** The largest source file searched for a link. */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024;
/** Whether `folder` holds a Mintlify docs source (docs.json or mint.json). */
async function isDocsSource(folder) {
    for (const name of ['docs.json', 'mint.json']) {
        try {
            await (0,promises_.access)(external_node_path_default().join(folder, name));
            return true;
        }
        catch {
            // Not this one.
        }
    }
    return false;
}
/** The source files a page of the export may come from: `guides/x/index.html` -> `guides/x.mdx`, … */
function sourceCandidates(page) {
    let route = page.replace(/\.html?$/i, '');
    if (route === 'index')
        return ['index.mdx', 'index.md'];
    if (route.endsWith('/index'))
        route = route.slice(0, -'/index'.length);
    return [`${route}.mdx`, `${route}.md`, `${route}/index.mdx`, `${route}/index.md`];
}
/** What a link to `target` may look like in Markdown or MDX, most specific first. */
function spellings(target) {
    const hash = target.indexOf('#');
    const pathPart = hash === -1 ? target : target.slice(0, hash);
    const fragment = hash === -1 ? '' : target.slice(hash);
    const trimmed = pathPart.replace(/\/$/, '');
    const forms = [
        target,
        `${trimmed}${fragment}`,
        `${trimmed.replace(/^\//, '')}${fragment}`,
        ...(fragment ? [fragment] : [])
    ];
    return [...new Set(forms.filter((form) => form !== '' && form !== '/'))];
}
/** The 1-based line of the first link to `target` in a Markdown or MDX text, or undefined. */
function linkLine(text, target) {
    const lines = text.split('\n');
    for (const form of spellings(target)) {
        // Where a link is written: in (…) of a Markdown link, or in an attribute's quotes.
        const patterns = [`(${form})`, `(${form} `, `"${form}"`, `'${form}'`, `<${form}>`];
        const index = lines.findIndex((line) => patterns.some((p) => line.includes(p)));
        if (index !== -1)
            return index + 1;
    }
    return undefined;
}
/**
 * Where a finding on `page` is in the docs source under `root` (relative to `workspace`): the
 * page's source file, and the line of its first link to `target` when that is found.
 */
async function sourceSpot(root, workspace, page, target) {
    for (const candidate of sourceCandidates(page)) {
        const full = external_node_path_default().join(root, candidate);
        let text;
        try {
            const bytes = await (0,promises_.readFile)(full);
            if (bytes.length > MAX_SOURCE_BYTES)
                continue;
            text = bytes.toString('utf8');
        }
        catch {
            continue;
        }
        const file = external_node_path_default().relative(workspace, full).split((external_node_path_default()).sep).join('/');
        return { file, line: linkLine(text, target) };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/util/release.ts
var release = __webpack_require__(9865);
// EXTERNAL MODULE: ./src/export/site-report/format.ts
var format = __webpack_require__(3722);
;// CONCATENATED MODULE: ./src/export/site-report/report.ts
/**
 * The site check's findings where people fix them: `<path>/site-check.json` (every finding, with the
 * line of its first use in each page, the counts and what was not judged; shape in
 * docs/site-check-report.md, stable across minor versions), SARIF 2.1.0 for code scanning, and
 * annotations on the docs source. Pages are read again only for findings, MAX_LOCATED at most.
 */







/** Findings whose uses are located (pages read again, source searched); later ones list pages only. */
const MAX_LOCATED = 1000;
/** A file of the docs source as code scanning names it: relative to the workspace. */
function sourceFile(context, file) {
    return external_node_path_default().relative(context.workspace, external_node_path_default().join(context.docsSource, file))
        .split((external_node_path_default()).sep)
        .join('/');
}
/** The report of one check, pages read again to locate the first findings. */
async function buildReport(result, context) {
    const findings = [
        ...result.broken.map((b) => ({
            kind: 'broken-link',
            target: b.target,
            uses: uses(b.pages)
        })),
        ...result.brokenAnchors.map((b) => ({
            kind: 'broken-anchor',
            target: b.target,
            fragment: b.target.slice(b.target.indexOf('#') + 1),
            uses: uses(b.pages)
        })),
        ...(result.redirects?.broken ?? []).map((r) => ({
            kind: 'broken-redirect',
            target: r.source,
            destination: r.destination,
            // Its place is the redirects' own file, not a page.
            uses: [{ page: '', source: { file: sourceFile(context, r.file), line: r.line } }]
        })),
        ...result.hosted.listed.map((b) => ({
            kind: 'hosting-only',
            target: b.target,
            uses: uses(b.pages)
        })),
        ...result.external.map((e) => ({
            kind: 'other-host',
            target: e.host,
            uses: uses(e.pages)
        }))
    ];
    const hasSource = await isDocsSource(context.docsSource);
    await locateFindings(findings
        .filter((f) => f.kind === 'broken-link' || f.kind === 'broken-anchor')
        .slice(0, MAX_LOCATED), context, hasSource);
    return {
        format: format/* REPORT_FORMAT */.t,
        formatVersion: format/* REPORT_VERSION */.A,
        domain: context.domain,
        checkedAt: (context.now ?? new Date()).toISOString(),
        counts: {
            pages: result.pages,
            files: result.files,
            brokenLinks: result.broken.length,
            brokenAnchors: result.brokenAnchors.length,
            ...(result.redirects ? { brokenRedirects: result.redirects.broken.length } : {}),
            hostingOnly: result.hosted.count,
            otherHosts: result.external.length,
            ignored: result.ignored
        },
        findings,
        notJudged: {
            pastBounds: result.notJudged,
            anchors: result.anchorsNotJudged,
            tooLarge: result.notChecked
        },
        docsSource: {
            folder: external_node_path_default().relative(context.workspace, context.docsSource).split((external_node_path_default()).sep).join('/') || '.',
            found: hasSource
        },
        ...(result.sweptSources
            ? { sweptSources: { count: result.sweptSources.count, files: result.sweptSources.first } }
            : {})
    };
}
function uses(pages) {
    return pages.map((page) => ({ page }));
}
/** Fills in the lines of the findings' uses: each page read once, for all its findings. */
async function locateFindings(findings, context, hasSource) {
    const byPage = new Map();
    const targets = new Map();
    for (const finding of findings) {
        for (const use of finding.uses) {
            const list = byPage.get(use.page) ?? [];
            list.push(use);
            byPage.set(use.page, list);
            targets.set(use, finding.target);
        }
    }
    for (const [page, list] of byPage) {
        let html;
        try {
            html = await (0,promises_.readFile)(external_node_path_default().join(context.site, page));
        }
        catch {
            continue;
        }
        const lines = locate(html, page, list.map((use) => targets.get(use)), context.domain);
        // Hundreds of pages may be read again: each one's memory goes now, not at a later collection.
        if ((0,release/* spansItsMemory */.$k)(html))
            (0,release/* release */._r)(html);
        list.forEach((use, i) => {
            const line = lines[i];
            if (line !== undefined)
                use.line = line;
        });
    }
    if (!hasSource)
        return;
    for (const [use, target] of targets) {
        const spot = await sourceSpot(context.docsSource, context.workspace, use.page, target);
        if (spot)
            use.source = spot;
    }
}


/***/ })

};
