export const id = 165;
export const ids = [165];
export const modules = {

/***/ 165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExport: () => (/* binding */ runExport)
});

// UNUSED EXPORTS: maskLink

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 18 modules
var core = __webpack_require__(9025);
// EXTERNAL MODULE: ./src/api.ts
var api = __webpack_require__(6879);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(8697);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/duration.ts
var duration = __webpack_require__(7607);
// EXTERNAL MODULE: ./src/poller.ts
var poller = __webpack_require__(8105);
;// CONCATENATED MODULE: ./src/bundle.ts














/** Names inside the `path` input; staging names start with a dot and live next to them. */
const ARCHIVE_NAME = 'bundle.tar.gz';
const SITE_DIR = 'site';
/** The bundle cannot be used (refused entry, corrupt archive, wrong size, link failures). Not retried. */
class BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
/**
 * Downloads the bundle and unpacks it in one streaming pass: each chunk from the link goes to the
 * archive file and, at the same time, through gunzip into the tar parser that writes the staging
 * folder. Nothing is read twice and back-pressure runs end to end, so memory stays flat whatever the
 * size. Only a complete, checked download is renamed into place; any failure removes the staging
 * files, so `<folder>/bundle.tar.gz` and `<folder>/site` are either the old ones or whole new ones.
 */
async function downloadBundle(url, sizeBytes, folder, options) {
    const { deadline, signal, dispatcher } = options;
    const log = options.log ?? (() => undefined);
    const sleep = options.sleep ?? poller/* realSleep */.uk;
    const maxRefreshes = options.maxLinkRefreshes ?? 3;
    const maxRetries = options.maxRetries ?? 5;
    const stallMs = options.stallTimeoutMs ?? 60_000;
    // Named in messages so the user knows which input to raise.
    const budget = (0,duration/* formatDuration */.a)(deadline.endsAt - deadline.startedAt);
    const stall = `no data within ${(0,duration/* formatDuration */.a)(stallMs)} (request-timeout)`;
    await (0,promises_.mkdir)(folder, { recursive: true });
    const token = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    let generation = 0;
    const open = () => new BundleSink(external_node_path_default().join(folder, `.bundle-${token}-${generation}.partial`), options.extract ? external_node_path_default().join(folder, `.staging-${token}-${generation}`) : undefined);
    let current = { bundleUrl: url, sizeBytes, expiresAt: options.expiresAt };
    let fresh = false;
    let refreshes = 0;
    let retries = 0;
    let received = 0;
    let etag;
    let resumable = false;
    let sink = open();
    const sinks = [sink];
    const refresh = async (why) => {
        if (refreshes >= maxRefreshes) {
            throw new BundleError(`The bundle link failed (${why}) and ${maxRefreshes} fresh links did not help. Re-run the step; if it keeps failing, the storage may be refusing this runner.`);
        }
        refreshes++;
        log(`The bundle link is not usable (${why}); asking for a fresh one (${refreshes}/${maxRefreshes}).`);
        current = await options.refreshLink();
        fresh = true;
    };
    const pause = async (why) => {
        if (retries >= maxRetries) {
            throw new BundleError(`Downloading the bundle failed: ${why}, ${retries + 1} times. Re-run the step.`);
        }
        const delay = Math.min(8000, 500 * 2 ** retries);
        retries++;
        if (!deadline.fits(delay)) {
            throw new BundleError(`Downloading the bundle failed: ${why}; the step's timeout (${budget}) leaves no time to try again.`);
        }
        log(`Downloading the bundle: ${why}. Trying again in ${(delay / 1000).toFixed(1)}s.`);
        await sleep(delay, signal);
    };
    const restart = async () => {
        await sink.abort();
        await sink.remove();
        generation++;
        sink = open();
        sinks.push(sink);
        received = 0;
        etag = undefined;
    };
    const timeoutError = () => new BundleError(`The step's timeout (${budget}) was reached while downloading the bundle (${received} of ${current.sizeBytes ?? '?'} bytes). Raise timeout.`);
    try {
        for (;;) {
            signal?.throwIfAborted();
            // Runner clocks drift: a link just handed out is tried even if it looks expired; a 403 replaces it.
            if (!fresh && current.expiresAt && Date.parse(current.expiresAt) <= Date.now()) {
                await refresh(`it expired at ${current.expiresAt}`);
                continue;
            }
            const remaining = deadline.remaining();
            if (remaining <= 0)
                throw timeoutError();
            const timeout = AbortSignal.timeout(remaining);
            const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
            // The presigned link is its own credential: no Authorization header ever goes to storage.
            const headers = { 'user-agent': constants/* USER_AGENT */._O };
            if (received > 0) {
                headers.range = `bytes=${received}-`;
                if (etag)
                    headers['if-range'] = etag;
            }
            let response;
            try {
                response = await (0,undici.request)(current.bundleUrl, {
                    method: 'GET',
                    dispatcher,
                    signal: combined,
                    headers,
                    headersTimeout: stallMs,
                    bodyTimeout: stallMs
                });
            }
            catch (error) {
                if (signal?.aborted)
                    throw signal.reason;
                if (timeout.aborted)
                    throw timeoutError();
                await pause(errorCode(error) === 'UND_ERR_HEADERS_TIMEOUT'
                    ? `the storage stalled: ${stall}`
                    : `no connection (${describe(error)})`);
                continue;
            }
            const status = response.statusCode;
            if (status === 403) {
                await response.body.dump();
                fresh = false;
                await refresh('the storage answered 403: expired or revoked');
                continue;
            }
            if (received > 0 && status === 206) {
                const start = /^bytes (\d+)-/.exec(header(response.headers['content-range']) ?? '')?.[1];
                if (Number(start) !== received) {
                    await response.body.dump();
                    await restart();
                    await pause('the server resumed at the wrong offset; starting over');
                    continue;
                }
            }
            else if (status === 200) {
                // 200 to a Range request: the server sent everything again, or the object changed.
                if (received > 0)
                    await restart();
                etag = header(response.headers.etag);
                resumable = header(response.headers['accept-ranges']) === 'bytes';
                const length = Number(header(response.headers['content-length']) ?? NaN);
                if (current.sizeBytes !== undefined &&
                    Number.isFinite(length) &&
                    length !== current.sizeBytes) {
                    await response.body.dump();
                    throw sizeError(length, current.sizeBytes, 'announced');
                }
            }
            else {
                await response.body.dump();
                if (status >= 500 || status === 408 || status === 429) {
                    await pause(`the storage answered ${status}`);
                    continue;
                }
                throw new BundleError(`Downloading the bundle failed with HTTP ${status} from the storage link. Re-run the step to get a fresh link.`);
            }
            try {
                for await (const chunk of response.body) {
                    received += chunk.length;
                    if (current.sizeBytes !== undefined && received > current.sizeBytes) {
                        throw sizeError(received, current.sizeBytes, 'sent at least');
                    }
                    await sink.write(chunk);
                }
                break;
            }
            catch (error) {
                response.body.destroy();
                if (error instanceof BundleError)
                    throw error;
                if (sink.failure)
                    throw sink.failure;
                if (signal?.aborted)
                    throw signal.reason;
                if (timeout.aborted)
                    throw timeoutError();
                const why = errorCode(error) === 'UND_ERR_BODY_TIMEOUT'
                    ? `the download stalled after ${received} bytes: ${stall}`
                    : `the connection was cut after ${received} bytes (${describe(error)})`;
                if (resumable) {
                    await pause(`${why}; resuming from there`);
                }
                else {
                    await restart();
                    await pause(`${why}; the storage cannot resume, so starting over`);
                }
            }
        }
        if (current.sizeBytes !== undefined && received !== current.sizeBytes) {
            throw sizeError(received, current.sizeBytes, 'sent');
        }
        const entries = await sink.end();
        const archivePath = external_node_path_default().join(folder, ARCHIVE_NAME);
        const extractPath = options.extract ? external_node_path_default().join(folder, SITE_DIR) : undefined;
        if (extractPath && sink.staging)
            await replaceFolder(sink.staging, extractPath, token);
        await (0,promises_.rename)(sink.partial, archivePath);
        return {
            archivePath,
            extractPath,
            bytes: received,
            entries,
            refreshedLink: refreshes > 0 ? current : undefined
        };
    }
    catch (error) {
        for (const each of sinks) {
            await each.abort();
            await each.remove();
        }
        throw error;
    }
}
function sizeError(bytes, expected, what) {
    return new BundleError(`The storage ${what} ${bytes} bytes, but the bundle's sizeBytes is ${expected}: the download is incomplete or not this bundle, so it was discarded. Re-run the step.`);
}
function header(value) {
    return Array.isArray(value) ? value[0] : value;
}
function errorCode(error) {
    return error?.code;
}
function describe(error) {
    const code = errorCode(error);
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' ? `${code}: ${message}` : message;
}
/** Puts `staging` at `target`, replacing an earlier site: old aside, new in, old removed. */
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
 * Bytes of fresh buffers (downloaded plus inflated) between two young-generation collections.
 * Measured with `npm run bench`: 1 to 2 MiB gives the lowest peak; 512 KiB and 4 MiB both give more.
 */
const CHURN_PER_COLLECTION = 1024 * 1024;
/**
 * V8's young-generation collector, or a no-op where it cannot be had. Why by hand: every chunk
 * from the socket and from gunzip is a fresh Buffer whose memory lies outside the JS heap, and V8
 * only collects it after about 64 MiB of such memory has piled up, which more than doubles the
 * action's peak memory during a download. Collecting the young generation (well under a
 * millisecond here) after each MiB keeps the peak flat whatever the bundle size (`npm run bench`).
 * An action cannot pass `--expose-gc` to node, so `gc` is reached the way Jest reaches it for
 * `--logHeapUsage`: set the flag at run time, then take `gc` from a new context.
 */
function youngGenerationCollector() {
    try {
        (0,external_node_v8_.setFlagsFromString)('--expose-gc');
        const gc = (0,external_node_vm_.runInNewContext)('gc');
        return () => gc({ type: 'minor' });
    }
    catch {
        return () => undefined;
    }
}
let collectYoungGeneration;
/**
 * Where the bytes go: the `.partial` archive file and, in parallel, gunzip (on libuv's thread pool)
 * into node-tar's Parser. node-tar parses the tar format (headers, pax, long names, checksums); the
 * writes are done here rather than by its Unpack class, for three reasons: Unpack silently strips
 * absolute paths and `..` and skips devices where the action must refuse the whole bundle; it checks
 * symlink targets lexically, which a chain of links (a/b/s -> ../.. then t -> a/b/s/../../x) gets
 * past; and it offers no way to wait for its pending writes after an abort, so a failed bundle could
 * not be cleaned up reliably. Every write below goes to a path checked by `entryPath`, never through a
 * symlink, with O_EXCL so an existing link is never followed.
 */
class BundleSink {
    failure;
    file;
    gunzip;
    parser;
    failed;
    rejectFailed = () => undefined;
    pending = new Set();
    writers = new Set();
    /**
     * The checks in `place` judge each entry against the archive as it stands after the entries before
     * it, so the disk must be in that state when the entry is written: otherwise a link made by a later
     * entry could be followed by the write of an earlier one (a hard link waiting for its source, say).
     * New files and folders cannot disturb each other and are written side by side; anything else (a
     * link, a hard link, an entry replacing an earlier one) is a barrier: it waits for all work before
     * it, and all work after it waits for it.
     */
    barrier = Promise.resolve();
    /** Work started since the last barrier and not yet done (a bundle can hold 100,000 files). */
    sinceBarrier = new Set();
    /** Entry paths placed so far (case-folded): a later entry of the same path replaces the file. */
    placed = new Set();
    /** Folders, named by an entry or above one (case-folded): never replaced by a link or a file. */
    folders = new Set();
    dirs = new Map();
    /** Symlinks and regular files of the archive so far, by case-folded path. */
    symlinks = new Map();
    files = new Set();
    /**
     * Every name the archive uses, entries and the folders above them, by case-folded path. Keying by
     * folded paths is only sound while each folded key stands for one spelling: on Linux `A` and `a`
     * are two files, and a link check that took one for the other could be led outside the folder.
     */
    spellings = new Map();
    /** Paths that were a symbolic link at any point: nothing is ever written beneath them. */
    everLinked = new Set();
    parserDone;
    sawEnd = false;
    compressed = 0;
    inflated = 0;
    churn = 0;
    entries = 0;
    partial;
    staging;
    constructor(partial, staging) {
        this.partial = partial;
        this.staging = staging;
        this.failed = new Promise((_, reject) => (this.rejectFailed = reject));
        this.failed.catch(() => undefined);
        this.file = (0,external_node_fs_.createWriteStream)(partial, { flags: 'wx', highWaterMark: 1024 * 1024 });
        this.file.on('error', (error) => this.fail(new BundleError(`Could not write the archive ${partial}: ${error.message}`)));
        this.gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: 256 * 1024 });
        this.gunzip.on('error', (error) => this.fail(new BundleError(`The bundle is not a valid gzip stream (${error.message}).`)));
        // zstd sniffing off: the input is already inflated tar.
        this.parser = new index_min/* Parser */.iX({ strict: true, zstd: false });
        this.parser.on('error', (error) => this.fail(new BundleError(`The bundle is not a valid tar archive (${error.message}).`)));
        this.parser.on('nullBlock', () => (this.sawEnd = true));
        // node-tar drops what it cannot read (an extended header over 1 MiB, an unknown entry type)
        // without an error; other tools read those entries, so the archive kept would not be the one checked.
        this.parser.on('ignoredEntry', (entry) => this.fail(refusal(entry.path, `the tar reader skipped it (type ${entry.type}, or an extended header too large to read), so it cannot be checked`)));
        this.parser.on('entry', (entry) => this.onEntry(entry));
        this.parserDone = new Promise((resolve) => this.parser.on('end', resolve));
        this.gunzip.on('data', (chunk) => {
            // node-tar would inflate a gzip found inside the gzip, out of reach of the zip bomb check
            // below, and `tar -xzf` would read the same bytes as a different archive.
            if (this.inflated === 0 && chunk[0] === 0x1f && chunk[1] === 0x8b) {
                this.fail(new BundleError('The bundle is a gzip inside a gzip: refused.'));
                return;
            }
            this.inflated += chunk.length;
            this.churned(chunk.length);
            // A zip bomb fills the runner's disk; a static site compresses far less than 1:1000.
            if (this.inflated > 1024 * 1024 * 1024 && this.inflated / this.compressed > 1000) {
                this.fail(new BundleError('The bundle inflates more than 1000-fold: refused as a zip bomb.'));
                return;
            }
            if (!this.parser.write(chunk)) {
                this.gunzip.pause();
                this.parser.once('drain', () => this.gunzip.resume());
            }
        });
        this.gunzip.on('end', () => this.parser.end());
    }
    async write(chunk) {
        if (this.failure)
            throw this.failure;
        this.compressed += chunk.length;
        this.churned(chunk.length);
        const fileOk = this.file.write(chunk);
        const gzipOk = this.gunzip.write(chunk);
        const waits = [];
        if (!fileOk)
            waits.push((0,external_node_events_.once)(this.file, 'drain'));
        if (!gzipOk)
            waits.push((0,external_node_events_.once)(this.gunzip, 'drain'));
        if (waits.length > 0)
            await this.guard(Promise.all(waits));
    }
    /** Ends both streams and waits for every file; returns the entry count. */
    async end() {
        if (this.failure)
            throw this.failure;
        this.file.end();
        this.gunzip.end();
        await this.guard(Promise.all([(0,external_node_stream_promises_.finished)(this.file), this.parserDone]));
        await this.settle();
        if (this.failure)
            throw this.failure;
        if (!this.sawEnd) {
            throw this.fail(new BundleError('The tar archive stops before its end-of-archive marker: the bundle is incomplete.'));
        }
        for (const each of this.symlinks.values()) {
            const escape = resolveLink(each.path, each.target, this.symlinks);
            if (escape)
                throw this.fail(refusal(each.path, escape));
        }
        return this.entries;
    }
    /** Stops everything and waits until no write is in flight, so `remove` leaves nothing behind. */
    async abort() {
        this.fail(new BundleError('The download was abandoned.'));
        this.gunzip.destroy();
        this.file.destroy();
        for (const writer of this.writers)
            writer.destroy();
        await (0,external_node_stream_promises_.finished)(this.file).catch(() => undefined);
        await this.settle();
    }
    async remove() {
        await (0,promises_.rm)(this.partial, { force: true });
        if (this.staging)
            await (0,promises_.rm)(this.staging, { recursive: true, force: true });
    }
    churned(bytes) {
        this.churn += bytes;
        if (this.churn < CHURN_PER_COLLECTION)
            return;
        this.churn = 0;
        collectYoungGeneration ??= youngGenerationCollector();
        collectYoungGeneration();
    }
    fail(error) {
        if (!this.failure) {
            this.failure = error;
            this.rejectFailed(error);
            this.parser.abort(error);
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
    async settle() {
        while (this.pending.size > 0)
            await Promise.allSettled([...this.pending]);
    }
    track(work, barrier) {
        const before = barrier ? Promise.allSettled([this.barrier, ...this.sinceBarrier]) : this.barrier;
        const op = before
            .then(() => (this.failure ? undefined : work()))
            .catch((error) => {
            this.fail(error instanceof BundleError
                ? error
                : new BundleError(`Could not extract the bundle: ${error.message}`));
        });
        if (barrier) {
            this.barrier = op;
            this.sinceBarrier.clear();
        }
        else {
            this.sinceBarrier.add(op);
        }
        this.pending.add(op);
        void op.finally(() => {
            this.pending.delete(op);
            this.sinceBarrier.delete(op);
        });
    }
    dir(rel) {
        if (!this.staging)
            return Promise.resolve();
        const key = fold(rel);
        let made = this.dirs.get(key);
        if (!made) {
            made = (0,promises_.mkdir)(external_node_path_default().join(this.staging, rel), { recursive: true }).then(() => undefined);
            made.catch(() => undefined);
            this.dirs.set(key, made);
        }
        return made;
    }
    onEntry(entry) {
        // A zero block is the end of the archive only when no entry follows it.
        this.sawEnd = false;
        if (this.failure) {
            entry.resume();
            return;
        }
        try {
            this.place(entry);
        }
        catch (error) {
            entry.resume();
            this.fail(error);
        }
    }
    place(entry) {
        const rel = entryPath(entry.path, 'path');
        const key = fold(rel);
        const parts = rel.split('/');
        for (let i = 1; i <= parts.length; i++) {
            const name = parts.slice(0, i).join('/');
            const spelled = this.spellings.get(fold(name));
            if (spelled !== undefined && spelled !== name) {
                throw refusal(entry.path, `'${name}' and '${spelled}' differ only in letter case or Unicode form, which is one file on macOS and Windows and two on Linux`);
            }
            this.spellings.set(fold(name), name);
            if (i < parts.length) {
                // Beneath a link that a later entry replaced, the write would still go where the link led.
                if (this.everLinked.has(fold(name))) {
                    throw refusal(entry.path, `it would be written through the symbolic link '${name}'`);
                }
                this.folders.add(fold(name));
            }
        }
        const isFolder = entry.type === 'Directory' || entry.type === 'GNUDumpDir';
        if (!isFolder && this.folders.has(key)) {
            throw refusal(entry.path, `it would replace the folder '${rel}' of earlier entries`);
        }
        const parent = parts.slice(0, -1).join('/');
        const staging = this.staging;
        const target = staging ? external_node_path_default().join(staging, rel) : '';
        const replaces = this.placed.has(key);
        this.placed.add(key);
        const clear = async () => {
            if (replaces)
                await (0,promises_.rm)(target, { force: true });
        };
        this.entries++;
        switch (entry.type) {
            case 'Directory':
            case 'GNUDumpDir':
                if (rel !== '' && this.symlinks.has(key)) {
                    throw refusal(entry.path, 'a directory would replace a symbolic link of the archive');
                }
                if (this.files.has(key)) {
                    throw refusal(entry.path, 'a directory would replace a file of the archive');
                }
                this.folders.add(key);
                entry.resume();
                if (staging)
                    this.track(() => this.dir(rel), false);
                return;
            case 'File':
            case 'OldFile':
            case 'ContiguousFile': {
                if (rel === '')
                    throw refusal(entry.path, 'it names the extraction folder itself');
                this.symlinks.delete(key);
                this.files.add(key);
                if (!staging) {
                    entry.resume();
                    return;
                }
                // Owner read/write always; set-id and sticky bits from an archive are never applied.
                const mode = ((entry.mode ?? 0o644) & 0o777) | 0o600;
                this.track(async () => {
                    await this.dir(parent);
                    await clear();
                    // Aborted meanwhile: the entry will never end, so a writer would wait forever.
                    if (this.failure)
                        return void entry.resume();
                    const writer = (0,external_node_fs_.createWriteStream)(target, { flags: 'wx', mode });
                    this.writers.add(writer);
                    try {
                        entry.pipe(writer);
                        await (0,external_node_stream_promises_.finished)(writer);
                    }
                    finally {
                        this.writers.delete(writer);
                    }
                    if (entry.mtime)
                        await (0,promises_.utimes)(target, entry.mtime, entry.mtime);
                }, replaces);
                return;
            }
            case 'SymbolicLink': {
                if (rel === '')
                    throw refusal(entry.path, 'it names the extraction folder itself');
                const linkTarget = entry.linkpath ?? '';
                if (/^([a-zA-Z]:|[\\/])/.test(linkTarget)) {
                    throw refusal(entry.path, `it is a symbolic link to the absolute path '${linkTarget}'`);
                }
                this.symlinks.set(key, { path: rel, target: linkTarget });
                this.everLinked.add(key);
                const escape = resolveLink(rel, linkTarget, this.symlinks);
                if (escape)
                    throw refusal(entry.path, escape);
                this.files.delete(key);
                entry.resume();
                if (staging) {
                    this.track(async () => {
                        await this.dir(parent);
                        await clear();
                        await (0,promises_.symlink)(linkTarget, target);
                    }, true);
                }
                return;
            }
            case 'Link': {
                if (rel === '')
                    throw refusal(entry.path, 'it names the extraction folder itself');
                const linkTarget = entryPath(entry.linkpath ?? '', 'hard link target');
                const targetKey = fold(linkTarget);
                if (!this.files.has(targetKey)) {
                    throw refusal(entry.path, `it is a hard link to '${linkTarget}', which is not a regular file earlier in the archive`);
                }
                this.symlinks.delete(key);
                this.files.add(key);
                entry.resume();
                if (staging) {
                    const source = external_node_path_default().join(staging, this.spellings.get(targetKey) ?? linkTarget);
                    this.track(async () => {
                        await this.dir(parent);
                        await clear();
                        await (0,promises_.link)(source, target);
                    }, true);
                }
                return;
            }
            case 'CharacterDevice':
            case 'BlockDevice':
            case 'FIFO':
                throw refusal(entry.path, `it is a ${entry.type}, which a static site never contains`);
            default:
                throw refusal(entry.path, `it has the unsupported tar entry type ${entry.type}`);
        }
    }
}
function refusal(entryName, why) {
    return new BundleError(`The bundle was refused: entry '${entryName}' is unsafe (${why}). Nothing was installed; report the bundle to Mintlify.`);
}
/**
 * macOS and Windows runners have case-insensitive file systems: compare paths the way they might.
 * Upper then lower case folds what lower case alone misses (long s, final sigma, dotless i, micro
 * sign), and NFKC folds compatibility forms; folding too much only refuses an odd bundle, too little
 * would let two names the disk takes for one pass as two.
 */
function fold(rel) {
    return rel.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
/**
 * A tar path as a clean relative path ('' for the root entry `./`), or a refusal: absolute paths,
 * drive letters and `..` segments are never rewritten into something else, they stop the extraction.
 */
function entryPath(raw, what) {
    if (raw.includes('\0'))
        throw refusal(raw, `its ${what} holds a NUL byte`);
    if (/^([a-zA-Z]:|[\\/])/.test(raw))
        throw refusal(raw, `its ${what} is absolute`);
    const parts = raw.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
    if (parts.includes('..'))
        throw refusal(raw, `its ${what} contains '..'`);
    return parts.join('/');
}
/**
 * Follows a symlink through the archive's own symlinks, in memory (the staging folder holds nothing
 * else), and says why it leaves the extraction folder, or undefined when it stays inside. A missing
 * target is fine: it cannot lead anywhere outside.
 */
function resolveLink(at, target, symlinks) {
    const stack = at.split('/').slice(0, -1);
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
        stack.push(part);
        const next = symlinks.get(fold(stack.join('/')));
        if (next) {
            if (++hops > 40)
                return `its target '${target}' is a loop of symbolic links`;
            if (/^([a-zA-Z]:|[\\/])/.test(next.target)) {
                return `its target '${target}' leads to an absolute path`;
            }
            stack.pop();
            queue.unshift(...next.target.split(/[\\/]+/));
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/export.ts






const KNOWN_STATUSES = new Set(['queued', 'running', ...api/* EXPORT_TERMINAL */.e0]);
function isTerminal(job) {
    return api/* EXPORT_TERMINAL */.e0.includes(job.status ?? '');
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
function writeJobOutputs(job, jobId, report) {
    core/* setOutput */.uH(constants/* Output */.k7.JobId, jobId);
    core/* setOutput */.uH(constants/* Output */.k7.Status, job.status ?? '');
    core/* setOutput */.uH(constants/* Output */.k7.PageCount, job.pageCount === undefined ? '' : String(job.pageCount));
    Object.assign(report, { jobId, status: job.status, pageCount: job.pageCount });
}
function writeBundleOutputs(bundle, report) {
    core/* setOutput */.uH(constants/* Output */.k7.BundleUrl, bundle.bundleUrl);
    core/* setOutput */.uH(constants/* Output */.k7.BundleExpiresAt, bundle.expiresAt ?? '');
    core/* setOutput */.uH(constants/* Output */.k7.BundleSize, bundle.sizeBytes === undefined ? '' : String(bundle.sizeBytes));
    report.bundleSizeBytes = bundle.sizeBytes;
    report.bundleExpiresAt = bundle.expiresAt;
}
/**
 * Export mode: start the job, write `job-id` at once, poll to `completed`, get a presigned link,
 * then (unless told not to) download and unpack it in one pass and update the Helm values file.
 */
async function runExport(config, deps) {
    const { api, deadline, report } = deps;
    report.domain = config.domain;
    report.paths = config.paths;
    const request = { domain: config.domain };
    if (config.exportVersion !== undefined)
        request.version = config.exportVersion;
    if (config.paths.length > 0)
        request.paths = config.paths;
    let job = await api.startExport(request);
    const jobId = job.jobId;
    const scope = config.paths.length > 0 ? `${config.paths.length} page path(s)` : 'every page';
    core/* info */.pq(`Started static export job ${jobId} of ${config.domain} (${scope}; status ${job.status ?? 'unknown'}).`);
    writeJobOutputs(job, jobId, report);
    if (!config.wait && !isTerminal(job)) {
        core/* info */.pq(`Not waiting (wait: false). The export job ${jobId} keeps running at Mintlify.`);
        return { job, result: 'pending' };
    }
    const seenUnknown = new Set();
    let lastLine = '';
    const onPoll = (current) => {
        const status = current.status ?? '';
        if (!KNOWN_STATUSES.has(status) && !seenUnknown.has(status)) {
            seenUnknown.add(status);
            core/* info */.pq(`Export job ${jobId} reports status '${status}', which this action does not know; treating it as still running.`);
        }
        // Whole percents, so a slow job logs a line per visible step, not one per poll.
        const progress = typeof current.progress === 'number' ? `${Math.floor(current.progress)}%` : 'progress unknown';
        const pages = typeof current.pageCount === 'number' ? `, ${current.pageCount} pages` : '';
        const line = `${status || 'unknown'}, ${progress}${pages}`;
        if (line !== lastLine) {
            core/* info */.pq(`Export job ${jobId}: ${line}`);
            lastLine = line;
        }
    };
    try {
        if (!isTerminal(job)) {
            job = await (0,poller/* pollUntil */.g3)({
                poll: () => api.getExport(jobId),
                isDone: isTerminal,
                deadline,
                maxIntervalMs: config.pollIntervalMs,
                sleep: deps.sleep,
                signal: deps.signal,
                onPoll
            });
        }
    }
    catch (error) {
        if (!(error instanceof poller/* DeadlineExceededError */.Kt))
            throw error;
        const last = error.last ?? job;
        writeJobOutputs(last, jobId, report);
        const progress = typeof last.progress === 'number' ? ` at ${last.progress}%` : '';
        throw new Error(`Static export job ${jobId} did not finish within the timeout (${(0,duration/* formatDuration */.a)(config.timeoutMs)}); last status: ${last.status ?? 'unknown'}${progress}. It keeps running at Mintlify; raise timeout and re-run.`);
    }
    writeJobOutputs(job, jobId, report);
    if (job.status === 'failed') {
        throw new Error(`Static export job ${jobId} failed: ${job.error || 'the API gave no reason'}. Fix the cause (check the pages named), then re-run.`);
    }
    core/* info */.pq(`Export job ${jobId} completed: ${job.pageCount ?? 'unknown number of'} pages.`);
    const fetchLink = async () => {
        const fresh = await api.generateBundle(jobId);
        maskLink(fresh.bundleUrl);
        return fresh;
    };
    let bundle;
    if (typeof job.bundleUrl === 'string' && job.bundleUrl) {
        // The announced redesign: the completed status already carries the link.
        maskLink(job.bundleUrl);
        bundle = {
            jobId,
            bundleUrl: job.bundleUrl,
            sizeBytes: job.sizeBytes,
            expiresAt: job.expiresAt
        };
    }
    else {
        bundle = await fetchLink();
    }
    writeBundleOutputs(bundle, report);
    core/* info */.pq(`Bundle ready: ${bundle.sizeBytes ?? 'unknown'} bytes; the link expires at ${bundle.expiresAt ?? 'an unknown time'}.`);
    let result = 'link';
    if (config.download) {
        const startedAt = Date.now();
        core/* info */.pq(`Downloading${config.extract ? ' and extracting' : ''} the bundle into ${config.path}.`);
        const downloaded = await downloadBundle(bundle.bundleUrl, bundle.sizeBytes, config.path, {
            extract: config.extract,
            deadline,
            expiresAt: bundle.expiresAt,
            refreshLink: fetchLink,
            signal: deps.signal,
            dispatcher: deps.dispatcher,
            stallTimeoutMs: config.requestTimeoutMs,
            sleep: deps.sleep,
            log: (message) => core/* info */.pq(message)
        });
        if (downloaded.refreshedLink) {
            bundle = { ...bundle, ...downloaded.refreshedLink };
            writeBundleOutputs(bundle, report);
        }
        core/* setOutput */.uH(constants/* Output */.k7.ArchivePath, downloaded.archivePath);
        core/* setOutput */.uH(constants/* Output */.k7.ExtractPath, downloaded.extractPath ?? '');
        report.archivePath = downloaded.archivePath;
        report.extractPath = downloaded.extractPath;
        core/* info */.pq(`${config.extract ? 'Downloaded and extracted' : 'Downloaded and checked'} ${downloaded.bytes} bytes (${downloaded.entries} archive entries) in ${(0,duration/* formatDuration */.a)(Date.now() - startedAt)}.`);
        result = 'downloaded';
    }
    else {
        core/* info */.pq('Not downloading (download: false): use the bundle-url output before it expires.');
    }
    if (config.valuesFile) {
        // The YAML library is the largest part of export mode; most runs have no values file.
        const { updateHelmValues } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 5942));
        await updateHelmValues(config.valuesFile, {
            bundleUrl: bundle.bundleUrl,
            version: config.exportVersion
        });
        core/* setOutput */.uH(constants/* Output */.k7.ValuesFile, config.valuesFile);
        report.valuesFile = config.valuesFile;
        core/* info */.pq(`Updated ${config.valuesFile} (staticExport.enabled, bundleUrl${config.exportVersion !== undefined ? ', version' : ''}). The link expires at ${bundle.expiresAt ?? 'an unknown time'}: run helm upgrade before then, and export again for every later deploy.`);
    }
    return { job, result, bundle };
}


/***/ })

};
