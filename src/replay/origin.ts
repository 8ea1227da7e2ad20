// Replay puts the mock's own address where the recorder wrote the placeholder origin: in bodies and in the
// headers that carry addresses (Link, Location), in the same three spellings (plain, JSON `\/`, URL-encoded).
import { ORIGIN_PLACEHOLDER } from '../record/origin.js';

const HOST = new URL(ORIGIN_PLACEHOLDER).host;
const ADDRESS_HEADERS = new Set(['link', 'location']);

function spellings(origin: string): [from: string, to: string][] {
  return [
    [ORIGIN_PLACEHOLDER, origin],
    [ORIGIN_PLACEHOLDER.replaceAll('/', '\\/'), origin.replaceAll('/', '\\/')],
    [encodeURIComponent(ORIGIN_PLACEHOLDER), encodeURIComponent(origin)],
  ];
}

const swap = (text: string, origin: string): string =>
  spellings(origin).reduce((out, [from, to]) => out.split(from).join(to), text);

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Only text bodies are rewritten: an image's bytes stay as recorded. */
function isText(headers: RecordedAnswer['headers']): boolean {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const value = Array.isArray(type) ? type[0] : type;
  return value === undefined || /^(text\/|application\/([\w.+-]+\+)?(json|javascript|xml))/i.test(value);
}

/** The recorded answer with the mock's origin in place of the placeholder (the same object when there is none). */
export function withOrigin(answer: RecordedAnswer, origin: string): RecordedAnswer {
  let headers = answer.headers;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!ADDRESS_HEADERS.has(name.toLowerCase())) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.some((v) => v.includes(HOST))) continue;
    headers = { ...headers, [name]: Array.isArray(value) ? values.map((v) => swap(v, origin)) : swap(value as string, origin) };
  }
  const body = isText(answer.headers) && answer.body.includes(HOST) ? Buffer.from(swap(answer.body.toString('utf8'), origin)) : answer.body;
  return headers === answer.headers && body === answer.body ? answer : { ...answer, headers, body };
}
