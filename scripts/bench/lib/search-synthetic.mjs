/**
 * The search bench's synthetic corpus: perturbed copies of every page, plus
 * long unpunctuated Chinese paragraphs, to time the engines at 10× the content.
 */

/** Deterministic pseudo-random numbers, so every run measures the same corpus. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function synthesize(pages, lang, factor) {
  const rand = rng(lang === 'en' ? 7 : 11);
  // Words grouped by length: a swap keeps every offset, so headings stay where the toc says.
  const byLength = new Map();
  for (const w of new Set(pages.flatMap((p) => p.content.match(/\b[A-Za-z]{4,12}\b/g) ?? []))) {
    if (!byLength.has(w.length)) byLength.set(w.length, []);
    byLength.get(w.length).push(w);
  }
  const hanFragments = pages.flatMap((p) => p.content.match(/[\u4e00-\u9fff]{4,}/g) ?? []);
  const out = [...pages];
  for (let copy = 1; copy < factor; copy += 1) {
    for (const page of pages) {
      if (!page.content) continue;
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const routePath = `${prefix}/synthetic/${copy}${page.routePath.replace(/^\/[a-z]{2}(?=\/)/, '')}`;
      // Swap about one word in six for another word of the corpus, so copies
      // differ in vocabulary statistics and not only in their route.
      let content = page.content.replace(/\b[A-Za-z]{4,12}\b/g, (w) => {
        const pool = byLength.get(w.length);
        return rand() < 0.16 && pool ? pool[Math.floor(rand() * pool.length)] : w;
      });
      let lead = '';
      if (lang !== 'en' && hanFragments.length > 0) {
        // A long paragraph with no punctuation at all: 8–14 fragments glued together.
        const count = 8 + Math.floor(rand() * 7);
        for (let i = 0; i < count; i += 1) lead += hanFragments[Math.floor(rand() * hanFragments.length)];
        lead += '\n\n';
      }
      content = lead + content;
      out.push({
        ...page,
        routePath,
        title: `${page.title} ${copy}`,
        content,
        toc: page.toc.map((t) => ({ ...t, charIndex: t.charIndex < 0 ? -1 : t.charIndex + lead.length })),
      });
    }
  }
  return out;
}
