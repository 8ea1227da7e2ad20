// The lines `mock-site record --crawl` ends with: what was requested and received, what failed and what was
// left out, and where the cassette is.
import type { CrawlSummary } from './crawl.js';

export function crawlReport(s: CrawlSummary, maxRequests: number): string[] {
  const errorCount = Object.values(s.errors).reduce((a, b) => a + b, 0);
  const byStatus = Object.entries(s.errors)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
  const lines = [
    `[mock-site] crawled ${s.target} in ${seconds(s.durationMs)}: ${s.requests} request${s.requests === 1 ? '' : 's'}, ${size(s.bytes)}, ` +
      `${errorCount} error${errorCount === 1 ? '' : 's'}${byStatus ? ` (${byStatus})` : ''}, ${s.skipped.length} route${s.skipped.length === 1 ? '' : 's'} skipped`,
  ];
  for (const skip of s.skipped) lines.push(`[mock-site]   skipped ${skip.route}: ${skip.reason}`);
  if (s.interrupted) lines.push(`[mock-site] interrupted: ${s.unsent} known request${s.unsent === 1 ? '' : 's'} not sent`);
  else if (s.stoppedEarly)
    lines.push(`[mock-site] stopped early at --max-requests ${maxRequests}: ${s.unsent} known request${s.unsent === 1 ? '' : 's'} not sent`);
  lines.push(`[mock-site] cassette: ${s.cassette} (${s.interactions} interaction${s.interactions === 1 ? '' : 's'})`);
  return lines;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
