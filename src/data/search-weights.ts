/**
 * Every number the search ranks with. Each says what reader it serves; a
 * change here is measured on the tuning half first (CONTRIBUTING, "Change
 * search"). Limits and thresholds are constants; the weights and the rules
 * that are code paths are one `Weights` object, which the engine is built
 * with, so the bench can switch each off (`--ablate`) without hooks in the code.
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

// ------------------------------------------------------------- thresholds

/** Typed letters shorter than this are a word only as typed: as a prefix one letter matches everything. */
export const MIN_PREFIX_LENGTH = 2;
/** Words shorter than this are too close to too many terms to correct. */
export const MIN_CORRECTED = 5;
/** Partial words shorter than this are not corrected: too many words start one typo away. */
export const MIN_CORRECTED_START = 6;
/** A corrected partial word completes to a term at least this many letters longer (`envionm` → environment, not a near-twin). */
export const MIN_CORRECTED_COMPLETION = 2;
/** Near terms weighed for a correction (the vocabulary is sorted, so a few of each start). */
export const MAX_CORRECTIONS = 24;
/** Partial words shorter than this complete to too many words to guess from. */
export const MIN_COMPLETED = 5;
/** Completions of a partial word looked at for other names (the vocabulary is sorted: the shortest come first). */
export const MAX_COMPLETIONS = 24;
/** Characters of a typed prefix at which its title share (titlePrefixLengthShare) is whole. */
export const TITLE_PREFIX_FULL_LENGTH = 12;
/** Chinese runs shorter than this are matched only as typed: cut shorter they are single characters. */
export const MIN_RELAXED_RUN = 3;
/** Pages that must hold two characters together for a query to read them as one word the segmenter split. */
export const WORD_PAGES = 2;
/** The least share of a query (by word rarity) a page must match when no page matches every word. */
export const MIN_COVERAGE = 0.5;
/** The least share of a query's required words the docs must know, or the query says nothing they hold. */
export const MIN_KNOWN_SHARE = 0.5;
/** Rounding slack when telling a page that covers every word from one that covers almost all. */
export const FULL_COVERAGE_SLACK = 1e-9;
/** Query words a heading must name for the heading-cover bonus: one word in a heading is any section's. */
export const MIN_HEADED_WORDS = 2;
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
/** Terms of an English question: a question word and at least this many terms. */
export const QUESTION_MIN_TERMS = 3;
/** This many English words read as a description of a task. */
export const TASK_MIN_WORDS = 4;
/** This many Chinese characters read as a description of a task. */
export const TASK_MIN_HAN = 6;

// ------------------------------------------------------------- weights

export const WEIGHTS = {
  // Matching words.
  /** A heading's words count this many times a body word: the heading says what the section is about. */
  headingWeight: 3,
  /** A title match counts like a section mentioning the term this often. */
  titleTf: 6,
  /** A section FlexSearch matched through a camelCase part the text check cannot see. */
  partTf: 0.7,
  /** A closing link list ("Related") names its neighbours' subjects, not its page's: its row counts this much. */
  linkListWeight: 0.3,
  /** A word matched as the start of a longer word (`environm` → `environment`). */
  prefixWeight: 0.5,
  /** Up to this much more for a prefix of a title word, the longer the typed part the more (a reader nearly done typing it). */
  titlePrefixLengthShare: 0.3,
  /** A Chinese phrase matched as separate words: the page may say them apart, about something else. */
  relaxedWeight: 0.6,
  /** A Chinese phrase matched without its last character (`服务器` → `服务`, as `servers` finds `server`). */
  stemWeight: 0.45,
  /** A character pair standing in for a Chinese word no page holds: one guess among several. */
  pairWeight: 0.4,
  /** A page matched through another name of the query word (the term bridge: 智能体 → Agent). */
  bridgeWeight: 0.7,
  /** Another name of a partial word's completions (`configur` → config): the reader meant one of them. */
  completionWeight: 0.5,
  /** A phrase's words where a section says them apart: that section is about something else as often as not. */
  phraseApartWeight: 0.5,
  /** A keyword match (frontmatter `keywords`, another name readers use) as a share of a title match: the reader's word is not the page's own. */
  keywordWeight: 0.8,
  // Which pages qualify.
  /** A phrase's piece counts no rarer than a word this share of the pages hold (a bad cut must not rule a page out). */
  pieceRarityFloor: 0.25,
  /** How much a query word found in a page's title or keywords counts when deciding whether the page qualifies. */
  namedCoverage: 2,
  /** How steeply a page that misses some query words ranks below one that has them all. */
  coveragePower: 1.5,
  // Scoring a page.
  /** A page's second-best section per word adds this share, its third this: the page says it more than once. */
  secondSectionShare: 0.3,
  thirdSectionShare: 0.1,
  /** A section that says the whole query as one phrase, as the reader typed it. */
  wholePhraseBoost: 1.5,
  /** Share of the best section holding every query word added to the page: the answer is in one place. */
  coverShare: 0.5,
  /** Share of a page's score added when one of its headings names every word of the query. */
  headingCoverBonus: 0.3,
  /** Share of the base score, and the points, added for a page named whole: by its title, or a row headed by the identifier typed. */
  namedBaseShare: 0.5,
  namedPoints: 2,
  /** An identifier with other words around it: that reader is using it, not looking its row up. */
  identifierInUseShare: 0.5,
  /** Points for a page with a heading the reader typed whole (a pasted error names its section). */
  headedPoints: 2,
  /** Share of a page's score added when its title holds some of the query's words (all of them: namedBaseShare + namedPoints). */
  partTitleBonus: 0.3,
  /** Points for a page whose title or keyword is what the reader typed, the question around it aside. */
  titleSaidPoints: 4,
  /** Share of the base score for a title holding the query's phrase. */
  phraseInTitleShare: 0.5,
  /** A page that has an identifier's words but never the identifier as typed (`open`, not `--open`). */
  unwrittenIdentifierWeight: 0.6,
  // The page-type prior (query-shape.ts).
  /** Blog posts and showcases describe a moment or a demo; the guide or reference that covers it is kept up to date. */
  otherWeight: 0.7,
  /** A reader with a problem has read the reference row already; the guide that explains the behaviour comes first. */
  problemReferenceWeight: 0.8,
  /** A reader who asks for the whole list (`all config keys`) wants the reference page. */
  listingReferenceWeight: 1.2,
  /** The troubleshooting page names every topic once: it waits unless the reader has a problem, and then comes first. */
  troubleshootingWeight: 0.75,
  troubleshootingProblemWeight: 1.25,
  /** A reader who types an identifier alone looks for the reference row that defines it. */
  identifierReferenceWeight: 1.1,
  /** A reader who asks in words wants the guide that explains, not the reference that lists. */
  questionReferenceWeight: 0.7,
  questionGuideWeight: 1.1,
  /** A plain query (a topic's name) leans to the guide too, less than a question. */
  plainReferenceWeight: 0.8,
  /** The rules that are code paths, each on unless the bench switches it off. */
  rules: {
    /** A polite opening (请问, 你好，, hi) asks nothing of a page (normalise.ts). */
    greeting: true,
    /** The product's name next to other words means those words (normalise.ts). */
    productName: true,
    /** A word no page holds is read as the term one typo away (word-fixes.ts). */
    typoFix: true,
    /** A partial word also finds the other names of the words it starts (`configur` → config; word-fixes.ts). */
    completions: true,
    /** One letter typed after a word starts the next word (`web u` → Web UI; requirements.ts). */
    typingLetter: true,
    /** Chinese words typed apart that together spell a docs name are one word (`任务 拆解`; requirements.ts). */
    joinSpacedNames: true,
    /** A query's ending (a question mark, 吗) is no part of the phrase, heading or title it says. */
    saidEnding: true,
    /** A Chinese phrase also matches without its last character (stemWeight). */
    cjkStem: true,
    /** A title inside a Chinese run (`配置` in `配置文件`) hints at the page. */
    titleInRun: true,
    /** The words of a problem (打不开) are not required of a page, and count only on the troubleshooting page. */
    problemWords: true,
    /** A problem lowers reference pages by problemReferenceWeight, whatever the query's shape (query-shape.ts). */
    problemReference: true,
    /** A pasted error or log line lands on the section that quotes it (quoted-line.ts). */
    quotedLine: true,
    /** Another name of a word or of the whole query (the term bridge). */
    bridge: true,
    /** Words that spell a phrase the bridge knows (`event stream`) are one requirement (requirements.ts). */
    bridgePhrases: true,
    /** A Chinese word no page holds goes by its character pairs. */
    cjkPairs: true,
    /** The row headed by an identifier the reader typed (`--input`, `browser.control`) defines it. */
    identifierRow: true,
    /** A heading the query says whole (a pasted error, a heading seen) names its page. */
    saidHeading: true,
    /** A page whose title or keyword the query says, the question around it aside. */
    saidTitle: true,
    /** A keyword of several words said inside a longer query. */
    saidKeyword: true,
    /** A page whose title holds every word of the query. */
    titleNamed: true,
  },
};

export type Weights = typeof WEIGHTS;
