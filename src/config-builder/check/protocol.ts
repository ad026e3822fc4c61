/** Messages between the page and the checker worker (worker.ts). */
import type { Finding, ReadResult } from '../types';

export interface Checked {
  result: ReadResult;
  findings: Finding[];
}

export interface CheckRequest {
  id: number;
  text: string;
}

export interface CheckReply {
  id: number;
  checked: Checked;
}
