export const id = 125;
export const ids = [125];
export const modules = {

/***/ 6125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkExportFiles: () => (/* binding */ checkExportFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _action_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(915);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/* harmony import */ var _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7233);
/* harmony import */ var _bundle_local_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8548);






/** Throws an InputError naming `path` or `values-file` when the export could not write there. */
async function checkExportFiles(config, warning = () => undefined) {
    if (config.archive)
        await checkArchive(config.archiveAsWritten ?? config.archive, config.archive, config.path);
    // Only a download writes into `path`; without one the folder is never touched.
    if (config.download) {
        await checkFolder(config.pathAsWritten, config.path);
        const mistaken = await pagePathMeantForPaths(config);
        if (mistaken)
            warning(mistaken);
    }
    if (config.valuesFile) {
        await checkValuesFile(config.valuesFileAsWritten ?? config.valuesFile, config.valuesFile);
    }
}
/**
 * `archive` must be a zip, a gzip'd tarball (by their bytes) or a folder that does not hold `path`
 * (the site would be copied into itself).
 */
async function checkArchive(raw, archive, folder) {
    const shown = showPath(raw, archive);
    let kind;
    try {
        kind = await (0,_bundle_local_js__WEBPACK_IMPORTED_MODULE_5__/* .archiveKind */ .F)(archive);
    }
    catch (error) {
        const code = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error);
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Archive, code === 'ENOENT'
            ? `${shown} does not exist. Point archive at what \`mint export\` wrote (e.g. \`archive: export.zip\`), a .tar.gz, or a folder; run \`npx mint export\` in an earlier step.`
            : `${shown} cannot be read (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}).`);
    }
    if (kind === undefined) {
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Archive, `${shown} is neither a zip, a gzip'd tarball nor a folder (its first bytes say so, whatever its name). Point archive at the zip \`mint export\` writes, a .tar.gz, or a folder.`);
    }
    if (kind === 'folder') {
        const inside = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(archive, folder);
        if (inside === '' || (!inside.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(inside))) {
            throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Archive, `${shown} holds path (${folder}): the site would be copied into itself. Set path to a folder outside it.`);
        }
    }
}
async function checkFolder(raw, folder) {
    const shown = showPath(raw, folder);
    const stats = await statOrMissing(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Path, shown, folder);
    if (stats && !stats.isDirectory()) {
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Path, `${shown} exists and is not a folder. Name a folder for the archive and the extracted site (it is created if missing), e.g. \`path: static-export\`.`);
    }
    if (!stats) {
        const blocker = await nonFolderAbove(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Path, shown, folder);
        if (blocker) {
            throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Path, `${shown} cannot be created: ${blocker} is a file, not a folder. Name a folder outside it, e.g. \`path: static-export\`.`);
        }
    }
}
async function checkValuesFile(raw, file) {
    const shown = showPath(raw, file);
    const example = `\`values-file: ${node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.join(raw.replace(/\\/g, '/'), 'values.yaml')}\``;
    const stats = await statOrMissing(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, shown, file);
    if (!stats) {
        const blocker = await nonFolderAbove(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, shown, file);
        if (blocker) {
            throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, `${shown} cannot be created: ${blocker} is a file, not a folder. Point values-file at a file in a folder.`);
        }
        return;
    }
    if (stats.isDirectory()) {
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, `${shown} is a folder. Name the values file itself, e.g. ${example}.`);
    }
    if (!stats.isFile()) {
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, `${shown} is not a regular file. Point values-file at a YAML file (it is created if missing).`);
    }
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, `${shown} cannot be read (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) ?? String(error)}). Make it readable, or point values-file at another file.`);
    }
    // yaml is large: it loads only for an existing values file, not on every start of the action.
    const { parseHelmValues } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(571)]).then(__webpack_require__.bind(__webpack_require__, 5571));
    try {
        parseHelmValues(file, text);
    }
    catch (error) {
        const message = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error);
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.ValuesFile, message.charAt(0).toLowerCase() + message.slice(1));
    }
}
// A page path as docs.json and `paths` write them: lowercase words joined by hyphens, in folders.
const PAGE_PATH = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/;
/**
 * `path: guides/getting-started` where `paths:` was meant exports the whole site into that folder
 * and succeeds. Said when `paths` is empty and `path`, as written, names a page of the docs source,
 * or a folder inside one of its sections (a folder holding .mdx pages), where an export never
 * belongs. Without a docs source in the workspace nothing tells a page from a folder: no warning.
 */
async function pagePathMeantForPaths(config) {
    const source = config.docsSource;
    if (!source || (config.paths?.length ?? 0) > 0)
        return undefined;
    const raw = config.pathAsWritten.replace(/\/+$/, '');
    if (!PAGE_PATH.test(raw))
        return undefined;
    const page = await firstExisting([`${raw}.mdx`, `${raw}.md`].map((name) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(source, name)));
    const section = raw.split('/')[0] ?? raw;
    const inSection = !page && raw.includes('/') && (await holdsPages(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(source, section)));
    if (!page && !inSection)
        return undefined;
    const why = page
        ? `the docs source has a page there (${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(page)})`
        : `'${section}' is a folder of pages in the docs source`;
    return `Input '${_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Path}' is '${raw}' and '${_action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.Paths}' is empty, so the whole site is exported into that folder, but ${why}. To export only that page, write it under \`paths:\`; if '${raw}' is the folder you want, write it as \`path: ./${raw}\` to silence this warning.`;
}
async function holdsPages(folder) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder).catch(() => []);
    return names.some((name) => name.endsWith('.mdx') || name.endsWith('.md'));
}
async function exists(target) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).then(() => true, () => false);
}
async function firstExisting(candidates) {
    for (const candidate of candidates)
        if (await exists(candidate))
            return candidate;
    return undefined;
}
/** The value as written, with the absolute path when they differ. */
function showPath(raw, absolute) {
    return raw === absolute ? `'${raw}'` : `'${raw}' (${absolute})`;
}
/** Stats of what is at `target` (following links), or undefined when nothing is. */
async function statOrMissing(name, shown, target) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
    }
    catch (error) {
        const code = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) ?? String(error);
        // ENOTDIR: a file stands where a folder above it should be; nonFolderAbove names it.
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw new _action_input_values_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(name, `${shown} cannot be checked (${code}). Fix its permissions, or choose another path.`);
    }
}
/** The nearest existing ancestor of `target` when it is not a folder (so nothing can be made below it). */
async function nonFolderAbove(name, shown, target) {
    for (let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target);; dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir)) {
        const stats = await statOrMissing(name, shown, dir);
        if (stats)
            return stats.isDirectory() ? undefined : dir;
        if (dir === node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir))
            return undefined;
    }
}


/***/ })

};
