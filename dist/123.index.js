export const id = 123;
export const ids = [123];
export const modules = {

/***/ 2123:
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
// EXTERNAL MODULE: ./src/export/bundle/errors.ts
var bundle_errors = __webpack_require__(7584);
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
        throw new bundle_errors/* BundleError */.r(`The ${what} is not a URL; report this to Mintlify.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new bundle_errors/* BundleError */.r(`The ${what} uses the scheme '${(0,untrusted/* inert */.tJ)(url.protocol, 20)}'; only http and https are downloaded. Report this to Mintlify.`);
    }
    return url;
}
function header(value) {
    return Array.isArray(value) ? value[0] : value;
}
function sizeError(bytes, expected, what) {
    return new bundle_errors/* BundleError */.r(`The storage ${what} ${bytes} bytes, but the bundle's sizeBytes is ${expected}: the download is incomplete or not this bundle, so it was discarded. Re-run the step.`);
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
            throw new bundle_errors/* BundleError */.r(`The storage redirected the bundle download more than ${MAX_REDIRECTS} times; report this to Mintlify.`);
        }
        let next;
        try {
            next = new URL(location, target);
        }
        catch {
            throw new bundle_errors/* BundleError */.r('The storage redirected the bundle download to an invalid address.');
        }
        checkLinkScheme(next.href, 'storage redirect');
        options.secret?.(next.href);
        if (next.search)
            options.secret?.(next.search);
        target = next.href;
    }
}

// EXTERNAL MODULE: ./src/export/bundle/install.ts
var install = __webpack_require__(3140);
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
            throw new bundle_errors/* BundleError */.r(`The bundle link failed (${why}) and ${this.maxRefreshes} fresh links did not help. Re-run the step; if it keeps failing, the storage may be refusing this runner.`);
        }
        this.refreshes++;
        this.log(`The bundle link is not usable (${why}); asking for a fresh one (${this.refreshes}/${this.maxRefreshes}).`);
        const next = await this.ask();
        checkLinkScheme(next.bundleUrl, 'fresh bundle link');
        this.current = next;
        this.fresh = true;
    }
}

// EXTERNAL MODULE: ./src/export/bundle/limits.ts
var limits = __webpack_require__(1547);
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
            throw new bundle_errors/* BundleError */.r(`Downloading the bundle failed: ${why}, ${this.retries + 1} times in a row with no progress. Re-run the step.`);
        }
        const delay = (0,backoff/* backoffDelay */.EY)(this.retries, this.options.backoff ?? backoff/* DEFAULT_BACKOFF */.VU);
        this.retries++;
        if (!deadline.fits(delay + backoff/* MIN_TRY_MS */.UK)) {
            throw new bundle_errors/* BundleError */.r(`Downloading the bundle failed: ${why}; the step's timeout (${budget}) leaves no time to try again.`);
        }
        this.options.log(`Downloading the bundle: ${why}. Trying again in ${(delay / 1000).toFixed(1)}s.`);
        await this.options.sleep(delay, this.options.signal);
    }
    /** The download starts over from byte 0: progress is measured from there again. */
    startedOver() {
        this.progressAtFailure = 0;
    }
}

// EXTERNAL MODULE: ./src/export/bundle/sink.ts + 12 modules
var bundle_sink = __webpack_require__(9351);
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
            maxUnpackedBytes: options.limits?.maxUnpackedBytes ?? bundle_sink/* DEFAULT_MAX_UNPACKED_BYTES */.Hs,
            maxEntries: options.limits?.maxEntries ?? bundle_sink/* MAX_ENTRIES */.Sd
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
        if (this.options.hashFiles !== undefined && this.options.hashFiles !== true)
            return this.options.hashFiles;
        const size = this.link.current.sizeBytes;
        return size !== undefined && size >= limits/* WORKER_HASHING_BYTES */.M ? 'worker' : true;
    }
    get budget() {
        const { deadline } = this.options;
        return (0,duration/* formatDuration */.a3)(deadline.endsAt - deadline.startedAt);
    }
    open() {
        const sink = new bundle_sink/* BundleSink */.Ac(external_node_path_default().join(this.folder, `.bundle-${this.token}-${this.generation}.partial`), this.options.extract
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
            const installed = await (0,install/* installBundle */.CQ)(this.sink, this.folder, this.token);
            return {
                ...installed,
                // The download is always kept as a file.
                archivePath: installed.archivePath,
                // Only for an observer: the list of paths is built at the step's peak memory.
                siteFiles: installed.extractPath && this.options.observer ? this.sink.siteFiles() : undefined,
                digested: installed.extractPath ? this.sink.digested() : undefined,
                bytes: this.received,
                entries,
                refreshedLink: this.link.refreshes > 0 ? this.link.current : undefined,
                swept: installed.extractPath ? this.sink.swept : undefined
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
        if (!(await (0,install/* finishesWithin */.nH)(work, grace))) {
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
        return new bundle_errors/* BundleError */.r(`The step's timeout (${this.budget}) was reached while downloading the bundle (${this.received} of ${this.link.current.sizeBytes ?? '?'} bytes). Raise timeout.`);
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
                if (error instanceof bundle_errors/* BundleError */.r)
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
                if (error instanceof bundle_errors/* BundleError */.r)
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
        throw new bundle_errors/* BundleError */.r(`Downloading the bundle failed with HTTP ${status} from the storage link. Re-run the step to get a fresh link.`);
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
    return new bundle_errors/* BundleError */.r(`The bundle${job} holds no files (the archive has ${what}), so there is no site to install. Nothing was installed. Export again; if the bundle is still empty, report the job to Mintlify.`);
}

// EXTERNAL MODULE: ./src/export/bundle/local.ts
var local = __webpack_require__(8548);
;// CONCATENATED MODULE: ./src/export/hosting/redirects.ts
/**
 * The redirects of a Mintlify site, read from its docs source: `docs.json` `redirects` (or
 * `mint.json`'s), an array of `{ source, destination, permanent? }`, or a `{ "$ref": "file.json" }`
 * to a separate file inside the docs folder. Mintlify's hosting serves them (308, or 307 with
 * `permanent: false`); a static export has none, so host.ts writes them in each host's syntax and
 * the site check judges links against them. Bad entries are warnings, never a failure.
 */



/** A docs.json larger than this is not read (Mintlify's own is 60 KB). */
const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
/** `$ref` hops before a chain counts as a loop. */
const MAX_REF_HOPS = 8;
/** Reads the redirects of the docs source folder; never throws for the docs' content. */
async function readRedirects(docsSource) {
    const warnings = [];
    for (const name of ['docs.json', 'mint.json']) {
        const text = await readBounded(external_node_path_default().join(docsSource, name));
        if (text === undefined)
            continue;
        let config;
        try {
            config = JSON.parse(text);
        }
        catch (error) {
            warnings.push(`${name} is not valid JSON (${error.message}); its redirects were not read.`);
            return { redirects: [], warnings, config: name };
        }
        const value = isObject(config) ? config.redirects : undefined;
        if (value === undefined)
            return { redirects: [], warnings, config: name };
        const at = text.indexOf('"redirects"');
        const redirects = await entriesOf(value, docsSource, name, text, at, warnings, 0);
        return { redirects, warnings, config: name };
    }
    return { redirects: [], warnings };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
async function readBounded(file) {
    try {
        const bytes = await (0,promises_.readFile)(file);
        return bytes.length > MAX_CONFIG_BYTES ? undefined : bytes.toString('utf8');
    }
    catch {
        return undefined;
    }
}
/** The line (1-based) of each `"source"` key in `text` from `from` on, in order. */
function sourceLines(text, from) {
    const lines = [];
    let line = 1;
    let last = 0;
    const pattern = /"source"\s*:/g;
    pattern.lastIndex = Math.max(0, from);
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        for (let i = last; i < match.index; i++)
            if (text.charCodeAt(i) === 10)
                line++;
        last = match.index;
        lines.push(line);
    }
    return lines;
}
async function entriesOf(value, root, file, text, from, warnings, hops) {
    if (isObject(value) && typeof value.$ref === 'string') {
        if (hops >= MAX_REF_HOPS) {
            warnings.push(`${file}: the redirects' $ref chain is longer than ${MAX_REF_HOPS}; not read.`);
            return [];
        }
        const target = await insideRoot(root, external_node_path_default().join(root, external_node_path_default().dirname(file)), value.$ref);
        if (!target) {
            warnings.push(`${file}: the redirects' $ref '${(0,untrusted/* inert */.tJ)(value.$ref, 200)}' is not a file inside the docs folder; not read.`);
            return [];
        }
        const refText = await readBounded(external_node_path_default().join(root, target));
        if (refText === undefined) {
            warnings.push(`${file}: the redirects' $ref '${(0,untrusted/* inert */.tJ)(value.$ref, 200)}' cannot be read.`);
            return [];
        }
        let parsed;
        try {
            parsed = JSON.parse(refText);
        }
        catch (error) {
            warnings.push(`${target} is not valid JSON (${error.message}); its redirects were not read.`);
            return [];
        }
        return entriesOf(parsed, root, target, refText, 0, warnings, hops + 1);
    }
    if (!Array.isArray(value)) {
        warnings.push(`${file}: redirects is neither a list nor a $ref; not read.`);
        return [];
    }
    const lines = sourceLines(text, from);
    const redirects = [];
    let sourceIndex = 0;
    value.forEach((entry, index) => {
        const hasSource = isObject(entry) && 'source' in entry;
        const line = hasSource ? (lines[sourceIndex++] ?? 1) : 1;
        const where = `${file}${hasSource ? `:${line}` : ''} (redirect ${index + 1})`;
        if (!isObject(entry) || typeof entry.source !== 'string' || entry.source.trim() === '') {
            warnings.push(`${where} has no source; skipped.`);
            return;
        }
        const source = entry.source.trim();
        if (/[#?]/.test(source)) {
            warnings.push(`${where}: the source '${(0,untrusted/* inert */.tJ)(source, 200)}' holds '#' or '?', which Mintlify refuses too; skipped.`);
            return;
        }
        if (typeof entry.destination !== 'string' || entry.destination.trim() === '') {
            warnings.push(`${where} has no destination; skipped.`);
            return;
        }
        redirects.push({
            source: normalise(source),
            destination: entry.destination.trim(),
            permanent: entry.permanent !== false,
            file,
            line
        });
    });
    return redirects;
}
/** `/x/` and `x` as `/x`; the root stays `/`. */
function normalise(source) {
    const withSlash = source.startsWith('/') ? source : `/${source}`;
    const trimmed = withSlash.replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
}
/** `ref` resolved from `dir`, relative to `root`, when it is a file inside `root` (links resolved). */
async function insideRoot(root, dir, ref) {
    if (external_node_path_default().isAbsolute(ref) || /^[a-z]+:/i.test(ref))
        return undefined;
    try {
        const realRoot = await (0,promises_.realpath)(root);
        const real = await (0,promises_.realpath)(external_node_path_default().resolve(dir, ref));
        const rel = external_node_path_default().relative(realRoot, real);
        if (rel === '' || rel.startsWith('..') || external_node_path_default().isAbsolute(rel))
            return undefined;
        return rel.split((external_node_path_default()).sep).join('/');
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/export/hosting/pattern.ts
function parsePattern(source) {
    const parts = source === '/' ? [] : source.slice(1).split('/');
    const segments = parts.map((part, i) => {
        const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\*)?$/.exec(part);
        if (param && param[2] && i === parts.length - 1)
            return { kind: 'rest', name: param[1] };
        if (param && !param[2])
            return { kind: 'param', name: param[1] };
        if (part.includes('*'))
            return { kind: 'partial', pieces: part.split('*') };
        return { kind: 'literal', text: part };
    });
    return { segments, exact: segments.every((s) => s.kind === 'literal') };
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The pattern as a regular expression over a path (no trailing slash but the root). */
function patternRegExp(pattern) {
    let body = '';
    for (const segment of pattern.segments) {
        if (segment.kind === 'literal')
            body += `/${escapeRegExp(segment.text)}`;
        else if (segment.kind === 'param')
            body += '/([^/]+)';
        else if (segment.kind === 'rest')
            body += '(?:/(.*))?';
        else
            body += `/${segment.pieces.map(escapeRegExp).join('([^/]*)')}`;
    }
    return new RegExp(`^${body === '' ? '/' : body}$`);
}
function capturesOf(pattern, match) {
    const named = new Map();
    const stars = [];
    let group = 1;
    for (const segment of pattern.segments) {
        if (segment.kind === 'param' || segment.kind === 'rest') {
            named.set(segment.name, match[group++] ?? '');
        }
        else if (segment.kind === 'partial') {
            for (let i = 1; i < segment.pieces.length; i++)
                stars.push(match[group++] ?? '');
        }
    }
    return { named, stars };
}
/** The destination with the captures put in: `:name*`, `:name`, then each `*` in order. */
function substitute(destination, captures) {
    let star = 0;
    const filled = destination
        .replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?/g, (whole, name) => {
        const value = captures.named.get(name);
        return value === undefined ? whole : value;
    })
        .replace(/\*/g, () => captures.stars[star++] ?? '');
    // An empty capture leaves `//` or a trailing `/` in a path of the site; a URL elsewhere is kept.
    return filled.startsWith('/')
        ? filled.replace(/\/{2,}/g, '/').replace(/(.)\/(?=$|#)/, '$1')
        : filled;
}
/** The site's redirects, matched as Mintlify's hosting does: the first in docs.json order wins. */
class RedirectTable {
    compiled;
    /** Exact sources, for the common case: the first redirect of each. */
    exact = new Map();
    constructor(redirects) {
        this.compiled = redirects.map((redirect) => {
            const pattern = parsePattern(redirect.source);
            return { redirect, pattern, regex: patternRegExp(pattern) };
        });
        this.compiled.forEach((c, i) => {
            if (c.pattern.exact && !this.exact.has(c.redirect.source))
                this.exact.set(c.redirect.source, i);
        });
    }
    get size() {
        return this.compiled.length;
    }
    /** Each redirect with whether its source matches only itself (the site check's view). */
    *rules() {
        for (const c of this.compiled)
            yield { ...c.redirect, exact: c.pattern.exact };
    }
    /** Where `pathname` (from `/`) is redirected to, and by which redirect; undefined when it is not. */
    match(pathname) {
        const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
        const exact = this.exact.get(path);
        for (let i = 0; i < this.compiled.length; i++) {
            if (exact !== undefined && i === exact) {
                const c = this.compiled[i];
                return { redirect: c.redirect, destination: c.redirect.destination };
            }
            const c = this.compiled[i];
            if (c.pattern.exact)
                continue;
            const match = c.regex.exec(path);
            if (match) {
                return {
                    redirect: c.redirect,
                    destination: substitute(c.redirect.destination, capturesOf(c.pattern, match))
                };
            }
        }
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/action/input-values.ts
var input_values = __webpack_require__(7233);
// EXTERNAL MODULE: ./src/action/outcomes.ts + 1 modules
var outcomes = __webpack_require__(6952);
// EXTERNAL MODULE: ./src/api/poller.ts
var poller = __webpack_require__(4564);
// EXTERNAL MODULE: ./src/export/site-check/hosting.ts
var hosting = __webpack_require__(2451);
// EXTERNAL MODULE: ./src/export/site-check/limits.ts
var site_check_limits = __webpack_require__(5901);
// EXTERNAL MODULE: ./src/util/heartbeat.ts
var util_heartbeat = __webpack_require__(9664);
// EXTERNAL MODULE: ./src/util/log-group.ts
var log_group = __webpack_require__(1324);
// EXTERNAL MODULE: ./src/util/page-title.ts
var page_title = __webpack_require__(5446);
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
    const url = (0,served_paths/* pageUrlPath */.sv)(file);
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
/**
 * Text is written to the file in pieces of about this much. The lines held until then survive V8's
 * collections, and pieces of 256 KiB made it grow the young generation at the step's peak.
 */
const WRITE_BYTES = 32 * 1024;
const ascii = (text) => Buffer.from(text, 'latin1');
const FIRST_LINE = ascii('\n    {"path":');
const NEXT_LINE = ascii(',\n    {"path":');
const SIZE = ascii(',"size":');
const SHA256_KEY = ascii(',"sha256":"');
const URL_KEY = ascii('","url":');
const TITLE_KEY = ascii(',"title":');
const HEX = ascii('0123456789abcdef');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const CLOSE = 0x7d;
/** Whether `bytes[from, to)` (UTF-8) is spelled in JSON as it is: no quote, backslash or control. */
function jsonAsIs(bytes, from, to) {
    for (let i = from; i < to; i++) {
        const byte = bytes[i];
        if (byte < 0x20 || byte === QUOTE || byte === BACKSLASH)
            return false;
    }
    return true;
}
/**
 * Copies `from[start, end)` into `to` at `at`; returns where it ends. A loop: Buffer#copy costs more
 * than it saves for a few bytes.
 */
function copyBytes(from, start, end, to, at) {
    for (let i = start; i < end; i++)
        to[at++] = from[i];
    return at;
}
/** Writes a whole number's digits at `at`; returns where they end. */
function digits(value, to, at) {
    if (!Number.isSafeInteger(value) || value < 0) {
        const text = JSON.stringify(value);
        for (let i = 0; i < text.length; i++)
            to[at++] = text.charCodeAt(i);
        return at;
    }
    let end = at;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10))
        end++;
    for (let i = end, rest = value; i >= at; i--, rest = Math.floor(rest / 10))
        to[i] = 0x30 + (rest % 10);
    return end + 1;
}
/**
 * The manifest's lines as bytes, from ListedFiles, in one buffer the caller writes out and empties
 * (`take`). Each line is the bytes `JSON.stringify(manifestEntry(…))` would give (a test compares
 * them): text is spelled as a string only where JSON must escape it or a URL encode it. Written by
 * hand: JSON libraries take strings and objects, which were the cost (docs/performance.md).
 */
class LineBytes {
    bytes;
    size;
    used = 0;
    count = 0;
    constructor(size) {
        this.size = size;
        this.bytes = Buffer.allocUnsafe(size);
    }
    add(file) {
        const { path, pathEnd } = file;
        // The most a line can take: JSON escapes a byte to at most 6, a URL to 3.
        this.room(160 + 9 * pathEnd + 6 * Math.abs(file.titleLength));
        const bytes = this.bytes;
        let at = this.used;
        const lead = this.count++ === 0 ? FIRST_LINE : NEXT_LINE;
        bytes.set(lead, at);
        at += lead.length;
        let spelled;
        if (jsonAsIs(path, 0, pathEnd)) {
            bytes[at++] = QUOTE;
            at = copyBytes(path, 0, pathEnd, bytes, at);
            bytes[at++] = QUOTE;
        }
        else {
            spelled = path.toString('utf8', 0, pathEnd);
            at += bytes.write(JSON.stringify(spelled), at, 'utf8');
        }
        bytes.set(SIZE, at);
        at = digits(file.size, bytes, at + SIZE.length);
        bytes.set(SHA256_KEY, at);
        at += SHA256_KEY.length;
        for (let i = file.digestAt; i < file.digestAt + 32; i++) {
            const byte = file.digests[i];
            bytes[at++] = HEX[byte >> 4];
            bytes[at++] = HEX[byte & 15];
        }
        const route = (0,served_paths/* pageRoute */.$u)(path, pathEnd);
        let url;
        if (route === served_paths/* SPELL_IT */.vC) {
            spelled ??= path.toString('utf8', 0, pathEnd);
            url = (0,served_paths/* pageUrlPath */.sv)(spelled);
        }
        if (route >= 0 || url !== undefined) {
            bytes.set(URL_KEY, at);
            at += URL_KEY.length;
            if (url !== undefined) {
                at += bytes.write(JSON.stringify(url), at, 'latin1');
            }
            else {
                bytes[at++] = QUOTE;
                bytes[at++] = SLASH;
                at = copyBytes(path, 0, route, bytes, at);
                bytes[at++] = QUOTE;
            }
            at = this.title(file, at);
        }
        else {
            bytes[at++] = QUOTE;
        }
        bytes[at++] = CLOSE;
        this.used = at;
    }
    /** The lines so far, in memory of their own; this starts on a new buffer. */
    take() {
        const lines = this.bytes.subarray(0, this.used);
        this.bytes = Buffer.allocUnsafe(this.size);
        this.used = 0;
        return lines;
    }
    title(file, at) {
        const { titles, titleAt, titleLength } = file;
        if (titleLength === 0)
            return at;
        const bytes = this.bytes;
        bytes.set(TITLE_KEY, at);
        at += TITLE_KEY.length;
        if (titleLength > 0 && jsonAsIs(titles, titleAt, titleAt + titleLength)) {
            bytes[at++] = QUOTE;
            at = copyBytes(titles, titleAt, titleAt + titleLength, bytes, at);
            bytes[at++] = QUOTE;
            return at;
        }
        const title = titleLength > 0
            ? titles.toString('utf8', titleAt, titleAt + titleLength)
            : titles.toString('utf16le', titleAt, titleAt - titleLength);
        return at + bytes.write(JSON.stringify(title), at, 'utf8');
    }
    room(length) {
        if (this.used + length <= this.bytes.length)
            return;
        const bigger = Buffer.allocUnsafe(Math.max(2 * this.bytes.length, this.used + length));
        this.bytes.copy(bigger, 0, 0, this.used);
        this.bytes = bigger;
    }
}
/**
 * Listed lines are written in pieces of this much, one written while the next is spelled: bytes
 * outside V8's heap, so larger pieces than WRITE_BYTES grow nothing.
 */
const LISTED_WRITE_BYTES = 256 * 1024;
/**
 * Writes the manifest to `file` line by line as the entries come, so no list of every file is held:
 * into a hidden file beside it, renamed over it once whole (a cancelled step leaves no truncated
 * manifest for the next run). `entries` come first (as objects, or as the extraction kept them:
 * `listed`), then `more` (read as they are found). Returns how many files it lists.
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
        if ('listed' in entries) {
            await flush();
            const spelled = new LineBytes(LISTED_WRITE_BYTES + 64 * 1024);
            let writing = Promise.resolve();
            for (const listed of entries.listed) {
                spelled.add(listed);
                if (spelled.used < LISTED_WRITE_BYTES)
                    continue;
                await writing;
                writing = handle.write(spelled.take());
                // Settled here only when awaited: a failed write is not left unhandled meanwhile.
                writing.catch(() => undefined);
            }
            await writing;
            await handle.write(spelled.take());
            count = spelled.count;
        }
        else {
            // A sync loop for the site's own files: an async one costs a promise per line.
            for (const entry of entries)
                if (add(entry))
                    await flush();
        }
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

// EXTERNAL MODULE: ./src/util/write-file.ts
var write_file = __webpack_require__(7238);
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
    // The comparison reads the entries as objects; the lines are spelled from the extraction's tables
    // (no string or object per file), as the entries come: nothing holds every file at once.
    if (comparer)
        for (const [name, digest] of digested)
            comparer.file(manifestEntry(name, digest));
    async function* more() {
        for await (const [name, digest] of addedFiles(site, addedNames)) {
            yield noted(manifestEntry(name, digest));
        }
    }
    const file = external_node_path_default().join(config.path, MANIFEST_FILE);
    const count = await writeManifest(file, { domain: config.domain, jobId, exportVersion: config.exportVersion, createdAt: new Date() }, { listed: digested.records() }, more());
    record.manifest(file);
    core/* info */.pq(`Wrote ${file}: ${(0,duration/* counted */.hS)(count, 'file')} with their SHA-256.`);
    if (!comparer)
        return;
    const changes = comparer.finish();
    const list = external_node_path_default().join(config.path, CHANGED_PATHS_FILE);
    await (0,write_file/* writeAtomically */.v)(list, changes.changedPaths.map((p) => `${p}\n`).join(''));
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
    if (config.archive)
        return runArchiveExport(config, config.archive, deps);
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
    const checker = config.checkSite && config.extract ? await siteChecker(config) : undefined;
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
    const siteCheck = await afterExtraction(config, deps, downloaded, checker, first.jobId ?? '', previous);
    return { bundle, siteCheck };
}
/** The site check, loaded only when it is on: an export without it compiles none of its code. */
async function siteChecker(config) {
    const { ThreadedChecker } = await Promise.all(/* import() */[__webpack_require__.e(870), __webpack_require__.e(423)]).then(__webpack_require__.bind(__webpack_require__, 7423));
    return new ThreadedChecker(config.domain || undefined);
}
/** What an unpacked site goes through, downloaded or given: hosting files, manifest, the check. */
async function afterExtraction(config, deps, unpacked, checker, jobId, previous) {
    const { record } = deps;
    if (unpacked.swept)
        logSwept(unpacked.swept);
    let added = [];
    if (config.generateHostingFiles && unpacked.extractPath) {
        added = await addHostingFiles(unpacked.extractPath, config.domain, record);
    }
    // The docs.json redirects: for the host's rules and for the check, with or without a host.
    const redirects = unpacked.extractPath && (checker || config.host) ? await siteRedirects(config) : undefined;
    if (config.host && unpacked.extractPath) {
        const { writeHostFiles } = await __webpack_require__.e(/* import() */ 159).then(__webpack_require__.bind(__webpack_require__, 159));
        const written = await writeHostFiles(config.host, unpacked.extractPath, config.path, redirects ?? new RedirectTable([]));
        logHost(written, redirects?.size ?? 0);
        record.host(written);
        added = [...added, ...written.siteFiles];
    }
    const siteFiles = unpacked.siteFiles;
    const finishCheck = (check, files) => check.finish(withAdded(files.paths, added), files.bytes, config.ignoreLinks, redirects, unpacked.extractPath);
    // On its own thread the check finishes while this one writes the manifest.
    const finishing = checker?.threaded && siteFiles ? finishCheck(checker, siteFiles) : undefined;
    finishing?.catch(() => undefined);
    if (unpacked.digested && unpacked.extractPath) {
        const { digested, extractPath } = unpacked;
        try {
            await recordManifest(config, jobId, digested, extractPath, added, previous, record);
        }
        catch (error) {
            await checker?.release();
            throw error;
        }
    }
    if (!checker || !siteFiles)
        return undefined;
    let siteCheck;
    if (checker.threaded)
        core/* debug */.Yz('The site check read the pages on a thread of its own.');
    try {
        siteCheck = await (finishing ?? finishCheck(checker, siteFiles));
    }
    finally {
        await checker.release();
    }
    if (siteCheck.redirects)
        logRedirectFindings(siteCheck.redirects);
    if (unpacked.swept && unpacked.swept.sourceCount > 0) {
        siteCheck.sweptSources = { count: unpacked.swept.sourceCount, first: unpacked.swept.sources };
    }
    if (unpacked.swept && unpacked.swept.launchers.length > 0) {
        siteCheck.launchersLeftOut = unpacked.swept.launchers;
    }
    logSiteCheck(siteCheck, config);
    record.siteCheck(siteCheck, config.allowedHosts !== undefined);
    await writeSiteReport(siteCheck, config, unpacked.extractPath ?? config.path, deps);
    return siteCheck;
}
/** The docs source's redirects (hosting/redirects.ts), said in the log; undefined when it has none. */
async function siteRedirects(config) {
    const read = await readRedirects(config.docsSource);
    for (const warning of read.warnings)
        core/* warning */.$e(`Redirects: ${(0,untrusted/* inert */.tJ)(warning, 1000)}`);
    if (read.redirects.length === 0)
        return undefined;
    const table = new RedirectTable(read.redirects);
    const wildcards = table.compiled.filter((c) => !c.pattern.exact).length;
    core/* info */.pq(`Read ${(0,duration/* counted */.hS)(table.size, 'redirect')} from ${(0,untrusted/* inert */.tJ)(read.config ?? 'docs.json')}${wildcards ? ` (${wildcards} with wildcards)` : ''}.`);
    return table;
}
/** What `host` wrote, and which redirects it could not take. */
function logHost(written, redirects) {
    const files = written.files.map((file) => (0,untrusted/* inert */.tJ)(file)).join(', ');
    core/* info */.pq(`Host ${written.host}: ${files ? `wrote ${files}` : 'no rules file (the host has none)'}${written.pages ? `; ${(0,duration/* counted */.hS)(written.pages, 'redirect')} became static pages (a meta refresh and a canonical link at the source)` : ''}${redirects ? '' : '; docs.json has no redirects'}.`);
    if (written.statusNote)
        core/* info */.pq(written.statusNote);
    for (const name of written.kept) {
        core/* warning */.$e(`The export has its own ${(0,untrusted/* inert */.tJ)(name)}: kept, so the ${written.host} rules were not written into it.`);
    }
    if (written.leftOut.length > 0) {
        core/* warning */.$e(`${(0,duration/* counted */.hS)(written.leftOut.length, 'redirect')} could not be written for ${written.host}: ${(0,untrusted/* inert */.tJ)(written.leftOut
            .slice(0, 10)
            .map((r) => `${r.source} (${r.why})`)
            .join(', '), 2000)}${written.leftOut.length > 10 ? ', …' : ''}.`);
    }
}
/** The redirects the check judged: broken ones and those that hide a page. */
function logRedirectFindings(found) {
    if (found.broken.length > 0) {
        core/* warning */.$e(`${(0,duration/* counted */.hS)(found.broken.length, 'redirect')} of docs.json lead${found.broken.length === 1 ? 's' : ''} to no page of the export: ${(0,untrusted/* inert */.tJ)(found.broken
            .slice(0, 10)
            .map((r) => `${r.source} -> ${r.destination} (${r.file}:${r.line})`)
            .join(', '), 2000)}${found.broken.length > 10 ? ', …' : ''}.`);
    }
    if (found.hidingPages.length > 0) {
        core/* warning */.$e(`${(0,duration/* counted */.hS)(found.hidingPages.length, 'redirect')} of docs.json ${found.hidingPages.length === 1 ? 'has' : 'have'} a page of the export as source: on Mintlify's hosting that page is never seen. ${(0,untrusted/* inert */.tJ)(found.hidingPages
            .slice(0, 10)
            .map((r) => `${r.source} (${r.file}:${r.line})`)
            .join(', '), 2000)}.`);
    }
}
/** Says which launchers were left out and which repository sources look swept into the site. */
function logSwept(swept) {
    if (swept.launchers.length > 0) {
        core/* info */.pq(`Left out ${swept.launchers.map((name) => (0,untrusted/* inert */.tJ)(name)).join(', ')}: mint export's local launchers, which a website does not publish.`);
    }
    if (swept.sourceCount > 0) {
        const more = swept.sourceCount - swept.sources.length;
        core/* warning */.$e(`${(0,duration/* counted */.hS)(swept.sourceCount, 'file')} of the site look${swept.sourceCount === 1 ? 's' : ''} swept in from the repository, not built: ${(0,untrusted/* inert */.tJ)(swept.sources.slice(0, 10).join(', '))}${swept.sourceCount > 10 ? `, and ${swept.sourceCount - 10} more (site-check.json lists ${more > 0 ? 'the first 100' : 'them all'})` : ''}. ${swept.sourceCount === 1 ? 'It is' : 'They are'} published with the site; make sure the export holds only the built site.`);
    }
}
/**
 * Export mode from `archive`: the site the workflow already has, unpacked and checked as a download
 * is, with no API call.
 */
async function runArchiveExport(config, archive, deps) {
    const { record } = deps;
    const previous = deps.skipManifest ? undefined : await previousManifest(config);
    const kind = await (0,local/* archiveKind */.F)(archive);
    if (kind === undefined) {
        throw new input_values/* InputError */.dz(constants/* Input */.pd.Archive, `${archive} is neither a zip, a gzip'd tarball nor a folder.`);
    }
    const startedAt = Date.now();
    const checker = config.checkSite ? await siteChecker(config) : undefined;
    const what = kind === 'folder'
        ? 'Copying the folder'
        : `Extracting the ${kind === 'zip' ? 'zip' : 'tarball'}`;
    const unpacked = await (0,log_group/* grouped */.z)(`${what} ${archive} into ${config.path}`, async () => {
        try {
            return await (0,local/* unpackArchive */.b)(archive, kind, config.path, {
                limits: { maxUnpackedBytes: config.maxUnpackedBytes },
                observer: checker,
                hashFiles: !deps.skipManifest
            });
        }
        catch (error) {
            if (error instanceof bundle_errors/* BundleError */.r)
                throw new bundle_errors/* BundleError */.r(forArchive(error.message));
            throw error;
        }
    });
    record.downloaded(archive, unpacked.extractPath);
    core/* info */.pq(`Unpacked ${(0,util_size/* formatBytes */.z)(unpacked.bytes)} (${(0,duration/* counted */.hS)(unpacked.entries, 'entry', 'entries')}) from ${kind === 'folder' ? 'the folder' : `the ${kind === 'zip' ? 'zip' : 'tarball'}`} ${archive} in ${(0,duration/* formatDuration */.a3)(Date.now() - startedAt)}.`);
    const siteCheck = await afterExtraction(config, deps, unpacked, checker, '', previous);
    const job = { status: 'completed' };
    if (siteCheck && (0,outcomes/* siteCheckRefusal */.K3)(siteCheck, config)) {
        return { jobId: '', job, result: 'site-refused', siteCheck };
    }
    if (siteCheck)
        warnOfFindings(siteCheck);
    const bundle = { jobId: '', bundleUrl: config.valuesBundleUrl ?? '' };
    if (config.valuesFile)
        await updateValues(config, config.valuesFile, bundle, record);
    return { jobId: '', job, result: 'downloaded' };
}
/** A refusal's advice, for an archive the workflow made rather than one Mintlify served. */
function forArchive(message) {
    return message
        .replace(/^The bundle/, 'The archive')
        .replace(/; report the bundle to Mintlify\./, '. Check how the archive was made (mint export, or the step that packs the site).');
}
/** Annotations the findings get: GitHub shows 10 warnings a step, and the run's own take two. */
const MAX_ANNOTATIONS = 8;
/**
 * Writes site-check.json and site-check.sarif into `path` and annotates the first findings where a
 * writer edits them (the docs source line when known).
 */
async function writeSiteReport(result, config, site, deps) {
    const { record } = deps;
    const { buildReport } = await Promise.all(/* import() */[__webpack_require__.e(870), __webpack_require__.e(307)]).then(__webpack_require__.bind(__webpack_require__, 4307));
    const { annotations, MAX_SARIF_RESULTS, sarifLog } = await __webpack_require__.e(/* import() */ 992).then(__webpack_require__.bind(__webpack_require__, 992));
    const report = await buildReport(result, {
        domain: config.domain,
        site,
        docsSource: config.docsSource,
        workspace: config.workspace
    });
    if (config.previousReport)
        await judgeAgainstBase(result, report, config, record);
    const json = external_node_path_default().join(config.path, 'site-check.json');
    const sarif = external_node_path_default().join(config.path, 'site-check.sarif');
    await (0,write_file/* writeAtomically */.v)(json, `${JSON.stringify(report, null, 2)}\n`);
    const sarifFile = sarifLog(report, site, user_agent/* ACTION_VERSION */.Yt);
    await (0,write_file/* writeAtomically */.v)(sarif, `${JSON.stringify(sarifFile.log, null, 2)}\n`);
    if (sarifFile.omitted > 0) {
        result.sarifOmitted = sarifFile.omitted;
        core/* warning */.$e(`The SARIF holds ${MAX_SARIF_RESULTS.toLocaleString('en-US')} results, the most code scanning takes in a run: ${(0,duration/* counted */.hS)(sarifFile.omitted, 'result')} of the findings used least ${sarifFile.omitted === 1 ? 'was' : 'were'} left out (site-check.json has them all).`);
    }
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
    if (deps.pullRequest && config.githubToken) {
        await commentOnPullRequest(report, result, config.githubToken, deps.pullRequest);
    }
}
/**
 * The site check's one comment on the pull request, edited in place on every push (the preview's
 * sticky comment, github/sticky-comment.ts). A failure is a warning; the step goes on.
 */
async function commentOnPullRequest(report, result, token, pull) {
    if (pull.readOnlyToken) {
        core/* notice */.lm(`No comment on pull request #${pull.number}: it comes from a fork, whose workflow token is read-only. The findings are in the annotations, the summary and site-check.json.`);
        return;
    }
    const { stickyComment } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(648)]).then(__webpack_require__.bind(__webpack_require__, 7648));
    const { siteCheckComment, siteCheckMarker } = await __webpack_require__.e(/* import() */ 923).then(__webpack_require__.bind(__webpack_require__, 2923));
    const comment = stickyComment(token, pull.apiUrl, pull.backoffMs, { owner: pull.owner, repo: pull.repo, issueNumber: pull.number }, siteCheckMarker(pull.number), 'the site check comment');
    const { written, problems } = await comment.write(siteCheckComment(report, result.baseline, {
        serverUrl: pull.serverUrl,
        repository: `${pull.owner}/${pull.repo}`,
        sha: pull.headSha,
        runUrl: pull.runUrl
    }));
    if (written) {
        core/* info */.pq(`Wrote the site check's comment on pull request #${pull.number}.`);
    }
    else {
        core/* warning */.$e(`The site check's comment on pull request #${pull.number} was not written: ${problems.join('; ')}. Give the job \`permissions: pull-requests: write\`, or set \`github-token: ''\` to turn the comment off.`);
    }
}
/**
 * `previous-report`: marks each finding new or known against the base's report, and says what the
 * change broke and fixed. A missing report (a cache miss) or one that is not a report leaves the
 * step judging every finding, and says why.
 */
async function judgeAgainstBase(result, report, config, record) {
    const { compareWithBaseline, readBaseline } = await __webpack_require__.e(/* import() */ 726).then(__webpack_require__.bind(__webpack_require__, 1726));
    const shown = (0,untrusted/* inert */.tJ)(config.previousReportAsWritten ?? config.previousReport ?? '');
    const baseline = await readBaseline(config.previousReport);
    if ('missing' in baseline) {
        result.baseline = {
            compared: false,
            why: `previous-report ${shown} does not exist (a cache miss?)`
        };
        core/* notice */.lm(`previous-report ${shown} does not exist (a cache miss?): every finding counts as new.`);
        return;
    }
    if ('unusable' in baseline) {
        result.baseline = {
            compared: false,
            why: `previous-report ${shown} is unusable: ${baseline.unusable}`
        };
        core/* warning */.$e(`previous-report ${shown} is unusable (${baseline.unusable}): every finding counts as new.`);
        return;
    }
    const comparison = compareWithBaseline(report, baseline.keys);
    const first = (list) => list[0] && { target: list[0].target, page: list[0].uses[0]?.page };
    result.baseline = {
        compared: true,
        newLinks: { count: comparison.newLinks.length, first: first(comparison.newLinks) },
        newAnchors: { count: comparison.newAnchors.length, first: first(comparison.newAnchors) },
        newRedirects: comparison.newRedirects.length,
        fixed: comparison.fixed,
        known: comparison.known
    };
    record.baseline(result.baseline);
    const added = comparison.newLinks.length + comparison.newAnchors.length + comparison.newRedirects.length;
    core/* info */.pq(`Against the base's report: ${(0,duration/* counted */.hS)(added, 'new finding')}, ${comparison.fixed} fixed, ${comparison.known} known.`);
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

/***/ 7238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ writeAtomically)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Writes `file` whole or not at all: into a hidden file beside it, then renamed over it, so a
 * cancelled step never leaves a truncated file (a manifest the next run compares with, a report).
 */
async function writeAtomically(file, text) {
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, text, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}


/***/ })

};
