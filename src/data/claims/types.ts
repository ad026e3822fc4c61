/** The shape of a claims-ledger entry; see ./index.ts. */
export interface SourceLine {
  /** Path in the bytedance/UI-TARS-desktop repository. */
  file: string;
  /** 1-based line at the release the ledger was checked against (0.3.0, 859709dd7). */
  line: number;
  /** A piece of that line, as written there, that the claim rests on. */
  text: string;
}

export interface Claim {
  id: string;
  /** Page route without the locale, and the heading id of the section that makes the claim. */
  route: string;
  section: string;
  /** The claim in a sentence (English; both pages make it). */
  says: string;
  rests: SourceLine[];
  /** Lines the section quotes as Agent TARS's own output; checked against the source like every quote. */
  quotes?: string[];
}
