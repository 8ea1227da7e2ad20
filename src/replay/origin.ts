// Replay puts the mock's own address where the recorder wrote the placeholder origin: in bodies and in the
// headers that carry addresses (Link, Location), in the same three spellings (plain, JSON `\/`, URL-encoded).
import { PLACEHOLDER_HOST, placeholderTo } from '../cassette/origin-placeholder.js';
import type { RecordedAnswer } from './recorded-answer.js';

const ADDRESS_HEADERS = new Set(['link', 'location']);

/** Only text bodies are rewritten: an image's bytes stay as recorded. */
function isText(headers: RecordedAnswer['headers']): boolean {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const value = Array.isArray(type) ? type[0] : type;
  return value === undefined || /^(text\/|application\/([\w.+-]+\+)?(json|javascript|xml))/i.test(value);
}

/** The recorded answer with the mock's origin in place of the placeholder (the same object when there is none). */
export function withOrigin(answer: RecordedAnswer, origin: string): RecordedAnswer {
  let swapper: ((text: string) => string) | undefined; // most answers hold no placeholder: built on first need
  const swap = (text: string) => (swapper ??= placeholderTo(origin))(text);
  let headers = answer.headers;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!ADDRESS_HEADERS.has(name.toLowerCase())) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.some((v) => v.includes(PLACEHOLDER_HOST))) continue;
    headers = { ...headers, [name]: Array.isArray(value) ? values.map((v) => swap(v)) : swap(value as string) };
  }
  const body = isText(answer.headers) && answer.body.includes(PLACEHOLDER_HOST) ? Buffer.from(swap(answer.body.toString('utf8'))) : answer.body;
  return headers === answer.headers && body === answer.body ? answer : { ...answer, headers, body };
}
