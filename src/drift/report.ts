// The drift report as people read it: per cassette, each request that drifted, failed or was skipped, with
// its changes under it; requests that answered as recorded are only counted.
import type { Change } from './answer-drift.js';
import type { CassetteReport, Report, RequestResult } from './types.js';

export function renderReport(report: Report): string {
  const lines = [`mock-site verify-recordings: ${report.target}`, ''];
  for (const cassette of report.cassettes) lines.push(...renderCassette(cassette), '');
  lines.push(summaryLine(report));
  const hint = authHint(report);
  if (hint) lines.push(hint);
  return `${lines.join('\n')}\n`;
}

function renderCassette(c: CassetteReport): string[] {
  const listed = c.requests.filter((r) => r.outcome !== 'unchanged');
  if (!listed.length) return [`${c.file}: no drift (${plural(c.requests.length, 'request')})`];
  return [c.file, ...listed.flatMap(renderRequest)];
}

export function requestLabel(r: RequestResult): string {
  return `${r.method} ${r.route}${r.query ? `?${r.query}` : ''}`;
}

function renderRequest(r: RequestResult): string[] {
  const where = `#${r.index}`;
  const label = requestLabel(r);
  if (r.outcome === 'skipped') {
    return [`  ${label}  ${r.skipped === 'write' ? 'skipped' : 'not replayable'}: ${r.reason}  ${where}`];
  }
  if (r.outcome === 'failed') return [`  ${label}  failed: ${r.reason}  ${where}`];
  if (r.status) return [`  ${label}  ${r.status.recorded} → ${r.status.live}  ${where}`];
  return [`  ${label}  changed shape  ${where}`, ...(r.changes ?? []).map((c) => `    ${renderChange(c)}`)];
}

export function renderChange(c: Change): string {
  if (c.kind === 'body') return `~ body ${c.from} → ${c.to}`;
  if (c.kind === 'header') {
    if (c.change === 'changed') return `~ header ${c.name} ${c.from} → ${c.to}`;
    const value = c.change === 'added' ? c.to : c.from;
    return `${c.change === 'added' ? '+' : '-'} header ${c.name}${value ? ` (${value})` : ''}`;
  }
  const times = c.times ? `  (in ${c.times} items)` : '';
  const path = c.path || '(whole body)';
  if (c.kind === 'added') return `+ key ${path} (${c.type})${times}`;
  if (c.kind === 'removed') return `- key ${path}${times}`;
  return `~ ${path} ${c.from} → ${c.to}${times}`;
}

function summaryLine(report: Report): string {
  const s = report.summary;
  if (!s.requests) return 'No recorded requests.';
  const parts = [
    s.drift ? `${s.drift} drifted` : '',
    s.failed ? `${s.failed} failed` : '',
    s.unchanged ? `${s.unchanged} unchanged` : '',
    s.skipped ? `${s.skipped} skipped` : '',
  ].filter(Boolean);
  const verdict = s.drift || s.failed ? 'Drift' : s.unchanged ? 'No drift' : 'Nothing was sent';
  return `${verdict}: ${parts.join(', ')} of ${plural(s.requests, 'request')}.`;
}

/** A read recorded with credentials answers 401/403 without them: say how to send them. */
function authHint(report: Report): string | undefined {
  if (report.auth) return undefined;
  const denied = report.cassettes.some((c) => c.requests.some((r) => r.status && r.status.recorded < 400 && (r.status.live === 401 || r.status.live === 403)));
  return denied ? 'Some answers are now 401/403 and no --auth was given: if the recording was made logged in, pass --auth user:password.' : undefined;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
