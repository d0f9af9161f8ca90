export const id = 833;
export const ids = [833];
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

/***/ 4833:
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
/**
 * `new …` at the start of a request asks for a fresh job instead of continuing the conversation's;
 * the rest is the request.
 */
function splitNew(request) {
    const match = /^new(?:\s+([\s\S]*))?$/i.exec(request);
    return match ? { fresh: true, request: (match[1] ?? '').trim() } : { fresh: false, request };
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
    const review = event.name === 'pull_request_review';
    // A review is `submitted` once (its state can be anything: a request for changes is the point).
    const expected = review ? 'submitted' : 'created';
    if (payload.action !== expected) {
        const what = review ? 'review' : 'comment';
        return { run: false, reason: `the ${what} was ${payload.action ?? 'changed'}, not ${expected}` };
    }
    const comment = review
        ? payload.review && { ...payload.review, created_at: payload.review.submitted_at }
        : payload.comment;
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
            commentKind: review
                ? 'pull-review'
                : event.name === 'pull_request_review_comment'
                    ? 'review'
                    : 'issue',
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

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(9630);
;// CONCATENATED MODULE: ./src/triggers/conversation.ts
/**
 * A request in a conversation that already has a job (the agent's pull request, or the issue or pull
 * request where the first request was made) goes to that job as a follow-up message, so the
 * conversation keeps one docs pull request. A job that can no longer take messages (the API answers
 * 400 or 404, or the job is archived) hands the request to a new job, told what the earlier one was.
 */





/** The API's ways of saying a job takes no more messages. */
function refusedMessage(error) {
    return error instanceof errors/* ApiError */.h && (error.status === 400 || error.status === 404);
}
async function continueConversation(config, deps, reply, texts, conversation, prompt) {
    const { jobId } = conversation;
    let before;
    let why;
    try {
        before = await deps.api.getAgentJob(config.projectId, jobId);
        if (before.status === 'archived')
            why = 'it was archived';
    }
    catch (error) {
        if (!(error instanceof errors/* ApiError */.h && error.status === 404))
            throw error;
        why = 'the API no longer knows it';
    }
    const previousPr = before?.prLink ?? undefined;
    if (why === undefined) {
        core/* info */.pq(`This conversation belongs to agent job ${(0,untrusted/* inert */.tJ)(jobId)}: sending the request to it.`);
        deps.record.followUp(previousPr ?? '');
        try {
            const outcome = await (0,agent_reply/* runAgentWithReply */.v)({ ...config, jobId, prompt }, deps, reply, {
                ...texts,
                previousPr: previousPr ?? '',
                passOn: refusedMessage
            });
            return { outcome, previousPr };
        }
        catch (error) {
            if (!refusedMessage(error))
                throw error;
            why = `the API answered HTTP ${error.status}${error.serverMessage ? `: ${error.serverMessage}` : ''}`;
        }
    }
    core/* notice */.lm(`Agent job ${(0,untrusted/* inert */.tJ)(jobId)} can no longer take messages (${(0,untrusted/* inert */.tJ)(why)}): starting a new job with this request.`);
    await reply.post((0,reply_texts/* refusedFollowUpText */.gn)(jobId, why, texts.runUrl));
    const context = [
        '',
        `- Earlier job: this continues a request handled by Mintlify agent job ${jobId}${previousPr ? `, which opened ${previousPr}` : ''}; that job can no longer take messages.`
    ].join('\n');
    const outcome = await (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt: `${prompt}${context}` }, deps, reply, texts);
    return { outcome };
}

// EXTERNAL MODULE: ./src/triggers/agent-pr.ts
var agent_pr = __webpack_require__(3295);
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
 * Agent mode on a comment event (or a submitted review) with no `prompt`: the comment is the
 * request. Skips (output `skipped=true`, no Admin API call) unless a person with write access wrote
 * the trigger phrase in a new comment; otherwise reacts 👀, and either continues the conversation's
 * job (conversation.ts) or, for a first request or `new …`, starts one with a prompt that says where
 * the request came from. One reply comment, edited as the job moves on, answers and names the job;
 * a new pull request in this repository gets a note on how to revise it (agent-pr.ts). GitHub
 * failures are warnings: they never fail the step or hide the agent's result.
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
    const kind = target.commentKind === 'pull-review' ? 'review' : 'comment';
    const marker = (0,reply_texts/* replyMarker */.Td)(`${kind}=${target.commentId}`);
    const reply = new github/* CommentReply */.mp(octokit, target, {
        marker,
        secrets: [config.apiKey, config.githubToken]
    });
    const { fresh, request } = splitNew(screening.request);
    if (!request) {
        await reply.post((0,reply_texts/* usageText */.tx)(config.commentTrigger));
        return skip(deps, `the comment has ${config.commentTrigger} but no request`, core/* notice */.lm);
    }
    await reply.react();
    const subject = await (0,github/* readSubject */.$e)(octokit, target, screening.subject);
    const prompt = buildPrompt(request, { ...screening, subject });
    core/* info */.pq(`Request from @${commenter} on ${subject.kind} #${subject.number}.`);
    const { repository } = screening;
    // Unless asked for a fresh job, a conversation that has one continues it.
    const conversation = fresh
        ? undefined
        : await (0,github/* findConversationJob */.ym)(octokit, { owner: target.owner, repo: target.repo, issueNumber: target.issueNumber }, repository, marker);
    const texts = { runUrl: runner.runUrl, repository };
    const { outcome, previousPr } = conversation
        ? await continueConversation(config, deps, reply, texts, conversation, prompt)
        : { outcome: await (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt }, deps, reply, texts) };
    if (outcome.result === 'pr' && outcome.job.prLink !== previousPr) {
        await (0,agent_pr.noteOnAgentPr)(outcome.job, config, runner, {
            octokit,
            origin: deps.record.report.request
        });
    }
    return outcome;
}


/***/ })

};
