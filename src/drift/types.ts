// The drift report: what `verify-recordings --json` prints, and what report.ts renders as text.
import type { Change } from './answer-drift.js';

export type Outcome = 'unchanged' | 'drift' | 'failed' | 'skipped';

export interface RequestResult {
  /** Its place in the cassette: `interactions[index]`. */
  index: number;
  method: string;
  route: string;
  /** The recorded query, readable (`page=2&categories[0]=3`); empty when there is none. */
  query: string;
  outcome: Outcome;
  /** When the live status differs from the recorded one (then `changes` is empty). */
  status?: { recorded: number; live: number };
  changes?: Change[];
  /** Why it was skipped. */
  skipped?: 'write' | 'not replayable';
  /** For a skipped or failed request: why, in words. */
  reason?: string;
}

export interface CassetteReport {
  file: string;
  requests: RequestResult[];
}

export interface Summary {
  requests: number;
  unchanged: number;
  drift: number;
  failed: number;
  skipped: number;
}

export interface Report {
  target: string;
  /** Whether --auth credentials were sent. */
  auth: boolean;
  cassettes: CassetteReport[];
  summary: Summary;
}
