export const id = 890;
export const ids = [890];
export const modules = {

/***/ 9890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExport: () => (/* binding */ runExport)
});

// UNUSED EXPORTS: maskLink

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 19 modules
var core = __webpack_require__(4952);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/util/time.ts
var time = __webpack_require__(6043);
;// CONCATENATED MODULE: ./src/export/start.ts
/**
 * Starting the export job on whichever contract the API serves. Today's route takes the domain; the
 * revised one is scoped to the project and takes no body. With both inputs, today's route is tried
 * first and, when it answers 404 or 410 (gone: nothing was created), the project-scoped one, so a
 * workflow written today keeps working the day the contract changes. One export runs per deployment:
 * a 409 means another is running, and the start is tried again at the pace of `poll-interval` until
 * it ends or the step's deadline comes. A 409 creates nothing, so this never makes two jobs.
 */





async function startExportJob(config, deps) {
    let route = config.domain ? 'published' : 'project';
    let waited = false;
    for (;;) {
        try {
            if (route === 'project') {
                return { job: await deps.api.startProjectExport(config.projectId ?? ''), route };
            }
            return { job: await deps.api.startExport(request(config)), route };
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.h))
                throw error;
            if (route === 'published' && (error.status === 404 || error.status === 410)) {
                route = fallBack(config, error.status);
                continue;
            }
            if (error.status !== 409)
                throw error;
            if (!waited) {
                core/* info */.pq(`Another export of this deployment is running (HTTP 409): waiting for it to end, then starting again, every ${(0,duration/* formatDuration */.a3)(config.pollIntervalMs)}.`);
                waited = true;
            }
            if (!deps.deadline.fits(config.pollIntervalMs)) {
                throw new time/* DeadlineExceededError */.Kt(`Another export of this deployment was still running at the step's timeout (${(0,duration/* formatDuration */.a3)(config.timeoutMs)}), so none was started: Mintlify runs one export per deployment at a time. Wait for it to end (another workflow, a colleague or a retried run started it), or raise timeout.`, undefined);
            }
            await deps.sleep(config.pollIntervalMs, deps.signal);
        }
    }
}
function request(config) {
    const body = { domain: config.domain };
    if (config.exportVersion !== undefined)
        body.version = config.exportVersion;
    if (config.paths.length > 0)
        body.paths = config.paths;
    return body;
}
/** Today's route is gone: the project-scoped one, when project-id allows it and nothing would be dropped. */
function fallBack(config, status) {
    const gone = `The static export route /v1/static-export/jobs answered HTTP ${status} (the route is gone; nothing was started)`;
    if (!config.projectId) {
        throw new errors/* ApiError */.h(`${gone}. Mintlify now starts exports per project: set project-id (the dashboard's API keys page shows it).`, status);
    }
    const unsent = config.paths.length > 0 ? constants/* Input */.pd.Paths : config.exportVersion ? constants/* Input */.pd.ExportVersion : undefined;
    if (unsent) {
        throw new errors/* ApiError */.h(`${gone}, and the project-scoped route that replaces it takes no ${unsent}: remove ${unsent} to export the whole project there.`, status);
    }
    core/* notice */.lm(`${gone}: starting the export at the project-scoped route /v1/static-export/${config.projectId}/jobs instead.`);
    return 'project';
}

// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __webpack_require__(5640);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./src/util/user-agent.ts
var user_agent = __webpack_require__(3237);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(9630);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./src/export/bundle/errors.ts

/** The bundle cannot be used (refused entry, corrupt archive, wrong size, link failures). Not retried. */
class BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function refusal(entryName, why) {
    return new BundleError(`The bundle was refused: entry '${(0,untrusted/* inert */.tJ)(entryName, 200)}' is unsafe (${why}). Nothing was installed; report the bundle to Mintlify.`);
}

;// CONCATENATED MODULE: ./src/export/bundle/http.ts



/** Storage behind a custom domain may redirect; more than this is a loop or a misconfiguration. */
const MAX_REDIRECTS = 5;
/** Refuses any link the download must not follow: only http(s) reaches a storage. */
function checkLinkScheme(link, what) {
    let url;
    try {
        url = new URL(link);
    }
    catch {
        throw new BundleError(`The ${what} is not a URL; report this to Mintlify.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new BundleError(`The ${what} uses the scheme '${(0,untrusted/* inert */.tJ)(url.protocol, 20)}'; only http and https are downloaded. Report this to Mintlify.`);
    }
    return url;
}
function header(value) {
    return Array.isArray(value) ? value[0] : value;
}
function sizeError(bytes, expected, what) {
    return new BundleError(`The storage ${what} ${bytes} bytes, but the bundle's sizeBytes is ${expected}: the download is incomplete or not this bundle, so it was discarded. Re-run the step.`);
}
/**
 * One GET of the storage link, following up to MAX_REDIRECTS redirects to http(s) only. Written here
 * rather than with undici's redirect interceptor so that each target is checked and masked before it
 * is requested, and the same headers (Range, If-Range, never credentials) go with every hop.
 */
async function getFollowingRedirects(link, headers, options) {
    let target = link;
    for (let hop = 0;; hop++) {
        const response = await (0,undici.request)(target, {
            method: 'GET',
            dispatcher: options.dispatcher,
            signal: options.signal,
            headers,
            headersTimeout: options.stallMs,
            bodyTimeout: options.stallMs
        });
        const location = header(response.headers.location);
        if (![301, 302, 303, 307, 308].includes(response.statusCode) || !location)
            return response;
        await response.body.dump();
        if (hop >= MAX_REDIRECTS) {
            throw new BundleError(`The storage redirected the bundle download more than ${MAX_REDIRECTS} times; report this to Mintlify.`);
        }
        let next;
        try {
            next = new URL(location, target);
        }
        catch {
            throw new BundleError('The storage redirected the bundle download to an invalid address.');
        }
        checkLinkScheme(next.href, 'storage redirect');
        options.secret?.(next.href);
        if (next.search)
            options.secret?.(next.search);
        target = next.href;
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/install.ts


/** Names inside the `path` input; staging names start with a dot and live next to them. */
const ARCHIVE_NAME = 'bundle.tar.gz';
const SITE_DIR = 'site';
/**
 * Puts a whole, checked download in place: the site first (see replaceFolder), then the archive,
 * so `archive-path` never names a bundle whose site is not the one in `extract-path`.
 */
async function installBundle(download, folder, token) {
    const archivePath = external_node_path_default().join(folder, ARCHIVE_NAME);
    const extractPath = download.staging ? external_node_path_default().join(folder, SITE_DIR) : undefined;
    if (extractPath && download.staging)
        await replaceFolder(download.staging, extractPath, token);
    await (0,promises_.rename)(download.partial, archivePath);
    return { archivePath, extractPath };
}
/**
 * Puts `staging` at `target`, replacing an earlier site: old aside, new in, old removed. Each step is
 * a rename within one folder, so `target` is at every moment either the whole old site or the whole
 * new one, never a mix, and a failure puts the old one back.
 */
async function replaceFolder(staging, target, token) {
    const aside = external_node_path_default().join(external_node_path_default().dirname(target), `.old-${external_node_path_default().basename(target)}-${token}`);
    let moved = false;
    try {
        await (0,promises_.rename)(target, aside);
        moved = true;
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    try {
        await (0,promises_.rename)(staging, target);
    }
    catch (error) {
        if (moved)
            await (0,promises_.rename)(aside, target).catch(() => undefined);
        throw error;
    }
    if (moved)
        await (0,promises_.rm)(aside, { recursive: true, force: true });
}
/**
 * Waits for `work` at most `ms`; false when it was still running then (it goes on in the
 * background). Cleanup of a refused bundle of many files must not keep the step past its timeout.
 */
async function finishesWithin(work, ms) {
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
        timer.unref();
    });
    try {
        return await Promise.race([work.then(() => true), late]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/link.ts



/**
 * The presigned link the download uses, and the fresh ones it asks for (the bundle call again)
 * when the link has expired or the storage answers 403. Fresh links are bounded: a storage that
 * refuses every link would otherwise be asked forever.
 */
class BundleLink {
    ask;
    maxRefreshes;
    log;
    current;
    refreshes = 0;
    /** A link just handed out is tried even if it looks expired: runner clocks drift. */
    fresh = false;
    constructor(first, ask, maxRefreshes, log) {
        this.ask = ask;
        this.maxRefreshes = maxRefreshes;
        this.log = log;
        checkLinkScheme(first.bundleUrl, 'bundle link');
        this.current = first;
    }
    /** Replaces the link before use when its `expiresAt` has passed by this runner's clock. */
    async renewIfExpired() {
        const expiresAt = this.current.expiresAt;
        if (this.fresh || !expiresAt || Date.parse(expiresAt) > Date.now())
            return false;
        await this.replace(`it expired at ${(0,untrusted/* inert */.tJ)(expiresAt, 40)}`);
        return true;
    }
    /** The storage refused the link (403): even a fresh one is replaced. */
    async refused() {
        this.fresh = false;
        await this.replace('the storage answered 403: expired or revoked');
    }
    async replace(why) {
        if (this.refreshes >= this.maxRefreshes) {
            throw new BundleError(`The bundle link failed (${why}) and ${this.maxRefreshes} fresh links did not help. Re-run the step; if it keeps failing, the storage may be refusing this runner.`);
        }
        this.refreshes++;
        this.log(`The bundle link is not usable (${why}); asking for a fresh one (${this.refreshes}/${this.maxRefreshes}).`);
        const next = await this.ask();
        checkLinkScheme(next.bundleUrl, 'fresh bundle link');
        this.current = next;
        this.fresh = true;
    }
}

// EXTERNAL MODULE: ./src/util/size.ts
var util_size = __webpack_require__(7155);
;// CONCATENATED MODULE: ./src/export/bundle/progress.ts

/** The longest a download goes without a progress line while bytes arrive. */
const PROGRESS_EVERY_MS = 10_000;
/**
 * Progress lines of a download: one every PROGRESS_EVERY_MS, or at each tenth of a known size,
 * whichever comes first; "45% (12.3 MiB of 27.4 MiB, 8.1 MiB/s)". Not one per chunk: a fast
 * download would fill the log.
 */
class DownloadProgress {
    clock;
    total;
    log;
    startedAt;
    lastAt;
    lastTenth = 0;
    constructor(clock, total, log) {
        this.clock = clock;
        this.total = total && total > 0 ? total : undefined;
        this.log = log;
        this.startedAt = this.lastAt = clock.now();
    }
    /** The download starts over from byte 0 (the storage could not resume). */
    restarted() {
        this.startedAt = this.lastAt = this.clock.now();
        this.lastTenth = 0;
    }
    update(received) {
        const now = this.clock.now();
        const tenth = this.total ? Math.floor((received / this.total) * 10) : 0;
        if (now - this.lastAt < PROGRESS_EVERY_MS && tenth <= this.lastTenth)
            return;
        // The last tenth is the end: the flow's own line says so, with what was unpacked.
        if (this.total && received >= this.total)
            return;
        this.lastAt = now;
        this.lastTenth = tenth;
        const seconds = (now - this.startedAt) / 1000;
        const rate = seconds > 0 ? `${(0,util_size/* formatBytes */.z)(Math.round(received / seconds))}/s` : '';
        const done = this.total
            ? `${Math.floor((received / this.total) * 100)}% (${[`${(0,util_size/* formatBytes */.z)(received)} of ${(0,util_size/* formatBytes */.z)(this.total)}`, rate].filter(Boolean).join(', ')})`
            : `${(0,util_size/* formatBytes */.z)(received)}${rate ? ` (${rate})` : ''}`;
        this.log(`Downloaded ${done}.`);
    }
}

// EXTERNAL MODULE: ./src/api/backoff.ts
var backoff = __webpack_require__(304);
;// CONCATENATED MODULE: ./src/export/bundle/retries.ts


/**
 * The download's retries: the shared back-off, inside the step's deadline, and counted in a row
 * with no progress, so a long download cut many times keeps going while each try gets further.
 */
class DownloadRetries {
    options;
    retries = 0;
    /** Bytes received when the last try failed. */
    progressAtFailure = 0;
    constructor(options) {
        this.options = options;
    }
    /** Waits before the next try after a failure at `received` bytes, or gives up with `why`. */
    async pause(why, received) {
        if (received > this.progressAtFailure)
            this.retries = 0;
        this.progressAtFailure = received;
        const { maxRetries, deadline, budget } = this.options;
        if (this.retries >= maxRetries) {
            throw new BundleError(`Downloading the bundle failed: ${why}, ${this.retries + 1} times in a row with no progress. Re-run the step.`);
        }
        const delay = (0,backoff/* backoffDelay */.EY)(this.retries, this.options.backoff ?? backoff/* DEFAULT_BACKOFF */.VU);
        this.retries++;
        if (!deadline.fits(delay + backoff/* MIN_TRY_MS */.UK)) {
            throw new BundleError(`Downloading the bundle failed: ${why}; the step's timeout (${budget}) leaves no time to try again.`);
        }
        this.options.log(`Downloading the bundle: ${why}. Trying again in ${(delay / 1000).toFixed(1)}s.`);
        await this.options.sleep(delay, this.options.signal);
    }
    /** The download starts over from byte 0: progress is measured from there again. */
    startedOver() {
        this.progressAtFailure = 0;
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/export/bundle/limits.ts
var limits = __webpack_require__(1547);
// EXTERNAL MODULE: ./src/util/byte-table.ts
var byte_table = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/export/bundle/policy.ts


/**
 * The archive policy: which entries the action writes, judged on names alone, before any disk work.
 * Pure (no I/O), so each rule is tested by the attack it stops (__tests__/export/bundle/policy.test.ts).
 */
/** Linux's PATH_MAX and NAME_MAX: GNU tar fails longer names with "File name too long". */
const MAX_PATH_BYTES = 4096;
const MAX_NAME_BYTES = 255;
/** node-tar's own depth cap; a docs site is a dozen folders deep. */
const MAX_DEPTH = 1024;
/** Hops through the archive's own symbolic links before a target counts as a loop (Linux: 40). */
const MAX_LINK_HOPS = 40;
const ABSOLUTE = /^([a-zA-Z]:|[\\/])/;
/**
 * A tar path as clean relative parts ([] for the root entry `./`), or a refusal: absolute paths,
 * drive letters and `..` segments are never rewritten into something else, they stop the extraction.
 * Length and depth are checked on the raw name first, so no later step works on an unbounded name.
 */
function entryParts(raw, what) {
    if (Buffer.byteLength(raw) > MAX_PATH_BYTES) {
        throw refusal(raw, `its ${what} is longer than ${MAX_PATH_BYTES} bytes`);
    }
    if (raw.includes('\0'))
        throw refusal(raw, `its ${what} holds a NUL byte`);
    if (ABSOLUTE.test(raw))
        throw refusal(raw, `its ${what} is absolute`);
    // GNU tar writes `a\b` as one name on Linux; a Windows runner would make it a folder and a file.
    if (raw.includes('\\')) {
        throw refusal(raw, `its ${what} holds a backslash, a character on Linux and a folder separator on Windows`);
    }
    const parts = raw.split(/\/+/).filter((part) => part !== '' && part !== '.');
    if (parts.length > MAX_DEPTH) {
        throw refusal(raw, `its ${what} is more than ${MAX_DEPTH} folders deep`);
    }
    for (const part of parts) {
        if (part === '..')
            throw refusal(raw, `its ${what} contains '..'`);
        if (Buffer.byteLength(part) > MAX_NAME_BYTES) {
            throw refusal(raw, `its ${what} has a name longer than ${MAX_NAME_BYTES} bytes`);
        }
    }
    return parts;
}
/** The clean relative form of `raw` (see entryParts). */
function entryPath(raw, what) {
    return entryParts(raw, what).join('/');
}
/**
 * macOS and Windows runners have case-insensitive file systems: compare names the way they might.
 * Upper then lower case folds what lower case alone misses (long s, final sigma, dotless i, micro
 * sign), and NFKC folds compatibility forms; folding too much only refuses an odd bundle, too little
 * would let two names the disk takes for one pass as two. Applied to one name at a time.
 */
function fold(name) {
    // Printable ASCII is its own NFKC form and folds by lower case alone; V8 then returns the same string when
    // nothing changes, so a docs site's names fold without allocating.
    if (ASCII.test(name))
        return name.toLowerCase();
    return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
const ASCII = /^[ -~]*$/;
/** Flags of a name in the tree (see ArchiveNames). */
const FOLDER = 1; // named by a directory entry, or above another entry
const FILE = 2; // a regular file (or hard link) of the archive, now
const EVER_LINKED = 4; // a symbolic link at some point: nothing is ever written beneath it
const PLACED = 8; // an entry of this name was placed already: a later one replaces it
const ROOT = 0;
// An entry of the names table: the name's spelling is its key, then these numbers.
const PARENT = 0;
const FLAGS = 1;
const SIZE_LOW = 2;
const SIZE_HIGH = 3;
const NO_BYTES = Buffer.alloc(0);
/**
 * Every name the archive uses, as a tree of folded names with numeric ids, so that checking an entry
 * costs time in proportion to its own length (a path 1000 folders deep is not 1000 string joins),
 * and memory grows with the number of distinct names, which the entry limit bounds. Stored off V8's
 * heap, in byte tables (util/byte-table.ts): what a site keeps per file would otherwise survive the
 * young generation's collections and grow it with the site (docs/performance.md).
 */
class ArchiveNames {
    /**
     * Per name id, in order: its spelling in the archive (the key), its folder's id, its flags, and
     * the size of the regular file it is now (0 for anything else, hard links too). Id 0 is the root.
     */
    names = new byte_table/* ByteTable */.L1(4, 64, false);
    /** Each name's id, by its folder's id and its folded name (childKey). */
    children = new byte_table/* ByteTable */.L1();
    /** Where keys are spelled as bytes to look them up. */
    scratch = new byte_table/* ScratchBytes */.Mz();
    constructor() {
        const root = this.names.add(NO_BYTES, 0, 0);
        this.names.setValue(root, -1, PARENT);
        this.names.setValue(root, FOLDER, FLAGS);
    }
    /** The targets of the names that are symbolic links of the archive now. */
    links = new Map();
    /** Judges one entry against the archive so far; throws a refusal, or says what to write. */
    place(kind, rawPath, rawLink, size = 0) {
        const parts = entryParts(rawPath, 'path');
        const rel = parts.join('/');
        if (parts.length === 0) {
            if (kind === 'directory')
                return { kind, rel };
            throw refusal(rawPath, 'it names the extraction folder itself');
        }
        let parent = ROOT;
        for (let i = 0; i < parts.length - 1; i++) {
            parent = this.child(parent, parts[i], rawPath, parts, i);
            const flags = this.flagsOf(parent);
            if (flags & EVER_LINKED) {
                throw refusal(rawPath, `it would be written through the symbolic link '${parts.slice(0, i + 1).join('/')}'`);
            }
            if (flags & FILE) {
                throw refusal(rawPath, `it would be written beneath the file '${parts.slice(0, i + 1).join('/')}'`);
            }
            this.names.setValue(parent, flags | FOLDER, FLAGS);
        }
        const id = this.child(parent, parts[parts.length - 1], rawPath, parts, parts.length - 1);
        const flags = this.flagsOf(id);
        const replaces = (flags & PLACED) !== 0;
        if (kind === 'directory') {
            if (flags & EVER_LINKED) {
                throw refusal(rawPath, 'a directory would replace a symbolic link of the archive');
            }
            if (flags & FILE)
                throw refusal(rawPath, 'a directory would replace a file of the archive');
            this.names.setValue(id, flags | FOLDER | PLACED, FLAGS);
            return { kind, rel };
        }
        // `x/.` or `x/` names a folder: GNU tar cannot make a file or link there and reports an error,
        // where the clean name would write `x`.
        if (/(^|\/)\.?\/*$/.test(rawPath)) {
            throw refusal(rawPath, `its name ends in '/' or '/.', which names a folder, but it is a ${kind === 'file' ? 'file' : kind === 'symlink' ? 'symbolic link' : 'hard link'}; GNU tar reports an error there`);
        }
        if (flags & FOLDER) {
            throw refusal(rawPath, `it would replace the folder '${rel}' of earlier entries`);
        }
        // A hard link's bytes are its source's: the site's size counts them once, as `du` does.
        this.setSize(id, kind === 'file' ? size : 0);
        if (kind === 'file') {
            this.links.delete(id);
            this.names.setValue(id, flags | PLACED | FILE, FLAGS);
            return { kind, rel, replaces, id };
        }
        if (kind === 'symlink') {
            // The file system refuses a link to nothing; GNU tar fails on it and goes on.
            if (rawLink === '')
                throw refusal(rawPath, 'it is a symbolic link with an empty target');
            if (ABSOLUTE.test(rawLink)) {
                throw refusal(rawPath, `it is a symbolic link to the absolute path '${rawLink}'`);
            }
            if (Buffer.byteLength(rawLink) > MAX_PATH_BYTES) {
                throw refusal(rawPath, `its link target is longer than ${MAX_PATH_BYTES} bytes`);
            }
            this.names.setValue(id, (flags | PLACED | EVER_LINKED) & ~FILE, FLAGS);
            this.links.set(id, rawLink);
            const escape = this.resolve(id, rawLink);
            if (escape)
                throw refusal(rawPath, escape);
            return { kind, rel, target: rawLink, replaces };
        }
        const sourceParts = entryParts(rawLink, 'hard link target');
        const source = this.find(sourceParts);
        // Names are looked up folded; a link must name its source as the archive spells it, as on Linux.
        // A target ending in '/' or '/.' names a folder: the file system refuses it for a regular file.
        if (/\/\.?$/.test(rawLink) ||
            source === undefined ||
            !(this.flagsOf(source) & FILE) ||
            this.spelled(source) !== sourceParts.join('/')) {
            throw refusal(rawPath, `it is a hard link to '${sourceParts.join('/')}', which is not a regular file earlier in the archive`);
        }
        this.links.delete(id);
        this.names.setValue(id, flags | PLACED | FILE, FLAGS);
        return { kind, rel, source: this.spelled(source), replaces, id, sourceId: source };
    }
    /** Checks every symbolic link again once the archive is whole: later links can change where one leads. */
    finalCheck() {
        for (const [id, link] of this.links) {
            const escape = this.resolve(id, link);
            if (escape)
                throw refusal(this.spelled(id), escape);
        }
    }
    /**
     * The names that are regular files (or hard links) now, as the archive spells them (so as the disk
     * has them: names that differ only in case are refused), and their bytes, each stored file once.
     */
    files() {
        let bytes = 0;
        for (let id = 1; id < this.names.size; id++) {
            if (this.flagsOf(id) & FILE)
                bytes += this.sizeOf(id);
        }
        const paths = function* () {
            for (let id = 1; id < this.names.size; id++) {
                if (this.flagsOf(id) & FILE)
                    yield this.spelled(id);
            }
        };
        return { paths: { [Symbol.iterator]: () => paths.call(this) }, bytes };
    }
    /** The regular files (and hard links) now, with the id their placement carried, in archive order. */
    *fileIds() {
        for (let id = 1; id < this.names.size; id++) {
            if (this.flagsOf(id) & FILE)
                yield [this.spelled(id), id];
        }
    }
    spelled(id) {
        const names = [];
        for (let at = id; at !== ROOT; at = this.parentOf(at)) {
            names.push(this.names.text(at));
        }
        return names.reverse().join('/');
    }
    find(parts) {
        let at = ROOT;
        for (const part of parts) {
            const next = this.lookup(at, part);
            if (next === undefined)
                return undefined;
            at = next;
        }
        return at;
    }
    flagsOf(id) {
        return this.names.value(id, FLAGS);
    }
    parentOf(id) {
        return this.names.value(id, PARENT);
    }
    sizeOf(id) {
        return this.names.value(id, SIZE_HIGH) * 2 ** 32 + (this.names.value(id, SIZE_LOW) >>> 0);
    }
    setSize(id, size) {
        this.names.setValue(id, (size % 2 ** 32) | 0, SIZE_LOW);
        this.names.setValue(id, Math.floor(size / 2 ** 32), SIZE_HIGH);
    }
    /** The key of a name in `children`, in the scratch buffer: its folder's id, then its folded name. */
    childKey(parent, name) {
        const end = this.scratch.write(fold(name), 4);
        this.scratch.bytes.writeInt32LE(parent, 0);
        return end;
    }
    /** The id of `name` in the folder `parent`, compared as the disk might (see fold). */
    lookup(parent, name) {
        const end = this.childKey(parent, name);
        const entry = this.children.find(this.scratch.bytes, 0, end);
        return entry === -1 ? undefined : this.children.value(entry);
    }
    child(parent, name, rawPath, parts, index) {
        const end = this.childKey(parent, name);
        const hash = (0,byte_table/* hashBytes */.yi)(this.scratch.bytes, 0, end);
        const entry = this.children.find(this.scratch.bytes, 0, end, hash);
        if (entry !== -1) {
            const found = this.children.value(entry);
            // The name spelled after the key in the scratch buffer, to compare with the archive's.
            const spelledEnd = this.scratch.write(name, end);
            if (!this.names.keyIs(found, this.scratch.bytes, end, spelledEnd)) {
                const spelled = this.names.text(found);
                const here = parts.slice(0, index + 1).join('/');
                throw refusal(rawPath, `'${here}' and '${[...parts.slice(0, index), spelled].join('/')}' differ only in letter case or Unicode form, which is one file on macOS and Windows and two on Linux`);
            }
            return found;
        }
        const nameEnd = this.scratch.write(name, end);
        const id = this.names.add(this.scratch.bytes, end, nameEnd);
        this.names.setValue(id, parent, PARENT);
        this.children.setValue(this.children.add(this.scratch.bytes, 0, end, hash), id);
        return id;
    }
    /**
     * Follows a symlink through the archive's own symlinks, in memory (the staging folder holds nothing
     * else), and says why it leaves the extraction folder, or undefined when it stays inside. A missing
     * target is fine: it cannot lead anywhere outside.
     */
    resolve(id, target) {
        // Ids of the folders walked so far; undefined for names the archive does not have (yet).
        const stack = [];
        for (let at = this.parentOf(id); at !== ROOT; at = this.parentOf(at)) {
            stack.unshift(at);
        }
        const queue = target.split(/[\\/]+/);
        let hops = 0;
        while (queue.length > 0) {
            const part = queue.shift();
            if (part === '' || part === '.')
                continue;
            if (part === '..') {
                if (stack.length === 0)
                    return `its target '${target}' leaves the extraction folder`;
                stack.pop();
                continue;
            }
            const parent = stack.length === 0 ? ROOT : stack[stack.length - 1];
            const next = parent === undefined ? undefined : this.lookup(parent, part);
            const link = next === undefined ? undefined : this.links.get(next);
            if (link === undefined) {
                stack.push(next);
                continue;
            }
            if (++hops > MAX_LINK_HOPS)
                return `its target '${target}' is a loop of symbolic links`;
            if (ABSOLUTE.test(link))
                return `its target '${target}' leads to an absolute path`;
            if (queue.length + link.length > MAX_PATH_BYTES * 2) {
                return `its target '${target}' expands past ${MAX_PATH_BYTES} bytes through other links`;
            }
            queue.unshift(...link.split(/[\\/]+/));
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/tar-fields.ts

/**
 * The fields of a tar header block and of pax records, decoded the way GNU tar reads them. Names
 * must be UTF-8: a web bundle's paths are URLs, and other bytes would be read differently by each
 * tool (two entries could merge into one file).
 */
const BLOCK = 512;
const utf8 = new TextDecoder('utf-8', { fatal: true });
function decodeName(bytes, what, shown) {
    try {
        return utf8.decode(bytes);
    }
    catch {
        // A web bundle's paths are URLs; other bytes would be read differently by each tool.
        throw refusal(shown(), `its ${what} is not valid UTF-8 (bytes ${bytes.toString('hex').slice(0, 64)})`);
    }
}
function field(block, offset, length) {
    const end = block.indexOf(0, offset);
    return block.subarray(offset, end === -1 || end > offset + length ? offset + length : end);
}
/**
 * A numeric header field as GNU tar's from_header reads it: one leading NUL skipped (written by a tar
 * whose previous field overflowed), then blanks, then octal digits up to the first byte that is not
 * one, which must be the field's end, a NUL or a blank (what follows it is ignored); or GNU's
 * base-256 (a first byte of 0x80) for values over 8 GiB. Anything else, a field of blanks only or a
 * negative number is invalid: undefined. `octalOnly` refuses base-256, as GNU tar does for the
 * checksum. Read byte by byte rather than through a string: a docs site has thousands of headers.
 */
function number(block, offset, length, octalOnly = false) {
    const lim = offset + length;
    let at = offset;
    if (block[at] === 0)
        at++;
    while (at < lim && isBlank(block[at]))
        at++;
    if (at === lim)
        return undefined;
    const first = block[at];
    if (!octalOnly && (first === 0x80 || first === 0xff)) {
        if (first === 0xff)
            return undefined; // negative base-256
        let value = 0;
        for (at++; at < lim; at++)
            value = value * 256 + block[at];
        return Number.isSafeInteger(value) ? value : undefined;
    }
    let value = 0;
    for (; at < lim && isOctal(block[at]); at++) {
        value = value * 8 + (block[at] - 0x30);
    }
    if (at < lim && block[at] !== 0 && !isBlank(block[at]))
        return undefined;
    return Number.isSafeInteger(value) ? value : undefined;
}
function isOctal(byte) {
    return byte >= 0x30 && byte <= 0x37;
}
/** C's isspace in the C locale, which GNU tar skips: space, tab, newline, vertical tab, form feed, CR. */
function isBlank(byte) {
    return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}
function checksumOk(block) {
    const stored = number(block, 148, 8, true);
    let unsigned = 8 * 0x20;
    let signed = 8 * 0x20;
    for (let i = 0; i < BLOCK; i++) {
        if (i >= 148 && i < 156)
            continue;
        const byte = block[i];
        unsigned += byte;
        signed += byte > 127 ? byte - 256 : byte;
    }
    // Some old tars summed signed bytes; GNU tar accepts either.
    return stored === unsigned || stored === signed;
}
/**
 * A pax number as GNU tar's decode_num reads it: ASCII decimal digits only, at least one, nothing
 * else. JavaScript's Number() would also take `0x10`, `1e3`, `` and ` 7`: GNU tar rejects those, so
 * the two would read different sizes and different entries from the same bytes.
 */
function paxDecimal(bytes, start = 0, end = bytes.length) {
    if (end <= start)
        return undefined;
    let value = 0;
    for (let at = start; at < end; at++) {
        const byte = bytes[at];
        if (byte < 0x30 || byte > 0x39)
            return undefined;
        value = value * 10 + (byte - 0x30);
    }
    return Number.isSafeInteger(value) ? value : undefined;
}
/** Pax records: `<length> <key>=<value>\n`, lengths in bytes, values UTF-8. */
function parsePax(body, global) {
    const pax = {};
    let at = 0;
    while (at < body.length) {
        const space = body.indexOf(0x20, at);
        const length = space === -1 ? undefined : paxDecimal(body, at, space);
        // A record ends with a newline inside its own length; GNU tar drops the header otherwise.
        if (length === undefined ||
            length <= space - at ||
            at + length > body.length ||
            body[at + length - 1] !== 0x0a) {
            if (body.subarray(at).every((byte) => byte === 0))
                break;
            throw new BundleError('The bundle is not a valid tar archive (a pax extended header is malformed).');
        }
        const record = body.subarray(space + 1, at + length - 1);
        at += length;
        const equals = record.indexOf(0x3d);
        if (equals === -1)
            continue;
        const key = record.toString('latin1', 0, equals);
        const raw = record.subarray(equals + 1);
        const shown = () => pax.path ?? '(pax header)';
        if (key.startsWith('GNU.sparse.')) {
            throw refusal(key === 'GNU.sparse.name' ? decodeName(raw, 'name', shown) : shown(), 'it is a sparse file (pax GNU.sparse keys), which a static site never needs and this action does not restore');
        }
        if (key === 'hdrcharset' && raw.toString('latin1') === 'BINARY') {
            throw refusal(shown(), 'its pax header declares names that are not UTF-8 (hdrcharset=BINARY)');
        }
        if (global && (key === 'path' || key === 'linkpath' || key === 'size')) {
            // GNU tar and bsdtar disagree on a global name; the action refuses rather than pick one.
            throw new BundleError(`The bundle was refused: a pax global header sets '${key}' for every entry, which tar tools apply differently. Nothing was installed; report the bundle to Mintlify.`);
        }
        if (key === 'path')
            pax.path = decodeName(raw, 'path', shown);
        else if (key === 'linkpath')
            pax.linkpath = decodeName(raw, 'link target', shown);
        else if (key === 'size') {
            const size = paxDecimal(raw);
            if (size === undefined) {
                throw new BundleError(`The bundle is not a valid tar archive (a pax size is not a decimal number: '${raw.toString('latin1', 0, 40).replace(/[^\x20-\x7e]/g, '?')}'; GNU tar rejects it and reads another entry).`);
            }
            pax.size = size;
        }
        else if (key === 'mtime') {
            // Seconds, maybe negative, maybe with a fraction; anything else is left unset (no tree changes).
            const text = raw.toString('latin1');
            if (/^-?[0-9]{1,20}(\.[0-9]{1,9})?$/.test(text))
                pax.mtime = Number(text);
        }
    }
    return pax;
}

;// CONCATENATED MODULE: ./src/export/bundle/tar-reader.ts


const tar_reader_BLOCK = 512;
const USTAR_MAGIC = Buffer.from('ustar\0', 'latin1');
/** node-tar's own cap for an extended header; a docs site's longest name is far below it. */
const MAX_META_BYTES = 1024 * 1024;
const FILE_TYPES = new Set(['0', '\0', '7']);
const TYPE_NAMES = {
    '3': 'character device',
    '4': 'block device',
    '6': 'FIFO',
    S: 'GNU sparse file',
    M: 'GNU multi-volume continuation',
    V: 'GNU volume label',
    N: 'GNU old long-name entry',
    A: 'Solaris ACL',
    E: 'Solaris extended attributes',
    I: 'inode-only entry',
    X: 'Solaris extended header'
};
/**
 * Push-parser: `write` takes inflated bytes in any chunking and calls the sink synchronously;
 * `end` says whether the archive was whole.
 */
class TarReader {
    sink;
    state = 'header';
    header = Buffer.alloc(tar_reader_BLOCK);
    headerFill = 0;
    remaining = 0;
    padding = 0;
    meta = [];
    metaType = '';
    pending = {};
    zeroBlocks = 0;
    sawEntry = false;
    /**
     * Inflated bytes that are no entry's data: extended headers (`x`, `g`, `L`, `K`: their blocks and
     * bodies) and whatever follows the end-of-archive marker. The sink counts them against
     * max-unpacked-size, so a stream of them cannot be inflated without limit.
     */
    extraBytes = 0;
    constructor(sink) {
        this.sink = sink;
    }
    write(chunk) {
        if (this.finished()) {
            this.extraBytes += chunk.length;
            return;
        }
        let at = 0;
        while (at < chunk.length && this.state !== 'done') {
            if (this.state === 'header') {
                const take = Math.min(tar_reader_BLOCK - this.headerFill, chunk.length - at);
                chunk.copy(this.header, this.headerFill, at, at + take);
                this.headerFill += take;
                at += take;
                if (this.headerFill === tar_reader_BLOCK) {
                    this.headerFill = 0;
                    this.onHeader(this.header);
                    if (this.finished())
                        this.extraBytes += chunk.length - at;
                }
            }
            else if (this.state === 'padding') {
                const take = Math.min(this.padding, chunk.length - at);
                this.padding -= take;
                at += take;
                if (this.padding === 0)
                    this.state = 'header';
            }
            else {
                const take = Math.min(this.remaining, chunk.length - at);
                const piece = chunk.subarray(at, at + take);
                at += take;
                this.remaining -= take;
                if (this.state === 'body')
                    this.sink.body(piece);
                else
                    this.meta.push(Buffer.from(piece));
                if (this.remaining === 0)
                    this.finishBody();
            }
        }
    }
    /** Whether the end-of-archive marker has been read (a method: the state changes inside write). */
    finished() {
        return this.state === 'done';
    }
    /** Throws when the stream stopped inside a header or a body. */
    end() {
        if (this.state === 'done')
            return;
        if (this.state === 'header' && this.headerFill === 0 && this.pendingEmpty())
            return;
        throw new BundleError('The tar archive stops in the middle of an entry: the bundle is incomplete.');
    }
    pendingEmpty() {
        return !this.pending.pax && !this.pending.longPath && !this.pending.longLink;
    }
    finishBody() {
        const size = this.state === 'body' ? this.bodySize : this.metaSize;
        if (this.state === 'body')
            this.sink.end();
        else
            this.onMeta(Buffer.concat(this.meta));
        this.padding = (tar_reader_BLOCK - (size % tar_reader_BLOCK)) % tar_reader_BLOCK;
        this.state = this.padding > 0 ? 'padding' : 'header';
    }
    bodySize = 0;
    metaSize = 0;
    onMeta(body) {
        this.meta = [];
        const type = this.metaType;
        if (type === 'x') {
            // GNU tar applies only the last of two extended headers in a row, libarchive merges them: the
            // same bytes would extract as two different entries.
            if (this.pending.pax) {
                throw new BundleError('The bundle was refused: two pax extended headers stand in a row before one entry, which tar tools apply differently. Nothing was installed; report the bundle to Mintlify.');
            }
            this.pending.pax = parsePax(body, false);
        }
        else if (type === 'g')
            parsePax(body, true);
        else if (type === 'L')
            this.pending.longPath = field(body, 0, body.length);
        else
            this.pending.longLink = field(body, 0, body.length);
    }
    onHeader(block) {
        if (block.every((byte) => byte === 0)) {
            // Two zero blocks end the archive; what follows (often more zeros) is ignored, as GNU tar does.
            if (++this.zeroBlocks === 2)
                this.state = 'done';
            return;
        }
        if (this.zeroBlocks > 0) {
            // GNU tar stops at a lone zero block too, other readers skip it: the same bytes, two archives.
            throw new BundleError('The bundle is not a valid tar archive (an entry follows a single zero block, which GNU tar reads as the end-of-archive marker and other tools skip).');
        }
        if (!checksumOk(block)) {
            throw new BundleError(this.sawEntry
                ? 'The bundle is not a valid tar archive (a header checksum is wrong: the archive is corrupt).'
                : 'The bundle is not a tar archive (the first header checksum is wrong).');
        }
        this.sawEntry = true;
        const type = String.fromCharCode(block[156]);
        const size = number(block, 124, 12);
        if (size === undefined) {
            throw new BundleError('The bundle is not a valid tar archive (a size field is invalid).');
        }
        if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
            this.extraBytes += tar_reader_BLOCK + size;
            if (size > MAX_META_BYTES) {
                throw new BundleError(`The bundle was refused: an extended tar header holds ${size} bytes, more than the ${MAX_META_BYTES} a name can need.`);
            }
            this.metaType = type;
            this.metaSize = size;
            this.remaining = size;
            this.state = size > 0 ? 'meta' : 'header';
            if (size === 0)
                this.onMeta(Buffer.alloc(0));
            return;
        }
        this.emitEntry(block, type, size);
    }
    emitEntry(block, type, headerSize) {
        const { pax, longPath, longLink } = this.pending;
        this.pending = {};
        const posix = USTAR_MAGIC.every((byte, i) => block[257 + i] === byte);
        let rawPath = longPath ?? field(block, 0, 100);
        if (!longPath && posix) {
            const prefix = field(block, 345, 155);
            if (prefix.length > 0)
                rawPath = Buffer.concat([prefix, Buffer.from('/'), rawPath]);
        }
        const shownRaw = () => rawPath.toString('latin1');
        const path = pax?.path ?? decodeName(rawPath, 'name', shownRaw);
        const shown = () => path;
        const linkpath = pax?.linkpath ?? decodeName(longLink ?? field(block, 157, 100), 'link target', shown);
        const size = pax?.size ?? headerSize;
        let kind;
        if (FILE_TYPES.has(type) && path.endsWith('/')) {
            // BSD's convention, which GNU tar follows: a regular file named `x/` is a folder. With data,
            // GNU tar makes the folder and reports an error, and the data's blocks are read differently.
            if (size > 0) {
                throw refusal(path, `it is a regular file whose name ends in '/' and declares ${size} bytes of data; GNU tar makes it a folder and reports an error`);
            }
            kind = 'directory';
        }
        else if (FILE_TYPES.has(type))
            kind = 'file';
        else if (type === '5' || type === 'D')
            kind = 'directory';
        else if (type === '2')
            kind = 'symlink';
        else if (type === '1')
            kind = 'hardlink';
        else {
            const name = TYPE_NAMES[type] ?? `unknown type '${type.replace(/[^\x20-\x7e]/g, '?')}'`;
            throw refusal(path, `it is a ${name}, which a static site never contains`);
        }
        const mode = number(block, 100, 8);
        if (mode === undefined) {
            throw refusal(path, 'its mode field is not a number GNU tar reads, so its permissions are unknown');
        }
        const mtime = pax?.mtime ?? number(block, 136, 12);
        if ((kind === 'symlink' || kind === 'hardlink') && size > 0) {
            // GNU tar's extraction reads no body after a link, its listing skips one: the bytes would be
            // read as the next entries by one tool and skipped by another, which is how entries are
            // smuggled past a checker.
            throw refusal(path, `it is a ${kind === 'symlink' ? 'symbolic' : 'hard'} link that declares ${size} bytes of data, which tar tools read differently`);
        }
        // Directories' sizes are the file system's, not a body (GNU dump dirs carry a listing we skip).
        const bodyBytes = kind === 'file' || type === 'D' ? size : 0;
        this.sink.entry({
            kind,
            path,
            linkpath,
            size: kind === 'file' ? size : 0,
            mode,
            mtime
        });
        this.bodySize = bodyBytes;
        this.remaining = bodyBytes;
        if (bodyBytes > 0 && kind === 'file') {
            this.state = 'body';
        }
        else if (bodyBytes > 0) {
            // A GNU dump directory's listing: skipped, as GNU tar does; the sink has nothing to write.
            this.sink.end();
            this.state = 'padding';
            this.padding = bodyBytes + ((tar_reader_BLOCK - (bodyBytes % tar_reader_BLOCK)) % tar_reader_BLOCK);
        }
        else {
            this.sink.end();
            this.state = 'header';
        }
    }
}

// EXTERNAL MODULE: ./src/util/page-title.ts
var page_title = __webpack_require__(5446);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/export/bundle/hasher.ts
/**
 * SHA-256 of the extracted files on a worker thread. Hashing on the main thread put it on the
 * export's critical path, next to writing the files (docs/performance.md); the worker hashes while
 * the main thread writes and gunzip inflates. No byte is copied for it: gunzip's 1 MiB output
 * buffers, once the engine is done with them (the point where sink.ts would free them), are
 * transferred to the worker with the list of file bodies in them. Only the bodies in a buffer that
 * never fills (the last one) are copied. The worker answers in order, so a hard link gets its
 * source's digest as it was when the link was made. Bytes in the worker's hands are bounded: the
 * sink pauses gunzip past MAX_HASHING_BYTES.
 */


/** The worker, as a script: it is the whole of it, and needs no file of its own in the bundle. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
let hash
let id = 0
parentPort.on('message', ({ buffers, ops, bytes }) => {
  const out = []
  for (let i = 0; i < ops.length; i += 4) {
    const kind = ops[i]
    if (kind === 0) {
      hash = createHash('sha256')
      id = ops[i + 1]
    } else if (kind === 1) {
      hash.update(new Uint8Array(buffers[ops[i + 1]], ops[i + 2], ops[i + 3]))
    } else if (kind === 2) {
      out.push(id, hash.digest())
    } else {
      out.push(-1 - ops[i + 1], ops[i + 2])
    }
  }
  // Freed now, not at this thread's next collection (util/release.ts says why).
  for (const memory of buffers) memory.transfer(0)
  parentPort.postMessage({ out, bytes })
})
`;
const START = 0;
const DATA = 1;
const END = 2;
const LINK = 3;
/** Bytes sent to the worker and not yet hashed, past which the sink pauses gunzip. */
const MAX_HASHING_BYTES = 8 * 1024 * 1024;
/**
 * Hashing on the main thread: for a small bundle a thread costs more (its start-up, and about 20
 * MiB of memory for its own heap) than the hashing it would take off the critical path.
 */
class InlineHasher {
    results;
    busy = false;
    onDrain = () => undefined;
    hash;
    id = 0;
    constructor(results) {
        this.results = results;
    }
    file(id) {
        this.hash = (0,external_node_crypto_.createHash)('sha256');
        this.id = id;
    }
    data(piece) {
        this.hash?.update(piece);
    }
    end() {
        if (this.hash)
            this.results.digest(this.id, this.hash.digest());
        this.hash = undefined;
    }
    link(id, sourceId) {
        this.results.link(id, sourceId);
    }
    handOver() {
        return false;
    }
    async finish() { }
    async abort() { }
}
class WorkerHasher {
    results;
    onError;
    worker;
    /** Operations not yet sent, four numbers each: kind, then its operands. */
    ops = [];
    /** The memory the pending DATA operations point into, by index. */
    buffers = [];
    /** Bodies in memory that will not be handed over whole, copied into one buffer. */
    copy;
    copied = 0;
    inFlight = 0;
    sent = 0;
    answered = 0;
    failure;
    waiters = [];
    /** Called when the bytes in flight fall under the bound again. */
    onDrain = () => undefined;
    constructor(results, onError) {
        this.results = results;
        this.onError = onError;
        // A small heap: the thread keeps a hash and the answers of one batch at a time.
        this.worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
            eval: true,
            resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 }
        });
        // Held only while it has work: a sink dropped without end or abort must not keep the process up.
        this.worker.unref();
        this.worker.on('message', (message) => this.answer(message));
        this.worker.on('error', (error) => this.fail(error));
        this.worker.on('exit', (code) => {
            if (this.answered < this.sent)
                this.fail(new Error(`the hashing thread stopped (exit ${code})`));
        });
    }
    /** Whether the worker holds more than its bound: the sink pauses gunzip. */
    get busy() {
        return this.inFlight > MAX_HASHING_BYTES;
    }
    file(id) {
        this.ops.push(START, id, 0, 0);
    }
    /**
     * A piece of the current file's body, a view into memory that `handOver` will transfer when
     * `whole` (gunzip's full buffers); otherwise copied now.
     */
    data(piece, whole) {
        if (piece.length === 0)
            return;
        if (whole) {
            let index = this.buffers.indexOf(piece.buffer);
            if (index === -1)
                index = this.buffers.push(piece.buffer) - 1;
            this.ops.push(DATA, index, piece.byteOffset, piece.length);
            return;
        }
        if (!this.copy || this.copied + piece.length > this.copy.length) {
            this.flushCopy();
            this.copy = Buffer.allocUnsafeSlow(Math.max(piece.length, 256 * 1024));
        }
        piece.copy(this.copy, this.copied);
        let index = this.buffers.indexOf(this.copy.buffer);
        if (index === -1)
            index = this.buffers.push(this.copy.buffer) - 1;
        this.ops.push(DATA, index, this.copied, piece.length);
        this.copied += piece.length;
    }
    end() {
        this.ops.push(END, 0, 0, 0);
    }
    /** A hard link `id` to `sourceId`: its digest is the source's as it is at this point. */
    link(id, sourceId) {
        this.ops.push(LINK, id, sourceId, 0);
    }
    /**
     * The engine is done with `memory` (every view of it was read): it goes to the worker with the
     * operations so far. True when it was taken; the caller must not touch it again.
     */
    handOver(memory) {
        if (!this.buffers.includes(memory))
            return false;
        this.send();
        return true;
    }
    /** Sends what is left and waits for every digest. */
    async finish() {
        this.send();
        if (this.answered < this.sent) {
            await new Promise((resolve) => this.waiters.push(resolve));
        }
        if (this.failure)
            throw this.failure;
        await this.worker.terminate();
    }
    async abort() {
        await this.worker.terminate();
    }
    flushCopy() {
        this.copy = undefined;
        this.copied = 0;
    }
    send() {
        if (this.ops.length === 0 || this.failure)
            return;
        const bytes = this.buffers.reduce((sum, memory) => sum + memory.byteLength, 0);
        this.inFlight += bytes;
        this.sent++;
        this.worker.ref();
        this.worker.postMessage({ buffers: this.buffers, ops: this.ops, bytes }, this.buffers);
        this.ops = [];
        this.buffers = [];
        this.flushCopy();
    }
    answer({ out, bytes }) {
        for (let i = 0; i < out.length; i += 2) {
            const first = out[i];
            if (first >= 0)
                this.results.digest(first, out[i + 1]);
            else
                this.results.link(-1 - first, out[i + 1]);
        }
        const wasBusy = this.busy;
        this.inFlight -= bytes;
        this.answered++;
        if (wasBusy && !this.busy)
            this.onDrain();
        if (this.answered >= this.sent) {
            this.worker.unref();
            this.waiters.splice(0).forEach((resolve) => resolve());
        }
    }
    fail(error) {
        if (this.failure)
            return;
        this.failure = error;
        this.onError(error);
        this.waiters.splice(0).forEach((resolve) => resolve());
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/digests.ts


const DIGEST_BYTES = 32;
/** Per file: its digest, then its size as a double. */
const ENTRY_BYTES = DIGEST_BYTES + 8;
/**
 * The SHA-256 of every regular file as its body streams through the engine, so the manifest needs
 * no second read of the site; the hashing itself runs on a worker thread (hasher.ts). Kept by the
 * policy's name id in one growing buffer (40 bytes a file, no object per file): a later entry of the
 * same name keeps its id and replaces its digest, and a hard link takes its source's digest as the
 * disk then has it. Titles are read here, for HTML files only, from the pieces as they pass.
 */
class SiteDigests {
    whole;
    digests = Buffer.alloc(ENTRY_BYTES * 1024);
    titles = new Map();
    hasher;
    title;
    id = 0;
    open = false;
    constructor(
    /** Whether a piece's memory is handed to the hasher whole later (sink.ts), or must be copied. */
    whole, onError, 
    /** Hash on a worker thread (a large bundle), or on this one. */
    onWorker) {
        this.whole = whole;
        const results = {
            digest: (id, digest) => {
                this.room(id);
                this.digests.set(digest, id * ENTRY_BYTES);
            },
            link: (id, sourceId) => {
                this.room(Math.max(id, sourceId));
                this.digests.copy(this.digests, id * ENTRY_BYTES, sourceId * ENTRY_BYTES, sourceId * ENTRY_BYTES + DIGEST_BYTES);
            }
        };
        this.hasher = onWorker ? new WorkerHasher(results, onError) : new InlineHasher(results);
    }
    /** Whether the hashing thread holds more than it should: gunzip waits. */
    get busy() {
        return this.hasher.busy;
    }
    set onDrain(callback) {
        this.hasher.onDrain = callback;
    }
    /** A regular file of `size` bytes is about to stream. */
    file(id, rel, size) {
        this.hasher.file(id);
        this.open = true;
        this.id = id;
        this.room(id);
        this.digests.writeDoubleLE(size, id * ENTRY_BYTES + DIGEST_BYTES);
        this.titles.delete(id);
        this.title = /\.html?$/i.test(rel) ? new page_title/* TitleReader */.AQ() : undefined;
    }
    /** A hard link: the same bytes as its source, as they are now. */
    link(id, sourceId) {
        this.hasher.link(id, sourceId);
        this.room(Math.max(id, sourceId));
        const size = this.digests.readDoubleLE(sourceId * ENTRY_BYTES + DIGEST_BYTES);
        this.digests.writeDoubleLE(size, id * ENTRY_BYTES + DIGEST_BYTES);
        const title = this.titles.get(sourceId);
        if (title === undefined)
            this.titles.delete(id);
        else
            this.titles.set(id, title);
    }
    data(piece) {
        if (!this.open)
            return;
        this.hasher.data(piece, this.whole(piece));
        this.title?.data(piece);
    }
    end() {
        if (!this.open)
            return;
        this.open = false;
        this.hasher.end();
        const title = this.title?.title();
        if (title !== undefined)
            this.titles.set(this.id, title);
        this.title = undefined;
    }
    /** The engine is done with this memory: the hasher takes it if it holds bodies (see hasher.ts). */
    handOver(memory) {
        return this.hasher.handOver(memory);
    }
    /** Waits for every digest. */
    finish() {
        return this.hasher.finish();
    }
    abort() {
        return this.hasher.abort();
    }
    /** What was read of file `id` (once `finish` has returned). */
    get(id) {
        const at = id * ENTRY_BYTES;
        const sha256 = this.digests.toString('hex', at, at + DIGEST_BYTES);
        const size = this.digests.readDoubleLE(at + DIGEST_BYTES);
        const title = this.titles.get(id);
        return title === undefined ? { size, sha256 } : { size, sha256, title };
    }
    room(id) {
        if ((id + 1) * ENTRY_BYTES <= this.digests.length)
            return;
        const grown = Buffer.alloc(Math.max(this.digests.length * 2, (id + 1) * ENTRY_BYTES));
        this.digests.copy(grown);
        this.digests = grown;
    }
}

// EXTERNAL MODULE: ./src/util/release.ts
var release = __webpack_require__(9865);
;// CONCATENATED MODULE: ./src/export/bundle/writer.ts

const CREATE_NEW = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL;
/**
 * Writes placements into the staging folder, one after the other in archive order, with blocking
 * calls, the way GNU tar does. Why not async: a docs site is thousands of small files, and each async
 * call costs a round trip through libuv's pool and a promise, which on a site of small files took
 * most of the main thread (docs/performance.md). In order, the disk
 * is always in the state the policy judged each entry against, so a link made by a later entry can
 * never be followed by the write of an earlier one. Bodies are written as they arrive, so nothing is
 * held in memory. Every write goes to a checked path with O_EXCL, so an existing link is never
 * followed. Gunzip still runs on its own thread, so inflating and writing overlap.
 */
class OrderedWriter {
    staging;
    dirs = new Set();
    fd;
    mtime;
    constructor(staging) {
        this.staging = staging;
    }
    /** Starts one placement; a file stays open for its body (`body`) until `end`. */
    place(placement, file) {
        const target = this.full(placement.rel);
        if (placement.kind === 'directory') {
            this.dir(placement.rel);
            return;
        }
        const slash = placement.rel.lastIndexOf('/');
        this.dir(slash === -1 ? '' : placement.rel.slice(0, slash));
        if (placement.replaces)
            (0,external_node_fs_.rmSync)(target, { force: true });
        if (placement.kind === 'symlink') {
            (0,external_node_fs_.symlinkSync)(placement.target, target);
        }
        else if (placement.kind === 'hardlink') {
            (0,external_node_fs_.linkSync)(this.full(placement.source), target);
        }
        else {
            // Owner read/write always; set-id and sticky bits from an archive are never applied.
            this.fd = (0,external_node_fs_.openSync)(target, CREATE_NEW, (file.mode & 0o777) | 0o600);
            this.mtime = file.mtime;
        }
    }
    body(chunk) {
        if (this.fd === undefined)
            return;
        let written = 0;
        while (written < chunk.length) {
            written += (0,external_node_fs_.writeSync)(this.fd, chunk, written, chunk.length - written);
        }
    }
    end() {
        if (this.fd === undefined)
            return;
        const fd = this.fd;
        this.fd = undefined;
        try {
            if (this.mtime !== undefined)
                (0,external_node_fs_.futimesSync)(fd, this.mtime, this.mtime);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** Closes a file left open by a failure, so the staging folder can be removed. */
    abort() {
        if (this.fd !== undefined) {
            (0,external_node_fs_.closeSync)(this.fd);
            this.fd = undefined;
        }
    }
    /** Makes a folder of the staging tree (the staging folder itself for ''), once. */
    dir(rel) {
        if (this.dirs.has(rel))
            return;
        (0,external_node_fs_.mkdirSync)(this.full(rel), { recursive: true });
        this.dirs.add(rel);
    }
    /**
     * The path in the staging folder. Joined by hand, not with path.join: the policy's names are
     * already clean ('/'-separated, no '.', '..' or empty parts), and path.join's normalizing was the
     * largest allocation per entry.
     */
    full(rel) {
        return rel === '' ? this.staging : `${this.staging}/${rel}`;
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/sink.ts













/** Twenty times the files of a 10 000-page site; each entry costs the policy about 300 bytes. */
const MAX_ENTRIES = 250_000;
/** Inflated bytes waiting to be written before gunzip pauses. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/** gunzip's output buffers. */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
/**
 * Compressed bytes handed to gunzip and not yet inflated. gunzip starts on its next input only from
 * the main thread, as it calls back for the last one: pausing at its own 64 KiB high-water mark left
 * it one piece, so it sat idle whenever the main thread was writing files or parsing a page, and the
 * two took turns instead of overlapping.
 */
const MAX_INFLATING_BYTES = 512 * 1024;
/** The most a gzip'd archive of a site within `maxUnpackedBytes` can take: 1 % and 1 MiB to spare. */
function archiveLimit(maxUnpackedBytes) {
    return maxUnpackedBytes + Math.ceil(maxUnpackedBytes / 100) + 1024 * 1024;
}
/** Left free on the runner's disk: the job's later steps need room too. */
const DISK_RESERVE_BYTES = 256 * 1024 * 1024;
/**
 * Where the downloaded bytes go: the `.partial` archive file and, in parallel, gunzip (on libuv's
 * thread pool) into the tar reader, whose entries the policy judges and the ordered writer puts in the
 * staging folder as they are read. Back-pressure runs end to end: the download waits for the file
 * and for gunzip, and gunzip's output is written before the next piece is read.
 */
class BundleSink {
    partial;
    staging;
    limits;
    observer;
    failure;
    file;
    gunzip;
    reader;
    names = new ArchiveNames();
    writer;
    /** Every extracted file's SHA-256 and size (and a page's title), for the manifest. */
    digests;
    failed;
    rejectFailed = () => undefined;
    inflatedEnd;
    inflated = 0;
    /** The reader of the file whose body is arriving, when the observer wants it. */
    reading;
    /** Inflated bytes not yet read: written after gunzip has started on its next piece. */
    queue = [];
    queued = 0;
    draining = false;
    declared = 0;
    /** Compressed bytes taken so far (the archive file's size). */
    downloaded = 0;
    entries = 0;
    /** Entries that are not folders: a bundle without any has no site to install. */
    nonFolders = 0;
    freeBytes = Number.POSITIVE_INFINITY;
    constructor(partial, staging, limits, observer, 
    /** Hash the extracted files, on this thread or a worker's (hasher.ts); false: not at all. */
    hashFiles = true) {
        this.partial = partial;
        this.staging = staging;
        this.limits = limits;
        this.observer = observer;
        this.failed = new Promise((_, reject) => (this.rejectFailed = reject));
        this.failed.catch(() => undefined);
        this.file = (0,external_node_fs_.createWriteStream)(partial, { flags: 'wx', highWaterMark: 1024 * 1024 });
        this.file.on('error', (error) => this.fail(new BundleError(`Could not write the archive ${partial}: ${error.message}`)));
        this.writer = staging ? new OrderedWriter(staging) : undefined;
        this.digests =
            staging && hashFiles
                ? new SiteDigests(
                // gunzip's full buffers go to the hashing thread whole once read (drain below).
                (piece) => piece.buffer.byteLength === INFLATE_CHUNK_BYTES, (error) => this.fail(new BundleError(`Could not hash the extracted files: ${error.message}`)), hashFiles === 'worker')
                : undefined;
        if (this.digests)
            this.digests.onDrain = () => this.resumeIfFree();
        this.reader = new TarReader({
            entry: (header) => this.onEntry(header),
            body: (chunk) => {
                this.writer?.body(chunk);
                this.digests?.data(chunk);
                this.reading?.data(chunk);
            },
            end: () => {
                this.writer?.end();
                this.digests?.end();
                const reading = this.reading;
                this.reading = undefined;
                reading?.end();
            }
        });
        this.gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES });
        this.gunzip.on('error', (error) => this.fail(new BundleError(`The bundle is not a valid gzip stream (${error.message}).`)));
        this.gunzip.on('data', (chunk) => this.onInflated(chunk));
        this.inflatedEnd = new Promise((resolve) => this.gunzip.on('end', resolve));
    }
    /** Reads the free space where the site will be written, so a bundle too large fails up front. */
    async measureDisk(folder) {
        try {
            const stats = await (0,promises_.statfs)(folder);
            this.freeBytes = stats.bavail * stats.bsize - DISK_RESERVE_BYTES;
        }
        catch {
            // A file system that cannot say keeps only the size limit.
        }
    }
    /**
     * Takes one downloaded chunk. A chunk that spans its whole memory is a socket read the HTTP client
     * handed over and no longer holds; it is released once both the archive file and gunzip are done
     * with it (see release.ts), so download chunks never pile up waiting for a garbage collection.
     */
    async write(chunk) {
        if (this.failure)
            throw this.failure;
        // Bounded whether or not the API said how large the bundle is. What it inflates to is counted
        // against max-unpacked-size as it arrives; this stops what inflates to nothing (a stream of
        // empty gzip members). gzip grows data it cannot compress by a few bytes per 64 KiB only.
        this.downloaded += chunk.length;
        const most = archiveLimit(this.limits.maxUnpackedBytes);
        if (this.downloaded > most) {
            throw this.fail(new BundleError(`The bundle was refused: the download passed ${(0,util_size/* formatBytes */.z)(most)}, more than any bundle that unpacks to max-unpacked-size (${(0,util_size/* formatBytes */.z)(this.limits.maxUnpackedBytes)}) can be. Nothing was installed; report the bundle to Mintlify.`));
        }
        if (this.downloaded > this.freeBytes) {
            throw this.fail(new BundleError(`The bundle was refused: the download passed the ${(0,util_size/* formatBytes */.z)(Math.max(0, this.freeBytes))} free on the runner's disk (keeping ${(0,util_size/* formatBytes */.z)(DISK_RESERVE_BYTES)} spare). Free disk space.`));
        }
        let users = (0,release/* spansItsMemory */.$k)(chunk) ? 2 : 0;
        const done = (error) => {
            if (error)
                users = 0;
            else if (users > 0 && --users === 0)
                (0,release/* release */._r)(chunk);
        };
        const fileOk = this.file.write(chunk, done);
        this.gunzip.write(chunk, done);
        const waits = [];
        if (!fileOk)
            waits.push((0,external_node_events_.once)(this.file, 'drain'));
        // Past its high-water mark gunzip asks for a pause; it gets one only past the larger budget.
        if (this.gunzip.writableLength > MAX_INFLATING_BYTES)
            waits.push((0,external_node_events_.once)(this.gunzip, 'drain'));
        if (waits.length > 0)
            await this.guard(Promise.all(waits));
    }
    /** The site's files as the archive leaves them (once `end` has returned). */
    siteFiles() {
        return this.names.files();
    }
    /**
     * Each extracted file with its digest, in archive order (once `end` has returned); undefined when
     * nothing was extracted or hashed.
     */
    digested() {
        const digests = this.digests;
        if (!digests)
            return undefined;
        const names = this.names;
        return {
            *[Symbol.iterator]() {
                for (const [rel, id] of names.fileIds())
                    yield [rel, digests.get(id)];
            }
        };
    }
    /** True once `end` has returned when the archive held no file or link, only folders or nothing. */
    get empty() {
        return this.nonFolders === 0;
    }
    /** Ends both streams and waits for every file; returns the entry count. */
    async end() {
        if (this.failure)
            throw this.failure;
        this.file.end();
        this.gunzip.end();
        await this.guard(Promise.all([(0,external_node_stream_promises_.finished)(this.file), this.inflatedEnd]));
        this.drain();
        if (this.failure)
            throw this.failure;
        try {
            this.reader.end();
            this.names.finalCheck();
        }
        catch (error) {
            throw this.fail(error);
        }
        await this.guard(this.digests?.finish() ?? Promise.resolve());
        return this.entries;
    }
    /** Stops everything and waits until no write is in flight, so `remove` leaves nothing behind. */
    async abort() {
        this.fail(new BundleError('The download was abandoned.'));
        this.gunzip.destroy();
        this.file.destroy();
        await (0,external_node_stream_promises_.finished)(this.file).catch(() => undefined);
        this.writer?.abort();
        await this.digests?.abort();
    }
    async remove() {
        await (0,promises_.rm)(this.partial, { force: true });
        if (this.staging)
            await (0,promises_.rm)(this.staging, { recursive: true, force: true });
    }
    onInflated(chunk) {
        if (this.failure)
            return;
        // A gzip inside the gzip would be read by `tar -xzf` as another archive than the one checked.
        if (this.inflated === 0 && chunk[0] === 0x1f && chunk[1] === 0x8b) {
            this.fail(new BundleError('The bundle is a gzip inside a gzip: refused.'));
            return;
        }
        this.inflated += chunk.length;
        this.queue.push(chunk);
        this.queued += chunk.length;
        if (this.queued > MAX_QUEUED_BYTES || this.digests?.busy)
            this.gunzip.pause();
        if (!this.draining) {
            this.draining = true;
            // gunzip emits a piece, then sends the next one to its thread: reading and writing the piece
            // after that, rather than inside this event, lets inflating and writing overlap.
            queueMicrotask(() => this.drain());
        }
    }
    drain() {
        this.draining = false;
        while (this.queue.length > 0 && !this.failure) {
            const chunk = this.queue.shift();
            this.queued -= chunk.length;
            try {
                this.reader.write(chunk);
                if (this.declared + this.reader.extraBytes > this.limits.maxUnpackedBytes) {
                    throw new BundleError(`The bundle was refused: it inflates to more than ${(0,util_size/* formatBytes */.z)(this.limits.maxUnpackedBytes)}, the limit set by max-unpacked-size, counting ${(0,util_size/* formatBytes */.z)(this.reader.extraBytes)} of extended headers or data after the end of the archive. Nothing was installed; report the bundle to Mintlify.`);
                }
                // gunzip cuts its output from 1 MiB buffers and starts a fresh one once a buffer is full (a
                // fact of Node's zlib that __tests__/util/release.test.ts pins): the piece that ends a
                // buffer is the last use of that memory, and the reader copies whatever it keeps.
                if ((0,release/* endsItsMemory */.k9)(chunk) && chunk.buffer.byteLength === INFLATE_CHUNK_BYTES) {
                    // The file bodies in it go to the hashing thread, which frees it; else it is freed now.
                    if (!this.digests?.handOver(chunk.buffer))
                        (0,release/* release */._r)(chunk);
                }
            }
            catch (error) {
                this.fail(error instanceof BundleError
                    ? error
                    : new BundleError(`Could not extract the bundle: ${error.message}`));
            }
        }
        this.resumeIfFree();
    }
    /** Lets gunzip go on once the queue is read and the hashing thread is not holding too much. */
    resumeIfFree() {
        if (this.gunzip.isPaused() && !this.failure && !this.draining && !this.digests?.busy) {
            this.gunzip.resume();
        }
    }
    onEntry(header) {
        if (++this.entries > this.limits.maxEntries) {
            throw new BundleError(`The bundle was refused: it holds more than ${this.limits.maxEntries} entries, the action's limit (a 10 000-page site has about 11 000). Nothing was installed; report the bundle to Mintlify.`);
        }
        this.declared += header.size;
        if (this.declared > this.limits.maxUnpackedBytes) {
            throw new BundleError(`The bundle was refused: it unpacks to more than ${(0,util_size/* formatBytes */.z)(this.limits.maxUnpackedBytes)}, the limit set by max-unpacked-size. Raise max-unpacked-size if the site is really that large.`);
        }
        if (this.staging && this.declared > this.freeBytes) {
            throw new BundleError(`The bundle was refused: it unpacks to more than the ${(0,util_size/* formatBytes */.z)(Math.max(0, this.freeBytes))} free on the runner's disk (keeping ${(0,util_size/* formatBytes */.z)(DISK_RESERVE_BYTES)} spare). Free disk space, or set extract: false to keep only the archive.`);
        }
        if (header.kind !== 'directory')
            this.nonFolders++;
        const placement = this.names.place(header.kind, header.path, header.linkpath, header.size);
        this.writer?.place(placement, { mode: header.mode, mtime: header.mtime });
        if (placement.kind === 'file') {
            this.digests?.file(placement.id, placement.rel, header.size);
            this.reading = this.observer?.open(placement.rel, header.size);
        }
        else if (placement.kind === 'hardlink') {
            this.digests?.link(placement.id, placement.sourceId);
        }
    }
    fail(error) {
        if (!this.failure) {
            this.failure = error;
            this.rejectFailed(error);
            this.gunzip.destroy();
        }
        return this.failure;
    }
    async guard(promise) {
        try {
            return await Promise.race([promise, this.failed]);
        }
        catch (error) {
            throw this.failure ?? error;
        }
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/download.ts

















/** After the deadline, the longest the cleanup of a refused or cut bundle may still take. */
const CLEANUP_GRACE_MS = 2000;
/**
 * Downloads the bundle and unpacks it in one streaming pass (see BundleSink). Only a complete, checked
 * download is renamed into place; any failure removes the staging files, so `<folder>/bundle.tar.gz`
 * and `<folder>/site` are either the old ones or whole new ones.
 */
async function downloadBundle(url, sizeBytes, folder, options) {
    const run = new Download(url, sizeBytes, folder, options);
    return run.run();
}
/**
 * From this archive size on, files are hashed on a worker thread: below it the thread's start-up and
 * memory cost more than it saves (docs/performance.md).
 */
const WORKER_HASHING_BYTES = 16 * 1024 * 1024;
class Download {
    folder;
    options;
    log;
    stallMs;
    limits;
    token = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    link;
    retries;
    progress;
    received = 0;
    etag;
    resumable = false;
    generation = 0;
    sink;
    sinks = [];
    constructor(url, sizeBytes, folder, options) {
        this.folder = folder;
        this.options = options;
        this.log = options.log ?? (() => undefined);
        this.stallMs = options.stallTimeoutMs ?? 60_000;
        this.limits = {
            maxUnpackedBytes: options.limits?.maxUnpackedBytes ?? limits/* DEFAULT_MAX_UNPACKED_BYTES */.H,
            maxEntries: options.limits?.maxEntries ?? MAX_ENTRIES
        };
        this.link = new BundleLink({ jobId: options.jobId, bundleUrl: url, sizeBytes, expiresAt: options.expiresAt }, options.refreshLink, options.maxLinkRefreshes ?? 3, this.log);
        this.progress = new DownloadProgress(options.deadline.clock, sizeBytes, this.log);
        this.retries = new DownloadRetries({
            maxRetries: options.maxRetries ?? 5,
            backoff: options.backoff,
            deadline: options.deadline,
            sleep: options.sleep ?? time/* realSleep */.uk,
            signal: options.signal,
            log: this.log,
            budget: this.budget
        });
    }
    /** Where the files are hashed: on a worker thread for a bundle large enough to pay for it. */
    hashing() {
        if (this.options.hashFiles === false)
            return false;
        const size = this.link.current.sizeBytes;
        return size !== undefined && size >= WORKER_HASHING_BYTES ? 'worker' : true;
    }
    get budget() {
        const { deadline } = this.options;
        return (0,duration/* formatDuration */.a3)(deadline.endsAt - deadline.startedAt);
    }
    open() {
        const sink = new BundleSink(external_node_path_default().join(this.folder, `.bundle-${this.token}-${this.generation}.partial`), this.options.extract
            ? external_node_path_default().join(this.folder, `.staging-${this.token}-${this.generation}`)
            : undefined, this.limits, this.options.extract ? this.options.observer : undefined, this.hashing());
        this.sinks.push(sink);
        return sink;
    }
    async run() {
        await (0,promises_.mkdir)(this.folder, { recursive: true });
        try {
            this.sink = this.open();
            await this.sink.measureDisk(this.folder);
            await this.transfer();
            const size = this.link.current.sizeBytes;
            if (size !== undefined && this.received !== size)
                throw sizeError(this.received, size, 'sent');
            const entries = await this.sink.end();
            if (this.sink.empty)
                throw emptyBundle(this.link.current.jobId, entries);
            const installed = await installBundle(this.sink, this.folder, this.token);
            return {
                ...installed,
                // Only for an observer: the list of paths is built at the step's peak memory.
                siteFiles: installed.extractPath && this.options.observer ? this.sink.siteFiles() : undefined,
                digested: installed.extractPath ? this.sink.digested() : undefined,
                bytes: this.received,
                entries,
                refreshedLink: this.link.refreshes > 0 ? this.link.current : undefined
            };
        }
        catch (error) {
            await this.cleanUp();
            throw error;
        }
    }
    /** Removes every partial file, but never keeps the step much past its deadline doing so. */
    async cleanUp() {
        const work = (async () => {
            for (const each of this.sinks) {
                await each.abort();
                await each.remove();
            }
        })();
        const grace = Math.max(CLEANUP_GRACE_MS, this.options.deadline.remaining());
        if (!(await finishesWithin(work, grace))) {
            this.log(`Removing the partial download in ${this.folder} did not finish in time; its hidden .staging-${this.token}-* and .bundle-${this.token}-* files may remain.`);
        }
    }
    pause(why) {
        return this.retries.pause(why, this.received);
    }
    async restart() {
        await this.sink.abort();
        await this.sink.remove();
        this.generation++;
        if (this.options.extract)
            this.options.observer?.startOver();
        this.sink = this.open();
        await this.sink.measureDisk(this.folder);
        this.received = 0;
        this.progress.restarted();
        this.retries.startedOver();
        this.etag = undefined;
    }
    timeoutError() {
        return new BundleError(`The step's timeout (${this.budget}) was reached while downloading the bundle (${this.received} of ${this.link.current.sizeBytes ?? '?'} bytes). Raise timeout.`);
    }
    get(signal) {
        // The presigned link is its own credential: no Authorization header ever goes to storage.
        const headers = { 'user-agent': user_agent/* USER_AGENT */._O };
        if (this.received > 0) {
            headers.range = `bytes=${this.received}-`;
            if (this.etag)
                headers['if-range'] = this.etag;
        }
        return getFollowingRedirects(this.link.current.bundleUrl, headers, {
            dispatcher: this.options.dispatcher,
            signal,
            stallMs: this.stallMs,
            secret: this.options.secret
        });
    }
    async transfer() {
        const { deadline, signal } = this.options;
        const stall = `no data within ${(0,duration/* formatDuration */.a3)(this.stallMs)} (request-timeout)`;
        for (;;) {
            signal?.throwIfAborted();
            if (await this.link.renewIfExpired())
                continue;
            const remaining = deadline.remaining();
            if (remaining <= 0)
                throw this.timeoutError();
            const limit = (0,time/* requestSignal */.OL)(remaining, signal);
            let response;
            try {
                response = await this.get(limit.signal);
            }
            catch (error) {
                if (error instanceof BundleError)
                    throw error;
                if (signal?.aborted)
                    throw signal.reason;
                if (limit.timedOut())
                    throw this.timeoutError();
                await this.pause((0,util_errors/* errorCode */.CA)(error) === 'UND_ERR_HEADERS_TIMEOUT'
                    ? `the storage stalled: ${stall}`
                    : `no connection (${(0,util_errors/* describeError */.Uc)(error)})`);
                continue;
            }
            if (!(await this.accept(response)))
                continue;
            try {
                await this.receive(response);
                return;
            }
            catch (error) {
                response.body.destroy();
                if (error instanceof BundleError)
                    throw error;
                if (this.sink.failure)
                    throw this.sink.failure;
                if (signal?.aborted)
                    throw signal.reason;
                if (limit.timedOut())
                    throw this.timeoutError();
                const why = (0,util_errors/* errorCode */.CA)(error) === 'UND_ERR_BODY_TIMEOUT'
                    ? `the download stalled after ${this.received} bytes: ${stall}`
                    : `the connection was cut after ${this.received} bytes (${(0,util_errors/* describeError */.Uc)(error)})`;
                if (this.resumable) {
                    await this.pause(`${why}; resuming from there`);
                }
                else {
                    await this.restart();
                    await this.pause(`${why}; the storage cannot resume, so starting over`);
                }
            }
        }
    }
    /** Judges the answer's status; false when it was handled and the loop should try again. */
    async accept(response) {
        const status = response.statusCode;
        if (status === 403) {
            await response.body.dump();
            await this.link.refused();
            return false;
        }
        if (this.received > 0 && status === 206) {
            const start = /^bytes (\d+)-/.exec(header(response.headers['content-range']) ?? '')?.[1];
            if (Number(start) !== this.received) {
                await response.body.dump();
                await this.restart();
                await this.pause('the server resumed at the wrong offset; starting over');
                return false;
            }
            return true;
        }
        if (status === 200) {
            // 200 to a Range request: the server sent everything again, or the object changed.
            if (this.received > 0)
                await this.restart();
            this.etag = header(response.headers.etag);
            this.resumable = header(response.headers['accept-ranges']) === 'bytes';
            const length = Number(header(response.headers['content-length']) ?? NaN);
            const size = this.link.current.sizeBytes;
            if (size !== undefined && Number.isFinite(length) && length !== size) {
                await response.body.dump();
                throw sizeError(length, size, 'announced');
            }
            return true;
        }
        await response.body.dump();
        if (status >= 500 || status === 408 || status === 429) {
            await this.pause(`the storage answered ${status}`);
            return false;
        }
        throw new BundleError(`Downloading the bundle failed with HTTP ${status} from the storage link. Re-run the step to get a fresh link.`);
    }
    /**
     * Streams the body into the sink. Piped, not read with `for await`: an async iterator's `read()`
     * joins whatever chunks have piled up into a new buffer (a copy, and garbage), while a pipe hands
     * over each socket read as it is, which the sink can then release.
     */
    async receive(response) {
        const size = this.link.current.sizeBytes;
        const into = new external_node_stream_.Writable({
            write: (chunk, _encoding, done) => {
                this.received += chunk.length;
                this.progress.update(this.received);
                if (size !== undefined && this.received > size) {
                    done(sizeError(this.received, size, 'sent at least'));
                    return;
                }
                this.sink.write(chunk).then(() => done(), done);
            }
        });
        await (0,external_node_stream_promises_.pipeline)(response.body, into);
    }
}
/** GNU tar extracts an empty archive without a word; an empty export is never what a user wants. */
function emptyBundle(jobId, entries) {
    const job = jobId ? ` of export job ${(0,untrusted/* inert */.tJ)(jobId)}` : '';
    const what = entries === 0 ? 'no entries at all' : `only ${entries} folder entries`;
    return new BundleError(`The bundle${job} holds no files (its tar archive has ${what}), so there is no site to install. Nothing was installed. Export again; if the bundle is still empty, report the job to Mintlify.`);
}

// EXTERNAL MODULE: ./src/action/outcomes.ts + 1 modules
var outcomes = __webpack_require__(6952);
// EXTERNAL MODULE: ./src/api/poller.ts
var poller = __webpack_require__(4564);
// EXTERNAL MODULE: ./src/export/site-check/check.ts + 1 modules
var check = __webpack_require__(8409);
// EXTERNAL MODULE: ./src/export/site-check/hosting.ts
var hosting = __webpack_require__(2451);
// EXTERNAL MODULE: ./src/export/site-check/limits.ts
var site_check_limits = __webpack_require__(5901);
// EXTERNAL MODULE: ./src/util/heartbeat.ts
var util_heartbeat = __webpack_require__(9664);
// EXTERNAL MODULE: ./src/util/log-group.ts
var log_group = __webpack_require__(1324);
// EXTERNAL MODULE: ./src/export/manifest/compare.ts
var compare = __webpack_require__(3049);
// EXTERNAL MODULE: ./src/export/manifest/served-paths.ts
var served_paths = __webpack_require__(4596);
;// CONCATENATED MODULE: ./src/export/manifest/manifest.ts
/**
 * `<path>/manifest.json`: every file of an extracted export with its size and SHA-256 (and a page's
 * URL path and title), plus which export it was. Its shape is documented in docs/manifest.md
 * and stable across minor versions: a later export compares itself with it (compare.ts).
 */






const MANIFEST_FORMAT = 'mintlify-export-manifest';
const MANIFEST_VERSION = 1;
/** A manifest of MAX_ENTRIES files takes well under this; a larger file is no manifest of ours. */
const MAX_MANIFEST_BYTES = 128 * 1024 * 1024;
/** A file's line of the manifest: a page (a file the site serves at a URL) has its URL and title. */
function manifestEntry(file, digest) {
    const url = (0,served_paths/* pageUrlPath */.s)(file);
    const entry = { path: file, size: digest.size, sha256: digest.sha256 };
    if (url !== undefined) {
        entry.url = url;
        if (digest.title !== undefined)
            entry.title = digest.title;
    }
    return entry;
}
function headOf(header) {
    return {
        format: MANIFEST_FORMAT,
        formatVersion: MANIFEST_VERSION,
        domain: header.domain,
        jobId: header.jobId,
        exportVersion: header.exportVersion ?? null,
        createdAt: header.createdAt.toISOString()
    };
}
/** The manifest of an extracted site, its files in the archive's order. */
function buildManifest(header, digested) {
    const files = [];
    for (const [file, digest] of digested)
        files.push(manifestEntry(file, digest));
    return { ...headOf(header), files };
}
/** The text before the first file's line, and after the last: one file a line, for diffs. */
function opening(head) {
    return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "files": [`;
}
const CLOSING = '\n  ]\n}\n';
function manifestJson(manifest) {
    const { files, ...head } = manifest;
    const lines = files.map((file, i) => `${i === 0 ? '' : ','}\n    ${JSON.stringify(file)}`);
    return `${opening(head)}${lines.join('')}${CLOSING}`;
}
/** Text is written to the file in pieces of about this much. */
const WRITE_BYTES = 256 * 1024;
/**
 * Writes the manifest to `file` line by line as the entries come, so no list of every file is held:
 * into a hidden file beside it, renamed over it once whole (a cancelled step leaves no truncated
 * manifest for the next run). `entries` come first, then `more` (read as they are found). Returns
 * how many files it lists.
 */
async function writeManifest(file, header, entries, more) {
    const temporary = external_node_path_default().join(external_node_path_default().dirname(file), `.${external_node_path_default().basename(file)}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    const handle = await (0,promises_.open)(temporary, 'wx');
    let count = 0;
    let lines = [opening(headOf(header))];
    let length = 0;
    /** Adds the entry's line; true when the lines held are worth a write. */
    const add = (entry) => {
        const text = `${count++ === 0 ? '' : ','}\n    ${JSON.stringify(entry)}`;
        lines.push(text);
        length += text.length;
        return length >= WRITE_BYTES;
    };
    const flush = async () => {
        const piece = lines.join('');
        lines = [];
        length = 0;
        await handle.write(piece);
    };
    try {
        // A sync loop for the site's own files: an async one costs a promise per line.
        for (const entry of entries)
            if (add(entry))
                await flush();
        if (more)
            for await (const entry of more)
                if (add(entry))
                    await flush();
        lines.push(CLOSING);
        await handle.write(lines.join(''));
        await handle.close();
        await (0,promises_.rename)(temporary, file);
        return count;
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}
const SHA256 = /^[0-9a-f]{64}$/;
/** Reads and checks the manifest at `file` against the export's `domain`. Never throws. */
async function readManifest(file, domain) {
    let text;
    try {
        const handle = await (0,promises_.open)(file, 'r');
        try {
            const { size } = await handle.stat();
            if (size > MAX_MANIFEST_BYTES) {
                return {
                    unusable: `it is ${(0,util_size/* formatBytes */.z)(size)}, larger than any manifest (${(0,util_size/* formatBytes */.z)(MAX_MANIFEST_BYTES)})`
                };
            }
            text = await handle.readFile('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if ((0,util_errors/* errorCode */.CA)(error) === 'ENOENT')
            return { missing: true };
        if ((0,util_errors/* errorCode */.CA)(error) === 'EISDIR')
            return { unusable: 'it is a folder' };
        return { unusable: `it cannot be read (${(0,util_errors/* errorCode */.CA)(error) ?? String(error)})` };
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return { unusable: `it is not whole JSON (${error.message})` };
    }
    const why = manifestProblem(value);
    if (why)
        return { unusable: why };
    const manifest = value;
    if (manifest.domain !== domain) {
        return { unusable: `it is the manifest of another site, ${JSON.stringify(manifest.domain)}` };
    }
    return { manifest };
}
/** Why `value` is no manifest this version can compare with, or undefined when it is one. */
function manifestProblem(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'it is not a JSON object';
    const m = value;
    if (m.format !== MANIFEST_FORMAT)
        return `its "format" is not "${MANIFEST_FORMAT}"`;
    if (m.formatVersion !== MANIFEST_VERSION) {
        return `its "formatVersion" is ${JSON.stringify(m.formatVersion)}, and this version of the action reads ${MANIFEST_VERSION}`;
    }
    if (typeof m.domain !== 'string')
        return 'it has no "domain"';
    if (typeof m.jobId !== 'string')
        return 'it has no "jobId"';
    if (typeof m.createdAt !== 'string' || Number.isNaN(Date.parse(m.createdAt))) {
        return 'its "createdAt" is no date';
    }
    if (!Array.isArray(m.files))
        return 'it has no "files" list';
    const seen = new Set();
    for (const [i, file] of m.files.entries()) {
        const f = file;
        const ok = typeof f === 'object' &&
            f !== null &&
            typeof f.path === 'string' &&
            f.path !== '' &&
            f.path.length <= 4096 &&
            !f.path.startsWith('/') &&
            !f.path.split('/').some((part) => part === '' || part === '.' || part === '..') &&
            Number.isSafeInteger(f.size) &&
            f.size >= 0 &&
            typeof f.sha256 === 'string' &&
            SHA256.test(f.sha256) &&
            (f.title === undefined || typeof f.title === 'string');
        if (!ok)
            return `its file entry ${i + 1} is not a path, size and sha256`;
        if (seen.has(f.path))
            return `it lists ${JSON.stringify(f.path)} twice`;
        seen.add(f.path);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/util/write-file.ts



/**
 * Writes `file` whole or not at all: into a hidden file beside it, then renamed over it, so a
 * cancelled step never leaves a truncated file (a manifest the next run compares with, a report).
 */
async function writeAtomically(file, text) {
    const temporary = external_node_path_default().join(external_node_path_default().dirname(file), `.${external_node_path_default().basename(file)}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    try {
        await (0,promises_.writeFile)(temporary, text, { flag: 'wx' });
        await (0,promises_.rename)(temporary, file);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/export/changes.ts
/**
 * Export mode's manifest and what changed since the previous export: the previous manifest is read
 * before the export starts (so a bad one is said at once), the new one is written once the site is
 * extracted, and the comparison goes to the outputs, the log and the summary.
 */










const MANIFEST_FILE = 'manifest.json';
const CHANGED_PATHS_FILE = 'changed-paths.txt';
/** The previous export's manifest to compare with, or undefined (none named, missing, unusable). */
async function previousManifest(config) {
    const file = config.previousManifest;
    if (!file)
        return undefined;
    const shown = config.previousManifestAsWritten ?? file;
    if (!config.download || !config.extract) {
        core/* info */.pq(`previous-manifest is not compared with: only an extracted site gets a manifest (download and extract are on by default).`);
        return undefined;
    }
    const read = await readManifest(file, config.domain);
    if ('manifest' in read) {
        core/* info */.pq(`Comparing with the export of ${(0,untrusted/* inert */.tJ)(read.manifest.createdAt)} (${(0,untrusted/* inert */.tJ)(shown)}, ${(0,duration/* counted */.hS)(read.manifest.files.length, 'file')}).`);
        return read.manifest;
    }
    if ('missing' in read) {
        core/* info */.pq(`No previous manifest at ${(0,untrusted/* inert */.tJ)(shown)}: this export is compared as the first (every file added).`);
    }
    else {
        core/* warning */.$e(`previous-manifest ${(0,untrusted/* inert */.tJ)(shown)} is not used: ${(0,untrusted/* inert */.tJ)(read.unusable)}. This export is compared as the first (every file added); point previous-manifest at the manifest.json an earlier export of ${config.domain} wrote.`);
    }
    return 'first';
}
/** Files the action wrote into the site after extraction (generate-hosting-files), hashed now. */
async function* addedFiles(site, added) {
    for (const name of added) {
        const bytes = await (0,promises_.readFile)(external_node_path_default().join(site, name));
        const sha256 = (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
        const title = /\.html?$/i.test(name)
            ? (0,page_title/* pageTitle */.W)(bytes.toString('utf8', 0, page_title/* TITLE_WINDOW */.AW))
            : undefined;
        yield [
            name,
            title === undefined ? { size: bytes.length, sha256 } : { size: bytes.length, sha256, title }
        ];
    }
}
/**
 * Writes `<path>/manifest.json` from the digests taken during extraction, and, when there is a
 * previous manifest (or 'first'), `<path>/changed-paths.txt` and what changed.
 */
async function recordManifest(config, jobId, digested, site, addedNames, previous, record) {
    const comparer = previous === undefined
        ? undefined
        : new compare/* ManifestComparer */.L2(previous === 'first' ? undefined : previous);
    const noted = (entry) => {
        comparer?.file(entry);
        return entry;
    };
    // Line by line as the entries come: nothing holds every file of the site at once.
    function* extracted() {
        for (const [name, digest] of digested)
            yield noted(manifestEntry(name, digest));
    }
    async function* more() {
        for await (const [name, digest] of addedFiles(site, addedNames)) {
            yield noted(manifestEntry(name, digest));
        }
    }
    const file = external_node_path_default().join(config.path, MANIFEST_FILE);
    const count = await writeManifest(file, { domain: config.domain, jobId, exportVersion: config.exportVersion, createdAt: new Date() }, extracted(), more());
    record.manifest(file);
    core/* info */.pq(`Wrote ${file}: ${(0,duration/* counted */.hS)(count, 'file')} with their SHA-256.`);
    if (!comparer)
        return;
    const changes = comparer.finish();
    const list = external_node_path_default().join(config.path, CHANGED_PATHS_FILE);
    await writeAtomically(list, changes.changedPaths.map((p) => `${p}\n`).join(''));
    record.changes(changes, list);
    logChanges(changes, config.domain);
}
function logChanges(changes, domain) {
    core/* info */.pq(`${(0,compare/* changeSentence */.y6)(changes)}.`);
    if (!changes.since || !(0,compare/* hasChanges */.ik)(changes))
        return;
    core/* startGroup */.Oh(`Changed pages of ${domain}`);
    for (const [kind, list] of Object.entries(changes.pages)) {
        for (const page of list)
            core/* info */.pq(`${kind}: ${(0,untrusted/* inert */.tJ)(page.url)} (${(0,untrusted/* inert */.tJ)(page.path)})`);
    }
    const { added, removed, changed } = changes.otherFiles;
    core/* info */.pq(`other files: ${changed} changed, ${added} added, ${removed} removed`);
    core/* info */.pq(`${(0,duration/* counted */.hS)(changes.changedPaths.length, 'URL path')} to invalidate, in ${CHANGED_PATHS_FILE}.`);
    core/* endGroup */.N4();
}

;// CONCATENATED MODULE: ./src/export/export.ts



















function isTerminal(job) {
    return statuses/* EXPORT_STATUSES */.Oh.isTerminal(job.status);
}
/**
 * The presigned link's query string is what grants access: mask it (and the whole link, and each
 * long parameter value, which an error message might print on its own) before any line is logged.
 */
function maskLink(link) {
    core/* setSecret */.Pq(link);
    let url;
    try {
        url = new URL(link);
    }
    catch {
        return;
    }
    if (url.search)
        core/* setSecret */.Pq(url.search);
    for (const value of url.searchParams.values())
        if (value.length >= 16)
            core/* setSecret */.Pq(value);
}
/**
 * Export mode: start the job, write `job-id` at once, poll to `completed`, get a presigned link,
 * then (unless told not to) download and unpack it in one pass and update the Helm values file.
 */
async function runExport(config, deps) {
    const { api, deadline, record } = deps;
    record.exportRequest(config.domain, config.paths);
    // Read before the export starts, so that a bad one is said at once, not after the download.
    const previous = deps.skipManifest ? undefined : await previousManifest(config);
    const started = await startExportJob(config, deps);
    let job = started.job;
    const jobId = job.jobId;
    const scope = config.paths.length > 0 ? `${config.paths.length} page path(s)` : 'every page';
    const of = config.domain || `project ${config.projectId ?? ''}`;
    core/* info */.pq(`Started static export job ${(0,untrusted/* inert */.tJ)(jobId)} of ${of} (${scope}; status ${(0,untrusted/* inert */.tJ)(job.status ?? 'unknown')}).`);
    const read = started.route === 'project'
        ? () => api.getProjectExport(config.projectId ?? '', jobId)
        : () => api.getExport(jobId);
    record.exportJob(job, jobId);
    if (!config.wait && !isTerminal(job)) {
        core/* info */.pq(`Not waiting (wait: false). The export job ${(0,untrusted/* inert */.tJ)(jobId)} keeps running at Mintlify.`);
        return { jobId, job, result: 'pending' };
    }
    try {
        if (!isTerminal(job)) {
            job = await (0,log_group/* grouped */.z)(`Waiting for export job ${(0,untrusted/* inert */.tJ)(jobId)}`, () => (0,poller/* pollUntil */.g)({
                poll: read,
                isDone: isTerminal,
                deadline,
                maxIntervalMs: config.pollIntervalMs,
                sleep: deps.sleep,
                signal: deps.signal,
                ...progressLogger(jobId, deps.deadline)
            }));
        }
    }
    catch (error) {
        if (!(error instanceof time/* DeadlineExceededError */.Kt))
            throw error;
        const last = error.last ?? job;
        record.exportJob(last, jobId);
        return { jobId, job: last, result: 'timeout' };
    }
    record.exportJob(job, jobId);
    if (job.status === 'failed')
        return { jobId, job, result: 'failed' };
    core/* info */.pq(`Export job ${(0,untrusted/* inert */.tJ)(jobId)} completed: ${typeof job.pageCount === 'number' ? (0,duration/* counted */.hS)(job.pageCount, 'page') : 'an unknown number of pages'}.`);
    const fetchLink = async () => {
        const fresh = await api.generateBundle(jobId);
        maskLink(fresh.bundleUrl);
        return fresh;
    };
    let bundle = await linkOf(job, jobId, fetchLink);
    record.bundle(bundle);
    core/* info */.pq(`Bundle ready: ${bundle.sizeBytes === undefined ? 'size unknown' : (0,util_size/* formatBytes */.z)(bundle.sizeBytes)}; the link expires ${expiry(bundle.expiresAt)}.`);
    let result = 'link';
    if (config.download) {
        const downloaded = await download(config, deps, bundle, fetchLink, previous);
        bundle = downloaded.bundle;
        result = 'downloaded';
        // A refused site is not deployed: the values file keeps pointing at the last good bundle.
        if (downloaded.siteCheck && (0,outcomes/* siteCheckRefusal */.K3)(downloaded.siteCheck, config)) {
            return { jobId, job, result: 'site-refused', siteCheck: downloaded.siteCheck };
        }
        if (downloaded.siteCheck)
            warnOfFindings(downloaded.siteCheck);
    }
    else {
        core/* info */.pq('Not downloading (download: false): use the bundle-url output before it expires.');
    }
    if (config.valuesFile)
        await updateValues(config, config.valuesFile, bundle, record);
    return { jobId, job, result, bundle };
}
/** Logs a line per visible change of the job while it is polled (whole percents, not each poll). */
/** `at 09:56 UTC (in 1 h)`, or the text as given when it is no date. */
function expiry(expiresAt) {
    if (!expiresAt)
        return 'at an unknown time';
    return `at ${(0,duration/* formatMoment */.K9)(expiresAt, Date.now()) ?? (0,untrusted/* inert */.tJ)(expiresAt)}`;
}
/** The poll's log: a line when the status or progress changes, a heartbeat when nothing does. */
function progressLogger(jobId, deadline) {
    const heartbeat = new util_heartbeat/* Heartbeat */.XE(deadline.clock, (message) => core/* info */.pq(message));
    const noteUnknown = statuses/* EXPORT_STATUSES */.Oh.unknownStatusLog(`Export job ${(0,untrusted/* inert */.tJ)(jobId)}`, (message) => core/* info */.pq(message));
    let lastLine = '';
    const onPoll = (current) => {
        const status = current.status ?? '';
        noteUnknown(status);
        const progress = typeof current.progress === 'number' ? `${Math.floor(current.progress)}%` : 'progress unknown';
        const pages = typeof current.pageCount === 'number' ? `, ${(0,duration/* counted */.hS)(current.pageCount, 'page')}` : '';
        const line = `${status || 'unknown'}, ${progress}${pages}`;
        if (line !== lastLine) {
            core/* info */.pq(`Export job ${(0,untrusted/* inert */.tJ)(jobId)}: ${(0,untrusted/* inert */.tJ)(line)}`);
            heartbeat.said();
            lastLine = line;
        }
    };
    const onTick = (elapsedMs) => heartbeat.beat(() => `Export job ${(0,untrusted/* inert */.tJ)(jobId)}: still ${(0,untrusted/* inert */.tJ)(lastLine || 'waiting')} after ${(0,duration/* formatDuration */.a3)(elapsedMs)}.`);
    return { onPoll, onTick };
}
/** The bundle's presigned link: from the completed status when it carries one, else the bundle call. */
async function linkOf(job, jobId, fetchLink) {
    if (typeof job.bundleUrl === 'string' && job.bundleUrl) {
        // The announced redesign: the completed status already carries the link.
        maskLink(job.bundleUrl);
        return { jobId, bundleUrl: job.bundleUrl, sizeBytes: job.sizeBytes, expiresAt: job.expiresAt };
    }
    return fetchLink();
}
/** Downloads (and extracts and checks) the bundle; the link as last used comes back with it. */
async function download(config, deps, first, fetchLink, previous) {
    const { record } = deps;
    const startedAt = Date.now();
    // The site check reads pages as they are extracted, while gunzip inflates the next ones.
    const checker = config.checkSite && config.extract ? new check/* SiteChecker */.R4(config.domain || undefined) : undefined;
    const title = `Downloading${config.extract ? ' and extracting' : ''} the bundle into ${config.path}`;
    const downloaded = await (0,log_group/* grouped */.z)(title, () => downloadBundle(first.bundleUrl, first.sizeBytes, config.path, {
        extract: config.extract,
        jobId: first.jobId,
        deadline: deps.deadline,
        expiresAt: first.expiresAt,
        refreshLink: fetchLink,
        signal: deps.signal,
        dispatcher: deps.dispatcher,
        stallTimeoutMs: config.requestTimeoutMs,
        sleep: deps.sleep,
        log: (message) => core/* info */.pq(message),
        secret: (value) => core/* setSecret */.Pq(value),
        limits: { maxUnpackedBytes: config.maxUnpackedBytes },
        observer: checker,
        hashFiles: !deps.skipManifest
    }));
    let bundle = first;
    if (downloaded.refreshedLink) {
        bundle = { ...bundle, ...downloaded.refreshedLink };
        record.bundle(bundle);
    }
    record.downloaded(downloaded.archivePath, downloaded.extractPath);
    core/* info */.pq(`${config.extract ? 'Downloaded and extracted' : 'Downloaded and checked'} ${(0,util_size/* formatBytes */.z)(downloaded.bytes)} (${(0,duration/* counted */.hS)(downloaded.entries, 'archive entry', 'archive entries')}) in ${(0,duration/* formatDuration */.a3)(Date.now() - startedAt)}.`);
    let added = [];
    if (config.generateHostingFiles && downloaded.extractPath) {
        added = await addHostingFiles(downloaded.extractPath, config.domain, record);
    }
    if (downloaded.digested && downloaded.extractPath) {
        const { digested, extractPath } = downloaded;
        await recordManifest(config, first.jobId ?? '', digested, extractPath, added, previous, record);
    }
    if (!checker || !downloaded.siteFiles)
        return { bundle };
    const siteCheck = checker.finish(withAdded(downloaded.siteFiles.paths, added), downloaded.siteFiles.bytes, config.ignoreLinks);
    logSiteCheck(siteCheck, config);
    record.siteCheck(siteCheck, config.allowedHosts !== undefined);
    await writeSiteReport(siteCheck, config, downloaded.extractPath ?? config.path, record);
    return { bundle, siteCheck };
}
/** Annotations the findings get: GitHub shows 10 warnings a step, and the run's own take two. */
const MAX_ANNOTATIONS = 8;
/**
 * Writes site-check.json and site-check.sarif into `path` and annotates the first findings where a
 * writer edits them (the docs source line when known).
 */
async function writeSiteReport(result, config, site, record) {
    const { buildReport } = await __webpack_require__.e(/* import() */ 307).then(__webpack_require__.bind(__webpack_require__, 4307));
    const { annotations, toSarif } = await __webpack_require__.e(/* import() */ 992).then(__webpack_require__.bind(__webpack_require__, 992));
    const report = await buildReport(result, {
        domain: config.domain,
        site,
        docsSource: config.docsSource,
        workspace: config.workspace
    });
    const json = external_node_path_default().join(config.path, 'site-check.json');
    const sarif = external_node_path_default().join(config.path, 'site-check.sarif');
    await writeAtomically(json, `${JSON.stringify(report, null, 2)}\n`);
    await writeAtomically(sarif, `${JSON.stringify(toSarif(report, site, user_agent/* ACTION_VERSION */.Yt), null, 2)}\n`);
    record.siteCheckReport(json, sarif);
    const relative = external_node_path_default().relative(config.workspace, site);
    const insideWorkspace = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    const pageFile = (page) => insideWorkspace ? external_node_path_default().join(relative, page).split((external_node_path_default()).sep).join('/') : undefined;
    const found = annotations(report, MAX_ANNOTATIONS, pageFile);
    for (const note of found) {
        core/* warning */.$e((0,untrusted/* inert */.tJ)(note.message, 1000), {
            title: 'Site check',
            file: note.file,
            ...(note.line ? { startLine: note.line } : {})
        });
    }
    const findings = result.broken.length + result.brokenAnchors.length;
    core/* info */.pq(`Wrote ${json} and ${sarif}${report.docsSource.found ? `; findings point at the docs source in ${report.docsSource.folder}` : `; no docs.json or mint.json in ${report.docsSource.folder}, so findings point at the exported pages`}${findings > found.length ? ` (annotated: the first ${found.length} of ${findings}; all are in the report and the SARIF)` : ''}.`);
}
/** The site's files, then those the action added: one pass, no array of every name. */
function* withAdded(files, added) {
    yield* files;
    yield* added;
}
/** `generate-hosting-files`: sitemap.xml and llms.txt written into the site; their names back. */
async function addHostingFiles(site, domain, record) {
    const { writeHostingFiles } = await __webpack_require__.e(/* import() */ 538).then(__webpack_require__.bind(__webpack_require__, 4538));
    const files = await writeHostingFiles(site, domain);
    const listed = `${(0,duration/* counted */.hS)(files.pages, 'page')} of https://${domain}`;
    if (files.written.length > 0)
        core/* info */.pq(`Added ${files.written.join(' and ')} to the site, listing ${listed}.`);
    if (files.kept.length > 0)
        core/* info */.pq(`Kept the export's own ${files.kept.join(' and ')} (generate-hosting-files writes no file the export has).`);
    if (files.leftOut > 0)
        core/* warning */.$e(`The site has ${files.pages + files.leftOut} pages; sitemap.xml lists the first ${files.pages}, the most one sitemap may hold. Split it into several sitemaps with a sitemap index if search engines must see them all.`);
    record.hostingFiles(files.written);
    return files.written;
}
/** Points the Helm values file at the bundle. */
async function updateValues(config, file, bundle, record) {
    // The YAML library is the largest part of export mode; most runs have no values file.
    const { updateHelmValues } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(571)]).then(__webpack_require__.bind(__webpack_require__, 5571));
    await updateHelmValues(file, {
        bundleUrl: config.valuesBundleUrl ?? bundle.bundleUrl,
        version: config.exportVersion
    });
    record.valuesFile(file);
    core/* info */.pq(`Updated ${file} (staticExport.enabled, bundleUrl${config.exportVersion !== undefined ? ', version' : ''}). The link expires ${expiry(bundle.expiresAt)}: run helm upgrade before then, and export again for every later deploy.`);
}
/** Logs what the check of the extracted site (see site-check/check.ts) found. */
function logSiteCheck(result, config) {
    const ignored = result.ignored > 0 ? `; ${(0,duration/* counted */.hS)(result.ignored, 'target')} ignored (ignore-links)` : '';
    core/* info */.pq(`Checked the site in ${(0,duration/* formatDuration */.a3)(result.durationMs)}: ${(0,duration/* counted */.hS)(result.pages, 'page')}, ${(0,duration/* counted */.hS)(result.files, 'file')}; ${(0,duration/* counted */.hS)(result.broken.length, 'broken internal target')}; ${(0,duration/* counted */.hS)(result.brokenAnchors.length, 'broken anchor')}; resources from ${(0,duration/* counted */.hS)(result.external.length, 'other host')}${result.external.length ? `: ${(0,untrusted/* inert */.tJ)(result.external.map((e) => e.host).join(', '))}` : ''}${ignored}.`);
    if (result.hosted.count > 0)
        core/* info */.pq((0,hosting/* hostedSentence */.LQ)(result.hosted));
    if (result.external.length > 0 && config.allowedHosts === undefined) {
        core/* info */.pq('Other hosts are listed for information (allowed-hosts is empty): a self-hosted or air-gapped deployment that must load nothing from them sets allowed-hosts to fail the step on any host it does not list.');
    }
    if (result.notJudged > 0) {
        core/* warning */.$e(`The site references more distinct internal targets or other hosts than the check keeps (${site_check_limits/* MAX_TARGETS */.kz.toLocaleString('en-US')} of each, or ${(0,util_size/* formatBytes */.z)(site_check_limits/* MAX_TARGET_BYTES */.vG)} of paths), far more than its files: ${(0,duration/* counted */.hS)(result.notJudged, 'reference')} to further ones ${result.notJudged === 1 ? 'was' : 'were'} not judged. Check the pages that generate links.`);
    }
    if (result.notChecked.count > 0) {
        core/* info */.pq(`${(0,duration/* counted */.hS)(result.notChecked.count, 'page or stylesheet', 'pages or stylesheets')} over ${(0,util_size/* formatBytes */.z)(site_check_limits/* MAX_CHECKED_FILE_BYTES */.M)} ${result.notChecked.count === 1 ? 'was' : 'were'} not checked (${(0,untrusted/* inert */.tJ)(result.notChecked.first.join(', '))}${result.notChecked.count > result.notChecked.first.length ? ', …' : ''}).`);
    }
    logList('Broken internal targets', result.broken.length, result.broken
        .slice(0, site_check_limits/* LISTED_IN_LOG */.Dk)
        .map(({ target, pages }) => `${(0,untrusted/* inert */.tJ)(target)} (used by ${(0,untrusted/* inert */.tJ)(pages.join(', '))})`));
    logList('Broken anchors', result.brokenAnchors.length, result.brokenAnchors
        .slice(0, site_check_limits/* LISTED_IN_LOG */.Dk)
        .map(({ target, pages }) => `${(0,untrusted/* inert */.tJ)(target)} (used by ${(0,untrusted/* inert */.tJ)(pages.join(', '))})`));
    logList("Targets Mintlify's hosting serves", result.hosted.count, result.hosted.listed
        .slice(0, site_check_limits/* LISTED_IN_LOG */.Dk)
        .map(({ target, pages }) => `${(0,untrusted/* inert */.tJ)(target)} (used by ${(0,untrusted/* inert */.tJ)(pages.join(', '))})`));
    logList('Other hosts resources load from', result.external.length, result.external
        .slice(0, site_check_limits/* LISTED_IN_LOG */.Dk)
        .map(({ host, kinds, pages }) => `${(0,untrusted/* inert */.tJ)(host)}: ${kinds.join(', ')} (e.g. ${(0,untrusted/* inert */.tJ)(pages.join(', '))})`));
}
/**
 * One annotation for a site that passed with broken links: a green run would otherwise hide 35 of
 * them in its summary. Other hosts and hosting-only targets are information, not findings: with
 * allowed-hosts set, a host it does not list has failed the step before this.
 */
function warnOfFindings(result) {
    if (result.broken.length > 0) {
        core/* warning */.$e(`The exported site has ${(0,duration/* counted */.hS)(result.broken.length, 'broken internal link target')}. The log lists them in a collapsed group and the job summary shows the first; set fail-on-broken-links to fail the step on them, or ignore-links for targets you know of.`);
    }
    if (result.brokenAnchors.length > 0) {
        core/* warning */.$e(`The exported site has ${(0,duration/* counted */.hS)(result.brokenAnchors.length, 'broken anchor')}: links whose fragment finds no element with that id on its page (a renamed heading, say). The log lists them in a collapsed group and the job summary shows the first; set fail-on-broken-anchors to fail the step on them.`);
    }
}
/** A list of findings as a collapsed group of the log: its first LISTED_IN_LOG, then the count beyond. */
function logList(title, total, lines) {
    if (total === 0)
        return;
    core/* startGroup */.Oh(`${title} (${total})`);
    for (const line of lines)
        core/* info */.pq(line);
    if (total > lines.length)
        core/* info */.pq(`… and ${total - lines.length} more, not listed.`);
    core/* endGroup */.N4();
}


/***/ }),

/***/ 8409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R4: () => (/* binding */ SiteChecker),
  ZJ: () => (/* binding */ pageTarget)
});

// UNUSED EXPORTS: SAME_FOLDER, SITE_WIDE, UNCACHED, isChecked, keyClass

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
// EXTERNAL MODULE: ./src/util/byte-table.ts
var byte_table = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/export/site-check/anchors.ts
/**
 * Anchors: what a fragment (`page#id`, `#id`) must find on its page. Every page's ids (any element's
 * `id`, and `<a name>`) are kept as 64-bit hashes of the page's file and the id, in one open-address
 * table of integers off V8's heap: a 10 000-page site's ids cost a few MB, and nothing per id
 * survives as an object. A wrong "found" needs two ids whose 64-bit hashes meet: about once in
 * 10^13 sites of a million ids.
 */
/** Two 32-bit hashes of a page's file, then a separator, then an id's UTF-8 bytes. */
class IdHash {
    a = 0;
    b = 0;
    pageA = 0;
    pageB = 0;
    scratch = Buffer.alloc(256);
    /** Starts the hashes of the ids of `page` (a file of the site). */
    page(page) {
        this.a = 0x811c9dc5;
        this.b = 0x9747b28c;
        const bytes = Buffer.from(page, 'utf8');
        this.update(bytes, 0, bytes.length);
        this.update(SEPARATOR, 0, 1);
        this.pageA = this.a;
        this.pageB = this.b;
    }
    /** The hashes of the page's id spelled by bytes start..end (in `a`, `b`). */
    of(bytes, start, end) {
        this.a = this.pageA;
        this.b = this.pageB;
        this.update(bytes, start, end);
        return this;
    }
    /** The hashes of the page's id `text`. */
    ofText(text) {
        let bytes = this.scratch;
        let length = Buffer.byteLength(text, 'utf8');
        if (length > this.scratch.length)
            bytes = Buffer.from(text, 'utf8');
        else
            length = this.scratch.write(text, 0, 'utf8');
        return this.of(bytes, 0, length);
    }
    update(bytes, start, end) {
        let a = this.a;
        let b = this.b;
        for (let i = start; i < end; i++) {
            const c = bytes[i];
            a = Math.imul(a ^ c, 0x01000193);
            b = Math.imul(b ^ c, 0x5bd1e995);
            b ^= b >>> 15;
        }
        this.a = a;
        this.b = b;
    }
}
const SEPARATOR = Buffer.from([0]);
/** The id every page that was read has, so a page read with no ids is told from one not read. */
const PAGE_READ = '\u0000read';
/** A set of 64-bit hashes in an open-address table of two 32-bit halves; (0, 0) marks a free slot. */
class IdSet {
    slots = new Int32Array(2 * 4096);
    size = 0;
    add(a, b) {
        if (a === 0 && b === 0)
            b = 1;
        if ((this.size + 1) * 2 > this.slots.length / 2)
            this.grow();
        if (this.insert(this.slots, a | 0, b | 0))
            this.size++;
    }
    has(a, b) {
        if (a === 0 && b === 0)
            b = 1;
        const slots = this.slots;
        const mask = slots.length / 2 - 1;
        for (let i = (a ^ (b >>> 7)) & mask;; i = (i + 1) & mask) {
            const x = slots[2 * i];
            const y = slots[2 * i + 1];
            if (x === 0 && y === 0)
                return false;
            if (x === (a | 0) && y === (b | 0))
                return true;
        }
    }
    clear() {
        this.slots = new Int32Array(2 * 4096);
        this.size = 0;
    }
    /** Bytes the table takes. */
    get bytes() {
        return this.slots.byteLength;
    }
    insert(slots, a, b) {
        const mask = slots.length / 2 - 1;
        for (let i = (a ^ (b >>> 7)) & mask;; i = (i + 1) & mask) {
            const x = slots[2 * i];
            const y = slots[2 * i + 1];
            if (x === a && y === b)
                return false;
            if (x === 0 && y === 0) {
                slots[2 * i] = a;
                slots[2 * i + 1] = b;
                return true;
            }
        }
    }
    grow() {
        const old = this.slots;
        const slots = new Int32Array(old.length * 2);
        for (let i = 0; i < old.length; i += 2) {
            const a = old[i];
            const b = old[i + 1];
            if (a !== 0 || b !== 0)
                this.insert(slots, a, b);
        }
        this.slots = slots;
    }
}
/** A fragment's text with `%XX` decoded as UTF-8, as the HTML standard's percent-decode does. */
function percentDecode(fragment) {
    if (!fragment.includes('%'))
        return fragment;
    const bytes = Buffer.from(fragment, 'utf8');
    const out = Buffer.alloc(bytes.length);
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
        const c = bytes[i];
        const hex = c === 0x25 && i + 2 < bytes.length ? bytes.toString('latin1', i + 1, i + 3) : '';
        if (hex.length === 2 && /^[0-9a-fA-F]{2}$/.test(hex)) {
            out[n++] = parseInt(hex, 16);
            i += 2;
        }
        else {
            out[n++] = c;
        }
    }
    return out.toString('utf8', 0, n);
}
function fragmentNeed(fragment) {
    // A text fragment directive is for the browser's find, not an element: what precedes it counts.
    const directive = fragment.indexOf(':~:');
    const named = directive === -1 ? fragment : fragment.slice(0, directive);
    if (named === '')
        return { kind: 'none' };
    const decoded = percentDecode(named);
    if (decoded.toLowerCase() === 'top')
        return { kind: 'none' };
    return { kind: 'id', ids: decoded === named ? [named] : [named, decoded] };
}

;// CONCATENATED MODULE: ./src/export/site-check/check.ts








/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3;
const NO_PATTERNS = (0,ignore/* parseLinkPatterns */.zk)('');
/** Whether the checker reads this file of the site: pages and stylesheets. */
function isChecked(file) {
    return /\.(html?|css)$/i.test(file);
}
/**
 * A copy of `text` that holds no reference to the page it was cut from. V8 keeps a slice of a string
 * as a view of the whole: one target kept from each page would keep every page's text alive.
 */
function own(text) {
    return text.length > 12 ? Buffer.from(text, 'utf8').toString('utf8') : text;
}
/**
 * A line range (`#12-20`, `#L12-L20`) whose first line is an id of the page: source viewers (rustdoc,
 * GitHub's) give each line an id and highlight a range with JavaScript.
 */
function lineRangeStart(id, has) {
    const range = /^(L?)(\d+)-\1\d+$/.exec(id);
    return range !== null && has(`${range[1]}${range[2]}`);
}
/** The path a static host serves a page file at: `guides/x/index.html` at `/guides/x/`. */
function pageTarget(file) {
    if (file === 'index.html')
        return '/';
    if (file.endsWith('/index.html'))
        return `/${file.slice(0, -'index.html'.length)}`;
    return `/${file}`;
}
function note(list, page) {
    if (list.length < PAGES_PER_FINDING && !list.includes(page))
        list.push(page);
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
// Which cache a reference's key belongs to; the rules of the caches are the key's alone.
const UNCACHED = 0;
const SITE_WIDE = 1;
const SAME_FOLDER = 2;
const INDEX_HTML = 'index.html';
const HASH = 0x23;
const QUESTION = 0x3f;
const SLASH = 0x2f;
/** The lower case of an ASCII letter; anything else unchanged. */
function lower(c) {
    return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}
/** Whether the bytes at `at` (before `end`) are `word`, ASCII letters in any case. */
function startsWith(bytes, at, end, word) {
    if (end - at < word.length)
        return false;
    for (let i = 0; i < word.length; i++)
        if (lower(bytes[at + i]) !== word.charCodeAt(i))
            return false;
    return true;
}
/**
 * The cache for a key (a reference up to its fragment or query): root-relative and http(s) keys
 * lead to the same target from every page, other relative ones from every page of a folder; an
 * empty key (a query alone) and other schemes are not cached. The same rules as
 * /^(\/(?!\/)|https?:\/\/)/i and /^[a-z][a-z0-9+.-]*:/i, on bytes: other than ASCII never matches.
 */
function keyClass(bytes, start, cut) {
    if (cut === start)
        return UNCACHED;
    const first = bytes[start];
    if (first === SLASH)
        return cut === start + 1 || bytes[start + 1] !== SLASH ? SITE_WIDE : SAME_FOLDER;
    if (startsWith(bytes, start, cut, 'http://') || startsWith(bytes, start, cut, 'https://'))
        return SITE_WIDE;
    const letter = lower(first);
    if (letter < 0x61 || letter > 0x7a)
        return SAME_FOLDER;
    for (let i = start + 1; i < cut; i++) {
        const c = lower(bytes[i]);
        if (c === 0x3a)
            return UNCACHED;
        const name = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d;
        if (!name)
            return SAME_FOLDER;
    }
    return SAME_FOLDER;
}
/** Where a reference's key ends: at its fragment or query. */
function keyEnd(bytes, start, end) {
    for (let i = start; i < end; i++) {
        const c = bytes[i];
        if (c === HASH || c === QUESTION)
            return i;
    }
    return end;
}
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
    targets = new byte_table/* ByteTable */.L1(1 + PAGES_PER_FINDING);
    outside = new byte_table/* ByteTable */.L1(1 + PAGES_PER_FINDING);
    /** The names of the pages that targets name, by number. */
    pageNames = new byte_table/* ByteTable */.L1();
    /** The page being read, and its number in pageNames once a target names it (else -1). */
    page = '';
    pageNumber = -1;
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
    /**
     * Where a page that arrives in several pieces is put together: one buffer for the whole check,
     * grown to the largest such page (MAX_CHECKED_FILE_BYTES at most).
     */
    scratch = Buffer.alloc(0);
    pageRefs = new refs/* RefList */._r();
    reader = new html_refs/* PageReader */.Xh();
    /** Every page's ids, hashed with its file (anchors.ts). */
    ids = new IdSet();
    idHash = new IdHash();
    /**
     * Fragments on other pages, looked up once every page is read: by the target's entry (4 bytes)
     * and the fragment's bytes, with the first pages that use each.
     */
    anchors = new byte_table/* ByteTable */.L1(1 + PAGES_PER_FINDING);
    /** Fragments of a page on itself that found no id there, as `page#fragment`, with the page. */
    ownBroken = new byte_table/* ByteTable */.L1(1 + PAGES_PER_FINDING);
    keyBytes = new byte_table/* ScratchBytes */.Mz();
    /** `#x` under a `<base>` that leads to another page: its path, the fragment, the page using it. */
    baseAnchors = [];
    /**
     * Pages that redirect (`<meta http-equiv="refresh">`), by file, with their target's entry: a
     * fragment on one is judged on the page it leads to, as the script such pages carry keeps it.
     */
    redirects = new byte_table/* ByteTable */.L1(1);
    constructor(siteHost, maxTargets = limits/* MAX_TARGETS */.kz, maxTargetBytes = limits/* MAX_TARGET_BYTES */.vG, 
    /** Judge anchors (on unless false: `npm run bench` measures what they cost). */
    anchorsOn = true) {
        this.siteHost = siteHost;
        this.maxTargets = maxTargets;
        this.maxTargetBytes = maxTargetBytes;
        this.anchorsOn = anchorsOn;
        if (!anchorsOn)
            this.pageRefs.pushId = undefined;
    }
    /**
     * A reader for one file of the site as it is extracted (`file` relative to the site root), or
     * undefined when the check does not read that file. The pieces are the bundle's own memory, lent:
     * a file that comes in one piece is read at once, in place; one split across pieces is copied into
     * the one scratch buffer. Pages are read as bytes and never become strings (tokenizer.ts).
     */
    open(file, size) {
        if (!isChecked(file))
            return undefined;
        if (size > limits/* MAX_CHECKED_FILE_BYTES */.M) {
            this.notChecked.count++;
            note(this.notChecked.first, file);
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
                    this.scratch = Buffer.allocUnsafe(Math.min(limits/* MAX_CHECKED_FILE_BYTES */.M, Math.max(size, 2 * this.scratch.length)));
                }
                filled += piece.copy(this.scratch, filled);
            },
            end: () => {
                if (!read)
                    this.add(file, this.scratch.subarray(0, filled));
            }
        };
    }
    /** Forgets every page read so far (the download started over). */
    startOver() {
        this.sameFolder.clear();
        this.folder = '';
        this.folderPage = '';
        this.siteWide.clear();
        this.targets.clear();
        this.outside.clear();
        this.pageNames.clear();
        this.hosts.length = 0;
        this.hostNumbers.clear();
        this.page = '';
        this.pageNumber = -1;
        this.external.clear();
        this.ids.clear();
        this.anchors.clear();
        this.ownBroken.clear();
        this.baseAnchors.length = 0;
        this.redirects.clear();
        this.notChecked = { count: 0, first: [] };
        this.notJudged = 0;
        this.busyMs = 0;
    }
    /** Reads one page or stylesheet of the site (`file` relative to the site root). */
    add(file, bytes) {
        const started = Date.now();
        this.page = file;
        this.pageNumber = -1;
        if (/\.css$/i.test(file)) {
            for (const ref of (0,refs/* cssRefs */.qT)(bytes.toString('utf8')))
                this.judge(ref);
        }
        else {
            // One list for every page: the references die with the page, not the list.
            const refs = this.pageRefs;
            const base = this.reader.read(bytes, refs);
            this.keepIds(file, bytes, refs);
            for (let i = 0; i < refs.count; i++) {
                const ref = refs.items[i];
                this.judge(ref, base);
                if (ref.redirect)
                    this.keepRedirect(ref.url, base);
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
    finish(files, bytes, ignore = NO_PATTERNS) {
        const started = Date.now();
        const present = new byte_table/* ByteTable */.L1();
        let count = 0;
        let pages = 0;
        for (const file of files) {
            count++;
            if (/\.html?$/i.test(file))
                pages++;
            const length = this.pathBytes.write(file);
            const name = this.pathBytes.bytes;
            const hash = (0,byte_table/* hashBytes */.yi)(name, 0, length);
            if (present.find(name, 0, length, hash) === -1)
                present.add(name, 0, length, hash);
        }
        const broken = [];
        const hosted = { count: 0, markdown: 0, files: [], listed: [] };
        let ignored = 0;
        const site = this.siteHost ? `https://${this.siteHost.toLowerCase()}` : undefined;
        for (let entry = 0; entry < this.outside.size; entry++) {
            const target = this.outside.text(entry);
            if (ignore.matches(target))
                ignored++;
            else
                broken.push({ target, pages: this.pagesOf(this.outside, entry) });
        }
        const isPage = (sitePath) => (0,resolve/* candidates */.X)(sitePath).some((file) => /\.html?$/i.test(file) && this.isFile(present, file));
        for (let entry = 0; entry < this.targets.size; entry++) {
            if (this.served(present, entry))
                continue;
            const path = this.targets.text(entry);
            const target = `/${path}`;
            if (!ignore.empty && ignore.matches(target, ...(site ? [`${site}${target}`] : []))) {
                ignored++;
                continue;
            }
            if (!(0,hosting/* hostingOnly */.xB)(path, isPage)) {
                broken.push({ target, pages: this.pagesOf(this.targets, entry) });
                continue;
            }
            hosted.count++;
            if ((0,hosting/* isMarkdownVersion */.SU)(path))
                hosted.markdown++;
            else
                hosted.files.push(target);
            if (hosted.listed.length < limits/* LISTED_IN_LOG */.Dk) {
                hosted.listed.push({ target, pages: this.pagesOf(this.targets, entry) });
            }
        }
        const anchors = this.finishAnchors(present, ignore, site);
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
            pages,
            files: count,
            bytes,
            broken: broken.sort(byTarget),
            brokenAnchors: anchors.broken.sort(byTarget),
            anchorsNotJudged: anchors.notJudged,
            hosted: { ...hosted, files: hosted.files.sort(), listed: hosted.listed.sort(byTarget) },
            ignored,
            external: external.sort((a, b) => a.host.localeCompare(b.host)),
            notChecked: this.notChecked,
            notJudged: this.notJudged,
            durationMs: this.busyMs
        };
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
        hash.ofText(PAGE_READ);
        this.ids.add(hash.a, hash.b);
    }
    /** Keeps that the page being read redirects to `url` (an internal target it named). */
    keepRedirect(url, base) {
        const target = (0,resolve/* resolveRef */.q)(url, this.page, base, this.siteHost);
        if (target.type !== 'internal')
            return;
        const length = this.pathBytes.write(target.path);
        const entry = this.targets.find(this.pathBytes.bytes, 0, length);
        if (entry === -1)
            return;
        const name = Buffer.from(this.page, 'utf8');
        if (this.redirects.find(name, 0, name.length) !== -1)
            return;
        if (this.redirects.size >= this.maxTargets)
            return;
        this.redirects.setValue(this.redirects.add(name, 0, name.length), entry);
    }
    /** The target entry `file` redirects to, or -1. */
    redirectOf(file) {
        const name = Buffer.from(file, 'utf8');
        const entry = this.redirects.find(name, 0, name.length);
        return entry === -1 ? -1 : this.redirects.value(entry);
    }
    /**
     * Whether `file` (a page read) has an element `fragment` points at; undefined when that cannot be
     * judged (the page was not read, or redirects where `present` cannot say).
     */
    pageHas(file, fragment, present) {
        const hash = this.idHash;
        hash.page(file);
        hash.ofText(PAGE_READ);
        if (!this.ids.has(hash.a, hash.b))
            return undefined;
        const need = fragmentNeed(fragment);
        if (need.kind === 'none')
            return true;
        const redirect = this.redirectOf(file);
        if (redirect !== -1) {
            // One step: a redirect to a redirect is not followed.
            const next = present && this.servedFile(present, this.targets.text(redirect));
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
    /** A fragment of the page on itself (`#id`): judged now, its ids all known. */
    ownAnchor(fragment) {
        if (this.pageHas(this.page, fragment) !== false)
            return;
        const key = `${this.page}#${fragment}`;
        const length = this.keyBytes.write(key);
        const bytes = this.keyBytes.bytes;
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, 0, length);
        let entry = this.ownBroken.find(bytes, 0, length, hash);
        if (entry === -1) {
            if (this.ownBroken.size >= this.maxTargets) {
                this.notJudged++;
                return;
            }
            entry = this.ownBroken.add(bytes, 0, length, hash);
        }
        this.notePage(this.ownBroken, entry);
    }
    /**
     * `#x` under a `<base href>` leads to the base's document. It is judged as an anchor only, on this
     * page when the base is this page (or its folder), else on the base's page once all are read: it
     * never counted as a link (a rare case: kept as strings).
     */
    baseAnchor(base, fragment) {
        const target = (0,resolve/* resolveRef */.q)(base, this.page, undefined, this.siteHost);
        if (target.type !== 'internal')
            return;
        if ((0,resolve/* candidates */.X)(target.path).includes(this.page)) {
            this.ownAnchor(fragment);
            return;
        }
        if (this.baseAnchors.length >= this.maxTargets)
            this.notJudged++;
        else
            this.baseAnchors.push([target.path, fragment, this.page]);
    }
    /** A fragment on the target `entry` (internal): looked up once every page is read. */
    pendAnchor(entry, fragment, start, end) {
        if (!this.anchorsOn)
            return;
        const length = 4 + end - start;
        const key = this.keyBytes.reserve(length);
        key.writeInt32LE(entry, 0);
        key.set(fragment.subarray(start, end), 4);
        const hash = (0,byte_table/* hashBytes */.yi)(key, 0, length);
        let found = this.anchors.find(key, 0, length, hash);
        if (found === -1) {
            if (this.anchors.size >= this.maxTargets ||
                this.anchors.keyBytes + length > this.maxTargetBytes) {
                this.notJudged++;
                return;
            }
            found = this.anchors.add(key, 0, length, hash);
        }
        this.notePage(this.anchors, found);
    }
    /**
     * Judges the fragments on other pages, now that every page's ids are known, and gathers the broken
     * ones with those of pages on themselves: one finding per page file and fragment.
     */
    finishAnchors(present, ignore, site) {
        const found = new Map();
        let notJudged = 0;
        let ignored = 0;
        const report = (file, fragment, target, pages) => {
            if (!ignore.empty && ignore.matches(target, ...(site ? [`${site}${target}`] : []))) {
                ignored++;
                return;
            }
            const key = `${file}#${fragment}`;
            const known = found.get(key);
            if (!known)
                found.set(key, { target, pages });
            else
                for (const page of pages)
                    note(known.pages, page);
        };
        /**
         * A fragment on the site path `path`: a target that is no file is a broken link already; one on
         * a file that is no page (an image, a PDF) or on a page not read is not judged.
         */
        const judge = (path, fragment, pages) => {
            const file = this.servedFile(present, path);
            if (file === undefined)
                return;
            const has = /\.html?$/i.test(file) ? this.pageHas(file, fragment, present) : undefined;
            if (has === undefined)
                notJudged++;
            else if (!has)
                report(file, fragment, `/${path}#${fragment}`, pages());
        };
        for (let entry = 0; entry < this.ownBroken.size; entry++) {
            const key = this.ownBroken.text(entry);
            const at = key.indexOf('#');
            const file = key.slice(0, at);
            const fragment = key.slice(at + 1);
            report(file, fragment, `${pageTarget(file)}#${fragment}`, this.pagesOf(this.ownBroken, entry));
        }
        for (let entry = 0; entry < this.anchors.size; entry++) {
            const length = this.anchors.keyLength(entry);
            const key = this.keyBytes.reserve(length);
            this.anchors.copyKey(entry, key, 0);
            const target = key.readInt32LE(0);
            const fragment = key.toString('utf8', 4, length);
            judge(this.targets.text(target), fragment, () => this.pagesOf(this.anchors, entry));
        }
        for (const [path, fragment, page] of this.baseAnchors)
            judge(path, fragment, () => [page]);
        return { broken: [...found.values()], notJudged, ignored };
    }
    /** Which file a static host serves for the site path `path` (as served() tries them). */
    servedFile(present, path) {
        return (0,resolve/* candidates */.X)(path).find((file) => this.isFile(present, file));
    }
    /** Whether the site has `file`. */
    isFile(present, file) {
        const length = this.pathBytes.write(file);
        return present.find(this.pathBytes.bytes, 0, length) !== -1;
    }
    /** What the anchors keep: ids, and fragments on other pages waiting for the end (bench). */
    anchorMemory() {
        return {
            ids: this.ids.size,
            idBytes: this.ids.bytes,
            pending: this.anchors.size,
            pendingKeyBytes: this.anchors.keyBytes
        };
    }
    /** Starts over the folder's cache when the page is in another folder than the last. */
    enterFolder() {
        const page = this.page;
        if (page === this.folderPage)
            return;
        const folder = page.slice(0, page.lastIndexOf('/') + 1);
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
                    this.baseAnchor(base, ref.url.slice(1));
                return;
            }
            const entry = this.recordTarget((0,resolve/* resolveRef */.q)(ref.url, this.page, base, this.siteHost), ref.kind);
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
        if (bytes[start] === HASH) {
            if (!this.anchorsOn)
                return;
            this.ownAnchor(url?.slice(1) ?? bytes.toString('latin1', start + 1, end));
            return;
        }
        // A fragment or a query never changes the file a reference leads to: one entry serves them all.
        const cut = keyEnd(bytes, start, end);
        const cache = keyClass(bytes, start, cut);
        if (cache === UNCACHED) {
            url ??= bytes.toString('latin1', start, end);
            const entry = this.recordTarget((0,resolve/* resolveRef */.q)(url, this.page, undefined, this.siteHost), kind);
            this.pendFragmentOf(entry, url);
            return;
        }
        let table = this.siteWide;
        if (cache === SAME_FOLDER) {
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
        const target = (0,resolve/* resolveRef */.q)(cache === SITE_WIDE ? url : url.slice(0, url.search(/[#?]|$/)), this.page, undefined, this.siteHost);
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
        while (at < end && bytes[at] !== HASH)
            at++;
        if (at < end)
            this.pendAnchor(code >> 2, bytes, at + 1, end);
    }
    /** The fragment of `url`, if it has one, on the internal target `entry` (-1: none). */
    pendFragmentOf(entry, url) {
        const hashAt = url.indexOf('#');
        if (entry === -1 || hashAt === -1)
            return;
        const bytes = Buffer.from(url.slice(hashAt + 1), 'utf8');
        this.pendAnchor(entry, bytes, 0, bytes.length);
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
    /**
     * Whether a static host serves a target from the files: candidates() (resolve.ts) on bytes: a
     * folder (or the root) by its index.html; any other path as it is, with .html, or as a folder.
     */
    served(present, entry) {
        const length = this.targets.keyLength(entry);
        const path = this.pathBytes.reserve(length + INDEX_HTML.length + 1);
        this.targets.copyKey(entry, path, 0);
        const has = (end) => present.find(path, 0, end) !== -1;
        const append = (at, text) => at + path.write(text, at, 'latin1');
        if (length === 0 || path[length - 1] === SLASH)
            return has(append(length, INDEX_HTML));
        return has(length) || has(append(length, '.html')) || has(append(length, `/${INDEX_HTML}`));
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
            this.notePage(type === INTERNAL ? this.targets : this.outside, code >> 2);
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
        this.notePage(table, entry);
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
        note(seen.pages, this.page);
    }
    /** Names the page among a target's first pages, if there is room and it is not there yet. */
    notePage(table, entry) {
        const count = table.value(entry);
        if (count === PAGES_PER_FINDING)
            return;
        let page = this.pageNumber;
        if (page === -1)
            page = this.pageNumber = this.numberPage();
        for (let i = 1; i <= count; i++)
            if (table.value(entry, i) === page)
                return;
        table.setValue(entry, page, count + 1);
        table.setValue(entry, count + 1);
    }
    numberPage() {
        const name = Buffer.from(this.page, 'utf8');
        const known = this.pageNames.find(name, 0, name.length);
        return known !== -1 ? known : this.pageNames.add(name, 0, name.length);
    }
    pagesOf(table, entry) {
        const pages = [];
        for (let i = 1; i <= table.value(entry); i++)
            pages.push(this.pageNames.text(table.value(entry, i)));
        return pages;
    }
}


/***/ }),

/***/ 8850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xh: () => (/* binding */ PageReader)
});

// UNUSED EXPORTS: htmlRefs, scanPage

// EXTERNAL MODULE: ./src/export/site-check/refs.ts
var refs = __webpack_require__(9143);
;// CONCATENATED MODULE: ./src/export/site-check/tokenizer.ts
/**
 * htmlparser2's Tokenizer (version 12) for the one way the site check uses it: HTML, entities not
 * decoded, self-closing tags not recognized, the whole page in one buffer. The states, their order and
 * the callbacks they make are the Tokenizer's, so the events are the same; what differs is speed. It
 * reads the page's UTF-8 bytes, not a decoded string: every character a state looks for is ASCII, and
 * no byte of a multi-byte UTF-8 character is, so the events are the Tokenizer's at byte offsets, and a
 * page never becomes a large string for the garbage collector to carry. The
 * Tokenizer steps through every character with a method call and a switch on its state; here one loop
 * keeps the state in locals and jumps with indexOf over the runs where a state only waits for
 * one character (text, attribute values, comments, raw text). Written by hand because no library
 * tokenizes HTML this way; __tests__/export/site-check/tokenizer.test.ts compares every event with the
 * Tokenizer's on generated, mutated and real pages.
 */
// The Tokenizer's states, as plain numbers so that every build compares literals in the hot loop.
const Text = 0;
const BeforeTagName = 1;
const InTagName = 2;
const InSelfClosingTag = 3;
const BeforeClosingTagName = 4;
const InClosingTagName = 5;
const AfterClosingTagName = 6;
const BeforeAttributeName = 7;
const InAttributeName = 8;
const AfterAttributeName = 9;
const BeforeAttributeValue = 10;
const InAttributeValueDq = 11;
const InAttributeValueSq = 12;
const InAttributeValueNq = 13;
const BeforeDeclaration = 14;
const InDeclaration = 15;
const BeforeComment = 16;
const CDATASequence = 17;
const DeclarationSequence = 18;
const InSpecialComment = 19;
const InCommentLike = 20;
const SpecialStartSequence = 21;
const InSpecialTag = 22;
const InPlainText = 23;
const codes = (text) => [...text].map((c) => c.charCodeAt(0));
const CDATA = codes('CDATA[');
const CDATA_END = codes(']]>');
const COMMENT_END = codes('--!>');
const DOCTYPE = codes('doctype');
const SCRIPT_END = codes('</script');
const STYLE_END = codes('</style');
const TITLE_END = codes('</title');
const TEXTAREA_END = codes('</textarea');
const NOEMBED_END = codes('</noembed');
const NOFRAMES_END = codes('</noframes');
const PLAINTEXT = codes('</plaintext');
/** The Tokenizer's special-tag sequences, indexed by the lower-cased first letter of the tag name. */
const SPECIAL = [];
for (const seq of [
    codes('</iframe'),
    NOEMBED_END,
    PLAINTEXT,
    SCRIPT_END,
    TITLE_END,
    codes('</xmp')
]) {
    SPECIAL[seq[2]] = seq;
}
const NONE = [];
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const DQ = 0x22;
const SQ = 0x27;
const DASH = 0x2d;
function isWhitespace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}
function isEndOfTagSection(c) {
    return c === SLASH || c === GT || isWhitespace(c);
}
function isAlpha(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}
/** Quote types as the Tokenizer reports them to onattribend. */
const NO_VALUE = 0;
const UNQUOTED = 1;
const SINGLE = 2;
const DOUBLE = 3;
/**
 * The first `byte` at or after `from`, or -1. Most runs between markup are short (a code token, an
 * attribute value): a loop finds those before a call into Buffer#indexOf, which costs more than the
 * loop over a few bytes but scans long runs at memory speed.
 */
function find(html, byte, from) {
    const near = Math.min(html.length, from + 64);
    for (let i = from; i < near; i++)
        if (html[i] === byte)
            return i;
    return near === html.length ? -1 : html.indexOf(byte, near);
}
/** Where `(c | 0x20) === 0x3c` first holds from `from`: `<`, or the control character 0x1c. */
function nextLtLike(html, from) {
    const lt = find(html, LT, from);
    const fs = find(html, 0x1c, from);
    if (fs === -1)
        return lt;
    return lt === -1 ? fs : Math.min(lt, fs);
}
function tokenize(html, cbs) {
    const length = html.length;
    /** Whether the attribute being read is reported (its name was, always). */
    let attributeWanted = true;
    let state = Text;
    let sectionStart = 0;
    let index = 0;
    let isSpecial = false;
    let sequence = NONE;
    let sequenceIndex = 0;
    /** The byte at `index`; a state entered without consuming it (`continue again`) reads it again. */
    let c = 0;
    for (; index < length; index++) {
        c = html[index];
        // `again` stands for the Tokenizer calling another state's method with the same character.
        again: for (;;) {
            switch (state) {
                case Text: {
                    if (c !== LT) {
                        const found = find(html, LT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    if (index > sectionStart && cbs.textWanted !== false)
                        cbs.ontext(sectionStart, index);
                    state = BeforeTagName;
                    sectionStart = index;
                    break again;
                }
                case InPlainText:
                    index = length - 1;
                    break again;
                case SpecialStartSequence: {
                    const lower = c | 0x20;
                    if (sequenceIndex < sequence.length) {
                        if (lower === sequence[sequenceIndex]) {
                            sequenceIndex++;
                            break again;
                        }
                        if (sequenceIndex === 3) {
                            if (sequence === SCRIPT_END && lower === STYLE_END[3]) {
                                sequence = STYLE_END;
                                sequenceIndex = 4;
                                break again;
                            }
                            if (sequence === TITLE_END && lower === TEXTAREA_END[3]) {
                                sequence = TEXTAREA_END;
                                sequenceIndex = 4;
                                break again;
                            }
                        }
                        else if (sequenceIndex === 4 &&
                            sequence === NOEMBED_END &&
                            lower === NOFRAMES_END[4]) {
                            sequence = NOFRAMES_END;
                            sequenceIndex = 5;
                            break again;
                        }
                    }
                    else if (isEndOfTagSection(c)) {
                        sequenceIndex = 0;
                        state = InTagName;
                        continue again;
                    }
                    isSpecial = false;
                    sequence = NONE;
                    sequenceIndex = 0;
                    state = InTagName;
                    continue again;
                }
                case InSpecialTag: {
                    if (sequenceIndex === sequence.length) {
                        if (isEndOfTagSection(c)) {
                            const endOfText = index - sequence.length;
                            if (sectionStart < endOfText && cbs.textWanted !== false) {
                                cbs.ontext(sectionStart, endOfText);
                            }
                            isSpecial = false;
                            sectionStart = endOfText + 2;
                            state = InClosingTagName;
                            continue again;
                        }
                        sequenceIndex = 0;
                    }
                    if ((c | 0x20) === sequence[sequenceIndex]) {
                        sequenceIndex += 1;
                    }
                    else if (sequenceIndex === 0) {
                        if (sequence === TITLE_END || sequence === TEXTAREA_END) {
                            // RCDATA: with entities not decoded, only a character that matches `<` counts.
                            const found = nextLtLike(html, index + 1);
                            if (found === -1) {
                                index = length - 1;
                                break again;
                            }
                            index = found;
                            sequenceIndex = 1;
                        }
                        else {
                            const found = find(html, LT, index + 1);
                            if (found === -1) {
                                index = length - 1;
                                break again;
                            }
                            index = found;
                            sequenceIndex = 1;
                        }
                    }
                    else {
                        sequenceIndex = Number(c === LT);
                    }
                    break again;
                }
                case CDATASequence: {
                    if (c === CDATA[sequenceIndex]) {
                        if (++sequenceIndex === CDATA.length) {
                            state = InCommentLike;
                            sequence = CDATA_END;
                            sequenceIndex = 0;
                            sectionStart = index + 1;
                        }
                        break again;
                    }
                    sequenceIndex = 0;
                    state = InSpecialComment;
                    continue again;
                }
                case DeclarationSequence: {
                    if (sequenceIndex === sequence.length) {
                        state = InDeclaration;
                        continue again;
                    }
                    if ((c | 0x20) === sequence[sequenceIndex]) {
                        sequenceIndex += 1;
                    }
                    else if (c === GT) {
                        cbs.oncomment(sectionStart, index, 0);
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else {
                        state = InSpecialComment;
                    }
                    break again;
                }
                case InAttributeValueDq:
                case InAttributeValueSq: {
                    const quote = state === InAttributeValueDq ? DQ : SQ;
                    if (c !== quote) {
                        const found = find(html, quote, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    if (attributeWanted) {
                        cbs.onattribdata(sectionStart, index);
                        cbs.onattribend(quote === DQ ? DOUBLE : SINGLE, index + 1);
                    }
                    sectionStart = -1;
                    state = BeforeAttributeName;
                    break again;
                }
                case InAttributeName: {
                    // Every other character only lengthens the name.
                    while (c !== EQ && !isEndOfTagSection(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    attributeWanted = cbs.onattribname(sectionStart, index) !== false;
                    sectionStart = index;
                    state = AfterAttributeName;
                    continue again;
                }
                case InCommentLike: {
                    if (sequence === COMMENT_END &&
                        sequenceIndex <= 1 &&
                        index === sectionStart + sequenceIndex &&
                        c === GT) {
                        cbs.oncomment(sectionStart, index, sequenceIndex);
                        sequenceIndex = 0;
                        sectionStart = index + 1;
                        state = Text;
                    }
                    else if (sequence === COMMENT_END && sequenceIndex === 2 && c === GT) {
                        cbs.oncomment(sectionStart, index, 2);
                        sequenceIndex = 0;
                        sectionStart = index + 1;
                        state = Text;
                    }
                    else if (sequence === COMMENT_END &&
                        sequenceIndex === sequence.length - 1 &&
                        c !== GT) {
                        sequenceIndex = Number(c === DASH);
                    }
                    else if (c === sequence[sequenceIndex]) {
                        if (++sequenceIndex === sequence.length) {
                            if (sequence === CDATA_END)
                                cbs.oncdata(sectionStart, index, 2);
                            else
                                cbs.oncomment(sectionStart, index, 3);
                            sequenceIndex = 0;
                            sectionStart = index + 1;
                            state = Text;
                        }
                    }
                    else if (sequenceIndex === 0) {
                        const found = find(html, sequence[0], index + 1);
                        if (found === -1) {
                            index = length - 1;
                        }
                        else {
                            index = found;
                            sequenceIndex = 1;
                        }
                    }
                    else if (c !== sequence[sequenceIndex - 1]) {
                        sequenceIndex = 0;
                    }
                    break again;
                }
                case InSpecialComment: {
                    if (c !== GT) {
                        const found = find(html, GT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    cbs.oncomment(sectionStart, index, 0);
                    state = Text;
                    sectionStart = index + 1;
                    break again;
                }
                case BeforeAttributeName: {
                    while (isWhitespace(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    if (c === GT) {
                        cbs.onopentagend(index);
                        if (sequence === PLAINTEXT) {
                            sequence = NONE;
                            state = InPlainText;
                        }
                        else if (isSpecial) {
                            state = InSpecialTag;
                            sequenceIndex = 0;
                        }
                        else {
                            state = Text;
                        }
                        sectionStart = index + 1;
                    }
                    else if (c === SLASH) {
                        state = InSelfClosingTag;
                    }
                    else if (!isWhitespace(c)) {
                        state = InAttributeName;
                        sectionStart = index;
                    }
                    break again;
                }
                case InTagName: {
                    while (!isEndOfTagSection(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    cbs.onopentagname(sectionStart, index);
                    sectionStart = -1;
                    state = BeforeAttributeName;
                    continue again;
                }
                case InClosingTagName: {
                    while (!isEndOfTagSection(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    cbs.onclosetag(sectionStart, index);
                    sectionStart = -1;
                    state = AfterClosingTagName;
                    continue again;
                }
                case BeforeTagName: {
                    if (c === 0x21) {
                        state = BeforeDeclaration;
                        sectionStart = index + 1;
                    }
                    else if (c === 0x3f) {
                        state = InSpecialComment;
                        sectionStart = index;
                    }
                    else if (isAlpha(c)) {
                        sectionStart = index;
                        // The context is asked only where it decides something: a pure query, so the same.
                        let special = SPECIAL[c | 0x20];
                        if (special !== undefined && cbs.isInForeignContext?.())
                            special = undefined;
                        if (special === undefined) {
                            state = InTagName;
                        }
                        else {
                            isSpecial = true;
                            sequence = special;
                            sequenceIndex = 3;
                            state = SpecialStartSequence;
                        }
                    }
                    else if (c === SLASH) {
                        state = BeforeClosingTagName;
                    }
                    else {
                        state = Text;
                        continue again;
                    }
                    break again;
                }
                case AfterAttributeName: {
                    if (c === EQ) {
                        state = BeforeAttributeValue;
                    }
                    else if (c === SLASH || c === GT) {
                        if (attributeWanted)
                            cbs.onattribend(NO_VALUE, sectionStart);
                        sectionStart = -1;
                        state = BeforeAttributeName;
                        continue again;
                    }
                    else if (!isWhitespace(c)) {
                        if (attributeWanted)
                            cbs.onattribend(NO_VALUE, sectionStart);
                        state = InAttributeName;
                        sectionStart = index;
                    }
                    break again;
                }
                case BeforeAttributeValue: {
                    if (c === DQ) {
                        state = InAttributeValueDq;
                        sectionStart = index + 1;
                    }
                    else if (c === SQ) {
                        state = InAttributeValueSq;
                        sectionStart = index + 1;
                    }
                    else if (!isWhitespace(c)) {
                        sectionStart = index;
                        state = InAttributeValueNq;
                        continue again;
                    }
                    break again;
                }
                case BeforeClosingTagName: {
                    if (isWhitespace(c)) {
                        state = InSpecialComment;
                        sectionStart = index;
                    }
                    else if (c === GT) {
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else {
                        state = isAlpha(c) ? InClosingTagName : InSpecialComment;
                        sectionStart = index;
                    }
                    break again;
                }
                case AfterClosingTagName: {
                    if (c !== GT) {
                        const found = find(html, GT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    state = Text;
                    sectionStart = index + 1;
                    break again;
                }
                case InAttributeValueNq: {
                    while (!isWhitespace(c) && c !== GT) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    if (attributeWanted) {
                        cbs.onattribdata(sectionStart, index);
                        cbs.onattribend(UNQUOTED, index);
                    }
                    sectionStart = -1;
                    state = BeforeAttributeName;
                    continue again;
                }
                case InSelfClosingTag: {
                    if (c === GT) {
                        cbs.onselfclosingtag(index);
                        sectionStart = index + 1;
                        // Self-closing tags are not recognized: a special tag still enters its body.
                        if (sequence === PLAINTEXT) {
                            sequence = NONE;
                            state = InPlainText;
                        }
                        else if (isSpecial) {
                            state = InSpecialTag;
                            sequenceIndex = 0;
                        }
                        else {
                            state = Text;
                        }
                    }
                    else if (!isWhitespace(c)) {
                        state = BeforeAttributeName;
                        continue again;
                    }
                    break again;
                }
                case InDeclaration: {
                    if (c !== GT) {
                        const found = find(html, GT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    cbs.ondeclaration(sectionStart, index);
                    state = Text;
                    sectionStart = index + 1;
                    break again;
                }
                case BeforeDeclaration: {
                    if (c === 0x5b) {
                        state = CDATASequence;
                        sequenceIndex = 0;
                    }
                    else if ((c | 0x20) === DOCTYPE[0]) {
                        state = DeclarationSequence;
                        sequence = DOCTYPE;
                        sequenceIndex = 1;
                    }
                    else if (c === GT) {
                        cbs.oncomment(sectionStart, index, 0);
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else if (c === DASH) {
                        state = BeforeComment;
                    }
                    else {
                        state = InSpecialComment;
                    }
                    break again;
                }
                case BeforeComment: {
                    if (c === DASH) {
                        state = InCommentLike;
                        sequence = COMMENT_END;
                        sequenceIndex = 0;
                        sectionStart = index + 1;
                    }
                    else if (c === GT) {
                        cbs.oncomment(sectionStart, index, 0);
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else {
                        state = InSpecialComment;
                    }
                    break again;
                }
            }
        }
    }
    // The Tokenizer's cleanup after its parse loop, then finish().
    if (sectionStart !== index) {
        if (state === Text ||
            state === InPlainText ||
            (state === InSpecialTag && sequenceIndex === 0)) {
            if (cbs.textWanted !== false)
                cbs.ontext(sectionStart, index);
            sectionStart = index;
        }
        else if (state === InAttributeValueDq ||
            state === InAttributeValueSq ||
            state === InAttributeValueNq) {
            if (attributeWanted)
                cbs.onattribdata(sectionStart, index);
            sectionStart = index;
        }
    }
    trailing(state, sectionStart, sequence, sequenceIndex, length, cbs);
    cbs.onend();
}
/** The Tokenizer's handleTrailingData: what an unfinished construct at the end of the page is. */
function trailing(state, sectionStart, sequence, sequenceIndex, end, cbs) {
    if (state === InCommentLike) {
        if (sequence === CDATA_END)
            cbs.oncomment(sectionStart - CDATA.length - 1, end, 0);
        else
            cbs.oncomment(sectionStart, end, Math.min(sequenceIndex, COMMENT_END.length - 1));
        return;
    }
    switch (state) {
        case BeforeDeclaration:
        case InSpecialComment:
        case BeforeComment:
        case CDATASequence:
            cbs.oncomment(sectionStart, end, 0);
            return;
        case DeclarationSequence:
            if (sequenceIndex !== DOCTYPE.length)
                cbs.oncomment(sectionStart, end, 0);
            return;
        case InDeclaration:
            return;
    }
    if (sectionStart >= end)
        return;
    switch (state) {
        case InTagName:
        case BeforeAttributeName:
        case BeforeAttributeValue:
        case AfterAttributeName:
        case InAttributeName:
        case InAttributeValueSq:
        case InAttributeValueDq:
        case InAttributeValueNq:
        case InClosingTagName:
            return;
        default:
            if (cbs.textWanted !== false)
                cbs.ontext(sectionStart, end);
    }
}

// EXTERNAL MODULE: ./src/util/byte-table.ts
var byte_table = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/export/site-check/html-refs.ts



/** Elements with no end tag: never open (htmlparser2's Parser's list). */
const VOID = new Set([
    'area',
    'base',
    'basefont',
    'br',
    'col',
    'command',
    'embed',
    'frame',
    'hr',
    'img',
    'input',
    'isindex',
    'keygen',
    'link',
    'meta',
    'param',
    'source',
    'track',
    'wbr'
]);
/** Inside these, SVG and MathML content is HTML again (htmlparser2's Parser's list). */
const INTEGRATION = new Set([
    'mi',
    'mo',
    'mn',
    'ms',
    'mtext',
    'annotation-xml',
    'foreignObject',
    'desc',
    'title'
]);
const HTML = 0;
const FOREIGN = 1;
const SVG = 2;
const NO_ATTRIBUTES = Object.freeze((0,refs/* noUrlAttributes */.kO)());
const EMPTY = Buffer.alloc(0);
const NOWHERE = { push: () => undefined };
const ATTRIBUTE_NAMES = [...refs/* URL_ATTRIBUTES */.ST];
/** The attributes read, by length: most names are ruled out by it and their first letter. */
const BY_LENGTH = [];
for (const name of ATTRIBUTE_NAMES)
    (BY_LENGTH[name.length] ??= []).push(name);
/**
 * The attribute read that `html` spells at start..end in any case, without slicing it. The names are
 * ASCII letters, and the only other character whose lower case is an ASCII letter is the Kelvin
 * sign (k), which none of them has: comparing A-Z folded is what toLowerCase() would give.
 */
function attributeAt(html, start, end) {
    const names = BY_LENGTH[end - start];
    if (names === undefined)
        return undefined;
    const first = html[start] | 0x20;
    next: for (let n = 0; n < names.length; n++) {
        const name = names[n];
        if (name.charCodeAt(0) !== first)
            continue;
        for (let i = 1; i < name.length; i++) {
            const c = html[start + i];
            if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(i))
                continue next;
        }
        return name;
    }
    return undefined;
}
/**
 * Texts by the bytes that spell them: a page spells a few tag names and `rel` values thousands of
 * times, and each spelling is decoded once. Bounded, since a page can make up any number of them.
 */
class Spellings {
    max;
    decode;
    table = new byte_table/* ByteTable */.L1();
    texts = [];
    constructor(max, decode) {
        this.max = max;
        this.decode = decode;
    }
    get(bytes, start, end) {
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, start, end);
        const entry = this.table.find(bytes, start, end, hash);
        if (entry !== -1)
            return this.texts[entry];
        const text = this.decode(bytes, start, end);
        if (this.table.size < this.max) {
            this.table.add(bytes, start, end, hash);
            this.texts.push(text);
        }
        return text;
    }
}
/**
 * Tag names of four ASCII letters at most (most of a page's: a, p, div, span, code, li, td), lower
 * case, by their bytes packed with their length into an integer small enough for V8 not to box.
 */
const SHORT_NAMES = new Map();
const MAX_SHORT_NAMES = 1024;
/** Tag names, lower case as toLowerCase() gives them, by their spelling in the page. */
const TAG_NAMES = new Spellings(1024, (bytes, start, end) => bytes.toString('utf8', start, end).toLowerCase());
/** `rel` and `as` values, as written. */
const LINK_VALUES = new Spellings(256, (bytes, start, end) => bytes.toString('utf8', start, end));
/** Unsets every value of an attribute record, keeping its shape. */
function clear(attrs) {
    for (let i = 0; i < ATTRIBUTE_NAMES.length; i++)
        attrs[ATTRIBUTE_NAMES[i]] = undefined;
}
/** Whether a tag's record holds no attribute tagRefs reads besides href and src (rel and as name a kind). */
function onlyUrls(attrs) {
    return (attrs.style === undefined &&
        attrs.srcset === undefined &&
        attrs.imagesrcset === undefined &&
        attrs.poster === undefined &&
        attrs.data === undefined);
}
/** The whitespace String#trim removes that is ASCII. */
function isSpace(c) {
    return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}
/** Whether the bytes at `start` are `name` (a tag name as the stack holds it) exactly. */
function spells(html, start, name) {
    for (let i = 0; i < name.length; i++) {
        const c = name.charCodeAt(i);
        // A name with other than ASCII is compared the slow way, decoded.
        if (c >= 0x80 || html[start + i] !== c)
            return false;
    }
    return true;
}
/** Whether a style value could hold url( or @import, or an entity that decodes to either. */
function mayReference(html, start, end) {
    for (let i = start; i < end; i++) {
        const c = html[i];
        if (c === 0x28 || c === 0x40 || c === 0x26)
            return true;
    }
    return false;
}
/** Whether the bytes hold an `&`, which may start an entity. */
function hasEntity(html, start, end) {
    for (let i = start; i < end; i++)
        if (html[i] === 0x26)
            return true;
    return false;
}
/**
 * The references of one page, from the Tokenizer's events. Its Parser builds, for every
 * start tag, a lower-cased name and an object of all attributes joined from slices, and keeps the
 * element stack with the HTML rules for implied end tags. References need less: the name, the few
 * attributes that hold a URL (only those are sliced), `<style>` text, and the one piece of the stack the Tokenizer asks for, whether it is
 * inside SVG or MathML (there `<style>` and `<script>` hold markup, CDATA is text, and `<x/>`
 * closes). That part follows the Parser's rules: the open elements, void elements, the HTML
 * integration points, `image` read as `img`, and every element closed at the end of the page. Not
 * followed: the end tags the Parser implies (a `<p>` closing an open `<p>`), which change only which
 * element a stray end tag closes, and the case of SVG names other than `foreignObject`, which
 * matters only to an end tag in another context than its start tag. refs.test.ts compares the two.
 */
class PageScanner {
    base;
    /** Open elements, innermost last. */
    stack = [];
    /** What each open element that changes it made the content: HTML, SVG or other foreign. */
    contexts = [HTML];
    tag = '';
    attrs;
    /**
     * The one record of attribute values, filled for a tag, read by tagRefs and cleared: a page has
     * hundreds of tags with one, and a record each would be most of what the check allocates.
     */
    record = (0,refs/* noUrlAttributes */.kO)();
    /** The attribute whose value is arriving, when it is one that is read; else ''. */
    attribute = '';
    value = '';
    /** Inside a `<style>` element, whose text is read: the only text asked of the tokenizer. */
    textWanted = false;
    styleText = '';
    /** The tag has had a style attribute: as with every attribute, only the first counts. */
    styleSeen = false;
    /**
     * A value that arrived in one piece, not yet sliced (start; -1 when there is none): an href or
     * src (most are links judged before, which the check looks up by their bytes), or a style with
     * nothing to find (most are colours). A second piece slices it.
     */
    pieceStart = -1;
    pieceEnd = -1;
    /** The tag's href and src as such pieces; -1 when unset or held as a string in the record. */
    hrefStart = -1;
    hrefEnd = -1;
    srcStart = -1;
    srcEnd = -1;
    html = EMPTY;
    refs = NOWHERE;
    /** Makes the scanner ready for a page, as a new one: pages are read one after another by one. */
    start(html, refs) {
        this.html = html;
        this.refs = refs;
        this.base = undefined;
        this.stack.length = 0;
        this.contexts.length = 1;
        this.tag = '';
        if (this.attrs)
            clear(this.attrs);
        this.attrs = undefined;
        this.attribute = '';
        this.value = '';
        this.textWanted = false;
        this.styleText = '';
        this.styleSeen = false;
        this.pieceStart = -1;
        this.hrefStart = -1;
        this.srcStart = -1;
    }
    /** Where the tag being read starts (its name), for a sink that locates references. */
    tagStart = 0;
    /** Where the `<style>` being read started. */
    styleStart = 0;
    /** The tag's first `id` (or `<a name>`) was reported: as with every attribute, only the first counts. */
    idSeen = false;
    nameSeen = false;
    /** Lets go of the page, which is the bundle's memory, lent. */
    done() {
        this.html = EMPTY;
        this.refs = NOWHERE;
        this.styleText = '';
        this.value = '';
    }
    isInForeignContext() {
        return this.context() !== HTML;
    }
    onopentagname(start, end) {
        this.tagStart = start;
        const name = this.tagName(start, end);
        // A tag always ends before the next starts; should one not have, its values go with it.
        if (this.attrs)
            clear(this.attrs);
        this.attrs = undefined;
        this.styleSeen = false;
        this.idSeen = false;
        this.nameSeen = false;
        this.hrefStart = -1;
        this.srcStart = -1;
        // As the Parser (and the HTML standard): a <form> inside a form is dropped, attributes and all.
        this.tag = name === 'form' && this.stack.includes('form') ? '' : name;
        if (this.tag === '' || VOID.has(name))
            return;
        this.stack.push(name);
        if (name === 'svg')
            this.contexts.push(SVG);
        else if (name === 'math')
            this.contexts.push(FOREIGN);
        else if (INTEGRATION.has(name))
            this.contexts.push(HTML);
    }
    /** Whether the attribute is one that is read: the tokenizer reports the value of no other. */
    onattribname(start, end) {
        this.attribute = this.idAt(start, end) || (attributeAt(this.html, start, end) ?? '');
        this.value = '';
        this.pieceStart = -1;
        return this.attribute !== '';
    }
    onattribdata(start, end) {
        const attribute = this.attribute;
        if (!attribute)
            return;
        if (this.value === '' && this.pieceStart === -1) {
            const kept = attribute === 'href' ||
                attribute === 'src' ||
                attribute === 'id' ||
                attribute === 'name' ||
                (attribute === 'style' && !mayReference(this.html, start, end));
            if (kept) {
                this.pieceStart = start;
                this.pieceEnd = end;
                return;
            }
        }
        if (this.pieceStart !== -1) {
            this.value += this.text(this.pieceStart, this.pieceEnd);
            this.pieceStart = -1;
        }
        if (this.value === '' && (attribute === 'rel' || attribute === 'as')) {
            this.value = LINK_VALUES.get(this.html, start, end);
        }
        else {
            this.value += this.text(start, end);
        }
    }
    onattribentity() {
        // Entities are decoded by tagRefs, in the values it reads (decodeEntities is off).
    }
    onattribend() {
        if (!this.attribute)
            return;
        const piece = this.pieceStart;
        this.pieceStart = -1;
        if (this.attribute === 'id' || this.attribute === 'name') {
            const id = this.attribute === 'id';
            if (!(id ? this.idSeen : this.nameSeen)) {
                if (id)
                    this.idSeen = true;
                else
                    this.nameSeen = true;
                this.anchor(piece, this.pieceEnd);
            }
            this.attribute = '';
            return;
        }
        if (this.attribute === 'href' || this.attribute === 'src') {
            // As a browser, and htmlparser2: the first of two same-named attributes counts.
            const href = this.attribute === 'href';
            if ((href ? this.hrefStart : this.srcStart) !== -1) {
                this.attribute = '';
                return;
            }
            if (piece !== -1 && this.record[this.attribute] === undefined) {
                if (href) {
                    this.hrefStart = piece;
                    this.hrefEnd = this.pieceEnd;
                }
                else {
                    this.srcStart = piece;
                    this.srcEnd = this.pieceEnd;
                }
                this.attribute = '';
                return;
            }
        }
        if (this.attribute === 'style') {
            const inert = piece !== -1;
            const first = !this.styleSeen;
            this.styleSeen = true;
            // A style value with nothing to find adds nothing, but still makes later ones not count.
            if (inert || !first) {
                this.attribute = '';
                return;
            }
        }
        // As a browser, and htmlparser2: the first of two same-named attributes counts.
        this.attrs ??= this.record;
        this.attrs[this.attribute] ??= this.value;
        this.attribute = '';
    }
    onopentagend() {
        this.endStartTag();
    }
    onselfclosingtag() {
        // `<x/>` closes x only in SVG and MathML; in HTML it is a start tag.
        const name = this.tag;
        this.endStartTag();
        if (this.isInForeignContext() && this.stack[this.stack.length - 1] === name)
            this.pop();
    }
    onclosetag(start, end) {
        // Most end tags close the innermost element and are spelled as it was: no slice for those.
        const innermost = this.stack[this.stack.length - 1];
        if (innermost !== undefined &&
            innermost !== 'image' &&
            end - start === innermost.length &&
            spells(this.html, start, innermost)) {
            this.pop();
            return;
        }
        const at = this.stack.lastIndexOf(this.tagName(start, end));
        if (at === -1)
            return;
        while (this.stack.length > at)
            this.pop();
    }
    ontext(start, end) {
        if (this.textWanted)
            this.styleText += this.text(start, end);
    }
    ontextentity() {
        // Not emitted: decodeEntities is off.
    }
    oncdata(start, end, offset) {
        // CDATA is text in SVG and MathML, a comment in HTML.
        if (this.isInForeignContext())
            this.ontext(start, end - offset);
    }
    oncomment() { }
    ondeclaration() { }
    onprocessinginstruction() { }
    onend() {
        while (this.stack.length > 0)
            this.pop();
    }
    context() {
        return this.contexts[this.contexts.length - 1];
    }
    /**
     * `id` on any element, `name` on `<a>`, when the sink takes ids: what a fragment can point at. An
     * empty value names nothing.
     */
    idAt(start, end) {
        if (!this.refs.pushId || this.tag === '')
            return '';
        const html = this.html;
        const length = end - start;
        const c0 = html[start] | 0x20;
        if (length === 2 && c0 === 0x69 && (html[start + 1] | 0x20) === 0x64)
            return 'id';
        if (length === 4 &&
            this.tag === 'a' &&
            c0 === 0x6e &&
            (html[start + 1] | 0x20) === 0x61 &&
            (html[start + 2] | 0x20) === 0x6d &&
            (html[start + 3] | 0x20) === 0x65) {
            return 'name';
        }
        return '';
    }
    /** Reports an id or name: its bytes when the value came in one piece (no entity), else its text. */
    anchor(piece, pieceEnd) {
        const sink = this.refs;
        if (piece !== -1 && this.value === '') {
            if (!hasEntity(this.html, piece, pieceEnd)) {
                if (pieceEnd > piece)
                    sink.pushId?.(piece, pieceEnd);
                return;
            }
        }
        const text = (0,refs/* attributeText */.o$)(piece !== -1 && this.value === '' ? this.text(piece, pieceEnd) : this.value);
        if (text !== '')
            sink.pushId?.(0, 0, text);
    }
    /** The Parser's name: lower case; `foreignObject` as SVG spells it; `image` is `img` in HTML. */
    tagName(start, end) {
        const name = this.lowerName(start, end);
        if (name === 'foreignobject') {
            const svg = this.context() === SVG;
            if (svg || (this.contexts.length > 1 && this.stack.includes('foreignObject'))) {
                return 'foreignObject';
            }
        }
        if (name === 'image' && this.context() === HTML)
            return 'img';
        return name;
    }
    /** The tag name lower-cased, as toLowerCase() gives it: for ASCII, A-Z folded. */
    lowerName(start, end) {
        const length = end - start;
        if (length > 4 || length === 0)
            return TAG_NAMES.get(this.html, start, end);
        const html = this.html;
        let key = length - 1;
        for (let i = start; i < end; i++) {
            let c = html[i];
            if (c >= 0x80)
                return TAG_NAMES.get(html, start, end);
            if (c >= 0x41 && c <= 0x5a)
                c |= 0x20;
            key = (key << 7) | c;
        }
        let name = SHORT_NAMES.get(key);
        if (name === undefined) {
            name = this.text(start, end).toLowerCase();
            if (SHORT_NAMES.size < MAX_SHORT_NAMES)
                SHORT_NAMES.set(key, name);
        }
        return name;
    }
    /** The page's text from start to end; ranges never cut a character (they end at ASCII bytes). */
    text(start, end) {
        return this.html.toString('utf8', start, end);
    }
    endStartTag() {
        const name = this.tag;
        const attrs = this.attrs ?? NO_ATTRIBUTES;
        const { hrefStart, srcStart } = this;
        this.tag = '';
        this.attrs = undefined;
        this.hrefStart = -1;
        this.srcStart = -1;
        if (name === '') {
            if (attrs !== NO_ATTRIBUTES)
                clear(attrs);
            return;
        }
        if (hrefStart !== -1 || srcStart !== -1) {
            if (name === 'base' || !onlyUrls(attrs)) {
                // Rare: the piece joins the record, for tagRefs to read with the rest in its order.
                const record = this.record;
                if (hrefStart !== -1)
                    record.href = this.text(hrefStart, this.hrefEnd);
                if (srcStart !== -1)
                    record.src = this.text(srcStart, this.srcEnd);
                return this.endTag(name, record);
            }
            // What tagRefs would make of a piece that is in no record is made here.
            this.refs.at?.(this.tagStart);
            if (hrefStart !== -1) {
                const kind = (0,refs/* hrefKind */._x)(name, attrs);
                if (kind)
                    this.url(hrefStart, this.hrefEnd, kind);
            }
            if (srcStart !== -1) {
                const kind = (0,refs/* srcKind */.hD)(name);
                if (kind)
                    this.url(srcStart, this.srcEnd, kind);
            }
        }
        this.endTag(name, attrs);
    }
    endTag(name, attrs) {
        if (name === 'base') {
            this.base ??= attrs.href === undefined ? undefined : (0,refs/* attributeText */.o$)(attrs.href);
        }
        else if (name === 'style') {
            this.textWanted = true;
            this.styleText = '';
            this.styleStart = this.tagStart;
        }
        // Every reference tagRefs finds is in an attribute it reads: a tag with none has none.
        if (attrs !== NO_ATTRIBUTES) {
            this.refs.at?.(this.tagStart);
            (0,refs/* tagRefs */.PD)(name, attrs, this.refs);
            clear(attrs);
        }
    }
    /**
     * The reference in the attribute value at start..end, as tagRefs reads one: its entities decoded
     * and trimmed. Plain ASCII with no entity is what it is: handed over as bytes when the sink takes
     * them, never decoded.
     */
    url(start, end, kind) {
        const html = this.html;
        let from = start;
        let to = end;
        while (from < to && isSpace(html[from]))
            from++;
        while (to > from && isSpace(html[to - 1]))
            to--;
        let plain = true;
        for (let i = from; i < to; i++) {
            const c = html[i];
            if (c === 0x26 || c >= 0x80) {
                plain = false;
                break;
            }
        }
        if (plain) {
            if (from === to)
                return;
            if (this.refs.pushPlain)
                this.refs.pushPlain(from, to, kind);
            else
                this.refs.push({ url: this.text(from, to), kind });
            return;
        }
        const url = (0,refs/* attributeText */.o$)(this.text(start, end)).trim();
        if (url !== '')
            this.refs.push({ url, kind });
    }
    pop() {
        const name = this.stack.pop();
        if (name === 'svg' || name === 'math' || INTEGRATION.has(name))
            this.contexts.pop();
        if (name === 'style' && this.textWanted) {
            this.textWanted = false;
            this.refs.at?.(this.styleStart);
            for (const ref of (0,refs/* cssRefs */.qT)(this.styleText))
                this.refs.push(ref);
        }
    }
}
/**
 * Every reference of one HTML page, and its `<base href>`, from the events of htmlparser2's Tokenizer
 * (tokenizer.ts; no regular expressions over HTML). The page is its UTF-8 bytes (a string is encoded
 * first); entities are decoded only in the attributes read.
 */
function htmlRefs(html) {
    const refs = [];
    return { refs, base: scanPage(typeof html === 'string' ? Buffer.from(html, 'utf8') : html, refs) };
}
/** Reads pages one after another with one scanner, whose stack and record are made once. */
class PageReader {
    scanner = new PageScanner();
    /** Hands every reference of one HTML page to `refs` as it is found; returns its `<base href>`. */
    read(html, refs) {
        const scanner = this.scanner;
        scanner.start(html, refs);
        try {
            tokenize(html, scanner);
            return scanner.base;
        }
        finally {
            scanner.done();
        }
    }
}
/** Hands every reference of one HTML page to `refs` as it is found; returns its `<base href>`. */
function scanPage(html, refs) {
    return new PageReader().read(html, refs);
}


/***/ }),

/***/ 9143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PD: () => (/* binding */ tagRefs),
/* harmony export */   ST: () => (/* binding */ URL_ATTRIBUTES),
/* harmony export */   _r: () => (/* binding */ RefList),
/* harmony export */   _x: () => (/* binding */ hrefKind),
/* harmony export */   hD: () => (/* binding */ srcKind),
/* harmony export */   kO: () => (/* binding */ noUrlAttributes),
/* harmony export */   o$: () => (/* binding */ attributeText),
/* harmony export */   qT: () => (/* binding */ cssRefs)
/* harmony export */ });
/* unused harmony exports srcsetUrls, refreshUrl */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9995);

/** Elements whose `src` holds a URL, and what loading it is (a Map: a tag may be named `constructor`). */
const SRC_KINDS = new Map([
    ['script', 'script'],
    ['img', 'image'],
    ['iframe', 'frame'],
    ['frame', 'frame'],
    ['source', 'media'],
    ['video', 'media'],
    ['audio', 'media'],
    ['track', 'media'],
    ['embed', 'object'],
    ['input', 'image']
]);
/** linkKind's answers by rel, then as: a page has the same few links in its head as every other. */
const LINK_KINDS = new Map();
function cachedLinkKind(rel, as) {
    let byAs = LINK_KINDS.get(rel);
    if (byAs === undefined) {
        byAs = new Map();
        if (LINK_KINDS.size < 256)
            LINK_KINDS.set(rel, byAs);
    }
    if (byAs.has(as))
        return byAs.get(as);
    const kind = linkKind(rel, as);
    if (byAs.size < 64)
        byAs.set(as, kind);
    return kind;
}
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
const SPACE = /[\t\n\f\r ]/;
/**
 * The URLs of a `srcset`, split as the HTML standard's "parse a srcset attribute" does: a URL is a
 * run of non-space characters and may hold commas (`data:` URLs, image CDNs' `w_400,c_scale`
 * segments); commas that end it are separators, and a descriptor runs to the next comma outside
 * parentheses. Written by hand: it is a dozen lines, and no small library follows the standard.
 */
function srcsetUrls(srcset) {
    const urls = [];
    const end = srcset.length;
    let at = 0;
    while (at < end) {
        while (at < end && (SPACE.test(srcset[at]) || srcset[at] === ','))
            at++;
        if (at >= end)
            break;
        const start = at;
        while (at < end && !SPACE.test(srcset[at]))
            at++;
        let url = srcset.slice(start, at);
        if (url.endsWith(',')) {
            // Trailing commas end the candidate: it has no descriptor.
            url = url.replace(/,+$/, '');
        }
        else {
            let depth = 0;
            for (; at < end; at++) {
                const c = srcset[at];
                if (c === '(')
                    depth++;
                else if (c === ')' && depth > 0)
                    depth--;
                else if (c === ',' && depth === 0)
                    break;
            }
        }
        if (url !== '')
            urls.push(url);
    }
    return urls;
}
/**
 * `url(...)` and `@import "..."` in a stylesheet, with comments skipped. Written by hand: only these
 * two forms matter here, and a full CSS parser would add a megabyte to the action for them.
 */
function cssRefs(css) {
    const refs = [];
    // Most style attributes only set colours: without either form there is nothing to find (removing
    // comments only puts spaces in, so it cannot make one).
    if (!/url\(|@import/i.test(css))
        return refs;
    const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
    // `@import url(…)` is tried first at its `@`, so its url() is read as the stylesheet it imports.
    const pattern = /@import\s+url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|@import\s+(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/gi;
    for (const match of text.matchAll(pattern)) {
        const imported = match[1] ?? match[2] ?? match[3] ?? match[7] ?? match[8];
        const url = imported ?? match[4] ?? match[5] ?? match[6] ?? '';
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
/**
 * Every attribute `tagRefs` reads, unset; the page scanner keeps no others. An object literal, so
 * every tag's attributes share one shape, which V8 reads fastest (filling it in a loop was slower).
 */
function noUrlAttributes() {
    return {
        href: undefined,
        src: undefined,
        srcset: undefined,
        imagesrcset: undefined,
        poster: undefined,
        data: undefined,
        style: undefined,
        rel: undefined,
        as: undefined,
        'http-equiv': undefined,
        content: undefined
    };
}
/** The names of the attributes `tagRefs` reads. */
const URL_ATTRIBUTES = new Set(Object.keys(noUrlAttributes()));
/**
 * A list of references emptied by counts, so its storage is allocated once for every page. Plain
 * references stay offsets into the page: most of a page's URLs are the sidebar's, judged before,
 * and the check looks them up by their bytes without making a string of each.
 */
class RefList {
    items = [];
    count = 0;
    /** Start and end of each plain reference, in turn. */
    plain = [];
    plainKinds = [];
    plainCount = 0;
    /** Start and end of each id given as bytes, in turn; then ids given as text. */
    ids = [];
    idCount = 0;
    idTexts = [];
    idTextCount = 0;
    push(ref) {
        this.items[this.count++] = ref;
    }
    pushPlain(start, end, kind) {
        this.plain[2 * this.plainCount] = start;
        this.plain[2 * this.plainCount + 1] = end;
        this.plainKinds[this.plainCount++] = kind;
    }
    /** Keeps an id (RefSink.pushId); unset, the scanner reports none. */
    pushId = (start, end, text) => {
        if (text !== undefined) {
            this.idTexts[this.idTextCount++] = text;
            return;
        }
        this.ids[2 * this.idCount] = start;
        this.ids[2 * this.idCount + 1] = end;
        this.idCount++;
    };
    clear() {
        this.count = 0;
        this.plainCount = 0;
        this.idCount = 0;
        this.idTextCount = 0;
    }
}
/** An attribute value as a browser reads it: its entities decoded (there are none without an &). */
function attributeText(value) {
    return value.includes('&') ? (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTMLAttribute */ .Im)(value) : value;
}
function add(refs, url, kind) {
    if (url === undefined)
        return;
    const decoded = attributeText(url).trim();
    if (decoded !== '')
        refs.push({ url: decoded, kind });
}
/**
 * The URL a `<meta http-equiv="refresh" content="0;URL=…">` sends the reader to, as the HTML
 * standard's shared declarative refresh steps read it; undefined for any other meta.
 */
function refreshUrl(attrs) {
    if (attributeText(attrs['http-equiv'] ?? '')
        .trim()
        .toLowerCase() !== 'refresh')
        return undefined;
    const content = attributeText(attrs.content ?? '');
    const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.*)$/is.exec(content);
    if (!match)
        return undefined;
    let url = (match[2] ?? '').trim();
    if (match[1] && url.endsWith(match[1]))
        url = url.slice(0, -1);
    return url === '' ? undefined : url;
}
/** What the `href` of a `name` tag references, or undefined when it is not a reference. */
function hrefKind(name, attrs) {
    if (name === 'a' || name === 'area')
        return 'navigation';
    if (name === 'link')
        return cachedLinkKind(attrs.rel ?? '', attrs.as ?? '') ?? 'navigation';
    return undefined;
}
/** What the `src` of a `name` tag references, or undefined when it is not a reference. */
function srcKind(name) {
    return SRC_KINDS.get(name);
}
/**
 * What one start tag references (`name` lower case, `attrs` the first value of each attribute, as
 * written: entities are decoded here, only in the values read). `<base href>` and a `<style>`
 * element's text are the caller's.
 */
function tagRefs(name, attrs, refs) {
    const style = attrs.style;
    if (style) {
        for (const ref of cssRefs(attributeText(style)))
            refs.push(ref);
    }
    switch (name) {
        case 'a':
        case 'area':
            add(refs, attrs.href, 'navigation');
            return;
        case 'link': {
            add(refs, attrs.href, hrefKind(name, attrs));
            if (attrs.imagesrcset)
                for (const url of srcsetUrls(attrs.imagesrcset))
                    add(refs, url, 'image');
            return;
        }
        case 'object':
            add(refs, attrs.data, 'object');
            return;
        case 'base': // the page's base URL, not a reference
        case 'style':
            return;
        case 'meta': {
            const url = refreshUrl(attrs);
            if (url !== undefined)
                refs.push({ url, kind: 'navigation', redirect: true });
            return;
        }
    }
    const kind = srcKind(name);
    if (kind)
        add(refs, attrs.src, kind);
    if (attrs.srcset)
        for (const url of srcsetUrls(attrs.srcset))
            add(refs, url, 'image');
    if (name === 'video' && attrs.poster)
        add(refs, attrs.poster, 'image');
}


/***/ }),

/***/ 8417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ candidates),
/* harmony export */   q: () => (/* binding */ resolveRef)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** One object for every skipped reference (fragments alone are most of a page's): never changed. */
const SKIP = Object.freeze({ type: 'skip' });
/** A placeholder origin: relative references resolve against it, as against the site's own host. */
const SITE = 'http://site.invalid';
const IGNORED = /^(mailto|tel|javascript|data|blob|about|sms|callto):/i;
/** The last page's URL: a page's references resolve against it one after another. */
let lastPage;
let lastBase;
let lastPageUrl;
/** The URL a page's references resolve against, with its `<base href>`; undefined when it has none. */
function urlOfPage(page, base) {
    if (page === lastPage && base === lastBase)
        return lastPageUrl;
    let pageUrl;
    try {
        // Each name encoded whole: a folder named `v#2` or `a?b` is a folder, not a fragment or query.
        const encoded = page.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/').split('/').map(encodeURIComponent).join('/');
        pageUrl = new URL(encoded, `${SITE}/`);
        if (base)
            pageUrl = new URL(base, pageUrl);
    }
    catch {
        pageUrl = undefined;
    }
    lastPage = page;
    lastBase = base;
    lastPageUrl = pageUrl;
    return pageUrl;
}
/**
 * Resolves `ref` found in the page at `page` (a site-relative path such as `guides/a.html`), with
 * the page's `<base href>` if any. Fragments and queries are ignored; `siteHost` (the docs domain)
 * counts as the site itself.
 */
function resolveRef(ref, page, base, siteHost) {
    const trimmed = ref.trim();
    if (trimmed === '' || trimmed.startsWith('#') || IGNORED.test(trimmed))
        return SKIP;
    const pageUrl = urlOfPage(page, base);
    if (pageUrl === undefined)
        return SKIP;
    let url;
    try {
        url = new URL(trimmed, pageUrl);
    }
    catch {
        // An absolute URL that does not parse (`http://<servername>/x`, an example in prose) leads to no
        // file of the site: not a broken internal target.
        if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(trimmed))
            return SKIP;
        return { type: 'outside', path: trimmed };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return SKIP;
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
    const clean = relative === '' ? '' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(relative);
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


/***/ }),

/***/ 865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L1: () => (/* binding */ ByteTable),
/* harmony export */   Mz: () => (/* binding */ ScratchBytes),
/* harmony export */   yi: () => (/* binding */ hashBytes)
/* harmony export */ });
/**
 * A set of distinct byte strings, numbered in the order they arrive, each with `width` numbers of
 * the caller's, kept off V8's heap: the bytes in one buffer, the index in typed arrays.
 *
 * Written by hand because what the export keeps per file and per link target must not live on V8's
 * heap: V8 grows its young generation whenever the bytes that survive its collections since the last
 * growth exceed its size, and every string and Map entry kept survives one collection. Over a large
 * site those survivors, not what is kept, made the peak grow with the site (docs/performance.md).
 * No library keeps byte keys outside the heap. Keys are looked up by their bytes, from any buffer.
 */
/**
 * A typed array of `length` elements holding `old`'s, which is detached: its memory is moved or freed
 * now, not when V8 next collects (memory outside the heap starts a collection only after tens of
 * megabytes, and a table that doubles leaves as much behind as it holds).
 */
function grown(old, length) {
    return new Int32Array(old.buffer.transfer(length * 4));
}
/** Memory of its own for a table's bytes: never a slice of Node's shared pool, so it can be moved. */
function ownBytes(length) {
    return Buffer.from(new ArrayBuffer(length));
}
/** Text spelled as UTF-8 into one buffer, to look it up in a table; grown as needed. */
class ScratchBytes {
    bytes = Buffer.alloc(256);
    /** Makes room for `length` bytes, keeping what the buffer holds; returns the buffer. */
    reserve(length) {
        if (this.bytes.length < length) {
            const bigger = Buffer.alloc(2 * length);
            this.bytes.copy(bigger);
            this.bytes = bigger;
        }
        return this.bytes;
    }
    /** Writes `text` at `at`, keeping the bytes before it; returns where it ends. */
    write(text, at = 0) {
        return at + this.reserve(at + 3 * text.length).write(text, at, 'utf8');
    }
}
/** A hash of bytes, small enough to stay an integer V8 need not box. */
function hashBytes(bytes, start, end) {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++)
        hash = Math.imul(hash ^ bytes[i], 0x01000193);
    return hash & 0x3fffffff;
}
class ByteTable {
    width;
    initialEntries;
    indexed;
    /** The keys' bytes, one after another: entry i is at starts[i]..starts[i + 1]. */
    bytes;
    starts;
    hashes;
    values;
    /** Open addressing: entry + 1 in each used slot, 0 in a free one. */
    slots;
    size = 0;
    /**
     * `width` numbers an entry; `indexed` false makes a plain list of byte strings, numbered, which
     * `find` never finds (keys may repeat).
     */
    constructor(width = 1, initialEntries = 64, indexed = true) {
        this.width = width;
        this.initialEntries = initialEntries;
        this.indexed = indexed;
        this.bytes = ownBytes(initialEntries * 32);
        this.starts = new Int32Array(initialEntries + 1);
        this.hashes = new Int32Array(initialEntries);
        this.values = new Int32Array(initialEntries * width);
        this.slots = new Int32Array(initialEntries * 2);
    }
    /** The entry whose key is `key`'s bytes start..end, or -1. */
    find(key, start, end, hash = hashBytes(key, start, end)) {
        const mask = this.slots.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const entry = this.slots[slot] - 1;
            if (entry === -1)
                return -1;
            if (this.hashes[entry] === hash && this.keyIs(entry, key, start, end))
                return entry;
        }
    }
    /** Adds the key (which must not be there: `find` first), its numbers 0; returns its entry. */
    add(key, start, end, hash = hashBytes(key, start, end)) {
        const entry = this.size;
        if (entry + 1 >= this.starts.length)
            this.growEntries();
        const at = this.starts[entry];
        const length = end - start;
        if (at + length > this.bytes.length) {
            const size = Math.max(2 * this.bytes.length, at + length);
            this.bytes = Buffer.from(this.bytes.buffer.transfer(size));
        }
        this.bytes.set(key.subarray(start, end), at);
        this.starts[entry + 1] = at + length;
        this.hashes[entry] = hash;
        this.values.fill(0, entry * this.width, (entry + 1) * this.width);
        this.size++;
        // The index is kept at most half full.
        if (!this.indexed)
            return entry;
        if (this.size * 2 > this.slots.length)
            this.rehash(this.slots.length * 2);
        else
            this.place(entry, hash);
        return entry;
    }
    /** The bytes of every key held, together. */
    get keyBytes() {
        return this.starts[this.size];
    }
    /** The memory the table holds now, in bytes. */
    memoryBytes() {
        return (this.bytes.length +
            4 * (this.starts.length + this.hashes.length + this.values.length + this.slots.length));
    }
    /** The entry's number `at` (0 to width - 1). */
    value(entry, at = 0) {
        return this.values[entry * this.width + at];
    }
    setValue(entry, value, at = 0) {
        this.values[entry * this.width + at] = value;
    }
    /** Copies the key of an entry into `target` at `at`; returns its length. */
    copyKey(entry, target, at) {
        const start = this.starts[entry];
        const end = this.starts[entry + 1];
        target.set(this.bytes.subarray(start, end), at);
        return end - start;
    }
    /** The length of an entry's key. */
    keyLength(entry) {
        return this.starts[entry + 1] - this.starts[entry];
    }
    /** The key of an entry, as text (UTF-8). */
    text(entry) {
        return this.bytes.toString('utf8', this.starts[entry], this.starts[entry + 1]);
    }
    /** Forgets every entry; a large table gives its memory back rather than being wiped. */
    clear() {
        if (this.size === 0)
            return;
        this.size = 0;
        if (this.slots.length > this.initialEntries * 2) {
            for (const old of [this.bytes, this.starts, this.hashes, this.values, this.slots]) {
                old.buffer.transfer(0);
            }
            this.bytes = ownBytes(this.initialEntries * 32);
            this.starts = new Int32Array(this.initialEntries + 1);
            this.hashes = new Int32Array(this.initialEntries);
            this.values = new Int32Array(this.initialEntries * this.width);
            this.slots = new Int32Array(this.initialEntries * 2);
        }
        else {
            this.slots.fill(0);
        }
    }
    /** Whether an entry's key is `key`'s bytes start..end. */
    keyIs(entry, key, start, end) {
        const at = this.starts[entry];
        if (this.starts[entry + 1] - at !== end - start)
            return false;
        const bytes = this.bytes;
        for (let i = start; i < end; i++)
            if (bytes[at + i - start] !== key[i])
                return false;
        return true;
    }
    place(entry, hash) {
        const mask = this.slots.length - 1;
        let slot = hash & mask;
        while (this.slots[slot] !== 0)
            slot = (slot + 1) & mask;
        this.slots[slot] = entry + 1;
    }
    rehash(slots) {
        this.slots.buffer.transfer(0);
        this.slots = new Int32Array(slots);
        for (let entry = 0; entry < this.size; entry++)
            this.place(entry, this.hashes[entry]);
    }
    growEntries() {
        const capacity = 2 * (this.starts.length - 1);
        this.starts = grown(this.starts, capacity + 1);
        this.hashes = grown(this.hashes, capacity);
        this.values = grown(this.values, capacity * this.width);
    }
}


/***/ }),

/***/ 5446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ TitleReader),
/* harmony export */   AW: () => (/* binding */ TITLE_WINDOW),
/* harmony export */   W: () => (/* binding */ pageTitle)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9995);

/** A page's `<title>` is looked for in its first bytes, where `<head>` is. */
const TITLE_WINDOW = 64 * 1024;
const TITLE_MAX_CHARS = 200;
/** The `<title>` of a page's first bytes (as Latin-1 or UTF-8 text), as plain one-line text. */
function pageTitle(head) {
    const match = /<title\b[^>]*>([^<]*)<\/title/i.exec(head);
    if (!match)
        return undefined;
    const text = (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTML */ .Gz)(match[1])
        // Control, format (zero-width, bidi) and separator characters become spaces, then fold.
        .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return text === '' ? undefined : text.slice(0, TITLE_MAX_CHARS);
}
/** Where a title's closing tag starts in `bytes`, or -1. */
function closing(bytes) {
    const lower = bytes.indexOf('</title');
    const upper = bytes.indexOf('</TITLE');
    return lower === -1 ? upper : upper === -1 ? lower : Math.min(lower, upper);
}
/**
 * Reads a page's `<title>` from its first TITLE_WINDOW bytes as they stream past. A title within
 * one piece (nearly always: a piece is a whole small page) is decoded from the piece itself, with no
 * copy; only a page whose title is cut between pieces keeps a copy of its first bytes until it ends.
 */
class TitleReader {
    head;
    seen = 0;
    found;
    done = false;
    data(piece) {
        if (this.done)
            return;
        const room = TITLE_WINDOW - this.seen;
        const window = piece.length > room ? piece.subarray(0, room) : piece;
        this.seen += window.length;
        const bytes = this.head ? Buffer.concat([this.head, window]) : window;
        const close = closing(bytes);
        if (close !== -1) {
            const lower = bytes.lastIndexOf('<title', close);
            const upper = bytes.lastIndexOf('<TITLE', close);
            const open = Math.max(lower, upper, 0);
            this.found = pageTitle(bytes.toString('utf8', open, close + '</title'.length));
            this.head = undefined;
            this.done = true;
        }
        else if (this.seen >= TITLE_WINDOW) {
            this.head = undefined;
            this.done = true;
        }
        else {
            // Kept: the title may start here and end in the next piece.
            this.head = bytes === window ? Buffer.from(window) : bytes;
        }
    }
    title() {
        return this.found;
    }
}


/***/ }),

/***/ 9865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ spansItsMemory),
/* harmony export */   _r: () => (/* binding */ release),
/* harmony export */   k9: () => (/* binding */ endsItsMemory)
/* harmony export */ });
/**
 * Frees a Buffer's memory now rather than at V8's next garbage collection.
 *
 * Why: a docs bundle sends several hundred megabytes of short-lived Buffers through the action (the
 * downloaded chunks, then the inflated ones). V8 frees a Buffer's memory only when a collection finds
 * it dead, and memory outside its heap triggers a collection only once tens of megabytes have piled
 * up, which alone would dominate the step's peak memory (docs/performance.md). `ArrayBuffer.prototype.transfer(0)` (ES2024, a documented JavaScript API) moves the memory
 * into a new empty buffer, which frees it at once, and leaves the old one detached (length 0).
 *
 * Only for memory nobody else will read: the caller must hold the only views of the whole ArrayBuffer
 * and every native operation on it (a file write, an inflate) must have called back.
 */
function release(buffer) {
    const memory = buffer.buffer;
    if (!(memory instanceof ArrayBuffer) ||
        memory.detached ||
        memory.byteLength < MIN_RELEASED_BYTES) {
        return;
    }
    try {
        memory.transfer(0);
    }
    catch {
        // Node marks some memory untransferable (its shared pool of small Buffers): the GC frees that.
    }
}
/** Small buffers are not worth it, and most come from Node's shared pool. */
const MIN_RELEASED_BYTES = 16 * 1024;
/** Whether `view` spans its whole ArrayBuffer, so no other part of that memory exists elsewhere. */
function spansItsMemory(view) {
    return view.byteOffset === 0 && view.byteLength === view.buffer.byteLength;
}
/** Whether `view` reaches the end of its ArrayBuffer (the last piece a producer cuts from it). */
function endsItsMemory(view) {
    return view.byteOffset + view.byteLength === view.buffer.byteLength;
}


/***/ })

};
