/** Printing the search bench's tables (scripts/bench/search.mjs). */

const round = (n, d = 3) => Number(n.toFixed(d));
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const ms = (n) => `${n.toFixed(2)} ms`;
const fmt = (m) => `${round(m.recallAt5, 2).toFixed(2)} / ${round(m.top1, 2).toFixed(2)} / ${round(m.mrr, 2).toFixed(2)}`;

export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

/** quality: set name → lang → { queries, ours, flexsearch, default }. */
export function printQuality(quality) {
  console.log('Quality: page-level recall@5 / top-1 / MRR');
  const qualityRows = [];
  for (const [setName, byLang] of Object.entries(quality)) {
    for (const [lang, q] of Object.entries(byLang)) {
      qualityRows.push([setName, lang, q.queries, fmt(q.ours), fmt(q.flexsearch), fmt(q.default)]);
    }
  }
  printTable(['set', 'lang', 'queries', 'ours', 'FlexSearch stock', 'Rspress default'], qualityRows);
}

export function printMisses(misses, top) {
  if (misses.length > 0) {
    console.log(`\nOur misses outside the held-out half (expected page not in top ${top}):`);
    for (const m of misses) console.log(`  [${m.set}] ${m.lang} ${JSON.stringify(m.q)} → expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`);
  }
}
