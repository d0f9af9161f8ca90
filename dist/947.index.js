export const id = 947;
export const ids = [947];
export const modules = {

/***/ 1893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ runAgentWithReply)
/* harmony export */ });
/* harmony import */ var _agent_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6016);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _reply_texts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(992);



/**
 * Runs the agent and keeps one reply on GitHub in step with it: working on it (with the job id),
 * then the outcome, or the error, or the cancellation. Shared by the comment trigger and the
 * merged-pull-request flow. The reply's GitHub calls are warnings only (see tryGitHub): they never
 * fail the step or hide the agent's result.
 */
async function runAgentWithReply(config, deps, reply, texts = {}) {
    const { words, runUrl } = texts;
    let outcome;
    try {
        outcome = await (0,_agent_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .runAgent */ .J)(config, {
            ...deps,
            onLongWait: async (resetAt) => {
                await deps.onLongWait?.(resetAt);
                await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitedText */ .Un)(resetAt, deps.deadline.clock.now(), runUrl));
            },
            started: async (job) => {
                await deps.started?.(job);
                await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .workingText */ .ld)(job, runUrl));
            }
        });
    }
    catch (error) {
        // A cancelled workflow stops the waiting, not the job: "failed" would invite a second run.
        const jobId = deps.record.report.jobId;
        await reply?.post(deps.signal?.aborted
            ? (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .cancelledText */ .DE)(jobId, runUrl)
            : (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .errorText */ .kc)((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), jobId, runUrl));
        throw error;
    }
    await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomeText */ .EL)(outcome, words, runUrl));
    return outcome;
}


/***/ }),

/***/ 8066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ readSubject),
/* harmony export */   AC: () => (/* binding */ listChangedFiles),
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   mp: () => (/* binding */ CommentReply),
/* harmony export */   sv: () => (/* binding */ hasWriteAccess)
/* harmony export */ });
/* unused harmony export tryGitHub */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4952);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2413);
/* harmony import */ var _action_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(915);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/**
 * Every call this action makes to GitHub's API: the reply on an issue or pull request, the
 * commenter's permission, the pull request's details and changed files. Each failure is a warning
 * (tryGitHub), never a failed step: GitHub's answer must not hide the agent's result.
 */




/** Slower GitHub calls are abandoned with a warning: the answer on the PR must never hold up the run. */
const CALL_TIMEOUT_MS = 15_000;
/**
 * A client for the GitHub REST API at `apiUrl`, the runner's GITHUB_API_URL (GitHub Enterprise
 * Server sets it to https://<host>/api/v3); github.com's when undefined.
 */
function createGitHubClient(token, apiUrl) {
    return _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q(token, {
        userAgent: _action_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .USER_AGENT */ ._O,
        ...(apiUrl ? { baseUrl: apiUrl.replace(/\/+$/, '') } : {})
    });
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
    constructor(octokit, target, options) {
        this.octokit = octokit;
        this.target = target;
        this.options = options;
        this.marker = options.marker;
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
/** Roles that can push to the repository; `maintain` is reported as `write` in `permission`. */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/**
 * Asks GitHub for the commenter's permission on the repository. `author_association` in the payload
 * is not enough: MEMBER or CONTRIBUTOR says nothing about push access to this repository.
 * undefined when the question could not be answered (the warning is already logged).
 */
async function hasWriteAccess(octokit, owner, repo, username) {
    const response = await tryGitHub('check the commenter’s permission', ({ signal }) => octokit.rest.repos.getCollaboratorPermissionLevel({
        owner,
        repo,
        username,
        request: { signal }
    }));
    if (!response)
        return undefined;
    const { permission, role_name: role } = response.data;
    return {
        allowed: WRITE_ROLES.has(permission) || WRITE_ROLES.has(role),
        permission: role || permission
    };
}
/** Fills in the pull request's title, link and head branch from the API; the payload is the fallback. */
async function readSubject(octokit, target, subject) {
    if (subject.kind !== 'pull request')
        return subject;
    const response = await tryGitHub('read the pull request', ({ signal }) => octokit.rest.pulls.get({
        owner: target.owner,
        repo: target.repo,
        pull_number: target.issueNumber,
        request: { signal }
    }));
    if (!response)
        return subject;
    const pull = response.data;
    return {
        ...subject,
        title: pull.title,
        url: pull.html_url,
        headRef: pull.head.ref,
        headRepository: pull.head.repo?.full_name ?? subject.headRepository
    };
}
/** The first page of a pull request's changed files, `perPage` at most (the count comes from the payload). */
async function listChangedFiles(octokit, pull, perPage) {
    const response = await tryGitHub('list the changed files of the pull request', ({ signal }) => octokit.rest.pulls.listFiles({
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        per_page: perPage,
        page: 1,
        request: { signal }
    }));
    return response?.data.map((file) => file.filename);
}


/***/ }),

/***/ 947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runForMergedPull: () => (/* binding */ runForMergedPull)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 19 modules
var core = __webpack_require__(4952);
// EXTERNAL MODULE: ./src/triggers/agent-reply.ts
var agent_reply = __webpack_require__(1893);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
// EXTERNAL MODULE: ./src/triggers/github.ts
var github = __webpack_require__(8066);
;// CONCATENATED MODULE: ./src/triggers/merged-pr-event.ts
/**
 * Docs for merged pull requests, the pure part: which `pull_request` / `pull_request_target` events
 * ask for a run, and the prompt built from one. Everything in the payload is untrusted text written
 * by whoever opened the pull request: it goes into the prompt as bounded context, never into a shell.
 */
/** Bounds that keep the prompt a few kilobytes whatever the pull request holds. */
const LIMITS = { title: 200, body: 4000, labels: 20, label: 50, files: 100, file: 300 };
function clip(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** One line of untrusted text: line breaks folded, bounded. */
function line(text, max) {
    return clip(text.replace(/\s+/g, ' ').trim(), max);
}
/** Says whether a closed pull request event asks for a docs run, and reads what the prompt needs. */
function screenPullRequest(payload, prLabel, repository) {
    if (payload.action !== 'closed') {
        return { run: false, reason: `the pull request was ${payload.action ?? 'changed'}, not closed` };
    }
    const pull = payload.pull_request;
    if (!pull?.merged)
        return { run: false, reason: 'the pull request was closed without merging' };
    const labels = (pull.labels ?? []).map((label) => label?.name ?? '').filter((name) => name !== '');
    if (prLabel && !labels.includes(prLabel)) {
        return {
            run: false,
            reason: `the pull request does not carry the label '${prLabel}' (pr-label)`
        };
    }
    const fullName = repository || pull.base?.repo?.full_name || payload.repository?.full_name || '';
    const [owner, repo] = fullName.split('/');
    const number = pull.number ?? payload.number;
    if (!owner || !repo || typeof number !== 'number') {
        return {
            run: false,
            reason: 'the event payload lacks the repository or the pull request number'
        };
    }
    return {
        run: true,
        pull: {
            owner,
            repo,
            number,
            title: line(pull.title ?? '', LIMITS.title),
            url: pull.html_url,
            baseRef: pull.base?.ref,
            mergedBy: pull.merged_by?.login,
            mergedAt: pull.merged_at ?? undefined,
            labels: labels.slice(0, LIMITS.labels).map((name) => line(name, LIMITS.label)),
            body: clip((pull.body ?? '').trim(), LIMITS.body),
            changedFiles: pull.changed_files
        }
    };
}
/** What the agent is asked when the workflow gives no `prompt`. */
const DEFAULT_MERGED_PR_INSTRUCTIONS = 'Update the documentation for the change this merged pull request made to the product: document new or changed behaviour, options and examples, and remove what it made wrong. If the docs already cover the change, change nothing.';
/** The prompt: the instructions, then the pull request as context. */
function buildMergedPrompt(instructions, pull, files) {
    const lines = [
        instructions,
        '',
        '---',
        'The merged pull request (context from GitHub; its text was written by its author):',
        `- Repository: ${pull.owner}/${pull.repo}`,
        `- Pull request: #${pull.number}${pull.title ? ` "${pull.title}"` : ''}${pull.url ? ` (${pull.url})` : ''}`
    ];
    if (pull.baseRef)
        lines.push(`- Merged into: ${pull.baseRef}`);
    if (pull.mergedBy)
        lines.push(`- Merged by: @${pull.mergedBy}`);
    if (pull.labels.length > 0)
        lines.push(`- Labels: ${pull.labels.join(', ')}`);
    if (files !== undefined) {
        const shown = files.slice(0, LIMITS.files).map((file) => line(file, LIMITS.file));
        const total = Math.max(pull.changedFiles ?? 0, files.length);
        lines.push(`- Changed files (${total}):`, ...shown.map((file) => `  - ${file}`));
        if (total > shown.length)
            lines.push(`  - and ${total - shown.length} more`);
    }
    else if (pull.changedFiles !== undefined) {
        lines.push(`- Changed files: ${pull.changedFiles} (the list could not be read)`);
    }
    if (pull.body)
        lines.push('- Description:', '', pull.body);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/triggers/reply-texts.ts
var reply_texts = __webpack_require__(992);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(9630);
;// CONCATENATED MODULE: ./src/triggers/merged-pr.ts







/**
 * Agent mode on a closed pull request with no `job-id`: a merged one (carrying `pr-label`, when set)
 * asks the agent to update the docs for it, and one comment on the pull request follows the job.
 * Anything else is skipped (output `skipped=true`, a notice, no Admin API call).
 */
async function runForMergedPull(config, deps, runner) {
    const payload = runner.payload;
    const screening = screenPullRequest(payload, config.prLabel, runner.repository);
    if (!screening.run) {
        deps.record.skipped(screening.reason);
        core/* notice */.lm(`No agent run: ${(0,untrusted/* inert */.tJ)(screening.reason)}.`);
        return { result: 'skipped', reason: screening.reason };
    }
    const { pull } = screening;
    deps.record.request({
        what: `merged pull request #${pull.number}`,
        url: pull.url,
        by: pull.mergedBy,
        byUrl: pull.mergedBy && runner.serverUrl && `${runner.serverUrl}/${pull.mergedBy}`
    });
    const octokit = config.githubToken
        ? (0,github/* createGitHubClient */.LX)(config.githubToken, runner.apiUrl)
        : undefined;
    if (!octokit) {
        core/* warning */.$e(`Input '${constants/* Input */.pd.GithubToken}' is empty: the changed files are not listed in the prompt and no comment is written on the pull request.`);
    }
    const files = octokit ? await (0,github/* listChangedFiles */.AC)(octokit, pull, LIMITS.files) : undefined;
    const prompt = buildMergedPrompt(config.prompt || DEFAULT_MERGED_PR_INSTRUCTIONS, pull, files);
    core/* info */.pq(`Docs for merged pull request #${pull.number} ${(0,untrusted/* inert */.tJ)(JSON.stringify(pull.title))}.`);
    const reply = octokit
        ? new github/* CommentReply */.mp(octokit, {
            owner: pull.owner,
            repo: pull.repo,
            issueNumber: pull.number,
            commentId: 0,
            commentKind: 'issue',
            createdAt: pull.mergedAt
        }, {
            marker: (0,reply_texts/* replyMarker */.Td)(`merged-pr=${pull.number}`),
            secrets: [config.apiKey, config.githubToken]
        })
        : undefined;
    return (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt }, deps, reply, {
        words: reply_texts/* MERGED_WORDS */.Pw,
        runUrl: runner.runUrl
    });
}


/***/ }),

/***/ 992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DE: () => (/* binding */ cancelledText),
/* harmony export */   EL: () => (/* binding */ outcomeText),
/* harmony export */   P8: () => (/* binding */ REPLY_MARKER_PREFIX),
/* harmony export */   Pw: () => (/* binding */ MERGED_WORDS),
/* harmony export */   Td: () => (/* binding */ replyMarker),
/* harmony export */   Un: () => (/* binding */ rateLimitedText),
/* harmony export */   kc: () => (/* binding */ errorText),
/* harmony export */   ld: () => (/* binding */ workingText),
/* harmony export */   tx: () => (/* binding */ usageText)
/* harmony export */ });
/* unused harmony export splitMessage */
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6518);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9630);


/** Every reply this action writes starts with this, so the trigger can ignore the action's own comments. */
const REPLY_MARKER_PREFIX = '<!-- mintlify-admin-action:reply';
/** The hidden first line of a reply, naming what it answers (`comment=<id>`, `merged-pr=<n>`). */
function replyMarker(key) {
    return `${REPLY_MARKER_PREFIX} ${key} -->`;
}
/** The link to the workflow run that closes most replies; none outside a runner. */
function runLink(runUrl) {
    return runUrl ? `\n\n[Workflow run](${runUrl})` : '';
}
function usageText(trigger) {
    return `Usage: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`${trigger} <what the docs agent should do>`)}, e.g. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(`${trigger} Document the new retry option`)}. The rest of the comment, on any number of lines, is the request.`;
}
function workingText(job, runUrl) {
    return `👀 Working on it: Mintlify agent job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(job.id ?? 'unknown')} started. This comment is updated when it ends.${runLink(runUrl)}`;
}
/** The request waits for Mintlify's rate limit; said on the reply when the wait is minutes long. */
function rateLimitedText(resetAt, now, runUrl) {
    const when = (0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMoment */ .K9)(new Date(resetAt).toISOString(), now) ?? 'soon';
    return `⏳ Waiting for Mintlify's rate limit (100 agent runs per project per hour): it resets at ${when}, and the job starts then. This comment is updated when it does.${runLink(runUrl)}`;
}
const COMMENT_WORDS = {
    noPr: (id) => `✅ Job ${id} completed with no changes: the agent opened no pull request.`,
    retry: 'comment again to retry'
};
/** A reply on a merged pull request says only what the API tells: the job changed no file. */
const MERGED_WORDS = {
    noPr: (id) => `✅ Job ${id} completed without changing the docs: the agent opened no pull request.`,
    retry: 're-run the workflow to retry'
};
/** What a person on the pull request can do while the job goes on without this workflow. */
const STILL_RUNNING = 'It keeps running at Mintlify and opens its pull request when it finishes: nothing needs doing, watch for the pull request. To ask for something else, comment again.';
function outcomeText(outcome, words = COMMENT_WORDS, runUrl) {
    const id = (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(outcome.job.id ?? 'unknown');
    const link = outcome.job.prLink ?? '';
    switch (outcome.result) {
        case 'pr':
            return `✅ Done: the agent opened ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(link)} (job ${id}).${runLink(runUrl)}`;
        case 'no-pr':
            return `${words.noPr(id)}${runLink(runUrl)}`;
        case 'archived':
            return `⚠️ Job ${id} was archived before it finished; no pull request was made.${runLink(runUrl)}`;
        case 'failed':
            return `❌ Job ${id} failed. The API gives no reason: open the job in the Mintlify dashboard, then ${words.retry}.${runLink(runUrl)}`;
        case 'timeout':
            return `⏳ This workflow stopped waiting for job ${id} (status ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(outcome.job.status ?? 'unknown')}) when its time limit ran out. ${STILL_RUNNING}${runLink(runUrl)}`;
        case 'pending':
            return `🚀 Started job ${id}. This workflow does not wait for it; the agent opens its pull request when it finishes.${runLink(runUrl)}`;
    }
}
function cancelledText(jobId, runUrl) {
    if (!jobId) {
        return `⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again.${runLink(runUrl)}`;
    }
    return `⏹️ The workflow run was cancelled, but job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(jobId)} was already started. ${STILL_RUNNING}${runLink(runUrl)}`;
}
/**
 * A failure as prose that wraps on a phone: what happened first, then what to do, each as inert
 * text; the job and the run in a collapsed block below.
 */
function errorText(message, jobId, runUrl) {
    const { what, fix } = splitMessage(message);
    const lines = [`❌ **The docs agent could not finish this request.** ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .messageText */ .Lo)(what)}`];
    if (fix)
        lines.push(`**What to do:** ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .messageText */ .Lo)(fix)}`);
    const details = [
        jobId ? `Job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(jobId)}.` : 'No job was started.',
        runUrl ? `The [workflow run](${runUrl})'s log has every request and answer.` : ''
    ]
        .filter(Boolean)
        .join(' ');
    lines.push(`<details><summary>Details</summary>\n\n${details}\n\n</details>`);
    return lines.join('\n\n');
}
/**
 * The action's error messages say what happened in their first sentence and what to do after it.
 * A sentence ends at a full stop followed by a space and a capital letter.
 */
function splitMessage(message) {
    const end = /[.!?]\s+(?=[A-Z])/.exec(message);
    if (!end)
        return { what: message, fix: '' };
    const at = end.index + 1;
    return { what: message.slice(0, at), fix: message.slice(at).trim() };
}


/***/ })

};
