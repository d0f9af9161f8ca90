export const id = 795;
export const ids = [795];
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

/***/ 2795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFromComment: () => (/* binding */ runFromComment)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 19 modules
var core = __webpack_require__(4952);
// EXTERNAL MODULE: ./src/triggers/agent-reply.ts
var agent_reply = __webpack_require__(1893);
// EXTERNAL MODULE: ./src/action/events.ts
var events = __webpack_require__(9949);
// EXTERNAL MODULE: ./src/triggers/reply-texts.ts
var reply_texts = __webpack_require__(992);
;// CONCATENATED MODULE: ./src/triggers/comment-event.ts
/**
 * Comment triggers, the pure part: which comment events ask for a run, and the prompt built from
 * one. Everything in the payload is untrusted text written by whoever commented.
 */


function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/**
 * The request written after `trigger` at the start of `body` (after leading white space), trimmed;
 * '' when the trigger stands alone; undefined when the comment does not start with the trigger
 * followed by white space or its end (`/docs-agentfoo` is not a trigger).
 */
function matchTrigger(body, trigger) {
    const match = new RegExp(`^\\s*${escapeRegExp(trigger)}(?:\\s([\\s\\S]*))?$`).exec(body);
    if (!match)
        return undefined;
    return (match[1] ?? '').replace(/\r\n?/g, '\n').trim();
}
function isBot(user) {
    return user?.type === 'Bot' || (user?.login ?? '').endsWith('[bot]');
}
/**
 * Decides from the payload alone whether the comment asks for a run; the permission check, which
 * needs the API, comes after. `repository` is owner/name (GITHUB_REPOSITORY).
 */
function screenEvent(event, trigger, repository) {
    const { payload } = event;
    if (!(0,events/* isCommentEvent */.Kx)(event.name)) {
        return { run: false, reason: `the event ${event.name || '(none)'} is not a comment event` };
    }
    if (payload.action !== 'created') {
        return { run: false, reason: `the comment was ${payload.action ?? 'changed'}, not created` };
    }
    const comment = payload.comment;
    const author = comment?.user ?? payload.sender;
    if (isBot(author)) {
        return { run: false, reason: `the comment is by the bot ${author?.login ?? ''}`.trimEnd() };
    }
    const body = comment?.body ?? '';
    if (body.includes(reply_texts/* REPLY_MARKER_PREFIX */.P8)) {
        return { run: false, reason: "the comment is this action's own reply" };
    }
    const request = matchTrigger(body, trigger);
    if (request === undefined) {
        return { run: false, reason: `the comment does not start with ${trigger}` };
    }
    const fullName = repository || payload.repository?.full_name || '';
    const [owner, repo] = fullName.split('/');
    const number = payload.pull_request?.number ?? payload.issue?.number;
    if (!owner || !repo || comment?.id === undefined || number === undefined || !author?.login) {
        return {
            run: false,
            reason: 'the event payload lacks the repository, comment, author or issue number'
        };
    }
    const subject = payload.pull_request
        ? {
            kind: 'pull request',
            number,
            title: payload.pull_request.title,
            url: payload.pull_request.html_url,
            headRef: payload.pull_request.head?.ref,
            headRepository: payload.pull_request.head?.repo?.full_name
        }
        : {
            kind: payload.issue?.pull_request ? 'pull request' : 'issue',
            number,
            title: payload.issue?.title,
            url: payload.issue?.html_url
        };
    return {
        run: true,
        request,
        commenter: author.login,
        commentUrl: comment.html_url,
        repository: `${owner}/${repo}`,
        target: {
            owner,
            repo,
            issueNumber: number,
            commentId: comment.id,
            commentKind: event.name === 'pull_request_review_comment' ? 'review' : 'issue',
            createdAt: comment.created_at
        },
        subject
    };
}
function oneLine(text, max = 200) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** The prompt sent to the agent: the request, then where it came from. */
function buildPrompt(request, context) {
    const { repository, subject } = context;
    const label = subject.kind === 'pull request' ? 'Pull request' : 'Issue';
    const lines = [
        request,
        '',
        '---',
        'Context of this request (from GitHub):',
        `- Repository: ${repository}`,
        `- ${label}: #${subject.number}${subject.title ? ` "${oneLine(subject.title)}"` : ''}${subject.url ? ` (${subject.url})` : ''}`
    ];
    if (subject.headRef) {
        const fork = subject.headRepository && subject.headRepository !== repository
            ? ` (in the fork ${subject.headRepository})`
            : '';
        lines.push(`- Head branch: ${subject.headRef}${fork}`);
    }
    lines.push(`- Requested by: @${context.commenter}${context.commentUrl ? ` in ${context.commentUrl}` : ''}`);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
// EXTERNAL MODULE: ./src/triggers/github.ts
var github = __webpack_require__(8066);
;// CONCATENATED MODULE: ./src/triggers/comment-trigger.ts
/**
 * The comment trigger's orchestration: screen the event (comment-event.ts), check the commenter on
 * GitHub (github.ts), then run the agent with one reply that follows it (agent-reply.ts).
 */






function skip(deps, reason, log) {
    deps.record.skipped(reason);
    log(`No agent run: ${reason}.`);
    return { result: 'skipped', reason };
}
/**
 * Agent mode on a comment event with no `prompt`: the comment is the request. Skips (output
 * `skipped=true`, no Admin API call) unless a person with write access wrote the trigger phrase in a
 * new comment; otherwise reacts 👀, runs the agent with a prompt that says where the request came
 * from, and answers in one reply comment that is edited as the job moves on. GitHub failures are
 * warnings: they never fail the step or hide the agent's result.
 */
async function runFromComment(config, deps, runner) {
    const event = { name: runner.eventName, payload: runner.payload };
    const screening = screenEvent(event, config.commentTrigger, runner.repository);
    if (!screening.run)
        return skip(deps, screening.reason, core/* info */.pq);
    if (!config.githubToken) {
        return skip(deps, `input '${constants/* Input */.pd.GithubToken}' is empty, so the commenter's permission cannot be checked. Leave it unset (it defaults to \${{ github.token }})`, core/* warning */.$e);
    }
    const octokit = (0,github/* createGitHubClient */.LX)(config.githubToken, runner.apiUrl);
    const { target, commenter } = screening;
    deps.record.request({
        what: `comment on ${screening.subject.kind} #${target.issueNumber}`,
        url: screening.commentUrl,
        by: commenter,
        byUrl: runner.serverUrl && `${runner.serverUrl}/${commenter}`
    });
    const access = await (0,github/* hasWriteAccess */.sv)(octokit, target.owner, target.repo, commenter);
    if (!access) {
        return skip(deps, `the permission of @${commenter} could not be checked`, core/* warning */.$e);
    }
    if (!access.allowed) {
        return skip(deps, `@${commenter} has '${access.permission}' permission on ${screening.repository}; starting the agent needs write, maintain or admin`, core/* notice */.lm);
    }
    const reply = new github/* CommentReply */.mp(octokit, target, {
        marker: (0,reply_texts/* replyMarker */.Td)(`comment=${target.commentId}`),
        secrets: [config.apiKey, config.githubToken]
    });
    if (!screening.request) {
        await reply.post((0,reply_texts/* usageText */.tx)(config.commentTrigger));
        return skip(deps, `the comment has ${config.commentTrigger} but no request`, core/* notice */.lm);
    }
    await reply.react();
    const subject = await (0,github/* readSubject */.$e)(octokit, target, screening.subject);
    const prompt = buildPrompt(screening.request, { ...screening, subject });
    core/* info */.pq(`Request from @${commenter} on ${subject.kind} #${subject.number}.`);
    return (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt }, deps, reply, { runUrl: runner.runUrl });
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
