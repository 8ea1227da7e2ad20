// What the baseline servers answer: for each bench target, the status, headers and body the mock answered its
// probe with (the same bytes on the wire, bar Date and the connection headers). A target whose path takes the
// request's number (`{n}`) matches any number there.
import { readFileSync, writeFileSync } from 'node:fs';

export const NUMBER = '{n}';
/** Headers each server writes for itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer, as the probe saw it: `path` may hold `{n}`. */
export function answerOf(method, path, res, body) {
  const headers = {};
  for (const [name, value] of res.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
  return { method, path, status: res.status, headers, body };
}

export const writeAnswers = (file, answers) => writeFileSync(file, JSON.stringify(answers));

/** The answers file as a lookup: find(method, url) gives {status, headers, body: Buffer} or a 404. */
export function readAnswers(file) {
  const exact = new Map();
  const numbered = [];
  for (const a of JSON.parse(readFileSync(file, 'utf8'))) {
    const answer = { status: a.status, headers: a.headers, body: Buffer.from(a.body) };
    const at = a.path.indexOf(NUMBER);
    if (at < 0) exact.set(`${a.method} ${a.path}`, answer);
    else numbered.push({ method: a.method, head: a.path.slice(0, at), tail: a.path.slice(at + NUMBER.length), answer });
  }
  const notFound = { status: 404, headers: { 'content-type': 'application/json; charset=UTF-8' }, body: Buffer.from('{"code":"rest_no_route"}') };
  return (method, url) => {
    const found = exact.get(`${method} ${url}`);
    if (found) return found;
    for (const n of numbered) {
      if (n.method === method && url.startsWith(n.head) && url.endsWith(n.tail) && /^\d+$/.test(url.slice(n.head.length, url.length - n.tail.length)))
        return n.answer;
    }
    return notFound;
  };
}
