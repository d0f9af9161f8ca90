export const id = 423;
export const ids = [423];
export const modules = {

/***/ 7423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ThreadedChecker: () => (/* binding */ ThreadedChecker)
});

// UNUSED EXPORTS: builtThread

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/byte-table.ts
var byte_table = __webpack_require__(865);
// EXTERNAL MODULE: ./src/export/site-check/html-refs.ts + 1 modules
var html_refs = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/export/site-check/refs.ts
var refs = __webpack_require__(9143);
// EXTERNAL MODULE: ./src/export/site-check/limits.ts
var limits = __webpack_require__(5901);
// EXTERNAL MODULE: ./src/export/site-check/resolve.ts
var resolve = __webpack_require__(8417);
// EXTERNAL MODULE: ./src/export/site-check/hosting.ts
var hosting = __webpack_require__(2451);
// EXTERNAL MODULE: ./src/export/site-check/ignore.ts
var ignore = __webpack_require__(5311);
// EXTERNAL MODULE: ./src/util/release.ts
var release = __webpack_require__(9865);
;// CONCATENATED MODULE: ./src/export/site-check/redirect-check.ts
/**
 * The site check with the docs.json redirects (hosting/redirects.ts): a link to a redirect's source
 * is not broken when its destination exists, since Mintlify's hosting answers it there; a redirect
 * whose destination exists nowhere is a finding of its own (as `mint broken-links
 * --check-redirects`), and one whose source is a page of the export hides that page.
 */
/** The destination as a site path (no `/`, `#` or `?`), or undefined when it is another site's. */
function sitePathOf(destination) {
    if (!destination.startsWith('/') || destination.startsWith('//'))
        return undefined;
    const cut = destination.search(/[#?]/);
    const pathname = cut === -1 ? destination : destination.slice(0, cut);
    try {
        return decodeURIComponent(pathname.slice(1));
    }
    catch {
        return pathname.slice(1);
    }
}
/** Whether a redirect answers `target` with a destination the site serves (or another site's). */
function redirectServed(redirects, target, served) {
    const found = redirects.match(target);
    if (!found)
        return false;
    const destination = sitePathOf(found.destination);
    return destination === undefined || served(destination);
}
function judgeRedirects(redirects, served, linksRedirected) {
    const broken = [];
    const hidingPages = [];
    let notJudged = 0;
    for (const rule of redirects.rules()) {
        const { source, destination, file, line } = rule;
        if (rule.exact && source !== '/' && served(source.slice(1))) {
            hidingPages.push({ source, file, line });
        }
        if (/:[A-Za-z_]|\*/.test(destination)) {
            notJudged++;
            continue;
        }
        const sitePath = sitePathOf(destination);
        if (sitePath === undefined || served(sitePath))
            continue;
        // One step further: a destination that is itself redirected to an existing page works.
        const next = redirects.match(`/${sitePath}`);
        if (next !== undefined && next.redirect.source !== source) {
            const nextPath = sitePathOf(next.destination);
            if (nextPath === undefined || served(nextPath))
                continue;
        }
        broken.push({ source, destination, file, line });
    }
    return { count: redirects.size, linksRedirected, broken, hidingPages, notJudged };
}

// EXTERNAL MODULE: ./src/export/site-check/anchors.ts
var site_check_anchors = __webpack_require__(1483);
// EXTERNAL MODULE: ./src/export/site-check/link-keys.ts
var link_keys = __webpack_require__(1946);
// EXTERNAL MODULE: ./src/export/site-check/result.ts
var result = __webpack_require__(9492);
;// CONCATENATED MODULE: ./src/export/site-check/anchor-judge.ts
/**
 * Judging anchors: every page's ids as it is read (anchors.ts keeps them as hashes), a fragment of a
 * page on itself judged at once, fragments on other pages kept until every page is read, and pages
 * that redirect, whose fragments are judged where they lead.
 */





/**
 * A line range (`#12-20`, `#L12-L20`) whose first line is an id of the page: source viewers (rustdoc,
 * GitHub's) give each line an id and highlight a range with JavaScript.
 */
function lineRangeStart(id, has) {
    const range = /^(L?)(\d+)-\1\d+$/.exec(id);
    return range !== null && has(`${range[1]}${range[2]}`);
}
const PERCENT = 0x25;
const COLON = 0x3a;
/** Whether the three bytes at `start` spell `top` in any case. */
function isTop(bytes, start) {
    return ((bytes[start] | 0x20) === 0x74 &&
        (bytes[start + 1] | 0x20) === 0x6f &&
        (bytes[start + 2] | 0x20) === 0x70);
}
class AnchorJudge {
    targets;
    pages;
    siteHost;
    maxTargets;
    maxTargetBytes;
    /** Every page's ids, hashed with its file (anchors.ts). */
    ids = new site_check_anchors/* IdSet */.wp();
    idHash = new site_check_anchors/* IdHash */.kX();
    /**
     * Fragments on other pages, looked up once every page is read: by the target's entry (4 bytes)
     * and the fragment's bytes, with the first pages that use each.
     */
    pending = new byte_table/* ByteTable */.L1(1 + result/* PAGES_PER_FINDING */.xC);
    /** Fragments of a page on itself that found no id there, as `page#fragment`, with the page. */
    ownBroken = new byte_table/* ByteTable */.L1(1 + result/* PAGES_PER_FINDING */.xC);
    keyBytes = new byte_table/* ScratchBytes */.Mz();
    pathBytes = new byte_table/* ScratchBytes */.Mz();
    /**
     * Fragments of a page that redirects on itself, as `page\0fragment`, with the pages: judged where
     * the page leads once every page is read, as a fragment on it from another page is.
     */
    redirectedOwn = new byte_table/* ByteTable */.L1(1 + result/* PAGES_PER_FINDING */.xC);
    /** `#x` under a `<base>` that leads to another page: its path, the fragment, the page using it. */
    baseAnchors = [];
    /**
     * Pages that redirect (`<meta http-equiv="refresh">`), by file, with their target's entry: a
     * fragment on one is judged on the page it leads to, as the script such pages carry keeps it.
     */
    redirects = new byte_table/* ByteTable */.L1(1);
    /** Fragments past the bounds, not judged. */
    pastBounds = 0;
    constructor(
    /** The check's internal targets, which pending fragments and redirects name by entry. */
    targets, pages, siteHost, maxTargets, maxTargetBytes) {
        this.targets = targets;
        this.pages = pages;
        this.siteHost = siteHost;
        this.maxTargets = maxTargets;
        this.maxTargetBytes = maxTargetBytes;
    }
    clear() {
        this.redirectAsked = undefined;
        this.ids.clear();
        this.pending.clear();
        this.ownBroken.clear();
        this.redirectedOwn.clear();
        this.baseAnchors.length = 0;
        this.redirects.clear();
        this.pastBounds = 0;
    }
    /** Keeps the page's ids, and that it was read, for the fragments that point at it. */
    keepIds(file, bytes, refs) {
        const hash = this.idHash;
        hash.page(file);
        for (let i = 0; i < refs.idCount; i++) {
            hash.of(bytes, refs.ids[2 * i], refs.ids[2 * i + 1]);
            this.ids.add(hash.a, hash.b);
        }
        for (let i = 0; i < refs.idTextCount; i++) {
            hash.ofText(refs.idTexts[i]);
            this.ids.add(hash.a, hash.b);
        }
        hash.ofText(site_check_anchors/* PAGE_READ */.BZ);
        this.ids.add(hash.a, hash.b);
    }
    /** Keeps that the page being read redirects to `url` (an internal target it named). */
    keepRedirect(url, base) {
        const page = this.pages.current;
        const target = base === undefined && (0,link_keys/* isFolderRelative */.Pz)(url) && (0,link_keys/* twoUrls */.RX)(page)
            ? (0,link_keys/* resolveFromBoth */.qc)(url, page, this.siteHost)
            : (0,resolve/* resolveRef */.qE)(url, page, base, this.siteHost);
        if (target.type !== 'internal')
            return;
        const length = this.pathBytes.write(target.path);
        const entry = this.targets.find(this.pathBytes.bytes, 0, length);
        if (entry === -1)
            return;
        const name = Buffer.from(page, 'utf8');
        if (this.redirects.find(name, 0, name.length) !== -1)
            return;
        if (this.redirects.size >= this.maxTargets)
            return;
        this.redirects.setValue(this.redirects.add(name, 0, name.length), entry);
        this.redirectAsked = undefined;
    }
    /**
     * Whether the fragment of the page being read on itself, the ASCII bytes start..end, is an id of
     * the page, judged from its bytes: true only where ownAnchor would find it, so a page's links to
     * its own sections (most of its fragments) make no string. False: ask ownAnchor.
     */
    ownAnchorFound(bytes, start, end) {
        // A redirecting page's fragments are judged where it leads.
        const page = this.pages.current;
        return this.redirectOf(page) === -1 && this.plainIdOf(page, bytes, start, end);
    }
    /**
     * Whether the fragment spelled by `bytes` start..end is, as it is, an id of `file` (a page read
     * that does not redirect). False also for a fragment fragmentNeed must read: one with a
     * percent-escape, a text directive (`:~:`), a byte past ASCII, or `top`.
     */
    plainIdOf(file, bytes, start, end) {
        for (let i = start; i < end; i++) {
            const c = bytes[i];
            if (c === PERCENT || c === COLON || c >= 0x80)
                return false;
        }
        if (end - start === 3 && isTop(bytes, start))
            return false;
        const hash = this.idHash;
        hash.page(file);
        hash.of(bytes, start, end);
        return this.ids.has(hash.a, hash.b);
    }
    /** A fragment of the page being read on itself (`#id`): judged now, its ids all known. */
    ownAnchor(fragment) {
        const page = this.pages.current;
        const has = this.pageHas(page, fragment);
        if (has === false) {
            this.keep(this.ownBroken, `${page}#${fragment}`);
        }
        else if (has === undefined && this.redirectOf(page) !== -1) {
            // A page that redirects has no answer yet: the page it leads to may not be read. (A
            // stylesheet's `url(#x)` has none either; it names an element of the page using it.)
            this.keep(this.redirectedOwn, `${page}\0${fragment}`);
        }
    }
    /** Notes the page being read under the text `key` in `table`, within the bounds. */
    keep(table, key) {
        // Written first: a long key moves the scratch to a larger buffer.
        const length = this.keyBytes.write(key);
        this.note(table, this.keyBytes.bytes, length);
    }
    /** Notes the page being read under the key `bytes` 0..length in `table`, within the bounds. */
    note(table, bytes, length) {
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, 0, length);
        let entry = table.find(bytes, 0, length, hash);
        if (entry === -1) {
            if (table.size >= this.maxTargets || table.keyBytes + length > this.maxTargetBytes) {
                this.pastBounds++;
                return;
            }
            entry = table.add(bytes, 0, length, hash);
        }
        this.pages.note(table, entry);
    }
    /**
     * `#x` under a `<base href>` leads to the base's document. It is judged as an anchor only, on this
     * page when the base is this page (or its folder), else on the base's page once all are read: it
     * never counted as a link (a rare case: kept as strings).
     */
    baseAnchor(base, fragment) {
        const page = this.pages.current;
        const target = (0,resolve/* resolveRef */.qE)(base, page, undefined, this.siteHost);
        if (target.type !== 'internal')
            return;
        if ((0,resolve/* candidates */.Xi)(target.path).includes(page)) {
            this.ownAnchor(fragment);
            return;
        }
        if (this.baseAnchors.length >= this.maxTargets)
            this.pastBounds++;
        else
            this.baseAnchors.push([target.path, fragment, page]);
    }
    /** A fragment on the target `entry` (internal): looked up once every page is read. */
    pend(entry, fragment, start, end) {
        const length = 4 + end - start;
        const key = this.keyBytes.reserve(length);
        key.writeInt32LE(entry, 0);
        // Byte by byte: fragments are short, and a subarray each is an object each.
        for (let i = start; i < end; i++)
            key[4 + i - start] = fragment[i];
        this.note(this.pending, key, length);
    }
    /**
     * Judges the fragments on other pages, now that every page's ids are known, and gathers the broken
     * ones with those of pages on themselves: one finding per page file and fragment.
     */
    finish(files, ignore, site) {
        const found = new Map();
        let notJudged = 0;
        let ignored = 0;
        const report = (file, fragment, target, pages) => {
            // `/guides/x/#id` is written `/guides/x#id` as often: a pattern matches either.
            const slashless = target.replace(/(.)\/#/, '$1#');
            const forms = slashless === target ? [target] : [target, slashless];
            if (!ignore.empty &&
                ignore.matches(...forms, ...(site ? forms.map((form) => `${site}${form}`) : []))) {
                ignored++;
                return;
            }
            const key = `${file}#${fragment}`;
            const known = found.get(key);
            if (!known)
                found.set(key, { target, pages });
            else
                for (const page of pages)
                    (0,result/* note */.N4)(known.pages, page);
        };
        /**
         * A fragment on the site path `path`: a target that is no file is a broken link already; one on
         * a file that is no page (an image, a PDF) or on a page not read is not judged.
         */
        const judge = (path, file, fragment, pages) => {
            if (file === undefined)
                return;
            const has = /\.html?$/i.test(file) ? this.pageHas(file, fragment, files) : undefined;
            if (has === undefined)
                notJudged++;
            else if (!has)
                report(file, fragment, `/${path}#${fragment}`, pages());
        };
        // Many fragments share a target: its path and file are found once, and whether it is a page
        // read that does not redirect, where a fragment found as it is needs nothing more.
        const served = new Map();
        for (let entry = 0; entry < this.ownBroken.size; entry++) {
            const key = this.ownBroken.text(entry);
            const at = key.indexOf('#');
            const file = key.slice(0, at);
            const fragment = key.slice(at + 1);
            report(file, fragment, `${(0,result/* pageTarget */.ZJ)(file)}#${fragment}`, this.pages.of(this.ownBroken, entry));
        }
        for (let entry = 0; entry < this.pending.size; entry++) {
            const length = this.pending.keyLength(entry);
            const key = this.keyBytes.reserve(length);
            this.pending.copyKey(entry, key, 0);
            const target = key.readInt32LE(0);
            let known = served.get(target);
            if (known === undefined) {
                const path = files.servedPath(this.targets.text(target));
                const file = files.servedFile(path);
                const plainPage = file !== undefined &&
                    /\.html?$/i.test(file) &&
                    this.wasRead(file) &&
                    this.redirectOf(file) === -1;
                known = [path, file, plainPage];
                served.set(target, known);
            }
            if (known[2] && this.plainIdOf(known[1], key, 4, length))
                continue;
            const fragment = key.toString('utf8', 4, length);
            judge(known[0], known[1], fragment, () => this.pages.of(this.pending, entry));
        }
        for (let entry = 0; entry < this.redirectedOwn.size; entry++) {
            const key = this.redirectedOwn.text(entry);
            const at = key.indexOf('\0');
            const file = key.slice(0, at);
            const fragment = key.slice(at + 1);
            const has = this.pageHas(file, fragment, files);
            if (has === undefined)
                notJudged++;
            else if (!has) {
                report(file, fragment, `${(0,result/* pageTarget */.ZJ)(file)}#${fragment}`, this.pages.of(this.redirectedOwn, entry));
            }
        }
        for (const [path, fragment, page] of this.baseAnchors)
            judge(path, files.servedFile(path), fragment, () => [page]);
        return { broken: [...found.values()], notJudged, ignored };
    }
    /** What the anchors keep: ids, and fragments on other pages waiting for the end (bench). */
    memory() {
        return {
            ids: this.ids.size,
            idBytes: this.ids.bytes,
            pending: this.pending.size,
            pendingKeyBytes: this.pending.keyBytes
        };
    }
    /** The target entry `file` redirects to, or -1. */
    redirectOf(file) {
        // Asked once for each fragment of a page on itself: the last answer is kept until a redirect is.
        if (file === this.redirectAsked)
            return this.redirectAnswer;
        const name = Buffer.from(file, 'utf8');
        const entry = this.redirects.find(name, 0, name.length);
        this.redirectAsked = file;
        this.redirectAnswer = entry === -1 ? -1 : this.redirects.value(entry);
        return this.redirectAnswer;
    }
    redirectAsked;
    redirectAnswer = -1;
    /** Whether the page `file` was read (keepIds marks each). */
    wasRead(file) {
        const hash = this.idHash;
        hash.page(file);
        hash.ofText(site_check_anchors/* PAGE_READ */.BZ);
        return this.ids.has(hash.a, hash.b);
    }
    /**
     * Whether `file` (a page read) has an element `fragment` points at; undefined when that cannot be
     * judged (the page was not read, or redirects where `files` cannot say).
     */
    pageHas(file, fragment, files) {
        if (!this.wasRead(file))
            return undefined;
        const hash = this.idHash;
        const need = (0,site_check_anchors/* fragmentNeed */.XL)(fragment);
        if (need.kind === 'none')
            return true;
        const redirect = this.redirectOf(file);
        if (redirect !== -1) {
            // One step: a redirect to a redirect is not followed.
            const next = files?.servedFile(files.servedPath(this.targets.text(redirect)));
            if (next === undefined || next === file || this.redirectOf(next) !== -1)
                return undefined;
            return /\.html?$/i.test(next) ? this.pageHas(next, fragment) : undefined;
        }
        const has = (id) => {
            hash.page(file);
            hash.ofText(id);
            return this.ids.has(hash.a, hash.b);
        };
        return need.ids.some(has) || need.ids.some((id) => lineRangeStart(id, has));
    }
}

;// CONCATENATED MODULE: ./src/export/site-check/first-pages.ts
/**
 * The first pages that use each target: a table entry's numbers after its first hold a count, then
 * page numbers, kept in order of the pages' paths. Page names are kept once, as bytes, by number.
 */


class FirstPages {
    /** The names of the pages that targets name, by number. */
    names = new byte_table/* ByteTable */.L1();
    /** The page being read, and its number in `names` once a target names it (else -1). */
    page = '';
    number = -1;
    /**
     * Answers of `before` for the page being read, by the other page's number: `answeredFor` holds
     * the page number an answer is for, so a new page needs no clearing.
     */
    answeredFor = new Int32Array(1024).fill(-1);
    answers = new Uint8Array(1024);
    /** The page being read (relative to the site root). */
    get current() {
        return this.page;
    }
    enter(page) {
        this.page = page;
        this.number = -1;
    }
    /**
     * Names the page being read among the entry's first pages, whatever order the archive gives them
     * in: the kept pages stay sorted, so a later page is compared with the last one only.
     */
    note(table, entry) {
        const count = table.value(entry);
        let page = this.number;
        if (page === -1)
            page = this.number = this.numberPage();
        for (let i = 1; i <= count; i++)
            if (table.value(entry, i) === page)
                return;
        if (count === result/* PAGES_PER_FINDING */.xC && !this.before(page, table.value(entry, count)))
            return;
        // Where it goes among the kept ones; the last falls off when they are all kept already.
        let at = Math.min(count, result/* PAGES_PER_FINDING */.xC - 1) + 1;
        while (at > 1 && this.before(page, table.value(entry, at - 1))) {
            table.setValue(entry, table.value(entry, at - 1), at);
            at--;
        }
        table.setValue(entry, page, at);
        if (count < result/* PAGES_PER_FINDING */.xC)
            table.setValue(entry, count + 1);
    }
    /** The entry's first pages, in path order. */
    of(table, entry) {
        const pages = [];
        for (let i = 1; i <= table.value(entry); i++)
            pages.push(this.names.text(table.value(entry, i)));
        return pages;
    }
    clear() {
        this.names.clear();
        this.page = '';
        this.number = -1;
        this.answeredFor.fill(-1);
    }
    /**
     * Whether page number `page` (the page being read) sorts before page number `other`. Asked for
     * target after target, mostly with the same few others (the first pages of a site's links are
     * the same few): each answer is kept while the page is read.
     */
    before(page, other) {
        if (other < this.answeredFor.length && this.answeredFor[other] === page) {
            return this.answers[other] === 1;
        }
        const before = this.names.compareKeys(page, other) < 0;
        if (other >= this.answeredFor.length) {
            const size = Math.max(2 * this.answeredFor.length, other + 1);
            const answeredFor = new Int32Array(size).fill(-1);
            answeredFor.set(this.answeredFor);
            const answers = new Uint8Array(size);
            answers.set(this.answers);
            this.answeredFor = answeredFor;
            this.answers = answers;
        }
        this.answeredFor[other] = page;
        this.answers[other] = before ? 1 : 0;
        return before;
    }
    numberPage() {
        const name = Buffer.from(this.page, 'utf8');
        const known = this.names.find(name, 0, name.length);
        return known !== -1 ? known : this.names.add(name, 0, name.length);
    }
}

;// CONCATENATED MODULE: ./src/export/site-check/site-files.ts
/**
 * The files of the site, once the whole list is known: what a static host serves for a site path,
 * looked up by bytes (only a broken target becomes a string).
 */



const INDEX_HTML = 'index.html';
class SiteFiles {
    present = new byte_table/* ByteTable */.L1();
    pathBytes = new byte_table/* ScratchBytes */.Mz();
    /** Files listed, and of them pages (`.html`, `.htm`). */
    count = 0;
    pages = 0;
    constructor(files) {
        for (const file of files) {
            this.count++;
            if (/\.html?$/i.test(file))
                this.pages++;
            const length = this.pathBytes.write(file);
            const name = this.pathBytes.bytes;
            const hash = (0,byte_table/* hashBytes */.yi)(name, 0, length);
            if (this.present.find(name, 0, length, hash) === -1)
                this.present.add(name, 0, length, hash);
        }
    }
    /** Whether the site has `file`. */
    has(file) {
        const length = this.pathBytes.write(file);
        return this.present.find(this.pathBytes.bytes, 0, length) !== -1;
    }
    /** Which file a static host serves for the site path `path` (as serves() tries them). */
    servedFile(path) {
        return (0,resolve/* candidates */.Xi)(path).find((file) => this.has(file));
    }
    /** Whether `path` is a page of the site (as served, an HTML file). */
    isPage(path) {
        return (0,resolve/* candidates */.Xi)(path).some((file) => /\.html?$/i.test(file) && this.has(file));
    }
    /**
     * Of a target reached under a page's two URLs (`a\0b`, link-keys.ts), the path a static host
     * serves, else the first; any other target as it is.
     */
    servedPath(target) {
        const at = target.indexOf('\0');
        if (at === -1)
            return target;
        const first = target.slice(0, at);
        const other = target.slice(at + 1);
        return this.servedFile(first) === undefined && this.servedFile(other) !== undefined
            ? other
            : first;
    }
    /**
     * Whether a static host serves the target `entry` of `targets`: candidates() (resolve.ts) on
     * bytes: a folder (or the root) by its index.html; any other path as it is, with .html, or as a
     * folder.
     */
    serves(targets, entry) {
        const length = targets.keyLength(entry);
        const path = this.pathBytes.reserve(length + INDEX_HTML.length + 1);
        targets.copyKey(entry, path, 0);
        if (path.subarray(0, length).indexOf(0) !== -1) {
            const [first, other] = targets.text(entry).split('\0');
            return this.servedFile(first) !== undefined || this.servedFile(other) !== undefined;
        }
        const present = this.present;
        const has = (end) => present.find(path, 0, end) !== -1;
        const append = (at, text) => at + path.write(text, at, 'latin1');
        if (length === 0 || path[length - 1] === link_keys/* SLASH */.o)
            return has(append(length, INDEX_HTML));
        return has(length) || has(append(length, '.html')) || has(append(length, `/${INDEX_HTML}`));
    }
}

;// CONCATENATED MODULE: ./src/export/site-check/check.ts
















const NO_PATTERNS = (0,ignore/* parseLinkPatterns */.zk)('');
/**
 * A copy of `text` that holds no reference to the page it was cut from. V8 keeps a slice of a string
 * as a view of the whole: one target kept from each page would keep every page's text alive.
 */
function own(text) {
    return text.length > 12 ? Buffer.from(text, 'utf8').toString('utf8') : text;
}
// What the caches hold for a key: the kind of target in the low two bits, its number above them.
const INTERNAL = 0;
const OUTSIDE = 1;
const EXTERNAL = 2;
const SKIP = 3;
/** A target that cannot be cached (past a bound): the reference is judged from the target itself. */
const UNCACHEABLE = -1;
/** A target past MAX_TARGETS distinct ones. */
const NOT_JUDGED = -2;
/**
 * Checks a static site: every internal link and resource must resolve to a file (as a static host
 * resolves it), and every host other than the site that a page loads a resource from is reported.
 * Pages can be added while the site is still being extracted (`add`); the targets are looked up
 * once the whole file list is known (`finish`). A reference is judged against that list, never by
 * opening the path it names.
 */
class SiteChecker {
    siteHost;
    maxTargets;
    maxTargetBytes;
    anchorsOn;
    busyMs = 0;
    /**
     * Internal targets, and targets outside the site, by path: each with the first pages that use
     * it (a count, then page numbers). Looked up in `finish`.
     */
    targets = new byte_table/* ByteTable */.L1(1 + result/* PAGES_PER_FINDING */.xC);
    outside = new byte_table/* ByteTable */.L1(1 + result/* PAGES_PER_FINDING */.xC);
    /** The page being read, and the first pages of each target. */
    pages = new FirstPages();
    external = new Map();
    /** Other hosts by number, as the caches name them. */
    hosts = [];
    hostNumbers = new Map();
    notChecked = { count: 0, first: [] };
    notJudged = 0;
    /** A docs sidebar repeats the same root-relative links on every page: each is resolved once. */
    siteWide = new byte_table/* ByteTable */.L1();
    /**
     * Relative references resolve the same from every page of one folder. Pages arrive folder by
     * folder in archive order, so this holds one folder's references and starts over with the next.
     */
    sameFolder = new byte_table/* ByteTable */.L1();
    folder = '';
    /** The page whose folder `folder` is. */
    folderPage = '';
    /** A reference's text and a target's path as UTF-8, to look them up. */
    urlBytes = new byte_table/* ScratchBytes */.Mz();
    pathBytes = new byte_table/* ScratchBytes */.Mz();
    anchors;
    /**
     * Where a page that arrives in several pieces is put together: one buffer for the whole check,
     * grown to the largest such page (MAX_CHECKED_FILE_BYTES at most).
     */
    scratch = Buffer.alloc(0);
    pageRefs = new refs/* RefList */._r();
    reader = new html_refs/* PageReader */.Xh();
    constructor(siteHost, maxTargets = limits/* MAX_TARGETS */.kz, maxTargetBytes = limits/* MAX_TARGET_BYTES */.vG, 
    /** Judge anchors (on unless false: `npm run bench` measures what they cost). */
    anchorsOn = true) {
        this.siteHost = siteHost;
        this.maxTargets = maxTargets;
        this.maxTargetBytes = maxTargetBytes;
        this.anchorsOn = anchorsOn;
        if (!anchorsOn)
            this.pageRefs.pushId = undefined;
        this.anchors = new AnchorJudge(this.targets, this.pages, siteHost, maxTargets, maxTargetBytes);
    }
    /**
     * A reader for one file of the site as it is extracted (`file` relative to the site root), or
     * undefined when the check does not read that file. The pieces are the bundle's own memory, lent:
     * a file that comes in one piece is read at once, in place; one split across pieces is copied into
     * the one scratch buffer. Pages are read as bytes and never become strings (tokenizer.ts).
     */
    open(file, size) {
        if (!(0,result/* isChecked */.WJ)(file))
            return undefined;
        if (size > limits/* MAX_CHECKED_FILE_BYTES */.M) {
            this.notChecked.count++;
            (0,result/* note */.N4)(this.notChecked.first, file);
            return undefined;
        }
        let filled = 0;
        let read = false;
        return {
            data: (piece) => {
                if (filled === 0 && piece.length === size) {
                    this.add(file, piece);
                    read = true;
                    return;
                }
                if (this.scratch.length < size) {
                    const length = Math.min(limits/* MAX_CHECKED_FILE_BYTES */.M, Math.max(size, 2 * this.scratch.length));
                    // Outgrown, and empty (a page starts): freed now, not when a collection finds it.
                    (0,release/* release */._r)(this.scratch);
                    this.scratch = Buffer.allocUnsafe(length);
                }
                filled += piece.copy(this.scratch, filled);
            },
            end: () => {
                if (!read)
                    this.add(file, this.scratch.subarray(0, filled));
            }
        };
    }
    /**
     * Gives back what the check holds (the ids, the targets, the caches) once its result is taken:
     * the report that follows reads pages again, and would otherwise add its memory to theirs.
     */
    release() {
        this.startOver();
        (0,release/* release */._r)(this.scratch);
        this.scratch = Buffer.alloc(0);
    }
    /** Forgets every page read so far (the download started over). */
    startOver() {
        this.sameFolder.clear();
        this.folder = '';
        this.folderPage = '';
        this.siteWide.clear();
        this.targets.clear();
        this.outside.clear();
        this.pages.clear();
        this.hosts.length = 0;
        this.hostNumbers.clear();
        this.external.clear();
        this.anchors.clear();
        this.notChecked = { count: 0, first: [] };
        this.notJudged = 0;
        this.busyMs = 0;
    }
    /** Reads one page or stylesheet of the site (`file` relative to the site root). */
    add(file, bytes) {
        const started = Date.now();
        this.pages.enter(file);
        if (/\.css$/i.test(file)) {
            for (const ref of (0,refs/* cssRefs */.qT)(bytes.toString('utf8')))
                this.judge(ref);
        }
        else {
            // One list for every page: the references die with the page, not the list.
            const refs = this.pageRefs;
            const base = this.reader.read(bytes, refs);
            this.anchors.keepIds(file, bytes, refs);
            for (let i = 0; i < refs.count; i++) {
                const ref = refs.items[i];
                this.judge(ref, base);
                if (ref.redirect)
                    this.anchors.keepRedirect(ref.url, base);
            }
            for (let i = 0; i < refs.plainCount; i++) {
                const start = refs.plain[2 * i];
                const end = refs.plain[2 * i + 1];
                const kind = refs.plainKinds[i];
                if (base !== undefined)
                    this.judge({ url: bytes.toString('latin1', start, end), kind }, base);
                else
                    this.judgeBytes(bytes, start, end, kind);
            }
            refs.clear();
        }
        this.busyMs += Date.now() - started;
    }
    /**
     * Looks every target up in the site's files and says what was found. The files are read once,
     * into a table of their bytes: only broken targets become strings.
     */
    finish(files, bytes, ignore = NO_PATTERNS, redirects) {
        const started = Date.now();
        const site = new SiteFiles(files);
        const broken = [];
        const hosted = { count: 0, markdown: 0, files: [], listed: [] };
        let ignored = 0;
        const origin = this.siteHost ? `https://${this.siteHost.toLowerCase()}` : undefined;
        for (let entry = 0; entry < this.outside.size; entry++) {
            const target = this.outside.text(entry);
            if (ignore.matches(target))
                ignored++;
            else
                broken.push({ target, pages: this.pages.of(this.outside, entry) });
        }
        const isPage = (sitePath) => site.isPage(sitePath);
        const servedPath = (sitePath) => site.servedFile(sitePath) !== undefined || (0,hosting/* hostingOnly */.xB)(sitePath, isPage);
        let redirected = 0;
        const brokenInside = new Map();
        for (let entry = 0; entry < this.targets.size; entry++) {
            if (site.serves(this.targets, entry))
                continue;
            const [path, other] = this.targets.text(entry).split('\0');
            const target = `/${path}`;
            // Mintlify's hosting answers a redirect's source with its destination.
            if (redirects &&
                (redirectServed(redirects, target, servedPath) ||
                    (other !== undefined && redirectServed(redirects, `/${other}`, servedPath)))) {
                redirected++;
                continue;
            }
            if (!ignore.empty && ignore.matches(target, ...(origin ? [`${origin}${target}`] : []))) {
                ignored++;
                continue;
            }
            if (!(0,hosting/* hostingOnly */.xB)(path, isPage)) {
                // A target reached from a page's two URLs is the same finding as the one reached from one.
                const known = brokenInside.get(target);
                if (known)
                    for (const page of this.pages.of(this.targets, entry))
                        (0,result/* note */.N4)(known.pages, page);
                else
                    brokenInside.set(target, { target, pages: this.pages.of(this.targets, entry) });
                continue;
            }
            hosted.count++;
            if ((0,hosting/* isMarkdownVersion */.SU)(path))
                hosted.markdown++;
            else
                hosted.files.push(target);
            if (hosted.listed.length < limits/* LISTED_IN_LOG */.Dk) {
                hosted.listed.push({ target, pages: this.pages.of(this.targets, entry) });
            }
        }
        broken.push(...brokenInside.values());
        const anchors = this.anchors.finish(site, ignore, origin);
        const redirectFindings = redirects
            ? judgeRedirects(redirects, servedPath, redirected)
            : undefined;
        const external = [];
        for (const [host, seen] of this.external) {
            if (!ignore.empty && ignore.matches(host, `https://${host}/`))
                ignored++;
            else
                external.push({ host, kinds: [...seen.kinds].sort(), pages: seen.pages });
        }
        this.busyMs += Date.now() - started;
        const byTarget = (a, b) => a.target.localeCompare(b.target);
        ignored += anchors.ignored;
        return {
            pages: site.pages,
            files: site.count,
            bytes,
            broken: broken.sort(byTarget),
            brokenAnchors: anchors.broken.sort(byTarget),
            anchorsNotJudged: anchors.notJudged,
            hosted: { ...hosted, files: hosted.files.sort(), listed: hosted.listed.sort(byTarget) },
            ignored,
            ...(redirectFindings ? { redirects: redirectFindings } : {}),
            external: external.sort((a, b) => a.host.localeCompare(b.host)),
            notChecked: this.notChecked,
            notJudged: this.notJudged + this.anchors.pastBounds,
            durationMs: this.busyMs
        };
    }
    /** What the anchors keep: ids, and fragments on other pages waiting for the end (bench). */
    anchorMemory() {
        return this.anchors.memory();
    }
    /** Starts over the folder's cache when the page is in another folder than the last. */
    enterFolder() {
        const page = this.pages.current;
        if (page === this.folderPage)
            return;
        // A folder's index page resolves its relative references under two URLs (pageUrls): its own.
        const folder = (0,link_keys/* twoUrls */.RX)(page) ? page : page.slice(0, page.lastIndexOf('/') + 1);
        if (folder !== this.folder) {
            this.sameFolder.clear();
            this.folder = folder;
        }
        this.folderPage = page;
    }
    /** Judges a reference of the page, given as text (decoded, trimmed). */
    judge(ref, base) {
        // A `<base>` changes what every reference of the page leads to: none is cached.
        if (base !== undefined) {
            const hashAt = ref.url.indexOf('#');
            if (hashAt === 0) {
                if (this.anchorsOn)
                    this.anchors.baseAnchor(base, ref.url.slice(1));
                return;
            }
            const entry = this.recordTarget((0,resolve/* resolveRef */.qE)(ref.url, this.pages.current, base, this.siteHost), ref.kind);
            this.pendFragmentOf(entry, ref.url);
            return;
        }
        const length = this.urlBytes.write(ref.url);
        this.judgeBytes(this.urlBytes.bytes, 0, length, ref.kind, ref.url);
    }
    /**
     * Judges a reference of a page with no `<base>`: the bytes start..end (UTF-8, trimmed; plain
     * ASCII when `url`, its text, is not given). Most are found in a cache by their bytes.
     */
    judgeBytes(bytes, start, end, kind, url) {
        // A fragment alone leads to the page itself, whose ids are all known.
        if (bytes[start] === link_keys/* HASH */.v9) {
            if (!this.anchorsOn)
                return;
            if (url === undefined && this.anchors.ownAnchorFound(bytes, start + 1, end))
                return;
            this.anchors.ownAnchor(url?.slice(1) ?? bytes.toString('latin1', start + 1, end));
            return;
        }
        // A fragment or a query never changes the file a reference leads to: one entry serves them all.
        const cut = (0,link_keys/* keyEnd */.FM)(bytes, start, end);
        const cache = (0,link_keys/* keyClass */.Al)(bytes, start, cut);
        if (cache === link_keys/* UNCACHED */.gj) {
            url ??= bytes.toString('latin1', start, end);
            const entry = this.recordTarget((0,resolve/* resolveRef */.qE)(url, this.pages.current, undefined, this.siteHost), kind);
            this.pendFragmentOf(entry, url);
            return;
        }
        let table = this.siteWide;
        if (cache === link_keys/* SAME_FOLDER */.G0) {
            this.enterFolder();
            table = this.sameFolder;
        }
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, start, cut);
        const entry = table.find(bytes, start, cut, hash);
        if (entry !== -1) {
            const code = table.value(entry);
            this.recordCode(code, kind);
            if (cut < end)
                this.fragmentOf(code, bytes, cut, end);
            return;
        }
        url ??= bytes.toString('latin1', start, end);
        // A site-wide key resolves as the first reference written with it; a folder's, as the key.
        const key = cache === link_keys/* SITE_WIDE */.ct ? url : url.slice(0, url.search(/[#?]|$/));
        const target = cache === link_keys/* SAME_FOLDER */.G0 && (0,link_keys/* twoUrls */.RX)(this.pages.current)
            ? (0,link_keys/* resolveFromBoth */.qc)(key, this.pages.current, this.siteHost)
            : (0,resolve/* resolveRef */.qE)(key, this.pages.current, undefined, this.siteHost);
        const code = this.codeOf(target);
        if (code === UNCACHEABLE) {
            this.pendFragmentOf(this.recordTarget(target, kind), url);
            return;
        }
        // A cache only: past the bound it stops growing, and references are resolved each time.
        if (table.size < this.maxTargets && table.keyBytes + cut - start <= this.maxTargetBytes) {
            table.setValue(table.add(bytes, start, cut, hash), code);
        }
        this.recordCode(code, kind);
        if (cut < end)
            this.fragmentOf(code, bytes, cut, end);
    }
    /** The fragment of a reference whose key ends at `cut` (at `#` or `?`), on an internal target. */
    fragmentOf(code, bytes, cut, end) {
        if ((code & 3) !== INTERNAL)
            return;
        let at = cut;
        while (at < end && bytes[at] !== link_keys/* HASH */.v9)
            at++;
        if (at < end && this.anchorsOn)
            this.anchors.pend(code >> 2, bytes, at + 1, end);
    }
    /** The fragment of `url`, if it has one, on the internal target `entry` (-1: none). */
    pendFragmentOf(entry, url) {
        const hashAt = url.indexOf('#');
        if (entry === -1 || hashAt === -1)
            return;
        const bytes = Buffer.from(url.slice(hashAt + 1), 'utf8');
        if (this.anchorsOn)
            this.anchors.pend(entry, bytes, 0, bytes.length);
    }
    /** What the caches hold for a target; UNCACHEABLE past a bound. */
    codeOf(target) {
        switch (target.type) {
            case 'skip':
                return SKIP;
            case 'external': {
                let number = this.hostNumbers.get(target.host);
                if (number === undefined) {
                    if (this.hosts.length >= this.maxTargets)
                        return UNCACHEABLE;
                    number = this.hosts.push(own(target.host)) - 1;
                    this.hostNumbers.set(this.hosts[number], number);
                }
                return number * 4 + EXTERNAL;
            }
            case 'internal':
            case 'outside': {
                const internal = target.type === 'internal';
                const entry = this.targetEntry(internal ? this.targets : this.outside, target.path);
                return entry === NOT_JUDGED ? UNCACHEABLE : entry * 4 + (internal ? INTERNAL : OUTSIDE);
            }
        }
    }
    /** The entry of a target's path, added if new; NOT_JUDGED past MAX_TARGETS. */
    targetEntry(table, path) {
        const length = this.pathBytes.write(path);
        const bytes = this.pathBytes.bytes;
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, 0, length);
        const entry = table.find(bytes, 0, length, hash);
        if (entry !== -1)
            return entry;
        if (this.targets.size + this.outside.size >= this.maxTargets ||
            this.targets.keyBytes + this.outside.keyBytes + length > this.maxTargetBytes) {
            return NOT_JUDGED;
        }
        return table.add(bytes, 0, length, hash);
    }
    /** Keeps what a reference of `kind` to the target a cache holds tells. */
    recordCode(code, kind) {
        const type = code & 3;
        if (type === SKIP)
            return;
        if (type === EXTERNAL)
            this.recordExternal(this.hosts[code >> 2], kind);
        else
            this.pages.note(type === INTERNAL ? this.targets : this.outside, code >> 2);
    }
    /** Keeps what a reference of `kind` to `target` tells; the entry of an internal target, else -1. */
    recordTarget(target, kind) {
        if (target.type === 'skip')
            return -1;
        if (target.type === 'external') {
            this.recordExternal(target.host, kind);
            return -1;
        }
        const table = target.type === 'internal' ? this.targets : this.outside;
        const entry = this.targetEntry(table, target.path);
        if (entry === NOT_JUDGED) {
            this.notJudged++;
            return -1;
        }
        this.pages.note(table, entry);
        return target.type === 'internal' ? entry : -1;
    }
    recordExternal(host, kind) {
        // A link to another site loads nothing from it.
        if (kind === 'navigation')
            return;
        let seen = this.external.get(host);
        if (!seen) {
            // Other hosts are bounded as targets are: a site of generated hosts cannot grow the list.
            if (this.external.size >= this.maxTargets) {
                this.notJudged++;
                return;
            }
            seen = { kinds: new Set(), pages: [] };
            this.external.set(own(host), seen);
        }
        seen.kinds.add(kind);
        (0,result/* note */.N4)(seen.pages, this.pages.current);
    }
}

;// CONCATENATED MODULE: ./src/export/check-thread/threaded-checker.ts
/**
 * The site check as the export flow uses it: on a thread of its own where the bundle is large enough
 * to be hashed on one (pages-thread.ts; this thread hashes instead), else on this thread. Either way
 * it reads the same pages in the same order and gives the same result; on the thread, its reading
 * overlaps gunzip and the writes.
 */



/** Beside the bundle's chunks, as `npm run package` builds it; relative, so ncc leaves it alone. */
const BUILT_THREAD = './check-thread/index.js';
/** The built thread, when this runs from the bundle (the sources under test have none). */
function builtThread() {
    if (!import.meta.url.endsWith('.js'))
        return undefined;
    const script = new URL(BUILT_THREAD, import.meta.url);
    return (0,external_node_fs_.existsSync)(script) ? { script } : undefined;
}
/**
 * The names as UTF-8, each ended by a NUL, in one buffer of its own: 33 000 names sent as strings
 * were as many again on both threads at the step's peak.
 */
function joined(files) {
    const names = new byte_table/* AppendedBytes */.Ds();
    for (const file of files) {
        names.append(file);
        names.appendByte(0);
    }
    return names.take();
}
class ThreadedChecker {
    siteHost;
    onThread;
    /** The check on this thread, made when the files are not hashed on a worker. */
    checker;
    thread;
    constructor(siteHost, script = builtThread()) {
        this.siteHost = siteHost;
        const workerData = { siteHost };
        this.onThread = script && {
            ...script,
            workerData,
            attached: (thread) => {
                this.thread = thread;
            }
        };
    }
    /** Whether the pages are read on the thread (once extraction has started). */
    get threaded() {
        return this.thread !== undefined;
    }
    get here() {
        this.checker ??= new SiteChecker(this.siteHost);
        return this.checker;
    }
    open(rel, size) {
        if (!this.thread)
            return this.here.open(rel, size);
        if ((0,result/* isChecked */.WJ)(rel))
            this.thread.read(rel, size);
        return undefined;
    }
    startOver() {
        // The old sink's thread was stopped with it; the next one attaches its own.
        this.thread = undefined;
        this.checker?.startOver();
    }
    /**
     * Looks every target up in the site's files (check.ts's `finish`), where the pages were read. On
     * the thread, with the extracted `site`'s folder, the first findings are located there too.
     */
    async finish(files, bytes, ignore, redirects, site) {
        if (!this.thread)
            return this.here.finish(files, bytes, ignore, redirects);
        const names = joined(files);
        const question = {
            files: names,
            bytes,
            ignore: { written: ignore?.written ?? [], tests: ignore?.tests ?? [] },
            redirects: redirects?.compiled.map((each) => each.redirect),
            site
        };
        return (await this.thread.ask(question, [names.buffer]));
    }
    /** Frees what the check holds: the thread and its tables, or this thread's. */
    async release() {
        const thread = this.thread;
        this.thread = undefined;
        this.checker?.release();
        await thread?.close();
    }
}


/***/ })

};
