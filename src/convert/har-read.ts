// Reads a HAR file and checks the fields import relies on, naming the first one that is wrong.
import { readTextBounded, type FileRefused } from '../files/read-bounded.js';
import type { Har } from './har-types.js';

export class HarError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readHar(file: string): Har {
  let text: string;
  try {
    text = readTextBounded(file, 'HAR file');
  } catch (e) {
    const { code, why, todo } = e as FileRefused;
    throw new HarError(
      code === 'not-a-file' || code === 'too-large' ? `cannot read HAR file ${file} (${why}). ${todo}` : `cannot read ${file}: ${code}. Check the path.`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    throw new HarError(`${file} is not JSON (${(e as Error).message}). Export it again from the browser's network panel ("Save all as HAR").`);
  }
  return checkHar(data, file);
}

export function checkHar(data: unknown, file: string): Har {
  if (!isObject(data) || !isObject(data.log) || !Array.isArray(data.log.entries)) {
    throw new HarError(`${file} is not a HAR file: it needs log.entries (a list).`);
  }
  data.log.entries.forEach((entry: unknown, i) => {
    const where = `${file}: log.entries[${i}]`;
    if (!isObject(entry) || !isObject(entry.request) || !isObject(entry.response)) throw new HarError(`${where} needs request and response.`);
    if (typeof entry.request.method !== 'string' || typeof entry.request.url !== 'string')
      throw new HarError(`${where}.request needs method and url (strings).`);
    if (typeof entry.response.status !== 'number') throw new HarError(`${where}.response.status must be a number.`);
    for (const side of [entry.request, entry.response]) {
      if (side.headers !== undefined && !Array.isArray(side.headers)) throw new HarError(`${where}: headers must be a list of {name, value}.`);
    }
  });
  return data as unknown as Har;
}
