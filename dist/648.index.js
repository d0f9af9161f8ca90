export const id = 648;
export const ids = [648];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   XX: () => (/* binding */ attemptGitHub),
/* harmony export */   d2: () => (/* binding */ tryGitHub)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4952);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6856);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _util_user_agent_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3237);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9630);
/**
 * The GitHub client every flow that calls GitHub uses: Octokit as `@actions/github` builds it (GitHub
 * Enterprise Server URLs, the runner's proxy), with Octokit's retry and throttling plugins, because
 * GitHub answers 5xx, resets connections and applies secondary rate limits in normal operation. A call
 * that still fails is a warning (tryGitHub); each flow decides what that failure means for it.
 */








/**
 * The most one GitHub call may take, its retries and waits included: the answer on the pull request
 * must never hold up the run for long.
 */
const CALL_TIMEOUT_MS = 60_000;
/** Retries of a 5xx, a reset or a 429 (plugin-retry: 1, 4 and 9 back-off units). */
const RETRIES = 3;
/** Retries after a primary or secondary rate limit (plugin-throttling), each waiting as GitHub says. */
const RATE_LIMIT_RETRIES = 2;
/** The longest one rate-limit wait may be; a longer one fails the call. */
const MAX_RATE_LIMIT_WAIT_MS = 30_000;
/**
 * A client for the GitHub REST API at `apiUrl`, the runner's GITHUB_API_URL (GitHub Enterprise
 * Server sets it to https://<host>/api/v3); github.com's when undefined. Retries what GitHub
 * documents as retryable, with Octokit's own plugins.
 */
function createGitHubClient(token, apiUrl, options = {}) {
    const backoffMs = options.backoffMs ?? 1000;
    const mayWait = (kind) => (retryAfter, request, _, retryCount) => {
        const waitMs = retryAfter * 1000;
        const room = Math.min(MAX_RATE_LIMIT_WAIT_MS, options.remainingMs?.() ?? Infinity);
        const again = retryCount < RATE_LIMIT_RETRIES && waitMs <= room;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`GitHub's ${kind} rate limit on ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .inert */ .tJ)(`${request.method ?? ''} ${request.url ?? ''}`.trim())}: ${again ? `retrying in ${retryAfter} s` : 'not waiting that long'}.`);
        return again;
    };
    return _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q(token, {
        userAgent: _util_user_agent_js__WEBPACK_IMPORTED_MODULE_5__/* .USER_AGENT */ ._O,
        ...(apiUrl ? { baseUrl: apiUrl.replace(/\/+$/, '') } : {}),
        retry: { retries: RETRIES, retryAfterBaseValue: backoffMs },
        throttle: {
            onRateLimit: mayWait('primary'),
            onSecondaryRateLimit: mayWait('secondary'),
            // GitHub asks for a second between writes; the plugin keeps them in order at that pace.
            write: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)({ maxConcurrent: 1, minTime: backoffMs }),
            // Creates that notify people (a comment) are spaced three units, as the plugin does by default.
            notifications: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)({ maxConcurrent: 1, minTime: backoffMs * 3 })
        }
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_6__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_7__/* .throttling */ .A);
}
function describe(error) {
    const { status, response } = error;
    const message = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .Uc)(error);
    // Octokit reports a network error or timeout as status 500 with no response: not a server answer.
    if (typeof status !== 'number' || !response)
        return message;
    const hint = status === 403
        ? ". The token may lack the workflow's `permissions: issues: write, pull-requests: write`, or be read-only (a pull request from a fork)"
        : '';
    return `${status} ${message}${hint}`;
}
/**
 * Runs one GitHub call; a failure (a read-only token on a fork's pull request, a GitHub outage)
 * becomes a warning and `undefined`, so it can never fail or hide the agent's result.
 */
async function tryGitHub(what, call, options = {}) {
    const result = await attemptGitHub(what, call, options);
    return result.ok ? result.value : undefined;
}
/** tryGitHub, telling the caller why a call failed. */
async function attemptGitHub(what, call, options = {}) {
    // Not tied to the run's cancellation: after a cancel the reply should still say so, and the
    // cancel handler's forced exit bounds the wait anyway.
    const signal = AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS);
    try {
        return { ok: true, value: await call({ signal }) };
    }
    catch (error) {
        const why = describe(error);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not ${what} on GitHub: ${why}`);
        return { ok: false, why };
    }
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ StickyComment),
/* harmony export */   stickyComment: () => (/* binding */ stickyComment)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);
/**
 * One comment of the action's on a pull request, edited in place on every push, as Vercel's and
 * Netlify's are: found again by its hidden first line (the marker) on a comment of a bot. A failure
 * is a warning and a problem the caller states; it never fails the step.
 */

class StickyComment {
    octokit;
    place;
    marker;
    name;
    secrets;
    #commentId;
    /** Why the last create failed, said only if the comment is not found after it. */
    #lastWhy = '';
    constructor(octokit, place, 
    /** The hidden first line: one comment per marker. */
    marker, 
    /** What the comment is, in messages: `the preview comment`. */
    name, 
    /** Values no comment may carry (the token): replaced by `***`. */
    secrets = []) {
        this.octokit = octokit;
        this.place = place;
        this.marker = marker;
        this.name = name;
        this.secrets = secrets;
    }
    /**
     * Writes the comment: edits the earlier one, or posts it (a lookup that fails is no reason not
     * to). Returns whether the text is on the pull request now, and what went wrong on the way.
     */
    async write(text) {
        const { owner, repo, issueNumber } = this.place;
        const problems = [];
        let body = `${this.marker}\n${text}`;
        for (const secret of this.secrets)
            if (secret)
                body = body.split(secret).join('***');
        if (this.#commentId === undefined) {
            const found = await this.#find();
            if (found.ok)
                this.#commentId = found.id;
            else
                problems.push(`could not look up ${this.name} (${found.why})`);
        }
        if (this.#commentId !== undefined) {
            const id = this.#commentId;
            const edited = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptGitHub */ .XX)(`edit ${this.name}`, () => this.octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body }));
            if (!edited.ok)
                problems.push(`could not edit ${this.name} (${edited.why})`);
            return { written: edited.ok, problems };
        }
        // GitHub may store a comment and lose the answer: the create is not retried blindly; after a
        // failure the comment is looked for first, and created once more only when it is not there.
        for (let attempt = 0; attempt < 2; attempt++) {
            const created = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptGitHub */ .XX)(`post ${this.name}`, () => this.octokit.rest.issues.createComment({
                owner,
                repo,
                issue_number: issueNumber,
                body,
                request: { retries: 0 }
            }));
            const id = created.ok ? created.value.data.id : undefined;
            if (typeof id === 'number') {
                this.#commentId = id;
                return { written: true, problems };
            }
            if (!created.ok)
                this.#lastWhy = created.why;
            const found = await this.#find();
            if (found.ok && found.id !== undefined) {
                this.#commentId = found.id;
                const edited = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptGitHub */ .XX)(`edit ${this.name}`, () => this.octokit.rest.issues.updateComment({
                    owner,
                    repo,
                    comment_id: found.id,
                    body
                }));
                if (!edited.ok)
                    problems.push(`could not edit ${this.name} (${edited.why})`);
                return { written: edited.ok, problems };
            }
        }
        problems.push(`could not post ${this.name} (${this.#lastWhy})`);
        return { written: false, problems };
    }
    /** The action's earlier comment: a bot's comment whose first line is the marker. */
    async #find() {
        const { owner, repo, issueNumber } = this.place;
        const comments = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptGitHub */ .XX)(`look up ${this.name}`, () => this.octokit.paginate(this.octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100
        }));
        if (!comments.ok)
            return comments;
        const mine = comments.value.filter((c) => c.user?.type === 'Bot' && (c.body ?? '').split('\n', 1)[0] === this.marker);
        return { ok: true, id: mine.at(-1)?.id };
    }
}
/**
 * A sticky comment with its own client, for a flow that loads the GitHub code only when it comments
 * (one dynamic import, so the bundle holds the client once).
 */
function stickyComment(token, apiUrl, backoffMs, place, marker, name) {
    return new StickyComment((0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitHubClient */ .LX)(token, apiUrl, { backoffMs }), place, marker, name, [
        token
    ]);
}


/***/ })

};
