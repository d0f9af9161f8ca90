export const id = 870;
export const ids = [870];
export const modules = {

/***/ 1483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ PAGE_READ),
/* harmony export */   XL: () => (/* binding */ fragmentNeed),
/* harmony export */   YZ: () => (/* binding */ percentDecode),
/* harmony export */   kX: () => (/* binding */ IdHash),
/* harmony export */   wp: () => (/* binding */ IdSet)
/* harmony export */ });
/**
 * Anchors: what a fragment (`page#id`, `#id`) must find on its page. Every page's ids (any element's
 * `id`, and `<a name>`) are kept as 64-bit hashes of the page's file and the id, in one open-address
 * table of integers off V8's heap: a 10 000-page site's ids cost a few MB, and nothing per id
 * survives as an object. A wrong "found" needs two ids whose 64-bit hashes meet: about once in
 * 10^13 sites of a million ids.
 */
/** Two 32-bit hashes of a page's file, then a separator, then an id's UTF-8 bytes. */
class IdHash {
    a = 0;
    b = 0;
    pageA = 0;
    pageB = 0;
    scratch = Buffer.alloc(256);
    /** The page whose hashes pageA and pageB are: a page's own fragments ask for it again and again. */
    hashedPage;
    /** Starts the hashes of the ids of `page` (a file of the site). */
    page(page) {
        if (page === this.hashedPage) {
            this.a = this.pageA;
            this.b = this.pageB;
            return;
        }
        this.hashedPage = page;
        this.a = 0x811c9dc5;
        this.b = 0x9747b28c;
        const bytes = Buffer.from(page, 'utf8');
        this.update(bytes, 0, bytes.length);
        this.update(SEPARATOR, 0, 1);
        this.pageA = this.a;
        this.pageB = this.b;
    }
    /** The hashes of the page's id spelled by bytes start..end (in `a`, `b`). */
    of(bytes, start, end) {
        this.a = this.pageA;
        this.b = this.pageB;
        this.update(bytes, start, end);
        return this;
    }
    /** The hashes of the page's id `text`. */
    ofText(text) {
        let bytes = this.scratch;
        let length = Buffer.byteLength(text, 'utf8');
        if (length > this.scratch.length)
            bytes = Buffer.from(text, 'utf8');
        else
            length = this.scratch.write(text, 0, 'utf8');
        return this.of(bytes, 0, length);
    }
    update(bytes, start, end) {
        let a = this.a;
        let b = this.b;
        for (let i = start; i < end; i++) {
            const c = bytes[i];
            a = Math.imul(a ^ c, 0x01000193);
            b = Math.imul(b ^ c, 0x5bd1e995);
            b ^= b >>> 15;
        }
        this.a = a;
        this.b = b;
    }
}
const SEPARATOR = Buffer.from([0]);
/** The id every page that was read has, so a page read with no ids is told from one not read. */
const PAGE_READ = '\u0000read';
/** A set of 64-bit hashes in an open-address table of two 32-bit halves; (0, 0) marks a free slot. */
class IdSet {
    slots = new Int32Array(2 * 4096);
    size = 0;
    add(a, b) {
        if (a === 0 && b === 0)
            b = 1;
        // Up to four in five slots used: the table is the check's largest (a million ids on a large
        // site), and lookups are few (fragments only) beside the inserts.
        if ((this.size + 1) * 5 > (this.slots.length / 2) * 4)
            this.grow();
        if (this.insert(this.slots, a | 0, b | 0))
            this.size++;
    }
    has(a, b) {
        if (a === 0 && b === 0)
            b = 1;
        const slots = this.slots;
        const mask = slots.length / 2 - 1;
        for (let i = (a ^ (b >>> 7)) & mask;; i = (i + 1) & mask) {
            const x = slots[2 * i];
            const y = slots[2 * i + 1];
            if (x === 0 && y === 0)
                return false;
            if (x === (a | 0) && y === (b | 0))
                return true;
        }
    }
    clear() {
        this.slots = new Int32Array(2 * 4096);
        this.size = 0;
    }
    /** Bytes the table takes. */
    get bytes() {
        return this.slots.byteLength;
    }
    insert(slots, a, b) {
        const mask = slots.length / 2 - 1;
        for (let i = (a ^ (b >>> 7)) & mask;; i = (i + 1) & mask) {
            const x = slots[2 * i];
            const y = slots[2 * i + 1];
            if (x === a && y === b)
                return false;
            if (x === 0 && y === 0) {
                slots[2 * i] = a;
                slots[2 * i + 1] = b;
                return true;
            }
        }
    }
    grow() {
        const old = this.slots;
        const slots = new Int32Array(old.length * 2);
        for (let i = 0; i < old.length; i += 2) {
            const a = old[i];
            const b = old[i + 1];
            if (a !== 0 || b !== 0)
                this.insert(slots, a, b);
        }
        this.slots = slots;
    }
}
/** A fragment's text with `%XX` decoded as UTF-8, as the HTML standard's percent-decode does. */
function percentDecode(fragment) {
    if (!fragment.includes('%'))
        return fragment;
    const bytes = Buffer.from(fragment, 'utf8');
    const out = Buffer.alloc(bytes.length);
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
        const c = bytes[i];
        const hex = c === 0x25 && i + 2 < bytes.length ? bytes.toString('latin1', i + 1, i + 3) : '';
        if (hex.length === 2 && /^[0-9a-fA-F]{2}$/.test(hex)) {
            out[n++] = parseInt(hex, 16);
            i += 2;
        }
        else {
            out[n++] = c;
        }
    }
    return out.toString('utf8', 0, n);
}
function fragmentNeed(fragment) {
    // A text fragment directive is for the browser's find, not an element: what precedes it counts.
    const directive = fragment.indexOf(':~:');
    const named = directive === -1 ? fragment : fragment.slice(0, directive);
    if (named === '')
        return { kind: 'none' };
    const decoded = percentDecode(named);
    if (decoded.toLowerCase() === 'top')
        return { kind: 'none' };
    return { kind: 'id', ids: decoded === named ? [named] : [named, decoded] };
}


/***/ }),

/***/ 8850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xh: () => (/* binding */ PageReader)
});

// UNUSED EXPORTS: htmlRefs, scanPage

// EXTERNAL MODULE: ./src/export/site-check/refs.ts
var refs = __webpack_require__(9143);
;// CONCATENATED MODULE: ./src/export/site-check/tokenizer.ts
/**
 * htmlparser2's Tokenizer (version 12) for the one way the site check uses it: HTML, entities not
 * decoded, self-closing tags not recognized, the whole page in one buffer. The states, their order and
 * the callbacks they make are the Tokenizer's, so the events are the same; what differs is speed. It
 * reads the page's UTF-8 bytes, not a decoded string: every character a state looks for is ASCII, and
 * no byte of a multi-byte UTF-8 character is, so the events are the Tokenizer's at byte offsets, and a
 * page never becomes a large string for the garbage collector to carry. The
 * Tokenizer steps through every character with a method call and a switch on its state; here one loop
 * keeps the state in locals and jumps with indexOf over the runs where a state only waits for
 * one character (text, attribute values, comments, raw text). Written by hand because no library
 * tokenizes HTML this way; __tests__/export/site-check/tokenizer.test.ts compares every event with the
 * Tokenizer's on generated, mutated and real pages.
 */
// The Tokenizer's states, as plain numbers so that every build compares literals in the hot loop.
const Text = 0;
const BeforeTagName = 1;
const InTagName = 2;
const InSelfClosingTag = 3;
const BeforeClosingTagName = 4;
const InClosingTagName = 5;
const AfterClosingTagName = 6;
const BeforeAttributeName = 7;
const InAttributeName = 8;
const AfterAttributeName = 9;
const BeforeAttributeValue = 10;
const InAttributeValueDq = 11;
const InAttributeValueSq = 12;
const InAttributeValueNq = 13;
const BeforeDeclaration = 14;
const InDeclaration = 15;
const BeforeComment = 16;
const CDATASequence = 17;
const DeclarationSequence = 18;
const InSpecialComment = 19;
const InCommentLike = 20;
const SpecialStartSequence = 21;
const InSpecialTag = 22;
const InPlainText = 23;
const codes = (text) => [...text].map((c) => c.charCodeAt(0));
const CDATA = codes('CDATA[');
const CDATA_END = codes(']]>');
const COMMENT_END = codes('--!>');
const DOCTYPE = codes('doctype');
const SCRIPT_END = codes('</script');
const STYLE_END = codes('</style');
const TITLE_END = codes('</title');
const TEXTAREA_END = codes('</textarea');
const NOEMBED_END = codes('</noembed');
const NOFRAMES_END = codes('</noframes');
const PLAINTEXT = codes('</plaintext');
/** The Tokenizer's special-tag sequences, indexed by the lower-cased first letter of the tag name. */
const SPECIAL = [];
for (const seq of [
    codes('</iframe'),
    NOEMBED_END,
    PLAINTEXT,
    SCRIPT_END,
    TITLE_END,
    codes('</xmp')
]) {
    SPECIAL[seq[2]] = seq;
}
const NONE = [];
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const DQ = 0x22;
const SQ = 0x27;
const DASH = 0x2d;
function isWhitespace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}
function isEndOfTagSection(c) {
    return c === SLASH || c === GT || isWhitespace(c);
}
function isAlpha(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}
/** Quote types as the Tokenizer reports them to onattribend. */
const NO_VALUE = 0;
const UNQUOTED = 1;
const SINGLE = 2;
const DOUBLE = 3;
/**
 * The first `byte` at or after `from`, or -1. Most runs between markup are short (a code token, an
 * attribute value): a loop finds those before a call into Buffer#indexOf, which costs more than the
 * loop over a few bytes but scans long runs at memory speed.
 */
function find(html, byte, from) {
    const near = Math.min(html.length, from + 64);
    for (let i = from; i < near; i++)
        if (html[i] === byte)
            return i;
    return near === html.length ? -1 : html.indexOf(byte, near);
}
/** Where `(c | 0x20) === 0x3c` first holds from `from`: `<`, or the control character 0x1c. */
function nextLtLike(html, from) {
    const lt = find(html, LT, from);
    const fs = find(html, 0x1c, from);
    if (fs === -1)
        return lt;
    return lt === -1 ? fs : Math.min(lt, fs);
}
function tokenize(html, cbs) {
    const length = html.length;
    /** Whether the attribute being read is reported (its name was, always). */
    let attributeWanted = true;
    let state = Text;
    let sectionStart = 0;
    let index = 0;
    let isSpecial = false;
    let sequence = NONE;
    let sequenceIndex = 0;
    /** The byte at `index`; a state entered without consuming it (`continue again`) reads it again. */
    let c = 0;
    for (; index < length; index++) {
        c = html[index];
        // `again` stands for the Tokenizer calling another state's method with the same character.
        again: for (;;) {
            switch (state) {
                case Text: {
                    if (c !== LT) {
                        const found = find(html, LT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    if (index > sectionStart && cbs.textWanted !== false)
                        cbs.ontext(sectionStart, index);
                    state = BeforeTagName;
                    sectionStart = index;
                    break again;
                }
                case InPlainText:
                    index = length - 1;
                    break again;
                case SpecialStartSequence: {
                    const lower = c | 0x20;
                    if (sequenceIndex < sequence.length) {
                        if (lower === sequence[sequenceIndex]) {
                            sequenceIndex++;
                            break again;
                        }
                        if (sequenceIndex === 3) {
                            if (sequence === SCRIPT_END && lower === STYLE_END[3]) {
                                sequence = STYLE_END;
                                sequenceIndex = 4;
                                break again;
                            }
                            if (sequence === TITLE_END && lower === TEXTAREA_END[3]) {
                                sequence = TEXTAREA_END;
                                sequenceIndex = 4;
                                break again;
                            }
                        }
                        else if (sequenceIndex === 4 &&
                            sequence === NOEMBED_END &&
                            lower === NOFRAMES_END[4]) {
                            sequence = NOFRAMES_END;
                            sequenceIndex = 5;
                            break again;
                        }
                    }
                    else if (isEndOfTagSection(c)) {
                        sequenceIndex = 0;
                        state = InTagName;
                        continue again;
                    }
                    isSpecial = false;
                    sequence = NONE;
                    sequenceIndex = 0;
                    state = InTagName;
                    continue again;
                }
                case InSpecialTag: {
                    if (sequenceIndex === sequence.length) {
                        if (isEndOfTagSection(c)) {
                            const endOfText = index - sequence.length;
                            if (sectionStart < endOfText && cbs.textWanted !== false) {
                                cbs.ontext(sectionStart, endOfText);
                            }
                            isSpecial = false;
                            sectionStart = endOfText + 2;
                            state = InClosingTagName;
                            continue again;
                        }
                        sequenceIndex = 0;
                    }
                    if ((c | 0x20) === sequence[sequenceIndex]) {
                        sequenceIndex += 1;
                    }
                    else if (sequenceIndex === 0) {
                        if (sequence === TITLE_END || sequence === TEXTAREA_END) {
                            // RCDATA: with entities not decoded, only a character that matches `<` counts.
                            const found = nextLtLike(html, index + 1);
                            if (found === -1) {
                                index = length - 1;
                                break again;
                            }
                            index = found;
                            sequenceIndex = 1;
                        }
                        else {
                            const found = find(html, LT, index + 1);
                            if (found === -1) {
                                index = length - 1;
                                break again;
                            }
                            index = found;
                            sequenceIndex = 1;
                        }
                    }
                    else {
                        sequenceIndex = Number(c === LT);
                    }
                    break again;
                }
                case CDATASequence: {
                    if (c === CDATA[sequenceIndex]) {
                        if (++sequenceIndex === CDATA.length) {
                            state = InCommentLike;
                            sequence = CDATA_END;
                            sequenceIndex = 0;
                            sectionStart = index + 1;
                        }
                        break again;
                    }
                    sequenceIndex = 0;
                    state = InSpecialComment;
                    continue again;
                }
                case DeclarationSequence: {
                    if (sequenceIndex === sequence.length) {
                        state = InDeclaration;
                        continue again;
                    }
                    if ((c | 0x20) === sequence[sequenceIndex]) {
                        sequenceIndex += 1;
                    }
                    else if (c === GT) {
                        cbs.oncomment(sectionStart, index, 0);
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else {
                        state = InSpecialComment;
                    }
                    break again;
                }
                case InAttributeValueDq:
                case InAttributeValueSq: {
                    const quote = state === InAttributeValueDq ? DQ : SQ;
                    if (c !== quote) {
                        const found = find(html, quote, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    if (attributeWanted) {
                        cbs.onattribdata(sectionStart, index);
                        cbs.onattribend(quote === DQ ? DOUBLE : SINGLE, index + 1);
                    }
                    sectionStart = -1;
                    state = BeforeAttributeName;
                    break again;
                }
                case InAttributeName: {
                    // Every other character only lengthens the name.
                    while (c !== EQ && !isEndOfTagSection(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    attributeWanted = cbs.onattribname(sectionStart, index) !== false;
                    sectionStart = index;
                    state = AfterAttributeName;
                    continue again;
                }
                case InCommentLike: {
                    if (sequence === COMMENT_END &&
                        sequenceIndex <= 1 &&
                        index === sectionStart + sequenceIndex &&
                        c === GT) {
                        cbs.oncomment(sectionStart, index, sequenceIndex);
                        sequenceIndex = 0;
                        sectionStart = index + 1;
                        state = Text;
                    }
                    else if (sequence === COMMENT_END && sequenceIndex === 2 && c === GT) {
                        cbs.oncomment(sectionStart, index, 2);
                        sequenceIndex = 0;
                        sectionStart = index + 1;
                        state = Text;
                    }
                    else if (sequence === COMMENT_END &&
                        sequenceIndex === sequence.length - 1 &&
                        c !== GT) {
                        sequenceIndex = Number(c === DASH);
                    }
                    else if (c === sequence[sequenceIndex]) {
                        if (++sequenceIndex === sequence.length) {
                            if (sequence === CDATA_END)
                                cbs.oncdata(sectionStart, index, 2);
                            else
                                cbs.oncomment(sectionStart, index, 3);
                            sequenceIndex = 0;
                            sectionStart = index + 1;
                            state = Text;
                        }
                    }
                    else if (sequenceIndex === 0) {
                        const found = find(html, sequence[0], index + 1);
                        if (found === -1) {
                            index = length - 1;
                        }
                        else {
                            index = found;
                            sequenceIndex = 1;
                        }
                    }
                    else if (c !== sequence[sequenceIndex - 1]) {
                        sequenceIndex = 0;
                    }
                    break again;
                }
                case InSpecialComment: {
                    if (c !== GT) {
                        const found = find(html, GT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    cbs.oncomment(sectionStart, index, 0);
                    state = Text;
                    sectionStart = index + 1;
                    break again;
                }
                case BeforeAttributeName: {
                    while (isWhitespace(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    if (c === GT) {
                        cbs.onopentagend(index);
                        if (sequence === PLAINTEXT) {
                            sequence = NONE;
                            state = InPlainText;
                        }
                        else if (isSpecial) {
                            state = InSpecialTag;
                            sequenceIndex = 0;
                        }
                        else {
                            state = Text;
                        }
                        sectionStart = index + 1;
                    }
                    else if (c === SLASH) {
                        state = InSelfClosingTag;
                    }
                    else if (!isWhitespace(c)) {
                        state = InAttributeName;
                        sectionStart = index;
                    }
                    break again;
                }
                case InTagName: {
                    while (!isEndOfTagSection(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    cbs.onopentagname(sectionStart, index);
                    sectionStart = -1;
                    state = BeforeAttributeName;
                    continue again;
                }
                case InClosingTagName: {
                    while (!isEndOfTagSection(c)) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    cbs.onclosetag(sectionStart, index);
                    sectionStart = -1;
                    state = AfterClosingTagName;
                    continue again;
                }
                case BeforeTagName: {
                    if (c === 0x21) {
                        state = BeforeDeclaration;
                        sectionStart = index + 1;
                    }
                    else if (c === 0x3f) {
                        state = InSpecialComment;
                        sectionStart = index;
                    }
                    else if (isAlpha(c)) {
                        sectionStart = index;
                        // The context is asked only where it decides something: a pure query, so the same.
                        let special = SPECIAL[c | 0x20];
                        if (special !== undefined && cbs.isInForeignContext?.())
                            special = undefined;
                        if (special === undefined) {
                            state = InTagName;
                        }
                        else {
                            isSpecial = true;
                            sequence = special;
                            sequenceIndex = 3;
                            state = SpecialStartSequence;
                        }
                    }
                    else if (c === SLASH) {
                        state = BeforeClosingTagName;
                    }
                    else {
                        state = Text;
                        continue again;
                    }
                    break again;
                }
                case AfterAttributeName: {
                    if (c === EQ) {
                        state = BeforeAttributeValue;
                    }
                    else if (c === SLASH || c === GT) {
                        if (attributeWanted)
                            cbs.onattribend(NO_VALUE, sectionStart);
                        sectionStart = -1;
                        state = BeforeAttributeName;
                        continue again;
                    }
                    else if (!isWhitespace(c)) {
                        if (attributeWanted)
                            cbs.onattribend(NO_VALUE, sectionStart);
                        state = InAttributeName;
                        sectionStart = index;
                    }
                    break again;
                }
                case BeforeAttributeValue: {
                    if (c === DQ) {
                        state = InAttributeValueDq;
                        sectionStart = index + 1;
                    }
                    else if (c === SQ) {
                        state = InAttributeValueSq;
                        sectionStart = index + 1;
                    }
                    else if (!isWhitespace(c)) {
                        sectionStart = index;
                        state = InAttributeValueNq;
                        continue again;
                    }
                    break again;
                }
                case BeforeClosingTagName: {
                    if (isWhitespace(c)) {
                        state = InSpecialComment;
                        sectionStart = index;
                    }
                    else if (c === GT) {
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else {
                        state = isAlpha(c) ? InClosingTagName : InSpecialComment;
                        sectionStart = index;
                    }
                    break again;
                }
                case AfterClosingTagName: {
                    if (c !== GT) {
                        const found = find(html, GT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    state = Text;
                    sectionStart = index + 1;
                    break again;
                }
                case InAttributeValueNq: {
                    while (!isWhitespace(c) && c !== GT) {
                        if (++index === length) {
                            // The loop's own step brings index to the end.
                            index--;
                            break again;
                        }
                        c = html[index];
                    }
                    if (attributeWanted) {
                        cbs.onattribdata(sectionStart, index);
                        cbs.onattribend(UNQUOTED, index);
                    }
                    sectionStart = -1;
                    state = BeforeAttributeName;
                    continue again;
                }
                case InSelfClosingTag: {
                    if (c === GT) {
                        cbs.onselfclosingtag(index);
                        sectionStart = index + 1;
                        // Self-closing tags are not recognized: a special tag still enters its body.
                        if (sequence === PLAINTEXT) {
                            sequence = NONE;
                            state = InPlainText;
                        }
                        else if (isSpecial) {
                            state = InSpecialTag;
                            sequenceIndex = 0;
                        }
                        else {
                            state = Text;
                        }
                    }
                    else if (!isWhitespace(c)) {
                        state = BeforeAttributeName;
                        continue again;
                    }
                    break again;
                }
                case InDeclaration: {
                    if (c !== GT) {
                        const found = find(html, GT, index + 1);
                        if (found === -1) {
                            index = length - 1;
                            break again;
                        }
                        index = found;
                    }
                    cbs.ondeclaration(sectionStart, index);
                    state = Text;
                    sectionStart = index + 1;
                    break again;
                }
                case BeforeDeclaration: {
                    if (c === 0x5b) {
                        state = CDATASequence;
                        sequenceIndex = 0;
                    }
                    else if ((c | 0x20) === DOCTYPE[0]) {
                        state = DeclarationSequence;
                        sequence = DOCTYPE;
                        sequenceIndex = 1;
                    }
                    else if (c === GT) {
                        cbs.oncomment(sectionStart, index, 0);
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else if (c === DASH) {
                        state = BeforeComment;
                    }
                    else {
                        state = InSpecialComment;
                    }
                    break again;
                }
                case BeforeComment: {
                    if (c === DASH) {
                        state = InCommentLike;
                        sequence = COMMENT_END;
                        sequenceIndex = 0;
                        sectionStart = index + 1;
                    }
                    else if (c === GT) {
                        cbs.oncomment(sectionStart, index, 0);
                        state = Text;
                        sectionStart = index + 1;
                    }
                    else {
                        state = InSpecialComment;
                    }
                    break again;
                }
            }
        }
    }
    // The Tokenizer's cleanup after its parse loop, then finish().
    if (sectionStart !== index) {
        if (state === Text ||
            state === InPlainText ||
            (state === InSpecialTag && sequenceIndex === 0)) {
            if (cbs.textWanted !== false)
                cbs.ontext(sectionStart, index);
            sectionStart = index;
        }
        else if (state === InAttributeValueDq ||
            state === InAttributeValueSq ||
            state === InAttributeValueNq) {
            if (attributeWanted)
                cbs.onattribdata(sectionStart, index);
            sectionStart = index;
        }
    }
    trailing(state, sectionStart, sequence, sequenceIndex, length, cbs);
    cbs.onend();
}
/** The Tokenizer's handleTrailingData: what an unfinished construct at the end of the page is. */
function trailing(state, sectionStart, sequence, sequenceIndex, end, cbs) {
    if (state === InCommentLike) {
        if (sequence === CDATA_END)
            cbs.oncomment(sectionStart - CDATA.length - 1, end, 0);
        else
            cbs.oncomment(sectionStart, end, Math.min(sequenceIndex, COMMENT_END.length - 1));
        return;
    }
    switch (state) {
        case BeforeDeclaration:
        case InSpecialComment:
        case BeforeComment:
        case CDATASequence:
            cbs.oncomment(sectionStart, end, 0);
            return;
        case DeclarationSequence:
            if (sequenceIndex !== DOCTYPE.length)
                cbs.oncomment(sectionStart, end, 0);
            return;
        case InDeclaration:
            return;
    }
    if (sectionStart >= end)
        return;
    switch (state) {
        case InTagName:
        case BeforeAttributeName:
        case BeforeAttributeValue:
        case AfterAttributeName:
        case InAttributeName:
        case InAttributeValueSq:
        case InAttributeValueDq:
        case InAttributeValueNq:
        case InClosingTagName:
            return;
        default:
            if (cbs.textWanted !== false)
                cbs.ontext(sectionStart, end);
    }
}

// EXTERNAL MODULE: ./src/util/byte-table.ts
var byte_table = __webpack_require__(865);
;// CONCATENATED MODULE: ./src/export/site-check/html-refs.ts



/** Elements with no end tag: never open (htmlparser2's Parser's list). */
const VOID = new Set([
    'area',
    'base',
    'basefont',
    'br',
    'col',
    'command',
    'embed',
    'frame',
    'hr',
    'img',
    'input',
    'isindex',
    'keygen',
    'link',
    'meta',
    'param',
    'source',
    'track',
    'wbr'
]);
/** Inside these, SVG and MathML content is HTML again (htmlparser2's Parser's list). */
const INTEGRATION = new Set([
    'mi',
    'mo',
    'mn',
    'ms',
    'mtext',
    'annotation-xml',
    'foreignObject',
    'desc',
    'title'
]);
const HTML = 0;
const FOREIGN = 1;
const SVG = 2;
const NO_ATTRIBUTES = Object.freeze((0,refs/* noUrlAttributes */.kO)());
const EMPTY = Buffer.alloc(0);
const NOWHERE = { push: () => undefined };
const ATTRIBUTE_NAMES = [...refs/* URL_ATTRIBUTES */.ST];
/** The attributes read, by length: most names are ruled out by it and their first letter. */
const BY_LENGTH = [];
for (const name of ATTRIBUTE_NAMES)
    (BY_LENGTH[name.length] ??= []).push(name);
/**
 * The attribute read that `html` spells at start..end in any case, without slicing it. The names are
 * ASCII letters, and the only other character whose lower case is an ASCII letter is the Kelvin
 * sign (k), which none of them has: comparing A-Z folded is what toLowerCase() would give.
 */
function attributeAt(html, start, end) {
    const names = BY_LENGTH[end - start];
    if (names === undefined)
        return undefined;
    const first = html[start] | 0x20;
    next: for (let n = 0; n < names.length; n++) {
        const name = names[n];
        if (name.charCodeAt(0) !== first)
            continue;
        for (let i = 1; i < name.length; i++) {
            const c = html[start + i];
            if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(i))
                continue next;
        }
        return name;
    }
    return undefined;
}
/**
 * Texts by the bytes that spell them: a page spells a few tag names and `rel` values thousands of
 * times, and each spelling is decoded once. Bounded, since a page can make up any number of them.
 */
class Spellings {
    max;
    decode;
    table = new byte_table/* ByteTable */.L1();
    texts = [];
    constructor(max, decode) {
        this.max = max;
        this.decode = decode;
    }
    get(bytes, start, end) {
        const hash = (0,byte_table/* hashBytes */.yi)(bytes, start, end);
        const entry = this.table.find(bytes, start, end, hash);
        if (entry !== -1)
            return this.texts[entry];
        const text = this.decode(bytes, start, end);
        if (this.table.size < this.max) {
            this.table.add(bytes, start, end, hash);
            this.texts.push(text);
        }
        return text;
    }
}
/**
 * Tag names of four ASCII letters at most (most of a page's: a, p, div, span, code, li, td), lower
 * case, by their bytes packed with their length into an integer small enough for V8 not to box.
 */
const SHORT_NAMES = new Map();
const MAX_SHORT_NAMES = 1024;
/** Tag names, lower case as toLowerCase() gives them, by their spelling in the page. */
const TAG_NAMES = new Spellings(1024, (bytes, start, end) => bytes.toString('utf8', start, end).toLowerCase());
/** `rel` and `as` values, as written. */
const LINK_VALUES = new Spellings(256, (bytes, start, end) => bytes.toString('utf8', start, end));
/** Unsets every value of an attribute record, keeping its shape. */
function clear(attrs) {
    for (let i = 0; i < ATTRIBUTE_NAMES.length; i++)
        attrs[ATTRIBUTE_NAMES[i]] = undefined;
}
/** Whether a tag's record holds no attribute tagRefs reads besides href and src (rel and as name a kind). */
function onlyUrls(attrs) {
    return (attrs.style === undefined &&
        attrs.srcset === undefined &&
        attrs.imagesrcset === undefined &&
        attrs.poster === undefined &&
        attrs.data === undefined);
}
/** The whitespace String#trim removes that is ASCII. */
function isSpace(c) {
    return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}
/** Whether the bytes at `start` are `name` (a tag name as the stack holds it) exactly. */
function spells(html, start, name) {
    for (let i = 0; i < name.length; i++) {
        const c = name.charCodeAt(i);
        // A name with other than ASCII is compared the slow way, decoded.
        if (c >= 0x80 || html[start + i] !== c)
            return false;
    }
    return true;
}
/** Whether a style value could hold url( or @import, or an entity that decodes to either. */
function mayReference(html, start, end) {
    for (let i = start; i < end; i++) {
        const c = html[i];
        if (c === 0x28 || c === 0x40 || c === 0x26)
            return true;
    }
    return false;
}
/** Whether the bytes hold an `&`, which may start an entity. */
function hasEntity(html, start, end) {
    for (let i = start; i < end; i++)
        if (html[i] === 0x26)
            return true;
    return false;
}
/**
 * The references of one page, from the Tokenizer's events. Its Parser builds, for every
 * start tag, a lower-cased name and an object of all attributes joined from slices, and keeps the
 * element stack with the HTML rules for implied end tags. References need less: the name, the few
 * attributes that hold a URL (only those are sliced), `<style>` text, and the one piece of the stack the Tokenizer asks for, whether it is
 * inside SVG or MathML (there `<style>` and `<script>` hold markup, CDATA is text, and `<x/>`
 * closes). That part follows the Parser's rules: the open elements, void elements, the HTML
 * integration points, `image` read as `img`, and every element closed at the end of the page. Not
 * followed: the end tags the Parser implies (a `<p>` closing an open `<p>`), which change only which
 * element a stray end tag closes, and the case of SVG names other than `foreignObject`, which
 * matters only to an end tag in another context than its start tag. refs.test.ts compares the two.
 */
class PageScanner {
    base;
    /** Open elements, innermost last. */
    stack = [];
    /** What each open element that changes it made the content: HTML, SVG or other foreign. */
    contexts = [HTML];
    tag = '';
    attrs;
    /**
     * The one record of attribute values, filled for a tag, read by tagRefs and cleared: a page has
     * hundreds of tags with one, and a record each would be most of what the check allocates.
     */
    record = (0,refs/* noUrlAttributes */.kO)();
    /** The attribute whose value is arriving, when it is one that is read; else ''. */
    attribute = '';
    value = '';
    /** Inside a `<style>` element, whose text is read: the only text asked of the tokenizer. */
    textWanted = false;
    styleText = '';
    /** The tag has had a style attribute: as with every attribute, only the first counts. */
    styleSeen = false;
    /**
     * A value that arrived in one piece, not yet sliced (start; -1 when there is none): an href or
     * src (most are links judged before, which the check looks up by their bytes), or a style with
     * nothing to find (most are colours). A second piece slices it.
     */
    pieceStart = -1;
    pieceEnd = -1;
    /** The tag's href and src as such pieces; -1 when unset or held as a string in the record. */
    hrefStart = -1;
    hrefEnd = -1;
    srcStart = -1;
    srcEnd = -1;
    html = EMPTY;
    refs = NOWHERE;
    /** Makes the scanner ready for a page, as a new one: pages are read one after another by one. */
    start(html, refs) {
        this.html = html;
        this.refs = refs;
        this.base = undefined;
        this.stack.length = 0;
        this.contexts.length = 1;
        this.tag = '';
        if (this.attrs)
            clear(this.attrs);
        this.attrs = undefined;
        this.attribute = '';
        this.value = '';
        this.textWanted = false;
        this.styleText = '';
        this.styleSeen = false;
        this.pieceStart = -1;
        this.hrefStart = -1;
        this.srcStart = -1;
        this.inertDepth = 0;
        this.idsInert = false;
    }
    /**
     * Open `<template>` and `<noscript>` elements: what they hold is no element of the page a browser
     * scrolls to (a template's content is a fragment apart; noscript's, text when scripts run).
     */
    inertDepth = 0;
    /** Whether the tag being read is inside one: its ids count for nothing. */
    idsInert = false;
    /** Where the tag being read starts (its name), for a sink that locates references. */
    tagStart = 0;
    /** Where the `<style>` being read started. */
    styleStart = 0;
    /** The tag's first `id` (or `<a name>`) was reported: as with every attribute, only the first counts. */
    idSeen = false;
    nameSeen = false;
    /** Lets go of the page, which is the bundle's memory, lent. */
    done() {
        this.html = EMPTY;
        this.refs = NOWHERE;
        this.styleText = '';
        this.value = '';
    }
    isInForeignContext() {
        return this.context() !== HTML;
    }
    onopentagname(start, end) {
        this.tagStart = start;
        const name = this.tagName(start, end);
        // A tag always ends before the next starts; should one not have, its values go with it.
        if (this.attrs)
            clear(this.attrs);
        this.attrs = undefined;
        this.styleSeen = false;
        this.idSeen = false;
        this.nameSeen = false;
        this.hrefStart = -1;
        this.srcStart = -1;
        // As the Parser (and the HTML standard): a <form> inside a form is dropped, attributes and all.
        this.tag = name === 'form' && this.stack.includes('form') ? '' : name;
        this.idsInert = this.inertDepth > 0;
        if (this.tag === '' || VOID.has(name))
            return;
        this.stack.push(name);
        if (name === 'template' || name === 'noscript')
            this.inertDepth++;
        if (name === 'svg')
            this.contexts.push(SVG);
        else if (name === 'math')
            this.contexts.push(FOREIGN);
        else if (INTEGRATION.has(name))
            this.contexts.push(HTML);
    }
    /** Whether the attribute is one that is read: the tokenizer reports the value of no other. */
    onattribname(start, end) {
        this.attribute = this.idAt(start, end) || (attributeAt(this.html, start, end) ?? '');
        this.value = '';
        this.pieceStart = -1;
        return this.attribute !== '';
    }
    onattribdata(start, end) {
        const attribute = this.attribute;
        if (!attribute)
            return;
        if (this.value === '' && this.pieceStart === -1) {
            const kept = attribute === 'href' ||
                attribute === 'src' ||
                attribute === 'id' ||
                attribute === 'name' ||
                (attribute === 'style' && !mayReference(this.html, start, end));
            if (kept) {
                this.pieceStart = start;
                this.pieceEnd = end;
                return;
            }
        }
        if (this.pieceStart !== -1) {
            this.value += this.text(this.pieceStart, this.pieceEnd);
            this.pieceStart = -1;
        }
        if (this.value === '' && (attribute === 'rel' || attribute === 'as')) {
            this.value = LINK_VALUES.get(this.html, start, end);
        }
        else {
            this.value += this.text(start, end);
        }
    }
    onattribentity() {
        // Entities are decoded by tagRefs, in the values it reads (decodeEntities is off).
    }
    onattribend() {
        if (!this.attribute)
            return;
        const piece = this.pieceStart;
        this.pieceStart = -1;
        if (this.attribute === 'id' || this.attribute === 'name') {
            const id = this.attribute === 'id';
            if (!(id ? this.idSeen : this.nameSeen)) {
                if (id)
                    this.idSeen = true;
                else
                    this.nameSeen = true;
                this.anchor(piece, this.pieceEnd);
            }
            this.attribute = '';
            return;
        }
        if (this.attribute === 'href' || this.attribute === 'src') {
            // As a browser, and htmlparser2: the first of two same-named attributes counts.
            const href = this.attribute === 'href';
            if ((href ? this.hrefStart : this.srcStart) !== -1) {
                this.attribute = '';
                return;
            }
            if (piece !== -1 && this.record[this.attribute] === undefined) {
                if (href) {
                    this.hrefStart = piece;
                    this.hrefEnd = this.pieceEnd;
                }
                else {
                    this.srcStart = piece;
                    this.srcEnd = this.pieceEnd;
                }
                this.attribute = '';
                return;
            }
        }
        if (this.attribute === 'style') {
            const inert = piece !== -1;
            const first = !this.styleSeen;
            this.styleSeen = true;
            // A style value with nothing to find adds nothing, but still makes later ones not count.
            if (inert || !first) {
                this.attribute = '';
                return;
            }
        }
        // As a browser, and htmlparser2: the first of two same-named attributes counts.
        this.attrs ??= this.record;
        this.attrs[this.attribute] ??= this.value;
        this.attribute = '';
    }
    onopentagend() {
        this.endStartTag();
    }
    onselfclosingtag() {
        // `<x/>` closes x only in SVG and MathML; in HTML it is a start tag.
        const name = this.tag;
        this.endStartTag();
        if (this.isInForeignContext() && this.stack[this.stack.length - 1] === name)
            this.pop();
    }
    onclosetag(start, end) {
        // Most end tags close the innermost element and are spelled as it was: no slice for those.
        const innermost = this.stack[this.stack.length - 1];
        if (innermost !== undefined &&
            innermost !== 'image' &&
            end - start === innermost.length &&
            spells(this.html, start, innermost)) {
            this.pop();
            return;
        }
        const at = this.stack.lastIndexOf(this.tagName(start, end));
        if (at === -1)
            return;
        while (this.stack.length > at)
            this.pop();
    }
    ontext(start, end) {
        if (this.textWanted)
            this.styleText += this.text(start, end);
    }
    ontextentity() {
        // Not emitted: decodeEntities is off.
    }
    oncdata(start, end, offset) {
        // CDATA is text in SVG and MathML, a comment in HTML.
        if (this.isInForeignContext())
            this.ontext(start, end - offset);
    }
    oncomment() { }
    ondeclaration() { }
    onprocessinginstruction() { }
    onend() {
        while (this.stack.length > 0)
            this.pop();
    }
    context() {
        return this.contexts[this.contexts.length - 1];
    }
    /**
     * `id` on any element, `name` on `<a>`, when the sink takes ids: what a fragment can point at. An
     * empty value names nothing.
     */
    idAt(start, end) {
        if (!this.refs.pushId || this.tag === '' || this.idsInert)
            return '';
        const html = this.html;
        const length = end - start;
        const c0 = html[start] | 0x20;
        if (length === 2 && c0 === 0x69 && (html[start + 1] | 0x20) === 0x64)
            return 'id';
        if (length === 4 &&
            this.tag === 'a' &&
            c0 === 0x6e &&
            (html[start + 1] | 0x20) === 0x61 &&
            (html[start + 2] | 0x20) === 0x6d &&
            (html[start + 3] | 0x20) === 0x65) {
            return 'name';
        }
        return '';
    }
    /** Reports an id or name: its bytes when the value came in one piece (no entity), else its text. */
    anchor(piece, pieceEnd) {
        const sink = this.refs;
        if (piece !== -1 && this.value === '') {
            if (!hasEntity(this.html, piece, pieceEnd)) {
                if (pieceEnd > piece)
                    sink.pushId?.(piece, pieceEnd);
                return;
            }
        }
        const text = (0,refs/* attributeText */.o$)(piece !== -1 && this.value === '' ? this.text(piece, pieceEnd) : this.value);
        if (text !== '')
            sink.pushId?.(0, 0, text);
    }
    /** The Parser's name: lower case; `foreignObject` as SVG spells it; `image` is `img` in HTML. */
    tagName(start, end) {
        const name = this.lowerName(start, end);
        if (name === 'foreignobject') {
            const svg = this.context() === SVG;
            if (svg || (this.contexts.length > 1 && this.stack.includes('foreignObject'))) {
                return 'foreignObject';
            }
        }
        if (name === 'image' && this.context() === HTML)
            return 'img';
        return name;
    }
    /** The tag name lower-cased, as toLowerCase() gives it: for ASCII, A-Z folded. */
    lowerName(start, end) {
        const length = end - start;
        if (length > 4 || length === 0)
            return TAG_NAMES.get(this.html, start, end);
        const html = this.html;
        let key = length - 1;
        for (let i = start; i < end; i++) {
            let c = html[i];
            if (c >= 0x80)
                return TAG_NAMES.get(html, start, end);
            if (c >= 0x41 && c <= 0x5a)
                c |= 0x20;
            key = (key << 7) | c;
        }
        let name = SHORT_NAMES.get(key);
        if (name === undefined) {
            name = this.text(start, end).toLowerCase();
            if (SHORT_NAMES.size < MAX_SHORT_NAMES)
                SHORT_NAMES.set(key, name);
        }
        return name;
    }
    /** The page's text from start to end; ranges never cut a character (they end at ASCII bytes). */
    text(start, end) {
        return this.html.toString('utf8', start, end);
    }
    endStartTag() {
        const name = this.tag;
        const attrs = this.attrs ?? NO_ATTRIBUTES;
        const { hrefStart, srcStart } = this;
        this.tag = '';
        this.attrs = undefined;
        this.hrefStart = -1;
        this.srcStart = -1;
        if (name === '') {
            if (attrs !== NO_ATTRIBUTES)
                clear(attrs);
            return;
        }
        if (hrefStart !== -1 || srcStart !== -1) {
            if (name === 'base' || !onlyUrls(attrs)) {
                // Rare: the piece joins the record, for tagRefs to read with the rest in its order.
                const record = this.record;
                if (hrefStart !== -1)
                    record.href = this.text(hrefStart, this.hrefEnd);
                if (srcStart !== -1)
                    record.src = this.text(srcStart, this.srcEnd);
                return this.endTag(name, record);
            }
            // What tagRefs would make of a piece that is in no record is made here.
            this.refs.at?.(this.tagStart);
            if (hrefStart !== -1) {
                const kind = (0,refs/* hrefKind */._x)(name, attrs);
                if (kind)
                    this.url(hrefStart, this.hrefEnd, kind);
            }
            if (srcStart !== -1) {
                const kind = (0,refs/* srcKind */.hD)(name);
                if (kind)
                    this.url(srcStart, this.srcEnd, kind);
            }
        }
        this.endTag(name, attrs);
    }
    endTag(name, attrs) {
        if (name === 'base') {
            this.base ??= attrs.href === undefined ? undefined : (0,refs/* attributeText */.o$)(attrs.href);
        }
        else if (name === 'style') {
            this.textWanted = true;
            this.styleText = '';
            this.styleStart = this.tagStart;
        }
        // Every reference tagRefs finds is in an attribute it reads: a tag with none has none.
        if (attrs !== NO_ATTRIBUTES) {
            this.refs.at?.(this.tagStart);
            (0,refs/* tagRefs */.PD)(name, attrs, this.refs);
            clear(attrs);
        }
    }
    /**
     * The reference in the attribute value at start..end, as tagRefs reads one: its entities decoded
     * and trimmed. Plain ASCII with no entity is what it is: handed over as bytes when the sink takes
     * them, never decoded.
     */
    url(start, end, kind) {
        const html = this.html;
        let from = start;
        let to = end;
        while (from < to && isSpace(html[from]))
            from++;
        while (to > from && isSpace(html[to - 1]))
            to--;
        let plain = true;
        for (let i = from; i < to; i++) {
            const c = html[i];
            // An entity, a byte past ASCII, or a control (a tab or newline, which the URL parser drops): as text.
            if (c === 0x26 || c >= 0x80 || c < 0x0e) {
                plain = false;
                break;
            }
        }
        if (plain) {
            if (from === to)
                return;
            if (this.refs.pushPlain)
                this.refs.pushPlain(from, to, kind);
            else
                this.refs.push({ url: this.text(from, to), kind });
            return;
        }
        const url = (0,refs/* urlText */.xG)(this.text(start, end));
        if (url !== '')
            this.refs.push({ url, kind });
    }
    pop() {
        const name = this.stack.pop();
        if ((name === 'template' || name === 'noscript') && this.inertDepth > 0)
            this.inertDepth--;
        if (name === 'svg' || name === 'math' || INTEGRATION.has(name))
            this.contexts.pop();
        if (name === 'style' && this.textWanted) {
            this.textWanted = false;
            this.refs.at?.(this.styleStart);
            for (const ref of (0,refs/* cssRefs */.qT)(this.styleText))
                this.refs.push(ref);
        }
    }
}
/**
 * Every reference of one HTML page, and its `<base href>`, from the events of htmlparser2's Tokenizer
 * (tokenizer.ts; no regular expressions over HTML). The page is its UTF-8 bytes (a string is encoded
 * first); entities are decoded only in the attributes read.
 */
function htmlRefs(html) {
    const refs = [];
    return { refs, base: scanPage(typeof html === 'string' ? Buffer.from(html, 'utf8') : html, refs) };
}
/** Reads pages one after another with one scanner, whose stack and record are made once. */
class PageReader {
    scanner = new PageScanner();
    /** Hands every reference of one HTML page to `refs` as it is found; returns its `<base href>`. */
    read(html, refs) {
        const scanner = this.scanner;
        scanner.start(html, refs);
        try {
            tokenize(html, scanner);
            return scanner.base;
        }
        finally {
            scanner.done();
        }
    }
}
/** Hands every reference of one HTML page to `refs` as it is found; returns its `<base href>`. */
function scanPage(html, refs) {
    return new PageReader().read(html, refs);
}


/***/ }),

/***/ 1946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ keyClass),
/* harmony export */   FM: () => (/* binding */ keyEnd),
/* harmony export */   G0: () => (/* binding */ SAME_FOLDER),
/* harmony export */   Pz: () => (/* binding */ isFolderRelative),
/* harmony export */   RX: () => (/* binding */ twoUrls),
/* harmony export */   ct: () => (/* binding */ SITE_WIDE),
/* harmony export */   gj: () => (/* binding */ UNCACHED),
/* harmony export */   o: () => (/* binding */ SLASH),
/* harmony export */   qc: () => (/* binding */ resolveFromBoth),
/* harmony export */   v9: () => (/* binding */ HASH)
/* harmony export */ });
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8417);
/**
 * A reference's key (its text up to the fragment or query) and which cache it belongs to, on bytes;
 * and a folder index page's relative references, which lead somewhere under each of its two URLs.
 */

// Which cache a reference's key belongs to; the rules of the caches are the key's alone.
const UNCACHED = 0;
const SITE_WIDE = 1;
const SAME_FOLDER = 2;
const HASH = 0x23;
const QUESTION = 0x3f;
const SLASH = 0x2f;
/** The lower case of an ASCII letter; anything else unchanged. */
function lower(c) {
    return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}
/** Whether the bytes at `at` (before `end`) are `word`, ASCII letters in any case. */
function startsWith(bytes, at, end, word) {
    if (end - at < word.length)
        return false;
    for (let i = 0; i < word.length; i++)
        if (lower(bytes[at + i]) !== word.charCodeAt(i))
            return false;
    return true;
}
/**
 * The cache for a key (a reference up to its fragment or query): root-relative and http(s) keys
 * lead to the same target from every page, other relative ones from every page of a folder; an
 * empty key (a query alone) and other schemes are not cached. The same rules as
 * /^(\/(?!\/)|https?:\/\/)/i and /^[a-z][a-z0-9+.-]*:/i, on bytes: other than ASCII never matches.
 */
function keyClass(bytes, start, cut) {
    if (cut === start)
        return UNCACHED;
    const first = bytes[start];
    if (first === SLASH)
        return cut === start + 1 || bytes[start + 1] !== SLASH ? SITE_WIDE : SAME_FOLDER;
    if (startsWith(bytes, start, cut, 'http://') || startsWith(bytes, start, cut, 'https://'))
        return SITE_WIDE;
    const letter = lower(first);
    if (letter < 0x61 || letter > 0x7a)
        return SAME_FOLDER;
    for (let i = start + 1; i < cut; i++) {
        const c = lower(bytes[i]);
        if (c === 0x3a)
            return UNCACHED;
        const name = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d;
        if (!name)
            return SAME_FOLDER;
    }
    return SAME_FOLDER;
}
/** Where a reference's key ends: at its fragment or query. */
function keyEnd(bytes, start, end) {
    for (let i = start; i < end; i++) {
        const c = bytes[i];
        if (c === HASH || c === QUESTION)
            return i;
    }
    return end;
}
/**
 * Whether a page is served under two URLs that resolve a relative reference differently: a folder's
 * index page, at `/guides/x/` (how static hosts and authors' links reach it) and at `/guides/x` (how
 * `serve.js` and Mintlify's own links do). The site's root has one.
 */
function twoUrls(page) {
    return page.endsWith('/index.html');
}
/**
 * A relative reference of such a page, resolved from both its URLs: one target when they agree, else
 * an internal target `a\0b` (NUL never ends a resolved path) that is broken only when neither is
 * served.
 */
function resolveFromBoth(ref, page, siteHost) {
    const first = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRef */ .qE)(ref, page, undefined, siteHost);
    if (first.type !== 'internal')
        return first;
    const other = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRef */ .qE)(ref, page.slice(0, -'/index.html'.length), undefined, siteHost);
    if (other.type !== 'internal' || other.path === first.path)
        return first;
    return { type: 'internal', path: `${first.path}\0${other.path}` };
}
/** Whether a reference (as text) is relative to its page's folder: no scheme, no `/`, `?` or `#` first. */
function isFolderRelative(url) {
    return !/^([a-z][a-z0-9+.-]*:|[/?#])/i.test(url);
}


/***/ }),

/***/ 9143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PD: () => (/* binding */ tagRefs),
/* harmony export */   ST: () => (/* binding */ URL_ATTRIBUTES),
/* harmony export */   _r: () => (/* binding */ RefList),
/* harmony export */   _x: () => (/* binding */ hrefKind),
/* harmony export */   hD: () => (/* binding */ srcKind),
/* harmony export */   kO: () => (/* binding */ noUrlAttributes),
/* harmony export */   o$: () => (/* binding */ attributeText),
/* harmony export */   qT: () => (/* binding */ cssRefs),
/* harmony export */   xG: () => (/* binding */ urlText)
/* harmony export */ });
/* unused harmony exports srcsetUrls, refreshUrl */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9995);

/** Elements whose `src` holds a URL, and what loading it is (a Map: a tag may be named `constructor`). */
const SRC_KINDS = new Map([
    ['script', 'script'],
    ['img', 'image'],
    ['iframe', 'frame'],
    ['frame', 'frame'],
    ['source', 'media'],
    ['video', 'media'],
    ['audio', 'media'],
    ['track', 'media'],
    ['embed', 'object'],
    ['input', 'image']
]);
/** linkKind's answers by rel, then as: a page has the same few links in its head as every other. */
const LINK_KINDS = new Map();
function cachedLinkKind(rel, as) {
    let byAs = LINK_KINDS.get(rel);
    if (byAs === undefined) {
        byAs = new Map();
        if (LINK_KINDS.size < 256)
            LINK_KINDS.set(rel, byAs);
    }
    if (byAs.has(as))
        return byAs.get(as);
    const kind = linkKind(rel, as);
    if (byAs.size < 64)
        byAs.set(as, kind);
    return kind;
}
/** `<link rel>` values that make the browser fetch something, by what it is. */
function linkKind(rel, as) {
    const rels = rel.toLowerCase().split(/\s+/);
    if (rels.includes('stylesheet'))
        return 'stylesheet';
    if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon'))
        return 'image';
    if (rels.includes('manifest'))
        return 'resource';
    if (rels.includes('modulepreload'))
        return 'script';
    if (rels.includes('preload') || rels.includes('prefetch')) {
        const kinds = {
            script: 'script',
            style: 'stylesheet',
            font: 'font',
            image: 'image',
            audio: 'media',
            video: 'media',
            track: 'media',
            document: 'frame'
        };
        return kinds[as.toLowerCase()] ?? 'resource';
    }
    // Links to other documents a reader or a crawler follows. Any other `<link>` (`rev="made"`, no
    // rel, `preconnect`, `dns-prefetch`, `pingback`) names no document of the site to open.
    if (rels.some((r) => FOLLOWED_LINK_RELS.has(r)))
        return 'navigation';
    return undefined;
}
const FOLLOWED_LINK_RELS = new Set([
    'alternate',
    'canonical',
    'sitemap',
    'author',
    'help',
    'license',
    'next',
    'prev',
    'previous',
    'search',
    'first',
    'last',
    'up',
    'index',
    'contents',
    'start',
    'home'
]);
const SPACE = /[\t\n\f\r ]/;
/**
 * The URLs of a `srcset`, split as the HTML standard's "parse a srcset attribute" does: a URL is a
 * run of non-space characters and may hold commas (`data:` URLs, image CDNs' `w_400,c_scale`
 * segments); commas that end it are separators, and a descriptor runs to the next comma outside
 * parentheses. Written by hand: it is a dozen lines, and no small library follows the standard.
 */
function srcsetUrls(srcset) {
    const urls = [];
    const end = srcset.length;
    let at = 0;
    while (at < end) {
        while (at < end && (SPACE.test(srcset[at]) || srcset[at] === ','))
            at++;
        if (at >= end)
            break;
        const start = at;
        while (at < end && !SPACE.test(srcset[at]))
            at++;
        let url = srcset.slice(start, at);
        if (url.endsWith(',')) {
            // Trailing commas end the candidate: it has no descriptor.
            url = url.replace(/,+$/, '');
        }
        else {
            let depth = 0;
            for (; at < end; at++) {
                const c = srcset[at];
                if (c === '(')
                    depth++;
                else if (c === ')' && depth > 0)
                    depth--;
                else if (c === ',' && depth === 0)
                    break;
            }
        }
        if (url !== '')
            urls.push(url);
    }
    return urls;
}
/**
 * `url(...)` and `@import "..."` in a stylesheet, with comments skipped. Written by hand: only these
 * two forms matter here, and a full CSS parser would add a megabyte to the action for them.
 */
function cssRefs(css) {
    const refs = [];
    // Most style attributes only set colours: without either form there is nothing to find (removing
    // comments only puts spaces in, so it cannot make one).
    if (!/url\(|@import/i.test(css))
        return refs;
    const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
    // `@import url(…)` is tried first at its `@`, so its url() is read as the stylesheet it imports.
    const pattern = /@import\s+url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^'")\s]*))\s*\)|@import\s+(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/gi;
    for (const match of text.matchAll(pattern)) {
        const imported = match[1] ?? match[2] ?? match[3] ?? match[7] ?? match[8];
        const url = imported ?? match[4] ?? match[5] ?? match[6] ?? '';
        const clean = url.replace(/\\(.)/g, '$1').trim();
        if (!clean)
            continue;
        const kind = imported !== undefined
            ? 'stylesheet'
            : /\.(woff2?|ttf|otf|eot)([?#]|$)/i.test(clean)
                ? 'font'
                : 'image';
        refs.push({ url: clean, kind });
    }
    return refs;
}
/**
 * Every attribute `tagRefs` reads, unset; the page scanner keeps no others. An object literal, so
 * every tag's attributes share one shape, which V8 reads fastest (filling it in a loop was slower).
 */
function noUrlAttributes() {
    return {
        href: undefined,
        src: undefined,
        srcset: undefined,
        imagesrcset: undefined,
        poster: undefined,
        data: undefined,
        style: undefined,
        rel: undefined,
        as: undefined,
        'http-equiv': undefined,
        content: undefined
    };
}
/** The names of the attributes `tagRefs` reads. */
const URL_ATTRIBUTES = new Set(Object.keys(noUrlAttributes()));
/**
 * A list of references emptied by counts, so its storage is allocated once for every page. Plain
 * references stay offsets into the page: most of a page's URLs are the sidebar's, judged before,
 * and the check looks them up by their bytes without making a string of each.
 */
class RefList {
    /**
     * For a list that locates findings (locate.ts): every reference in the page's order, as written,
     * with where (its tag's start; a plain one's own). Such a list keeps nothing else. It is this
     * class, not another sink, so the page scanner meets one kind of sink and V8 keeps its code.
     */
    located;
    /** Where the tag being read starts (RefSink.at). */
    tagAt = 0;
    items = [];
    count = 0;
    /** Start and end of each plain reference, in turn. */
    plain = [];
    plainKinds = [];
    plainCount = 0;
    /** Start and end of each id given as bytes, in turn; then ids given as text. */
    ids = [];
    idCount = 0;
    idTexts = [];
    idTextCount = 0;
    /** `locate`: the page whose references are located (locate.ts). */
    constructor(locate) {
        this.located = locate ? { html: locate, urls: [], offsets: [] } : undefined;
    }
    push(ref) {
        const located = this.located;
        if (located !== undefined) {
            located.urls.push(ref.url);
            located.offsets.push(this.tagAt);
            return;
        }
        this.items[this.count++] = ref;
    }
    pushPlain(start, end, kind) {
        const located = this.located;
        if (located !== undefined) {
            located.urls.push(located.html.toString('latin1', start, end));
            located.offsets.push(start);
            return;
        }
        this.plain[2 * this.plainCount] = start;
        this.plain[2 * this.plainCount + 1] = end;
        this.plainKinds[this.plainCount++] = kind;
    }
    /** Keeps an id (RefSink.pushId); unset, the scanner reports none. */
    pushId = (start, end, text) => {
        if (text !== undefined) {
            this.idTexts[this.idTextCount++] = text;
            return;
        }
        this.ids[2 * this.idCount] = start;
        this.ids[2 * this.idCount + 1] = end;
        this.idCount++;
    };
    at(offset) {
        this.tagAt = offset;
    }
    clear() {
        this.count = 0;
        this.plainCount = 0;
        this.idCount = 0;
        this.idTextCount = 0;
    }
}
/** An attribute value as a browser reads it: its entities decoded (there are none without an &). */
function attributeText(value) {
    return value.includes('&') ? (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTMLAttribute */ .Im)(value) : value;
}
/**
 * An attribute's URL as the URL parser reads it: entities decoded, trimmed, and every ASCII tab and
 * newline removed (an `href` wrapped over two lines is one URL).
 */
function urlText(value) {
    const text = attributeText(value).trim();
    return /[\t\n\r]/.test(text) ? text.replace(/[\t\n\r]/g, '') : text;
}
function add(refs, url, kind) {
    if (url === undefined || kind === undefined)
        return;
    const decoded = urlText(url);
    if (decoded !== '')
        refs.push({ url: decoded, kind });
}
/**
 * The URL a `<meta http-equiv="refresh" content="0;URL=…">` sends the reader to, as the HTML
 * standard's shared declarative refresh steps read it; undefined for any other meta.
 */
function refreshUrl(attrs) {
    if (attributeText(attrs['http-equiv'] ?? '')
        .trim()
        .toLowerCase() !== 'refresh')
        return undefined;
    const content = attributeText(attrs.content ?? '');
    const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.*)$/is.exec(content);
    if (!match)
        return undefined;
    let url = (match[2] ?? '').trim();
    if (match[1] && url.endsWith(match[1]))
        url = url.slice(0, -1);
    return url === '' ? undefined : url;
}
/** What the `href` of a `name` tag references, or undefined when it is not a reference. */
function hrefKind(name, attrs) {
    if (name === 'a' || name === 'area')
        return 'navigation';
    if (name === 'link')
        return cachedLinkKind(attrs.rel ?? '', attrs.as ?? '');
    return undefined;
}
/** What the `src` of a `name` tag references, or undefined when it is not a reference. */
function srcKind(name) {
    return SRC_KINDS.get(name);
}
/**
 * What one start tag references (`name` lower case, `attrs` the first value of each attribute, as
 * written: entities are decoded here, only in the values read). `<base href>` and a `<style>`
 * element's text are the caller's.
 */
function tagRefs(name, attrs, refs) {
    const style = attrs.style;
    if (style) {
        for (const ref of cssRefs(attributeText(style)))
            refs.push(ref);
    }
    switch (name) {
        case 'a':
        case 'area':
            add(refs, attrs.href, 'navigation');
            return;
        case 'link': {
            add(refs, attrs.href, hrefKind(name, attrs));
            if (attrs.imagesrcset)
                for (const url of srcsetUrls(attrs.imagesrcset))
                    add(refs, url, 'image');
            return;
        }
        case 'object':
            add(refs, attrs.data, 'object');
            return;
        case 'base': // the page's base URL, not a reference
        case 'style':
            return;
        case 'meta': {
            const url = refreshUrl(attrs);
            if (url !== undefined)
                refs.push({ url, kind: 'navigation', redirect: true });
            return;
        }
    }
    const kind = srcKind(name);
    if (kind)
        add(refs, attrs.src, kind);
    if (attrs.srcset)
        for (const url of srcsetUrls(attrs.srcset))
            add(refs, url, 'image');
    if (name === 'video' && attrs.poster)
        add(refs, attrs.poster, 'image');
}


/***/ }),

/***/ 8417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xi: () => (/* binding */ candidates),
/* harmony export */   qE: () => (/* binding */ resolveRef)
/* harmony export */ });
/* unused harmony exports plainPath, resolveByUrl */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** One object for every skipped reference (fragments alone are most of a page's): never changed. */
const SKIP = Object.freeze({ type: 'skip' });
/** A placeholder origin: relative references resolve against it, as against the site's own host. */
const SITE = 'http://site.invalid';
const IGNORED = /^(mailto|tel|javascript|data|blob|about|sms|callto):/i;
/**
 * The last two pages' URLs: a page's references resolve against it one after another, and a folder's
 * index page's against both its URLs in turn (check.ts, resolveFromBoth).
 */
const cachedPages = [undefined, undefined];
const cachedBases = [undefined, undefined];
const cachedUrls = [undefined, undefined];
let nextSlot = 0;
/** The URL a page's references resolve against, with its `<base href>`; undefined when it has none. */
function urlOfPage(page, base) {
    for (let slot = 0; slot < 2; slot++) {
        if (cachedPages[slot] === page && cachedBases[slot] === base)
            return cachedUrls[slot];
    }
    let pageUrl;
    try {
        // Each name encoded whole: a folder named `v#2` or `a?b` is a folder, not a fragment or query.
        const encoded = page.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/').split('/').map(encodeURIComponent).join('/');
        pageUrl = new URL(encoded, `${SITE}/`);
        if (base)
            pageUrl = new URL(base, pageUrl);
    }
    catch {
        pageUrl = undefined;
    }
    cachedPages[nextSlot] = page;
    cachedBases[nextSlot] = base;
    cachedUrls[nextSlot] = pageUrl;
    nextSlot ^= 1;
    return pageUrl;
}
/** A path segment the URL parser keeps as it is: no escapes, no characters it would encode. */
const PLAIN_SEGMENT = /^[\w.~-]+$/;
/**
 * The path a plain relative or root-relative reference leads to, worked out on the text as the URL
 * parser would (the page's folder, `..` popping a folder and stopping at the root, a trailing slash
 * kept); undefined for anything else, which goes through the URL parser. Most references of a site
 * are plain, and parsing a URL for each was most of the check's resolving.
 */
function plainPath(ref, page) {
    let end = ref.length;
    for (let i = 0; i < ref.length; i++) {
        const c = ref.charCodeAt(i);
        if (c === 0x23 || c === 0x3f) {
            end = i;
            break;
        }
    }
    if (end === 0)
        return undefined;
    const rooted = ref.charCodeAt(0) === 0x2f;
    const segments = ref.slice(rooted ? 1 : 0, end).split('/');
    const out = rooted ? [] : page.split('/').slice(0, -1);
    let leading = true;
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        const last = i === segments.length - 1;
        if (segment === '..') {
            if (!leading)
                return undefined;
            out.pop();
            // `..` at the end names the folder: `/a/` for `..` from `a/b/c.html`.
            if (last)
                out.push('');
            continue;
        }
        leading = false;
        if (segment === '') {
            if (!last)
                return undefined;
            out.push('');
            continue;
        }
        if (segment === '.' || !PLAIN_SEGMENT.test(segment))
            return undefined;
        out.push(segment);
    }
    return out.join('/');
}
/**
 * Resolves `ref` found in the page at `page` (a site-relative path such as `guides/a.html`), with
 * the page's `<base href>` if any. Fragments and queries are ignored; `siteHost` (the docs domain)
 * counts as the site itself.
 */
function resolveRef(ref, page, base, siteHost) {
    const trimmed = ref.trim();
    if (trimmed === '' || trimmed.startsWith('#') || IGNORED.test(trimmed))
        return SKIP;
    if (base === undefined) {
        const plain = plainPath(trimmed, page);
        if (plain !== undefined)
            return { type: 'internal', path: plain };
    }
    return resolveByUrl(trimmed, page, base, siteHost);
}
/** resolveRef through the URL parser: every reference plainPath does not take. */
function resolveByUrl(trimmed, page, base, siteHost) {
    if (trimmed === '' || trimmed.startsWith('#') || IGNORED.test(trimmed))
        return SKIP;
    const pageUrl = urlOfPage(page, base);
    if (pageUrl === undefined)
        return SKIP;
    let url;
    try {
        url = new URL(trimmed, pageUrl);
    }
    catch {
        // An absolute URL that does not parse (`http://<servername>/x`, an example in prose) leads to no
        // file of the site: not a broken internal target.
        if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(trimmed))
            return SKIP;
        return { type: 'outside', path: trimmed };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return SKIP;
    const host = url.hostname.toLowerCase();
    if (url.origin !== SITE && host !== siteHost?.toLowerCase())
        return { type: 'external', host };
    let decoded;
    try {
        decoded = decodeURIComponent(url.pathname);
    }
    catch {
        return { type: 'outside', path: url.pathname };
    }
    // URL resolution stops `..` at the root, but an encoded slash (`%2F..`) decodes into one.
    const relative = decoded.replace(/^\/+/, '');
    const clean = relative === '' ? '' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(relative);
    if (clean === '..' || clean.startsWith('../') || clean.includes('\0')) {
        return { type: 'outside', path: decoded };
    }
    // normalize keeps a trailing slash (a folder, served as its index.html) and turns '' into '.'.
    return { type: 'internal', path: clean === '.' || clean === './' ? '' : clean };
}
/** The files a static host tries for a site path: `/a/b` may be `a/b`, `a/b.html` or `a/b/index.html`. */
function candidates(sitePath) {
    if (sitePath === '' || sitePath.endsWith('/'))
        return [`${sitePath}index.html`];
    return [sitePath, `${sitePath}.html`, `${sitePath}/index.html`];
}


/***/ }),

/***/ 9492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ note),
/* harmony export */   WJ: () => (/* binding */ isChecked),
/* harmony export */   ZJ: () => (/* binding */ pageTarget),
/* harmony export */   xC: () => (/* binding */ PAGES_PER_FINDING)
/* harmony export */ });
/** Pages named for each broken target and each external host: enough to find it, not a flood. */
const PAGES_PER_FINDING = 3;
/** Whether the checker reads this file of the site: pages and stylesheets. */
function isChecked(file) {
    return /\.(html?|css)$/i.test(file);
}
/** The path a static host serves a page file at: `guides/x/index.html` at `/guides/x/`. */
function pageTarget(file) {
    if (file === 'index.html')
        return '/';
    if (file.endsWith('/index.html'))
        return `/${file.slice(0, -'index.html'.length)}`;
    return `/${file}`;
}
/** Keeps `page` among the first PAGES_PER_FINDING pages of `list`, in order of their paths. */
function note(list, page) {
    if (list.includes(page))
        return;
    if (list.length === PAGES_PER_FINDING) {
        if (!pathBefore(page, list[PAGES_PER_FINDING - 1]))
            return;
        list.pop();
    }
    let at = list.length;
    while (at > 0 && pathBefore(page, list[at - 1]))
        at--;
    list.splice(at, 0, page);
}
/** Whether path `a` sorts before `b` by code points, as their UTF-8 bytes do (ByteTable.compareKeys). */
function pathBefore(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')) < 0;
}


/***/ })

};
