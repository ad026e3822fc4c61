/**
 * Every number the search ranks with. Each says what reader it serves; a
 * change here is measured on the tuning half first (CONTRIBUTING, "Change
 * search").
 */

// ------------------------------------------------------------- limits

/** Pages a search returns: what the panel shows without scrolling far. */
export const RESULT_LIMIT = 7;
/** Queries remembered: a reader retyping or deleting back finds them at once. */
export const CACHE_SIZE = 100;
/** Sections indexed between two looks at the clock while the engine is built in slices. */
export const SECTIONS_PER_CLOCK_CHECK = 4;
/** The longest a build slice may run before the page gets a turn, in ms (a phone's CPU turns more into long tasks). */
export const SLICE_MS = 5;

// ------------------------------------------------------------- BM25

/** How fast repeating a word stops helping a section (BM25 k1). */
export const K1 = 1.2;
/** How much a long section's length holds it back (BM25 b). */
export const B = 0.75;
/** A heading's words count this many times a body word: the heading says what the section is about. */
export const HEADING_WEIGHT = 3;
/** A title match counts like a section mentioning the term this often. */
export const TITLE_TF = 6;
/** A section FlexSearch matched through a camelCase part the text check cannot see. */
export const PART_TF = 0.7;
/** A closing link list ("Related") names its neighbours' subjects, not its page's: its row counts this much. */
export const LINK_LIST_WEIGHT = 0.3;

// ------------------------------------------------------------- matching words

/** A word matched as the start of a longer word (`environm` → `environment`). */
export const PREFIX_WEIGHT = 0.5;
/** Up to this much more for a prefix of a title word, the longer the typed part the more (a reader nearly done typing it). */
export const TITLE_PREFIX_LENGTH_SHARE = 0.3;
/** Characters of a typed prefix at which its title share is whole. */
export const TITLE_PREFIX_FULL_LENGTH = 12;
/** Typed letters shorter than this are a word only as typed: as a prefix one letter matches everything. */
export const MIN_PREFIX_LENGTH = 2;
/** A Chinese phrase matched as separate words: the page may say them apart, about something else. */
export const RELAXED_WEIGHT = 0.6;
/** A Chinese phrase matched without its last character (`服务器` → `服务`, as `servers` finds `server`). */
export const STEM_WEIGHT = 0.45;
/** Chinese runs shorter than this are matched only as typed: cut shorter they are single characters. */
export const MIN_RELAXED_RUN = 3;
/** A character pair standing in for a Chinese word no page holds: one guess among several. */
export const PAIR_WEIGHT = 0.4;
/** A page matched through another name of the query word (the term bridge: 智能体 → Agent). */
export const BRIDGE_WEIGHT = 0.7;
/** Another name of a partial word's completions (`configur` → config): the reader meant one of them. */
export const COMPLETION_WEIGHT = 0.5;
/** Partial words shorter than this complete to too many words to guess from. */
export const MIN_COMPLETED = 5;
/** Completions of a partial word looked at for other names (the vocabulary is sorted: the shortest come first). */
export const MAX_COMPLETIONS = 24;
/** Words shorter than this are too close to too many terms to correct. */
export const MIN_CORRECTED = 5;
/** Partial words shorter than this are not corrected: too many words start one typo away. */
export const MIN_CORRECTED_START = 6;
/** A corrected partial word completes to a term at least this many letters longer (`envionm` → environment, not a near-twin). */
export const MIN_CORRECTED_COMPLETION = 2;
/** Near terms weighed for a correction (the vocabulary is sorted, so a few of each start). */
export const MAX_CORRECTIONS = 24;
/** Pages that must hold two characters together for a query to read them as one word the segmenter split. */
export const WORD_PAGES = 2;
/** A phrase's words where a section says them apart: that section is about something else as often as not. */
export const PHRASE_APART_WEIGHT = 0.5;
/**
 * A keyword match (frontmatter `keywords`: another name readers use for the
 * page's subject) counts as this share of a title match: the page is about
 * the thing, but the reader's word is not the page's own.
 */
export const KEYWORD_WEIGHT = 0.8;

// ------------------------------------------------------------- which pages qualify

/** A phrase's piece counts no rarer than a word this share of the pages hold (a bad cut must not rule a page out). */
export const PIECE_RARITY_FLOOR = 0.25;
/** The least share of a query (by word rarity) a page must match when no page matches every word. */
export const MIN_COVERAGE = 0.5;
/** The least share of a query's required words the docs must know, or the query says nothing they hold. */
export const MIN_KNOWN_SHARE = 0.5;
/** How much a query word found in a page's title or keywords counts when deciding whether the page qualifies. */
export const NAMED_COVERAGE = 2;
/** How steeply a page that misses some query words ranks below one that has them all. */
export const COVERAGE_POWER = 1.5;
/** Rounding slack when telling a page that covers every word from one that covers almost all. */
export const FULL_COVERAGE_SLACK = 1e-9;

// ------------------------------------------------------------- scoring a page

/** A page's second-best section per word adds this share: the page says it more than once. */
export const SECOND_SECTION_SHARE = 0.3;
/** And its third-best section this share. */
export const THIRD_SECTION_SHARE = 0.1;
/** A section that says the whole query as one phrase, as the reader typed it. */
export const WHOLE_PHRASE_BOOST = 1.5;
/** Share of the best section holding every query word added to the page: the answer is in one place. */
export const COVER_SHARE = 0.5;
/** Share of a page's score added when one of its headings names every word of the query. */
export const HEADING_COVER_BONUS = 0.3;
/** Query words a heading must name for that bonus: one word in a heading is any section's. */
export const MIN_HEADED_WORDS = 2;
/** Share of the base score, and the points, added for a page named whole: by its title, or a row headed by the identifier typed. */
export const NAMED_BASE_SHARE = 0.5;
export const NAMED_POINTS = 2;
/** An identifier with other words around it: that reader is using it, not looking its row up. */
export const IDENTIFIER_IN_USE_SHARE = 0.5;
/** Points for a page with a heading the reader typed whole (a pasted error names its section). */
export const HEADED_POINTS = 2;
/** Share of a page's score added when its title holds some of the query's words (all of them: NAMED_BASE_SHARE + NAMED_POINTS). */
export const PART_TITLE_BONUS = 0.3;
/** Points for a page whose title or keyword is what the reader typed, the question around it aside. */
export const TITLE_SAID_POINTS = 4;
/** Share of the base score for a title holding the query's phrase. */
export const PHRASE_IN_TITLE_SHARE = 0.5;
/** A page that has an identifier's words but never the identifier as typed (`open`, not `--open`). */
export const UNWRITTEN_IDENTIFIER_WEIGHT = 0.6;

// ------------------------------------------------------------- what the query says whole

/** Words a query needs before it may be the start of a heading (`模型 API Key 缺失`, not `配置文件`). */
export const MIN_HEADING_PREFIX_WORDS = 5;
/** Headings a query may say need this many words: `常见问题` or `示例` say nothing about which page. */
export const MIN_SAYABLE_WORDS = 3;
/** A Chinese heading a query may say needs this many characters. */
export const MIN_SAYABLE_HAN = 5;
/** A heading more pages than this share names none of them. */
export const MAX_SAYABLE_PAGES = 2;
/** Words a keyword needs to count when a longer query says it whole: one word is an atom's match. */
export const MIN_SAID_KEYWORD_WORDS = 2;
/** A phrase more than this share of the pages hold names no page in particular (`agent tars`, `web ui`). */
export const RARE_PHRASE_SHARE = 0.5;

// ------------------------------------------------------------- the page-type prior (query-shape.ts)

/** Blog posts and showcases describe a moment or a demo; the guide or reference that covers it is kept up to date. */
export const OTHER_WEIGHT = 0.7;
/** A reader with a problem has read the reference row already; the guide that explains the behaviour comes first. */
export const PROBLEM_REFERENCE_WEIGHT = 0.8;
/** A reader who asks for the whole list (`all config keys`) wants the reference page. */
export const LISTING_REFERENCE_WEIGHT = 1.2;
/** The troubleshooting page names every topic once: it waits unless the reader has a problem. */
export const TROUBLESHOOTING_WEIGHT = 0.75;
/** A reader describing a problem wants the troubleshooting page first. */
export const TROUBLESHOOTING_PROBLEM_WEIGHT = 1.25;
/** A reader who types an identifier alone looks for the reference row that defines it. */
export const IDENTIFIER_REFERENCE_WEIGHT = 1.1;
/** A reader who asks in words wants the guide that explains, not the reference that lists. */
export const QUESTION_REFERENCE_WEIGHT = 0.7;
export const QUESTION_GUIDE_WEIGHT = 1.1;
/** A plain query (a topic's name) leans to the guide too, less than a question. */
export const PLAIN_REFERENCE_WEIGHT = 0.8;
/** Terms of an English question: a question word and at least this many terms. */
export const QUESTION_MIN_TERMS = 3;
/** This many English words read as a description of a task. */
export const TASK_MIN_WORDS = 4;
/** This many Chinese characters read as a description of a task. */
export const TASK_MIN_HAN = 6;
