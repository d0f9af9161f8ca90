export const id = 159;
export const ids = [159];
export const modules = {

/***/ 159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeHostFiles: () => (/* binding */ writeHostFiles)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/write-file.ts
var write_file = __webpack_require__(7238);
// EXTERNAL MODULE: ./src/export/hosting/hosts.ts
var hosts = __webpack_require__(5612);
;// CONCATENATED MODULE: ./src/export/hosting/static-pages.ts
/**
 * A redirect as a page, for hosts with no redirect rules (GitHub Pages) or too few (S3's 50): at
 * the source's `index.html`, a `<meta http-equiv="refresh">` to the destination, its
 * `<link rel="canonical">` (search engines then index the destination), `noindex`, and a link for
 * anyone whose browser does not follow it. Never over a file the export has.
 */


function attribute(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
function redirectPage(destination) {
    const to = attribute(destination);
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${to}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p>This page has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}
/** The file a page for `source` goes to: `old/page` → `old/page/index.html`, `/` → `index.html`. */
function pageFileOf(source) {
    return source === '/' ? 'index.html' : `${source.slice(1)}/index.html`;
}
/**
 * Writes a page for each redirect into `site`; returns the files written and the redirects skipped
 * because the export already has a file there (a page that the redirect would hide).
 */
async function writeRedirectPages(site, redirects) {
    const written = [];
    const skipped = [];
    for (const c of redirects) {
        const file = pageFileOf(c.redirect.source);
        const full = external_node_path_default().join(site, ...file.split('/'));
        const rel = external_node_path_default().relative(site, full);
        if (rel.startsWith('..') ||
            external_node_path_default().isAbsolute(rel) ||
            (0,external_node_fs_.existsSync)(full) ||
            (0,external_node_fs_.existsSync)(external_node_path_default().join(site, `${c.redirect.source.slice(1)}.html`))) {
            skipped.push(c);
            continue;
        }
        // Blocking calls, as the bundle's writer makes: a thread-pool round trip per small file costs more.
        (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(full), { recursive: true });
        (0,external_node_fs_.writeFileSync)(full, redirectPage(c.redirect.destination), { flag: 'wx' });
        written.push(file);
    }
    return { written, skipped };
}

;// CONCATENATED MODULE: ./src/export/hosting/write-host.ts
/**
 * Writes what `host` needs (hosts.ts) for the extracted site: the host's file in the folder it
 * publishes, or beside it (nginx, S3), and the static pages that stand for redirects the host cannot
 * express. An export's own file of the same name is kept, and said.
 */





async function writeHostFiles(host, site, folder, redirects) {
    const plan = (0,hosts/* hostPlan */.O)(host, redirects);
    const written = {
        host,
        files: [],
        siteFiles: [],
        pages: 0,
        leftOut: [],
        kept: [],
        statusNote: plan.statusNote
    };
    for (const file of plan.files) {
        const target = external_node_path_default().join(file.where === 'site' ? site : folder, file.name);
        if (file.where === 'site' && (0,external_node_fs_.existsSync)(target)) {
            written.kept.push(file.name);
            continue;
        }
        await (0,write_file/* writeAtomically */.v)(target, file.text);
        written.files.push(target);
        if (file.where === 'site')
            written.siteFiles.push(file.name);
    }
    const pages = await writeRedirectPages(site, plan.pages);
    written.pages = pages.written.length;
    written.siteFiles.push(...pages.written);
    for (const skipped of pages.skipped) {
        written.leftOut.push({ source: skipped.redirect.source, why: 'the export has a page there' });
    }
    for (const { redirect, why } of plan.leftOut)
        written.leftOut.push({ source: redirect.redirect.source, why });
    return written;
}


/***/ })

};
