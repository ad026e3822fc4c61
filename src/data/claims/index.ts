/**
 * The claims ledger: sentences of the docs that state what Agent TARS 0.3.0
 * does in a way a reader will act on (a default, a limit, a fallback, "does
 * nothing", "is ignored"), each with the source lines it rests on.
 *
 * `npm run check:upstream -- <checkout> --ref <release>` confirms that every
 * cited line still holds its text at the release (and says where it moved),
 * and checks each claim's `quotes` like the error lines harvested from the
 * pages. `tests/unit/claims.test.ts` checks that each claim's section exists in
 * both languages. Nothing here changes what readers see.
 */
import { advancedApiClaims } from './advanced-api';
import { getStartedBasicClaims } from './get-started-basic';
import { guideBasicClaims } from './guide-basic';
import type { Claim } from './types';

export type { Claim, SourceLine } from './types';

/** Every claim, one file per part of the docs so that several people can add claims at once. */
export const claims: Claim[] = [...getStartedBasicClaims, ...guideBasicClaims, ...advancedApiClaims];
