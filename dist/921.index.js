export const id = 921;
export const ids = [921];
export const modules = {

/***/ 6293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ failureText),
/* harmony export */   v: () => (/* binding */ runAgentWithReply)
/* harmony export */ });
/* harmony import */ var _agent_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6016);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _github_job_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4765);
/* harmony import */ var _reply_texts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8064);




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
                await reply?.post((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_3__/* .rateLimitedText */ .Un)(resetAt, deps.deadline.clock.now(), runUrl));
            },
            started: async (job) => {
                started = true;
                await deps.started?.(job);
                // Every later version of the reply names the job: the next request here continues it.
                if (texts.conversation && job.id)
                    reply?.remember((0,_github_job_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .jobMarker */ .qB)(job.id, texts.conversation, config.apiKey));
                await reply?.post(withNote((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_3__/* .workingText */ .ld)(job, runUrl), texts));
            }
        });
    }
    catch (error) {
        // The caller answers this one itself (a follow-up the job refused: a new job takes it).
        if (!started && texts.passOn?.(error))
            throw error;
        // The run is over: its queue line goes, and the next request in the conversation takes its turn.
        reply?.queue?.(undefined);
        await reply?.post(withNote(failureText(error, deps, deps.record.report.jobId, runUrl), texts));
        throw error;
    }
    reply?.queue?.(outcome.result === 'pending' ? texts.holdLine?.() : undefined);
    await reply?.post(withNote((0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_3__/* .outcomeText */ .EL)(outcome, words, runUrl, texts.previousPr), texts));
    return outcome;
}
/**
 * The reply for a run that ends in an error: what failed and what to do, or, when the workflow was
 * cancelled, that the job goes on (a cancelled workflow stops the waiting, not the job: "failed"
 * would invite a second run).
 */
function failureText(error, deps, jobId, runUrl) {
    return deps.signal?.aborted
        ? (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_3__/* .cancelledText */ .DE)(jobId, runUrl)
        : (0,_reply_texts_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), jobId, runUrl);
}
/** The reply's text, and below it what the request left out (a review's comments, cut text). */
function withNote(text, texts) {
    return texts.note ? `${text}\n\n${texts.note}` : text;
}


/***/ }),

/***/ 8988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ answerInTurn),
  t: () => (/* binding */ turnOptionsOf)
});

// EXTERNAL MODULE: ./src/agent/agent.ts
var agent = __webpack_require__(6016);
// EXTERNAL MODULE: ./src/triggers/conversation/agent-reply.ts
var agent_reply = __webpack_require__(6293);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 19 modules
var core = __webpack_require__(4952);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/triggers/conversation/reply-texts.ts
var reply_texts = __webpack_require__(8064);
// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __webpack_require__(9630);
;// CONCATENATED MODULE: ./src/triggers/conversation/conversation.ts
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
        if (!(error instanceof errors/* ApiError */.h && error.status === 404)) {
            // The job could not be read (401, 403, 5xx, the deadline, a cancel): nothing was sent, and
            // the commenter gets the same answer a first request gets, not a lone 👀.
            reply.queue?.(undefined);
            await reply.post((0,agent_reply/* failureText */.k)(error, deps, jobId, texts.runUrl));
            throw error;
        }
        why = 'the API no longer knows it';
    }
    const previousPr = before?.prLink ?? undefined;
    if (why === undefined) {
        core/* info */.pq(`This conversation belongs to agent job ${(0,untrusted/* inert */.tJ)(jobId)}: sending the request to it.`);
        deps.record.followUp(previousPr ?? '');
        try {
            const outcome = await (0,agent_reply/* runAgentWithReply */.v)({ ...config, jobId, prompt }, { ...deps, before }, reply, {
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
    // No follow-up after all: the summary must say what the reply says, a new job's result.
    deps.record.followUp(undefined);
    core/* notice */.lm(`Agent job ${(0,untrusted/* inert */.tJ)(jobId)} can no longer take messages (${(0,untrusted/* inert */.tJ)(why)}): starting a new job with this request.`);
    await reply.post((0,reply_texts/* refusedFollowUpText */.gn)(jobId, why, texts.runUrl));
    const context = [
        '',
        `- Earlier job: this continues a request handled by Mintlify agent job ${jobId}${previousPr ? `, which opened ${previousPr}` : ''}; that job can no longer take messages.`
    ].join('\n');
    const outcome = await (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt: `${prompt}${context}` }, deps, reply, texts);
    return { outcome };
}

// EXTERNAL MODULE: ./src/util/time.ts
var time = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/triggers/github/thread.ts
var thread = __webpack_require__(3797);
// EXTERNAL MODULE: ./src/triggers/github/job-marker.ts
var job_marker = __webpack_require__(4765);
// EXTERNAL MODULE: ./src/triggers/github/queue-marker.ts
var queue_marker = __webpack_require__(3073);
;// CONCATENATED MODULE: ./src/triggers/conversation/turns.ts
/**
 * Requests in one conversation take turns, so a burst (comments seconds apart, a review and a
 * comment, a re-run, a merged pull request and a comment on it, requests on the original thread and
 * on the agent's pull request) makes exactly one agent job and every other request a follow-up to it.
 *
 * The runs share nothing but the threads, so they coordinate there. Each run first posts its reply
 * with a signed queue line (queue-marker.ts), then reads the threads. The order is the order GitHub
 * numbered the replies in: posting before reading means that of two runs the later always sees the
 * earlier one's line, so every run agrees on it. A run goes when no earlier run is still live and the
 * job (if the conversation has one) is not `active`; the first run of a conversation with no job
 * starts it. A line is a lease: a live run renews it every LEASE_RENEW_MS, so a run that dies (a lost
 * runner, an OOM kill) holds the others back for LEASE_MS at most, and its reply is then tidied by
 * the next run that sees it. Waiting reads only what changed (conditional requests), and not at all
 * while only the job's own work is awaited.
 *
 * The workflow's `concurrency:` is not used: GitHub keeps one pending run per group and cancels the
 * others without a word.
 */









/** How long a run's queue line holds the others back without being renewed. */
const LEASE_MS = 120_000;
/** How often a live run renews its line: 45 edits an hour, 40 s before the lease would end. */
const LEASE_RENEW_MS = 80_000;
/** While only the job's work is awaited, the threads are read again at least this often. */
const SAFETY_READ_MS = 300_000;
/** The first look at the threads again after a wait; then less often, up to the longest pause. */
const FIRST_PAUSE_MS = 3_000;
const LONGEST_PAUSE_MS = 20_000;
/** This run's queue line (`waiting`, `sent`, or `held` after a follow-up not waited for), leased anew. */
function queueLine(options, state, leaseMs = options.leaseMs ?? LEASE_MS) {
    const { reply, place, key, at, deadline } = options;
    const until = deadline.clock.now() + leaseMs;
    return (0,queue_marker/* queueMarker */.et)({ state, at, until }, reply.marker, place, key);
}
/** Writes this run's queue line into its reply's next version. */
function markTurn(options, state) {
    options.reply.queue(queueLine(options, state));
}
/**
 * Renews this run's `sent` line every LEASE_RENEW_MS while it works (a follow-up or the first job
 * runs), so that later requests wait for it; stop() when the run ends. Real time: the wait for the
 * job is real on a runner.
 */
function keepLease(options) {
    const timer = setInterval(() => {
        void options.reply.renew(() => queueLine(options, 'sent'));
    }, renewEvery(options.leaseMs));
    timer.unref();
    return { stop: () => clearInterval(timer) };
}
function renewEvery(leaseMs) {
    return leaseMs === undefined ? LEASE_RENEW_MS : Math.round((leaseMs * 2) / 3);
}
/** Waits for this request's turn in its conversation (see above). */
async function takeTurn(options) {
    const { reply, deadline } = options;
    markTurn(options, 'waiting');
    await reply.post((0,reply_texts/* receivedText */.Rq)(options.runUrl));
    // A run whose reply GitHub refused (a read-only token) has no place: it goes last, after every
    // run it can see, and never ahead of one.
    const placed = reply.id !== undefined;
    if (!placed) {
        core/* warning */.$e('This run’s reply could not be posted: it takes its turn after every request it can see.');
    }
    const author = reply.author;
    const search = await (0,thread/* findConversationJob */.ym)(options.octokit, options.thread, options.place.repository, options.key, author);
    if (search.unreadable !== undefined)
        return { kind: 'unreadable', why: search.unreadable };
    // A fresh job is this request's own: it needs no turn.
    if (options.fresh)
        return { kind: 'first' };
    let job = search.jobId ? search : undefined;
    const threads = new Map();
    const watch = async (number) => {
        if (threads.has(number))
            return undefined;
        const watched = {
            watch: new thread/* ThreadWatch */.cR(options.octokit, { ...options.thread, issueNumber: number }),
            place: { repository: options.place.repository, thread: number },
            entries: [],
            bodies: new Map()
        };
        threads.set(number, watched);
        return read(watched);
    };
    // The own thread as the search just read it: read again (conditionally) only once the run waits.
    threads.set(options.thread.issueNumber, {
        watch: new thread/* ThreadWatch */.cR(options.octokit, options.thread),
        place: options.place,
        entries: search.queue,
        bodies: search.bodies ?? new Map()
    });
    const read = async (watched) => {
        const before = { ...watched.watch.calls };
        const result = await watched.watch.read();
        for (let i = before.made; i < watched.watch.calls.made; i++) {
            options.onRead?.(i - before.made < watched.watch.calls.counted - before.counted);
        }
        if ('unreadable' in result)
            return result.unreadable;
        if (!result.changed)
            return undefined;
        const parsed = (0,thread/* readComments */.TK)(result.comments, watched.place, options.key, author);
        watched.entries = parsed.queue;
        watched.bodies = new Map(result.comments.map((c) => [c.id, c.body ?? '']));
        // A job named since (the first request's run posted its marker) is the conversation's.
        if (!job && parsed.found)
            job = parsed.found;
        return undefined;
    };
    const why = job?.home ? await watch(job.home) : undefined;
    if (why !== undefined)
        return { kind: 'unreadable', why };
    let pause = options.firstPauseMs ?? FIRST_PAUSE_MS;
    const longest = (LONGEST_PAUSE_MS / FIRST_PAUSE_MS) * pause;
    const leaseMs = options.leaseMs ?? LEASE_MS;
    const renewMs = renewEvery(options.leaseMs);
    let renewedAt = deadline.clock.now();
    let leaseEnds = renewedAt + leaseMs;
    let readAt = renewedAt;
    let said = '';
    let seenWorking = false;
    for (;;) {
        const now = deadline.clock.now();
        const mine = reply.id ?? Number.MAX_SAFE_INTEGER;
        const others = [];
        for (const watched of threads.values()) {
            for (const entry of watched.entries) {
                if (entry.replyId === mine)
                    continue;
                // Another copy of this run's own reply (a create GitHub stored twice): it goes.
                if (placed &&
                    entry.thread === options.thread.issueNumber &&
                    entry.marker === reply.marker) {
                    await reply.removeCopy(entry.replyId);
                    continue;
                }
                if (entry.until <= now) {
                    await tidy(options, watched, entry);
                    continue;
                }
                others.push(entry);
            }
        }
        let earlier = others.filter((e) => (0,queue_marker/* before */.gM)(e, { replyId: mine }));
        // The job is read at most once a round, whichever question asks first.
        let reading;
        const current = (jobId) => (reading ??= jobState(options, jobId));
        // A follow-up not waited for holds its line until the job has taken it: once this run has seen
        // the job working, the job's own status says the rest.
        if (job && earlier.some((e) => e.state === 'held')) {
            if ((await current(job.jobId))?.status === 'active')
                seenWorking = true;
            if (seenWorking)
                earlier = earlier.filter((e) => e.state !== 'held');
        }
        let waitFor;
        let jobWorking = false;
        if (earlier.length > 0) {
            waitFor = earlierWords(earlier);
            // Earlier runs that sent their request wait for the job like this one: while it works, nobody
            // goes, so there is nothing to read in the threads until it stops.
            if (job && earlier.every((e) => e.state !== 'waiting')) {
                jobWorking = (await current(job.jobId))?.status === 'active';
            }
        }
        else if (job) {
            const state = await current(job.jobId);
            // The job's pull request in this repository is a thread of the conversation too.
            const prThread = (0,thread/* ownPullNumber */.JG)(state?.prLink, options.place.repository, options.serverUrl);
            if (prThread !== undefined && !threads.has(prThread)) {
                const failed = await watch(prThread);
                if (failed !== undefined)
                    return { kind: 'unreadable', why: failed };
                continue;
            }
            if (state?.status !== 'active') {
                return { kind: 'follow', jobId: job.jobId, commentUrl: job.commentUrl };
            }
            jobWorking = true;
            waitFor = `agent job \`${job.jobId}\` is still working on the previous request`;
        }
        else {
            return { kind: 'first' };
        }
        if (waitFor !== said) {
            core/* info */.pq(`Waiting for this request's turn: ${(0,untrusted/* inert */.tJ)(waitFor)}.`);
            // Every version of the reply carries a lease from now: an old one would read as a dead run.
            markTurn(options, 'waiting');
            await reply.post((0,reply_texts/* waitingTurnText */.iS)(waitFor, options.runUrl));
            renewedAt = deadline.clock.now();
            leaseEnds = renewedAt + leaseMs;
            said = waitFor;
        }
        if (!deadline.fits(pause)) {
            throw new time/* DeadlineExceededError */.Kt(`The step's timeout came while this request waited for its turn (${waitFor}): nothing was sent. Comment again once the earlier request has finished, or raise timeout.`, undefined);
        }
        await options.sleep(pause, options.signal);
        pause = Math.min(longest, pause * 2);
        const then = deadline.clock.now();
        if (placed && then - renewedAt >= renewMs) {
            if (then > leaseEnds) {
                // This run's lease lapsed (it could not renew in time): later runs may have gone ahead, so
                // it takes a new place, after them.
                core/* info */.pq('This run’s place in the conversation lapsed: it takes a new one.');
                markTurn(options, 'waiting');
                await reply.requeue();
                if (reply.id === undefined)
                    core/* warning */.$e('This run’s new reply could not be posted: it goes last.');
            }
            else {
                await reply.renew(() => queueLine(options, 'waiting'));
            }
            renewedAt = deadline.clock.now();
            leaseEnds = renewedAt + leaseMs;
        }
        // While only the job's own work is awaited, the job's status says when to look again.
        if (jobWorking && then - readAt < SAFETY_READ_MS)
            continue;
        readAt = then;
        for (const watched of threads.values()) {
            const failed = await read(watched);
            if (failed !== undefined)
                return { kind: 'unreadable', why: failed };
        }
    }
}
function earlierWords(earlier) {
    return `${(0,duration/* counted */.hS)(earlier.length, 'earlier request')} in this conversation ${earlier.length === 1 ? 'goes' : 'go'} first`;
}
/** The job's status and pull request, or undefined when it cannot be read (the follow-up then says why). */
async function jobState(options, jobId) {
    try {
        return await options.api.getAgentJob(options.projectId, jobId);
    }
    catch {
        return undefined;
    }
}
/**
 * The reply of a run whose lease ran out while it waited or worked (it died: no run that ends leaves
 * its line behind, except a follow-up not waited for, whose line is `held`): said to have stopped, so
 * no comment goes on saying "waiting" or "working on it". Its job marker stays.
 */
async function tidy(options, watched, entry) {
    if (entry.state === 'held')
        return;
    const body = watched.bodies.get(entry.replyId);
    if (body === undefined)
        return;
    const lines = body.trimEnd().split('\n');
    const marker = lines[0] ?? '';
    const last = (lines.at(-1) ?? '').trim();
    const jobLine = last.startsWith(job_marker/* JOB_MARKER_PREFIX */.a8) ? `\n\n${last}` : '';
    watched.entries = watched.entries.filter((e) => e.replyId !== entry.replyId);
    await (0,client/* attemptGitHub */.XX)('tidy the reply of a run that stopped', ({ signal }) => options.octokit.rest.issues.updateComment({
        owner: options.thread.owner,
        repo: options.thread.repo,
        comment_id: entry.replyId,
        body: `${marker}\n${(0,reply_texts/* stoppedRunText */.im)()}${jobLine}`,
        request: { signal }
    }));
}

// EXTERNAL MODULE: ./src/triggers/github/errors.ts
var github_errors = __webpack_require__(9858);
;// CONCATENATED MODULE: ./src/triggers/conversation/in-turn.ts






/**
 * The options of a request's turn: where it was made (and its reply), when (an ISO time; now when
 * absent or unreadable), and the rest from the run's config, clients and runner.
 */
function turnOptionsOf(request, config, deps, runner) {
    const { requestedAt, ...where } = request;
    const at = Date.parse(requestedAt ?? '');
    return {
        ...where,
        key: config.apiKey,
        at: Number.isFinite(at) ? at : deps.deadline.clock.now(),
        api: deps.api,
        projectId: config.projectId,
        deadline: deps.deadline,
        sleep: deps.sleep,
        signal: deps.signal,
        runUrl: runner.runUrl,
        serverUrl: runner.serverUrl,
        // The tests' shortened back-off unit (runner.ts) shortens the waits for a turn alike.
        firstPauseMs: runner.githubBackoffMs && runner.githubBackoffMs * 3,
        leaseMs: runner.leaseMs
    };
}
async function answerInTurn(turnOptions, request) {
    const { reply } = turnOptions;
    const { config, deps, prompt } = request;
    let turn;
    try {
        turn = await takeTurn(turnOptions);
    }
    catch (error) {
        reply.queue(undefined);
        await reply.post((0,agent_reply/* failureText */.k)(error, deps, undefined, turnOptions.runUrl));
        throw error;
    }
    if (turn.kind === 'unreadable') {
        // It may hold the job this request continues: a new job could make a second pull request.
        reply.queue(undefined);
        await reply.post((0,reply_texts/* unreadableThreadText */.$H)(turn.why, turnOptions.runUrl));
        throw new github_errors/* GitHubUnavailableError */.W(request.unreadable(turn.why));
    }
    const texts = {
        ...request.texts,
        // Not waited for: the line stays until the job has surely taken the message.
        holdLine: () => queueLine(turnOptions, 'held', agent/* FOLLOW_UP_GRACE_MS */.i)
    };
    markTurn(turnOptions, 'sent');
    const lease = keepLease(turnOptions);
    try {
        return turn.kind === 'follow'
            ? await continueConversation(config, deps, reply, texts, turn, prompt)
            : { outcome: await (0,agent_reply/* runAgentWithReply */.v)({ ...config, prompt }, deps, reply, texts) };
    }
    finally {
        lease.stop();
    }
}


/***/ }),

/***/ 6692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ readSubject),
/* harmony export */   $u: () => (/* binding */ listReviewComments),
/* harmony export */   AC: () => (/* binding */ listChangedFiles),
/* harmony export */   sv: () => (/* binding */ hasWriteAccess)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);
/* harmony import */ var _thread_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3797);
/**
 * The other GitHub calls of the triggers: the commenter's permission, the pull request's details and
 * changed files, a review's inline comments.
 */


/** Roles that can push to the repository; `maintain` is reported as `write` in `permission`. */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/**
 * Asks GitHub for the commenter's permission on the repository. `author_association` in the payload
 * is not enough: MEMBER or CONTRIBUTOR says nothing about push access to this repository.
 * `unchecked` says why when the question could not be answered (the warning is already logged).
 */
async function hasWriteAccess(octokit, owner, repo, username) {
    const result = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptGitHub */ .XX)('check the commenter’s permission', ({ signal }) => octokit.rest.repos.getCollaboratorPermissionLevel({
        owner,
        repo,
        username,
        request: { signal }
    }));
    if (!result.ok)
        return { unchecked: result.why };
    const { permission, role_name: role } = result.value.data;
    return {
        allowed: WRITE_ROLES.has(permission) || WRITE_ROLES.has(role),
        permission: role || permission
    };
}
/** Fills in the pull request's title, link and head branch from the API; the payload is the fallback. */
async function readSubject(octokit, target, subject) {
    if (subject.kind !== 'pull request')
        return subject;
    const response = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .tryGitHub */ .d2)('read the pull request', ({ signal }) => octokit.rest.pulls.get({
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
    const response = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .tryGitHub */ .d2)('list the changed files of the pull request', ({ signal }) => octokit.rest.pulls.listFiles({
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        per_page: perPage,
        page: 1,
        request: { signal }
    }));
    return response?.data.map((file) => file.filename);
}
/**
 * A review's inline comments, the first MAX_REVIEW_COMMENTS (`more` when GitHub has further pages),
 * or why they could not be read (the warning is already logged).
 */
async function listReviewComments(octokit, target, reviewId, perPage) {
    const result = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptGitHub */ .XX)('list the review’s comments', ({ signal }) => octokit.rest.pulls.listCommentsForReview({
        owner: target.owner,
        repo: target.repo,
        pull_number: target.issueNumber,
        review_id: reviewId,
        per_page: perPage,
        page: 1,
        request: { signal }
    }));
    if (!result.ok)
        return { unreadable: result.why };
    return {
        comments: result.value.data,
        more: (0,_thread_js__WEBPACK_IMPORTED_MODULE_1__/* .lastPage */ .ss)(result.value.headers.link) !== undefined
    };
}


/***/ }),

/***/ 9858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ GitHubUnavailableError)
/* harmony export */ });
/** GitHub did not answer a call the request cannot do without, even after its retries. */
class GitHubUnavailableError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitHubUnavailableError';
    }
}


/***/ }),

/***/ 901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   ic: () => (/* binding */ PromptText)
/* harmony export */ });
/* unused harmony export cleanText */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9995);
/**
 * Text from GitHub on its way into the agent's prompt. A pull request's description, a title, a
 * branch name or a comment can hold what the person who merges or asks never sees: HTML comments,
 * and zero-width, bidirectional-override, variation-selector or Unicode tag characters, which the
 * agent reads all the same ("add a link to …"). Each text is cleaned of those and bounded before it
 * enters a prompt, and what was removed is counted for the job summary. Wherever the same text is
 * shown (log, summary, comment) it is escaped instead (util/untrusted.ts).
 */

function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
// Raw HTML that renders as nothing: comments (an unclosed one hides the rest), processing
// instructions, declarations and CDATA sections, as CommonMark reads them.
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)|<![A-Za-z][^>]*(?:>|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g;
// A link reference definition (CommonMark 4.7), inside any quotes or list items: the label, the
// destination, and an optional title on the same or the next line, with escaped quotes and parens.
const TITLE = String.raw `(?:"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\((?:[^()\\]|\\[\s\S])*\))`;
const DEFINITION = new RegExp(String.raw `^((?:[ ]{0,3}(?:>[ ]?|[-*+][ ]+|\d{1,9}[.)][ ]+))*)[ ]{0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*\n?[ \t]*(<[^<>\n]*>|\S+)((?:[ \t]*\n?[ \t]*${TITLE})?)[ \t]*$`, 'gm');
// Numeric and named character references: `&#xE0072;` is a tag character however it is written.
const REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g;
// Cf holds the zero-width characters, the bidirectional controls, the tag characters
// (U+E0000–U+E007F) and the byte order mark; Unicode's default-ignorable code points add what no
// font draws in other categories (variation selectors, U+034F, U+17B4–5, the Mongolian free variation
// selectors, the Hangul fillers). C0 and C1 controls but tab and line feed; CR is folded first.
const INVISIBLE = 
// eslint-disable-next-line no-control-regex -- finding control characters is the point
/[\p{Cf}\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;
/** The character a reference stands for when it is invisible; undefined for any other. */
function invisibleReference(reference) {
    const decoded = (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTMLStrict */ .hl)(reference);
    return decoded !== reference && new RegExp(INVISIBLE.source, 'u').test(decoded);
}
/** `text` without hidden parts, line breaks as `\n`, at most `max` characters. */
function cleanText(text, max) {
    const removal = { comments: 0, markdownComments: 0, invisible: 0, cut: 0 };
    // Invisible characters go first: `<!\u200b--` must not hide a comment from the next step.
    let clean = text
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(INVISIBLE, () => {
        removal.invisible++;
        return '';
    })
        .replace(REFERENCE, (reference) => {
        if (!invisibleReference(reference))
            return reference;
        removal.invisible++;
        return '';
    })
        .replace(COMMENT, () => {
        removal.comments++;
        return '';
    });
    clean = clean.replace(DEFINITION, (whole, prefix, label, target, title) => {
        // A definition renders as nothing. One that only names a link target some `[text][label]` or
        // `[label]` uses stays: that link shows. A title (hover text), `#`, or no use at all hides it.
        const used = new RegExp(String.raw `\[${escapeRegExp(label)}\](?!:)`, 'i').test(clean.replace(whole, ''));
        if (used && title.trim() === '' && target !== '#' && target !== '<>')
            return whole;
        removal.markdownComments++;
        return prefix.trimEnd();
    });
    // Characters, not UTF-16 units: a bound must not split a surrogate pair.
    const chars = [...clean];
    if (chars.length > max) {
        removal.cut = chars.length - max;
        clean = `${chars.slice(0, max - 1).join('')}…`;
    }
    return { text: clean, removal };
}
/** Text as a Markdown quotation: each line behind `> `, so it reads as someone else's words. */
function quoted(text) {
    return text
        .trim()
        .split('\n')
        .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
        .join('\n');
}
/**
 * Cleans every text a prompt is built from, and keeps what it removed from each, by source (`the
 * pull request's description`), for the job summary.
 */
class PromptText {
    removals = new Map();
    /** `text` cleaned and bounded to `max` characters, one line when `oneLine`. */
    clean(source, text, max, oneLine = false) {
        const { text: clean, removal } = cleanText(text, max);
        if (removal.comments + removal.markdownComments + removal.invisible + removal.cut > 0) {
            const seen = this.removals.get(source) ?? {
                comments: 0,
                markdownComments: 0,
                invisible: 0,
                cut: 0
            };
            seen.comments += removal.comments;
            seen.markdownComments += removal.markdownComments;
            seen.invisible += removal.invisible;
            seen.cut += removal.cut;
            this.removals.set(source, seen);
        }
        return oneLine ? clean.replace(/\s+/g, ' ').trim() : clean.trim();
    }
    /**
     * `the pull request's description: 1 HTML comment, 14 invisible characters; …`, or undefined
     * when nothing was removed.
     */
    report() {
        const parts = [...this.removals].map(([source, r]) => {
            const what = [
                r.comments > 0 && `${r.comments} HTML comment${r.comments === 1 ? '' : 's'}`,
                r.markdownComments > 0 &&
                    `${r.markdownComments} Markdown comment${r.markdownComments === 1 ? '' : 's'}`,
                r.invisible > 0 && `${r.invisible} invisible character${r.invisible === 1 ? '' : 's'}`,
                r.cut > 0 && `${r.cut} character${r.cut === 1 ? '' : 's'} past the limit`
            ].filter(Boolean);
            return `${source}: ${what.join(', ')}`;
        });
        return parts.length > 0 ? parts.join('; ') : undefined;
    }
}


/***/ })

};
