/**
 * Cutting text into characters and Chinese words. The browser's
 * `Intl.Segmenter` does the words; without one, both the index and the query
 * fall back to bigrams.
 */

/** Code points of a string (Han outside the BMP counts as one). */
export function chars(text: string): string[] {
  return Array.from(text);
}

type SegmenterLike = { segment(input: string): Iterable<{ segment: string; index: number; isWordLike?: boolean }> };

let segmenter: SegmenterLike | null | undefined;

function getSegmenter(): SegmenterLike | null {
  if (segmenter === undefined) {
    const Seg = (Intl as unknown as { Segmenter?: new (l: string, o: object) => SegmenterLike }).Segmenter;
    segmenter = Seg ? new Seg('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/**
 * Cuts a Han run into words with `Intl.Segmenter('zh', {granularity:'word'})`.
 * Without a segmenter (old browsers) the run is cut into bigrams, so both the
 * index and the query fall back to the same thing.
 */
export function segmentWords(run: string): string[] {
  const seg = getSegmenter();
  if (!seg) {
    const cs = chars(run);
    if (cs.length <= 2) return [run];
    const out: string[] = [];
    for (let i = 0; i + 1 < cs.length; i += 2) out.push(cs[i] + cs[i + 1]);
    if (cs.length % 2 === 1) out.push(cs[cs.length - 1]);
    return out;
  }
  const out: string[] = [];
  for (const s of seg.segment(run)) out.push(s.segment);
  return out;
}
