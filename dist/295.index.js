export const id = 295;
export const ids = [295];
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

/***/ 3295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   noteOnAgentPr: () => (/* binding */ noteOnAgentPr)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4952);
/* harmony import */ var _github_reply_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3289);
/* harmony import */ var _github_thread_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3797);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6584);
/* harmony import */ var _github_job_marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4765);
/* harmony import */ var _conversation_reply_texts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8064);
/**
 * The note the action leaves on a pull request its agent opened, when that pull request is in the
 * workflow's own repository: which request opened it, the job, and how to revise it by commenting.
 * Its hidden job marker is what a later `/docs-agent <change>` there continues (conversation.ts).
 */







/**
 * Leaves (or updates) the note on the job's pull request. Nothing when the pull request is in
 * another repository (the workflow's token could not write there) or there is no token; GitHub's
 * failures are warnings (tryGitHub). `origin` is what asked for the job; the run when absent.
 */
async function noteOnAgentPr(job, config, runner, from = {}) {
    const number = (0,_github_thread_js__WEBPACK_IMPORTED_MODULE_2__/* .ownPullNumber */ .JG)(job.prLink, runner.repository, runner.serverUrl);
    if (number === undefined || !job.id || !config.githubToken || !runner.repository)
        return;
    const [owner = '', repo = ''] = runner.repository.split('/');
    const octokit = from.octokit ??
        (0,_github_client_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitHubClient */ .LX)(config.githubToken, runner.apiUrl, { backoffMs: runner.githubBackoffMs });
    const reply = new _github_reply_js__WEBPACK_IMPORTED_MODULE_1__/* .CommentReply */ .mp(octokit, { owner, repo, issueNumber: number, commentId: 0, commentKind: 'issue' }, { marker: (0,_github_reply_js__WEBPACK_IMPORTED_MODULE_1__/* .replyMarker */ .Td)('agent-pr'), secrets: [config.apiKey, config.githubToken] });
    reply.remember((0,_github_job_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .jobMarker */ .qB)(job.id, { repository: runner.repository, thread: number }, config.apiKey, from.home));
    const trigger = config.commentTrigger;
    await reply.post((0,_conversation_reply_texts_js__WEBPACK_IMPORTED_MODULE_5__/* .agentPrText */ .rM)(job.id, trigger, from.origin, runner.runUrl));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Left a note on pull request #${number}: comment ${trigger} there to revise it.`);
}


/***/ }),

/***/ 8064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ unreadableThreadText),
/* harmony export */   DE: () => (/* binding */ cancelledText),
/* harmony export */   EL: () => (/* binding */ outcomeText),
/* harmony export */   Pw: () => (/* binding */ MERGED_WORDS),
/* harmony export */   Rq: () => (/* binding */ receivedText),
/* harmony export */   S8: () => (/* binding */ uncheckedText),
/* harmony export */   Un: () => (/* binding */ rateLimitedText),
/* harmony export */   gn: () => (/* binding */ refusedFollowUpText),
/* harmony export */   iS: () => (/* binding */ waitingTurnText),
/* harmony export */   im: () => (/* binding */ stoppedRunText),
/* harmony export */   kc: () => (/* binding */ errorText),
/* harmony export */   ld: () => (/* binding */ workingText),
/* harmony export */   rM: () => (/* binding */ agentPrText),
/* harmony export */   tx: () => (/* binding */ usageText),
/* harmony export */   xq: () => (/* binding */ unreadableReviewText)
/* harmony export */ });
/* unused harmony export splitMessage */
/* harmony import */ var _action_outcomes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6952);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6518);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9630);
/**
 * The texts of the action's replies on GitHub (comment triggers, merged pull requests). Server text
 * goes in as code spans or a checked autolink only (src/util/untrusted.ts).
 */



/** The link to the workflow run that closes most replies; none outside a runner. */
function runLink(runUrl) {
    return runUrl ? `\n\n[Workflow run](${runUrl})` : '';
}
function usageText(trigger) {
    return `Usage: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(`${trigger} <what the docs agent should do>`)}, e.g. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(`${trigger} Document the new retry option`)}. The rest of the comment, on any number of lines, is the request.`;
}
function workingText(job, runUrl) {
    return `👀 Working on it: Mintlify agent job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(job.id ?? 'unknown')} started. This comment is updated when it ends.${runLink(runUrl)}`;
}
/** The request waits for Mintlify's rate limit; said on the reply when the wait is minutes long. */
function rateLimitedText(resetAt, now, runUrl) {
    const when = (0,_util_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMoment */ .K9)(new Date(resetAt).toISOString(), now) ?? 'soon';
    return `⏳ Waiting for Mintlify's rate limit (100 agent runs per project per hour): it resets at ${when}, and the job starts then. This comment is updated when it does.${runLink(runUrl)}`;
}
const COMMENT_WORDS = {
    noPr: (id) => `✅ Job ${id} finished without a pull request: ${_action_outcomes_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_PR_MEANING */ .Ve}.`,
    retry: 'comment again to retry'
};
/** A reply on a merged pull request says only what the API tells: the job changed no file. */
const MERGED_WORDS = {
    noPr: (id) => `✅ Job ${id} finished without a pull request: ${_action_outcomes_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_PR_MEANING */ .Ve}.`,
    retry: 're-run the workflow to retry'
};
/** What a person on the pull request can do while the job goes on without this workflow. */
const STILL_RUNNING = 'It keeps running at Mintlify and opens its pull request when it finishes: nothing needs doing, watch for the pull request. To ask for something else, comment again.';
function outcomeText(outcome, words = COMMENT_WORDS, runUrl, previousPr) {
    const id = (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(outcome.job.id ?? 'unknown');
    const link = outcome.job.prLink ?? '';
    switch (outcome.result) {
        case 'pr':
            if (previousPr && previousPr === link) {
                return `✅ Revised: the agent updated ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(link)} (job ${id}).${runLink(runUrl)}`;
            }
            if (previousPr) {
                return `✅ Done: the agent opened a different pull request, ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(link)} (job ${id}; it worked on ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(previousPr)} before).${runLink(runUrl)}`;
            }
            return `✅ Done: the agent opened ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(link)} (job ${id}).${runLink(runUrl)}`;
        case 'no-pr':
            if (previousPr !== undefined) {
                const stays = previousPr ? `: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(previousPr)} stays as it was` : '';
                return `✅ Job ${id} took the request and changed no file${stays}.${runLink(runUrl)}`;
            }
            return `${words.noPr(id)}${runLink(runUrl)}`;
        case 'archived':
            return `⚠️ Job ${id} was archived before it finished; no pull request was made.${runLink(runUrl)}`;
        case 'failed':
            return `❌ Job ${id} failed. The API gives no reason: open the job in the Mintlify dashboard, then ${words.retry}.${runLink(runUrl)}`;
        case 'timeout':
            return `⏳ This workflow stopped waiting for job ${id} (status ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(outcome.job.status ?? 'unknown')}) when its time limit ran out. ${STILL_RUNNING}${runLink(runUrl)}`;
        case 'pending':
            return `🚀 Started job ${id}. This workflow does not wait for it; the agent opens its pull request when it finishes.${runLink(runUrl)}`;
    }
}
/** A request that continues a job which can no longer take messages goes to a new job. */
function refusedFollowUpText(jobId, why, runUrl) {
    return `↪️ Job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(jobId)} can no longer take messages (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(why)}), so this request starts a new job, told what the earlier one was. This comment is updated when it ends.${runLink(runUrl)}`;
}
/**
 * The note on a pull request the agent opened: which request opened it, and how to revise it. The
 * job marker that follows it (job-marker.ts) is what a later `/docs-agent` here continues.
 */
function agentPrText(jobId, trigger, origin, runUrl) {
    // A link target may not hold parentheses or spaces; safeUrl has already encoded the spaces.
    const href = origin?.url && (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .safeUrl */ .Pl)(origin.url)?.replace(/[()]/g, encodeURIComponent);
    const asked = href
        ? `[${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(origin?.what)}](${href})`
        : origin
            ? (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(origin.what)
            : runUrl
                ? `[a workflow run](${runUrl})`
                : 'a workflow run';
    return [
        `🤖 Mintlify's agent opened this pull request for ${asked} (job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(jobId)}).`,
        `To revise it, comment ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(`${trigger} <change>`)} here, e.g. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(`${trigger} shorter, and link the retry guide`)}, or start a review with it. The change goes to the same job, on this branch. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(`${trigger} --new <request>`)} starts a fresh job instead. Write access is needed.`
    ].join('\n\n');
}
/** The permission check could not be made: nothing ran, and the commenter is told to ask again. */
function uncheckedText(commenter, why, runUrl) {
    return `⚠️ **This request was not run.** GitHub did not answer the check of ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(`@${commenter}`)}'s permission on this repository (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(why)}), even after retries, so nothing was started. **What to do:** comment again in a few minutes.${runLink(runUrl)}`;
}
/** The thread could not be read: it may hold a job this request continues, so none was started. */
function unreadableThreadText(why, runUrl) {
    return `⚠️ **This request was not run.** GitHub did not answer when the action read this conversation to find the agent job it continues (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(why)}), even after retries. Starting a new job could make a second docs pull request, so nothing was started. **What to do:** comment again in a few minutes.${runLink(runUrl)}`;
}
/** A review whose inline comments could not be read: what it asks is not known. */
function unreadableReviewText(why, runUrl) {
    return `⚠️ **This request was not run.** GitHub did not answer when the action read this review's inline comments (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(why)}), even after retries, so what the review asks is not known and nothing was started. **What to do:** comment again in a few minutes.${runLink(runUrl)}`;
}
function cancelledText(jobId, runUrl) {
    if (!jobId) {
        return `⏹️ The workflow run was cancelled before the agent job was confirmed. Check the Mintlify dashboard for a new job before commenting again.${runLink(runUrl)}`;
    }
    return `⏹️ The workflow run was cancelled, but job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(jobId)} was already started. ${STILL_RUNNING}${runLink(runUrl)}`;
}
/**
 * A failure as prose that wraps on a phone: what happened first, then what to do, each as inert
 * text; the job and the run in a collapsed block below.
 */
function errorText(message, jobId, runUrl) {
    const { what, fix } = splitMessage(message);
    const lines = [`❌ **The docs agent could not finish this request.** ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .messageText */ .Lo)(what)}`];
    if (fix)
        lines.push(`**What to do:** ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .messageText */ .Lo)(fix)}`);
    const details = [
        jobId ? `Job ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(jobId)}.` : 'No job was started.',
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
/** The first version of a reply, before the run knows whether its request waits. */
function receivedText(runUrl) {
    return `👀 On it: this request is being read. This comment is updated as it goes.${runLink(runUrl)}`;
}
/** The request waits for an earlier one in the same conversation, or for the job to finish. */
function waitingTurnText(why, runUrl) {
    return `⏳ Waiting: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(why)}. This request then goes to the same agent job, and this comment is updated.${runLink(runUrl)}`;
}
/** A run that died (its lease ran out): another run says so in its place. */
function stoppedRunText() {
    return '⚠️ This run stopped before it finished (its runner was lost or stopped), so nothing more happens for this request here. Comment again to ask once more.';
}


/***/ }),

/***/ 4765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a8: () => (/* binding */ JOB_MARKER_PREFIX),
/* harmony export */   qB: () => (/* binding */ jobMarker),
/* harmony export */   yF: () => (/* binding */ readJobMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The hidden line that ties a conversation on GitHub to an agent job: the last line of the action's
 * own comments (the sticky reply, the note on the agent's pull request), read back to send a later
 * request to the same job. Anyone can write such a line, and any bot can echo one, so a marker is
 * signed: an HMAC keyed by the API key (a secret only the workflow has) over the repository, the
 * issue or pull request it was written on, and the job. A copied, edited or invented marker does not
 * verify and is ignored with a notice; github.ts reads markers only from the action's own comments.
 */

const JOB_MARKER_PREFIX = '<!-- mintlify-admin-action:job';
const PREFIX = JOB_MARKER_PREFIX;
/** Agent job ids as the API writes them; anything else in a marker is refused. */
const JOB_ID = /^[A-Za-z0-9_-]{1,100}$/;
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const SIGNED = /^<!-- mintlify-admin-action:job id=(\S+) repo=(\S+) thread=(\d{1,12})(?: home=(\d{1,12}))? sig=([0-9a-f]{32}) -->$/;
const UNSIGNED = /^<!-- mintlify-admin-action:job id=\S+ repo=\S+ -->$/;
/** 128 bits of HMAC-SHA-256: a guess succeeds once in 2^128 tries. */
function signature(key, jobId, place, home) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
        .update(`mintlify-admin-action job marker v2\n${place.repository.toLowerCase()}\n${place.thread}\n${jobId}${home === undefined ? '' : `\nhome=${home}`}`)
        .digest()
        .subarray(0, 16);
}
/**
 * The marker line for `jobId`, written on `place`, signed with `key` (the API key). `home` names the
 * thread where the job was asked for, when the marker is written elsewhere (the agent's pull
 * request): requests in both take turns together.
 */
function jobMarker(jobId, place, key, home) {
    const sig = signature(key, jobId, place, home).toString('hex');
    const homeField = home === undefined ? '' : ` home=${home}`;
    return `${PREFIX} id=${jobId} repo=${place.repository} thread=${place.thread}${homeField} sig=${sig} -->`;
}
/**
 * The job marker of one of the action's own comments, read against the place it was found: only the
 * comment's last line counts (a marker quoted higher up, in a code block or elsewhere, is ignored).
 * undefined when the comment has no marker at all.
 */
function readJobMarker(body, place, key) {
    const lines = body.trimEnd().split('\n');
    const last = (lines.at(-1) ?? '').trim();
    if (!last.startsWith(PREFIX)) {
        return body.includes(PREFIX)
            ? { kind: 'ignored', why: 'it is not on the last line, where the action writes it' }
            : undefined;
    }
    const match = SIGNED.exec(last);
    if (!match) {
        return {
            kind: 'ignored',
            why: UNSIGNED.test(last)
                ? 'it is not signed (written by a version of the action before markers were signed)'
                : 'it is malformed'
        };
    }
    const [, jobId = '', repository = '', thread = '', homeText, sig = ''] = match;
    const home = homeText === undefined ? undefined : Number(homeText);
    if (!JOB_ID.test(jobId) || !REPOSITORY.test(repository)) {
        return { kind: 'ignored', why: 'it is malformed' };
    }
    if (repository.toLowerCase() !== place.repository.toLowerCase()) {
        return { kind: 'ignored', why: `it names a job of another repository (${repository})` };
    }
    if (Number(thread) !== place.thread) {
        return { kind: 'ignored', why: `it was written for #${thread}, not #${place.thread}` };
    }
    const expected = signature(key, jobId, place, home);
    if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, Buffer.from(sig, 'hex'))) {
        return {
            kind: 'ignored',
            why: 'its signature does not verify (copied, edited or invented; or the API key changed)'
        };
    }
    return home === undefined ? { kind: 'job', jobId } : { kind: 'job', jobId, home };
}


/***/ }),

/***/ 3073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ readQueueMarker),
/* harmony export */   et: () => (/* binding */ queueMarker),
/* harmony export */   gM: () => (/* binding */ before),
/* harmony export */   iw: () => (/* binding */ QUEUE_MARKER_PREFIX)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The hidden line by which runs answering requests in one conversation take turns, written in each
 * run's reply while it waits (`waiting`) or works (`sent`) and removed when it ends. Requests that
 * come at once (comments seconds apart, a review and a comment) thus make one job: the earliest
 * reply becomes the job's first request, every later one a follow-up in turn (turns.ts). Signed like
 * the job marker, over the reply it is in, so no other comment can hold a run back.
 */

const QUEUE_MARKER_PREFIX = '<!-- mintlify-admin-action:queue';
const LINE = /^<!-- mintlify-admin-action:queue state=(waiting|sent|held) at=(\d{1,15}) until=(\d{1,15}) sig=([0-9a-f]{32}) -->$/;
function signature(key, replyMarker, place, fields) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
        .update(`mintlify-admin-action queue marker v1\n${place.repository.toLowerCase()}\n${place.thread}\n${replyMarker}\n${fields}`)
        .digest()
        .subarray(0, 16);
}
/** The line for a run whose reply starts with `replyMarker`, signed with `key` (the API key). */
function queueMarker(entry, replyMarker, place, key) {
    const fields = `state=${entry.state} at=${Math.round(entry.at)} until=${Math.round(entry.until)}`;
    const sig = signature(key, replyMarker, place, fields).toString('hex');
    return `${QUEUE_MARKER_PREFIX} ${fields} sig=${sig} -->`;
}
/**
 * The queue entry of one of the action's replies (a bot's comment whose first line is its reply
 * marker), or undefined. The line is read only where the action writes it: last, or just above the
 * job marker, which is always last.
 */
function readQueueMarker(comment, place, key) {
    const lines = comment.body.trimEnd().split('\n');
    const replyMarker = lines[0] ?? '';
    const candidates = [lines.at(-1), lines.at(-2)].map((line) => (line ?? '').trim());
    for (const line of candidates) {
        const match = LINE.exec(line);
        if (!match)
            continue;
        const [, state = '', at = '', until = '', sig = ''] = match;
        const fields = `state=${state} at=${at} until=${until}`;
        const expected = signature(key, replyMarker, place, fields);
        if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, Buffer.from(sig, 'hex')))
            return undefined;
        return {
            replyId: comment.id,
            state: state,
            at: Number(at),
            until: Number(until),
            marker: replyMarker
        };
    }
    return undefined;
}
/**
 * True when `a` came before `b`: by the order GitHub numbered their replies in, which is the order
 * they were posted. Each run posts before it reads, so of two runs the later always sees the
 * earlier's line: the only order every run agrees on. (When the request was made is not: runs start
 * in any order, and a later request's run may post first.)
 */
function before(a, b) {
    return a.replyId < b.replyId;
}


/***/ }),

/***/ 3289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P8: () => (/* binding */ REPLY_MARKER_PREFIX),
/* harmony export */   Td: () => (/* binding */ replyMarker),
/* harmony export */   mp: () => (/* binding */ CommentReply)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4952);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6584);
/* harmony import */ var _job_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4765);
/**
 * The action's reply on an issue or pull request: written once, then edited as the run goes on.
 * Its hidden first line (the reply marker) names what it answers; its hidden last lines are the
 * run's queue line and the conversation's job marker.
 */



/** Every reply this action writes starts with this, so the trigger can ignore the action's own comments. */
const REPLY_MARKER_PREFIX = '<!-- mintlify-admin-action:reply';
/** The hidden first line of a reply, naming what it answers (`comment=<id>`, `merged-pr=<n>`). */
function replyMarker(key) {
    return `${REPLY_MARKER_PREFIX} ${key} -->`;
}
/**
 * The action's one answer to a triggering comment: a reaction on that comment and a single reply on
 * the issue or pull request, written once and then edited. The reply carries a hidden marker naming
 * the triggering comment. A create GitHub may have stored is never repeated blindly: after a failed
 * create the reply is looked for first. A re-run of the same request replaces the earlier reply with a
 * new one (`requeue`), so that it takes its turn after the requests made since (turns.ts); the note on
 * the agent's pull request is edited in place instead.
 */
class CommentReply {
    octokit;
    target;
    options;
    replyId;
    marker;
    footer = '';
    /** The queue line (queue-marker.ts) while the run waits or works; above the job marker. */
    queueLine = '';
    /** The last text posted (or meant to be), to post again with a renewed queue line. */
    lastText;
    /** The last text that could not be posted, to try once more at the end of the run. */
    unposted;
    /** The login the token writes as, learnt from the reply GitHub stored. */
    login;
    /** Whether the earlier reply of a re-run was looked for yet. */
    looked = false;
    /** A re-run's earlier reply, deleted once the new one stands. */
    replaced;
    /** Posts run one at a time, in the order they were asked for (a renewal never overtakes the end). */
    chain = Promise.resolve();
    constructor(octokit, target, options) {
        this.octokit = octokit;
        this.target = target;
        this.options = options;
        this.marker = options.marker;
    }
    /**
     * Reacts 👀 to the triggering comment, so the commenter sees at once that the run started. GitHub
     * has no reactions on a review: its reply is the acknowledgement.
     */
    async react() {
        const { owner, repo, commentId, issueNumber } = this.target;
        if (this.target.commentKind === 'pull-review')
            return;
        await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGitHub */ .d2)('add a reaction to the comment', ({ signal }) => this.target.commentKind === 'labeled-issue'
            ? this.octokit.rest.reactions.createForIssue({
                owner,
                repo,
                issue_number: issueNumber,
                content: 'eyes',
                request: { signal }
            })
            : this.target.commentKind === 'review'
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
    /** A hidden line every later version of the reply carries (the job marker, once a job exists). */
    remember(line) {
        this.footer = line;
    }
    /** The run's queue line for the next versions of the reply; undefined once the run is done. */
    queue(line) {
        this.queueLine = line ?? '';
    }
    /** True while the reply carries a queue line (the run waits or works). */
    get queued() {
        return this.queueLine !== '';
    }
    /** The reply's comment id, once it is posted. */
    get id() {
        return this.replyId;
    }
    /** The login the workflow's token writes as (the reply's author), once the reply is posted. */
    get author() {
        return this.login;
    }
    /** Writes `text` as the reply: edits this run's reply, or creates it. Posts never overlap. */
    post(text) {
        this.lastText = text;
        const next = this.chain.then(() => this.write(text));
        this.chain = next.catch(() => undefined);
        return next;
    }
    /** Posts the last text again with the current queue line (a renewed lease); nothing once the run is done. */
    renew(line) {
        const next = this.chain.then(async () => {
            if (!this.queued || this.lastText === undefined)
                return;
            this.queueLine = line();
            await this.write(this.lastText);
        });
        this.chain = next.catch(() => undefined);
        return next;
    }
    /**
     * Replaces the reply with a new comment, so that it takes a later place in the conversation's
     * queue (its lease lapsed while it waited): the old one is deleted once the new one stands.
     */
    requeue() {
        const next = this.chain.then(async () => {
            const old = this.replyId;
            this.replyId = undefined;
            await this.write(this.lastText ?? '');
            if (old !== undefined && this.replyId !== undefined && this.replyId !== old) {
                await this.remove(old);
            }
        });
        this.chain = next.catch(() => undefined);
        return next;
    }
    /** Deletes another copy of this reply (a create GitHub stored twice), so no stale text stays behind. */
    async removeCopy(id) {
        if (id === this.replyId)
            return;
        await this.remove(id);
    }
    async remove(id) {
        const { owner, repo } = this.target;
        await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGitHub */ .d2)('delete an earlier copy of the reply', ({ signal }) => this.octokit.rest.issues.deleteComment({
            owner,
            repo,
            comment_id: id,
            request: { signal }
        }), this.options);
    }
    body(text) {
        const hidden = [this.queueLine, this.footer].filter(Boolean).join('\n');
        return `${this.marker}\n${this.scrub(text)}${hidden ? `\n\n${hidden}` : ''}`;
    }
    async write(text) {
        const { owner, repo } = this.target;
        if (!this.looked) {
            this.looked = true;
            await this.adoptEarlier();
        }
        if (this.replyId !== undefined) {
            const id = this.replyId;
            const updated = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGitHub */ .d2)('edit the reply comment', ({ signal }) => this.octokit.rest.issues.updateComment({
                owner,
                repo,
                comment_id: id,
                body: this.body(text),
                request: { signal }
            }), this.options);
            if (updated) {
                this.login ??= updated.data.user?.login;
                this.unposted = undefined;
                return;
            }
            // Deleted meanwhile, or not editable by this token: a new reply still tells the outcome.
            this.replyId = undefined;
        }
        await this.create(text);
        if (this.replaced !== undefined && this.replyId !== undefined) {
            const old = this.replaced;
            this.replaced = undefined;
            await this.remove(old);
        }
    }
    /**
     * Creates the reply. GitHub may store a comment and lose the answer (a reset, a proxy's 5xx), so
     * the create is never retried blindly (Octokit's retry plugin would post it twice): after a failure
     * the reply is looked for, and only when it is not there is it created once more.
     */
    async create(text) {
        const { owner, repo, issueNumber } = this.target;
        for (let attempt = 0; attempt < 2; attempt++) {
            let refused = false;
            const created = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGitHub */ .d2)('post the reply comment', async ({ signal }) => {
                try {
                    return await this.octokit.rest.issues.createComment({
                        owner,
                        repo,
                        issue_number: issueNumber,
                        body: this.body(text),
                        request: { signal, retries: 0 }
                    });
                }
                catch (error) {
                    refused = definiteRefusal(error);
                    throw error;
                }
            }, this.options);
            if (created) {
                this.replyId = created.data.id;
                this.login ??= created.data.user?.login;
                this.unposted = undefined;
                return;
            }
            // GitHub said no (a read-only token, say): nothing was stored.
            if (refused)
                break;
            const stored = await this.findOwn();
            if (stored !== undefined) {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('The reply was stored by GitHub although its answer was lost: it is edited, not posted again.');
                this.replyId = stored.id;
                this.login ??= stored.login;
                await this.write(text);
                return;
            }
        }
        this.unposted = text;
    }
    /**
     * At the end of the run: posts once more the last text that could not be posted, after GitHub's
     * retries gave up on it. True when the reply stands; false when the answer is only in the job
     * summary.
     */
    async settle() {
        await this.chain;
        if (this.unposted === undefined)
            return true;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Posting the reply that could not be posted once more.');
        await this.post(this.unposted);
        return this.unposted === undefined;
    }
    /**
     * A re-run of the same request: its earlier reply is taken up (the note on the agent's pull
     * request), or, with `requeue`, replaced by a new one that carries the earlier one's job marker.
     */
    async adoptEarlier() {
        const earlier = await this.findOwn();
        if (earlier === undefined)
            return;
        this.login ??= earlier.login;
        if (!this.options.requeue) {
            this.replyId = earlier.id;
            return;
        }
        const last = earlier.body.trimEnd().split('\n').at(-1)?.trim() ?? '';
        if (!this.footer && last.startsWith(_job_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .JOB_MARKER_PREFIX */ .a8))
            this.footer = last;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('A re-run of this request: its earlier reply is replaced by one that takes its turn now.');
        // Removed only once the new reply stands, so the conversation's job marker is never missing.
        this.replaced = earlier.id;
    }
    /**
     * The reply to this request GitHub already holds: a comment that starts with its marker, written
     * by a bot account (the workflow's GITHUB_TOKEN, or an app) and, once known, by this token's login.
     * Anyone who can comment can paste the marker: adopting such a comment would put the outcome where
     * its author can rewrite it.
     */
    async findOwn() {
        const { owner, repo, issueNumber, createdAt } = this.target;
        const comments = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .tryGitHub */ .d2)('list the comments to find an earlier reply', ({ signal }) => this.octokit.paginate(this.octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100,
            ...(createdAt ? { since: createdAt } : {}),
            request: { signal }
        }), this.options);
        const own = (comments ?? []).find((comment) => comment.id !== this.replaced &&
            (comment.body ?? '').split('\n', 1)[0] === this.marker &&
            comment.user?.type === 'Bot' &&
            (this.login === undefined || comment.user.login === this.login));
        return own && { id: own.id, body: own.body ?? '', login: own.user?.login };
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
/** An answer that says the create was not carried out: a 4xx other than a time-out or a rate limit. */
function definiteRefusal(error) {
    const status = error.status;
    const answered = error.response !== undefined;
    return (answered &&
        typeof status === 'number' &&
        status >= 400 &&
        status < 500 &&
        status !== 408 &&
        status !== 429);
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JG: () => (/* binding */ ownPullNumber),
/* harmony export */   TK: () => (/* binding */ readComments),
/* harmony export */   cR: () => (/* binding */ ThreadWatch),
/* harmony export */   ss: () => (/* binding */ lastPage),
/* harmony export */   ym: () => (/* binding */ findConversationJob)
/* harmony export */ });
/* unused harmony exports MAX_THREAD_COMMENTS, QUEUE_PAGES, ownComment */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4952);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6584);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9630);
/* harmony import */ var _job_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4765);
/* harmony import */ var _reply_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3289);
/* harmony import */ var _queue_marker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3073);
/**
 * Reading a conversation on GitHub: the job its newest job marker names and the runs taking turns
 * in it, from the action's own comments only.
 */






/** Comments read to find a conversation's job, newest first: GitHub's busiest threads stay well under this. */
const MAX_THREAD_COMMENTS = 3000;
const THREAD_PAGE = 100;
/** Pages read for the runs taking turns: a burst of requests is a few comments, all recent. */
const QUEUE_PAGES = 2;
/** The number of the last page in a Link header (`<…&page=7>; rel="last"`), or undefined. */
function lastPage(link) {
    for (const part of (link ?? '').split(',')) {
        const match = /<([^>]*)>\s*;\s*rel="last"/.exec(part);
        if (!match)
            continue;
        const page = Number(new URL(match[1], 'https://x.invalid').searchParams.get('page'));
        return Number.isSafeInteger(page) && page >= 1 ? page : undefined;
    }
    return undefined;
}
/**
 * True for the action's own comments: in its reply form, written by a bot account and, once the
 * login the workflow's token writes as is known (the author of this run's reply), by that login.
 * Another bot's verbatim copy of a reply counts for nothing.
 */
function ownComment(comment, author) {
    return (comment.user?.type === 'Bot' &&
        (author === undefined || comment.user.login === author) &&
        (comment.body ?? '').startsWith(_reply_js__WEBPACK_IMPORTED_MODULE_4__/* .REPLY_MARKER_PREFIX */ .P8));
}
/** The queue lines and the newest valid job marker of some comments, newest first. */
function readComments(comments, place, key, author, readQueue = true) {
    const queue = [];
    let found;
    for (const comment of [...comments].reverse()) {
        const body = comment.body ?? '';
        const own = ownComment(comment, author);
        if (readQueue && own && body.includes(_queue_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .QUEUE_MARKER_PREFIX */ .iw)) {
            const entry = (0,_queue_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .readQueueMarker */ .C$)({ id: comment.id, body }, place, key);
            if (entry)
                queue.push({ ...entry, thread: place.thread });
        }
        if (found || !body.includes(_job_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .JOB_MARKER_PREFIX */ .a8))
            continue;
        const where = (0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(comment.html_url);
        if (!own) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Ignored a job marker in a comment by @${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(comment.user?.login ?? 'unknown')} (${where}): only the action's own comments name a conversation's job.`);
            continue;
        }
        const reading = (0,_job_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .readJobMarker */ .yF)(body, place, key);
        if (reading?.kind === 'job') {
            found = { jobId: reading.jobId, commentUrl: comment.html_url, home: reading.home };
        }
        else if (reading)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Ignored a job marker in ${where}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(reading.why)}.`);
    }
    return { queue, found };
}
/**
 * The job of the newest job marker on an issue or pull request, read from the action's own comments
 * only (ownComment), the marker on their last line and signed for this thread (job-marker.ts). Any
 * other marker is ignored with a notice. The thread is read from its newest page back,
 * MAX_THREAD_COMMENTS at most, and the search stops at the first valid marker. No `jobId` when none
 * is found; `unreadable` says why when a page could not be read (the warning is already logged): the
 * caller then starts no job, since the thread may hold the one this request continues.
 */
async function findConversationJob(octokit, thread, repository, 
/** The key markers are signed with (the API key). */
key, 
/** The login the workflow's token writes as, when known: only its comments count. */
author) {
    const place = { repository, thread: thread.issueNumber };
    const listPage = (page) => (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptGitHub */ .XX)('list the comments to find the conversation’s job', ({ signal }) => octokit.rest.issues.listComments({
        owner: thread.owner,
        repo: thread.repo,
        issue_number: thread.issueNumber,
        per_page: THREAD_PAGE,
        page,
        request: { signal }
    }));
    const first = await listPage(1);
    const queue = [];
    const bodies = new Map();
    if (!first.ok)
        return { queue, unreadable: first.why };
    const last = lastPage(first.value.headers.link) ?? 1;
    const oldest = Math.max(1, last - MAX_THREAD_COMMENTS / THREAD_PAGE + 1);
    let found;
    for (let page = last; page >= oldest; page--) {
        const queuePage = last - page < QUEUE_PAGES;
        if (found && !queuePage)
            break;
        const result = page === 1 ? first : await listPage(page);
        if (!result.ok)
            return { queue, unreadable: result.why };
        const read = readComments(result.value.data, place, key, author, queuePage);
        queue.push(...read.queue);
        if (queuePage)
            for (const c of result.value.data)
                bodies.set(c.id, c.body ?? '');
        found ??= read.found;
    }
    if (found)
        return { ...found, queue, bodies };
    if (oldest > 1) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Read the newest ${MAX_THREAD_COMMENTS} comments of #${thread.issueNumber} and found no job there; older comments were not read.`);
    }
    return { queue, bodies };
}
/**
 * The newest pages of a thread, read again only when they changed: each page is asked for with the
 * ETag of its last answer, and GitHub answers an unchanged page 304, which costs nothing against the
 * token's rate limit. Waiting for a turn thus costs requests only for what changed.
 */
class ThreadWatch {
    octokit;
    thread;
    pages = [];
    /** Requests made, and those GitHub counted (not 304). */
    calls = { made: 0, counted: 0 };
    constructor(octokit, thread) {
        this.octokit = octokit;
        this.thread = thread;
    }
    /** The comments of the newest QUEUE_PAGES pages, and whether anything changed since the last read. */
    async read() {
        if (this.pages.length > 0) {
            let changed = false;
            let grown = false;
            for (const watched of this.pages) {
                const result = await this.get(watched.page, watched.etag);
                if ('unreadable' in result)
                    return result;
                if (result.unchanged)
                    continue;
                changed = true;
                watched.etag = result.etag;
                watched.comments = result.comments;
                // The thread grew past the newest page watched: the window moves.
                grown ||= (lastPage(result.link) ?? watched.page) > (this.pages.at(-1)?.page ?? 1);
            }
            if (!grown)
                return { comments: this.comments(), changed };
        }
        // First read, or the thread grew a page: the newest pages, from the first's Link header.
        const first = await this.get(1);
        if ('unreadable' in first)
            return first;
        if (first.unchanged)
            return { comments: this.comments(), changed: false };
        const last = lastPage(first.link) ?? 1;
        const pages = [];
        for (let page = Math.max(1, last - QUEUE_PAGES + 1); page <= last; page++) {
            const result = page === 1 ? first : await this.get(page);
            if ('unreadable' in result)
                return result;
            if (result.unchanged)
                continue;
            pages.push({ page, etag: result.etag, comments: result.comments });
        }
        this.pages = pages;
        return { comments: this.comments(), changed: true };
    }
    comments() {
        return this.pages.flatMap((p) => p.comments);
    }
    async get(page, etag) {
        this.calls.made++;
        const result = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptGitHub */ .XX)('list the comments of the conversation', async ({ signal }) => {
            try {
                return await this.octokit.rest.issues.listComments({
                    owner: this.thread.owner,
                    repo: this.thread.repo,
                    issue_number: this.thread.issueNumber,
                    per_page: THREAD_PAGE,
                    page,
                    headers: etag ? { 'if-none-match': etag } : {},
                    request: { signal }
                });
            }
            catch (error) {
                // Octokit reports GitHub's 304 (nothing changed) as an error.
                if (error.status === 304)
                    return undefined;
                throw error;
            }
        });
        if (!result.ok)
            return { unreadable: result.why };
        if (result.value === undefined)
            return { unchanged: true };
        this.calls.counted++;
        return {
            unchanged: false,
            comments: result.value.data,
            etag: result.value.headers.etag,
            link: result.value.headers.link
        };
    }
}
/** The number of a pull request link in `repository` on `server`, or undefined. */
function ownPullNumber(link, repository, server = 'https://github.com') {
    if (!link || !repository)
        return undefined;
    const match = /^(https:\/\/[^/]+)\/([^/]+\/[^/]+)\/pull\/(\d+)\/?$/.exec(link);
    if (!match || match[1]?.toLowerCase() !== server.toLowerCase().replace(/\/+$/, '')) {
        return undefined;
    }
    return match[2]?.toLowerCase() === repository.toLowerCase() ? Number(match[3]) : undefined;
}


/***/ })

};
