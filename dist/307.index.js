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
// EXTERNAL MODULE: ./src/export/site-check/refs.ts
var site_check_refs = __webpack_require__(9143);
// EXTERNAL MODULE: ./src/export/site-check/resolve.ts
var site_check_resolve = __webpack_require__(8417);
// EXTERNAL MODULE: ./src/export/site-check/link-keys.ts
var link_keys = __webpack_require__(1946);
// EXTERNAL MODULE: ./src/export/site-check/result.ts
var result = __webpack_require__(9492);
;// CONCATENATED MODULE: ./src/export/site-check/locate.ts
/**
 * Where in a page its references to findings are written: the line of the first use of each broken
 * target or anchor, for the report and the annotations. Only the few pages that hold a finding are
 * read again, after the check, with the same scanner; the check itself keeps no positions.
 */





/**
 * Findings whose uses are located (pages read again, source searched), at most: the first ones,
 * broken links before broken anchors; later ones list pages only.
 */
const MAX_LOCATED = 1000;
/**
 * The pages the report reads again, each with the targets it uses: the first MAX_LOCATED broken
 * links and anchors (site-report/report.ts), each on the pages the check named for it.
 */
function locateRequests(broken, anchors) {
    const requests = new Map();
    for (const finding of [...broken, ...anchors].slice(0, MAX_LOCATED)) {
        for (const page of finding.pages) {
            const targets = requests.get(page) ?? [];
            targets.push(finding.target);
            requests.set(page, targets);
        }
    }
    return requests;
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
    const refs = new site_check_refs/* RefList */._r(html);
    const base = new html_refs/* PageReader */.Xh().read(html, refs);
    const positions = refs.located;
    const wanted = new Set(targets);
    const first = new Map();
    const keep = (key, use) => {
        if (wanted.has(key) && !first.has(key))
            first.set(key, use);
    };
    // A table of contents holds tens of thousands of references and a finding a few: each is looked up
    // by its target's path, and a key is spelled only for a path asked for.
    const onPath = new Map();
    for (const target of targets) {
        if (!target.startsWith('/'))
            continue;
        const hash = target.indexOf('#');
        const path = target.slice(1, hash === -1 ? undefined : hash);
        const fragments = onPath.get(path) ?? new Set();
        fragments.add(hash === -1 ? undefined : target.slice(hash + 1));
        onPath.set(path, fragments);
    }
    /** `/path` (when `withPath`) and `/path#fragment` (when the URL has one: `#` at `hash`). */
    const keepOn = (path, withPath, url, hash, use) => {
        // A path with a `#` of its own (an encoded one, decoded) is spelled out as the keys are.
        if (path.includes('#')) {
            if (withPath)
                keep(`/${path}`, use);
            if (hash !== -1)
                keep(`/${path}#${url.slice(hash + 1)}`, use);
            return;
        }
        const fragments = onPath.get(path);
        if (fragments === undefined)
            return;
        if (withPath && fragments.has(undefined))
            keep(`/${path}`, use);
        if (hash === -1)
            return;
        const fragment = url.slice(hash + 1);
        if (fragments.has(fragment))
            keep(`/${path}#${fragment}`, use);
    };
    // An index or a table of contents links one page under thousands of fragments: its path is
    // resolved once. Only a part that ends in whitespace resolves differently alone (trim).
    const resolved = new Map();
    const resolve = (url, hash, from, base) => {
        const part = hash === -1 ? url : url.slice(0, hash);
        if (hash !== -1 && part.charCodeAt(part.length - 1) <= 0x20)
            return (0,site_check_resolve/* resolveRef */.qE)(url, from, base, siteHost);
        const key = from === page ? part : `\0${part}`;
        let target = resolved.get(key);
        if (target === undefined) {
            target = (0,site_check_resolve/* resolveRef */.qE)(part, from, base, siteHost);
            resolved.set(key, target);
        }
        return target;
    };
    const ownPath = (0,result/* pageTarget */.ZJ)(page).slice(1);
    const own = base === undefined ? undefined : (0,site_check_resolve/* resolveRef */.qE)(base, page);
    const urls = positions.urls;
    // Only each target's first use counts: once every one is found, the rest are not resolved.
    for (let use = 0; use < urls.length && first.size < wanted.size; use++) {
        const url = urls[use];
        const hash = url.indexOf('#');
        if (hash === 0) {
            if (base === undefined)
                keepOn(ownPath, false, url, hash, use);
            else if (own?.type === 'internal') {
                keepOn(own.path, false, url, hash, use);
                keepOn(ownPath, false, url, hash, use);
            }
            continue;
        }
        const target = resolve(url, hash, page, base);
        if (target.type === 'internal')
            keepOn(target.path, true, url, hash, use);
        else if (target.type === 'outside')
            keep(target.path, use);
        // A folder's index page under its other URL (check.ts, resolveFromBoth).
        if (base === undefined && (0,link_keys/* twoUrls */.RX)(page)) {
            const other = resolve(url, hash, page.slice(0, -'/index.html'.length));
            if (other.type === 'internal')
                keepOn(other.path, true, url, hash, use);
        }
    }
    return targets.map((target) => {
        const use = first.get(target);
        if (use === undefined)
            return undefined;
        return {
            line: lineAt(html, positions.offsets[use]),
            written: positions.urls[use]
        };
    });
}

// EXTERNAL MODULE: ./src/export/site-check/anchors.ts
var site_check_anchors = __webpack_require__(1483);
;// CONCATENATED MODULE: ./src/export/site-report/docs-source.ts
/**
 * The docs source in the workflow's workspace: a folder with `docs.json` (or the older `mint.json`),
 * its pages as `.mdx` or `.md` files and the snippets they import. A finding on an exported page is
 * shown on the source line a writer edits: the link whose target resolves to the finding's, in the
 * page's file or in a snippet it imports; for a page with no such file, the site's own copy of it.
 */




/** The largest source file searched for a link. */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024;
/** How deep snippets importing snippets are followed, and how many files one page may pull in. */
const MAX_IMPORT_DEPTH = 3;
const MAX_FILES_PER_PAGE = 32;
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
/**
 * Where Markdown and MDX write a link: `[text](url "title")`, `[text](<url>)`, an image, a reference
 * definition `[id]: url`, an autolink `<https://…>`, and an attribute (`href`, `src`) of a component
 * or an HTML tag, quoted or in `{"…"}`. A scan of lines rather than an MDX parse: a page MDX would
 * refuse (a stray `<` in prose) must still be searched, and only links that resolve to a finding's
 * target are ever taken from it.
 */
const LINK_FORMS = [
    /\]\(\s*<([^>\n]+)>/g,
    /\]\(\s*([^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)/g,
    /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s>]+)/g,
    /<((?:https?:)?\/\/[^\s<>]+)>/gi,
    /\b(?:href|src)\s*=\s*\{?\s*(["'`])([^"'`\n]*)\1/gi
];
/** Every link of a Markdown or MDX text, in order of lines; none inside fenced code. */
function sourceLinks(text) {
    const links = [];
    let fence;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
        if (marker !== undefined) {
            if (fence === undefined)
                fence = marker;
            else if (marker[0] === fence[0] && marker.length >= fence.length)
                fence = undefined;
            continue;
        }
        if (fence !== undefined)
            continue;
        const found = [];
        for (const form of LINK_FORMS) {
            form.lastIndex = 0;
            for (let match = form.exec(line); match !== null; match = form.exec(line)) {
                const url = (match[2] ?? match[1] ?? '').trim();
                if (url !== '')
                    found.push({ at: match.index, url });
            }
        }
        found.sort((a, b) => a.at - b.at);
        for (const { url } of found)
            links.push({ url, line: i + 1 });
    }
    return links;
}
/** The `.mdx`/`.md` files a text imports (`import X from '/snippets/x.mdx'`), as written. */
function importsOf(text) {
    const found = [];
    const form = /^\s*import\s+[^;'"\n]*?\bfrom\s+(["'])([^"'\n]+\.mdx?)\1/gm;
    for (let match = form.exec(text); match !== null; match = form.exec(text)) {
        found.push(match[2]);
    }
    return found;
}
/** A site path as a finding and a link are compared: no slashes at the ends, no `index.html`. */
function sameTarget(sitePath) {
    return sitePath
        .replace(/^\/+/, '')
        .replace(/(^|\/)index(\.html?)?$/i, '')
        .replace(/\.html?$/i, '')
        .replace(/\/+$/, '');
}
/**
 * Whether the source link `url`, on the page `page` of the export, leads where `wanted` does. It is
 * resolved from the exported file (`guides/x/index.html`) and from the page's URL as Mintlify
 * serves it (`/guides/x`): a relative link in the source means either, by the renderer.
 */
function leadsTo(url, page, wanted, siteHost) {
    if (wanted.written !== undefined && url === wanted.written)
        return true;
    const hash = url.indexOf('#');
    const wantHash = wanted.target.indexOf('#');
    const wantPath = sameTarget(wantHash === -1 ? wanted.target : wanted.target.slice(0, wantHash));
    if (wanted.fragment !== undefined) {
        // Compared as the check reads a fragment (the HTML standard's percent-decode).
        if (hash === -1 || (0,site_check_anchors/* percentDecode */.YZ)(url.slice(hash + 1)) !== (0,site_check_anchors/* percentDecode */.YZ)(wanted.fragment))
            return false;
    }
    const route = page.replace(/(^|\/)index\.html?$/i, '').replace(/\.html?$/i, '');
    for (const from of [page, route === '' ? 'index.html' : route]) {
        const target = hash === 0
            ? { type: 'internal', path: from }
            : (0,site_check_resolve/* resolveRef */.qE)(url, from, undefined, siteHost);
        if ((target.type === 'internal' || target.type === 'outside') &&
            sameTarget(target.path) === wantPath) {
            return true;
        }
    }
    return false;
}
/** Reads the docs source once per report: each file's links and imports, kept as they are asked for. */
class DocsSource {
    root;
    workspace;
    siteHost;
    #files = new Map();
    constructor(
    /** The docs source folder, absolute. */
    root, 
    /** The workspace, absolute: what the spots are relative to. */
    workspace, siteHost) {
        this.root = root;
        this.workspace = workspace;
        this.siteHost = siteHost;
    }
    /**
     * Where a use on `page` is written in the source: the page's file and the line of the first link
     * that leads where `wanted` does, else the line in a snippet the page imports (recursively), else
     * the page's file with no line. Undefined when the page has no source file.
     */
    async spot(page, wanted) {
        for (const candidate of sourceCandidates(page)) {
            const own = await this.#read(candidate);
            if (!own)
                continue;
            const found = await this.#search(candidate, page, wanted);
            return found ?? { file: this.#relative(candidate) };
        }
        return undefined;
    }
    /** A file of the site that the source holds as it is (a static page Mintlify copies through). */
    async copyOf(page) {
        const full = this.#inside(page);
        if (full === undefined)
            return undefined;
        try {
            const bytes = await (0,promises_.readFile)(full);
            if (bytes.length > MAX_SOURCE_BYTES)
                return undefined;
            return { file: this.#relative(page), bytes };
        }
        catch {
            return undefined;
        }
    }
    async #search(start, page, wanted) {
        const seen = new Set([start]);
        let level = [start];
        for (let depth = 0; depth <= MAX_IMPORT_DEPTH && level.length > 0; depth++) {
            const next = [];
            for (const file of level) {
                const read = await this.#read(file);
                if (!read)
                    continue;
                const link = read.links.find((l) => leadsTo(l.url, page, wanted, this.siteHost));
                if (link)
                    return { file: this.#relative(file), line: link.line };
                for (const imported of read.imports) {
                    const name = imported.startsWith('/')
                        ? imported.slice(1)
                        : external_node_path_default().posix.join(external_node_path_default().posix.dirname(file), imported);
                    if (seen.has(name) || seen.size >= MAX_FILES_PER_PAGE)
                        continue;
                    seen.add(name);
                    next.push(name);
                }
            }
            level = next;
        }
        return undefined;
    }
    /** The absolute path of `file` (source-relative), undefined when it would leave the source. */
    #inside(file) {
        const full = external_node_path_default().resolve(this.root, file);
        const relative = external_node_path_default().relative(this.root, full);
        if (relative === '' || relative.startsWith('..') || external_node_path_default().isAbsolute(relative))
            return undefined;
        return full;
    }
    async #read(file) {
        const known = this.#files.get(file);
        if (known !== undefined)
            return known ?? undefined;
        let parsed = null;
        const full = this.#inside(file);
        if (full !== undefined) {
            try {
                const bytes = await (0,promises_.readFile)(full);
                if (bytes.length <= MAX_SOURCE_BYTES) {
                    const text = bytes.toString('utf8');
                    parsed = { links: sourceLinks(text), imports: importsOf(text) };
                }
            }
            catch {
                parsed = null;
            }
        }
        this.#files.set(file, parsed);
        return parsed ?? undefined;
    }
    #relative(file) {
        return external_node_path_default().relative(this.workspace, external_node_path_default().join(this.root, file)).split((external_node_path_default()).sep).join('/');
    }
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
        .slice(0, MAX_LOCATED), context, hasSource, result.located);
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
/** What the thread found for `targets` on its page, when it was asked for every one of them. */
function alreadyLocated(page, targets) {
    const found = [];
    for (const target of targets) {
        const at = page.targets.indexOf(target);
        if (at === -1)
            return undefined;
        found.push(page.found[at]);
    }
    return found;
}
/**
 * Fills in where the findings' uses are: the line in the exported page (each page read once, for all
 * its findings, unless the check's thread located them there), then the docs source's file and line
 * (docs-source.ts). A page with no source file is
 * its own copy in the source when the source holds one (a static page copied through), else the
 * exported file when the site is inside the workspace: code scanning reads every path from the
 * repository's root, never from the site's.
 */
async function locateFindings(findings, context, hasSource, 
/** Pages the check's thread has located already (check-thread/pages-thread.ts). */
located = []) {
    const ready = new Map(located.map((each) => [each.page, each]));
    const byPage = new Map();
    const wanted = new Map();
    for (const finding of findings) {
        for (const use of finding.uses) {
            const list = byPage.get(use.page) ?? [];
            list.push(use);
            byPage.set(use.page, list);
            wanted.set(use, {
                target: finding.target,
                ...(finding.kind === 'broken-anchor' && finding.fragment !== undefined
                    ? { fragment: finding.fragment }
                    : {})
            });
        }
    }
    const siteHost = context.domain || undefined;
    for (const [page, list] of byPage) {
        const targets = list.map((use) => wanted.get(use).target);
        let found = ready.has(page)
            ? alreadyLocated(ready.get(page), targets)
            : undefined;
        if (!found) {
            let html;
            try {
                html = await (0,promises_.readFile)(external_node_path_default().join(context.site, page));
            }
            catch {
                continue;
            }
            found = locate(html, page, targets, siteHost);
            // Hundreds of pages may be read again: each one's memory goes now, not at a later collection.
            if ((0,release/* spansItsMemory */.$k)(html))
                (0,release/* release */._r)(html);
        }
        list.forEach((use, i) => {
            const at = found[i];
            if (at === undefined)
                return;
            use.line = at.line;
            wanted.get(use).written = at.written;
        });
    }
    const source = hasSource
        ? new DocsSource(context.docsSource, context.workspace, siteHost)
        : undefined;
    const inWorkspace = external_node_path_default().relative(context.workspace, context.site);
    const siteInWorkspace = inWorkspace !== '' && !inWorkspace.startsWith('..') && !external_node_path_default().isAbsolute(inWorkspace);
    for (const [use, want] of wanted) {
        const spot = await source?.spot(use.page, want);
        if (spot) {
            use.source = spot;
            continue;
        }
        if (source && /\.html?$/i.test(use.page)) {
            const held = await source.copyOf(use.page);
            if (held) {
                const line = locate(held.bytes, use.page, [want.target], siteHost)[0]?.line;
                use.source = { file: held.file, ...(line !== undefined ? { line } : {}) };
                continue;
            }
        }
        if (siteInWorkspace) {
            use.source = {
                file: external_node_path_default().join(inWorkspace, use.page).split((external_node_path_default()).sep).join('/'),
                ...(use.line !== undefined ? { line: use.line } : {})
            };
        }
    }
}


/***/ })

};
