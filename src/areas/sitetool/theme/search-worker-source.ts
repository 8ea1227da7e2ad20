// The program of the file/search worker thread, as source text (evaluated by `new Worker(…, { eval: true })`,
// so it runs the same from src under vitest, from dist/ and from the CLI bundle). One job is one whole search:
// a `pattern` that is a valid regular expression (JavaScript syntax, no delimiters) is searched as one, anything
// else (`wp_head(`, `[data-x`) as plain text; line by line, case-insensitive unless `caseSensitive`. Every
// matching line counts in `total`; the first `max` are listed (file, 1-based line, the line trimmed and cut at
// 500 characters). An exception (the engine's stack or size limits) is answered as `{ok: false, reason}`.

/**
 * Wall time a search may take. PCRE's default backtrack limit (1,000,000) stops a runaway pattern within
 * milliseconds, and a sound pattern searches a whole theme in well under that; a second leaves room for a busy
 * machine while a hostile pattern holds back the searches queued behind it for at most that long.
 */
export const SEARCH_TIME_LIMIT_MS = 1000;

export const SEARCH_WORKER_SOURCE = String.raw`
const { parentPort } = require('node:worker_threads');
const MAX_LINE = 500;

function lineMatcher(pattern, caseSensitive) {
  let re = null;
  try {
    re = new RegExp(pattern, caseSensitive ? '' : 'i');
  } catch {}
  if (re) return { mode: 'regex', test: (line) => re.test(line) };
  const needle = caseSensitive ? pattern : pattern.toLowerCase();
  return { mode: 'text', test: (line) => (caseSensitive ? line : line.toLowerCase()).includes(needle) };
}

function search(job) {
  const matcher = lineMatcher(job.pattern, job.caseSensitive);
  const matches = [];
  let total = 0;
  for (const file of job.files) {
    const lines = file.content.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (let i = 0; i < lines.length; i++) {
      const raw = lines[i];
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (!matcher.test(text)) continue;
      total++;
      if (matches.length < job.max) matches.push({ file: file.path, line: i + 1, content: text.trim().slice(0, MAX_LINE) });
    }
  }
  return { mode: matcher.mode, matches, total };
}

// "Invalid regular expression: /<the whole pattern>/i: Regular expression too large": only the reason.
const reasonOf = (e) => {
  const message = e instanceof Error ? e.message : String(e);
  return message.startsWith('Invalid regular expression: ') ? message.slice(message.lastIndexOf(': ') + 2) : message;
};

parentPort.on('message', (job) => {
  let reply;
  try {
    reply = { id: job.id, ok: true, ...search(job) };
  } catch (e) {
    reply = { id: job.id, ok: false, reason: reasonOf(e) };
  }
  parentPort.postMessage(reply);
});
`;
