/**
 * `--ablate`: each rule or weight group of src/data/search-weights.ts switched off
 * in turn, and what that costs on what we tune on (the held-out halves are
 * never looked at here): the tuning halves, the regression set and the
 * user problems, and the robustness cases (those queries edited as a reader
 * might type them, search-robustness-edits.mjs), and the error and log lines
 * the docs quote as a reader pastes them (scripts/lib/pasted-lines.mjs). Per
 * part and language, the
 * queries whose page drops out of the top 5 and those no longer first; the
 * cost is all of them, per language (see KEEP_COST). A rule is off when its flag
 * is false; a weight is off at its neutral value, the one that undoes its
 * effect (1 for a multiplier, 0 for a bonus or a share), as each
 * entry below sets it.
 */
import path from 'node:path';
import { quotedLines } from '../../lib/pasted-lines.mjs';
import { printTable } from './search-print.mjs';
import { bareRoute, engineFor, robustnessCases, routesOf } from './search-robustness-edits.mjs';

/** name → the weights it sets to their neutral values (rules: flags turned off). */
export const ABLATIONS = {
  // Rules that are code paths.
  ...Object.fromEntries(
    [
      'greeting',
      'productName',
      'typoFix',
      'completions',
      'typingLetter',
      'joinSpacedNames',
      'quotedLine',
      'saidEnding',
      'bridge',
      'bridgePhrases',
      'cjkStem',
      'cjkPairs',
      'titleInRun',
      'problemWords',
      'problemReference',
      'identifierRow',
      'saidHeading',
      'saidTitle',
      'saidKeyword',
      'titleNamed',
    ].map((rule) => [rule, { rules: { [rule]: false } }]),
  ),
  // Single weights at the value that undoes them: multipliers at 1, bonuses and shares at 0.
  ...Object.fromEntries(
    Object.entries({
      headingWeight: 1,
      partTf: 0,
      linkListWeight: 1,
      prefixWeight: 1,
      titlePrefixLengthShare: 0,
      phraseApartWeight: 1,
      relaxedWeight: 1,
      bridgeWeight: 1,
      keywordWeight: 1,
      pieceRarityFloor: 0,
      namedCoverage: 1,
      coveragePower: 0,
      wholePhraseBoost: 1,
      partTitleBonus: 0,
      phraseInTitleShare: 0,
      coverShare: 0,
      headingCoverBonus: 0,
      unwrittenIdentifierWeight: 1,
    }).map(([weight, neutral]) => [weight, { [weight]: neutral }]),
  ),
  // Weights that serve one reader together.
  moreSections: { secondSectionShare: 0, thirdSectionShare: 0 },
  // The page-type prior, one reader at a time.
  otherPages: { otherWeight: 1 },
  identifierReference: { identifierReferenceWeight: 1 },
  troubleshooting: { troubleshootingWeight: 1, troubleshootingProblemWeight: 1 },
  listingReference: { listingReferenceWeight: 1 },
  questionShape: { questionReferenceWeight: 1, questionGuideWeight: 1 },
  plainReference: { plainReferenceWeight: 1 },
};

/**
 * A rule whose removal costs fewer queries than this in every language is a
 * candidate to go (per language: summed over both, a Chinese gain paid for
 * an English loss). Candidates go only if switching them off together then
 * holds the held-out halves (CONTRIBUTING, "Change search").
 */
export const KEEP_COST = 2;

function withOff(weights, off) {
  return { ...weights, ...off, rules: { ...weights.rules, ...(off.rules ?? {}) } };
}

/** { found, first } of `cases` ({ q, want }): the right page in the top `top`, and first. */
function count(engine, cases, top) {
  let found = 0;
  let first = 0;
  for (const { q, want } of cases) {
    const rank = routesOf(engine, q).findIndex((r) => want.includes(r));
    if (rank >= 0 && rank < top) found += 1;
    if (rank === 0) first += 1;
  }
  return { found, first };
}

/** Per language and part: { found, first } under `weights`. */
function measure(ours, searchDir, indexByLang, partsByLang, weights, top) {
  const out = {};
  for (const [lang, parts] of Object.entries(partsByLang)) {
    const engine = engineFor(ours.SearchEngine, ours.HanVariants, searchDir, indexByLang[lang], weights);
    out[lang] = Object.fromEntries(Object.entries(parts).map(([part, cases]) => [part, count(engine, cases, top)]));
  }
  return out;
}

/**
 * Prints, per ablation, what switching it off costs (positive: lost)
 * against all on. `queriesByLang` is { tuning, other } per language, each
 * a list of { q, expect } with routes as `withLang` makes them. `only`
 * limits the run to some names (`--ablate a,b`); `together` switches those
 * off at once instead, in one row (what a prune of several costs,
 * interactions included).
 */
export function ablate({ ours, root, searchDir, indexByLang, queriesByLang, withLang, top, only, together }) {
  const names = only ?? Object.keys(ABLATIONS);
  for (const name of names) if (!ABLATIONS[name]) throw new Error(`No ablation named ${name}: ${Object.keys(ABLATIONS).join(', ')}`);
  const langs = Object.keys(queriesByLang);
  const asCases = (queries, lang) => queries.map(({ q, expect }) => ({ q, want: expect.map((e) => bareRoute(withLang(e, lang))) }));
  const partsByLang = Object.fromEntries(
    langs.map((l) => [
      l,
      {
        tuning: asCases(queriesByLang[l].tuning, l),
        other: asCases(queriesByLang[l].other, l),
        robustness: robustnessCases(root, l).map(({ edited, want }) => ({ q: edited, want })),
        pasted: [...quotedLines({ docsRoot: path.join(root, 'docs'), lang: l, userProblems: ours.userProblems, min: ours.QUOTED_LINE_MIN })].map(([q, places]) => ({
          q,
          want: [...places].map((place) => bareRoute(place.split('#')[0])),
        })),
      },
    ]),
  );
  const PARTS = ['tuning', 'other', 'robustness', 'pasted'];
  const base = measure(ours, searchDir, indexByLang, partsByLang, ours.WEIGHTS, top);
  const rows = [];
  const row = (name, m) => {
    const cells = [];
    const byLang = Object.fromEntries(langs.map((l) => [l, 0]));
    for (const part of PARTS) {
      for (const l of langs) {
        const found = base[l][part].found - m[l][part].found;
        const first = base[l][part].first - m[l][part].first;
        byLang[l] += found + first;
        cells.push(`${found} / ${first}`);
      }
    }
    rows.push([name, ...cells, ...langs.map((l) => byLang[l]), langs.every((l) => byLang[l] < KEEP_COST) ? 'yes' : '']);
  };
  const off = (list) => list.reduce((w, name) => withOff(w, ABLATIONS[name]), ours.WEIGHTS);
  if (together) row(names.join(', '), measure(ours, searchDir, indexByLang, partsByLang, off(names), top));
  else for (const name of names) row(name, measure(ours, searchDir, indexByLang, partsByLang, off([name]), top));
  const sizes = PARTS.map((part) => `${part}: ${langs.map((l) => `${l} ${partsByLang[l][part].length} (${base[l][part].found} found, ${base[l][part].first} first)`).join(', ')}`).join('; ');
  console.log(`Ablation (${sizes}). Tuning: the tuning halves; other: the regression set and the user problems; robustness: the edited queries of the tuning halves and the regression set; pasted: the error and log lines the docs quote, as a reader pastes them (scripts/lib/pasted-lines.mjs).`);
  console.log(`Cost when switched off: found in top ${top} / first, positive = lost; the cost columns sum each language's parts; a candidate to go costs less than ${KEEP_COST} in every language.`);
  printTable(['switched off', ...PARTS.flatMap((part) => langs.map((l) => `${part} ${l}`)), ...langs.map((l) => `cost ${l}`), 'candidate'], rows);
}
