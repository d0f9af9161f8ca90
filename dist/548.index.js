export const id = 548;
export const ids = [548];
export const modules = {

/***/ 7584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ BundleError),
/* harmony export */   x: () => (/* binding */ refusal)
/* harmony export */ });
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9630);

/** The bundle cannot be used (refused entry, corrupt archive, wrong size, link failures). Not retried. */
class BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function refusal(entryName, why) {
    return new BundleError(`The bundle was refused: entry '${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(entryName, 200)}' is unsafe (${why}). Nothing was installed; report the bundle to Mintlify.`);
}


/***/ }),

/***/ 9404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OG: () => (/* binding */ sniffFormat),
/* harmony export */   Ui: () => (/* binding */ describeHead),
/* harmony export */   dD: () => (/* binding */ SNIFF_BYTES)
/* harmony export */ });
/** Bytes needed to tell the formats apart. */
const SNIFF_BYTES = 4;
/** The format of an archive starting with `head`, or undefined when it is neither. */
function sniffFormat(head) {
    if (head[0] === 0x1f && head[1] === 0x8b)
        return 'gzip';
    // A local file header, or the end record of an empty zip.
    if (head[0] === 0x50 && head[1] === 0x4b) {
        if ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
            return 'zip';
    }
    return undefined;
}
/** The first bytes, for a message about a file that is neither format. */
function describeHead(head) {
    if (head.length === 0)
        return 'it is empty';
    const hex = Buffer.from(head.subarray(0, 8))
        .toString('hex')
        .replace(/(..)(?!$)/g, '$1 ');
    return `it starts with the bytes ${hex}`;
}


/***/ }),

/***/ 3140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ installBundle),
/* harmony export */   nH: () => (/* binding */ finishesWithin)
/* harmony export */ });
/* unused harmony export replaceFolder */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** Names inside the `path` input; staging names start with a dot and live next to them. */
/** The archive's name by its format (a zip is kept as one). */
const ARCHIVE_NAMES = { gzip: 'bundle.tar.gz', zip: 'bundle.zip' };
const SITE_DIR = 'site';
/**
 * Puts a whole, checked download in place: the site first (see replaceFolder), then the archive,
 * so `archive-path` never names a bundle whose site is not the one in `extract-path`.
 */
async function installBundle(download, folder, token) {
    const extractPath = download.staging ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, SITE_DIR) : undefined;
    if (extractPath && download.staging)
        await replaceFolder(download.staging, extractPath, token);
    if (!download.partial)
        return { extractPath };
    const archivePath = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, ARCHIVE_NAMES[download.format ?? 'gzip']);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(download.partial, archivePath);
    // The other format's archive of an earlier run would sit beside it as if it were this one.
    const other = ARCHIVE_NAMES[download.format === 'zip' ? 'gzip' : 'zip'];
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, other), { force: true });
    return { archivePath, extractPath };
}
/**
 * Puts `staging` at `target`, replacing an earlier site: old aside, new in, old removed. Each step is
 * a rename within one folder, so `target` is at every moment either the whole old site or the whole
 * new one, never a mix, and a failure puts the old one back.
 */
async function replaceFolder(staging, target, token) {
    const aside = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target), `.old-${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}-${token}`);
    let moved = false;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(target, aside);
        moved = true;
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(staging, target);
    }
    catch (error) {
        if (moved)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(aside, target).catch(() => undefined);
        throw error;
    }
    if (moved)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(aside, { recursive: true, force: true });
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


/***/ }),

/***/ 8548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ archiveKind),
/* harmony export */   b: () => (/* binding */ unpackArchive)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7584);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9404);
/* harmony import */ var _install_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3140);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1547);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9630);
/* harmony import */ var _sink_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9351);
/**
 * An archive the workflow already has (`archive`: what `mint export` wrote, a tarball, or a folder),
 * unpacked through the same engine as a download: the policy, the writer, the hashes and the site
 * check see the same entries, and only a whole, checked site is put in place. The archive itself
 * stays where it is: nothing is copied into `path` but the site.
 */










/** A file's bodies are read in pieces of this size (never 1 MiB: see sink.ts). */
const PIECE_BYTES = 256 * 1024;
/** A tarball is read in pieces of this size. */
const STREAM_BYTES = 512 * 1024;
/** What `source` is: a folder, or a file whose first bytes say zip or gzip; undefined otherwise. */
async function archiveKind(source) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(source);
    if (stats.isDirectory())
        return 'folder';
    if (!stats.isFile())
        return undefined;
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(source, 'r');
    try {
        const head = Buffer.alloc(_format_js__WEBPACK_IMPORTED_MODULE_8__/* .SNIFF_BYTES */ .dD);
        const { bytesRead } = await handle.read(head, 0, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .SNIFF_BYTES */ .dD, 0);
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .sniffFormat */ .OG)(head.subarray(0, bytesRead));
    }
    finally {
        await handle.close();
    }
}
/** Where files are hashed: as for a download, on a worker thread for an archive large enough. */
async function hashing(source, kind, hashFiles) {
    if (hashFiles === false)
        return false;
    if (kind === 'folder')
        return true;
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(source)).size >= _limits_js__WEBPACK_IMPORTED_MODULE_9__/* .WORKER_HASHING_BYTES */ .M ? 'worker' : true;
}
/** Unpacks `source` into `<folder>/site`, replacing what was there only once all of it is checked. */
async function unpackArchive(source, kind, folder, options = {}) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(folder, { recursive: true });
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex');
    const limits = {
        maxUnpackedBytes: options.limits?.maxUnpackedBytes ?? _sink_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_MAX_UNPACKED_BYTES */ .Hs,
        maxEntries: options.limits?.maxEntries ?? _sink_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_ENTRIES */ .Sd
    };
    const sink = new _sink_js__WEBPACK_IMPORTED_MODULE_7__/* .BundleSink */ .Ac(undefined, node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, `.staging-${token}`), limits, options.observer, await hashing(source, kind, options.hashFiles));
    try {
        await sink.measureDisk(folder);
        let bytes;
        let entries;
        if (kind === 'gzip') {
            bytes = await streamFile(source, sink);
            entries = await sink.end();
        }
        else if (kind === 'zip') {
            bytes = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(source)).size;
            await sink.readZip(source);
            entries = await sink.finish();
        }
        else {
            bytes = await feedFolder(source, sink.entries, () => sink.pace());
            entries = await sink.finish();
        }
        if (sink.empty) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .r(`The archive holds no files, so there is no site to install. Nothing was installed.`);
        }
        const installed = await (0,_install_js__WEBPACK_IMPORTED_MODULE_5__/* .installBundle */ .CQ)(sink, folder, token);
        return {
            kind,
            extractPath: installed.extractPath,
            siteFiles: options.observer ? sink.siteFiles() : undefined,
            digested: sink.digested(),
            bytes,
            entries,
            swept: sink.swept
        };
    }
    catch (error) {
        await sink.abort();
        await sink.remove();
        throw error;
    }
}
/** Streams a tarball's file into the sink; returns its size. */
async function streamFile(source, sink) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(source, 'r');
    let size = 0;
    try {
        for (;;) {
            const piece = Buffer.allocUnsafe(STREAM_BYTES);
            const { bytesRead } = await handle.read(piece, 0, STREAM_BYTES, size);
            if (bytesRead === 0)
                return size;
            size += bytesRead;
            await sink.write(piece.subarray(0, bytesRead));
        }
    }
    finally {
        await handle.close();
    }
}
/**
 * Feeds a folder's tree to the engine as a tarball of it would: folders before what they hold, in
 * name order, symbolic links as links (never followed), files with their mode and time. Anything
 * else (a socket, a device) is refused by name.
 */
async function feedFolder(root, sink, pace) {
    const piece = Buffer.allocUnsafe(PIECE_BYTES);
    let bytes = 0;
    const walk = async (rel) => {
        const children = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, rel), { withFileTypes: true });
        children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const child of children) {
            const name = rel === '' ? child.name : `${rel}/${child.name}`;
            const full = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, name);
            const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(full);
            const common = {
                path: name,
                linkpath: '',
                size: 0,
                mode: stats.mode & 0o777,
                mtime: Math.floor(stats.mtimeMs / 1000)
            };
            if (stats.isDirectory()) {
                sink.entry({ ...common, kind: 'directory', path: `${name}/` });
                await walk(name);
            }
            else if (stats.isSymbolicLink()) {
                sink.entry({ ...common, kind: 'symlink', linkpath: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(full) });
            }
            else if (stats.isFile()) {
                await pace();
                sink.entry({ ...common, kind: 'file', size: stats.size });
                bytes += readInto(full, stats.size, piece, sink);
                sink.end();
            }
            else {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .r(`The archive folder was refused: '${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(name)}' is neither a file, a folder nor a symbolic link. Nothing was installed.`);
            }
        }
    };
    await walk('');
    return bytes;
}
/** Reads the file's `size` bytes into the sink; a file that changes size while read is refused. */
function readInto(file, size, piece, sink) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'r');
    try {
        let done = 0;
        while (done < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, piece, 0, Math.min(piece.length, size - done), done);
            if (n === 0)
                break;
            sink.body(piece.subarray(0, n));
            done += n;
        }
        if (done !== size) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .r(`The archive folder changed while it was read ('${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(file)}' is shorter than it was). Nothing was installed.`);
        }
        return done;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}


/***/ }),

/***/ 9351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ac: () => (/* binding */ BundleSink),
  Hs: () => (/* reexport */ limits/* DEFAULT_MAX_UNPACKED_BYTES */.H),
  Sd: () => (/* binding */ MAX_ENTRIES)
});

// UNUSED EXPORTS: INFLATE_CHUNK_BYTES, archiveLimit

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/util/size.ts
var size = __webpack_require__(7155);
// EXTERNAL MODULE: ./src/export/bundle/limits.ts
var limits = __webpack_require__(1547);
// EXTERNAL MODULE: ./src/export/bundle/errors.ts
var errors = __webpack_require__(7584);
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
        throw (0,errors/* refusal */.x)(raw, `its ${what} is longer than ${MAX_PATH_BYTES} bytes`);
    }
    if (raw.includes('\0'))
        throw (0,errors/* refusal */.x)(raw, `its ${what} holds a NUL byte`);
    if (ABSOLUTE.test(raw))
        throw (0,errors/* refusal */.x)(raw, `its ${what} is absolute`);
    // GNU tar writes `a\b` as one name on Linux; a Windows runner would make it a folder and a file.
    if (raw.includes('\\')) {
        throw (0,errors/* refusal */.x)(raw, `its ${what} holds a backslash, a character on Linux and a folder separator on Windows`);
    }
    const parts = raw.split(/\/+/).filter((part) => part !== '' && part !== '.');
    if (parts.length > MAX_DEPTH) {
        throw (0,errors/* refusal */.x)(raw, `its ${what} is more than ${MAX_DEPTH} folders deep`);
    }
    for (const part of parts) {
        if (part === '..')
            throw (0,errors/* refusal */.x)(raw, `its ${what} contains '..'`);
        if (Buffer.byteLength(part) > MAX_NAME_BYTES) {
            throw (0,errors/* refusal */.x)(raw, `its ${what} has a name longer than ${MAX_NAME_BYTES} bytes`);
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
    /** The folder of the entry placed last (its clean path), and its id. */
    lastFolder = '';
    lastFolderId = ROOT;
    /** Where `spell` puts a path, and whose folder's path (and '/') it starts with. */
    spelling = new byte_table/* ScratchBytes */.Mz();
    spellingFolder = -1;
    spellingFolderEnd = 0;
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
            throw (0,errors/* refusal */.x)(rawPath, 'it names the extraction folder itself');
        }
        // An archive lists a folder's files one after another: the same folder as the entry before was
        // found and judged then, and a folder's flags never change once it is one.
        const slash = rel.lastIndexOf('/');
        const folder = slash === -1 ? '' : rel.slice(0, slash);
        const known = folder !== '' && folder === this.lastFolder;
        let parent = known ? this.lastFolderId : ROOT;
        for (let i = 0; !known && i < parts.length - 1; i++) {
            parent = this.child(parent, parts[i], rawPath, parts, i);
            const flags = this.flagsOf(parent);
            if (flags & EVER_LINKED) {
                throw (0,errors/* refusal */.x)(rawPath, `it would be written through the symbolic link '${parts.slice(0, i + 1).join('/')}'`);
            }
            if (flags & FILE) {
                throw (0,errors/* refusal */.x)(rawPath, `it would be written beneath the file '${parts.slice(0, i + 1).join('/')}'`);
            }
            this.names.setValue(parent, flags | FOLDER, FLAGS);
        }
        this.lastFolder = folder;
        this.lastFolderId = parent;
        const id = this.child(parent, parts[parts.length - 1], rawPath, parts, parts.length - 1);
        const flags = this.flagsOf(id);
        const replaces = (flags & PLACED) !== 0;
        if (kind === 'directory') {
            if (flags & EVER_LINKED) {
                throw (0,errors/* refusal */.x)(rawPath, 'a directory would replace a symbolic link of the archive');
            }
            if (flags & FILE)
                throw (0,errors/* refusal */.x)(rawPath, 'a directory would replace a file of the archive');
            this.names.setValue(id, flags | FOLDER | PLACED, FLAGS);
            return { kind, rel };
        }
        // `x/.` or `x/` names a folder: the entry's name and its kind disagree, and tools resolve that
        // differently (GNU tar writes the link at `x`); no reading of it is safe to pick.
        if (/(^|\/)\.?\/*$/.test(rawPath)) {
            throw (0,errors/* refusal */.x)(rawPath, `its name ends in '/' or '/.', which names a folder, but it is a ${kind === 'file' ? 'file' : kind === 'symlink' ? 'symbolic link' : 'hard link'}: the name and the entry disagree on what it is`);
        }
        if (flags & FOLDER) {
            throw (0,errors/* refusal */.x)(rawPath, `it would replace the folder '${rel}' of earlier entries`);
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
                throw (0,errors/* refusal */.x)(rawPath, 'it is a symbolic link with an empty target');
            if (ABSOLUTE.test(rawLink)) {
                throw (0,errors/* refusal */.x)(rawPath, `it is a symbolic link to the absolute path '${rawLink}'`);
            }
            if (Buffer.byteLength(rawLink) > MAX_PATH_BYTES) {
                throw (0,errors/* refusal */.x)(rawPath, `its link target is longer than ${MAX_PATH_BYTES} bytes`);
            }
            this.names.setValue(id, (flags | PLACED | EVER_LINKED) & ~FILE, FLAGS);
            this.links.set(id, rawLink);
            const escape = this.resolve(id, rawLink);
            if (escape)
                throw (0,errors/* refusal */.x)(rawPath, escape);
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
            throw (0,errors/* refusal */.x)(rawPath, `it is a hard link to '${sourceParts.join('/')}', which is not a regular file earlier in the archive`);
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
                throw (0,errors/* refusal */.x)(this.spelled(id), escape);
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
        for (const id of this.fileIdsOnly())
            yield [this.spelled(id), id];
    }
    /** The ids of fileIds, without spelling their names. */
    *fileIdsOnly() {
        for (let id = 1; id < this.names.size; id++) {
            if (this.flagsOf(id) & FILE)
                yield id;
        }
    }
    /**
     * Spells `id`'s path as UTF-8 at the start of `spellingBytes` (the names joined by '/'); returns
     * its length. The folder's path stays from the call before: files of one folder come one after
     * another in fileIds, so most paths cost one copy of their own name, and no string.
     */
    spell(id) {
        if (id === ROOT)
            return 0;
        const folder = this.parentOf(id);
        if (folder !== this.spellingFolder) {
            const chain = [];
            for (let at = folder; at !== ROOT; at = this.parentOf(at))
                chain.push(at);
            let end = 0;
            for (let i = chain.length - 1; i >= 0; i--) {
                const at = chain[i];
                const bytes = this.spelling.reserve(end + this.names.keyLength(at) + 1);
                end += this.names.copyKey(at, bytes, end);
                bytes[end++] = 0x2f;
            }
            this.spellingFolder = folder;
            this.spellingFolderEnd = end;
        }
        const end = this.spellingFolderEnd;
        const bytes = this.spelling.reserve(end + this.names.keyLength(id));
        return end + this.names.copyKey(id, bytes, end);
    }
    /** What `spell` spelled. */
    get spellingBytes() {
        return this.spelling.bytes;
    }
    /** `id`'s path as text, as `spell` spells its bytes. */
    spelled(id) {
        const end = this.spell(id);
        return this.spelling.bytes.toString('utf8', 0, end);
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
                throw (0,errors/* refusal */.x)(rawPath, `'${here}' and '${[...parts.slice(0, index), spelled].join('/')}' differ only in letter case or Unicode form, which is one file on macOS and Windows and two on Linux`);
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
        throw (0,errors/* refusal */.x)(shown(), `its ${what} is not valid UTF-8 (bytes ${bytes.toString('hex').slice(0, 64)})`);
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
            throw new errors/* BundleError */.r('The bundle is not a valid tar archive (a pax extended header is malformed).');
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
            throw (0,errors/* refusal */.x)(key === 'GNU.sparse.name' ? decodeName(raw, 'name', shown) : shown(), 'it is a sparse file (pax GNU.sparse keys), which a static site never needs and this action does not restore');
        }
        if (key === 'hdrcharset' && raw.toString('latin1') === 'BINARY') {
            throw (0,errors/* refusal */.x)(shown(), 'its pax header declares names that are not UTF-8 (hdrcharset=BINARY)');
        }
        if (global && (key === 'path' || key === 'linkpath' || key === 'size')) {
            // GNU tar and bsdtar disagree on a global name; the action refuses rather than pick one.
            throw new errors/* BundleError */.r(`The bundle was refused: a pax global header sets '${key}' for every entry, which tar tools apply differently. Nothing was installed; report the bundle to Mintlify.`);
        }
        if (key === 'path')
            pax.path = decodeName(raw, 'path', shown);
        else if (key === 'linkpath')
            pax.linkpath = decodeName(raw, 'link target', shown);
        else if (key === 'size') {
            const size = paxDecimal(raw);
            if (size === undefined) {
                throw new errors/* BundleError */.r(`The bundle is not a valid tar archive (a pax size is not a decimal number: '${raw.toString('latin1', 0, 40).replace(/[^\x20-\x7e]/g, '?')}'; GNU tar rejects it and reads another entry).`);
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
        throw new errors/* BundleError */.r('The tar archive stops in the middle of an entry: the bundle is incomplete.');
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
                throw new errors/* BundleError */.r('The bundle was refused: two pax extended headers stand in a row before one entry, which tar tools apply differently. Nothing was installed; report the bundle to Mintlify.');
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
            throw new errors/* BundleError */.r('The bundle is not a valid tar archive (an entry follows a single zero block, which GNU tar reads as the end-of-archive marker and other tools skip).');
        }
        if (!checksumOk(block)) {
            throw new errors/* BundleError */.r(this.sawEntry
                ? 'The bundle is not a valid tar archive (a header checksum is wrong: the archive is corrupt).'
                : 'The bundle is not a tar archive (the first header checksum is wrong).');
        }
        this.sawEntry = true;
        const type = String.fromCharCode(block[156]);
        const size = number(block, 124, 12);
        if (size === undefined) {
            throw new errors/* BundleError */.r('The bundle is not a valid tar archive (a size field is invalid).');
        }
        if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
            this.extraBytes += tar_reader_BLOCK + size;
            if (size > MAX_META_BYTES) {
                throw new errors/* BundleError */.r(`The bundle was refused: an extended tar header holds ${size} bytes, more than the ${MAX_META_BYTES} a name can need.`);
            }
            this.metaType = type;
            // GNU tar reads a long name's blocks whole and takes the text up to its first NUL, which may
            // lie past the size the header declares: the padding is read as part of the name.
            const read = type === 'L' || type === 'K' ? Math.ceil(size / tar_reader_BLOCK) * tar_reader_BLOCK : size;
            this.metaSize = read;
            this.remaining = read;
            this.state = read > 0 ? 'meta' : 'header';
            if (read === 0)
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
                throw (0,errors/* refusal */.x)(path, `it is a regular file whose name ends in '/' and declares ${size} bytes of data; GNU tar makes it a folder and reports an error`);
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
            throw (0,errors/* refusal */.x)(path, `it is a ${name}, which a static site never contains`);
        }
        const mode = number(block, 100, 8);
        if (mode === undefined) {
            throw (0,errors/* refusal */.x)(path, 'its mode field is not a number GNU tar reads, so its permissions are unknown');
        }
        const mtime = pax?.mtime ?? number(block, 136, 12);
        if ((kind === 'symlink' || kind === 'hardlink') && size > 0) {
            // GNU tar's extraction reads no body after a link, its listing skips one: the bytes would be
            // read as the next entries by one tool and skipped by another, which is how entries are
            // smuggled past a checker.
            throw (0,errors/* refusal */.x)(path, `it is a ${kind === 'symlink' ? 'symbolic' : 'hard'} link that declares ${size} bytes of data, which tar tools read differently`);
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
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
const CREATE_NEW = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL;
/** The worker, as a script: it is the whole of it, and needs no file of its own in the bundle. */
const WORKER_SOURCE = `
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
`;
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
const MADE = -2;
/** As START, but the main thread hashes the file: END then carries the digest's place in `given`. */
const WRITE_ONLY = 8;
/** The reading thread's young generation, in MB. */
const READING_YOUNG_MB = 8;
/** Copied bytes (and names) a batch gathers before it goes to the worker, when it holds no lent memory. */
const SEND_COPIES_BYTES = 1024 * 1024;
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
        this.hash = (0,external_node_crypto_.createHash)('sha256');
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
            ? new external_node_worker_threads_.Worker(reading.script, {
                workerData: reading.workerData,
                execArgv: reading.execArgv,
                // A young generation left to grow under the reader's allocations doubles: tens of MB.
                resourceLimits: { maxYoungGenerationSizeMb: READING_YOUNG_MB }
            })
            : // A small heap: the thread keeps a hash and the answers of one batch at a time.
                new external_node_worker_threads_.Worker(WORKER_SOURCE, {
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
        this.hereHash = this.behind ? (0,external_node_crypto_.createHash)('sha256') : undefined;
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
                (0,external_node_fs_.closeSync)(fd);
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
                (0,external_node_fs_.closeSync)(fd);
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

;// CONCATENATED MODULE: ./src/export/bundle/digests.ts



const DIGEST_BYTES = 32;
/**
 * Where a file's entry keeps its title: an offset into the titles' text, then its length in bytes, as
 * UTF-8, or negated as UTF-16 for a title cut inside a surrogate pair (UTF-8 cannot spell half of one);
 * 0: no title.
 */
const TITLE_AT = DIGEST_BYTES + 8;
/** Per file: its digest, its size as a double, then its title's place. */
const ENTRY_BYTES = TITLE_AT + 8;
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
    /**
     * Every title, one after another: as strings in a Map they were 32 000 survivors on the Rust docs,
     * and V8 grew its young generation for them.
     */
    titles = new byte_table/* AppendedBytes */.Ds();
    hasher;
    title;
    id = 0;
    open = false;
    constructor(
    /** Whether a piece's memory is handed to the hasher whole later (sink.ts), or must be copied. */
    whole, onError, 
    /** Hash on a worker thread (a large bundle; hasher.ts's HashFiles), or on this one. */
    where, 
    /** On a worker thread: what else it reads (the site check's pages). */
    reading) {
        this.whole = whole;
        const results = {
            digest: (id, digests, at) => {
                this.room(id);
                // A loop: a view of 32 bytes per file to `set` from would be an object each.
                const entry = id * ENTRY_BYTES;
                for (let i = 0; i < DIGEST_BYTES; i++)
                    this.digests[entry + i] = digests[at + i];
            },
            link: (id, sourceId) => {
                this.room(Math.max(id, sourceId));
                this.digests.copy(this.digests, id * ENTRY_BYTES, sourceId * ENTRY_BYTES, sourceId * ENTRY_BYTES + DIGEST_BYTES);
            }
        };
        this.hasher = makeHasher(results, onError, where, reading);
    }
    /** Whether the hashing thread holds more than it should: gunzip waits. */
    get busy() {
        return this.hasher.busy;
    }
    set onDrain(callback) {
        this.hasher.onDrain = callback;
    }
    /**
     * Whether the hasher places every entry but folders, in archive order with the bodies (hasher.ts):
     * `file` then takes each file's output, `link` and `symlink` what they make.
     */
    get writes() {
        return this.hasher.writes;
    }
    /** Whether to open the next new file here and hand its descriptor over (`writes` only). */
    get opensHere() {
        return this.hasher.opensHere;
    }
    /**
     * A regular file of `size` bytes is about to stream; with `output` (only when `writes`), the
     * hasher writes it there (creating it, for a path) and closes it.
     */
    file(id, rel, size, output) {
        this.hasher.file(id, output);
        this.open = true;
        this.id = id;
        this.room(id);
        this.digests.writeDoubleLE(size, id * ENTRY_BYTES + DIGEST_BYTES);
        this.setTitle(id, undefined);
        this.title = /\.html?$/i.test(rel) ? new page_title/* TitleReader */.AQ() : undefined;
    }
    /** A hard link: the same bytes as its source, as they are now; made by the hasher with `made`. */
    link(id, sourceId, made) {
        this.hasher.link(id, sourceId, made);
        this.room(Math.max(id, sourceId));
        const size = this.digests.readDoubleLE(sourceId * ENTRY_BYTES + DIGEST_BYTES);
        this.digests.writeDoubleLE(size, id * ENTRY_BYTES + DIGEST_BYTES);
        const from = sourceId * ENTRY_BYTES + TITLE_AT;
        this.digests.copy(this.digests, id * ENTRY_BYTES + TITLE_AT, from, from + 8);
    }
    /** A symbolic link for the hasher to make (`writes` only). */
    symlink(made) {
        this.hasher.symlink(made);
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
            this.setTitle(this.id, title);
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
        const from = this.digests.readInt32LE(at + TITLE_AT);
        const length = this.digests.readInt32LE(at + TITLE_AT + 4);
        if (length === 0)
            return { size, sha256 };
        const title = length > 0
            ? this.titles.bytes.toString('utf8', from, from + length)
            : this.titles.bytes.toString('utf16le', from, from - length);
        return { size, sha256, title };
    }
    /** Fills `record` with what was read of file `id`, but its path (once `finish` has returned). */
    read(id, record) {
        const at = id * ENTRY_BYTES;
        record.digests = this.digests;
        record.digestAt = at;
        record.size = this.digests.readDoubleLE(at + DIGEST_BYTES);
        record.titles = this.titles.bytes;
        record.titleAt = this.digests.readInt32LE(at + TITLE_AT);
        record.titleLength = this.digests.readInt32LE(at + TITLE_AT + 4);
    }
    setTitle(id, title) {
        const at = id * ENTRY_BYTES + TITLE_AT;
        if (title === undefined) {
            this.digests.writeInt32LE(0, at + 4);
            return;
        }
        const encoding = title.isWellFormed() ? 'utf8' : 'utf16le';
        const from = this.titles.append(title, encoding);
        const length = this.titles.used - from;
        this.digests.writeInt32LE(from, at);
        this.digests.writeInt32LE(encoding === 'utf8' ? length : -length, at + 4);
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


/** Owner read/write always; set-id and sticky bits from an archive are never applied. */
function fileMode(mode) {
    return (mode & 0o777) | 0o600;
}
/**
 * Writes placements into the staging folder, one after the other in archive order, with blocking
 * calls, the way GNU tar does. Why not async: a docs site is thousands of small files, and each async
 * call costs a round trip through libuv's pool and a promise, which on a site of small files took
 * most of the main thread (docs/performance.md). In order, the disk
 * is always in the state the policy judged each entry against, so a link made by a later entry can
 * never be followed by the write of an earlier one. Bodies are written as they arrive, so nothing is
 * held in memory. Every write goes to a checked path with O_EXCL, so an existing link is never
 * followed. Gunzip still runs on its own thread, so inflating and writing overlap. On a large bundle
 * the hashing thread places the files and links instead, in the same order (`output`, `link`): this
 * writer makes their folders, and may open a new file for it, whose body then goes to the file that
 * was checked whatever later entries do to its path.
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
        this.parent(placement.rel);
        if (placement.replaces)
            (0,external_node_fs_.rmSync)(target, { force: true });
        if (placement.kind === 'symlink') {
            (0,external_node_fs_.symlinkSync)(placement.target, target);
        }
        else if (placement.kind === 'hardlink') {
            (0,external_node_fs_.linkSync)(this.full(placement.source), target);
        }
        else {
            this.fd = (0,external_node_fs_.openSync)(target, CREATE_NEW, fileMode(file.mode));
            this.mtime = file.mtime;
        }
    }
    /**
     * A file the hashing thread writes (hasher.ts), after its folder is made here: opened here when
     * `openHere` and it replaces nothing (a new name cannot be any entry the thread has yet to place),
     * else the path for the thread to create in its turn. This writer neither writes nor closes it.
     */
    output(placement, file, openHere) {
        this.parent(placement.rel);
        const path = this.full(placement.rel);
        const mode = fileMode(file.mode);
        if (openHere && !placement.replaces) {
            return { fd: (0,external_node_fs_.openSync)(path, CREATE_NEW, mode), mtime: file.mtime };
        }
        return { path, mode, mtime: file.mtime, replaces: placement.replaces };
    }
    /** A link the hashing thread makes in its turn, after its folder is made here. */
    link(placement) {
        this.parent(placement.rel);
        const to = placement.kind === 'hardlink' ? this.full(placement.source) : placement.target;
        return { path: this.full(placement.rel), to, replaces: placement.replaces };
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
    parent(rel) {
        const slash = rel.lastIndexOf('/');
        this.dir(slash === -1 ? '' : rel.slice(0, slash));
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

// EXTERNAL MODULE: ./src/export/bundle/format.ts
var bundle_format = __webpack_require__(9404);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/export/bundle/zip/names.ts
/**
 * A zip entry's name as text. The UTF-8 flag (bit 11) says UTF-8; without it the standard says
 * CP437, but Info-ZIP on Linux writes the bytes of the file system's (UTF-8) names and no flag, so
 * a name that is valid UTF-8 is read as UTF-8, and only another is CP437.
 */
const UTF8_FLAG = 0x800;
const strict = new TextDecoder('utf-8', { fatal: true });
// CP437's upper half; the lower half is ASCII (control characters are refused by the policy).
const CP437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
function cp437(bytes) {
    let text = '';
    for (const byte of bytes)
        text += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
    return text;
}
/** The name's text, or undefined when it is flagged UTF-8 and is not. */
function names_decodeName(raw, flags) {
    let ascii = true;
    for (const byte of raw) {
        if (byte >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii)
        return Buffer.from(raw).toString('latin1');
    try {
        return strict.decode(raw);
    }
    catch {
        return flags & UTF8_FLAG ? undefined : cp437(raw);
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/zip/directory.ts
/**
 * The central directory of a zip: what the archive holds. Read by yauzl (the zip reader behind
 * extract-zip and Electron), which finds the end records (zip64 included) and parses each central
 * header and its zip64 extra field; what yauzl leaves to its caller (the local headers, overlaps,
 * CRCs) is checked by the modules beside this one. yauzl reads through a reader that answers from
 * the open file with positioned reads: its default reader opens a stream per read, two per entry.
 */





/**
 * The central directory, kept in columns off V8's heap (one typed array a field, the names in one
 * byte table): an object per entry, all alive until the extraction ends, made V8 grow its young
 * generation for good (about 35 MB more on a 10 000-page site, docs/performance.md). `entry(i)` gives
 * one record as an object, to use and drop.
 */
class ZipDirectory {
    capacity;
    centralOffset;
    names;
    numbers;
    small;
    size = 0;
    constructor(capacity, 
    /** Where the central directory starts: the entries' data must end exactly there. */
    centralOffset) {
        this.capacity = capacity;
        this.centralOffset = centralOffset;
        this.names = new byte_table/* ByteTable */.L1(1, 64, false);
        // Per entry: offset, compressed size, uncompressed size, mtime.
        this.numbers = new Float64Array(Math.max(1, capacity) * 4);
        // Per entry: flags, method, CRC-32, unix mode (-1: none), dos directory and zip64 bits.
        this.small = new Int32Array(Math.max(1, capacity) * 5);
    }
    add(entry) {
        const i = this.size++;
        this.names.add(entry.nameRaw, 0, entry.nameRaw.length);
        this.numbers.set([entry.offset, entry.compressedSize, entry.uncompressedSize, entry.mtime], i * 4);
        this.small.set([
            entry.flags,
            entry.method,
            entry.crc32 | 0,
            entry.unixMode ?? -1,
            (entry.dosDirectory ? 1 : 0) | (entry.zip64 ? 2 : 0)
        ], i * 5);
    }
    /** Where entry `i`'s local header starts. */
    offsetOf(i) {
        return this.numbers[i * 4];
    }
    /** Entry `i` as a record (a new object, with a copy of its name's bytes). */
    entry(i) {
        const nameRaw = Buffer.alloc(this.names.keyLength(i));
        this.names.copyKey(i, nameRaw, 0);
        const flags = this.small[i * 5];
        const mode = this.small[i * 5 + 3];
        const bits = this.small[i * 5 + 4];
        return {
            index: i,
            nameRaw,
            name: names_decodeName(nameRaw, flags),
            flags,
            method: this.small[i * 5 + 1],
            crc32: this.small[i * 5 + 2] >>> 0,
            offset: this.numbers[i * 4],
            compressedSize: this.numbers[i * 4 + 1],
            uncompressedSize: this.numbers[i * 4 + 2],
            mtime: this.numbers[i * 4 + 3],
            unixMode: mode === -1 ? undefined : mode,
            dosDirectory: (bits & 1) !== 0,
            zip64: (bits & 2) !== 0
        };
    }
}
class FileReader extends yauzl.RandomAccessReader {
    fd;
    constructor(fd) {
        super();
        this.fd = fd;
    }
    read(buffer, offset, length, position, callback) {
        let bytesRead = 0;
        try {
            while (bytesRead < length) {
                const n = (0,external_node_fs_.readSync)(this.fd, buffer, offset + bytesRead, length - bytesRead, position + bytesRead);
                if (n === 0)
                    break;
                bytesRead += n;
            }
        }
        catch (error) {
            queueMicrotask(() => callback(error));
            return;
        }
        // Never synchronously: yauzl reads the next entry from this callback's caller.
        queueMicrotask(() => callback(null, bytesRead));
    }
    close(callback) {
        queueMicrotask(() => callback(null));
    }
}
/** Seconds since the epoch of an MS-DOS date and time, as local time (as unzip reads them). */
function dosTime(date, time) {
    const at = new Date(1980 + (date >> 9), ((date >> 5) & 15) - 1, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2);
    const seconds = Math.floor(at.getTime() / 1000);
    return Number.isFinite(seconds) ? seconds : 0;
}
/** The extended timestamp's modification time (extra field 0x5455), when there is one. */
function extendedTime(fields) {
    const field = fields.find((f) => f.id === 0x5455);
    if (!field || field.data.length < 5 || (field.data[0] & 1) === 0)
        return undefined;
    return field.data.readInt32LE(1);
}
/** Reads the central directory of the zip open at `fd` (`size` bytes); at most `maxEntries`. */
async function readZipDirectory(fd, size, maxEntries) {
    const reader = new FileReader(fd);
    const zip = await new Promise((resolve, reject) => yauzl.fromRandomAccessReader(reader, size, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (error, file) => (error ? reject(invalid(error)) : resolve(file))));
    // yauzl's cursor starts where the central directory does.
    const centralOffset = Number(zip.readEntryCursor);
    if (zip.entryCount > maxEntries) {
        throw new errors/* BundleError */.r(`The archive was refused: its central directory lists ${zip.entryCount} entries, more than the action's limit of ${maxEntries}. Nothing was installed.`);
    }
    const directory = new ZipDirectory(zip.entryCount, centralOffset);
    await new Promise((resolve, reject) => {
        zip.on('error', (error) => reject(invalid(error)));
        zip.on('end', () => resolve());
        zip.on('entry', (entry) => {
            const madeOnUnix = entry.versionMadeBy >> 8 === 3;
            directory.add({
                nameRaw: entry.fileName,
                flags: entry.generalPurposeBitFlag,
                method: entry.compressionMethod,
                crc32: entry.crc32,
                compressedSize: entry.compressedSize,
                uncompressedSize: entry.uncompressedSize,
                offset: entry.relativeOffsetOfLocalHeader,
                zip64: entry.extraFields.some((field) => field.id === 0x0001),
                unixMode: madeOnUnix ? entry.externalFileAttributes >>> 16 : undefined,
                dosDirectory: (entry.externalFileAttributes & 0x10) !== 0,
                mtime: extendedTime(entry.extraFields) ?? dosTime(entry.lastModFileDate, entry.lastModFileTime)
            });
            zip.readEntry();
        });
        zip.readEntry();
    });
    return directory;
}
function invalid(error) {
    return new errors/* BundleError */.r(`The archive is not a valid zip: ${error.message}. Nothing was installed.`);
}

;// CONCATENATED MODULE: ./src/export/bundle/zip/layout.ts
/**
 * Where the entries of a zip lie, and what they are called. The entries' bytes must tile the file
 * from its first byte to the central directory: an entry that starts inside another's data is the
 * overlapping-file zip bomb (one deflate stream counted many times), and bytes no entry claims
 * (before the first entry, between two, or before the central directory) are data that a streaming
 * reader would see and this one would not. Two entries of one name are refused: tools disagree on
 * which one wins.
 */



/** The entry as a message names it. */
function entryLabel(entry) {
    return entry.name ?? `#${entry.index + 1} (${entry.nameRaw.toString('hex').slice(0, 64)})`;
}
/** Every name is text, and each names one entry. */
function checkNames(directory) {
    // Clean names, off V8's heap (directory.ts says why), each with its entry's index.
    const seen = new byte_table/* ByteTable */.L1();
    const scratch = new byte_table/* ScratchBytes */.Mz();
    for (let i = 0; i < directory.size; i++) {
        const entry = directory.entry(i);
        if (entry.name === undefined) {
            throw (0,errors/* refusal */.x)(entryLabel(entry), 'its name is flagged UTF-8 but is not valid UTF-8');
        }
        const length = scratch.write(entryPath(entry.name, 'name'));
        const first = seen.find(scratch.bytes, 0, length);
        if (first !== -1) {
            const earlier = directory.entry(seen.value(first));
            throw (0,errors/* refusal */.x)(entry.name, `the archive holds two entries of this name (the first is '${entryLabel(earlier)}')`);
        }
        seen.setValue(seen.add(scratch.bytes, 0, length), i);
    }
}
/**
 * Checks that `entry` starts where the bytes before it end (`expected`); with no entry, that the
 * last one ends where the central directory starts.
 */
function checkPlace(entry, expected, previous, centralOffset) {
    if (entry === undefined) {
        if (centralOffset !== undefined && expected !== centralOffset) {
            throw (0,errors/* refusal */.x)(previous ? entryLabel(previous) : '(none)', expected < centralOffset
                ? `${centralOffset - expected} bytes after it, before the central directory, belong to no entry`
                : 'its data runs into the central directory');
        }
        return;
    }
    if (entry.offset < expected) {
        throw (0,errors/* refusal */.x)(entryLabel(entry), previous
            ? `its bytes overlap those of '${entryLabel(previous)}' (an overlapping-file zip bomb, or a corrupt archive)`
            : 'it overlaps another entry');
    }
    if (entry.offset > expected) {
        throw (0,errors/* refusal */.x)(entryLabel(entry), previous
            ? `${entry.offset - expected} bytes between it and '${entryLabel(previous)}' belong to no entry`
            : `${entry.offset} bytes before the first entry belong to no entry`);
    }
}

;// CONCATENATED MODULE: ./src/export/bundle/zip/local-header.ts
/**
 * A local file header against its central directory record. The central directory decides what the
 * archive holds; a local header that tells another story (another name, method, size or CRC) is how
 * an archive shows one thing to a streaming reader and another to a seeking one, so it is refused.
 */

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_FIXED_BYTES = 30;
const DESCRIPTOR_FLAG = 0x8;
const ENCRYPTED_FLAG = 0x1;
/** The name and extra lengths of the header whose fixed part is `fixed` (for reading the rest). */
function variableLength(fixed) {
    return fixed.readUInt16LE(26) + fixed.readUInt16LE(28);
}
/** The zip64 extra field's values in a local header's extra bytes, in their order of need. */
function zip64Values(extra) {
    for (let at = 0; at + 4 <= extra.length;) {
        const id = extra.readUInt16LE(at);
        const size = extra.readUInt16LE(at + 2);
        if (id === 0x0001) {
            const values = [];
            for (let i = at + 4; i + 8 <= Math.min(extra.length, at + 4 + size); i += 8) {
                values.push(extra.readBigUInt64LE(i));
            }
            return values;
        }
        at += 4 + size;
    }
    return undefined;
}
/**
 * Checks the local header (`bytes`: its fixed part, name and extra field) of `entry` at `offset`.
 * Returns where the data starts, and whether a zip64 extra is there (sizes in the descriptor are
 * then 8 bytes).
 */
function checkLocalHeader(entry, label, bytes) {
    if (bytes.readUInt32LE(0) !== LOCAL_SIGNATURE) {
        throw (0,errors/* refusal */.x)(label, `no local file header where the central directory says it starts (offset ${entry.offset})`);
    }
    const flags = bytes.readUInt16LE(6);
    const method = bytes.readUInt16LE(8);
    const nameLength = bytes.readUInt16LE(26);
    const extraLength = bytes.readUInt16LE(28);
    const name = bytes.subarray(LOCAL_FIXED_BYTES, LOCAL_FIXED_BYTES + nameLength);
    const extra = bytes.subarray(LOCAL_FIXED_BYTES + nameLength, LOCAL_FIXED_BYTES + nameLength + extraLength);
    if (!name.equals(entry.nameRaw)) {
        throw (0,errors/* refusal */.x)(label, `its local header names it '${name.toString('latin1').slice(0, 200)}': the local header and the central directory disagree on its name`);
    }
    if (method !== entry.method) {
        throw (0,errors/* refusal */.x)(label, `its local header says compression method ${method}, the central directory ${entry.method}`);
    }
    if ((flags & ENCRYPTED_FLAG) !== (entry.flags & ENCRYPTED_FLAG)) {
        throw (0,errors/* refusal */.x)(label, 'its local header and the central directory disagree on whether it is encrypted');
    }
    const zip64 = zip64Values(extra);
    let next = 0;
    const stated = (value, field, central) => {
        // Zero with the descriptor flag: the value is in the data descriptor after the data.
        if (value === 0 && flags & DESCRIPTOR_FLAG)
            return;
        let actual = value;
        if (value === 0xffffffff && zip64 && field !== 'CRC-32')
            actual = zip64[next++] ?? value;
        if (Number(actual) !== central) {
            throw (0,errors/* refusal */.x)(label, `its local header states a ${field} of ${actual}, the central directory ${central}`);
        }
    };
    stated(bytes.readUInt32LE(14), 'CRC-32', entry.crc32);
    // The zip64 field holds the uncompressed size first, then the compressed one.
    const compressed = bytes.readUInt32LE(18);
    const uncompressed = bytes.readUInt32LE(22);
    stated(uncompressed, 'size', entry.uncompressedSize);
    stated(compressed, 'compressed size', entry.compressedSize);
    return {
        dataStart: entry.offset + LOCAL_FIXED_BYTES + nameLength + extraLength,
        zip64: zip64 !== undefined
    };
}
const DESCRIPTOR_SIGNATURE = 0x08074b50;
/** Whether the entry's local header says a data descriptor follows its data. */
function hasDescriptor(flags) {
    return (flags & DESCRIPTOR_FLAG) !== 0;
}
/**
 * Checks the data descriptor at the start of `bytes` (up to 24 bytes from the end of the data)
 * against the central directory; returns its length. With or without its optional signature; the
 * sizes are 8 bytes each for a zip64 entry.
 */
function checkDescriptor(entry, label, bytes, zip64) {
    const signed = bytes.length >= 4 && bytes.readUInt32LE(0) === DESCRIPTOR_SIGNATURE;
    const at = signed ? 4 : 0;
    const sizeBytes = zip64 ? 8 : 4;
    const length = at + 4 + 2 * sizeBytes;
    if (bytes.length < length) {
        throw (0,errors/* refusal */.x)(label, 'its data descriptor is cut off');
    }
    const crc = bytes.readUInt32LE(at);
    const read = (i) => zip64 ? Number(bytes.readBigUInt64LE(i)) : bytes.readUInt32LE(i);
    const compressed = read(at + 4);
    const uncompressed = read(at + 4 + sizeBytes);
    if (crc !== entry.crc32 ||
        compressed !== entry.compressedSize ||
        uncompressed !== entry.uncompressedSize) {
        throw (0,errors/* refusal */.x)(label, 'its data descriptor and the central directory disagree on its CRC-32 or sizes');
    }
    return length;
}

;// CONCATENATED MODULE: ./src/export/bundle/zip/extract.ts
/**
 * Reads a zip file entry by entry, in the order of their data in the file, into the same engine as a
 * tarball (a TarSink: the policy, the writer, the hashes, the site check). Each entry's local header
 * is checked against the central directory (local-header.ts), the entries must tile the file from
 * its first byte to the central directory with no gap and no overlap (layout.ts), and every entry's
 * CRC-32 is checked as it is inflated. A zip cannot be read safely as a stream (a streaming reader
 * trusts the local headers), so it is read from a file, with positioned reads.
 */







/** The slice of the file read at once (never 1 MiB: see sink.ts on gunzip's buffers). */
const WINDOW_BYTES = 4 * 1024 * 1024;
/** The inflater's output buffers. */
const INFLATE_CHUNK_BYTES = 256 * 1024;
/** A symbolic link's target is a path: Linux's PATH_MAX. */
const MAX_LINK_BYTES = 4096;
const METHODS = {
    1: 'shrink',
    6: 'implode',
    9: 'deflate64',
    12: 'bzip2',
    14: 'LZMA',
    93: 'Zstandard',
    95: 'xz',
    98: 'PPMd',
    99: 'AES encryption'
};
/** Positioned reads of the file through one reused buffer. */
class FileWindow {
    fd;
    buffer = Buffer.allocUnsafe(WINDOW_BYTES);
    start = 0;
    length = 0;
    constructor(fd) {
        this.fd = fd;
    }
    /** Bytes position..position+length (at most WINDOW_BYTES), valid until the next call. */
    bytes(position, length) {
        if (position < this.start || position + length > this.start + this.length) {
            this.start = position;
            this.length = 0;
            while (this.length < WINDOW_BYTES) {
                const n = (0,external_node_fs_.readSync)(this.fd, this.buffer, this.length, WINDOW_BYTES - this.length, position + this.length);
                if (n === 0)
                    break;
                this.length += n;
            }
        }
        const from = position - this.start;
        return this.buffer.subarray(from, Math.min(from + length, this.length));
    }
    /** The bytes position..position+length, in pieces of at most WINDOW_BYTES. */
    *pieces(position, length) {
        for (let at = position; at < position + length;) {
            const piece = this.bytes(at, Math.min(WINDOW_BYTES, position + length - at));
            if (piece.length === 0)
                return;
            at += piece.length;
            yield piece;
        }
    }
}
/** Extracts the zip at `file` into `sink`; returns how many entries it holds. */
async function extractZip(file, sink, options) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const directory = await readZipDirectory(fd, size, options.maxEntries);
        const { centralOffset } = directory;
        checkNames(directory);
        const window = new FileWindow(fd);
        const inflater = new EntryInflater();
        // In the order of their data in the file (central directory order on ties).
        const order = new Uint32Array(directory.size);
        for (let i = 0; i < order.length; i++)
            order[i] = i;
        order.sort((a, b) => directory.offsetOf(a) - directory.offsetOf(b) || a - b);
        try {
            let expected = 0;
            let previous;
            for (const index of order) {
                if (options.stopped())
                    return directory.size;
                if (options.busy())
                    await options.pace();
                const entry = directory.entry(index);
                checkPlace(entry, expected, previous);
                expected = await extractEntry(entry, window, inflater, sink, centralOffset);
                previous = entry;
            }
            checkPlace(undefined, expected, previous, centralOffset);
            return directory.size;
        }
        finally {
            inflater.close();
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function kindOf(entry, label) {
    const type = (entry.unixMode ?? 0) & 0o170000;
    if (type === 0o120000)
        return 'symlink';
    if (type === 0o040000 ||
        entry.name?.endsWith('/') ||
        (entry.unixMode === undefined && entry.dosDirectory)) {
        if (entry.uncompressedSize !== 0)
            throw (0,errors/* refusal */.x)(label, 'it is a folder entry with data');
        return 'directory';
    }
    if (type !== 0 && type !== 0o100000) {
        throw (0,errors/* refusal */.x)(label, 'it is a device, FIFO or socket, which a website never holds');
    }
    return 'file';
}
/** Extracts one entry (its place already checked); returns where its bytes end. */
async function extractEntry(entry, window, inflater, sink, centralOffset) {
    const label = entryLabel(entry);
    if (entry.flags & 0x1)
        throw (0,errors/* refusal */.x)(label, 'it is encrypted');
    if (entry.method !== 0 && entry.method !== 8) {
        const name = METHODS[entry.method];
        throw (0,errors/* refusal */.x)(label, `it is compressed with method ${entry.method}${name ? ` (${name})` : ''}; only stored and deflate are read`);
    }
    const fixed = window.bytes(entry.offset, LOCAL_FIXED_BYTES);
    if (fixed.length < LOCAL_FIXED_BYTES)
        throw (0,errors/* refusal */.x)(label, 'its local header is cut off');
    const headerBytes = LOCAL_FIXED_BYTES + variableLength(fixed);
    const header = window.bytes(entry.offset, headerBytes);
    if (header.length < headerBytes)
        throw (0,errors/* refusal */.x)(label, 'its local header is cut off');
    const local = checkLocalHeader(entry, label, header);
    let end = local.dataStart + entry.compressedSize;
    if (end > centralOffset)
        throw (0,errors/* refusal */.x)(label, 'its data runs into the central directory');
    const kind = kindOf(entry, label);
    const mode = entry.unixMode !== undefined && (entry.unixMode & 0o777) !== 0
        ? entry.unixMode & 0o777
        : kind === 'directory'
            ? 0o755
            : 0o644;
    const tar = {
        kind,
        path: entry.name,
        linkpath: '',
        size: kind === 'file' ? entry.uncompressedSize : 0,
        mode,
        mtime: entry.mtime
    };
    if (kind === 'symlink') {
        if (entry.uncompressedSize > MAX_LINK_BYTES) {
            throw (0,errors/* refusal */.x)(label, `it is a symbolic link whose target is longer than ${MAX_LINK_BYTES} bytes`);
        }
        const pieces = [];
        await readData(entry, label, window, local.dataStart, inflater, (piece) => pieces.push(Buffer.from(piece)));
        tar.linkpath = Buffer.concat(pieces).toString('utf8');
        sink.entry(tar);
    }
    else if (kind === 'directory') {
        sink.entry(tar);
    }
    else {
        sink.entry(tar);
        await readData(entry, label, window, local.dataStart, inflater, (piece) => sink.body(piece));
        sink.end();
    }
    if (hasDescriptor(entry.flags)) {
        const room = Math.min(24, centralOffset - end);
        end += checkDescriptor(entry, label, Buffer.from(window.bytes(end, room)), local.zip64 || entry.zip64);
    }
    return end;
}
function checkCrc(entry, label, crc) {
    if (crc >>> 0 !== entry.crc32) {
        throw (0,errors/* refusal */.x)(label, `its CRC-32 is ${(crc >>> 0).toString(16)}, not the ${entry.crc32.toString(16)} the archive states: it is corrupt`);
    }
}
function sizeRefusal(entry, label, inflated) {
    return (0,errors/* refusal */.x)(label, `it inflates to ${inflated} bytes, not the ${entry.uncompressedSize} the archive states`);
}
/**
 * One raw-inflate stream for every entry, reset between them: a zlib handle per entry (what
 * inflateRawSync makes) leaves its native memory and output buffers to the garbage collector, which
 * held over 100 MB of them on a 10 000-page site; one handle reuses its output buffer.
 */
class EntryInflater {
    stream = (0,external_node_zlib_.createInflateRaw)({ chunkSize: INFLATE_CHUNK_BYTES });
    onData;
    failure;
    constructor() {
        this.stream.on('data', (piece) => {
            this.onData?.(piece);
            // The piece that fills an output buffer is its last use (zlib starts a new one, as
            // __tests__/util/release.test.ts pins): freed now, not when a collection finds it.
            if ((0,release/* endsItsMemory */.k9)(piece) && piece.buffer.byteLength === INFLATE_CHUNK_BYTES)
                (0,release/* release */._r)(piece);
        });
        this.stream.on('error', (error) => (this.failure = error));
    }
    /** Inflates `data` (all or part of one entry's deflate stream); its output goes to `onData`. */
    async write(data, onData) {
        if (this.failure)
            throw this.failure;
        this.onData = onData;
        // One round trip to zlib's thread: inflate gives out all it can of the input at once.
        await new Promise((resolve, reject) => {
            const failed = (error) => reject(error);
            this.stream.once('error', failed);
            this.stream.write(data, () => {
                this.stream.off('error', failed);
                resolve();
            });
        });
        this.onData = undefined;
    }
    /** Ready for the next entry's stream. */
    reset() {
        this.stream.reset();
    }
    close() {
        this.stream.close();
    }
}
/**
 * An entry's data, stored or deflated, in pieces to `onPiece` (each valid only during the call),
 * checked against its stated size and CRC-32.
 */
async function readData(entry, label, window, start, inflater, onPiece) {
    let out = 0;
    let crc = 0;
    let over = false;
    const take = (piece) => {
        if (over)
            return;
        out += piece.length;
        if (out > entry.uncompressedSize) {
            over = true;
            return;
        }
        crc = (0,external_node_zlib_.crc32)(piece, crc);
        onPiece(piece);
    };
    let read = 0;
    for (const piece of window.pieces(start, entry.compressedSize)) {
        read += piece.length;
        if (entry.method === 0)
            take(piece);
        else {
            try {
                await inflater.write(piece, take);
            }
            catch (error) {
                throw (0,errors/* refusal */.x)(label, `its deflate data is corrupt (${error.message})`);
            }
        }
        if (over)
            break;
    }
    if (entry.method !== 0)
        inflater.reset();
    if (read < entry.compressedSize && !over)
        throw (0,errors/* refusal */.x)(label, 'its data is cut off');
    if (over)
        throw sizeRefusal(entry, label, 'more than');
    if (out !== entry.uncompressedSize)
        throw sizeRefusal(entry, label, String(out));
    checkCrc(entry, label, crc);
}

;// CONCATENATED MODULE: ./src/export/bundle/swept.ts
/**
 * What `mint export` adds that a website must not publish, and what looks swept into an archive from
 * the repository it was made in. The launchers (`serve.js`, `Start Docs.command`, `Start Docs.bat`)
 * run the export locally: they are left out of the site. Secrets (`.env*`, `.npmrc`, `.git/`,
 * `.ssh/`, `id_rsa*`, a `.pem` or `.key` holding a private key) fail the step before anything is
 * installed; sources (`node_modules/`, `package.json`, `docs.json`, `mint.json`, `*.mdx`) are listed.
 * Judged on names alone, but for `.pem`/`.key`, whose bytes say whether they hold a private key (a
 * public certificate is fine to publish).
 */
const LAUNCHERS = ['serve.js', 'Start Docs.command', 'Start Docs.bat'];
/** Names kept of each kind: enough to find them all in a real mistake, not a flood. */
const MAX_LISTED = 100;
const SOURCE_FILES = new Set(['package.json', 'docs.json', 'mint.json']);
/** Whether `name` is one of the names of `rel`, a clean relative path, that end by `end`. */
function named(rel, name, end) {
    for (let at = rel.indexOf(name); at !== -1 && at + name.length <= end; at = rel.indexOf(name, at + 1)) {
        if ((at === 0 || rel[at - 1] === '/') &&
            (at + name.length === end || rel[at + name.length] === '/')) {
            return true;
        }
    }
    return false;
}
/**
 * What the path of a file of the site says it is, or 'maybe-key' when its bytes must say. Asked of
 * every entry, and a docs site's names hold none of the marks: no split, no array per name.
 */
function sweptKind(rel) {
    const slash = rel.lastIndexOf('/');
    const base = slash === -1 ? rel : rel.slice(slash + 1);
    if (named(rel, '.git', slash) || named(rel, '.ssh', slash))
        return 'secret';
    if (/^\.env($|\.)/.test(base) || base === '.npmrc' || /^id_(rsa|dsa|ecdsa|ed25519)/.test(base)) {
        return 'secret';
    }
    if (/\.(pem|key)$/i.test(base))
        return 'maybe-key';
    if (named(rel, 'node_modules', rel.length) || SOURCE_FILES.has(base) || /\.mdx$/i.test(base)) {
        return 'source';
    }
    return undefined;
}
const PRIVATE_KEY = Buffer.from('PRIVATE KEY-----');
/** Looks for a PEM private key marker in a file's pieces, across their boundaries. */
class KeyScan {
    tail = Buffer.alloc(0);
    found = false;
    data(piece) {
        if (this.found)
            return;
        const joined = this.tail.length > 0
            ? Buffer.concat([this.tail, piece.subarray(0, PRIVATE_KEY.length)])
            : undefined;
        if ((joined && joined.includes(PRIVATE_KEY)) || piece.includes(PRIVATE_KEY)) {
            this.found = true;
            return;
        }
        this.tail = Buffer.from(piece.subarray(Math.max(0, piece.length - PRIVATE_KEY.length + 1)));
    }
}
/** What the extraction found of launchers, secrets and sources. */
class SweptFiles {
    launchers = [];
    secrets = [];
    sources = [];
    secretCount = 0;
    sourceCount = 0;
    /** Whether `rel` (a file or link entry's clean path) is a launcher to leave out. */
    launcher(rel) {
        if (!LAUNCHERS.includes(rel))
            return false;
        if (!this.launchers.includes(rel))
            this.launchers.push(rel);
        return true;
    }
    note(kind, rel) {
        if (kind === 'secret') {
            this.secretCount++;
            if (this.secrets.length < MAX_LISTED)
                this.secrets.push(rel);
        }
        else {
            this.sourceCount++;
            if (this.sources.length < MAX_LISTED)
                this.sources.push(rel);
        }
    }
}

// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(9630);
;// CONCATENATED MODULE: ./src/export/bundle/sink.ts


















/** Twenty times the files of a 10 000-page site; each entry costs the policy about 300 bytes. */
const MAX_ENTRIES = 250_000;
/** Inflated bytes waiting to be written before gunzip pauses. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/** gunzip's output buffers. */
const sink_INFLATE_CHUNK_BYTES = 1024 * 1024;
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
    /** What the archive is, once its first bytes are in (format.ts); entries fed directly: undefined. */
    format;
    /** The first bytes, until there are enough to tell the format. */
    head;
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
    entryCount = 0;
    /** Entries that are not folders: a bundle without any has no site to install. */
    nonFolders = 0;
    freeBytes = Number.POSITIVE_INFINITY;
    /** Launchers left out, and files that look swept in from the repository (swept.ts). */
    swept = new SweptFiles();
    /** The entry whose body arrives is a launcher left out. */
    skipping = false;
    keyScan;
    keyScanRel = '';
    /** Who waits for the hashing thread to take less (pace). */
    drained;
    /**
     * Where entries go, from the tar reader, the zip reader or a folder: judged by the policy, written,
     * hashed and handed to the observer.
     */
    entries = {
        entry: (header) => this.onEntry(header),
        body: (chunk) => {
            if (this.skipping)
                return;
            this.writer?.body(chunk);
            this.digests?.data(chunk);
            this.reading?.data(chunk);
            this.keyScan?.data(chunk);
        },
        end: () => {
            if (this.skipping) {
                this.skipping = false;
                return;
            }
            if (this.keyScan?.found)
                this.swept.note('secret', this.keyScanRel);
            this.keyScan = undefined;
            this.writer?.end();
            this.digests?.end();
            const reading = this.reading;
            this.reading = undefined;
            reading?.end();
        }
    };
    constructor(
    /** Where the archive as downloaded is kept; undefined when it is read from elsewhere. */
    partial, staging, limits, observer, 
    /** Hash the extracted files, on this thread or a worker's (hasher.ts); false: not at all. */
    hashFiles = true) {
        this.partial = partial;
        this.staging = staging;
        this.limits = limits;
        this.observer = observer;
        this.failed = new Promise((_, reject) => (this.rejectFailed = reject));
        this.failed.catch(() => undefined);
        this.file = partial
            ? (0,external_node_fs_.createWriteStream)(partial, { flags: 'wx', highWaterMark: 1024 * 1024 })
            : undefined;
        this.file?.on('error', (error) => this.fail(new errors/* BundleError */.r(`Could not write the archive ${partial}: ${error.message}`)));
        this.writer = staging ? new OrderedWriter(staging) : undefined;
        const onWorker = hashFiles === 'worker' || hashFiles === 'worker-shared';
        const reading = onWorker ? observer?.onThread : undefined;
        // The hashing thread writes the bodies: its failures read as this thread's writes would.
        const failed = reading ? 'Could not check the extracted files' : 'Could not extract the bundle';
        this.digests =
            staging && hashFiles
                ? new SiteDigests(
                // gunzip's full buffers go to the hashing thread whole once read (drain below).
                (piece) => this.format === 'gzip' && piece.buffer.byteLength === sink_INFLATE_CHUNK_BYTES, (error) => this.fail(new errors/* BundleError */.r(`${failed}: ${error.message}`)), hashFiles === true ? 'here' : hashFiles, reading)
                : undefined;
        if (this.digests) {
            this.digests.onDrain = () => {
                this.resumeIfFree();
                const drained = this.drained;
                this.drained = undefined;
                drained?.();
            };
        }
        this.reader = new TarReader(this.entries);
        this.gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: sink_INFLATE_CHUNK_BYTES });
        this.gunzip.on('error', (error) => this.fail(new errors/* BundleError */.r(`The bundle is not a valid gzip stream (${error.message}).`)));
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
            throw this.fail(new errors/* BundleError */.r(`The bundle was refused: the download passed ${(0,size/* formatBytes */.z)(most)}, more than any bundle that unpacks to max-unpacked-size (${(0,size/* formatBytes */.z)(this.limits.maxUnpackedBytes)}) can be. Nothing was installed; report the bundle to Mintlify.`));
        }
        if (this.downloaded > this.freeBytes) {
            throw this.fail(new errors/* BundleError */.r(`The bundle was refused: the download passed the ${(0,size/* formatBytes */.z)(Math.max(0, this.freeBytes))} free on the runner's disk (keeping ${(0,size/* formatBytes */.z)(DISK_RESERVE_BYTES)} spare). Free disk space.`));
        }
        if (this.format === undefined) {
            this.head = this.head ? Buffer.concat([this.head, chunk]) : Buffer.from(chunk);
            if (this.head.length < bundle_format/* SNIFF_BYTES */.dD)
                return;
            this.format = this.sniff(this.head);
            chunk = this.head;
            this.head = undefined;
        }
        // A zip is read from the file once it is whole (zip/extract.ts): only the file takes it now.
        const inflating = this.format === 'gzip';
        let users = (0,release/* spansItsMemory */.$k)(chunk) ? (inflating ? 2 : 1) : 0;
        const done = (error) => {
            if (error)
                users = 0;
            else if (users > 0 && --users === 0)
                (0,release/* release */._r)(chunk);
        };
        const fileOk = this.file ? this.file.write(chunk, done) : (done(), true);
        if (inflating)
            this.gunzip.write(chunk, done);
        const waits = [];
        if (!fileOk && this.file)
            waits.push((0,external_node_events_.once)(this.file, 'drain'));
        // Past its high-water mark gunzip asks for a pause; it gets one only past the larger budget.
        if (inflating && this.gunzip.writableLength > MAX_INFLATING_BYTES) {
            waits.push((0,external_node_events_.once)(this.gunzip, 'drain'));
        }
        if (waits.length > 0)
            await this.guard(Promise.all(waits));
    }
    /** The format of the archive from its first bytes; neither gzip nor zip fails. */
    sniff(head) {
        const format = (0,bundle_format/* sniffFormat */.OG)(head);
        if (!format)
            throw this.fail(notAnArchive(head));
        if (format === 'zip' && !this.file) {
            throw this.fail(new errors/* BundleError */.r('A zip is read from a file: give its path, not a stream.'));
        }
        return format;
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
            },
            *records() {
                const record = {
                    path: names.spellingBytes,
                    pathEnd: 0,
                    size: 0,
                    digests: Buffer.alloc(0),
                    digestAt: 0,
                    titles: Buffer.alloc(0),
                    titleAt: 0,
                    titleLength: 0
                };
                for (const id of names.fileIdsOnly()) {
                    record.pathEnd = names.spell(id);
                    record.path = names.spellingBytes;
                    digests.read(id, record);
                    yield record;
                }
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
        if (this.format === undefined)
            throw this.fail(notAnArchive(this.head ?? Buffer.alloc(0)));
        this.file?.end();
        if (this.format === 'gzip') {
            this.gunzip.end();
            await this.guard(Promise.all([this.file ? (0,external_node_stream_promises_.finished)(this.file) : undefined, this.inflatedEnd]));
            this.drain();
            if (this.failure)
                throw this.failure;
            try {
                this.reader.end();
            }
            catch (error) {
                throw this.fail(error);
            }
        }
        else {
            await this.guard(this.file ? (0,external_node_stream_promises_.finished)(this.file) : Promise.resolve());
            await this.readZip(this.partial);
        }
        return this.finish();
    }
    /**
     * Waits while the hashing thread holds more than it should: a reader that feeds entries itself
     * (a zip, a folder) calls this between entries, as gunzip is paused for a tarball.
     */
    async pace() {
        while (this.digests?.busy && !this.failure) {
            await new Promise((resolve) => (this.drained = resolve));
        }
    }
    /** Extracts the zip at `file` (the download, or a local archive) through the engine. */
    async readZip(file) {
        this.format = 'zip';
        try {
            await extractZip(file, this.entries, {
                maxEntries: this.limits.maxEntries,
                stopped: () => this.failure !== undefined,
                busy: () => this.digests?.busy === true,
                pace: () => this.pace()
            });
        }
        catch (error) {
            throw this.fail(error instanceof errors/* BundleError */.r
                ? error
                : new errors/* BundleError */.r(`Could not extract the zip: ${error.message}`));
        }
        if (this.failure)
            throw this.failure;
    }
    /** After the last entry (fed by any reader): the policy's last check, and every digest. */
    async finish() {
        if (this.failure)
            throw this.failure;
        try {
            this.names.finalCheck();
        }
        catch (error) {
            throw this.fail(error);
        }
        if (this.swept.secretCount > 0)
            throw this.fail(sweptSecrets(this.swept));
        await this.guard(this.digests?.finish() ?? Promise.resolve());
        return this.entryCount;
    }
    /** Stops everything and waits until no write is in flight, so `remove` leaves nothing behind. */
    async abort() {
        this.fail(new errors/* BundleError */.r('The download was abandoned.'));
        this.gunzip.destroy();
        if (this.file) {
            this.file.destroy();
            await (0,external_node_stream_promises_.finished)(this.file).catch(() => undefined);
        }
        this.writer?.abort();
        await this.digests?.abort();
    }
    async remove() {
        if (this.partial)
            await (0,promises_.rm)(this.partial, { force: true });
        if (this.staging)
            await (0,promises_.rm)(this.staging, { recursive: true, force: true });
    }
    onInflated(chunk) {
        if (this.failure)
            return;
        // A gzip inside the gzip would be read by `tar -xzf` as another archive than the one checked.
        if (this.inflated === 0 && chunk[0] === 0x1f && chunk[1] === 0x8b) {
            this.fail(new errors/* BundleError */.r('The bundle is a gzip inside a gzip: refused.'));
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
                    throw new errors/* BundleError */.r(`The bundle was refused: it inflates to more than ${(0,size/* formatBytes */.z)(this.limits.maxUnpackedBytes)}, the limit set by max-unpacked-size, counting ${(0,size/* formatBytes */.z)(this.reader.extraBytes)} of extended headers or data after the end of the archive. Nothing was installed; report the bundle to Mintlify.`);
                }
                // gunzip cuts its output from 1 MiB buffers and starts a fresh one once a buffer is full (a
                // fact of Node's zlib that __tests__/util/release.test.ts pins): the piece that ends a
                // buffer is the last use of that memory, and the reader copies whatever it keeps.
                if ((0,release/* endsItsMemory */.k9)(chunk) && chunk.buffer.byteLength === sink_INFLATE_CHUNK_BYTES) {
                    // The file bodies in it go to the hashing thread, which frees it; else it is freed now.
                    if (!this.digests?.handOver(chunk.buffer))
                        (0,release/* release */._r)(chunk);
                }
            }
            catch (error) {
                this.fail(error instanceof errors/* BundleError */.r
                    ? error
                    : new errors/* BundleError */.r(`Could not extract the bundle: ${error.message}`));
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
        if (++this.entryCount > this.limits.maxEntries) {
            throw new errors/* BundleError */.r(`The bundle was refused: it holds more than ${this.limits.maxEntries} entries, the action's limit (a 10 000-page site has about 11 000). Nothing was installed; report the bundle to Mintlify.`);
        }
        this.declared += header.size;
        if (this.declared > this.limits.maxUnpackedBytes) {
            throw new errors/* BundleError */.r(`The bundle was refused: it unpacks to more than ${(0,size/* formatBytes */.z)(this.limits.maxUnpackedBytes)}, the limit set by max-unpacked-size. Raise max-unpacked-size if the site is really that large.`);
        }
        if (this.staging && this.declared > this.freeBytes) {
            throw new errors/* BundleError */.r(`The bundle was refused: it unpacks to more than the ${(0,size/* formatBytes */.z)(Math.max(0, this.freeBytes))} free on the runner's disk (keeping ${(0,size/* formatBytes */.z)(DISK_RESERVE_BYTES)} spare). Free disk space, or set extract: false to keep only the archive.`);
        }
        this.skipping = false;
        this.keyScan = undefined;
        if (header.kind !== 'directory' && LAUNCHERS.some((name) => header.path.endsWith(name))) {
            if (this.swept.launcher(entryPath(header.path, 'path'))) {
                this.skipping = true;
                return;
            }
        }
        if (header.kind !== 'directory')
            this.nonFolders++;
        const placement = this.names.place(header.kind, header.path, header.linkpath, header.size);
        if (placement.kind !== 'directory') {
            const kind = sweptKind(placement.rel);
            if (kind === 'maybe-key') {
                if (placement.kind === 'file') {
                    this.keyScan = new KeyScan();
                    this.keyScanRel = placement.rel;
                }
            }
            else if (kind)
                this.swept.note(kind, placement.rel);
        }
        const file = { mode: header.mode, mtime: header.mtime };
        const { writer, digests } = this;
        if (writer && digests?.writes && placement.kind !== 'directory') {
            // The hashing thread places it, in archive order with the bodies it writes (hasher.ts).
            if (placement.kind === 'file') {
                digests.file(placement.id, placement.rel, header.size, writer.output(placement, file, digests.opensHere));
            }
            else if (placement.kind === 'hardlink') {
                digests.link(placement.id, placement.sourceId, writer.link(placement));
            }
            else {
                digests.symlink(writer.link(placement));
            }
        }
        else {
            writer?.place(placement, file);
            if (placement.kind === 'file')
                digests?.file(placement.id, placement.rel, header.size);
            else if (placement.kind === 'hardlink')
                digests?.link(placement.id, placement.sourceId);
        }
        if (placement.kind === 'file')
            this.reading = this.observer?.open(placement.rel, header.size);
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
function notAnArchive(head) {
    return new errors/* BundleError */.r(`The archive is neither a gzip'd tarball nor a zip (${(0,bundle_format/* describeHead */.Ui)(head)}). Nothing was installed.`);
}
function sweptSecrets(swept) {
    const more = swept.secretCount - swept.secrets.length;
    const list = swept.secrets.map((name) => (0,untrusted/* inert */.tJ)(name, 200)).join(', ');
    return new errors/* BundleError */.r(`The archive was refused: ${swept.secretCount === 1 ? 'a file looks' : `${swept.secretCount} files look`} swept in from the repository and may hold secrets: ${list}${more > 0 ? ` and ${more} more` : ''}. Nothing was installed. Make sure the export holds only the built site (no .env, .npmrc, .git/, .ssh/, private keys), rotate any secret that was published, and export again.`);
}


/***/ }),

/***/ 865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ AppendedBytes),
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
/** What makes a title's text change on its way to one line of plain text (pageTitle). */
const NOT_PLAIN = /[&\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[^\S ]| {2}|^ | $/u;
/** The `<title>` of a page's first bytes (as Latin-1 or UTF-8 text), as plain one-line text. */
function pageTitle(head) {
    const match = /<title\b[^>]*>([^<]*)<\/title/i.exec(head);
    if (!match)
        return undefined;
    const raw = match[1];
    // Most titles are plain: no entity, no character that becomes a space, no space to fold or trim.
    if (raw !== '' && !NOT_PLAIN.test(raw))
        return raw.slice(0, TITLE_MAX_CHARS);
    const text = (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTML */ .Gz)(raw)
        // Control, format (zero-width, bidi) and separator characters become spaces, then fold.
        .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return text === '' ? undefined : text.slice(0, TITLE_MAX_CHARS);
}
/** Where a title's closing tag starts in `bytes`, or -1. */
function closing(bytes) {
    const lower = bytes.indexOf('</title');
    // Upper case counts only before the lower case one: not a scan of the whole window per page.
    const upper = (lower === -1 ? bytes : bytes.subarray(0, lower)).indexOf('</TITLE');
    return upper === -1 ? lower : upper;
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
