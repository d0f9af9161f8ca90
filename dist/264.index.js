export const id = 264;
export const ids = [264];
export const modules = {

/***/ 9264:
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
        if (this.options.hashFiles === false)
            return false;
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
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/byte-table.ts
var byte_table = __webpack_require__(865);
// EXTERNAL MODULE: ./src/export/site-check/html-refs.ts + 1 modules
var html_refs = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/export/site-check/refs.ts
var refs = __webpack_require__(9143);
// EXTERNAL MODULE: ./src/export/site-check/limits.ts
var site_check_limits = __webpack_require__(5901);
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
        if (this.pageHas(page, fragment) !== false)
            return;
        const key = `${page}#${fragment}`;
        const length = this.keyBytes.write(key);
        const bytes = this.keyBytes.bytes;
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, 0, length);
        let entry = this.ownBroken.find(bytes, 0, length, hash);
        if (entry === -1) {
            if (this.ownBroken.size >= this.maxTargets) {
                this.pastBounds++;
                return;
            }
            entry = this.ownBroken.add(bytes, 0, length, hash);
        }
        this.pages.note(this.ownBroken, entry);
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
        const hash = (0,byte_table/* hashBytes */.yi)(key, 0, length);
        let found = this.pending.find(key, 0, length, hash);
        if (found === -1) {
            if (this.pending.size >= this.maxTargets ||
                this.pending.keyBytes + length > this.maxTargetBytes) {
                this.pastBounds++;
                return;
            }
            found = this.pending.add(key, 0, length, hash);
        }
        this.pages.note(this.pending, found);
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
    constructor(siteHost, maxTargets = site_check_limits/* MAX_TARGETS */.kz, maxTargetBytes = site_check_limits/* MAX_TARGET_BYTES */.vG, 
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
        if (size > site_check_limits/* MAX_CHECKED_FILE_BYTES */.M) {
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
                    const length = Math.min(site_check_limits/* MAX_CHECKED_FILE_BYTES */.M, Math.max(size, 2 * this.scratch.length));
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
            if (hosted.listed.length < site_check_limits/* LISTED_IN_LOG */.Dk) {
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
    /** Looks every target up in the site's files (check.ts's `finish`), where the pages were read. */
    async finish(files, bytes, ignore, redirects) {
        if (!this.thread)
            return this.here.finish(files, bytes, ignore, redirects);
        const names = joined(files);
        const question = {
            files: names,
            bytes,
            ignore: { written: ignore?.written ?? [], tests: ignore?.tests ?? [] },
            redirects: redirects?.compiled.map((each) => each.redirect)
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
/**
 * Text is written to the file in pieces of about this much. The lines held until then survive V8's
 * collections, and pieces of 256 KiB made it grow the young generation at the step's peak.
 */
const WRITE_BYTES = 32 * 1024;
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
    const checker = config.checkSite && config.extract ? new ThreadedChecker(config.domain || undefined) : undefined;
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
    if (unpacked.digested && unpacked.extractPath) {
        const { digested, extractPath } = unpacked;
        await recordManifest(config, jobId, digested, extractPath, added, previous, record);
    }
    if (!checker || !unpacked.siteFiles)
        return undefined;
    let siteCheck;
    if (checker.threaded)
        core/* debug */.Yz('The site check read the pages on a thread of its own.');
    try {
        siteCheck = await checker.finish(withAdded(unpacked.siteFiles.paths, added), unpacked.siteFiles.bytes, config.ignoreLinks, redirects);
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
    const checker = config.checkSite ? new ThreadedChecker(config.domain || undefined) : undefined;
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
    const { buildReport } = await __webpack_require__.e(/* import() */ 307).then(__webpack_require__.bind(__webpack_require__, 4307));
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

/***/ 1483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ PAGE_READ),
/* harmony export */   XL: () => (/* binding */ fragmentNeed),
/* harmony export */   YZ: () => (/* binding */ percentDecode),
/* harmony export */   kX: () => (/* binding */ IdHash),
/* harmony export */   wp: () => (/* binding */ IdSet)
/* harmony export */ });
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
    /** The page whose hashes pageA and pageB are: a page's own fragments ask for it again and again. */
    hashedPage;
    /** Starts the hashes of the ids of `page` (a file of the site). */
    page(page) {
        if (page === this.hashedPage) {
            this.a = this.pageA;
            this.b = this.pageB;
            return;
        }
        this.hashedPage = page;
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
        // Up to four in five slots used: the table is the check's largest (a million ids on a large
        // site), and lookups are few (fragments only) beside the inserts.
        if ((this.size + 1) * 5 > (this.slots.length / 2) * 4)
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
        this.inertDepth = 0;
        this.idsInert = false;
    }
    /**
     * Open `<template>` and `<noscript>` elements: what they hold is no element of the page a browser
     * scrolls to (a template's content is a fragment apart; noscript's, text when scripts run).
     */
    inertDepth = 0;
    /** Whether the tag being read is inside one: its ids count for nothing. */
    idsInert = false;
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
        this.idsInert = this.inertDepth > 0;
        if (this.tag === '' || VOID.has(name))
            return;
        this.stack.push(name);
        if (name === 'template' || name === 'noscript')
            this.inertDepth++;
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
        if (!this.refs.pushId || this.tag === '' || this.idsInert)
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
            // An entity, a byte past ASCII, or a control (a tab or newline, which the URL parser drops): as text.
            if (c === 0x26 || c >= 0x80 || c < 0x0e) {
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
        const url = (0,refs/* urlText */.xG)(this.text(start, end));
        if (url !== '')
            this.refs.push({ url, kind });
    }
    pop() {
        const name = this.stack.pop();
        if ((name === 'template' || name === 'noscript') && this.inertDepth > 0)
            this.inertDepth--;
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

/***/ 1946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ keyClass),
/* harmony export */   FM: () => (/* binding */ keyEnd),
/* harmony export */   G0: () => (/* binding */ SAME_FOLDER),
/* harmony export */   Pz: () => (/* binding */ isFolderRelative),
/* harmony export */   RX: () => (/* binding */ twoUrls),
/* harmony export */   ct: () => (/* binding */ SITE_WIDE),
/* harmony export */   gj: () => (/* binding */ UNCACHED),
/* harmony export */   o: () => (/* binding */ SLASH),
/* harmony export */   qc: () => (/* binding */ resolveFromBoth),
/* harmony export */   v9: () => (/* binding */ HASH)
/* harmony export */ });
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8417);
/**
 * A reference's key (its text up to the fragment or query) and which cache it belongs to, on bytes;
 * and a folder index page's relative references, which lead somewhere under each of its two URLs.
 */

// Which cache a reference's key belongs to; the rules of the caches are the key's alone.
const UNCACHED = 0;
const SITE_WIDE = 1;
const SAME_FOLDER = 2;
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
 * Whether a page is served under two URLs that resolve a relative reference differently: a folder's
 * index page, at `/guides/x/` (how static hosts and authors' links reach it) and at `/guides/x` (how
 * `serve.js` and Mintlify's own links do). The site's root has one.
 */
function twoUrls(page) {
    return page.endsWith('/index.html');
}
/**
 * A relative reference of such a page, resolved from both its URLs: one target when they agree, else
 * an internal target `a\0b` (NUL never ends a resolved path) that is broken only when neither is
 * served.
 */
function resolveFromBoth(ref, page, siteHost) {
    const first = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRef */ .qE)(ref, page, undefined, siteHost);
    if (first.type !== 'internal')
        return first;
    const other = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRef */ .qE)(ref, page.slice(0, -'/index.html'.length), undefined, siteHost);
    if (other.type !== 'internal' || other.path === first.path)
        return first;
    return { type: 'internal', path: `${first.path}\0${other.path}` };
}
/** Whether a reference (as text) is relative to its page's folder: no scheme, no `/`, `?` or `#` first. */
function isFolderRelative(url) {
    return !/^([a-z][a-z0-9+.-]*:|[/?#])/i.test(url);
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
/* harmony export */   qT: () => (/* binding */ cssRefs),
/* harmony export */   xG: () => (/* binding */ urlText)
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
    // Links to other documents a reader or a crawler follows. Any other `<link>` (`rev="made"`, no
    // rel, `preconnect`, `dns-prefetch`, `pingback`) names no document of the site to open.
    if (rels.some((r) => FOLLOWED_LINK_RELS.has(r)))
        return 'navigation';
    return undefined;
}
const FOLLOWED_LINK_RELS = new Set([
    'alternate',
    'canonical',
    'sitemap',
    'author',
    'help',
    'license',
    'next',
    'prev',
    'previous',
    'search',
    'first',
    'last',
    'up',
    'index',
    'contents',
    'start',
    'home'
]);
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
    /**
     * For a list that locates findings (locate.ts): every reference in the page's order, as written,
     * with where (its tag's start; a plain one's own). Such a list keeps nothing else. It is this
     * class, not another sink, so the page scanner meets one kind of sink and V8 keeps its code.
     */
    located;
    /** Where the tag being read starts (RefSink.at). */
    tagAt = 0;
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
    /** `locate`: the page whose references are located (locate.ts). */
    constructor(locate) {
        this.located = locate ? { html: locate, urls: [], offsets: [] } : undefined;
    }
    push(ref) {
        const located = this.located;
        if (located !== undefined) {
            located.urls.push(ref.url);
            located.offsets.push(this.tagAt);
            return;
        }
        this.items[this.count++] = ref;
    }
    pushPlain(start, end, kind) {
        const located = this.located;
        if (located !== undefined) {
            located.urls.push(located.html.toString('latin1', start, end));
            located.offsets.push(start);
            return;
        }
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
    at(offset) {
        this.tagAt = offset;
    }
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
/**
 * An attribute's URL as the URL parser reads it: entities decoded, trimmed, and every ASCII tab and
 * newline removed (an `href` wrapped over two lines is one URL).
 */
function urlText(value) {
    const text = attributeText(value).trim();
    return /[\t\n\r]/.test(text) ? text.replace(/[\t\n\r]/g, '') : text;
}
function add(refs, url, kind) {
    if (url === undefined || kind === undefined)
        return;
    const decoded = urlText(url);
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
        return cachedLinkKind(attrs.rel ?? '', attrs.as ?? '');
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
/* harmony export */   Xi: () => (/* binding */ candidates),
/* harmony export */   qE: () => (/* binding */ resolveRef)
/* harmony export */ });
/* unused harmony exports plainPath, resolveByUrl */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** One object for every skipped reference (fragments alone are most of a page's): never changed. */
const SKIP = Object.freeze({ type: 'skip' });
/** A placeholder origin: relative references resolve against it, as against the site's own host. */
const SITE = 'http://site.invalid';
const IGNORED = /^(mailto|tel|javascript|data|blob|about|sms|callto):/i;
/**
 * The last two pages' URLs: a page's references resolve against it one after another, and a folder's
 * index page's against both its URLs in turn (check.ts, resolveFromBoth).
 */
const cachedPages = [undefined, undefined];
const cachedBases = [undefined, undefined];
const cachedUrls = [undefined, undefined];
let nextSlot = 0;
/** The URL a page's references resolve against, with its `<base href>`; undefined when it has none. */
function urlOfPage(page, base) {
    for (let slot = 0; slot < 2; slot++) {
        if (cachedPages[slot] === page && cachedBases[slot] === base)
            return cachedUrls[slot];
    }
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
    cachedPages[nextSlot] = page;
    cachedBases[nextSlot] = base;
    cachedUrls[nextSlot] = pageUrl;
    nextSlot ^= 1;
    return pageUrl;
}
/** A path segment the URL parser keeps as it is: no escapes, no characters it would encode. */
const PLAIN_SEGMENT = /^[\w.~-]+$/;
/**
 * The path a plain relative or root-relative reference leads to, worked out on the text as the URL
 * parser would (the page's folder, `..` popping a folder and stopping at the root, a trailing slash
 * kept); undefined for anything else, which goes through the URL parser. Most references of a site
 * are plain, and parsing a URL for each was most of the check's resolving.
 */
function plainPath(ref, page) {
    let end = ref.length;
    for (let i = 0; i < ref.length; i++) {
        const c = ref.charCodeAt(i);
        if (c === 0x23 || c === 0x3f) {
            end = i;
            break;
        }
    }
    if (end === 0)
        return undefined;
    const rooted = ref.charCodeAt(0) === 0x2f;
    const segments = ref.slice(rooted ? 1 : 0, end).split('/');
    const out = rooted ? [] : page.split('/').slice(0, -1);
    let leading = true;
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        const last = i === segments.length - 1;
        if (segment === '..') {
            if (!leading)
                return undefined;
            out.pop();
            // `..` at the end names the folder: `/a/` for `..` from `a/b/c.html`.
            if (last)
                out.push('');
            continue;
        }
        leading = false;
        if (segment === '') {
            if (!last)
                return undefined;
            out.push('');
            continue;
        }
        if (segment === '.' || !PLAIN_SEGMENT.test(segment))
            return undefined;
        out.push(segment);
    }
    return out.join('/');
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
    if (base === undefined) {
        const plain = plainPath(trimmed, page);
        if (plain !== undefined)
            return { type: 'internal', path: plain };
    }
    return resolveByUrl(trimmed, page, base, siteHost);
}
/** resolveRef through the URL parser: every reference plainPath does not take. */
function resolveByUrl(trimmed, page, base, siteHost) {
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

/***/ 9492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ note),
/* harmony export */   WJ: () => (/* binding */ isChecked),
/* harmony export */   ZJ: () => (/* binding */ pageTarget),
/* harmony export */   xC: () => (/* binding */ PAGES_PER_FINDING)
/* harmony export */ });
/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3;
/** Whether the checker reads this file of the site: pages and stylesheets. */
function isChecked(file) {
    return /\.(html?|css)$/i.test(file);
}
/** The path a static host serves a page file at: `guides/x/index.html` at `/guides/x/`. */
function pageTarget(file) {
    if (file === 'index.html')
        return '/';
    if (file.endsWith('/index.html'))
        return `/${file.slice(0, -'index.html'.length)}`;
    return `/${file}`;
}
/** Keeps `page` among the first PAGES_PER_FINDING pages of `list`, in order of their paths. */
function note(list, page) {
    if (list.includes(page))
        return;
    if (list.length === PAGES_PER_FINDING) {
        if (!pathBefore(page, list[PAGES_PER_FINDING - 1]))
            return;
        list.pop();
    }
    let at = list.length;
    while (at > 0 && pathBefore(page, list[at - 1]))
        at--;
    list.splice(at, 0, page);
}
/** Whether path `a` sorts before `b` by code points, as their UTF-8 bytes do (ByteTable.compareKeys). */
function pathBefore(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')) < 0;
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
