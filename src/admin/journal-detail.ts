// GET /__mock/journal/{id}: one journaled request whole — its request (headers, body), its answer (status, headers,
// body) and what answered it, explained: the rule and where the scenario wrote it, the behaviour, the scenario
// binding, the recording (cassette and interaction) or the faker, and for a replay miss the nearest recordings.
// Secrets are hidden as in the listing, and in the answer as the recorder hides them in a cassette (an OAuth token,
// a new application password, the code in a redirect, a consent page's nonce, an inline script's nonce), by the same
// rules (src/cassette/redact.ts) and the scenario's `record.redact`.
import type { OutgoingHttpHeaders } from 'node:http';
import { NO_LEDGER } from '../cassette/secret-ledger.js';
import type { Redaction } from '../cassette/redact.js';
import { redactBody } from '../cassette/redact-body.js';
import { redactHeaders } from '../cassette/redact-headers.js';
import type { NearMiss } from '../replay/near-miss.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import type { SourceRef } from '../model/rule.js';
import { KINDS } from '../model/binding.js';
import { listed, type ListedRequest, type Recorded } from './request-journal.js';

/** Answer bodies longer than this are cut in the detail (the page pretty-prints what it gets). */
const SHOWN_BODY_BYTES = 1024 * 1024;

export type AnswerKind = 'rule' | 'behaviour' | 'binding' | 'faker' | 'protocol' | 'replay' | 'replay-miss' | 'replay-exhausted' | 'record' | 'proxy';

export interface AnsweredBy {
  kind: AnswerKind;
  /** One sentence for people. */
  summary: string;
  rule?: { id: string; file: string; line: number; col: number };
  behaviour?: string;
  binding?: { kind: string; store: string };
  recording?: { cassette: string; interaction: number };
  /** Under replay, for a request no recording matched: the nearest recordings and what differed. */
  nearest?: NearMiss[];
}

export interface JournalDetail extends ListedRequest {
  request: { headers: Record<string, string | string[] | undefined>; body: unknown };
  response: { status: number | null; headers: Record<string, string | string[]>; body: string | null; truncated?: true; note?: string };
  answer: AnsweredBy;
}

export function journalDetail(e: Recorded, replay?: ReplaySetup): JournalDetail {
  return {
    ...listed(e),
    request: { headers: e.headers, body: e.json ?? (Object.keys(e.form).length ? e.form : null) },
    response: responseOf(e),
    answer: answeredBy(e, replay),
  };
}

function responseOf(e: Recorded): JournalDetail['response'] {
  const a = e.answer;
  if (!a) {
    const note =
      e.answeredBy === 'replay:record'
        ? 'answered by the live site through the recorder: see the cassette for its answer'
        : e.answeredBy === 'proxy'
          ? 'answered by the live site (--fallback proxy): not kept'
          : e.status === null
            ? "no answer was sent: a rule's fault cut the connection"
            : 'the answer was not kept';
    return { status: e.status, headers: {}, body: null, note };
  }
  const hide: Redaction = { options: e.redact, ledger: NO_LEDGER, where: 'the answer' };
  const headers = redactHeaders(headerStrings(a.headers), hide);
  if (e.wireMethod === 'HEAD') return { status: a.status, headers, body: null, note: 'HEAD: headers only, no body is sent' };
  if (e.bodyDropped)
    return {
      status: a.status,
      headers,
      body: null,
      note: 'body no longer kept: the journal keeps the bodies of its newest answers only (serve --journal-bodies, 100 by default, 32 MB at most in all)',
    };
  if (a.body === undefined) return { status: a.status, headers, body: null, note: `no body (${a.status})` };
  const bytes = typeof a.body === 'string' ? Buffer.from(a.body) : a.body;
  // A cut answer is hidden as text: its quoted pairs, fields, scripts and links (redact-body.ts).
  const text = redactBody(bytes.subarray(0, SHOWN_BODY_BYTES).toString('utf8'), contentType(headers), hide);
  return bytes.length > SHOWN_BODY_BYTES
    ? { status: a.status, headers, body: text, truncated: true, note: `the first ${SHOWN_BODY_BYTES} of ${bytes.length} bytes` }
    : { status: a.status, headers, body: text };
}

function contentType(headers: Record<string, string | string[]>): string | undefined {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'content-type') return Array.isArray(value) ? value[0] : value;
  return undefined;
}

function headerStrings(headers: OutgoingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = typeof value === 'number' ? String(value) : value;
  return out;
}

/** Which kind of thing an answer's `answeredBy` names (the request log prints it: src/admin/request-log.ts). */
export function answerKind(by: string): AnswerKind {
  if (by.startsWith('rule:')) return 'rule';
  if (by === 'replay:miss') return 'replay-miss';
  if (by === 'replay:record') return 'record';
  if (by === 'proxy') return 'proxy';
  if (by.startsWith('replay:exhausted:')) return 'replay-exhausted';
  if (by.startsWith('replay:')) return 'replay';
  if (by === 'faker' || by === 'protocol') return by;
  const colon = by.indexOf(':');
  return colon > 0 && (KINDS as readonly string[]).includes(by.slice(0, colon)) ? 'binding' : 'behaviour';
}

function answeredBy(e: Recorded, replay?: ReplaySetup): AnsweredBy {
  const by = e.answeredBy;
  const miss = e.miss && replay ? replay.index.nearest(e.miss) : undefined;
  const missed = (a: AnsweredBy): AnsweredBy => (miss ? { ...a, summary: `no recording matched; ${a.summary}`, nearest: miss } : a);
  switch (answerKind(by)) {
    case 'rule':
      return missed(ruleAnswer(by.slice(5), e.rule));
    case 'replay-miss':
      return {
        kind: 'replay-miss',
        summary: 'no recording matched, and replay answers misses with an error (--fallback error)',
        ...(miss ? { nearest: miss } : {}),
      };
    case 'record':
      return { kind: 'record', summary: 'no recording matched: the live site answered and the recorder added it to the cassette' };
    case 'proxy':
      return missed({ kind: 'proxy', summary: 'no rule answered: the live site did (--fallback proxy), and nothing was recorded' });
    case 'replay-exhausted': {
      const recording = recordingOf(by.slice(17));
      return {
        kind: 'replay-exhausted',
        summary: `every recording of this request was used up in this session (strict replay); the last was ${recording.cassette} interaction ${recording.interaction}`,
        recording,
      };
    }
    case 'replay': {
      const recording = recordingOf(by.slice(7));
      return { kind: 'replay', summary: `recording: ${recording.cassette}, interaction ${recording.interaction}`, recording };
    }
    case 'faker':
      return missed({ kind: 'faker', summary: "the faker: data generated from the route's response schema (seeded)" });
    case 'protocol':
      return missed({ kind: 'protocol', summary: 'WordPress itself, before any handler: routing, authentication, argument validation or permission' });
    case 'binding': {
      const colon = by.indexOf(':');
      const binding = { kind: by.slice(0, colon), store: by.slice(colon + 1) };
      return missed({
        kind: 'binding',
        summary: `the scenario's binding: a ${binding.kind}${binding.store ? ` kept in store ${binding.store}` : ''}`,
        binding,
      });
    }
    case 'behaviour':
      return missed({ kind: 'behaviour', summary: `the stateful fake: behaviour ${by}`, behaviour: by });
  }
}

function ruleAnswer(id: string, source: SourceRef | undefined): AnsweredBy {
  if (!source) return { kind: 'rule', summary: `rule ${id}` };
  const at = source.line ? `${source.file}:${source.line}:${source.col}` : source.file;
  return { kind: 'rule', summary: `rule ${id} (${at})`, rule: { id, file: source.file, line: source.line, col: source.col } };
}

/** `<cassette>#<n>` → its parts (a cassette name may hold `#` itself: the last one counts). */
function recordingOf(ref: string): { cassette: string; interaction: number } {
  const hash = ref.lastIndexOf('#');
  return { cassette: ref.slice(0, hash), interaction: Number(ref.slice(hash + 1)) };
}
