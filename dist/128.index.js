export const id = 128;
export const ids = [128];
export const modules = {

/***/ 128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkSite: () => (/* binding */ checkSite),
  hostAllowed: () => (/* binding */ hostAllowed)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(7031);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js + 1 modules
var Parser = __webpack_require__(2664);
;// CONCATENATED MODULE: ./src/site-check/refs.ts


/** Attributes that hold a URL, per element, and what loading it is. */
const SRC_KINDS = {
    script: 'script',
    img: 'image',
    iframe: 'frame',
    frame: 'frame',
    source: 'media',
    video: 'media',
    audio: 'media',
    track: 'media',
    embed: 'object',
    input: 'image'
};
/** `<link rel>` values that make the browser fetch something, by what it is. */
function linkKind(rel, as) {
    const rels = rel.toLowerCase().split(/\s+/);
    if (rels.includes('stylesheet'))
        return 'stylesheet';
    if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon'))
        return 'image';
    if (rels.includes('manifest'))
        return 'resource';
    if (rels.includes('modulepreload'))
        return 'script';
    if (rels.includes('preload') || rels.includes('prefetch')) {
        const kinds = {
            script: 'script',
            style: 'stylesheet',
            font: 'font',
            image: 'image',
            audio: 'media',
            video: 'media',
            track: 'media',
            document: 'frame'
        };
        return kinds[as.toLowerCase()] ?? 'resource';
    }
    return undefined;
}
/** The URLs of a `srcset`: comma-separated candidates, each a URL and an optional descriptor. */
function srcsetUrls(srcset) {
    return srcset
        .split(/,(?=\s|$)|,(?=[^\s])/)
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter((url) => url !== '');
}
/**
 * `url(...)` and `@import "..."` in a stylesheet, with comments skipped. Written by hand: only these
 * two forms matter here, and a full CSS parser would add a megabyte to the action for them.
 */
function cssRefs(css) {
    const refs = [];
    const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
    const pattern = /url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|@import\s+(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/gi;
    for (const match of text.matchAll(pattern)) {
        const imported = match[4] ?? match[5];
        const url = match[1] ?? match[2] ?? match[3] ?? imported ?? '';
        const clean = url.replace(/\\(.)/g, '$1').trim();
        if (!clean)
            continue;
        const kind = imported !== undefined
            ? 'stylesheet'
            : /\.(woff2?|ttf|otf|eot)([?#]|$)/i.test(clean)
                ? 'font'
                : 'image';
        refs.push({ url: clean, kind });
    }
    return refs;
}
/** Parses a page with htmlparser2 (no regular expressions over HTML) and lists what it references. */
function htmlRefs(html) {
    const refs = [];
    let base;
    let style = false;
    let styleText = '';
    const add = (url, kind) => {
        if (url === undefined)
            return;
        const decoded = url.includes('&') ? (0,decode/* decodeHTMLAttribute */.Im)(url) : url;
        if (decoded.trim() !== '')
            refs.push({ url: decoded.trim(), kind });
    };
    const parser = new Parser/* Parser */.i({
        onopentag(name, attrs) {
            if (attrs.style)
                refs.push(...cssRefs((0,decode/* decodeHTMLAttribute */.Im)(attrs.style)));
            switch (name) {
                case 'base':
                    base ??= attrs.href === undefined ? undefined : (0,decode/* decodeHTMLAttribute */.Im)(attrs.href);
                    return;
                case 'a':
                case 'area':
                    add(attrs.href, 'navigation');
                    return;
                case 'link': {
                    const kind = linkKind(attrs.rel ?? '', attrs.as ?? '');
                    add(attrs.href, kind ?? 'navigation');
                    if (attrs.imagesrcset)
                        for (const url of srcsetUrls(attrs.imagesrcset))
                            add(url, 'image');
                    return;
                }
                case 'object':
                    add(attrs.data, 'object');
                    return;
                case 'style':
                    style = true;
                    styleText = '';
                    return;
            }
            const kind = SRC_KINDS[name];
            if (kind)
                add(attrs.src, kind);
            if (attrs.srcset)
                for (const url of srcsetUrls(attrs.srcset))
                    add(url, 'image');
            if (name === 'video' && attrs.poster)
                add(attrs.poster, 'image');
        },
        ontext(text) {
            if (style)
                styleText += text;
        },
        onclosetag(name) {
            if (name === 'style' && style) {
                style = false;
                refs.push(...cssRefs(styleText));
            }
        }
    }, 
    // Entities are decoded only in the attributes read (above): with decoding off, htmlparser2 skips
    // text with one indexOf-like scan instead of a state per character, several times faster on
    // pages of prose (npm run bench).
    { decodeEntities: false, lowerCaseAttributeNames: true });
    parser.end(html);
    return { refs, base };
}

;// CONCATENATED MODULE: ./src/site-check/resolve.ts

/** A placeholder origin: relative references resolve against it, as against the site's own host. */
const SITE = 'http://site.invalid';
const IGNORED = /^(mailto|tel|javascript|data|blob|about|sms|callto):/i;
/**
 * Resolves `ref` found in the page at `page` (a site-relative path such as `guides/a.html`), with
 * the page's `<base href>` if any. Fragments and queries are ignored; `siteHost` (the docs domain)
 * counts as the site itself.
 */
function resolveRef(ref, page, base, siteHost) {
    const trimmed = ref.trim();
    if (trimmed === '' || trimmed.startsWith('#') || IGNORED.test(trimmed))
        return { type: 'skip' };
    let pageUrl;
    try {
        pageUrl = new URL(encodeURI(page.split((external_node_path_default()).sep).join('/')), `${SITE}/`);
        if (base)
            pageUrl = new URL(base, pageUrl);
    }
    catch {
        return { type: 'skip' };
    }
    let url;
    try {
        url = new URL(trimmed, pageUrl);
    }
    catch {
        return { type: 'outside', path: trimmed };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { type: 'skip' };
    const host = url.hostname.toLowerCase();
    if (url.origin !== SITE && host !== siteHost?.toLowerCase())
        return { type: 'external', host };
    let decoded;
    try {
        decoded = decodeURIComponent(url.pathname);
    }
    catch {
        return { type: 'outside', path: url.pathname };
    }
    // URL resolution stops `..` at the root, but an encoded slash (`%2F..`) decodes into one.
    const relative = decoded.replace(/^\/+/, '');
    const clean = relative === '' ? '' : external_node_path_default().posix.normalize(relative);
    if (clean === '..' || clean.startsWith('../') || clean.includes('\0')) {
        return { type: 'outside', path: decoded };
    }
    // normalize keeps a trailing slash (a folder, served as its index.html) and turns '' into '.'.
    return { type: 'internal', path: clean === '.' || clean === './' ? '' : clean };
}
/** The files a static host tries for a site path: `/a/b` may be `a/b`, `a/b.html` or `a/b/index.html`. */
function candidates(sitePath) {
    if (sitePath === '' || sitePath.endsWith('/'))
        return [`${sitePath}index.html`];
    return [sitePath, `${sitePath}.html`, `${sitePath}/index.html`];
}

;// CONCATENATED MODULE: ./src/site-check/check.ts





/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3;
async function listFiles(root) {
    const files = [];
    let bytes = 0;
    for (const entry of await (0,promises_.readdir)(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile())
            continue;
        const full = external_node_path_default().join(entry.parentPath, entry.name);
        files.push(external_node_path_default().relative(root, full).split((external_node_path_default()).sep).join('/'));
        // One blocking stat per file is a few microseconds; an awaited one costs a round trip each.
        bytes += (0,external_node_fs_.statSync)(full).size;
    }
    return { files, bytes };
}
/**
 * Checks an extracted static site: every internal link and resource must resolve to a file (as a
 * static host resolves it), and every host other than the site that a page loads a resource from is
 * reported. Only files of the site are read; a reference is judged against the list of files, never
 * by opening the path it names.
 */
async function checkSite(root, siteHost) {
    const startedAt = Date.now();
    const { files, bytes } = await listFiles(root);
    const present = new Set(files);
    const broken = new Map();
    const external = new Map();
    const note = (list, page) => {
        if (list.length < PAGES_PER_FINDING && !list.includes(page))
            list.push(page);
    };
    // A docs sidebar repeats the same root-relative links on every page: resolve each such reference,
    // and look each target up, once (the profile of a 10 000-page site showed most of the time in URL
    // parsing before this).
    const pageIndependent = new Map();
    const resolves = new Map();
    const resolve = (url, page, base) => {
        if (base !== undefined || !/^(\/(?!\/)|https?:\/\/)/i.test(url)) {
            return resolveRef(url, page, base, siteHost);
        }
        let target = pageIndependent.get(url);
        if (!target) {
            target = resolveRef(url, page, base, siteHost);
            pageIndependent.set(url, target);
        }
        return target;
    };
    const exists = (sitePath) => {
        let found = resolves.get(sitePath);
        if (found === undefined) {
            found = candidates(sitePath).some((c) => present.has(c));
            resolves.set(sitePath, found);
        }
        return found;
    };
    const judge = (page, refs, base) => {
        for (const ref of refs) {
            const target = resolve(ref.url, page, base);
            if (target.type === 'skip')
                continue;
            if (target.type === 'external') {
                if (ref.kind === 'navigation')
                    continue;
                const seen = external.get(target.host) ?? { kinds: new Set(), pages: [] };
                seen.kinds.add(ref.kind);
                note(seen.pages, page);
                external.set(target.host, seen);
                continue;
            }
            if (target.type === 'internal' && exists(target.path))
                continue;
            const key = target.type === 'internal' ? `/${target.path}` : target.path;
            const pages = broken.get(key) ?? [];
            note(pages, page);
            broken.set(key, pages);
        }
    };
    const checked = files.filter((file) => /\.(html?|css)$/i.test(file));
    for (const file of checked) {
        // Blocking reads: nothing else runs once the site is extracted, and an awaited read of a small
        // file costs four pool round trips (open, stat, read, close).
        const text = (0,external_node_fs_.readFileSync)(external_node_path_default().join(root, file), 'utf8');
        if (/\.css$/i.test(file)) {
            judge(file, cssRefs(text));
        }
        else {
            const { refs, base } = htmlRefs(text);
            judge(file, refs, base);
        }
    }
    return {
        pages: files.filter((file) => /\.html?$/i.test(file)).length,
        files: files.length,
        bytes,
        broken: [...broken]
            .map(([target, pages]) => ({ target, pages }))
            .sort((a, b) => a.target.localeCompare(b.target)),
        external: [...external]
            .map(([host, seen]) => ({ host, kinds: [...seen.kinds].sort(), pages: seen.pages }))
            .sort((a, b) => a.host.localeCompare(b.host)),
        durationMs: Date.now() - startedAt
    };
}
/** Whether `host` is in an `allowed-hosts` list (exact names, or `*.example.com` for subdomains). */
function hostAllowed(host, allowed) {
    return allowed.some((entry) => entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry);
}


/***/ })

};
