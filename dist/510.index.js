export const id = 510;
export const ids = [510];
export const modules = {

/***/ 2427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ runAgentWithReply)
/* harmony export */ });
/* harmony import */ var _agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1598);
/* harmony import */ var _reply_texts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3602);


/**
 * Runs the agent and keeps one reply on GitHub in step with it: working on it (with the job id),
 * then the outcome, or the failure, or the cancellation. Shared by the comment trigger and the
 * merged-pull-request flow. The reply's GitHub calls are warnings only (see tryGitHub): they never
 * fail the step or hide the agent's result.
 */
async function runAgentWithReply(config, deps, reply, words) {
    let answered = false;
    try {
        return await (0,_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .runAgent */ .J)(config, {
            ...deps,
            hooks: {
                started: async (job) => {
                    await deps.hooks?.started?.(job);
                    await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_1__/* .workingText */ .ld)(job));
                },
                finished: async (outcome) => {
                    await deps.hooks?.finished?.(outcome);
                    answered = true;
                    await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_1__/* .outcomeText */ .EL)(outcome, words));
                }
            }
        });
    }
    catch (error) {
        if (!answered) {
            const message = error instanceof Error ? error.message : String(error);
            // A cancelled workflow stops the waiting, not the job: "failed" would invite a second run.
            await reply?.post(deps.signal?.aborted
                ? (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_1__/* .cancelledText */ .DE)(deps.report.jobId)
                : (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_1__/* .errorText */ .kc)(message, deps.report.jobId));
        }
        throw error;
    }
}


/***/ }),

/***/ 9129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   P8: () => (/* binding */ REPLY_MARKER_PREFIX),
/* harmony export */   d2: () => (/* binding */ tryGitHub),
/* harmony export */   mp: () => (/* binding */ CommentReply)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4952);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2413);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7242);



/** Every reply this action writes starts with this, so the trigger can ignore the action's own comments. */
const REPLY_MARKER_PREFIX = '<!-- mintlify-admin-action:reply';
/** Slower GitHub calls are abandoned with a warning: the answer on the PR must never hold up the run. */
const CALL_TIMEOUT_MS = 15_000;
/**
 * A client for the GitHub REST API at GITHUB_API_URL (GitHub Enterprise Server sets it to
 * https://<host>/api/v3). `@actions/github` computes its default base URL once, when first imported;
 * passing it here, read at call time, gives the same URL on the runner and lets tests point it at a
 * local server after import.
 */
function createGitHubClient(token, apiUrl = process.env.GITHUB_API_URL) {
    return _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q(token, {
        userAgent: _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .USER_AGENT */ ._O,
        ...(apiUrl ? { baseUrl: apiUrl.replace(/\/+$/, '') } : {})
    });
}
function describe(error) {
    const { status, response } = error;
    const message = error instanceof Error ? error.message : String(error);
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
    // Not tied to the run's cancellation: after a cancel the reply should still say so, and the
    // cancel handler's forced exit bounds the wait anyway.
    const signal = AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS);
    try {
        return await call({ signal });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not ${what} on GitHub: ${describe(error)}`);
        return undefined;
    }
}
/**
 * The action's one answer to a triggering comment: a reaction on that comment and a single reply on
 * the issue or pull request, written once and then edited. The reply carries a hidden marker naming
 * the triggering comment, so a re-run of the same workflow edits the earlier reply instead of adding
 * another.
 */
class CommentReply {
    octokit;
    target;
    options;
    replyId;
    marker;
    constructor(octokit, target, options = {}) {
        this.octokit = octokit;
        this.target = target;
        this.options = options;
        this.marker = `${REPLY_MARKER_PREFIX} ${options.key ?? `comment=${target.commentId}`} -->`;
    }
    /** Reacts 👀 to the triggering comment, so the commenter sees at once that the run started. */
    async react() {
        const { owner, repo, commentId } = this.target;
        await tryGitHub('add a reaction to the comment', ({ signal }) => this.target.commentKind === 'review'
            ? this.octokit.rest.reactions.createForPullRequestReviewComment({
                owner,
                repo,
                comment_id: commentId,
                content: 'eyes',
                request: { signal }
            })
            : this.octokit.rest.reactions.createForIssueComment({
                owner,
                repo,
                comment_id: commentId,
                content: 'eyes',
                request: { signal }
            }), this.options);
    }
    /** Writes `text` as the reply: edits the earlier reply to this comment if there is one, else creates it. */
    async post(text) {
        const { owner, repo, issueNumber } = this.target;
        const body = `${this.marker}\n${this.scrub(text)}`;
        this.replyId ??= await this.findEarlier();
        if (this.replyId !== undefined) {
            const id = this.replyId;
            const updated = await tryGitHub('edit the reply comment', ({ signal }) => this.octokit.rest.issues.updateComment({
                owner,
                repo,
                comment_id: id,
                body,
                request: { signal }
            }), this.options);
            if (updated)
                return;
            // Deleted meanwhile, or not editable by this token: a new reply still tells the outcome.
            this.replyId = undefined;
        }
        const created = await tryGitHub('post the reply comment', ({ signal }) => this.octokit.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
            request: { signal }
        }), this.options);
        this.replyId = created?.data.id;
    }
    async findEarlier() {
        const { owner, repo, issueNumber, createdAt } = this.target;
        const comments = await tryGitHub('list the comments to find an earlier reply', ({ signal }) => this.octokit.paginate(this.octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100,
            ...(createdAt ? { since: createdAt } : {}),
            request: { signal }
        }), this.options);
        const matches = (comments ?? []).filter((comment) => (comment.body ?? '').startsWith(this.marker));
        // Anyone who can comment can paste the marker (or edit it into their comment later): adopting
        // such a comment would put the outcome where its author can rewrite it. Only a reply written by
        // a bot account (the workflow's GITHUB_TOKEN, or an app) is taken up again; with a personal
        // token a re-run posts a new reply instead.
        return matches.find((comment) => comment.user?.type === 'Bot')?.id;
    }
    scrub(text) {
        let clean = text;
        for (const secret of this.options.secrets ?? []) {
            if (secret)
                clean = clean.split(secret).join('***');
        }
        return clean;
    }
}


/***/ }),

/***/ 510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runForMergedPull: () => (/* binding */ runForMergedPull)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4952);
/* harmony import */ var _agent_reply_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2427);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7242);
/* harmony import */ var _github_reply_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9129);
/* harmony import */ var _merged_pr_event_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4387);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(873);







/** A reply on a merged pull request words the quiet outcome and the retry its own way. */
const MERGED_WORDS = {
    noPr: (id) => `✅ No docs changes needed: job ${id} found the docs already cover this change.`,
    retry: 're-run the workflow to retry'
};
function readPayload(file) {
    if (!file)
        return {};
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Could not read the event payload at ${file}: ${String(error)}`);
        return {};
    }
}
/** The first page of the changed files (the prompt lists 100 at most; the count comes from the payload). */
async function listFiles(octokit, pull) {
    const response = await (0,_github_reply_js__WEBPACK_IMPORTED_MODULE_4__/* .tryGitHub */ .d2)('list the changed files of the pull request', ({ signal }) => octokit.rest.pulls.listFiles({
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        per_page: _merged_pr_event_js__WEBPACK_IMPORTED_MODULE_5__/* .LIMITS */ .b1.files,
        page: 1,
        request: { signal }
    }));
    return response?.data.map((file) => file.filename);
}
/**
 * Agent mode on a closed pull request with no `job-id`: a merged one (carrying `pr-label`, when set)
 * asks the agent to update the docs for it, and one comment on the pull request follows the job.
 * Anything else is skipped (output `skipped=true`, a notice, no Admin API call).
 */
async function runForMergedPull(config, deps, io = {}) {
    const payload = io.payload ?? readPayload(process.env.GITHUB_EVENT_PATH);
    const screening = (0,_merged_pr_event_js__WEBPACK_IMPORTED_MODULE_5__/* .screenPullRequest */ .FL)(payload, config.prLabel, process.env.GITHUB_REPOSITORY);
    if (!screening.run) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Output */ .k7.Skipped, 'true');
        deps.report.skipped = screening.reason;
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`No agent run: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(screening.reason)}.`);
        return undefined;
    }
    const { pull } = screening;
    let octokit = io.github;
    if (!octokit && config.githubToken)
        octokit = (0,_github_reply_js__WEBPACK_IMPORTED_MODULE_4__/* .createGitHubClient */ .LX)(config.githubToken);
    if (!octokit) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Input '${_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.GithubToken}' is empty: the changed files are not listed in the prompt and no comment is written on the pull request.`);
    }
    const files = octokit ? await listFiles(octokit, pull) : undefined;
    const prompt = (0,_merged_pr_event_js__WEBPACK_IMPORTED_MODULE_5__/* .buildMergedPrompt */ .Zk)(config.prompt || _merged_pr_event_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_MERGED_PR_INSTRUCTIONS */ .wk, pull, files);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Docs for merged pull request #${pull.number} ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(JSON.stringify(pull.title))}.`);
    const reply = octokit
        ? new _github_reply_js__WEBPACK_IMPORTED_MODULE_4__/* .CommentReply */ .mp(octokit, {
            owner: pull.owner,
            repo: pull.repo,
            issueNumber: pull.number,
            commentId: 0,
            commentKind: 'issue',
            createdAt: pull.mergedAt
        }, { secrets: [config.apiKey, config.githubToken], key: `merged-pr=${pull.number}` })
        : undefined;
    return (0,_agent_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .runAgentWithReply */ .v)({ ...config, prompt }, deps, reply, MERGED_WORDS);
}


/***/ }),

/***/ 3602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DE: () => (/* binding */ cancelledText),
/* harmony export */   EL: () => (/* binding */ outcomeText),
/* harmony export */   kc: () => (/* binding */ errorText),
/* harmony export */   ld: () => (/* binding */ workingText),
/* harmony export */   tx: () => (/* binding */ usageText)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(873);


/** A fenced block longer than any run of backticks inside, so the text cannot close it. */
function fenced(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}text\n${text}\n${fence}`;
}
function runLink(env = process.env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = env;
    return server && repo && runId
        ? `\n\n[Workflow run](${server}/${repo}/actions/runs/${runId})`
        : '';
}
function usageText(trigger) {
    return `Usage: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`${trigger} <what the docs agent should do>`)}, e.g. ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`${trigger} Document the new retry option`)}. The rest of the comment, on any number of lines, is the request.`;
}
function workingText(job) {
    return `👀 Working on it: Mintlify agent job ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(job.id ?? 'unknown')} started. This comment is updated when it ends.${runLink()}`;
}
const COMMENT_WORDS = {
    noPr: (id) => `✅ Job ${id} completed with no changes: the agent opened no pull request.`,
    retry: 'comment again to retry'
};
function outcomeText(outcome, words = COMMENT_WORDS) {
    const id = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(outcome.job.id ?? 'unknown');
    const link = outcome.job.prLink ?? '';
    switch (outcome.result) {
        case 'pr':
            return `✅ Done: the agent opened ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(link)} (job ${id}).${runLink()}`;
        case 'no-pr':
            return `${words.noPr(id)}${runLink()}`;
        case 'archived':
            return `⚠️ Job ${id} was archived before it finished; no pull request was made.${runLink()}`;
        case 'failed':
            return `❌ Job ${id} failed. The API gives no reason: open the job in the Mintlify dashboard, then ${words.retry}.${runLink()}`;
        case 'timeout':
            return `⏳ Job ${id} was still running (status ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(outcome.job.status ?? 'unknown')}) when the step's timeout ran out. It keeps running at Mintlify and opens its pull request when it finishes; to wait for it, run the action with ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`job-id: ${outcome.job.id ?? ''}`)} and no prompt, or raise ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.Timeout)}.${runLink()}`;
        case 'pending':
            return `🚀 Started job ${id}; this step does not wait for it (${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)('wait: false')}). Follow it with ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`job-id: ${outcome.job.id ?? ''}`)}.${runLink()}`;
    }
}
function cancelledText(jobId) {
    if (!jobId) {
        return `⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again.${runLink()}`;
    }
    return `⏹️ The workflow run was cancelled, but agent job ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(jobId)} keeps running at Mintlify and opens its pull request when it finishes. To wait for it, run the action with ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`job-id: ${jobId}`)} and no prompt.${runLink()}`;
}
function errorText(message, jobId) {
    const job = jobId ? ` (job ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(jobId)})` : '';
    return `❌ The run failed${job}:\n\n${fenced(message)}${runLink()}`;
}


/***/ })

};
