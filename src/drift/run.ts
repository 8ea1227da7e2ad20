// Checks cassettes against the live site: every request planned (plan.ts), the ones to send sent a few at
// a time (send.ts), each answer compared with its recording (answer-drift.ts). An unreachable site stops
// the run with TargetUnreachable; any other failure is that request's result.
import { originRewriter } from '../cassette/origin-placeholder.js';
import type { Cassette, Interaction } from '../cassette/types.js';
import { answerDrift, type LiveAnswer } from './answer-drift.js';
import { originRestorer } from './origin.js';
import { readablePhpQuery } from '../wp/php-query-string.js';
import { planRequest } from './plan.js';
import { runPool } from './pool.js';
import { createSender, RequestFailed } from './send.js';
import type { CassetteReport, Report, RequestResult, Summary } from './types.js';

export interface DriftOptions {
  /** The live site's address, without credentials: `https://example.org/blog`. */
  target: string;
  /** `user:password`, sent as HTTP Basic with every request. */
  auth?: string;
  includeWrites: boolean;
  /** Requests under way at once. */
  concurrency: number;
  /** How long one request may take, in ms. */
  timeoutMs: number;
}

export interface CassetteInput {
  file: string;
  cassette: Cassette;
}

export async function findDrift(inputs: readonly CassetteInput[], o: DriftOptions): Promise<Report> {
  const site = new URL(o.target);
  const restore = originRestorer(o.target);
  // The live site's address written as the placeholder, so keys holding it compare with the recorded ones.
  const hideOrigin = originRewriter(site);
  const sender = createSender(site, o.timeoutMs);
  const tasks: (() => Promise<RequestResult>)[] = [];
  /** Which cassette each task's request came from. */
  const from: number[] = [];
  inputs.forEach((input, c) => {
    input.cassette.interactions.forEach((it, index) => {
      from.push(c);
      tasks.push(() => check(it, index));
    });
  });

  async function check(it: Interaction, index: number): Promise<RequestResult> {
    const head = { index, method: it.request.method, route: it.request.route, query: readablePhpQuery(it.request.query ?? {}) };
    const plan = planRequest(it, { includeWrites: o.includeWrites, restore, ...(o.auth ? { auth: o.auth } : {}) });
    if ('skip' in plan) return { ...head, outcome: 'skipped', skipped: plan.skip, reason: plan.reason };
    let live: LiveAnswer;
    try {
      live = await sender.send(plan.send);
    } catch (e) {
      if (e instanceof RequestFailed) return { ...head, outcome: 'failed', reason: e.message };
      throw e;
    }
    const drift = answerDrift(it.response, { ...live, body: withPlaceholder(live.body, hideOrigin) });
    const outcome = drift.status || drift.changes.length ? 'drift' : 'unchanged';
    return { ...head, outcome, ...(drift.status ? { status: drift.status } : {}), ...(drift.changes.length ? { changes: drift.changes } : {}) };
  }

  let results: RequestResult[];
  try {
    results = await runPool(tasks, o.concurrency);
  } finally {
    sender.close();
  }
  const cassettes: CassetteReport[] = inputs.map((input) => ({ file: input.file, requests: [] }));
  results.forEach((r, i) => {
    cassettes[from[i]!]!.requests.push(r);
  });
  return { target: o.target, auth: o.auth !== undefined, cassettes, summary: summarise(results) };
}

function withPlaceholder(body: Buffer, hideOrigin: (text: string) => string): Buffer {
  const text = body.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(body)) return body;
  const out = hideOrigin(text);
  return out === text ? body : Buffer.from(out, 'utf8');
}

function summarise(results: readonly RequestResult[]): Summary {
  const count = (outcome: RequestResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { requests: results.length, unchanged: count('unchanged'), drift: count('drift'), failed: count('failed'), skipped: count('skipped') };
}
