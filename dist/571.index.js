export const id = 571;
export const ids = [571];
export const modules = {

/***/ 5571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseHelmValues: () => (/* binding */ parseHelmValues),
/* harmony export */   updateHelmValues: () => (/* binding */ updateHelmValues)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8815);




/**
 * Merges `staticExport.enabled/bundleUrl/version` into a Helm values file through the `yaml` Document
 * API, so every other key and every comment stays as the user wrote it. A missing file is created.
 * The new text replaces the old one by rename, so a failed write never leaves half a file.
 */
async function updateHelmValues(file, values) {
    let text = '';
    let mode;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
        mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file)).mode & 0o7777;
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    const doc = parseHelmValues(file, text);
    doc.setIn(['staticExport', 'enabled'], true);
    setQuoted(doc, ['staticExport', 'bundleUrl'], values.bundleUrl);
    // Quoted so Helm's YAML reader keeps a label like 2024-06-01 or 1.10 a string, not a date or number.
    if (values.version !== undefined)
        setQuoted(doc, ['staticExport', 'version'], values.version);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), { recursive: true });
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        // lineWidth 0: a presigned link is long, and folding it would only make the diff unreadable.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, doc.toString({ lineWidth: 0, flowCollectionPadding: false }), {
            mode: 0o644
        });
        if (mode !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}
/**
 * Parses the text of a values file and checks that `staticExport` can be merged into it, or throws a
 * message naming the file. Exported so the inputs can refuse a broken file before any request.
 */
function parseHelmValues(file, text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .parseDocument */ .Tp)(text);
    if (doc.errors.length > 0) {
        throw new Error(`The values file ${file} is not valid YAML (${doc.errors[0]?.message.split('\n')[0]?.replace(/:$/, '')}). Fix it or point values-file at another file.`);
    }
    if (doc.contents === null)
        doc.contents = doc.createNode({});
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .isMap */ .jh)(doc.contents)) {
        throw new Error(`The values file ${file} does not hold a mapping at its top level, so staticExport cannot be added to it. Make the top level 'key: value' lines, or point values-file at another file.`);
    }
    const section = doc.get('staticExport', true);
    if (section !== undefined && !(0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .isMap */ .jh)(section)) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .isScalar */ .jn)(section) && section.value === null) {
            doc.set('staticExport', doc.createNode({}));
        }
        else {
            throw new Error(`In the values file ${file}, staticExport is not a mapping. Make it one (or remove it) so enabled, bundleUrl and version can be set.`);
        }
    }
    return doc;
}
// An existing scalar is updated in place, so a comment attached to it stays.
function setQuoted(doc, keys, value) {
    const existing = doc.getIn(keys, true);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .isScalar */ .jn)(existing)) {
        existing.value = value;
        existing.type = 'QUOTE_DOUBLE';
        return;
    }
    const node = new yaml__WEBPACK_IMPORTED_MODULE_3__/* .Scalar */ .X5(value);
    node.type = 'QUOTE_DOUBLE';
    doc.setIn(keys, node);
}


/***/ })

};
