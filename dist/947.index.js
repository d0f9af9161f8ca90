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
/* harmony import */ var _job_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1413);
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
    let started = false;
    try {
        outcome = await (0,_agent_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .runAgent */ .J)(config, {
            ...deps,
            onLongWait: async (resetAt) => {
                await deps.onLongWait?.(resetAt);
                await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitedText */ .Un)(resetAt, deps.deadline.clock.now(), runUrl));
            },
            started: async (job) => {
                started = true;
                await deps.started?.(job);
                // Every later version of the reply names the job: the next request here continues it.
                if (texts.repository && job.id)
                    reply?.remember((0,_job_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .jobMarker */ .q)(job.id, texts.repository));
                await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .workingText */ .ld)(job, runUrl));
            }
        });
    }
    catch (error) {
        // The caller answers this one itself (a follow-up the job refused: a new job takes it).
        if (!started && texts.passOn?.(error))
            throw error;
        // A cancelled workflow stops the waiting, not the job: "failed" would invite a second run.
        const jobId = deps.record.report.jobId;
        await reply?.post(deps.signal?.aborted
            ? (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .cancelledText */ .DE)(jobId, runUrl)
            : (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .errorText */ .kc)((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), jobId, runUrl));
        throw error;
    }
    await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomeText */ .EL)(outcome, words, runUrl, texts.previousPr));
    return outcome;
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
// EXTERNAL MODULE: ./src/triggers/agent-pr.ts
var agent_pr = __webpack_require__(3295);
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
    const outcome = await (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt }, deps, reply, {
        words: reply_texts/* MERGED_WORDS */.Pw,
        runUrl: runner.runUrl,
        // A later `/docs-agent …` on this pull request continues this job (conversation.ts).
        repository: runner.repository ?? `${pull.owner}/${pull.repo}`
    });
    if (outcome.result === 'pr' && octokit) {
        await (0,agent_pr.noteOnAgentPr)(outcome.job, config, runner, {
            octokit,
            origin: deps.record.report.request
        });
    }
    return outcome;
}


/***/ })

};
