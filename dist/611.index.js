export const id = 611;
export const ids = [611,648];
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


/***/ }),

/***/ 2611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runProject: () => (/* binding */ runProject)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 19 modules
var core = __webpack_require__(4952);
// EXTERNAL MODULE: ./src/api/poller.ts
var poller = __webpack_require__(4564);
// EXTERNAL MODULE: ./src/util/time.ts
var time = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/util/heartbeat.ts
var util_heartbeat = __webpack_require__(9664);
// EXTERNAL MODULE: ./src/util/log-group.ts
var log_group = __webpack_require__(1324);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(9630);
;// CONCATENATED MODULE: ./src/project/deployment.ts
/**
 * Deploy and preview modes: trigger a deployment of the project (or a preview of a branch), then
 * follow its status to `success` or `failure`. The status's log goes into a collapsed group; a
 * failure's last lines go into the step's error. Whether an outcome fails the step is outcomes.ts's.
 */







const FINAL = new Set(['success', 'failure']);
/** Log lines a failure's message quotes; the whole log is in its group. */
const LAST_LINES = 5;
async function runDeployment(config, deps, watcher) {
    const { api, record } = deps;
    let statusId;
    let previewUrl;
    if (config.mode === 'preview') {
        const branch = config.branch ?? '';
        ({ statusId, previewUrl } = await api.triggerPreview(config.projectId, branch));
        core/* info */.pq(`Triggered a preview of branch ${(0,untrusted/* inert */.tJ)(branch)} (status ${(0,untrusted/* inert */.tJ)(statusId)})${previewUrl ? `: ${(0,untrusted/* inert */.tJ)(previewUrl)}` : ''}.`);
    }
    else {
        statusId = await api.triggerDeployment(config.projectId);
        core/* info */.pq(`Triggered a deployment of project ${config.projectId} (status ${(0,untrusted/* inert */.tJ)(statusId)}).`);
    }
    record.deploymentTriggered(statusId, previewUrl);
    await watcher?.started(statusId, previewUrl);
    let outcome;
    if (!config.wait) {
        core/* info */.pq(`Not waiting (wait: false): the deployment goes on at Mintlify (status ${statusId}).`);
        outcome = { result: 'pending', statusId, previewUrl };
    }
    else {
        outcome = await follow(config, deps, statusId, previewUrl);
    }
    await watcher?.ended(outcome);
    return outcome;
}
async function follow(config, deps, statusId, previewUrl) {
    const what = config.mode === 'preview' ? 'Preview' : 'Deployment';
    let last;
    const heartbeat = new util_heartbeat/* Heartbeat */.XE(deps.deadline.clock, (message) => core/* info */.pq(message));
    let status;
    try {
        status = await (0,log_group/* grouped */.z)(`Waiting for ${what.toLowerCase()} ${(0,untrusted/* inert */.tJ)(statusId)}`, () => (0,poller/* pollUntil */.g)({
            poll: () => deps.api.getDeploymentStatus(statusId),
            isDone: (s) => FINAL.has(s.status ?? ''),
            deadline: deps.deadline,
            maxIntervalMs: config.pollIntervalMs,
            sleep: deps.sleep,
            signal: deps.signal,
            onPoll: (s) => {
                if (s.status !== last) {
                    core/* info */.pq(`${what} ${(0,untrusted/* inert */.tJ)(statusId)}: ${(0,untrusted/* inert */.tJ)(s.status ?? 'unknown')}`);
                    heartbeat.said();
                    last = s.status;
                }
            },
            onTick: (elapsedMs) => heartbeat.beat(() => `${what} ${(0,untrusted/* inert */.tJ)(statusId)}: still ${(0,untrusted/* inert */.tJ)(last ?? 'unknown')} after ${(0,duration/* formatDuration */.a3)(elapsedMs)}.`)
        }));
    }
    catch (error) {
        if (!(error instanceof time/* DeadlineExceededError */.Kt))
            throw error;
        const seen = error.last;
        if (seen)
            deps.record.deploymentStatus(seen);
        return { result: 'timeout', statusId, previewUrl, status: seen };
    }
    deps.record.deploymentStatus(status);
    if (status.logs.length > 0) {
        const cut = status.logCount > status.logs.length
            ? ` (the last ${status.logs.length} of ${status.logCount})`
            : '';
        core/* startGroup */.Oh(`Build log of ${what.toLowerCase()} ${(0,untrusted/* inert */.tJ)(statusId)}${cut}`);
        for (const line of status.logs)
            core/* info */.pq((0,untrusted/* inert */.tJ)(line, 2000));
        core/* endGroup */.N4();
    }
    if (status.status === 'failure')
        return { result: 'failure', statusId, previewUrl, status };
    core/* info */.pq(`${what} ${(0,untrusted/* inert */.tJ)(statusId)} succeeded${status.summary ? `: ${(0,untrusted/* inert */.tJ)(status.summary, 500)}` : ''}.`);
    return { result: 'success', statusId, previewUrl, status };
}
/** The last lines of a failed build's log, for the step's error. */
function lastLogLines(status) {
    return (status?.logs ?? []).slice(-LAST_LINES);
}
/** Automation mode: trigger the automation; its run is followed in the dashboard (no API follows it). */
async function runAutomation(config, deps) {
    const id = config.automationId ?? '';
    const run = await deps.api.triggerAutomation(config.projectId, id);
    core/* info */.pq(`Triggered automation ${id}: run ${(0,untrusted/* inert */.tJ)(run.instanceId)}${run.jobId ? ` (job ${(0,untrusted/* inert */.tJ)(run.jobId)})` : ''}. Follow it in the run history on the dashboard's Automations page.`);
    deps.record.automationRun(run);
    return { result: 'triggered', automation: run };
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
;// CONCATENATED MODULE: ./src/project/preview-github.ts
/**
 * A preview on a pull request shows up where people look for one, as Vercel's and Netlify's do: a
 * GitHub deployment whose status follows the build (its `environment_url` is the pull request's
 * "View deployment" button) and one sticky comment, edited on every push. GitHub failing here (a
 * token without `deployments: write`, say) is said in the summary; it never fails the step.
 */




/** The sticky comment's hidden first line: one per pull request and environment. */
function previewMarker(target) {
    const env = target.environment.replace(/[^A-Za-z0-9_.-]/g, '_');
    return `<!-- mintlify-admin-action:preview pr=${target.pullNumber} environment=${env} -->`;
}
const preview_github_LAST_LINES = 10;
class PreviewOnGitHub {
    octokit;
    target;
    record;
    #deploymentId;
    #previewUrl;
    #problems = [];
    #sticky;
    constructor(octokit, target, record, secrets) {
        this.octokit = octokit;
        this.target = target;
        this.record = record;
        this.#sticky = new sticky_comment/* StickyComment */.H(octokit, { owner: target.owner, repo: target.repo, issueNumber: target.pullNumber }, previewMarker(target), 'the preview comment', secrets);
    }
    static create(token, apiUrl, target, record, backoffMs) {
        return new PreviewOnGitHub((0,client/* createGitHubClient */.LX)(token, apiUrl, { backoffMs }), target, record, [
            token
        ]);
    }
    async started(statusId, previewUrl) {
        this.#previewUrl = previewUrl;
        const { owner, repo } = this.target;
        const created = await this.#try('create the GitHub deployment', () => this.octokit.rest.repos.createDeployment({
            owner,
            repo,
            ref: this.target.sha,
            environment: this.target.environment,
            description: `Mintlify preview of ${this.target.branch}`.slice(0, 140),
            // GitHub must neither merge the base in nor wait on checks; the preview goes away with the branch.
            auto_merge: false,
            required_contexts: [],
            transient_environment: true,
            production_environment: false,
            // A retried create after a lost answer would make a second deployment: no blind retry.
            request: { retries: 0 }
        }));
        const id = created?.data?.id;
        if (typeof id === 'number') {
            this.#deploymentId = id;
            await this.#status('in_progress', `Building (status ${statusId})`);
        }
        await this.#comment(`⏳ Building the Mintlify preview of ${(0,untrusted/* codeSpan */.SS)(this.target.branch, 255)}…`);
    }
    async ended(outcome) {
        const given = outcome.previewUrl ?? this.#previewUrl;
        // As the API gave it (answers.ts checked it is an https URL), so the link matches preview-url.
        const url = given && (0,untrusted/* safeUrl */.Pl)(given) ? given : undefined;
        const branch = (0,untrusted/* codeSpan */.SS)(this.target.branch, 255);
        switch (outcome.result) {
            case 'success':
                await this.#status('success', 'Preview ready', url);
                await this.#comment(`✅ The Mintlify preview of ${branch} is ready${url ? `: <${url}>` : '.'}`);
                break;
            case 'pending':
                await this.#comment(`⏳ The Mintlify preview of ${branch} is building${url ? ` at <${url}>` : ''} (not waited for).`);
                break;
            case 'failure': {
                await this.#status('failure', 'Preview build failed');
                const summary = outcome.status?.summary;
                const lines = (outcome.status?.logs ?? []).slice(-preview_github_LAST_LINES);
                const log = lines.length
                    ? `\n\n<details><summary>Last log lines</summary>\n\n<pre>${lines.map((l) => (0,untrusted/* htmlText */.js)((0,untrusted/* inert */.tJ)(l, 500))).join('\n')}</pre>\n</details>`
                    : '';
                await this.#comment(`❌ The Mintlify preview of ${branch} failed${summary ? `: ${(0,untrusted/* plainText */.wh)(summary, 1000)}` : '.'}${log}`);
                break;
            }
            default:
                await this.#status('error', 'Not finished within the timeout');
                await this.#comment(`⚠️ The Mintlify preview of ${branch} did not finish within the step's timeout; it goes on at Mintlify.`);
        }
        if (this.#problems.length > 0) {
            const note = `On GitHub the action ${this.#problems.join('; ')}.`;
            core/* warning */.$e(note);
            this.record.previewOnGitHub(note);
        }
    }
    /** One GitHub call; a failure is a warning (attemptGitHub's) and a line of the summary's note. */
    async #try(what, call) {
        const result = await (0,client/* attemptGitHub */.XX)(what, call);
        if (result.ok)
            return result.value;
        this.#problems.push(`could not ${what} (${result.why})`);
        return undefined;
    }
    async #status(state, description, environmentUrl) {
        if (this.#deploymentId === undefined)
            return;
        const { owner, repo } = this.target;
        await this.#try(`set the deployment's ${state} status`, () => this.octokit.rest.repos.createDeploymentStatus({
            owner,
            repo,
            deployment_id: this.#deploymentId,
            state,
            description,
            ...(this.target.runUrl ? { log_url: this.target.runUrl } : {}),
            ...(environmentUrl ? { environment_url: environmentUrl } : {}),
            auto_inactive: state === 'success'
        }));
    }
    /** Writes the sticky comment (github/sticky-comment.ts), with the link to the run. */
    async #comment(text) {
        const run = this.target.runUrl ? `\n\n[Workflow run](${this.target.runUrl})` : '';
        this.#problems.push(...(await this.#sticky.write(`${text}${run}`)).problems);
    }
}

// EXTERNAL MODULE: ./src/project/pull-request.ts
var pull_request = __webpack_require__(2742);
;// CONCATENATED MODULE: ./src/project/project.ts
/**
 * Deploy, preview and automation modes: which of them runs, and, for a preview on a pull request
 * with a token, what follows it on GitHub.
 */




async function runProject(config, deps, runner) {
    deps.record.projectRequest(config.domain, config.branch);
    if (config.mode === 'automation')
        return runAutomation(config, deps);
    if (config.mode === 'deploy')
        return runDeployment(config, deps);
    const pull = (0,pull_request/* pullRequestOf */._)(runner.eventName, runner.payload, runner.repository);
    const [owner, repo] = (runner.repository ?? '').split('/');
    let watcher;
    if (pull && owner && repo && config.githubToken) {
        watcher = PreviewOnGitHub.create(config.githubToken, runner.apiUrl, {
            owner,
            repo,
            pullNumber: pull.number,
            sha: pull.headSha,
            branch: config.branch ?? pull.headRef,
            environment: config.environment,
            runUrl: runner.runUrl
        }, deps.record, runner.githubBackoffMs);
    }
    else if (pull && !config.githubToken) {
        core/* notice */.lm('No github-token: the preview gets no GitHub deployment and no comment on the pull request.');
    }
    return runDeployment(config, deps, watcher);
}


/***/ })

};
