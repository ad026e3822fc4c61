/** Claims of the Get Started pages and the Basic guide pages other than MCP, model providers and troubleshooting. */
import type { Claim } from './types';

export const getStartedBasicClaims: Claim[] = [];
