/**
 * The quote check: every error or log line our docs present as Agent TARS's
 * own output must occur in the source at the ref. A line that comes from a
 * third party (a provider's API, npm, Node.js, puppeteer) is declared with its
 * origin in src/data/quote-origins.ts; it is listed apart and never counted as
 * checked.
 */
import { filePatterns, findQuote, matchesWhole, normalizeQuote, quoteSourceFiles } from './quote-patterns.mjs';

/** @typedef {{ text: string, origin: string }} ThirdPartyQuote */
/** @typedef {{ text: string, wheres: string[] }} Quote */

/** Every message pattern of the source tree's shipped code under `dirs`. */
export function sourcePatterns(src, dirs) {
  const out = [];
  for (const [file, text] of src.readMany(quoteSourceFiles(src, dirs))) {
    for (const pattern of filePatterns(file, text)) out.push({ file, pattern });
  }
  return out;
}

/**
 * @param {import('./quotes-harvest.mjs').HarvestedQuote[]} harvested
 * @param {ThirdPartyQuote[]} thirdParty
 * @param {{ file: string, pattern: string }[]} patterns
 */
export function checkQuotes(harvested, thirdParty, patterns) {
  /** @type {Map<string, Quote>} */
  const byText = new Map();
  for (const h of harvested) {
    const key = normalizeQuote(h.text);
    if (!key.replaceAll('\u0000', '').trim()) continue;
    const q = byText.get(key) ?? { text: h.text, wheres: [] };
    q.wheres.push(h.where);
    byText.set(key, q);
  }
  const declared = thirdParty.map((t) => ({ ...t, pattern: normalizeQuote(t.text) }));
  const checked = [];
  const external = [];
  const missing = [];
  for (const [key, q] of byText) {
    const origin = declared.find((t) => t.pattern === key || matchesWhole(t.pattern, key));
    if (origin) {
      external.push({ ...q, origin: origin.origin });
      continue;
    }
    const hit = findQuote(key, patterns);
    if (hit) checked.push({ ...q, file: hit.file, pattern: hit.pattern.replaceAll('\u0000', '…') });
    else missing.push(q);
  }
  // A declaration no quote uses any more should go, like a stale allow-list entry.
  const unused = declared.filter((t) => ![...byText.keys()].some((k) => t.pattern === k || matchesWhole(t.pattern, k)));
  return { checked, external, missing, unused: unused.map(({ text, origin }) => ({ text, origin })) };
}
