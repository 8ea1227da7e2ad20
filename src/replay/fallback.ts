// Who answers a request replay did not (`serve --replay --fallback <mode>`): one strategy per mode, in one table.
// Each counts the miss for coverage and says who answers instead; a recording strict replay has used up is answered
// `mock_site_replay_exhausted`, unless the live site records it. An unknown mode is refused with the valid ones.
import type { WireReply, WireRequest } from '../wp/wire.js';
import type { Identity } from '../cassette/identity.js';
import type { WpError } from '../wp/errors.js';
import type { ReplayIndex, ReplayOutcome } from './replay-index.js';

export type ReplayFallback = 'fake' | 'error' | 'record' | 'proxy';

/** A request no recording answered: none matched (`miss`), or strict replay used them up (`exhausted`). */
export interface Unanswered {
  req: WireRequest;
  res: WireReply;
  body: Buffer | undefined;
  session: string;
  outcome: Exclude<ReplayOutcome, { kind: 'hit' }>;
  /** A scenario rule may answer it (worked out for fallback `proxy` only: the rules come before the live site). */
  ruled?: boolean;
}

/** What a strategy uses of the replay setup (src/replay/replay-setup.ts). */
export interface FallbackHost {
  readonly index: Pick<ReplayIndex, 'noRecording'>;
  /** Counts a miss for coverage, with who answered it. */
  missed(identity: Identity, answeredBy: string): void;
  /** The live site answers `res`; the exchange joins the cassettes. */
  record(req: WireRequest, res: WireReply, body: Buffer, session: string): void;
  /** The live site answers `res`; nothing is recorded. */
  proxy(req: WireRequest, res: WireReply, body: Buffer): void;
}

/**
 * Who answers instead: the stateful fake, an error written like any answer, the live site (already answering), or
 * the scenario's rules, the live site answering what they leave (RestRequest.liveUnlessRuled).
 */
export type FallbackAnswer =
  | { kind: 'fake' }
  | { kind: 'error'; error: WpError; answeredBy: string }
  | { kind: 'live'; answeredBy: string }
  | { kind: 'rules' };

export type FallbackStrategy = (host: FallbackHost, request: Unanswered) => FallbackAnswer;

const usedUp = (outcome: { error: WpError; answeredBy: string }): FallbackAnswer => ({ kind: 'error', error: outcome.error, answeredBy: outcome.answeredBy });

/** Fallback `proxy`: the live site answers `res`, and nothing is recorded. */
export function proxied(host: Pick<FallbackHost, 'proxy'>, req: WireRequest, res: WireReply, body: Buffer | undefined): FallbackAnswer & { kind: 'live' } {
  host.proxy(req, res, body ?? Buffer.alloc(0));
  return { kind: 'live', answeredBy: 'proxy' };
}

const STRATEGIES: Readonly<Record<ReplayFallback, FallbackStrategy>> = {
  /** The stateful fake answers, as if there were no cassettes (the default). */
  fake(host, { outcome }) {
    if (outcome.kind === 'exhausted') return usedUp(outcome);
    host.missed(outcome.identity, 'fake');
    return { kind: 'fake' };
  },
  /** `mock_site_no_recording`, listing the nearest recordings. */
  error(host, { outcome }) {
    if (outcome.kind === 'exhausted') return usedUp(outcome);
    host.missed(outcome.identity, 'error');
    return { kind: 'error', error: host.index.noRecording(outcome.identity), answeredBy: 'replay:miss' };
  },
  /** The live site answers, and the exchange is recorded (a used-up recording too). */
  record(host, { req, res, body, session, outcome }) {
    if (outcome.kind === 'miss') host.missed(outcome.identity, 'record');
    host.record(req, res, body ?? Buffer.alloc(0), session);
    return { kind: 'live', answeredBy: 'replay:record' };
  },
  /**
   * Partial mocking: the live site answers, nothing is recorded; where a scenario rule may answer, the rules come
   * first. A recording strict replay has used up stays an error, as under `fake`.
   */
  proxy(host, { req, res, body, outcome, ruled }) {
    if (outcome.kind === 'exhausted') return usedUp(outcome);
    host.missed(outcome.identity, 'proxy');
    return ruled ? { kind: 'rules' } : proxied(host, req, res, body);
  },
};

export const REPLAY_FALLBACKS = Object.keys(STRATEGIES) as readonly ReplayFallback[];

const isReplayFallback = (mode: string): mode is ReplayFallback => Object.hasOwn(STRATEGIES, mode);

/** The strategy of `mode`; throws, listing the valid modes, for any other. */
export function fallbackStrategy(mode: string): FallbackStrategy {
  if (!isReplayFallback(mode)) {
    throw new Error(`[mock-site] replay: fallback must be one of ${REPLAY_FALLBACKS.join(', ')} (got ${JSON.stringify(mode)}).`);
  }
  return STRATEGIES[mode];
}
