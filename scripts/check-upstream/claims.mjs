/**
 * The claims ledger check (src/data/claims.ts): each cited source line must
 * still hold its text at the ref. A text found on another line is reported as
 * moved (the claim still rests on it; update the line number); a text no longer
 * in the file, or a file that is gone, fails the check.
 */

/** How far a cited line may drift before it is reported as moved. */
const SLACK = 2;

/**
 * @param {{ id: string, rests: { file: string, line: number, text: string }[] }[]} claims
 * @param {import('./source.mjs').UpstreamSource} src
 */
export function checkClaims(claims, src) {
  const texts = src.readMany([...new Set(claims.flatMap((c) => c.rests.map((r) => r.file)))]);
  const held = [];
  const moved = [];
  const broken = [];
  for (const claim of claims) {
    for (const ref of claim.rests) {
      const text = texts.get(ref.file);
      const at = `${claim.id}: ${ref.file}:${ref.line}`;
      if (text === undefined) {
        broken.push({ at, why: 'file not found' });
        continue;
      }
      const lines = text.split('\n');
      const near = lines.slice(Math.max(0, ref.line - 1 - SLACK), ref.line + SLACK).some((l) => l.includes(ref.text));
      if (near) {
        held.push(at);
        continue;
      }
      const elsewhere = lines.findIndex((l) => l.includes(ref.text));
      if (elsewhere >= 0) moved.push({ at, to: elsewhere + 1 });
      else broken.push({ at, why: `no longer holds ${JSON.stringify(ref.text)}` });
    }
  }
  return { held, moved, broken };
}
