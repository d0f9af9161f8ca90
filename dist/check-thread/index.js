import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/export/bundle/hasher.ts
/**
 * SHA-256 of the extracted files on a worker thread, which also writes them. Hashing on the main
 * thread put it on the export's critical path, next to writing the files (docs/performance.md); the
 * worker writes and hashes while the main thread reads the archive and judges each entry, and
 * gunzip inflates. The policy's checks happen on the main thread, in archive order, and it makes
 * every folder; the worker then carries out every other entry in that same order (creates a file,
 * a hard or symbolic link, removes what an entry replaces), so the disk is in the state each entry
 * was judged against when it is placed. Where the worker is the slower of the two (`behind`), the
 * main thread takes a share of its work: it hashes the next files itself, sending each digest in its
 * place in the order, and opens a new file and hands the worker its descriptor, closing it once the
 * worker says it is written (creating files is much of the work on a site of small pages, hashing on
 * one of large ones). No byte is copied for it: gunzip's 1 MiB output buffers, once
 * the engine is done with them (the point where sink.ts would free them), are transferred to the
 * worker with the list of file bodies in them. Only the bodies in a buffer that never fills (the
 * last one) are copied. The worker answers in order, so a hard link gets its source's digest as it
 * was when the link was made. Bytes in the worker's hands are bounded: the sink pauses gunzip past
 * MAX_HASHING_BYTES. Another reader of the bodies (the site check) can have the thread instead
 * (ThreadReading): it gets the bodies it reads the same way, and this thread hashes.
 */



/**
 * How every file of the site is created, here or on the worker: a new name only, so that nothing an
 * earlier entry left (a link, say) is ever followed.
 */
const CREATE_NEW = external_node_fs_namespaceObject.constants.O_WRONLY | external_node_fs_namespaceObject.constants.O_CREAT | external_node_fs_namespaceObject.constants.O_EXCL;
/** The worker, as a script: it is the whole of it, and needs no file of its own in the bundle. */
const WORKER_SOURCE = (/* unused pure expression or super */ null && (`
const { parentPort, workerData: CREATE_NEW } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const fs = require('node:fs')
let hash
let id = 0
let fd = -1
let owned = false
let mtime = NaN
function clear(path, replaces) {
  if (replaces) fs.rmSync(path, { force: true })
}
parentPort.on('message', ({ buffers, ops, bytes, paths, given }) => {
  const out = []
  const written = []
  // Every digest in one buffer, moved back whole: not an object to clone per file.
  const digests = new Uint8Array(8 * ops.length)
  let digested = 0
  for (let i = 0; i < ops.length; i += 4) {
    const kind = ops[i]
    if (kind === 0 || kind === 8) {
      hash = kind === 0 ? createHash('sha256') : undefined
      id = ops[i + 1]
      owned = ops[i + 2] === -2
      if (!owned) fd = ops[i + 2]
      mtime = ops[i + 3]
    } else if (kind === 1) {
      const body = new Uint8Array(buffers[ops[i + 1]], ops[i + 2], ops[i + 3])
      if (fd >= 0) for (let at = 0; at < body.length; ) at += fs.writeSync(fd, body, at)
      if (hash) hash.update(body)
    } else if (kind === 2) {
      if (fd >= 0) {
        // After the last write, which would move it again.
        if (!Number.isNaN(mtime)) fs.futimesSync(fd, mtime, mtime)
        if (owned) fs.closeSync(fd)
        else written.push(fd)
        fd = -1
      }
      out.push(id)
      // Or the digest the main thread made, in its place in the order.
      const from = ops[i + 1]
      digests.set(hash ? hash.digest() : given.subarray(from, from + 32), 32 * digested++)
    } else if (kind === 3) {
      out.push(-1 - ops[i + 1], ops[i + 2])
    } else if (kind === 5) {
      const path = paths[ops[i + 1]]
      clear(path, ops[i + 3])
      fd = fs.openSync(path, CREATE_NEW, ops[i + 2])
    } else if (kind === 6) {
      clear(paths[ops[i + 2]], ops[i + 3])
      fs.linkSync(paths[ops[i + 1]], paths[ops[i + 2]])
    } else if (kind === 7) {
      clear(paths[ops[i + 2]], ops[i + 3])
      fs.symlinkSync(paths[ops[i + 1]], paths[ops[i + 2]])
    }
  }
  // Freed now, not at this thread's next collection (util/release.ts says why).
  for (const memory of buffers) memory.transfer(0)
  parentPort.postMessage({ out, digests, bytes, written }, [digests.buffer])
})
`));
/** The operations of a batch, four numbers each (thread.ts in check-thread/ reads them too). */
const START = 0;
const DATA = 1;
const END = 2;
const LINK = 3;
/** The file just started is also read on the thread: its path's index in the batch, its size. */
const READ = 4;
/** Creates a file (path index, mode, whether it replaces what is there); START then writes it. */
const MAKE_FILE = 5;
/** Makes a hard link: its source's path index, its own, whether it replaces what is there. */
const MAKE_LINK = 6;
/** Makes a symbolic link: its target's index in the paths, its own path's, replaces. */
const MAKE_SYMLINK = 7;
/** START's descriptor for the file MAKE_FILE just created. */
const MADE = (/* unused pure expression or super */ null && (-2));
/** As START, but the main thread hashes the file: END then carries the digest's place in `given`. */
const WRITE_ONLY = 8;
/** The reading thread's young generation, in MB. */
const READING_YOUNG_MB = 8;
/** Copied bytes (and names) a batch gathers before it goes to the worker, when it holds no lent memory. */
const SEND_COPIES_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * About what a name for the worker to create costs in memory, on both threads, until it is answered
 * (docs/performance.md), and two bytes a character: counted with the bytes in flight, since an archive
 * of empty files and links carries no body to bound it.
 */
const NAME_BYTES = 256;
/** Bytes sent to the worker and not yet hashed, past which the sink pauses gunzip. */
const MAX_HASHING_BYTES = 8 * 1024 * 1024;
/**
 * Files the main thread opened for the worker to write, past which the worker opens the next ones:
 * gunzip's buffers hold a thousand small files each, and a runner may allow few descriptors.
 */
const MAX_WRITING_FILES = 512;
/**
 * Bytes in the worker's hands past which it is the slower thread: the main one then opens and hashes
 * the next files itself.
 */
const BEHIND_BYTES = MAX_HASHING_BYTES / 2;
/**
 * Hashing on the main thread: for a small bundle a thread costs more (its start-up, and about 20
 * MiB of memory for its own heap) than the hashing it would take off the critical path.
 */
class InlineHasher {
    results;
    busy = false;
    writes = false;
    opensHere = false;
    onDrain = () => undefined;
    hash;
    id = 0;
    constructor(results) {
        this.results = results;
    }
    file(id) {
        this.hash = createHash('sha256');
        this.id = id;
    }
    data(piece) {
        this.hash?.update(piece);
    }
    end() {
        if (this.hash)
            this.results.digest(this.id, this.hash.digest(), 0);
        this.hash = undefined;
    }
    link(id, sourceId) {
        this.results.link(id, sourceId);
    }
    symlink() {
        throw new Error('A hasher on the main thread writes nothing: the caller makes the link.');
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
    alwaysHere;
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
    /** The batch holds lent memory (gunzip's buffers) not yet handed over: it cannot go yet. */
    holdsLent = false;
    /** Bytes copied into the batch since it was last sent. */
    pendingCopies = 0;
    /** What the batch's names count for in flight (NAME_BYTES and two a character). */
    pendingNames = 0;
    /** The paths the pending READ operations name. */
    paths = [];
    /** Questions asked of a reading thread, answered in order. */
    questions = [];
    /** A reading thread hashes nothing: it gets only the files marked READ (HashHereReadThere). */
    hashes;
    /** Descriptors given to the worker to write and not yet written: this thread closes them. */
    open = new Set();
    /** The file whose body arrives goes to the thread. */
    sending = true;
    /** The file whose body arrives is hashed here, while the worker is the slower thread. */
    hereHash;
    /** The digests made here for the batch (HashBatch's `given`), and how much of it is used. */
    given;
    givenUsed = 0;
    constructor(results, onError, reading, 
    /** Take every file here it may: open (as MAX_WRITING_FILES allows) and hash it ('worker-shared'). */
    alwaysHere = false) {
        this.results = results;
        this.onError = onError;
        this.alwaysHere = alwaysHere;
        this.hashes = reading === undefined;
        this.worker = reading
            ? new Worker(reading.script, {
                workerData: reading.workerData,
                execArgv: reading.execArgv,
                // A young generation left to grow under the reader's allocations doubles: tens of MB.
                resourceLimits: { maxYoungGenerationSizeMb: READING_YOUNG_MB }
            })
            : // A small heap: the thread keeps a hash and the answers of one batch at a time.
                new Worker(WORKER_SOURCE, {
                    eval: true,
                    workerData: CREATE_NEW,
                    // What it opened is closed when it stops (Node's default, relied on by abort).
                    trackUnmanagedFds: true,
                    resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 }
                });
        // Held only while it has work: a sink dropped without end or abort must not keep the process up.
        this.worker.unref();
        this.worker.on('message', (message) => {
            if ('out' in message)
                this.answer(message);
            else
                this.reply(message);
        });
        this.worker.on('error', (error) => this.fail(error));
        this.worker.on('exit', (code) => {
            if (this.answered < this.sent || this.questions.length > 0)
                this.fail(new Error(`the ${this.hashes ? 'hashing' : 'reading'} thread stopped (exit ${code})`));
        });
        if (reading) {
            reading.attached({
                read: (rel, size) => {
                    this.ops.push(READ, this.paths.push(rel) - 1, size, 0);
                    this.sending = true;
                },
                ask: (question, transfer) => this.ask(question, transfer),
                close: () => this.worker.terminate().then(() => undefined)
            });
        }
    }
    /** Whether the worker holds more than its bound: the sink pauses gunzip. */
    get busy() {
        return this.inFlight > MAX_HASHING_BYTES;
    }
    /** A hashing thread writes the files too. */
    get writes() {
        return this.hashes;
    }
    /** The worker is the slower thread, and fewer than MAX_WRITING_FILES are open for it. */
    get opensHere() {
        return this.behind && this.open.size < MAX_WRITING_FILES;
    }
    /** The worker holds more than half its bound: files are hashed here until it catches up. */
    get behind() {
        return this.alwaysHere || this.inFlight > BEHIND_BYTES;
    }
    file(id, output) {
        this.sending = this.hashes;
        if (!this.hashes)
            return;
        this.hereHash = this.behind ? createHash('sha256') : undefined;
        const start = this.hereHash ? WRITE_ONLY : START;
        if (output && 'path' in output) {
            this.ops.push(MAKE_FILE, this.pathIndex(output.path), output.mode, output.replaces ? 1 : 0);
            this.ops.push(start, id, MADE, output.mtime ?? NaN);
            this.sendGathered();
            return;
        }
        if (output)
            this.open.add(output.fd);
        this.ops.push(start, id, output?.fd ?? -1, output?.mtime ?? NaN);
    }
    /**
     * A piece of the current file's body, a view into memory that `handOver` will transfer when
     * `whole` (gunzip's full buffers); otherwise copied now.
     */
    data(piece, whole) {
        if (piece.length === 0 || !this.sending)
            return;
        this.hereHash?.update(piece);
        if (whole) {
            this.holdsLent = true;
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
        this.pendingCopies += piece.length;
        this.sendGathered();
    }
    end() {
        if (this.sending)
            this.ops.push(END, this.hereHash ? this.give(this.hereHash.digest()) : -1, 0, 0);
        this.hereHash = undefined;
        this.sending = this.hashes;
    }
    /** A hard link `id` to `sourceId`: its digest is the source's as it is at this point. */
    link(id, sourceId, made) {
        if (!this.hashes)
            return;
        if (made)
            this.makeLink(MAKE_LINK, made);
        this.ops.push(LINK, id, sourceId, 0);
    }
    symlink(made) {
        if (this.hashes)
            this.makeLink(MAKE_SYMLINK, made);
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
    /**
     * Sends what is left and waits for every digest. A reading thread stays up: what it read is asked
     * of it later, and it is closed by whoever it was attached to.
     */
    async finish() {
        this.send();
        if (this.answered < this.sent) {
            await new Promise((resolve) => this.waiters.push(resolve));
        }
        if (this.failure)
            throw this.failure;
        if (this.hashes)
            await this.worker.terminate();
    }
    /** Stops the worker, then closes what it was writing (the caller removes the files). */
    async abort() {
        await this.worker.terminate();
        for (const fd of this.open) {
            try {
                closeSync(fd);
            }
            catch {
                // Closed is what it should be.
            }
        }
        this.open.clear();
    }
    makeLink(kind, made) {
        this.ops.push(kind, this.pathIndex(made.to), this.pathIndex(made.path), made.replaces ? 1 : 0);
        this.sendGathered();
    }
    /** Keeps a digest made here for the batch; returns its place in `given`. */
    give(digest) {
        if (!this.given || this.givenUsed + 32 > this.given.length) {
            const grown = Buffer.allocUnsafeSlow(Math.max(1024, 2 * (this.given?.length ?? 0)));
            this.given?.copy(grown, 0, 0, this.givenUsed);
            this.given = grown;
        }
        digest.copy(this.given, this.givenUsed);
        this.givenUsed += 32;
        return this.givenUsed - 32;
    }
    pathIndex(path) {
        this.pendingNames += NAME_BYTES + 2 * path.length;
        return this.paths.push(path) - 1;
    }
    /**
     * A reader with no lent memory (a zip, a folder) hands over nothing: copies and names go once they
     * add up, so they never pile up here (the worker's backlog is then what `busy` bounds).
     */
    sendGathered() {
        if (!this.holdsLent && this.pendingCopies + this.pendingNames >= SEND_COPIES_BYTES)
            this.send();
    }
    flushCopy() {
        this.copy = undefined;
        this.copied = 0;
    }
    ask(question, transfer = []) {
        this.send();
        if (this.failure)
            return Promise.reject(this.failure);
        return new Promise((resolve, reject) => {
            this.questions.push({ resolve, reject });
            this.worker.ref();
            this.worker.postMessage({ question }, transfer);
        });
    }
    reply(message) {
        const asked = this.questions.shift();
        if (this.answered >= this.sent && this.questions.length === 0)
            this.worker.unref();
        if ('failed' in message)
            asked?.reject(new Error(message.failed));
        else
            asked?.resolve(message.answer);
    }
    send() {
        if (this.ops.length === 0 || this.failure)
            return;
        const bytes = this.buffers.reduce((sum, memory) => sum + memory.byteLength, this.pendingNames);
        this.inFlight += bytes;
        this.sent++;
        this.worker.ref();
        const given = this.given?.subarray(0, this.givenUsed);
        const batch = {
            buffers: this.buffers,
            ops: this.ops,
            bytes,
            paths: this.paths,
            given
        };
        this.worker.postMessage(batch, this.buffers);
        this.ops = [];
        this.buffers = [];
        this.paths = [];
        this.holdsLent = false;
        this.pendingCopies = 0;
        this.pendingNames = 0;
        this.given = undefined;
        this.givenUsed = 0;
        this.flushCopy();
    }
    answer({ out, digests, bytes, written }) {
        if (written)
            this.close(written);
        let digested = 0;
        for (let i = 0; i < out.length; i++) {
            const first = out[i];
            if (first >= 0)
                this.results.digest(first, digests, 32 * digested++);
            else
                this.results.link(-1 - first, out[++i]);
        }
        const wasBusy = this.busy;
        this.inFlight -= bytes;
        this.answered++;
        if (wasBusy && !this.busy)
            this.onDrain();
        if (this.answered >= this.sent) {
            if (this.questions.length === 0)
                this.worker.unref();
            this.waiters.splice(0).forEach((resolve) => resolve());
        }
    }
    /** Closes the files the worker has written whole. */
    close(written) {
        for (const fd of written) {
            this.open.delete(fd);
            try {
                closeSync(fd);
            }
            catch (error) {
                // A file system may report a failed write only as it closes (NFS does).
                this.fail(error);
            }
        }
    }
    fail(error) {
        if (this.failure)
            return;
        this.failure = error;
        this.onError(error);
        this.waiters.splice(0).forEach((resolve) => resolve());
        this.questions.splice(0).forEach(({ reject }) => reject(error));
    }
}
/**
 * Hashing here while the pages are read on a thread: there the reading is the slow part, and the
 * main thread, which only writes, has the time to hash.
 */
class HashHereReadThere {
    here;
    there;
    constructor(here, there) {
        this.here = here;
        this.there = there;
    }
    get busy() {
        return this.there.busy;
    }
    /** This thread writes the bodies: it has the time (see above). */
    writes = false;
    opensHere = false;
    get onDrain() {
        return this.there.onDrain;
    }
    set onDrain(callback) {
        this.there.onDrain = callback;
    }
    file(id) {
        this.here.file(id);
        this.there.file(id);
    }
    data(piece, whole) {
        this.here.data(piece);
        this.there.data(piece, whole);
    }
    end() {
        this.here.end();
        this.there.end();
    }
    link(id, sourceId) {
        this.here.link(id, sourceId);
    }
    symlink() {
        this.here.symlink();
    }
    handOver(memory) {
        return this.there.handOver(memory);
    }
    finish() {
        return this.there.finish();
    }
    abort() {
        return this.there.abort();
    }
}
/** Where the files are hashed: here, on a worker, or here while a thread reads them (`reading`). */
function makeHasher(results, onError, where, reading) {
    if (where === 'here')
        return new InlineHasher(results);
    if (!reading)
        return new WorkerHasher(results, onError, undefined, where === 'worker-shared');
    return new HashHereReadThere(new InlineHasher(results), new WorkerHasher(results, onError, reading));
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

;// CONCATENATED MODULE: ./node_modules/entities/dist/decode-codepoint.js
// Adapted from https://github.com/mathiasbynens/he/blob/36afe179392226cf1b6ccdb16ebbb7a5a844d93a/src/he.js#L106-L134
/**
 * C1 Unicode control character reference replacements (code points 128–159).
 * Index i gives the replacement for code point 128+i; 0 means "no replacement".
 */
const c1 = [
    8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0,
    381, 0, 0, 8216, 8217, 8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250,
    339, 0, 382, 376,
];
/**
 * True for NUL, UTF-16 surrogates, and values past U+10FFFF.
 * @param codePoint Unicode code point to check.
 */
function isInvalidCodePoint(codePoint) {
    return (codePoint === 0 ||
        (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff) ||
        codePoint > 0x10_ff_ff);
}
/**
 * Replace the given code point with U+FFFD if it is NUL (0), a surrogate, or
 * outside the valid Unicode range. Code points in the C1 controls range
 * (128–159) are remapped to their Windows-1252 equivalents, following the
 * HTML spec. All other code points are returned unchanged.
 * @param codePoint Unicode code point to convert.
 */
function decode_codepoint_replaceCodePoint(codePoint) {
    if (isInvalidCodePoint(codePoint)) {
        return 0xff_fd;
    }
    if (codePoint >= 128 && codePoint <= 159) {
        return c1[codePoint - 128] || codePoint;
    }
    return codePoint;
}
/**
 * XML numeric character references are the referenced Unicode code point.
 * Invalid values still become U+FFFD; the HTML Windows-1252 C1 remap is not
 * applied.
 * @see https://www.w3.org/TR/xml/#NT-CharRef
 * @param codePoint Unicode code point to convert.
 */
function decode_codepoint_replaceCodePointXML(codePoint) {
    return isInvalidCodePoint(codePoint) ? 0xff_fd : codePoint;
}
/**
 * Convert the code point of a decoded numeric entity to a string, replacing
 * invalid values.
 *
 * Fast path for plain BMP code points: [1..0x7F] and [0xA0..0xD7FF] pass
 * `replaceCodePoint` unchanged (no NUL, C1 remap, surrogate, or out-of-range
 * handling) and fit a single charCode. 0xd760 = 0xD800 (the first surrogate)
 * - 0xA0.
 * @param codePoint Unicode code point to convert.
 */
function codePointToString(codePoint) {
    return (codePoint - 1) >>> 0 < 0x7f || (codePoint - 0xa0) >>> 0 < 0xd7_60
        ? String.fromCharCode(codePoint)
        : String.fromCodePoint(decode_codepoint_replaceCodePoint(codePoint));
}
//# sourceMappingURL=decode-codepoint.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/internal/decode-shared.js
/*
 * Inverse of the encoder's SAFE alphabet (0x21..0x7E minus 0x22, 0x24, 0x5C),
 * precomputed once at module load. Entries for excluded chars stay 0 but
 * are never read.
 */
const BASE91_INVERSE = /* #__PURE__ */ (() => {
    const table = new Uint8Array(127);
    let code = 0;
    for (let char = 0x21; char <= 0x7e; char++) {
        if (char !== 0x22 && char !== 0x24 && char !== 0x5c) {
            table[char] = code++;
        }
    }
    return table;
})();
/**
 * Decode a dictionary-encoded trie string back into its Uint16Array.
 *
 * Stream layout (consumed in this order):
 *   1. dict1 atoms — `dict1AtomCount` uint16 values, delta+RLE encoded.
 *   2. dict2 atoms — `atomCount - dict1AtomCount` values, delta+RLE.
 *   3. dict2 ngrams — `ngramCount - (dictSize - dict1AtomCount)` entries,
 *      each a pair of slot codes that resolve to earlier slots.
 *   4. dict1 ngrams — `dictSize - dict1AtomCount` entries, same shape.
 *   5. data — slot codes, each expanding to one or more uint16 values.
 *
 * Codes use a 91-char base (printable ASCII minus `"`, `$`, `\`):
 *   - char1 < dictSize  → 1-char code, slot = char1
 *   - char1 ≥ dictSize  → 2-char code, slot = dictSize + (char1 - dictSize)*91 + char2
 *
 * Slot index → token kind:
 *   [0, A)                  dict1 atoms     (1-char codes)
 *   [A, dictSize)           dict1 ngrams    (1-char codes)
 *   [dictSize, dictSize+D)  dict2 atoms     (2-char codes)
 *   [dictSize+D, end)       dict2 ngrams    (2-char codes)
 *
 * Both atom dicts decode before any ngram, and dict2 ngrams decode before
 * dict1 ngrams. So every ngram entry references slots whose contents are
 * already filled — no forward references to handle.
 *
 * This runs on library import. Flat typed arrays store each slot as either
 * a plain value (`single`, covering every atom) or a range in a shared
 * `pool` (ngrams).
 * @param input Packed trie string.
 * @param resultLength Expected number of uint16 values in the output.
 * @param atomCount Total number of distinct uint16 values in the trie.
 * @param dict1AtomCount Atoms in the 1-char range (`A` above).
 * @param ngramCount Total number of ngram entries (dict1 + dict2).
 * @param dictSize Number of 1-char code slots; the rest of `BASE - dictSize`
 *   first-byte values are 2-char codes.
 */
function decodeTrieDict(input, resultLength, atomCount, dict1AtomCount, ngramCount, dictSize) {
    const base = 91;
    const inputLength = input.length;
    // For 2-char codes, slot = char1 * base - twoCharBias + char2.
    const twoCharBias = dictSize * (base - 1);
    let pos = 0;
    /** Read one slot code at `pos` and return its slot index, advancing pos. */
    const readSlotCode = () => {
        const c1 = BASE91_INVERSE[input.charCodeAt(pos++)];
        return c1 < dictSize
            ? c1
            : c1 * base - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
    };
    const dict2AtomCount = atomCount - dict1AtomCount;
    const slotCount = atomCount + ngramCount;
    /*
     * Per-slot contents: atoms (always a single value) live directly in
     * `single`; ngram slots hold -1 there and expand to
     * `pool[start[slot] .. start[slot] + length[slot])`.
     */
    const single = new Int32Array(slotCount);
    single.fill(-1, dict1AtomCount, dictSize);
    single.fill(-1, dictSize + dict2AtomCount, slotCount);
    const start = new Int32Array(slotCount);
    const length = new Int32Array(slotCount);
    /**
     * Decode `count` ascending uint16 values from a delta+RLE stream into
     * `single[off..off+count)`.
     *
     *   code < 89   → delta = code
     *   code == 89  → run-length: next char encodes runLength-2; emit `runLength` consecutive +1 values
     *   code == 90, next < 90  → escape: delta = 89 + next * BASE + after-next
     *   code == 90, next == 90 → double-escape: extra char for very large deltas
     * @param count
     * @param off
     */
    function decodeDelta(count, off) {
        let previous = 0;
        let slot = off;
        const end = off + count;
        while (slot < end) {
            const code = BASE91_INVERSE[input.charCodeAt(pos++)];
            if (code < 89) {
                previous += code;
                single[slot++] = previous;
            }
            else if (code === 89) {
                let runLength = BASE91_INVERSE[input.charCodeAt(pos++)] + 2;
                while (runLength--)
                    single[slot++] = ++previous;
            }
            else {
                const next = BASE91_INVERSE[input.charCodeAt(pos++)];
                previous +=
                    89 +
                        // eslint-disable-next-line unicorn/prefer-minimal-ternary -- branches read a different number of side-effecting input bytes
                        (next < 90
                            ? next * base + BASE91_INVERSE[input.charCodeAt(pos++)]
                            : BASE91_INVERSE[input.charCodeAt(pos++)] * 8281 +
                                BASE91_INVERSE[input.charCodeAt(pos++)] * base +
                                BASE91_INVERSE[input.charCodeAt(pos++)]);
                single[slot++] = previous;
            }
        }
    }
    // Streams 1 & 2: atoms decoded into their slot ranges.
    decodeDelta(dict1AtomCount, 0);
    decodeDelta(dict2AtomCount, dictSize);
    /*
     * Streams 3 & 4 are read in two passes: first collect every ngram's two
     * references and derive its expanded length (each ref resolves to an earlier
     * slot, so lengths are already known), which sizes the shared pool.
     * Pool ranges are handed out in decode order, so the second pass fills
     * the pool contiguously with a single write cursor.
     */
    const references = new Int32Array(ngramCount * 2);
    let poolSize = 0;
    let ngramIndex = 0;
    /**
     * Read `count` ngram entries (each = 2 slot-code references) for the slots
     * starting at `startSlot`, recording references and assigning pool ranges.
     * @param count
     * @param startSlot
     */
    function readNgramReferences(count, startSlot) {
        for (let index = 0; index < count; index++) {
            const slot = startSlot + index;
            const a = readSlotCode();
            const b = readSlotCode();
            references[ngramIndex * 2] = a;
            references[ngramIndex * 2 + 1] = b;
            ngramIndex += 1;
            start[slot] = poolSize;
            const entryLength = (single[a] < 0 ? length[a] : 1) +
                (single[b] < 0 ? length[b] : 1);
            length[slot] = entryLength;
            poolSize += entryLength;
        }
    }
    readNgramReferences(ngramCount - dictSize + dict1AtomCount, dictSize + dict2AtomCount);
    readNgramReferences(dictSize - dict1AtomCount, dict1AtomCount);
    // Second pass: concatenate each ngram's two halves into the pool.
    const pool = new Uint16Array(poolSize);
    let write = 0;
    for (let index = 0; index < ngramIndex; index++) {
        for (let half = 0; half < 2; half++) {
            const source = references[index * 2 + half];
            const value = single[source];
            if (value < 0) {
                let read = start[source];
                const readEnd = read + length[source];
                while (read < readEnd)
                    pool[write++] = pool[read++];
            }
            else {
                pool[write++] = value;
            }
        }
    }
    // Stream 5: data. Each code expands to its slot's stored values.
    const out = new Uint16Array(resultLength);
    let outIndex = 0;
    while (pos < inputLength) {
        let slot = BASE91_INVERSE[input.charCodeAt(pos++)];
        if (slot >= dictSize) {
            slot =
                slot * base -
                    twoCharBias +
                    BASE91_INVERSE[input.charCodeAt(pos++)];
        }
        const value = single[slot];
        if (value < 0) {
            let read = start[slot];
            const readEnd = read + length[slot];
            while (read < readEnd)
                out[outIndex++] = pool[read++];
        }
        else {
            out[outIndex++] = value;
        }
    }
    return out;
}
//# sourceMappingURL=decode-shared.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/generated/decode-data-html.js
// Generated using scripts/write-decode-map.ts

/** Packed HTML decode trie data. */
const htmlDecodeTree = /* #__PURE__ */ decodeTrieDict("!}.&u%}'&}*'~!6*)%&,~!J~!J~%L~y<~!R,~~%Lu~~#GD~~#|)1#%}^%}2%+#.##%##%}&%##%'#%##&%#%#'%#&#%#&#'#%%#&#%##%#)%''%&%#%#'%#%%#%%}%%%#%#&(23#%%#&-%0%('1#(##%#'##+%'*.:1}#%#6-+(%'%%#%%%}#L'2351&('%}&/N'(0(/*-%(%%}#'+&T%7.2}#&%&#%#36/5##%&%%#&#%%#))2%%##%&&'0~!#*+&'%1~!%).'3q?&%'1~!.##%6(~!+%%%(Gw'rT~!E#<nA%#jZ~!H%(~!42##~!*31&~!G%U~#)5~#`3~!J~!Z~%]~%Y~%C~!q~!u~#kz~%#~!6'~!D~!U~!?~#T~!c%~!G#'~%7|~!G~!J~!G&~#pb~(Df}#%}*&}#%##%##%##&#-}&'#'&%#.++}%mI,#,@&(}*%}*'%&##&#%##%}&0}#.},U},%}+%}&%}#%##&}B%(}(%}+%)})%##%#&}&%##%&}<%}>%#%&}*%}(%}9%}/%})%}*%}*%}?&}&%}3%}&*#%})%#%#)}#&#-#+*%E%%'%'#%}#*V##&##I}#&&##%&%#&&Qf%%))w/0+&%#(#.%-''''++++7}>%4'',##1,#%#&%##&#'##&#*#9)%&%}#*}%,#+P(%A&%#'&##wSD',9E00#y#@}(+}&%&>~!#~!X}#*}(&&}(&}(,%}%&#+&}#&}I%#%}%)#(},'%#*}4%%#%}(''}#/##(##),%-##%%)#&}(.}&%#&}%%}*&#%},&&}&%}#%*'#%})%}D&}&%}-&}6&#&}-,%}#%})-(~+`~,=?~I9'9%~!,#%})%})%}@%}?%}(~!?~#<~#pP~#BG~#=1#%K+~#?#~%;)~#A~#mF1~#A'~'X%'~#lR~#N~'N~#r~#m#-~#i'?%#'%~#B%##%,%#~#_%#0%~#]732~,w~2+#:&#%&'0%&>%}#>##F+)#%&&#(+_}4&}-%}(&}@&}O7Fdf0@+/v4}&WU##&/0#&'('B#%}.%}'+#%}#%%&#&%#%##+#&#)#6#'#.},%}c%},%#%##%&#&%#&~#>'*-.%##%##%}#%%}%'~#)D1}#%*&~#_%%'(~#S2%'.}#~#=##*'*-%}&'%'##&&~'E%.#&~#M4}%%##&'%#~#O1##%&#'+~#<B%##%%'%+~#;#@%}#&%#&&%#(~#H1}'%'##&&~#?A}&'~#D#%32}'&&&&~#[}'(#%}'~#;C})&}%%#%~#=&%,3}%'(#%%~#^'#&&)#%'~#Y%-~#d-%'~#^%%&#&&&}#~#b~2t*&'~&(~&@~0%~e~3}%*''0})&}+~!9##-}#%-hD*)1fC#%/&/fB#40~!+#)*4~!+~!K'&:~!/*7~!.#~!H~!L':~%x&~!H#~!*~%1~!I#~!+A~#p'~!F~~#-#~,,(~.Z~!V~%;'B'mq-W~!N~%I%#&&#&}#%},%%}'%}+X#%}#&}(%}'%}<%}#%}%%'}'%}:~![)9@~%>~#UA%-%##&~!C%~!-.9:~!1~!-^2/:a~!y,D*J#-5)/4~%23,~#G~!L1~!0X3`~!2+~!!0-~&E~!W~!o,>Y&]~%cZx_&~#O*9#A#'#+I'%#)~!0B*-5A+-((F&*M#)(-7-5+'-3a5Vi~!Y~!?+[)%3),ERHm~!+:D,VG.+)?fB%%*(%)'(#&80%1'8`K8?`+'Z#&O&'H5#*9)A%%5&3))0%39+.*7#()&&*=4@**L)<'_&*+..;(#*+)./&0#3)%')-8(4ixD(&.}%,('aI:,)%,k2231T)I'#/-W7,/'Q#.'Y24+h')37</31&83##&0#),H(?'&?/1##%#&&#%''-%&&&#(&''&#.-'%#%%(,')*'&#&#'##%(%(#%('#&##%%%%('%#%#%%#%#&%##h>w+v<ayvyvcg.uuhKr}g/v|g>u9i[~>g5uI~=RvdwEg;v/g;uk!!TTSx]@RT!U!#!@VBRUU!'UTe-d0c`e&gSdicedFcrdTaqb.kYcAohdYd@a3e+d}dMdtd.aJ#bqcK`dle/e.e'dwdPdodddjbEb}ogd^ofdpduc6j?l%d{drdqc)d7bacOdQ%T#Y)X.sR[yH>6Vyv3[xwLu>vo'!*.[yBacahoj>6Rew3[xqdZa#!a&#^(X-[yG>6Vyu3[xvg3sEr|g.u/Ri9db0T#^(Xa)!-[y;>6Vylg4wKs{JwNZt3@3r=c4Z([xlg;wKt!cpq's@v7A'*a(a+!-a#[y<3Dt?3Dt'>6Vym3[xmg9rxsNJwLZt4~?r?db1T#`-!(Xa,!0[yS>6Vz%NuQs.g4wKtnJwNZtS@3r>c4Z([y%g;wKtrdga8!a(!#&T*Y-Xa#!a0<or[yc3Dtq>6Vz43[y3JwNZtf@3s!Ju}!%Dti:pm3c_%X#tjB5pkd6q!r]u?voC'*-a.a2!0a&a+[yI3DtI3Ds~3DtH>6Vyw3[xx;:s#~<5pKJwNZtE@3r~d`a)!a2T#a.(!+U.X1[yT3Dt`3Dtv>6Vz&3[y&g9rxwzcxstPu.<rAJwLZtT~?r@dZa%!a.&^*Za(/Reu[ya>6Vz23[y1g3sEr}wkg{NuQRg{ci(U#5@b`~,cg#U(2WnH5wugcRh7dX#T(Y,a'Ta!!a,[yZ<]mj>6Vz,3[y+Pv#5ReZKu+=,%!H}7ABwkaS?Rh:BcW(X#<]mrj:ubv/ARekdg%!(!a.*Ta(Y.X1!#sP>Rl*Dt6[y>>6Vyo3Wf*jOvuumvuRgRJuq*!:9<B@bX~3jVv&v@s@5Re[d/rQt{uAvo&a&a*)a2!,0Wf!3Dt0=Bs'>6Re}3[xy~<5s%JwJZt1~Gs)c;&!#2sJkNuXvzq7rxu,Re8dka4!a8(aEZ+a@Y.X1Xa)[yd=Bs(3DtP>6Vz53[y4cX#X&Re:avRe9~<5s&JwJZtQ~Gs*i^rzvdRg+Jv{%!2sbB@bX}kdga,!Za?&^*T1/!a'Dt+[y6>6Vyf3Wf%g/u;s4hGu6?Rh-JvZ,!c%#&RoX54Rivj7uyvf8RgTKvZB%*!2sGh<vu5Rgq<=C::9bb~#dZ#T&Ta6Y.X*Dt>[y93Wf)coZ(T,6VyifluvRgC@95@B@bX~/hFu34cC#T,k/unq8w8Q5RkUklwQuzunq8w8Q5Rk8d/rJu?v8w9)-&!a0a;a&aIWejg3sEr/h1s<DtDJvyZqY5aws3Jvy!&Wei~Hr1:au5@Bag>23E~5c:Z&bX};kKv?w&unuVu5Rjc;>bs)#~@:Rh.=ay<a]C;b`}Vd6s/t{uAvoaxa()!a,a7%-a#a2Dt,[yF2Wo[>6Vyt3[xuNuPRi&NuPwpi#RoWh?vf8Ri%Jv]!%Ri:KvxD!.'2WeAjZu`q9rxu,Re7woeAg-unLq(qA_/*2Wg_g3u5q^9:4E}/jTrxrzv=Wkkd~0UX#^^Xa-a1a5T&a=U1a'*aEa]!a*aPaA-adok[y54Rn>;:p3~Dp5g9rpsFNvZqjg3uJp4~<5p0Pw;5qlJwNZt*@3p1Pw:5p/Ou!5p2JvG'!6Vye=<qnJvh_[xhg3v,Rh3kOwOw-sDuev/Re^dha[a%!%!a+#Ta7)-5TaCaO!aka!a)sf[yb2>Rl!9ARiq5E}Qg=ucRkBE|oJrJ_@Wk~@Wk{JrJ_@Wk|@WkyJrJ_@Wk}@WkzJvO_[y2g-vMRmiKuYC!)&>Ri;>Ri<@3RkNc](X#@9Rk=g5vuRmhKvDB!+'=]meg3u4Rmgd)#Y'Vz3CARmfd`a+!%T'!+#Ta1Ta6TaM-sTDt9[yA9sYd'%Y#s[[xpj:ueunaXRgEjRq,v-vuqdd2'`#6Rev<32@5>:2<E}5xIo9a*X#Y(;5RePJvD_g>vyRgNj8w)v8<wggs:RgXiZt|vjx,hSq3ah!-(~@:Ro/Ou!5RhWj^v(pyw8unRhUdx-UY#^Ua.a3a70!)%UX1TaDa)'omRiRRhE[y:3Dsz=Br,>6Vyj3[xkg6ruwjcqsrPw;5r*Ku]D'Zt-@3r(~?r.i[vwv]dU1a--U#`a4(g/vsRhPOu!5RhLj:rmu9Wo!~@:wdh@g/vsRiTjXuvvNr}:RhBj^v(pyw8unRn]dz1UYa'a+^Y(!aETZalaRY.Ta?a4[yDJw1!#qLsW>6Vyrfzq-pLflpwRe|Js>%!Dt@3Dt&Jvy_[xs~HrnjMuwpsw'RecKu+D#'!t<~Grl~?rjg5u-x,gwp{ah!-(~@:Rg~Ou!5Rh'jXuvvNr}:Rh#cW#X/c;&!#2sLi[v7u7RgpJv)(!iLrxu,Re6j7v@s@5Se[e7d`aW!Za(a`T.a#!a3!&aDa-!9)Dt_=6s+3[x~~DR|h~DS6avhGun5RkZj3w)v-]mkKunB!&*]kb97R|i<ARk<c:Z(6Vy}Juh'!wziMRoS:F|vkLuauJv5vtvQRh1d='T+Y#VyO~DR|jcF#T'7R|g97R|kJv3'!ay<Rj,Jvh&!:ReXcsa6*a+#a#_aIRf9aLRf?c,Z&Rf5Rf7c.Z&Rf;Rf>cQ#%T'p-Rf8Rf=ct#%'(*!,p,Rf4p+Rf6Rf:Rf<d~'Ua%U*^UYa(!a,-!#a4YaTalaEX0a8a<Weo3Dt/3Dsx=Br93Wen~Dr;~<5p<JwNZt2@3p=Pw:5p;Ou!5r3c7&!#:p>3Ds}KvGB)_6Vyk2sM=<r7x'eovA(!hFu1ARf}cV#X&@r5j6rvwQa^Rf3c=Za'wkghJv__g;unRggA53B9=b^}%j6uduo5Jq;!(hIv%2Re`Ou4ARe_e%a#^^^Xa&!a*a2!&a6YaP!*ad!#a:aE/5Rn?[y@>6Vyp;:pE~DrY~<5pBJwNZt8@3pCh=rt3rWPw:5pAJup_[xoNuPpF9c!#'45pD5ARn)d8#X'X*3@rU72s]h>v<<sSjJpqvewOJq/(!hNw'5ReBk0s2u3w/w'5ReE5@Jq.!a+JQ!&WeU23d(#Y&RjG5]jBk!u7w&u0udARjEe#+^^^Ub#!a2/a`Z(agT1!a-a;|@TaG!aS[yV=Re~fow'RguNuPRe?bz#'>RoUWeL>:Cbb|?JwPZtVg6ruRmzJvD'!6Vz(g/vmRh~Jvy_[y(g9voRgyx*cy(#2>Ri2B9b]~9kIw9u7rluJu3Rg]dI#a%UY'@=p%CAx.gQZ&RhwwygtRm{x5g_Z'+ABqR9Woa=Bp&dV#^*Xa'!&@o{g4v]Rk;Jv{!%Rk[wkkiA5RkiwwfUB=x,fUuqC&*!>RfTg8v0RfV~ARfSd;rJsAuAv9wR'ae+/aO!a@aza/a#[yQ@Wg!2Wemg3sEr0JvB_g>uvReWg2v+Re=KupB_+[y!2AbY~-~Hr2AJwD!(h<~El>h<~El?Kun@+_:9b`}Kg-v/Ri3g;vtwyk_9]k_d=&T#*U.6qh@Ab`|K9:H|CJv[!&3Dtex'fDwC%!Rf[9WlMd[(^X,!a%Z06Vz!@WgBg=v~Rgvg,QRe@awd,#Y+jTv|Q~EfWj]uNr|~FRfXdy#Y&^Ua%!aO.!(a)Ua;=!a@aKap!a-,a!Ta]a[rSa]p?[y82sK=Bq~;:p:~<5p8Pw:5p7d'#Y'Wf(;RnRi[u4w&RgJJvG'!6Vyh=<r#ijuuv/sIKuYD'ZtG@3p9~Gr&d2#`(g<vtRgFj`u5w&rqpxRf2CJuY!+:wfnTOu!5Rg}jNs1ucv&RfwJvA!&3@q|BDcC#T,k/unq8w8Q5RkTklwQuzunq8w8Q5Rk9dga#!a'!a=#a0!:+Tb*b@aO.a4!aba8aFJv^}?!VyR~Dr<g;u%Rn.~<5p[x'e`wNZtR@3p]Pw:5pZhNvjBp.woe_g5u-r4JwF!%DtO3:ooc7&!#:p^3DtpLuGw(!+%)Dtk6Vz#2sd=<r8d'#Y([y#<x3gJt`w@!)%}MRiowzikRij=]ilxAf3,U(#B2Rf#g0v-Rm[ck{`U#]giKv3>)!&6Ri154s,KuGB_%@r68r:dJ|t`#X(9<E|u2@H|rx3gJu?w'!+'1Nu7Reg4=H~+9<wxgY95Rm]xLggZ-`(X}U2:Ri4h<uOawRmsJv__5@bb{jbV~3dka#a'a]!,#a+U=a>b6a3b%!/aKa/)!arwve^VyJ;:pR~DpTg3uJpS~<5pOPw;5qmPw:5pNOu!5pQJvG'!6Vyx=<qoJvA!{~Jup!%@qk7Rn/KvyD!}''[xz;>wkh'?Rh,x8gyt`w5D!&),(SgyccRgztJ@3pPB5p#d'(Y#<]mmifubw&RgoJvE&!82s^JvF&!8Rf,ADb]~;x=h'rNu]vK!,%'*0RnORh)4Rh*AqQg-vaRnNg;wHwkh'ba~4cE#Ta*x3gctyw@'!+%RnFRnD<4Rn@hFvK5RnCxWg[#`&a0Ua()`1Rm75Rg[c]%X#qi8Rg^NvdRj>BwzgZauwji7Rm6A4wgg]d1#&(*,.0a#Rm;Rm<Rm=Rm>Rm?Rm@RmARmBe%#^^^Xaea?aC/b+(,!a+a#!a/!>a&Ta<aKbD!2wphBRnk[yPw}hE|.=Br-3Dtm>6Vy~g6urRf.x,hPrNav!%'RnqRo%Ro#Nu;q[Pw;5r+JwNZtM@3r)d'#Y'Weh;xChL#`&RnmRnoKu}>%(!Rne~Bs-;2wjcussJv+'!aYSO}6@B<5?ba~8LrNvj!.%*ROwungw~ng~:9;Ri^>wtnig;wHRnixDh@|(UZ.x1h@|)!#:2<H|*xHn]#-UX'3Ro)z=iT}6ARns=Bwsn_wpnaRncw]aR(#UXa&Ua*a/=]iPd'#Y&Ro'WnXf{QRm2hNvj]nZd`'T~&1`{|`#9b]{}c:'!#Wl{>@=be}]?cl{{U#:5Abb}Jds#^YaF!a*b4a#a3aPa>&Tb!bH!*a_!Eau?/a&RjY<]gj>6Vz*;:pe~DrZg,QRj1JwNZtX@wihspcJvZ&!VyX9WmOJu|!|N2WmHJvh&!]ht~Bpbcn&T(!#RmQ<s7Nu;padH#X'`+WmJ@>RmKCARhnKup=!)&Wf+:RhqNuPpf9c!#'45pd5AwghpARn(Ls@w!%,)!RmP@Wfe<E|IJva!&WmNg8vsRmLd`*.`#Y'Xa!axRn*]hrA8Rhug5s@rXg8u!RmMd8#X'X*3@rV72smdI*#UY&RmICARho~GsgxVgd)Ta'U-Y&Xa!T#RnEWnA@Wffg1uDRi0hFvK5RnBxGnG&#`%owp)@wsf+bX}Ze-*1!a*^^^Ua|!#a.aq&Ya2!a>.a6!a:aO`aJDtL[y`@Wg#>6Vz12@wzoYRoZNuPRi!NuPRhzg=ucRi,@=b`{Yg=ucRi-ACJvB!&Sh[ebSh]ebi`wUuFRm4Jw2_[y0JvB!.<Ju(!&SoG}6Shd}6<Ju(!&SoH}6She}6Kur@._g5vHRieJvx!{L2G{Kx6gd'T#?Rh82Wi5cZ#X(g1w)Rm5dW-Y(Ta#!a)!#aYa=wnfE=su2>>bU{0j9udv:<svj8uQv-7RgHdE%#^'sq9sp=>Bb_{TJv`!&g/r|snj6v(us5d,#Y(56H}[978H}]Jw5!&g1rushJvB!+j;v{u5?zDhd}6}bj;v{u5?zDhe}6}ce*#`(^^^a[aea!=!a6a*aoXb1a.!aAbL!b>,b'aL!aV@Wf|2Wlg3[y/JwNZt^@3piPw:5pgJunZou3@rsJva&!Vy_g<v~Rm#JvG'!6Vz0=<r{Ju{%!:pj@WfsiXuJu3Rm:JvZ&!WfA~Bph@c4Z&Dtwax5rubx(#:awRk1@d,#Y&RfjRfid1#,Y(@Wfp2Wlrg5s@ryKu[@!,'=]ig9wlk?Rk>g5u-rqJvy'!@9RkQcH(T#=>Ri~@<wkj(Wj(KuZB*!&<7rw@9RkRcH(T#=>Ri}@<wkj)Wj)dg(Ta2Xa9X#`-!a*CARhg@@=I}d9x;c~#X%so=<sj>2@@=aybb}XjWv0Q~EfEj3vLv;<d,#Y(56H}`978H}_dgaPaFa'a/!#a3Y0a_a;a|!1(a7-[yE3[xt;:pJNvZrrg3uJrvJwNZt=@3pIh=rt3rxPw:5pGOu!5rpJvG'!6Vys=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk!u7w&u0udARjFd/prq=tyvpaEa(a:.!a1aZ(@@=I}:9wpd%=<sX55w_h}@@=I{t=ay<aU@@=I}T=ay<2@@=I})?C9:9au@9Cb]}DP~=x-fAZ(2Wl1=ay<aU@@=I}>5@d##Y+jTv|vV~EfFj]uNpn~FRfGdgaK!Z2&!a8a-Tb({E!acTbM*!a(DtY[yYd'%Y#sl[y*hHvh>Re5x2c{Z}.j4uCvcawRiMd+#X+_x&d!},<5RkX;2Hzw@x,gavfB-!{CcF&T#Roe;RodwWbBg5urRgaKvHC*_6Vz+<4opieuew&Rmq@d]&Y)X,T#X0Rh}<BqP=4qS9:ReMg/ujReNJw0!/<Jui%!bd{kawwnemRelAxUa?a3#*.&UX(Ya+a/RhvRnQ<o}9Wmtd-#Y&RgSRmw9;Rmxay=Rmyg-vaRmuxEhSrNu,v-voC!%(aR.a(a7+1Ro1>Ro5CE{A9b]{@;5x#eO{:g;urRi+KrNA!%(Ro3>Ro79;Ri_Ku@>{;&!x%gX|{KunA_+g5QRj/g3u5Rj#g>uERj%wio/xRhS&!,!#^1U}wba{8>>@=be}qC@:D5ba{7Ku+A&!}x?ba}t>>@=be}se(aA^^^Uat!b0#{pa+awUazbGa#aLb9bgaWac'a5TbS=Br!d1#`%scp_Jvl!#rT>Re0JvX&!VyN=H{Fcm#U&:pY=ReaJv2&!]h0=]nUJvG'!6Vy|=<r%JrM_=]h2@Wlud'#)U'Wf'b]{i=]h/Jvh!&~BpWg=v]RnMx+ny#'Nu;pVwjnu=]nwxJnx,T#`&Reqwjnt=]nvieu9vrRjLLuYwP(#+!th@wih5pX~Gr'g5v/Rh4KunA'!-CARnP@wwiN:Rm_9x'cvw>!|l=<saKvAA!0&3@q}>w^e1bp#&Re2Re3BDx7gH#T|f5H|eKuZ>!%(:qNAH{]Jv6!+3B2B9=b^{X<5<B92:E{ZLvhwA(a;a%!igQuyRmad+#Y}m@3Rh5d8#X'X*:AqUAHzmaxwbh<aXRnVcF}RT#Nw&cj#U(BWnug/vsRntdka)(a3+.Zb7aYYan1!bVa@Xa}[y^@b[{G=H{+hFu73Rj&Pv#5ReQcK%T#sig1v{Rj'Ku+D#'!t]~Grm~?rkKuMB!01d5#`'Vy.ta3Dtu~Hroc8#'{^45s85AwZbP&!#Rn!wghxWn#KvEA!)&2RlA2RlBx:h|#(T,=]j09Wobz>x]z/@awRoTd+#Y(az]hFhCrm4d,#Y+jTv|Q~EfMj]uNr|~FRfOdCa!Xa9_X#@<plJvf!%b`{(9;Rgwc;.!#2x7cw#T|UDb]|T5Ju={(!=@E{&Jv)&!Ab`{'awJvf!~*>>@=be{#KuY>!+&4Ezyi[ugv&RjIdea+T)#UXa&T-T&a!Rh9auRmW=]kLg5vuRn+g3u4Rn-Ow6ARn,hHus5xNk?#UX(U~)/g8v0RkD~AwkkF?Ri.OuNBwkkA?Ri/d|a2`a*^UYa.!aBTZaTa'Xa;!(!2!-a#b2[yC>6Vyq3[xr2Wi?g1rusVh%s?DtF~<5rbJs;%!DtBfswKtCj[uvuSsEu3RgVx3o:u+wN'*Zt;@3rd~Grh~?rfg8w)Lq)qE&-a%!>bI|`jWv0vV~EfCjTv|vV~Ef@j]uNpn~FRfBcK#T']gWNu7x,k7q4ai(0!hHv8<RhmkMu9vrsBuev/RhlCJvB!,g<v{wchh~@:Rhji[vrv{wchi~@:RhkdS&a5UY#Ta!RgPwwiI5BwciI~@:Rh`x'iJvj'!5]iJPu8Bwch]~@:Rhach)U#h3rp]gLh@t|Ax,hTq3ah!-(~@:Ro0Ou!5RhXj^v(pyw8unRhVd|)`,^UYas!a?/a2Z'a^Ta{Tb7Ta(a#!a,Wf&9sZ3DtAadamov=Bqt3[xig8vsRm~>waiL2b`{QJv*_Ouv2qgj<v]v2BqfdR'X*X#Y-@3qr~Gqv~?p6hHv-]glPup5Lq+q?_%*b_{qF{n9b^{rOu4ARhpKvCD!+&~Bqp:5Dbb}nwoiKl&unuTuBv]v+ueunaXRf0=Jvh!0nKufu8v1w&w7q%w&uHrz:Rgnj5w,uxDJq/(!hNw'5ReCk0s2u3w/w'5ReFd>Za&!*UaA=<wkgsRnSJv^!%Refifw3vyRgOKu_B'!,<]gkiiu:w&Rh<=C@a^<B57@2F{[<B5@aW:=3away9A5aW=<B=C@a^<B57@2F{Ie-#`(^^^bCara.b8aza6!/bZ,!adTbnTbOb+aFaS!aAT9@Wf~2Wli3Dtl2@d,#Y&RfnRfmJwJZtN~GqyJva&!VyMg<v~Rm%iXuJu3Rm9Jv[_=]ih9wlkDRkCd1#`(@Wg>2Wls3cH#T(@<Rj*=>Ri|b~'#23s9h<~El.d'#Y&Dtxi^rzvdRl#d*#U%(o|B2s`hJwSaxRmDKv4B&!1:Rmdd5#`'Vx}to~Hq{x'f1v3(!BA5ba|bJv_&!Wfug1v]ReIdO+U/Y#&G}-8wze=Rh{g1v]ReHg/uQRf/by#)ibQwERl/cH#T(@<Rj+=>Ri{cNu+vlax-!(#a0qa9<Rii2;;bU{H;x<i=&X#Rk`<4wwi=C9H~8xAI(Y#<azRi@45wXI<B9;5bb~7dL(X#Xa(+!aL6Vy{g5QqOau:5au2@ay547EzbxOcU(UX-T#Ta#:Cbb|A?wjh/b_|SOw6ARgtihr}u7Rhy<d1#T)X1@@=I|~=ay<2@@=aybb}Sj3vLv;<d,#Y(56H}A978H}@dGpvs@uAu`vcw9*!aFa+ai%(b!aXa8.a?a[ozWey=sU2@G}Nch&U#Rf_WexKu+D#'!t:~Gr`~?r^j]uNr|~FRg*j^psurwJt|RmcKv)@&!)7Rkv~Br[@wxfO:Rl3co#U'6Rezj_q#vIuavjRltwzeyh@vr5JqD0!>aY?C9:9au@9Cb]}9cl#U*5;5<H||jbuus1ucv&Rfvg1v~d/pppzqFr^a--a~!aMat1(hFv;Wiz@@=Izoj5uuv-7Rix~Cw`fk2WlVcZ#X,k)u3vWs@u2]ktg;wEx'fBq(_2Wg/jTv|vV~EfoJv]!15x'hzqG!(P~EfU~CRl_j6v(us5x4i-#T(2WmZ?C2F|d>Kq<aj1!*jTqIsBv=Wl`~Cw`fi2WlWj`v0u*~>RlR=c>Z,k#u3vWs@u2]kr<c1Z+jTqIsBv=Wla~Cw`fm2WlXdmb3!a{(arZa`bkTa%TbQTa-a9+c'!aM!/[yL=Bqug.w'RifhFvyDRj.g>vgwyk^9]k^Jv3_@WfbAARkhJw2_[x|JvB_wkoIRoKwkoJRoLd'(Y#<]gm=<9<H|yd'%_X#skDtb3awwqkgNulRkgdB#^',9:p'hJwSaxRmEBwVb8@4=H|qLu+w50&!)@3qs~?pU>Awwn;;Rn=c:Z'ARn<=<qwKvC@!/&~BqqJv6!&]eVb^z^xRge'/a%+^`#Sge}6<4Rn3=]n0Pw2>Rn8Jw0!&>Rn:>Rn6cY#a7+!a&=<wkaNw~h3z_c5Z{=wjh#=]nLKv^D!&)Vyz=bW|swYb<WetcG#T(2wxa@qVx@gD#Y&b^|V5JwG&!5bb|pg/w&RgD@x=kHs=uAvn!a%%/'+RmSRh694Ro`g-vaRmRhHv-]mlxCcS#`&ba~.5cD#Ta)P~=d,#Y(56H{>978H{Dd_#{2^Y%_+qbbb{6g3sERhsbU{?dfa.,`a(Xa<!aiX#(55RiG54RiHcI#T'WiU3RiVNvdwtfcRlKNvdd,#Y&RlHRlExQgf.1*^T'X#Sgf}6Wn4=]hfPrk>Rn7Jw0!&>Rn5>Rn9Lunw?&a2!,5<oq@@wqfdRlJj5Q~=d,#Y(~ARfcOuN]fdDKw;ay(}i!547E}j?cI#T(@5bV}iCbV}hdv(^^Tb?a40,b##Tbo!a*bR!a<b|a/!aKai!aU[yK=]o^g:v>ReGJwPZtK<7Rh+h<~El,Pv#5ReR@awwxjCg,ulRjDJv6&!]j!z?aQeeg>w=Sh<eeJw;!&axEzOg,Qosc!#*:wkeJ]eJ>x'h-u(!%Ro.w~h.zPdNZ(X,Ya![x{;9ReY;wkgxRiF:x?ap#Y&RmUg<s2Rkod]+UY0TZ'!a&A9sw<=bczLNvuw{gqzNhJwSaxRmCKuLay!#&s_Rf-55b^{uJvZa!!c%#(55Ri654wmiu5RiuawLu,vp!+}^%b_}Y9;wkgxba}o>A9:=b^}zKuh=a''!3awRk3c*'!#aHRk6c+Z&Rk5Rk4Jv)&!awRjSawd9*`#0?C2@EzMj8u<uJ5RmbjQrquJu3x,k>uq@_+=ayb^|W~ARkEOuN]k@7dhzV^X/X&a-#zRzSb`zXcJzTT#2WkVKvDBzW!%FzY9;5bbzWjQrquJu3Jw3%!b`zU=ayb^zQd:#X(T-a!6Vyywxh}=b]{Jg=u1RiAdGp~qHtzv!w(wA+a+a;<!aJaYai'anasb(=azRmV:Cbb{MLq2vb!%')RjuRjrRjtRjqx3jnqCw3!%')Rk(Rk+Rk&Rk)Lq2vb!%')Rj{RjxRjzRjwLq2vb!%')RjsRjpRjfRjex3jcqCw3!%')Rk'Rk*RjkRjl9<CbbzfOu4ARhxLq2vb!%')RjyRjvRjhRjgx=joq*uKvb!%')+-Rk.Rk%Rj~Rk-Rk#Rj}x=jdq*uKvb!%')+-Rk,Rk!Rj|RjmRjjRjidAq&qKs@uAv8Aa.'*-a@a&0!aM@a5[y73Dsy3Ds|3Dt):wxgI2sHJwJZt.~Gqxwsf0ikrzt}Rl0Jvy_[xj~HqzKv_A|D!&WfP8axRoVcf,U#k(v]v+ueunaXRf1Ju}'!g8u#Ri=jQw!sCunLprq>!,')~<5qeGzq9F{W=c##%s5au:5aU3CBE|;d4#X(D!a&6Vygx(b;#(=]ed?C2F{N<capoq2r[a&!aPa9,'Pw;5s:@@=I|,55w_h|@@=IzcP~=x'fCqB_2Wl2>aU@@=I|1OuNBc1Z+jTqIsBv=Wlc~Cw`fl2WlZ~AcTa%!Z+jTqIsBv=Wlb~Cw`fh2WlYk+uNqJsBv=WlSg,u3dca3#UXaMYa)TaB-=cM|7T#<bI}l5@B932:aV2G{BOuNBJq:|M!5Ezt=<B=C@a^<B57@2F{v>cB{/T#=ay<bI{3Jv6!a.6BKq0ah&+!5E}HP~Ef{978BaU@@=Iza<7d#.Y#978BaU@@=IzH~AJq0!(@@=IzG978BaU@@=IzFe,aU*Y&^^^bvJb,b:bFad!a,c2Ta>aL.bo6!a#CbTa'T#Re{2Wlh2@G{yg6t~Ro_NvdRfticuRQRllJv3&!x&c|zs@Jw3!%RflwpfkRlpKuL;%(!Re<@G|C2GzdhIvuBwgjAg-u0RjAKQB%!(GzZ@G|5NuuRl7d='T+Y#Vy[g<v~Rm!==G|>JvA!)@wma=]m1ifuaw&RmnLs@vT'!|/+[y,g:v>ReTJw1!#qX=x!eC{bLu+wT&)ZtZauq_~Graci&U#F|89:r_Lupvq!.)&2RlG8RfaC=x!eF{_h?rpWlmd&'!#X|&]k::xJey#`'T|+<E|&2@H|%dE#(^,g;u.RiEg6vjRiC9xCkA{O|zY#g=ucRmXKs0@!&*@G|m@awRknJuh!,3d(}gY}eJvj!%Rm):Jw3!%Rm+Rm-Ls0w(&!a(a#@b[|6cZ#X'7RkxWgAOu4ARn'dH'U#Y*Vz-Wm'CARm}d]*#a%^a*T'aK!a<9bV{PC=p*Jw4!&SgxcbB5r]idw(wBRmF7xFkt#&`(Rm/Rm8E|!JuY_9:Rl5=wrgr2:bbxd@xXfB(a*#T+!.X0X1Ta/a'T&RlDRfL>RlyARl9b[z[>RfZ:RlL:RfRwlg/ARl;9;RlxKv,A/!%7s69<74=BA5ba{-8Bde#`a<XaKYa1,a'P~=wxfB2bZ}}?C972@@=I}r8@55B9;5bb}G978B2@@=aybb}3j3vLv;<Jw3&!>Rfk=ayb^}4~Ad1#`*@@=aybb{w2@>==<bbz]dx+UY#^UaF!a9!bB'Ya1.!ajXa#%olRhD[y=3Dt#Ov5BrHKuMB%!(Rf^Wep~HrJwkiQjKr|~FRg)Ku+D#'!t5~GrF~?rDdV)UY,Z/_7RkuG{<~BrBg,rlsO:235B@bX}|d?a1!#`(6Vyn5@d##Y+jTv|vV~EfIj]uNpn~FRfH7Lq2vb1!a9-978BaU@@=Iz9978BbU}#~AJq0!(@@=Iz8978BaU@@=Iz7~AJQ|}!978BbU}!JvkaK!AdUa21-U#`a+(g/vsRn~Ou!5RPj:rmu9WhOjXuvvNr}:RhAj^v(pyw8unRn[kPr}p|u7vwv]RiSBd;pppzq@qHQa?(b.!a.a`@.|xa(hFv;Wiyj5uuv-7Riw~Cw`fg2WlU978BbU|wOuNBJqG!(P~EfD~CRlQcZ#X,k)u3vWs@u2]ksg;wEx'f@q1_2Wg.j]uNpn~FRfqJv]!15x'h{qG!(@@=IzK~CRl^j6v(us5x4i,#T(2WmY?C2F{1>Kq<aj1!*jTqIsBv=Wld~Cw`fj2Wl[j`v0u*~>RlT=c>Z,k#u3vWs@u2]kq<c1Z+jTqIsBv=Wle~Cw`fn2Wl]dn1#c(a(b^a2!b/bAT(bj!aDa7bu,a_a{c0!2T0g:v>ReD2@G{42@G{5~DpM~<5rc=Bx6i>{RT#RnI@zCx]y]z:2Jv[!zr5Awyk]9]k]dD(Y+X#6Vz.g=wKtgwhaCwgmTWj2Lu,w%_+/[y-B;b^xeg3u3Rj-2@bX{*KrJ<!+'@Wg(g?QRlC@Jv`!%b[zIwsfII}8JQ_@w|kW|=Jv(%!AqcOuNBJvEzh!bYzjLs@wP#(0!oy@>RkdJwMZtc3Dtd@BcG#T'9bWxg2@2Fznd*#Y+;2x'c}w<zizixNgwa#Z'U+!/!a'!a+w~g~z6wcn{Rn}wcnzRn|5Rh%=]nJg5vuRmvNvdRlvcprJu}w*az*a#!%.a.'Bot9qT]kj@Wg'ay2Gzv@Jv`!%b[zEwsfHI}1;ck#Ux`<Cbbx_Lu+w!a&0*!wko*wwo,So,}6Juqxf!E}PigQuyRm`d3(`#8>Rn%:A5B;bZ~%KvhCa!a2!x>k7#Uxb@b{#xaRk7Jw0!)>wwhlShl}6>wwhmShm}6CJvB!.x'hhvj{!!5Bwkhhbaz}x'hivjz~!5Bwkhibaz|xEhTrNu,v-vpD!a%&/)a3a.,%Ro2t[CE{)@3re9b]{%wjo09:rgc:Z&Ro6=<riifuaw&RmoKrNA!%(Ro4>Ro89;Ri`dSaL'UYzxZb)7Rka3xRhT&!,!#^1U}vbaz{>>@=be}yC@:D5bazzKu+A&!}{?ba}y>>@=be}wxBh[t`u~vJvr!%a!a()a,a0a4RoC=]o;Ju(!%RoGRhdwjh`=]oAg>w#Ro?g5vuRo=NvdRl|Ku]C.!&;RoEJvB!%RoORoMBx'h[v+_?w~h`}~5?w~hd~!xKh]oiptu-utv.vp!#%&a30a@a'a+(a/aOp(o~p!RoDJu(!%RoHRhewjha=]oBNvdRl}g>w#Ro@g5vuRo>c[#X']o<CauRoRAd-#Y':RkpauRoQKu]C.!&;RoFJvB!%RoNRoPBx'h]v+_?w~ha}t5?w~he}ue!/UbhYacXaW^Tc&a;b:a-c/#b&aja1(!cL+!bKbt!bmcRc9aIc?8[yW3Dtt94Rg`Jv}!&SiRMzBhEebShEMNuPRe>x7gL#TzuwjirRipc<Z&>on;>z=h-MSh.Mwqczx'a7vj&!>Re4@=ResJt__NuPRi*NuPRi)j]uNr|~FRfzKrJ>_+@Wfy@Wf]2WocKrJ<!+'@Wg%g/QRl@@Jv`!&awRl<wsfFIzgLu(w*!.*&ShBMwvhIRhI9;RhNx1hK'!#Sn]Mx1hK~0!#:2<H~7cNu+w7D*'1ZtW>Rn1~?rOc:Z&Rn2=<rQ<7wjh&=BSnLMc]#X(6Vz)w[b=a!U#9wzgMc3#&(RgMRitRis<x,gKt`ax!&+SioM=BSilMc3#&(RgKRinRimKurB,!&SiQMzBhDebShDM6BJQ!(P~Efx978B2@@=I}WLrJw!!,a*&@G}O@9wkibRid@@x'fKwC!&SlDMSfLMjUv~Q~EfKKv3@a+!(hFv-]mpx/hYZ(C5RiWz<o/MwkhY?So/M@x,gbvfB*&!SgEM:SoeeehFu3:Rgbda(,^TZa)X/7Sg[eb:2RgI~BrMC@wgkc:wwkcRerx3h(uUvK!&*,SnOM4Sh*MArRg;wHRh(x=h;rJvPwI!a4',a'0@Wg&=BSh/Mg>w=Rh=g3w*wwgGRgGcW(X#;Sg}M2Gzk@Jv`!&awRl=wsfGIz`dKZ*T'Y-:RhR7RhQg5u-p`j6v(us5d,#Y+~Awkia?RicOuNBwkibba}Ld6p~tyu_vbAa'a+!a/'a3aEa8a!>Sh,ebJv{!&Sh@ebSaReb9;SgwebNuPRi(NvdRl)NuPRi'hHu^<Rm^Jvv_@Wl(g;u1Si/ebKu'B&!*Sh?eb@Wl'z@aPeb95Si.ebcpputyvjB)!,&a+0a%ShAMWeK@G}C@WfJ9;RhMwvhH9w{ia}ix,hJvRA1(!zAn[MRhHx1hJ~*!#hFv(BSn[MBJQ!(@@=I~'978B2@@=I}2db.Ua<'X}+T#a0XaG2G}E;wkg|wuh!Rh!x,hZu,@)!&So0MVy)C5RiXACJvB!&5RiY5RiZg8w)cG}*T#2@bU}=KsA>(!a.3wkhZba~(x,h^u(A!&(SoCMRhb5Bz=h[eb?w~hb~6x,h_u(A!&(SoDMRhc5Bz=h]eb?w~hc~6e)aA1T#T,^^^c-bMb&blcPaP(a/!0!bA=b5c@a(!bfbrc#2afwmhARnjwchORnp2Wlf3DtsNvdRl-2@wpa<]m0bx(#:awRk2@Jw3!%RfhwpfgRlnKQB%!(G{V@G|'NuuRl6d='T+Y#VyUg<v~Rl~==G|<Jv+'!aYShC}6@B<5?ba~8@Jw3'!g2QRljhLrpWlOd+#Y'g.w'rIg>w*wgj@g-u0Rj@Lu+wT&)ZtUauq]~GrGci&U#F|39:rELrNvj!.%*RhCwunfw~nf~:9;Ri]>wtnhg;wHRnhx3hDs@v~!/+'@Wfr@9RkSNu&Rlo=@<5GzoKs0@_+@Wl+@awRkmJuh!-3d(}pY#qWJvj!%Rm(:Jw3!%Rm,Rm*de&!1U-U#`)Re;@G|.@9Ri82@wjfvRlq=@<5GzpLvOvr!).&2RlF8Rf`C=x!eE{.Jw3_g2QRlkhLrpWlPde(!#U{s,UXa*Ta'[y'g:v>ReS;x0PZ&RnlRnn~HrKJw1}f!=x!eB|2w]aP(#Xa&a*Ta.Ua2a7=]iOd'#Y&Ro&WnWg;u.RiDg6vjRiBNvdRlzhNvj]nYJuW_2Wm3x)kFze{9d])!a.!,Y01!#&aC!a3RndC=ox~BrC@2b^{pg,rlse7x'ksuq!%Rm.E{xidw(wBRmGx9o+)X#wwo-So-}69:Rl4@xSf@a#XZ'X)X,Ta(/ARl8b[xc>RfY:RlI:RfQwlg.ARl:9;Rlwdn'#^XafaQa1X1TaHTa)@b[{zcZ#X'7RkwWg@Ou4ARn&x)kG#{,g7u/RkGdH'U#Y*Vz'Wm&CARm|bx#(A]gUbUzJj9Q~=d,#Y(56H}l978H{U7d,0#U*2>ABb_xZ978BbU{e~AJQ{g!978BbU{hxMh?ad{oUYZ.x1h?{l!#:2<H{mx3n[t{vl!,&a%3Ro(z=iS}6ARnr=Bwsn^wvn`Rnbd`*T}B0!#^X'BG{c9b]{a>>@=be}F?JvS!&BG{d7BG}(Bde#`a1X,Ya@!a'P~=wxf@2bZ}I56B2@@=aybb}08@55B9;5bb}<j3vLv;<Jw3&!>Rfg=ayb^}&OuNBKuLA!)a!P~=x#fD{f2@>==<bbzl?C972@@=Ix^d6rSu,v7w*C(0a)a6#B+a%!sQ[y?3Dt%3[xn~<5rLOu!5p@Ku+D#'!t7~GrP~?rNKvlaya7'!h+v-5qMg=t|cd,U#5AAaa5Abb{S@52B5@a[@52B5Gx[iXueu;d<#`a(!/549C;ag>23ExY5@Dah89b^~689Jv)!~2b[~1Lv'w(%*!a#bX|aPrmawRe]keu7uhv-q6rxu,q`xTo]/a5aU!bNaDXbi!b-!ao!b<bwA!#5@B932:aV2G|:d-)Y#hJrL>RhG<7@C5<H|_=Cau:5aj5@B932:bJ|ng>vIbs)#?C2F|9jPv0w.vISh-MKvUaz(.!9ABbb|[5;5<H|Eg>unwfh;9:4E|YjQsBt|vjx'hYq3!(?C2F|J:2<BaY?C2F|GOu!5x,g|p{ah!-(?C2F|c9:4E|OjXuvvNr}:Rh&i[w*t|cd+U#jJvsu)vsSn~Mkfrmu9p}u7vwv]So!McW#Xa!ax5@A5aY:5;5<H|>kJv~vYrquJu3x4ib#T)2@SmZM?C2F|Bj:rmu9@xPhI(a*a#U#`a3-5Abb|L~@:RhK9:4E|0@52B5G|#C::aY?C2F|-:2<BaY?C2F|.5Jvk!a)javYrquJu3x4ia#T)2@SmYM?C2F|HAxPhH(!a#U#`a*-5Abb|4~@:RhJ9:4E|R@52B5G|F:2<BaY?C2F|Sc^#Xa2j=Qq5CJvB!-g<v{z;hhM?C2F|Zi[vrv{z;hiM?C2F|XKsA>!a)-g<v{z;h[eb?C2F|]i[vrv{z;h]eb?C2F|^iZu.vix,hZq3ah!.(?C2F|QOu!5ShXM:2<BaY?C2F|P", 13_494, 2713, 49, 25, 61);
//# sourceMappingURL=decode-data-html.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/internal/bin-trie-flags.js
/**
 * Bit flags & masks for the binary trie encoding used for entity decoding.
 *
 * The trie is a flat `Uint16Array`. Every node starts with one header word:
 *
 *   15..14 VALUE_LENGTH   Number of words the value occupies, +1.
 *                         0 = no value; 1 = value inline in bits 12..0;
 *                         2/3 = value in the 1/2 words after the header.
 *   13     FLAG13         If VALUE_LENGTH > 0: semicolon required ("strict"
 *                         entity; `;` is never stored as a branch).
 *                         If VALUE_LENGTH == 0: this node is a compact run.
 *   12..7  BRANCH_LENGTH  Number of branches (or run length for runs).
 *   6..0   JUMP_TABLE     Jump-table offset / single-branch char / first
 *                         run char (see below).
 *
 * Branch data follows the header and any value words. Its shape is selected
 * by (JUMP_TABLE, BRANCH_LENGTH) in the header:
 *
 *   Single branch  JUMP_TABLE = the only child's char, BRANCH_LENGTH = 0.
 *                  No branch words; the child node follows immediately.
 *   Jump table     JUMP_TABLE = first covered char (> 0), BRANCH_LENGTH =
 *                  table length. One word per covered char: 0 = no branch,
 *                  otherwise the child's offset from the END of the table,
 *                  +1 (so 0 stays the no-branch sentinel).
 *   Dictionary     JUMP_TABLE = 0, BRANCH_LENGTH = number of branches.
 *                  ceil(n/2) words of sorted keys packed two per word
 *                  (low byte first), then n pointer words storing the
 *                  child's offset from the END of the branch data.
 *   Compact run    VALUE_LENGTH = 0, FLAG13 set. BRANCH_LENGTH = run
 *                  length (3..63), JUMP_TABLE = first char; remaining run
 *                  chars packed two per word after the header. The target
 *                  node follows the packed words immediately.
 *
 * Pointers are end-relative (rather than relative to the pointer's own
 * position) because that makes the common "child encoded right after the
 * branch data" case a small constant, which compresses far better. Offsets
 * to already-encoded (shared) nodes wrap via uint16 modulo arithmetic; the
 * decoder masks navigation results with `& 0xff_ff` to match.
 */
var bin_trie_flags_BinTrieFlags;
(function (BinTrieFlags) {
    BinTrieFlags[BinTrieFlags["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
    BinTrieFlags[BinTrieFlags["FLAG13"] = 8192] = "FLAG13";
    BinTrieFlags[BinTrieFlags["BRANCH_LENGTH"] = 8064] = "BRANCH_LENGTH";
    BinTrieFlags[BinTrieFlags["JUMP_TABLE"] = 127] = "JUMP_TABLE";
    /** Bits 12..0: the inline value of a VALUE_LENGTH = 1 header word. */
    BinTrieFlags[BinTrieFlags["VALUE_MASK"] = 8191] = "VALUE_MASK";
})(bin_trie_flags_BinTrieFlags || (bin_trie_flags_BinTrieFlags = {}));
//# sourceMappingURL=bin-trie-flags.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/decode.js




var CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["AMP"] = 38] = "AMP";
    CharCodes[CharCodes["NUM"] = 35] = "NUM";
    CharCodes[CharCodes["SEMI"] = 59] = "SEMI";
    CharCodes[CharCodes["EQUALS"] = 61] = "EQUALS";
    CharCodes[CharCodes["ZERO"] = 48] = "ZERO";
    CharCodes[CharCodes["NINE"] = 57] = "NINE";
    CharCodes[CharCodes["LOWER_A"] = 97] = "LOWER_A";
    CharCodes[CharCodes["LOWER_X"] = 120] = "LOWER_X";
})(CharCodes || (CharCodes = {}));
/** Bit that needs to be set to convert an upper case ASCII character to lower case */
const TO_LOWER_BIT = 0b10_0000;
/*
 * `parseNumericEntity` packs its two results into one 32-bit integer:
 * `(consumed << CONSUMED_SHIFT) | codePoint`. The 21-bit code point field
 * fits any valid Unicode value (max 0x10FFFF, clamped before packing); the
 * consumed count excludes `&` and gets the remaining 11 bits. Extract it
 * with `>>>` so the topmost bit isn't treated as a sign.
 *
 * Plain consts rather than a `const enum`: with `isolatedModules`, enum
 * member reads compile to runtime property loads.
 */
const CONSUMED_SHIFT = 21;
const CODE_POINT_MASK = 0x1f_ff_ff;
/**
 * Reserved consumed field for counts of at least 2047 characters after `&`.
 * The true count is in `longNumericConsumed`.
 */
const CONSUMED_OVERFLOW = 0x7_ff;
/**
 * Side channel for numeric entities of at least 2048 characters including
 * `&`. Set by `parseNumericEntity` when its consumed count reaches the
 * reserved value `CONSUMED_OVERFLOW`; callers read the true count from here.
 * A module-level slot avoids a tuple allocation on the hot path.
 */
let longNumericConsumed = 0;
/**
 * Extract the consumed count from a `parseNumericEntity` packed result,
 * recovering the true length from `longNumericConsumed` when the packed
 * field contains the sentinel. Read it before the next `parseNumericEntity`
 * call, which may overwrite the side channel. This helper owns that protocol.
 * @param packed Packed result of `parseNumericEntity`.
 */
function unpackConsumed(packed) {
    const consumed = packed >>> CONSUMED_SHIFT;
    return consumed === CONSUMED_OVERFLOW ? longNumericConsumed : consumed;
}
/**
 * Unsigned subtraction trick: (code - lo) >>> 0 wraps negatives to large
 * values, so a single `<=` covers the entire [lo..hi] range check.
 * @param code Code point to check.
 */
function isNumber(code) {
    return (code - CharCodes.ZERO) >>> 0 <= 9;
}
function isHexadecimalCharacter(code) {
    return ((code | TO_LOWER_BIT) - CharCodes.LOWER_A) >>> 0 <= 5; // F - a
}
function isAlpha(code) {
    return ((code | TO_LOWER_BIT) - CharCodes.LOWER_A) >>> 0 <= 25; // Z - a
}
/**
 * Checks if the given character is a valid end character for an entity in an attribute.
 *
 * Attribute values that aren't terminated properly aren't parsed, and shouldn't lead to a parser error.
 * See the example in https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
 * @param code Code point to check.
 */
function isEntityInAttributeInvalidEnd(code) {
    return code === CharCodes.EQUALS || isAlpha(code) || isNumber(code);
}
var EntityDecoderState;
(function (EntityDecoderState) {
    EntityDecoderState[EntityDecoderState["EntityStart"] = 0] = "EntityStart";
    EntityDecoderState[EntityDecoderState["NumericStart"] = 1] = "NumericStart";
    EntityDecoderState[EntityDecoderState["NumericDecimal"] = 2] = "NumericDecimal";
    EntityDecoderState[EntityDecoderState["NumericHex"] = 3] = "NumericHex";
    EntityDecoderState[EntityDecoderState["NamedEntity"] = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
/**
 * Decoding mode for named entities.
 */
var DecodingMode;
(function (DecodingMode) {
    /** Entities in text nodes that can end with any character. */
    DecodingMode[DecodingMode["Legacy"] = 0] = "Legacy";
    /** Only allow entities terminated with a semicolon. */
    DecodingMode[DecodingMode["Strict"] = 1] = "Strict";
    /** Entities in attributes have limitations on ending characters. */
    DecodingMode[DecodingMode["Attribute"] = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
/**
 * Token decoder with support of writing partial entities.
 */
class EntityDecoder {
    decodeTree;
    emitCodePoint;
    errors;
    /** The current state of the decoder. */
    state = EntityDecoderState.EntityStart;
    /** Characters that were consumed while parsing an entity. */
    consumed = 1;
    /**
     * The result of the entity.
     *
     * For named entities: the trie index of the best legacy match so far
     * (0 = none). For numeric entities: the accumulated code point.
     */
    result = 0;
    /** The current index in the decode tree. */
    treeIndex = 0;
    /**
     * Characters consumed since the last recorded legacy match, plus one.
     * Invariant at the top of the `stateNamedEntity` loop: `excess` equals
     * the number of unrecorded consumed characters + 1.
     */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive (read via destructuring)
    excess = 1;
    /** The mode in which the decoder is operating. */
    decodeMode = DecodingMode.Strict;
    /** The number of characters that have been consumed in the current run. */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive
    runConsumed = 0;
    constructor(
    /** The predefined HTML or XML decode tree. */
    decodeTree, 
    /**
     * The function that is called when a codepoint is decoded.
     *
     * For named entities that decode to multiple code points, this will
     * be called multiple times, with the second codepoint, and the same
     * `consumed` value.
     * @param codepoint The decoded codepoint.
     * @param consumed The number of characters consumed by the decoder.
     */
    emitCodePoint, 
    /** An object that is used to produce errors. */
    errors) {
        this.decodeTree = decodeTree;
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
    }
    /**
     * Resets the instance to make it reusable.
     * @param decodeMode Entity decoding mode to use.
     */
    startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = EntityDecoderState.EntityStart;
        this.result = 0;
        this.treeIndex = 0;
        this.excess = 1;
        this.consumed = 1;
        this.runConsumed = 0;
    }
    /**
     * Write an entity to the decoder. This can be called multiple times with partial entities.
     * If the entity is incomplete, the decoder will return -1.
     *
     * Mirrors the non-streaming `decodeWithTrie`, but with the ability to stop decoding if the
     * entity is incomplete, and resume when the next string is written.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    write(input, offset) {
        switch (this.state) {
            case EntityDecoderState.EntityStart: {
                if (input.charCodeAt(offset) === CharCodes.NUM) {
                    this.state = EntityDecoderState.NumericStart;
                    this.consumed += 1;
                    return this.stateNumericStart(input, offset + 1);
                }
                this.state = EntityDecoderState.NamedEntity;
                return this.stateNamedEntity(input, offset);
            }
            case EntityDecoderState.NumericStart: {
                return this.stateNumericStart(input, offset);
            }
            case EntityDecoderState.NumericDecimal: {
                return this.stateNumericDecimal(input, offset);
            }
            case EntityDecoderState.NumericHex: {
                return this.stateNumericHex(input, offset);
            }
            default: {
                // NamedEntity — the only remaining state.
                return this.stateNamedEntity(input, offset);
            }
        }
    }
    /**
     * Switches between the numeric decimal and hexadecimal states.
     *
     * Equivalent to the `Numeric character reference state` in the HTML spec.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    // eslint-disable-next-line unicorn/consistent-class-member-order
    stateNumericStart(input, offset) {
        if (offset >= input.length) {
            return -1;
        }
        if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
            this.state = EntityDecoderState.NumericHex;
            this.consumed += 1;
            return this.stateNumericHex(input, offset + 1);
        }
        this.state = EntityDecoderState.NumericDecimal;
        return this.stateNumericDecimal(input, offset);
    }
    /**
     * Parses a hexadecimal numeric entity.
     *
     * Equivalent to the `Hexademical character reference state` in the HTML
     * spec. Digit parsing matches the hex loop in `parseNumericEntity`.
     * The accumulated value is preserved for numeric validation callbacks.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericHex(input, offset) {
        const inputLength = input.length;
        // Local accumulators; flushed before any exit (see stateNamedEntity).
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
            const char = input.charCodeAt(offset);
            if (isNumber(char) || isHexadecimalCharacter(char)) {
                // Convert hex digit to value (0-15); 'a'/'A' -> 10.
                const digit = char <= CharCodes.NINE
                    ? char - CharCodes.ZERO
                    : (char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10;
                result = result * 16 + digit;
                consumed += 1;
                offset += 1;
            }
            else {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(char, 3);
            }
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    /**
     * Parses a decimal numeric entity.
     *
     * Equivalent to the `Decimal character reference state` in the HTML
     * spec. Digit parsing matches the decimal loop in `parseNumericEntity`.
     * The accumulated value is preserved for numeric validation callbacks.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericDecimal(input, offset) {
        const inputLength = input.length;
        // Local accumulators; flushed before any exit (see stateNamedEntity).
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
            const digit = input.charCodeAt(offset) - CharCodes.ZERO;
            if (digit >>> 0 > 9) {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(digit + CharCodes.ZERO, 2);
            }
            result = result * 10 + digit;
            consumed += 1;
            offset += 1;
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    /**
     * Validate and emit a numeric entity.
     *
     * Implements the logic from the `Hexademical character reference start
     * state` and `Numeric character reference end state` in the HTML spec.
     * @param lastCp The last code point of the entity. Used to see if the
     *               entity was terminated with a semicolon.
     * @param expectedLength The minimum number of characters that should be
     *                       consumed. Used to validate that at least one digit
     *                       was consumed.
     * @returns The number of characters that were consumed.
     */
    emitNumericEntity(lastCp, expectedLength) {
        // Ensure we consumed at least one digit.
        if (this.consumed <= expectedLength) {
            this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
        }
        // Figure out if this is a legit end of the entity
        if (lastCp === CharCodes.SEMI) {
            this.consumed += 1;
        }
        else if (this.decodeMode === DecodingMode.Strict) {
            return 0;
        }
        this.emitCodePoint((this.decodeTree === xmlDecodeTree
            ? replaceCodePointXML
            : replaceCodePoint)(this.result), this.consumed);
        if (this.errors) {
            if (lastCp !== CharCodes.SEMI) {
                this.errors.missingSemicolonAfterCharacterReference();
            }
            this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
    }
    /**
     * Flush locally-tracked walk state back to the fields, then emit the
     * recorded legacy match or reject (cold path — at most once per
     * entity). Called after failed navigation (leaf node, branch miss, or
     * compact-run mismatch). In attribute mode, reject if no legacy was
     * recorded at the current node, if we descended past it, or if the
     * pending input character is an invalid attribute terminator.
     * @param consumed Locally-tracked consumed count.
     * @param excess Locally-tracked excess count.
     * @param char Pending input character (may be the mismatching char).
     * @param valueLength Value length at the current trie node.
     */
    flushAndEmitLegacyOrReject(consumed, excess, char, valueLength) {
        this.consumed = consumed;
        this.excess = excess;
        return this.result === 0 ||
            (this.decodeMode === DecodingMode.Attribute &&
                (valueLength === 0 ||
                    excess > 1 ||
                    isEntityInAttributeInvalidEnd(char)))
            ? 0
            : this.emitNotTerminatedNamedEntity();
    }
    /**
     * Parses a named entity.
     *
     * Equivalent to the `Named character reference state` in the HTML spec.
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNamedEntity(input, offset) {
        const { decodeTree } = this;
        const inputLength = input.length;
        const isStrict = this.decodeMode === DecodingMode.Strict;
        /*
         * Local copies of the resumable walk state avoid per-character
         * field writes. They are flushed back to the fields
         * on every exit (chunk end, and before any emit helper that reads
         * them). `this.result` is only written at the (rare) record points,
         * so it stays a direct field write.
         *
         * Legacy-match recording happens in two idempotent places: at the
         * loop top when sitting on a value node, and in the chunk-end
         * epilogue (so `end()` sees matches that land exactly on a chunk
         * boundary). Recording applies `consumed += excess - 1; excess = 1`,
         * which is a no-op when repeated — the loop-top invariant is
         * `excess` = unrecorded consumed characters + 1.
         */
        let { treeIndex } = this;
        let { excess } = this;
        let { consumed } = this;
        let current = decodeTree[treeIndex];
        while (offset < inputLength) {
            /*
             * Descend through value-less jump-table nodes (including the
             * single-branch encoding) inline, mirroring `decodeWithTrie`:
             * this avoids a `determineBranch` call per level for the
             * dominant node shape — including the root on the first write.
             */
            while ((current &
                (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                0 &&
                (current & BinTrieFlags.JUMP_TABLE) !== 0) {
                const char = input.charCodeAt(offset);
                const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
                const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
                if (branchCount === 0) {
                    // Single branch encoded inline in the jump offset bits.
                    if (char !== jumpOffset) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    treeIndex += 1;
                }
                else {
                    const slot = char - jumpOffset;
                    if (slot >>> 0 >= branchCount) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    const stored = decodeTree[treeIndex + 1 + slot];
                    if (stored === 0) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    // End-relative: branch data ends at treeIndex+1+branchCount.
                    treeIndex = (treeIndex + branchCount + stored) & 0xff_ff;
                }
                current = decodeTree[treeIndex];
                offset += 1;
                excess += 1;
                /*
                 * `charCodeAt` past the end returns NaN, which would alias
                 * to slot 0 after `>>> 0` — bail out explicitly.
                 */
                // eslint-disable-next-line unicorn/no-break-in-nested-loop
                if (offset >= inputLength)
                    break;
            }
            if (offset >= inputLength)
                break;
            // Handle compact runs (resumable across chunks).
            if ((current &
                (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) ===
                BinTrieFlags.FLAG13) {
                const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7; /* 3..63 */
                let { runConsumed } = this;
                // If we are starting a run, check the first char.
                if (runConsumed === 0) {
                    const char = input.charCodeAt(offset);
                    if (char !== (current & BinTrieFlags.JUMP_TABLE)) {
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    offset += 1;
                    excess += 1;
                    runConsumed = 1;
                }
                // Check remaining characters in the run (packed two per uint16 word).
                while (runConsumed < runLength) {
                    if (offset >= inputLength) {
                        this.treeIndex = treeIndex;
                        this.excess = excess;
                        this.consumed = consumed;
                        this.runConsumed = runConsumed;
                        return -1;
                    }
                    const charIndexInPacked = runConsumed - 1;
                    const packedWord = decodeTree[treeIndex + 1 + (charIndexInPacked >> 1)];
                    const expectedChar = (packedWord >> ((charIndexInPacked & 1) << 3)) & 0xff;
                    const char = input.charCodeAt(offset);
                    if (char !== expectedChar) {
                        this.runConsumed = 0;
                        return this.flushAndEmitLegacyOrReject(consumed, excess, char, 0);
                    }
                    offset += 1;
                    excess += 1;
                    runConsumed += 1;
                }
                this.runConsumed = 0;
                treeIndex += 1 + (runLength >> 1);
                current = decodeTree[treeIndex];
                // Loop top handles the landed-on node (record/emit/branch).
                continue;
            }
            // Header plus out-of-line value words; 0 means no value.
            const valueLength = current >>> 14;
            const char = input.charCodeAt(offset);
            if (valueLength !== 0) {
                // Record a legacy match (FLAG13 clear = semicolon optional).
                if (!isStrict && (current & BinTrieFlags.FLAG13) === 0) {
                    this.result = treeIndex;
                    consumed += excess - 1;
                    excess = 1;
                }
                /*
                 * Implicit semicolon handling: emit immediately. Covers both
                 * strict (FLAG13 set) and legacy entities — neither stores
                 * an explicit `;` branch in the trie.
                 */
                if (char === CharCodes.SEMI) {
                    return this.emitNamedEntityData(treeIndex, valueLength, consumed + excess);
                }
                /*
                 * `valueLength === 1` packs the codepoint into the header
                 * word's low 13 bits, where branch metadata also lives. Skip
                 * the branch lookup on leaves so those value bits aren't
                 * reinterpreted as branch offsets.
                 */
                if (valueLength === 1) {
                    return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
                }
            }
            // Value-bearing or dictionary node: dispatch through determineBranch.
            const next = determineBranch(decodeTree, current, treeIndex + (valueLength || 1), char);
            if (next < 0) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
            }
            treeIndex = next;
            current = decodeTree[treeIndex];
            offset += 1;
            excess += 1;
        }
        /*
         * Chunk exhausted. Record a legacy match we may be sitting on, so a
         * subsequent `end()` emits it, then persist the walk state.
         */
        if (!isStrict &&
            current >>> 14 !== 0 &&
            (current & BinTrieFlags.FLAG13) === 0) {
            this.result = treeIndex;
            consumed += excess - 1;
            excess = 1;
        }
        this.treeIndex = treeIndex;
        this.excess = excess;
        this.consumed = consumed;
        return -1;
    }
    /**
     * Emit a named entity that was not terminated with a semicolon.
     * @returns The number of characters consumed.
     */
    emitNotTerminatedNamedEntity() {
        const { result, decodeTree } = this;
        const valueLength = decodeTree[result] >>> 14;
        this.emitNamedEntityData(result, valueLength, this.consumed);
        this.errors?.missingSemicolonAfterCharacterReference();
        return this.consumed;
    }
    /**
     * Emit a named entity.
     * @param result The index of the entity in the decode tree.
     * @param valueLength Encoded value length (header plus any value words).
     * @param consumed The number of characters consumed.
     * @returns The number of characters consumed.
     */
    emitNamedEntityData(result, valueLength, consumed) {
        const { decodeTree } = this;
        this.emitCodePoint(valueLength === 1
            ? decodeTree[result] & BinTrieFlags.VALUE_MASK
            : decodeTree[result + 1], consumed);
        if (valueLength === 3) {
            // Emit the second UTF-16 code unit.
            this.emitCodePoint(decodeTree[result + 2], consumed);
        }
        return consumed;
    }
    /**
     * Signal to the parser that the end of the input was reached.
     *
     * Remaining data will be emitted and relevant errors will be produced.
     * @returns The number of characters consumed.
     */
    end() {
        switch (this.state) {
            case EntityDecoderState.NamedEntity: {
                // Emit a named entity if we have one.
                return this.result !== 0 &&
                    (this.decodeMode !== DecodingMode.Attribute ||
                        this.result === this.treeIndex)
                    ? this.emitNotTerminatedNamedEntity()
                    : 0;
            }
            // Otherwise, emit a numeric entity if we have one.
            case EntityDecoderState.NumericDecimal: {
                return this.emitNumericEntity(0, 2);
            }
            case EntityDecoderState.NumericHex: {
                return this.emitNumericEntity(0, 3);
            }
            case EntityDecoderState.NumericStart: {
                this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
                return 0;
            }
            default: {
                // EntityStart or unknown — return 0.
                return 0;
            }
        }
    }
}
/**
 * Determines the branch of the current node that is taken given the current
 * character. This function is used to traverse the trie.
 *
 * See `BinTrieFlags` for the branch-data layouts handled here.
 * @param decodeTree The trie.
 * @param current The current node's header word.
 * @param nodeIndex Index of the node's first branch-data word (the header
 *   plus any value words have been skipped by the caller).
 * @param char The current character.
 * @returns The index of the next node, or -1 if no branch is taken.
 */
function determineBranch(decodeTree, current, nodeIndex, char) {
    const branchCount = (current & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
    const jumpOffset = current & bin_trie_flags_BinTrieFlags.JUMP_TABLE;
    // Case 1: Single branch or jump table (jumpOffset encodes the first/only char code).
    if (jumpOffset) {
        if (branchCount === 0) {
            // Single branch encoded inline in the jump offset bits.
            return char === jumpOffset ? nodeIndex : -1;
        }
        /*
         * Jump table: branchCount consecutive slots starting at jumpOffset.
         * Unsigned comparison handles both < 0 and >= branchCount in one check.
         */
        const slot = char - jumpOffset;
        if (slot >>> 0 >= branchCount)
            return -1;
        const stored = decodeTree[nodeIndex + slot];
        /*
         * 0 = empty slot (no branch); otherwise the child's offset from the
         * end of the branch array, +1 (end-relative pointers compress
         * better). `& 0xff_ff` mirrors the encoder's uint16 wrap for
         * backreferences to already-encoded nodes.
         */
        return stored === 0
            ? -1
            : (nodeIndex + branchCount + stored - 1) & 0xff_ff;
    }
    /*
     * Case 2: Packed dictionary. Linear scan — over 90% of dict nodes have
     * <= 4 branches in the HTML trie, where the constant-factor savings
     * dominate over binary search's asymptotic edge.
     */
    if (branchCount === 0)
        return -1;
    const packedKeySlots = (branchCount + 1) >> 1;
    const branchEnd = nodeIndex + packedKeySlots + branchCount;
    for (let index = 0; index < branchCount; index++) {
        const packed = decodeTree[nodeIndex + (index >> 1)];
        const key = (packed >> ((index & 1) << 3)) & 0xff;
        if (key === char) {
            const pointerIndex = nodeIndex + packedKeySlots + index;
            // Pointers are relative to the end of the branch data.
            return (branchEnd + decodeTree[pointerIndex]) & 0xff_ff;
        }
        // Keys are sorted; if we've passed `char`, no match is possible.
        if (key > char)
            return -1;
    }
    return -1;
}
/**
 * Read the decoded value from a trie node.
 * @param decodeTree The trie.
 * @param nodeIndex The index of the node.
 * @param valueLength The length of the value (1, 2, or 3).
 * @returns The decoded string.
 */
function readTrieValue(decodeTree, nodeIndex, valueLength) {
    if (valueLength === 1) {
        return String.fromCharCode(decodeTree[nodeIndex] & bin_trie_flags_BinTrieFlags.VALUE_MASK);
    }
    if (valueLength === 2) {
        return String.fromCharCode(decodeTree[nodeIndex + 1]);
    }
    return String.fromCharCode(decodeTree[nodeIndex + 1], decodeTree[nodeIndex + 2]);
}
/**
 * Parse a numeric entity (`&#DDD;` or `&#xHHH;`).
 *
 * Encodes the result as `(consumed << CONSUMED_SHIFT) | codepoint` (see
 * the packing comment at the top of the file; overlong entities spill
 * their length into `longNumericConsumed`). Returns 0 when no digits were
 * found.
 *
 * This is the sync counterpart of the streaming
 * `EntityDecoder#stateNumericDecimal` / `#stateNumericHex`. Digit parsing
 * matches those methods; only this packed result needs a value clamp.
 * @param input       The input string.
 * @param numberStart Index of the `#` character.
 * @param inputLength Cached `input.length`.
 */
function parseNumericEntity(input, numberStart, inputLength) {
    let offset = numberStart + 1; // Skip "#"
    let cp = 0;
    let digitStart = offset;
    /*
     * Separate decimal and hexadecimal loops: each multiplies by a constant
     * and runs a single digit test, instead of a per-character base check.
     */
    if (offset < inputLength &&
        (input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
        offset += 1;
        digitStart = offset;
        while (offset < inputLength) {
            const char = input.charCodeAt(offset);
            if (isNumber(char)) {
                cp = cp * 16 + (char - CharCodes.ZERO);
            }
            else if (isHexadecimalCharacter(char)) {
                cp = cp * 16 + ((char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10);
            }
            else {
                break;
            }
            offset += 1;
        }
    }
    else {
        while (offset < inputLength) {
            const digit = input.charCodeAt(offset) - CharCodes.ZERO;
            if (digit >>> 0 > 9)
                break;
            cp = cp * 10 + digit;
            offset += 1;
        }
    }
    if (offset === digitStart)
        return 0;
    // Include the semicolon in consumed when present.
    if (offset < inputLength && input.charCodeAt(offset) === CharCodes.SEMI) {
        offset += 1;
    }
    /*
     * Clamp out-of-range values to 0x110000 so they fit the 21-bit field
     * and decode to U+FFFD. Lengths at or above CONSUMED_OVERFLOW use the
     * side channel described with the packing constants.
     */
    if (cp > 0x10_ff_ff)
        cp = 0x11_00_00;
    let consumed = offset - numberStart;
    if (consumed >= CONSUMED_OVERFLOW) {
        // eslint-disable-next-line unicorn/no-top-level-assignment-in-function -- deliberate side channel, see `longNumericConsumed`
        longNumericConsumed = consumed;
        consumed = CONSUMED_OVERFLOW;
    }
    return (consumed << CONSUMED_SHIFT) | cp;
}
/**
 * Decode all entities in `input` using the HTML trie.
 *
 * Hard-wired to `htmlDecodeTree`: the inline root navigation below assumes
 * the HTML root's jump-table shape, so this must not be generalized to
 * other tries (the XML trie's dictionary root would silently match no
 * entities — `decodeXML` has its own hand-coded fast path instead).
 * @param input      The string to decode.
 * @param isStrict Only match semicolon-terminated entities.
 * @param isAttribute Whether to apply attribute-specific parsing rules (disallowing certain non-semicolon terminators).
 * @returns The decoded string.
 */
function decodeWithTrie(input, isStrict, isAttribute) {
    const decodeTree = htmlDecodeTree;
    // Fast path: no entities at all — return input without any allocation.
    let offset = input.indexOf("&");
    if (offset < 0)
        return input;
    const inputLength = input.length;
    /*
     * `chunkStart` marks the start of the next pending slice. Rejected
     * entities don't advance it, so consecutive rejections are stitched
     * into a single `slice` once a real match (or end of input) is hit.
     */
    let chunkStart = 0;
    let result = "";
    /*
     * Root navigation fields, hoisted out of the per-entity loop. The HTML
     * root is a multi-branch jump-table covering [A-Za-z]; see the inline
     * first-iteration comment below.
     */
    const root = decodeTree[0];
    const rootJumpOffset = root & bin_trie_flags_BinTrieFlags.JUMP_TABLE;
    const rootBranchCount = (root & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
    do {
        const entityStart = offset + 1;
        // Quick check: entity names must start with [A-Za-z], numeric with #.
        const firstChar = input.charCodeAt(entityStart);
        let consumed;
        let value;
        if (firstChar === CharCodes.NUM) {
            const packed = parseNumericEntity(input, entityStart, inputLength);
            consumed = unpackConsumed(packed);
            // In strict mode, require semicolon termination.
            if (isStrict &&
                consumed > 0 &&
                input.charCodeAt(entityStart + consumed - 1) !== CharCodes.SEMI) {
                consumed = 0;
            }
            value =
                consumed === 0
                    ? ""
                    : codePointToString(packed & CODE_POINT_MASK);
        }
        else if (isAlpha(firstChar)) {
            consumed = 0;
            value = "";
            /*
             * The generator guarantees a jump-table root. Consume the first
             * character directly, then walk from its child.
             */
            const rootSlotIndex = firstChar - rootJumpOffset;
            let nodeIndex;
            if (rootSlotIndex >>> 0 < rootBranchCount) {
                const stored = decodeTree[1 + rootSlotIndex];
                nodeIndex =
                    stored === 0 ? -1 : (rootBranchCount + stored) & 0xff_ff;
            }
            else {
                nodeIndex = -1;
            }
            /*
             * Best legacy (no-semicolon) match so far, as trie coordinates.
             * Deferring `readTrieValue` to the end avoids allocating a
             * string for matches that longer matches supersede.
             */
            let bestNodeIndex = 0;
            let bestValueLength = 0;
            let current = nodeIndex < 0 ? 0 : decodeTree[nodeIndex];
            let index = entityStart + 1;
            /*
             * Walk the trie from the root child. The `trie` label lets the
             * inner descent and compact-run loops abandon the entity (and
             * fall through to the legacy/reject handling) directly.
             */
            trie: while (index < inputLength) {
                /*
                 * Inline value-less jump tables and single branches. A miss
                 * falls through to the recorded legacy match or rejection.
                 */
                while (
                // Value-less, non-run node with a nonzero jump offset.
                (current &
                    (bin_trie_flags_BinTrieFlags.VALUE_LENGTH | bin_trie_flags_BinTrieFlags.FLAG13)) ===
                    0 &&
                    (current & bin_trie_flags_BinTrieFlags.JUMP_TABLE) !== 0) {
                    const jumpOffset = current & bin_trie_flags_BinTrieFlags.JUMP_TABLE;
                    const branchCount = (current & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
                    if (branchCount === 0) {
                        // Single branch encoded inline in the jump offset bits.
                        if (input.charCodeAt(index) !== jumpOffset)
                            break trie;
                        nodeIndex += 1;
                    }
                    else {
                        const slot = input.charCodeAt(index) - jumpOffset;
                        if (slot >>> 0 >= branchCount)
                            break trie;
                        const stored = decodeTree[nodeIndex + 1 + slot];
                        if (stored === 0)
                            break trie;
                        // End-relative: branch data ends at nodeIndex+1+branchCount.
                        nodeIndex =
                            (nodeIndex + branchCount + stored) & 0xff_ff;
                    }
                    current = decodeTree[nodeIndex];
                    index += 1;
                    /*
                     * `charCodeAt` past the end returns NaN, which would
                     * alias to slot 0 after `>>> 0` — bail out explicitly.
                     */
                    if (index >= inputLength)
                        break trie;
                }
                // FLAG13 without a value marks a compact run.
                if ((current &
                    (bin_trie_flags_BinTrieFlags.VALUE_LENGTH | bin_trie_flags_BinTrieFlags.FLAG13)) ===
                    bin_trie_flags_BinTrieFlags.FLAG13) {
                    const runLength = (current & bin_trie_flags_BinTrieFlags.BRANCH_LENGTH) >> 7;
                    // Check first char (stored in JUMP_TABLE bits).
                    if (input.charCodeAt(index) !==
                        (current & bin_trie_flags_BinTrieFlags.JUMP_TABLE)) {
                        // eslint-disable-next-line unicorn/no-break-in-nested-loop
                        break;
                    }
                    index += 1;
                    // Check remaining characters (packed two per uint16 word).
                    const remaining = runLength - 1;
                    let wordIndex = nodeIndex + 1;
                    let charIndexInPacked = 0;
                    /*
                     * Process pairs: read one packed word, compare low byte then high byte.
                     * No explicit bounds check needed — charCodeAt returns NaN for OOB,
                     * which never equals an integer, so the mismatch break fires naturally.
                     */
                    for (; charIndexInPacked + 1 < remaining; charIndexInPacked += 2) {
                        const packed = decodeTree[wordIndex];
                        if (input.charCodeAt(index) !== (packed & 0xff))
                            break trie;
                        index += 1;
                        if (input.charCodeAt(index) !== ((packed >> 8) & 0xff))
                            break trie;
                        index += 1;
                        wordIndex += 1;
                    }
                    // Handle odd trailing char.
                    if (charIndexInPacked < remaining) {
                        if (input.charCodeAt(index) !==
                            (decodeTree[wordIndex] & 0xff))
                            // eslint-disable-next-line unicorn/no-break-in-nested-loop
                            break;
                        index += 1;
                    }
                    nodeIndex += 1 + (runLength >> 1);
                    current = decodeTree[nodeIndex];
                    // eslint-disable-next-line unicorn/no-break-in-nested-loop
                    continue;
                }
                // Header plus out-of-line value words; 0 means no value.
                const valueLength = current >>> 14;
                const char = input.charCodeAt(index);
                /*
                 * Check current node for a value before navigating.
                 * This handles both: (a) values reached via compact runs on the
                 * previous iteration, and (b) values at regular branch targets.
                 */
                if (valueLength !== 0) {
                    // If char is `;`, emit immediately.
                    if (char === CharCodes.SEMI) {
                        consumed = index - entityStart + 1;
                        // Inline leaves carry the value in the low 13 bits.
                        value =
                            valueLength === 1
                                ? String.fromCharCode(current & bin_trie_flags_BinTrieFlags.VALUE_MASK)
                                : readTrieValue(decodeTree, nodeIndex, valueLength);
                        // eslint-disable-next-line unicorn/no-break-in-nested-loop
                        break;
                    }
                    // Record non-terminated (legacy) match (FLAG13 clear = semicolon optional).
                    if (!isStrict && (current & bin_trie_flags_BinTrieFlags.FLAG13) === 0) {
                        consumed = index - entityStart;
                        bestNodeIndex = nodeIndex;
                        bestValueLength = valueLength;
                    }
                    /*
                     * A valueLength of 1 means the value is packed inline in the header
                     * word — these are always leaf nodes with no branches, so we can
                     * stop walking the trie.
                     */
                    // eslint-disable-next-line unicorn/no-break-in-nested-loop
                    if (valueLength === 1)
                        break;
                }
                // Navigate to the next node (valueLength || 1: skip past value words, minimum 1 for header).
                const next = determineBranch(decodeTree, current, nodeIndex + (valueLength || 1), char);
                // eslint-disable-next-line unicorn/no-break-in-nested-loop
                if (next < 0)
                    break;
                nodeIndex = next;
                current = decodeTree[nodeIndex];
                index += 1;
            }
            /*
             * Post-loop: if the semicolon path didn't set value,
             * check for a final legacy match. The last navigation may
             * have landed on a legacy node whose value hasn't been
             * recorded yet (loop exited before the top-of-loop check
             * could run).
             */
            if (value === "") {
                const finalVL = current >>> 14;
                if (finalVL !== 0 &&
                    !isStrict &&
                    (current & bin_trie_flags_BinTrieFlags.FLAG13) === 0) {
                    consumed = index - entityStart;
                    bestNodeIndex = nodeIndex;
                    bestValueLength = finalVL;
                }
                if (consumed > 0) {
                    value = readTrieValue(decodeTree, bestNodeIndex, bestValueLength);
                }
            }
        }
        else {
            consumed = 0;
            value = "";
        }
        /*
         * The attribute end-char rule (HTML spec §13.2.5.73) only applies to
         * unterminated *named* references.  Semicolon-terminated entities and
         * numeric entities are always accepted, matching EntityDecoder behavior.
         *
         * When `attribute` is false (the common case), short-circuit skips all
         * the unterminated-named checks entirely.
         */
        if (consumed === 0 ||
            (isAttribute &&
                firstChar !== CharCodes.NUM &&
                input.charCodeAt(entityStart + consumed - 1) !==
                    CharCodes.SEMI &&
                entityStart + consumed < inputLength &&
                isEntityInAttributeInvalidEnd(input.charCodeAt(entityStart + consumed)))) {
            // Rejected: leave `&` in the pending chunk, scan past it.
            offset = entityStart;
        }
        else {
            if (chunkStart < offset) {
                result += input.slice(chunkStart, offset);
            }
            result += value;
            offset = chunkStart = entityStart + consumed;
        }
        /*
         * Adjacent entities (`&x;&y;`) are common in entity-dense input;
         * checking the single character at `offset` first skips the
         * `indexOf` call (and its per-call overhead) for that case.
         */
        if (input.charCodeAt(offset) !== CharCodes.AMP) {
            offset = input.indexOf("&", offset);
        }
    } while (offset >= 0);
    return result + input.slice(chunkStart);
}
/**
 * Decodes an HTML string.
 * @param htmlString The string to decode.
 * @param mode The decoding mode.
 * @returns The decoded string.
 */
function decodeHTML(htmlString, mode = DecodingMode.Legacy) {
    return decodeWithTrie(htmlString, mode === DecodingMode.Strict, mode === DecodingMode.Attribute);
}
/**
 * Decodes an HTML string in an attribute.
 * @param htmlAttribute The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLAttribute(htmlAttribute) {
    return decodeWithTrie(htmlAttribute, false, true);
}
/**
 * Decodes an HTML string, requiring all entities to be terminated by a semicolon.
 * @param htmlString The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLStrict(htmlString) {
    return decodeWithTrie(htmlString, true, false);
}
/**
 * Decodes an XML string, requiring all entities to be terminated by a semicolon.
 *
 * Uses a hand-coded fast path for the 5 XML named entities (amp, lt, gt,
 * quot, apos) plus numeric entities, bypassing the trie entirely.
 * @param xmlString The string to decode.
 * @returns The decoded string.
 */
function decodeXML(xmlString) {
    let offset = xmlString.indexOf("&");
    if (offset < 0)
        return xmlString;
    let lastIndex = 0;
    let result = "";
    do {
        const start = offset + 1;
        let consumed = 0;
        let value = "";
        const c1 = xmlString.charCodeAt(start);
        if (c1 === CharCodes.NUM) {
            const packed = parseNumericEntity(xmlString, start, xmlString.length);
            consumed = unpackConsumed(packed);
            // XML is always strict — require semicolon.
            if (consumed === 0 ||
                xmlString.charCodeAt(start + consumed - 1) !== CharCodes.SEMI) {
                consumed = 0;
            }
            else {
                const codePoint = packed & CODE_POINT_MASK;
                // Nonzero BMP values below the surrogate range need no replacement.
                value =
                    (codePoint - 1) >>> 0 < 0xd7_ff
                        ? String.fromCharCode(codePoint)
                        : String.fromCodePoint(replaceCodePointXML(codePoint));
            }
        }
        else {
            /* eslint-disable unicorn/no-break-in-nested-loop -- Keep XML name dispatch inline with the decode loop. */
            switch (c1) {
                // &lt; / &gt;
                case 0x6c:
                case 0x67: {
                    if (xmlString.charCodeAt(start + 1) === 0x74 &&
                        xmlString.charCodeAt(start + 2) === CharCodes.SEMI) {
                        consumed = 3;
                        value = c1 === 0x6c ? "<" : ">";
                    }
                    break;
                }
                // &amp; / &apos;
                case 0x61: {
                    const c2 = xmlString.charCodeAt(start + 1);
                    if (c2 === 0x6d &&
                        xmlString.charCodeAt(start + 2) === 0x70 &&
                        xmlString.charCodeAt(start + 3) === CharCodes.SEMI) {
                        consumed = 4;
                        value = "&";
                    }
                    else if (c2 === 0x70 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x73 &&
                        xmlString.charCodeAt(start + 4) === CharCodes.SEMI) {
                        consumed = 5;
                        value = "'";
                    }
                    break;
                }
                // &quot;
                case 0x71: {
                    if (xmlString.charCodeAt(start + 1) === 0x75 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x74 &&
                        xmlString.charCodeAt(start + 4) === CharCodes.SEMI) {
                        consumed = 5;
                        value = '"';
                    }
                    break;
                }
            }
            /* eslint-enable unicorn/no-break-in-nested-loop */
        }
        if (consumed > 0) {
            if (lastIndex < offset)
                result += xmlString.slice(lastIndex, offset);
            result += value;
            offset = lastIndex = start + consumed;
        }
        else {
            offset = start;
        }
        /*
         * Adjacent entities (`&x;&y;`) are common in entity-dense input;
         * checking the single character at `lastIndex` first skips the
         * `indexOf` call (and its per-call overhead) for that case.
         */
        offset =
            xmlString.charCodeAt(offset) === CharCodes.AMP
                ? offset
                : xmlString.indexOf("&", offset);
    } while (offset >= 0);
    return result + xmlString.slice(lastIndex);
}

// Re-export for use by eg. htmlparser2


//# sourceMappingURL=decode.js.map
;// CONCATENATED MODULE: ./src/export/site-check/refs.ts

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
    return value.includes('&') ? decodeHTMLAttribute(value) : value;
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
function tokenizer_isAlpha(c) {
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
                    else if (tokenizer_isAlpha(c)) {
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
                        state = tokenizer_isAlpha(c) ? InClosingTagName : InSpecialComment;
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

;// CONCATENATED MODULE: ./src/util/byte-table.ts
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
/**
 * `old`'s bytes in a buffer of at least `length` (twice the old size, or more), moved as grown() moves
 * them: what it outgrew is freed now.
 */
function grownBytes(old, length) {
    return Buffer.from(old.buffer.transfer(Math.max(2 * old.length, length)));
}
/** Memory of its own for a table's bytes: never a slice of Node's shared pool, so it can be moved. */
function ownBytes(length) {
    return Buffer.from(new ArrayBuffer(length));
}
/**
 * Slots for a table made for `entries`: twice as many, rounded up to a power of two, since open
 * addressing masks the hash with the size (10 072 entries asked for made a mask that probed forever).
 */
function slotCount(entries) {
    return 2 ** Math.ceil(Math.log2(Math.max(2, entries * 2)));
}
/**
 * Text appended to one buffer of its own, which grows by moving its memory (what it outgrew is freed
 * at once): many short texts kept this way are no survivors on V8's heap.
 */
class AppendedBytes {
    bytes = ownBytes(64 * 1024);
    used = 0;
    /** Appends `text`; returns where it starts. */
    append(text, encoding = 'utf8') {
        const at = this.used;
        this.room(Buffer.byteLength(text, encoding));
        this.used += this.bytes.write(text, at, encoding);
        return at;
    }
    appendByte(byte) {
        this.room(1);
        this.bytes[this.used++] = byte;
    }
    /** What was appended, in memory of its own: this buffer is left empty. */
    take() {
        const taken = new Uint8Array(this.bytes.buffer.transfer(this.used));
        this.bytes = ownBytes(0);
        this.used = 0;
        return taken;
    }
    room(length) {
        if (this.used + length > this.bytes.length)
            this.bytes = grownBytes(this.bytes, this.used + length);
    }
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
        this.slots = new Int32Array(slotCount(initialEntries));
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
        if (at + length > this.bytes.length)
            this.bytes = grownBytes(this.bytes, at + length);
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
        if (this.slots.length > slotCount(this.initialEntries)) {
            for (const old of [this.bytes, this.starts, this.hashes, this.values, this.slots]) {
                old.buffer.transfer(0);
            }
            this.bytes = ownBytes(this.initialEntries * 32);
            this.starts = new Int32Array(this.initialEntries + 1);
            this.hashes = new Int32Array(this.initialEntries);
            this.values = new Int32Array(this.initialEntries * this.width);
            this.slots = new Int32Array(slotCount(this.initialEntries));
        }
        else {
            this.slots.fill(0);
        }
    }
    /** The order of two entries' keys as bytes (UTF-8 bytes sort as code points): < 0, 0 or > 0. */
    compareKeys(a, b) {
        const bytes = this.bytes;
        return bytes.compare(bytes, this.starts[b], this.starts[b + 1], this.starts[a], this.starts[a + 1]);
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
const NO_ATTRIBUTES = Object.freeze(noUrlAttributes());
const EMPTY = Buffer.alloc(0);
const NOWHERE = { push: () => undefined };
const ATTRIBUTE_NAMES = [...URL_ATTRIBUTES];
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
    table = new ByteTable();
    texts = [];
    constructor(max, decode) {
        this.max = max;
        this.decode = decode;
    }
    get(bytes, start, end) {
        const hash = hashBytes(bytes, start, end);
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
    record = noUrlAttributes();
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
        const text = attributeText(piece !== -1 && this.value === '' ? this.text(piece, pieceEnd) : this.value);
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
                const kind = hrefKind(name, attrs);
                if (kind)
                    this.url(hrefStart, this.hrefEnd, kind);
            }
            if (srcStart !== -1) {
                const kind = srcKind(name);
                if (kind)
                    this.url(srcStart, this.srcEnd, kind);
            }
        }
        this.endTag(name, attrs);
    }
    endTag(name, attrs) {
        if (name === 'base') {
            this.base ??= attrs.href === undefined ? undefined : attributeText(attrs.href);
        }
        else if (name === 'style') {
            this.textWanted = true;
            this.styleText = '';
            this.styleStart = this.tagStart;
        }
        // Every reference tagRefs finds is in an attribute it reads: a tag with none has none.
        if (attrs !== NO_ATTRIBUTES) {
            this.refs.at?.(this.tagStart);
            tagRefs(name, attrs, this.refs);
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
        const url = urlText(this.text(start, end));
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
            for (const ref of cssRefs(this.styleText))
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

;// CONCATENATED MODULE: ./src/export/site-check/limits.ts
// The site check's limits, apart from the check itself: the job summary, loaded by every run, reads
// them without loading the HTML tokenizer.
/** Pages and stylesheets larger than this are not checked (a docs page is tens of kilobytes). */
const MAX_CHECKED_FILE_BYTES = 8 * 1024 * 1024;
/**
 * Distinct internal targets the check keeps (outside V8's heap; their cost is in
 * docs/performance.md). Twice the archive's entry limit: every file can be a target, and as many
 * again can be broken. References to further targets are counted as not judged, so a hostile site
 * cannot grow the check's memory without bound.
 */
const MAX_TARGETS = 500_000;
/**
 * The bytes of the targets' paths the check keeps, and of each cache's keys: a count alone would not
 * bound a site of a few very long generated links.
 */
const MAX_TARGET_BYTES = 32 * 1024 * 1024;
/** Broken targets and other hosts the log lists one by one; past this they are counted. */
const LISTED_IN_LOG = 1000;

;// CONCATENATED MODULE: ./src/export/site-check/resolve.ts

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
        const encoded = page.split((external_node_path_default()).sep).join('/').split('/').map(encodeURIComponent).join('/');
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

;// CONCATENATED MODULE: ./src/export/site-check/hosting.ts
/**
 * What Mintlify's hosting serves beside a site's pages, which its static export does not contain.
 * From `mint export` (@mintlify/previewing: `dist/local-preview/export.js`): the export holds each
 * navigation route's HTML as `route/index.html`, `_next/static/`, the docs' own public files and
 * `serve.js`, nothing else. Mintlify's hosting also generates, per site: `/llms.txt`,
 * `/llms-full.txt`, `/sitemap.xml`, `/robots.txt`, `/skill.md` (with `/.well-known/skills/` and
 * `/.well-known/agent-skills/`), the search MCP server at `/mcp`, and each page as Markdown at
 * `<page>.md`. Pages link to some of these (`<link rel="alternate" type="text/markdown">`, a hidden
 * link to llms.txt): a static host answers 404 there, but nobody can fix that in the docs.
 */
/** Site paths (no leading slash) that the hosting generates at the root. */
const HOSTING_FILES = [
    'llms.txt',
    'llms-full.txt',
    'sitemap.xml',
    'robots.txt',
    'skill.md',
    'mcp'
];
/** Folders whose every path the hosting generates. */
const HOSTING_FOLDERS = ['.well-known/skills/', '.well-known/agent-skills/'];
const MARKDOWN = '.md';
/**
 * Whether the missing target `path` (a site path, no leading slash) is one Mintlify's hosting
 * serves: one of its root files, under its folders, or `<page>.md` where `<page>` is a page of this
 * export (`isPage`). A `.md` link to a page the export does not have (`/guides/missing.md`) is a
 * broken link a person wrote, not a hosting file.
 */
function hostingOnly(path, isPage) {
    if (HOSTING_FILES.includes(path))
        return true;
    if (HOSTING_FOLDERS.some((folder) => path.startsWith(folder)))
        return true;
    if (!path.endsWith(MARKDOWN) || path.length === MARKDOWN.length)
        return false;
    const page = path.slice(0, -MARKDOWN.length);
    // The home page's Markdown is /index.md: its page is the root.
    return isPage(page) || (page === 'index' && isPage(''));
}
/** Whether a hosting-only target is a page's Markdown version (and not `/skill.md`). */
function isMarkdownVersion(path) {
    return path.endsWith(MARKDOWN) && path !== 'skill.md';
}
/**
 * The one sentence the log and the summary give the hosting-only targets: how many, which, and
 * why they are not broken links.
 */
function hostedSentence(hosted) {
    const n = hosted.count;
    return `${n} link target${n === 1 ? ' points' : 's point'} at files Mintlify's hosting serves and this export does not contain: ${describeHosted(hosted.files, hosted.markdown)}. A static host answers 404 there; they are not counted as broken (generate-hosting-files adds sitemap.xml and llms.txt).`;
}
/** `/llms.txt, /sitemap.xml and the .md versions of 12 pages`: what the hosted targets are. */
function describeHosted(files, markdown) {
    const parts = files.slice(0, 6);
    if (files.length > parts.length)
        parts.push(`${files.length - parts.length} more`);
    if (markdown > 0)
        parts.push(`the .md versions of ${markdown} page${markdown === 1 ? '' : 's'}`);
    return parts.length > 1
        ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
        : (parts[0] ?? '');
}

;// CONCATENATED MODULE: ./src/export/site-check/ignore.ts
/**
 * `ignore-links`: patterns of targets the check neither reports nor fails on. A pattern is a
 * regular expression when written as a JavaScript literal, `/…/flags` with every inner slash
 * escaped (`/^\/v1\//i`), and matches anywhere in the target as regular expressions do. Anything
 * else is a glob, where `*` stands for any run of characters (slashes included) and the rest is
 * literal, matching the whole target: `/guides/old/*` is a glob, since paths hold slashes.
 */
/** A pattern that cannot be used, with what is wrong; the input layer names the input. */
class LinkPatternError extends Error {
}
class LinkPatterns {
    written;
    tests;
    constructor(
    /** The patterns as written, for the summary. */
    written, tests) {
        this.written = written;
        this.tests = tests;
    }
    get empty() {
        return this.tests.length === 0;
    }
    /** Whether any of `forms` (a target's spellings: path, absolute URL, host) matches a pattern. */
    matches(...forms) {
        return this.tests.some((test) => forms.some((form) => test.test(form)));
    }
}
const NO_PATTERNS = new LinkPatterns([], []);
/** `/body/flags`, the body with no unescaped slash, as a JavaScript regular expression literal. */
const REGEX_LITERAL = /^\/((?:[^/\\\n]|\\.)+)\/([dgimsuvy]*)$/;
function globTest(glob) {
    const body = glob
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('.*');
    return new RegExp(`^${body}$`, 's');
}
/** Reads the patterns: one per line or comma separated; blank entries and `#` comment lines skipped. */
function parseLinkPatterns(raw) {
    const written = [];
    const tests = [];
    for (const line of raw.split(/\r?\n/)) {
        const text = line.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        // A regular expression may hold commas, so a line that is one is taken whole.
        const entries = REGEX_LITERAL.test(text) ? [text] : text.split(',');
        for (const entry of entries.map((e) => e.trim()).filter((e) => e !== '')) {
            const regex = REGEX_LITERAL.exec(entry);
            if (regex) {
                try {
                    // `g` and `y` would make test() remember where it stopped.
                    tests.push(new RegExp(regex[1], regex[2].replace(/[gy]/g, '')));
                }
                catch (error) {
                    throw new LinkPatternError(`${entry} is not a valid regular expression (${error.message}). Write /regex/ with JavaScript's syntax, or a glob such as /guides/old/*.`);
                }
            }
            else {
                tests.push(globTest(entry));
            }
            written.push(entry);
        }
    }
    return tests.length === 0 ? NO_PATTERNS : new LinkPatterns(written, tests);
}

;// CONCATENATED MODULE: ./src/util/release.ts
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

;// CONCATENATED MODULE: ./src/export/site-check/link-keys.ts
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
const link_keys_SLASH = 0x2f;
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
    if (first === link_keys_SLASH)
        return cut === start + 1 || bytes[start + 1] !== link_keys_SLASH ? SITE_WIDE : SAME_FOLDER;
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
    const first = resolveRef(ref, page, undefined, siteHost);
    if (first.type !== 'internal')
        return first;
    const other = resolveRef(ref, page.slice(0, -'/index.html'.length), undefined, siteHost);
    if (other.type !== 'internal' || other.path === first.path)
        return first;
    return { type: 'internal', path: `${first.path}\0${other.path}` };
}
/** Whether a reference (as text) is relative to its page's folder: no scheme, no `/`, `?` or `#` first. */
function isFolderRelative(url) {
    return !/^([a-z][a-z0-9+.-]*:|[/?#])/i.test(url);
}

;// CONCATENATED MODULE: ./src/export/site-check/result.ts
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
    ids = new IdSet();
    idHash = new IdHash();
    /**
     * Fragments on other pages, looked up once every page is read: by the target's entry (4 bytes)
     * and the fragment's bytes, with the first pages that use each.
     */
    pending = new ByteTable(1 + PAGES_PER_FINDING);
    /** Fragments of a page on itself that found no id there, as `page#fragment`, with the page. */
    ownBroken = new ByteTable(1 + PAGES_PER_FINDING);
    keyBytes = new ScratchBytes();
    pathBytes = new ScratchBytes();
    /**
     * Fragments of a page that redirects on itself, as `page\0fragment`, with the pages: judged where
     * the page leads once every page is read, as a fragment on it from another page is.
     */
    redirectedOwn = new ByteTable(1 + PAGES_PER_FINDING);
    /** `#x` under a `<base>` that leads to another page: its path, the fragment, the page using it. */
    baseAnchors = [];
    /**
     * Pages that redirect (`<meta http-equiv="refresh">`), by file, with their target's entry: a
     * fragment on one is judged on the page it leads to, as the script such pages carry keeps it.
     */
    redirects = new ByteTable(1);
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
        hash.ofText(PAGE_READ);
        this.ids.add(hash.a, hash.b);
    }
    /** Keeps that the page being read redirects to `url` (an internal target it named). */
    keepRedirect(url, base) {
        const page = this.pages.current;
        const target = base === undefined && isFolderRelative(url) && twoUrls(page)
            ? resolveFromBoth(url, page, this.siteHost)
            : resolveRef(url, page, base, this.siteHost);
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
        const hash = hashBytes(bytes, 0, length);
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
        const target = resolveRef(base, page, undefined, this.siteHost);
        if (target.type !== 'internal')
            return;
        if (candidates(target.path).includes(page)) {
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
                    note(known.pages, page);
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
            report(file, fragment, `${pageTarget(file)}#${fragment}`, this.pages.of(this.ownBroken, entry));
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
                report(file, fragment, `${pageTarget(file)}#${fragment}`, this.pages.of(this.redirectedOwn, entry));
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
        hash.ofText(PAGE_READ);
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
        const need = fragmentNeed(fragment);
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
    names = new ByteTable();
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
        if (count === PAGES_PER_FINDING && !this.before(page, table.value(entry, count)))
            return;
        // Where it goes among the kept ones; the last falls off when they are all kept already.
        let at = Math.min(count, PAGES_PER_FINDING - 1) + 1;
        while (at > 1 && this.before(page, table.value(entry, at - 1))) {
            table.setValue(entry, table.value(entry, at - 1), at);
            at--;
        }
        table.setValue(entry, page, at);
        if (count < PAGES_PER_FINDING)
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
    present = new ByteTable();
    pathBytes = new ScratchBytes();
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
            const hash = hashBytes(name, 0, length);
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
        return candidates(path).find((file) => this.has(file));
    }
    /** Whether `path` is a page of the site (as served, an HTML file). */
    isPage(path) {
        return candidates(path).some((file) => /\.html?$/i.test(file) && this.has(file));
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
        if (length === 0 || path[length - 1] === link_keys_SLASH)
            return has(append(length, INDEX_HTML));
        return has(length) || has(append(length, '.html')) || has(append(length, `/${INDEX_HTML}`));
    }
}

;// CONCATENATED MODULE: ./src/export/site-check/check.ts
















const check_NO_PATTERNS = parseLinkPatterns('');
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
const check_SKIP = 3;
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
    targets = new ByteTable(1 + PAGES_PER_FINDING);
    outside = new ByteTable(1 + PAGES_PER_FINDING);
    /** The page being read, and the first pages of each target. */
    pages = new FirstPages();
    external = new Map();
    /** Other hosts by number, as the caches name them. */
    hosts = [];
    hostNumbers = new Map();
    notChecked = { count: 0, first: [] };
    notJudged = 0;
    /** A docs sidebar repeats the same root-relative links on every page: each is resolved once. */
    siteWide = new ByteTable();
    /**
     * Relative references resolve the same from every page of one folder. Pages arrive folder by
     * folder in archive order, so this holds one folder's references and starts over with the next.
     */
    sameFolder = new ByteTable();
    folder = '';
    /** The page whose folder `folder` is. */
    folderPage = '';
    /** A reference's text and a target's path as UTF-8, to look them up. */
    urlBytes = new ScratchBytes();
    pathBytes = new ScratchBytes();
    anchors;
    /**
     * Where a page that arrives in several pieces is put together: one buffer for the whole check,
     * grown to the largest such page (MAX_CHECKED_FILE_BYTES at most).
     */
    scratch = Buffer.alloc(0);
    pageRefs = new RefList();
    reader = new PageReader();
    constructor(siteHost, maxTargets = MAX_TARGETS, maxTargetBytes = MAX_TARGET_BYTES, 
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
        if (!isChecked(file))
            return undefined;
        if (size > MAX_CHECKED_FILE_BYTES) {
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
                    const length = Math.min(MAX_CHECKED_FILE_BYTES, Math.max(size, 2 * this.scratch.length));
                    // Outgrown, and empty (a page starts): freed now, not when a collection finds it.
                    release(this.scratch);
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
        release(this.scratch);
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
            for (const ref of cssRefs(bytes.toString('utf8')))
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
    finish(files, bytes, ignore = check_NO_PATTERNS, redirects) {
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
        const servedPath = (sitePath) => site.servedFile(sitePath) !== undefined || hostingOnly(sitePath, isPage);
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
            if (!hostingOnly(path, isPage)) {
                // A target reached from a page's two URLs is the same finding as the one reached from one.
                const known = brokenInside.get(target);
                if (known)
                    for (const page of this.pages.of(this.targets, entry))
                        note(known.pages, page);
                else
                    brokenInside.set(target, { target, pages: this.pages.of(this.targets, entry) });
                continue;
            }
            hosted.count++;
            if (isMarkdownVersion(path))
                hosted.markdown++;
            else
                hosted.files.push(target);
            if (hosted.listed.length < LISTED_IN_LOG) {
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
        const folder = twoUrls(page) ? page : page.slice(0, page.lastIndexOf('/') + 1);
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
            const entry = this.recordTarget(resolveRef(ref.url, this.pages.current, base, this.siteHost), ref.kind);
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
            if (url === undefined && this.anchors.ownAnchorFound(bytes, start + 1, end))
                return;
            this.anchors.ownAnchor(url?.slice(1) ?? bytes.toString('latin1', start + 1, end));
            return;
        }
        // A fragment or a query never changes the file a reference leads to: one entry serves them all.
        const cut = keyEnd(bytes, start, end);
        const cache = keyClass(bytes, start, cut);
        if (cache === UNCACHED) {
            url ??= bytes.toString('latin1', start, end);
            const entry = this.recordTarget(resolveRef(url, this.pages.current, undefined, this.siteHost), kind);
            this.pendFragmentOf(entry, url);
            return;
        }
        let table = this.siteWide;
        if (cache === SAME_FOLDER) {
            this.enterFolder();
            table = this.sameFolder;
        }
        const hash = hashBytes(bytes, start, cut);
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
        const key = cache === SITE_WIDE ? url : url.slice(0, url.search(/[#?]|$/));
        const target = cache === SAME_FOLDER && twoUrls(this.pages.current)
            ? resolveFromBoth(key, this.pages.current, this.siteHost)
            : resolveRef(key, this.pages.current, undefined, this.siteHost);
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
                return check_SKIP;
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
        const hash = hashBytes(bytes, 0, length);
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
        if (type === check_SKIP)
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
        note(seen.pages, this.pages.current);
    }
}

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
    const refs = new RefList(html);
    const base = new PageReader().read(html, refs);
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
            return resolveRef(url, from, base, siteHost);
        const key = from === page ? part : `\0${part}`;
        let target = resolved.get(key);
        if (target === undefined) {
            target = resolveRef(part, from, base, siteHost);
            resolved.set(key, target);
        }
        return target;
    };
    const ownPath = pageTarget(page).slice(1);
    const own = base === undefined ? undefined : resolveRef(base, page);
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
        if (base === undefined && twoUrls(page)) {
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

;// CONCATENATED MODULE: ./src/export/check-thread/pages-thread.ts
/**
 * What the check's thread does (thread.ts starts it): it reads the pages the site check wants from
 * the bundle's memory, handed over as the hashing worker's is (bundle/hasher.ts), so the check runs
 * beside gunzip and the writes instead of between them. It keeps the check's tables; the main thread
 * asks for the result once the site is on disk.
 */








/** The names in `bytes` one by one: no array of them is ever held. */
function* spelled(bytes) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let start = 0, end = text.indexOf(0); end !== -1; start = end + 1, end = text.indexOf(0, start))
        yield text.toString('utf8', start, end);
}
class PagesThread {
    checker;
    reader;
    siteHost;
    constructor(data) {
        this.checker = new SiteChecker(data.siteHost);
        this.siteHost = data.siteHost;
    }
    /**
     * Reads one batch: each file marked READ, then its pieces, then its end. Its memory is freed at
     * once (util/release.ts says why); the answer gives the bound back.
     */
    batch({ buffers, ops, bytes, paths }) {
        for (let i = 0; i < ops.length; i += 4) {
            const kind = ops[i];
            if (kind === READ) {
                this.reader = this.checker.open(paths[ops[i + 1]], ops[i + 2]);
            }
            else if (kind === DATA) {
                const memory = buffers[ops[i + 1]];
                this.reader?.data(Buffer.from(memory, ops[i + 2], ops[i + 3]));
            }
            else if (kind === END) {
                this.reader?.end();
                this.reader = undefined;
            }
        }
        for (const memory of buffers)
            memory.transfer(0);
        return { out: [], bytes };
    }
    /**
     * The check's result, once every page was read; the check's tables are freed after it. With the
     * site's folder, the findings' first uses are located here too, where the page scanner is already
     * compiled, while the main thread writes the manifest.
     */
    finish(question) {
        const { files, bytes, ignore, redirects, site } = question;
        const result = this.checker.finish(spelled(files), bytes, new LinkPatterns(ignore.written, ignore.tests), redirects ? new RedirectTable(redirects) : undefined);
        this.checker.release();
        if (site !== undefined)
            result.located = this.locate(site, result);
        return result;
    }
    /** Reads again each page that holds one of the first findings, for where it uses them. */
    locate(site, result) {
        const located = [];
        for (const [page, targets] of locateRequests(result.broken, result.brokenAnchors)) {
            let html;
            try {
                html = (0,external_node_fs_namespaceObject.readFileSync)(external_node_path_default().join(site, page));
            }
            catch {
                // The report reads what is not here, and says nothing of a page that is gone.
                continue;
            }
            located.push({ page, targets, found: locate(html, page, targets, this.siteHost) });
            if (spansItsMemory(html))
                release(html);
        }
        return located;
    }
}

;// CONCATENATED MODULE: ./src/export/check-thread/thread.ts
/** The reading thread's entry (ncc builds it on its own, as dist/check-thread/index.js). */


const port = external_node_worker_threads_namespaceObject.parentPort;
if (port) {
    const thread = new PagesThread(external_node_worker_threads_namespaceObject.workerData);
    port.on('message', (message) => {
        if (!('question' in message)) {
            port.postMessage(thread.batch(message));
            return;
        }
        try {
            port.postMessage({ answer: thread.finish(message.question) });
        }
        catch (error) {
            port.postMessage({ failed: error instanceof Error ? error.message : String(error) });
        }
    });
}

