export const id = 538;
export const ids = [538];
export const modules = {

/***/ 4538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeHostingFiles: () => (/* binding */ writeHostingFiles)
/* harmony export */ });
/* unused harmony exports SITEMAP_MAX_URLS, sitemapXml, llmsTxt */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_page_title_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5446);
/* harmony import */ var _manifest_served_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4596);
/**
 * `generate-hosting-files`: writes the two files Mintlify's hosting generates that a static host can
 * serve as they are, `sitemap.xml` and `llms.txt`, into the extracted site, from its pages. The
 * export's own file of the same name is never replaced. The pages' `.md` versions and llms-full.txt
 * need each page's Markdown source, which an export does not hold: those stay hosting-only.
 */




/** The most URLs one sitemap may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;
/** A page's `<title>`, as plain one-line text, or undefined. */
async function titleOf(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(_util_page_title_js__WEBPACK_IMPORTED_MODULE_3__/* .TITLE_WINDOW */ .AW);
        const { bytesRead } = await handle.read(buffer, 0, _util_page_title_js__WEBPACK_IMPORTED_MODULE_3__/* .TITLE_WINDOW */ .AW, 0);
        return (0,_util_page_title_js__WEBPACK_IMPORTED_MODULE_3__/* .pageTitle */ .W)(buffer.toString('utf8', 0, bytesRead));
    }
    finally {
        await handle.close();
    }
}
function xmlText(text) {
    return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
/** Link text in Markdown: the characters that would end or start markup escaped. */
function markdownText(text) {
    return text.replace(/[\\[\]`*_<>]/g, '\\$&');
}
function sitemapXml(origin, pages) {
    const urls = pages.map((page) => `  <url><loc>${xmlText(origin + page.urlPath)}</loc></url>\n`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}
/** llms.txt as llmstxt.org describes it: an H1 naming the site, then a list of links. */
function llmsTxt(domain, origin, pages) {
    const lines = pages.map((page) => `- [${markdownText(page.title)}](${origin}${page.urlPath})`);
    return `# ${domain}\n\n> The pages of ${domain}, as exported.\n\n## Docs\n\n${lines.join('\n')}\n`;
}
/** Writes sitemap.xml and llms.txt into `site` (the extracted site folder) for `domain`. */
async function writeHostingFiles(site, domain) {
    const files = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(site, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(site, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(entry.parentPath, entry.name)).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'));
    const present = new Set(files);
    const pages = [];
    for (const file of files) {
        const urlPath = (0,_manifest_served_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrlPath */ .sv)(file);
        if (urlPath !== undefined)
            pages.push({ urlPath, file });
    }
    // One page per URL (a.html and a/index.html serve the same path): the first in path order.
    pages.sort((a, b) => a.urlPath === b.urlPath ? a.file.localeCompare(b.file) : a.urlPath < b.urlPath ? -1 : 1);
    const unique = pages.filter((page, i) => i === 0 || pages[i - 1]?.urlPath !== page.urlPath);
    const listed = unique.slice(0, SITEMAP_MAX_URLS);
    const origin = `https://${domain}`;
    const result = {
        written: [],
        kept: [],
        pages: listed.length,
        leftOut: unique.length - listed.length
    };
    const write = async (name, text) => {
        if (present.has(name)) {
            result.kept.push(name);
            return;
        }
        // `wx`: never through a link or over a file that appeared meanwhile.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(site, name), await text(), { flag: 'wx' });
        result.written.push(name);
    };
    await write('sitemap.xml', () => sitemapXml(origin, listed));
    await write('llms.txt', async () => {
        const titled = [];
        for (const page of listed) {
            const title = (await titleOf(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(site, page.file))) ??
                (page.urlPath === '/'
                    ? domain
                    : decodeURIComponent(page.urlPath.split('/').pop()));
            titled.push({ ...page, title });
        }
        return llmsTxt(domain, origin, titled);
    });
    return result;
}


/***/ })

};
