/** Claims of the Advanced guide, UI Integration and API reference pages. */
import type { Claim } from './types';

export const advancedApiClaims: Claim[] = [];
