// What a JSON query answers: a JSON value of the shape the prompt asks for. A JSON example in the prompt
// (`{"title": "", "tags": []}`) gives the shape exactly (same keys, same types, nested); otherwise a list of
// keys ("with the keys name, price and tags") names the fields; otherwise {title, summary, tags}. Values are
// written from each key's name and the prompt's topic.
import { fill } from './compose.js';
import { BODY } from './phrase-bank.js';
import { between, pick, pickMany, randomHex, type Random } from './random.js';
import { contentWords, titleCase } from './topic.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The first JSON object or array written in `text` that parses, if any. */
export function jsonInText(text: string): Json | undefined {
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const end = closingIndex(text, start);
    if (end < 0) continue;
    try {
      const value = JSON.parse(text.slice(start, end + 1)) as Json;
      if (value !== null && typeof value === 'object') return value;
    } catch {
      // not JSON: look further
    }
  }
  return undefined;
}

/** The index of the bracket that closes the one at `start` (strings skipped), or -1. */
function closingIndex(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const KEY_LIST = /\b(?:keys|fields|properties|attributes)\b\s*(?:named|called)?\s*:?\s*([^.\n]+)/i;

/** Key names a prompt lists ("with the keys name, price and tags"), up to ten. */
export function keysInText(text: string): string[] {
  const match = KEY_LIST.exec(text);
  if (!match) return [];
  return match[1]!
    .split(/,|\band\b|\bor\b/i)
    .map(
      (k) =>
        k
          .trim()
          .replace(/^["'`]/, '')
          .split(/["'`\s]/)[0]!,
    )
    .filter((k) => /^[A-Za-z_][\w-]*$/.test(k))
    .slice(0, 10);
}

const LIST_KEYS = /^(tags|keywords|categories|items|ideas|steps|tips|list|topics|labels|features|options|suggestions)$/i;

interface Writer {
  random: Random;
  topic: string;
  words: string[];
}

function stringFor(w: Writer, key: string): string {
  const k = key.toLowerCase();
  if (/title|headline|subject/.test(k)) return titleCase(w.topic);
  if (/name/.test(k)) return titleCase(pick(w.random, w.words.length ? w.words : ['sample']));
  if (/summary|description|text|content|body|excerpt|answer|message|reason|explanation/.test(k)) return fill(pick(w.random, BODY), { topic: w.topic });
  if (/e-?mail/.test(k)) return `${pick(w.random, ['hello', 'support', 'shop'])}@example.org`;
  if (/url|link|website|href/.test(k)) return `https://example.org/${w.topic.replace(/\s+/g, '-')}`;
  if (/slug/.test(k)) return w.topic.replace(/\s+/g, '-');
  if (/date|time|created|updated/.test(k)) return `2026-0${between(w.random, 1, 9)}-${String(between(w.random, 10, 28))}`;
  if (/colou?r/.test(k)) return `#${randomHex(w.random, 6)}`;
  if (/lang/.test(k)) return 'en';
  if (/sentiment|mood|tone/.test(k)) return pick(w.random, ['positive', 'neutral', 'negative']);
  if (/status|state/.test(k)) return pick(w.random, ['active', 'draft', 'published']);
  if (/(^|_)id$/.test(k)) return randomHex(w.random, 8);
  return w.topic;
}

function numberFor(w: Writer, key: string, example: number): number {
  const k = key.toLowerCase();
  if (/price|cost|amount|total/.test(k)) return between(w.random, 5, 120) + (Number.isInteger(example) ? 0 : 0.99);
  if (/year/.test(k)) return between(w.random, 2020, 2026);
  if (/rating|score|stars/.test(k)) return Number.isInteger(example) ? between(w.random, 3, 5) : between(w.random, 30, 50) / 10;
  if (!Number.isInteger(example)) return between(w.random, 1, 1000) / 10;
  return between(w.random, 1, 100);
}

function tagWords(w: Writer): string[] {
  const pool = w.words.length >= 3 ? w.words : [...w.words, 'shop', 'guide', 'tips', 'news'];
  return pickMany(w.random, pool, between(w.random, 2, 3));
}

/** A value of the shape of `example` for `key`. */
function valueLike(w: Writer, key: string, example: Json): Json {
  if (Array.isArray(example)) {
    if (example.length === 0) return tagWords(w);
    const count = between(w.random, 1, 3);
    return Array.from({ length: count }, () => valueLike(w, singular(key), example[0]!));
  }
  if (example !== null && typeof example === 'object') {
    return Object.fromEntries(Object.entries(example).map(([k, v]) => [k, valueLike(w, k, v)]));
  }
  if (typeof example === 'number') return numberFor(w, key, example);
  if (typeof example === 'boolean') return w.random() < 0.5;
  if (typeof example === 'string' && LIST_KEYS.test(key)) return pick(w.random, tagWords(w));
  if (LIST_KEYS.test(singularPlural(key))) return pick(w.random, tagWords(w));
  return stringFor(w, key);
}

const singular = (key: string) => key.replace(/ies$/, 'y').replace(/s$/, '');
const singularPlural = (key: string) => `${singular(key)}s`;

/** A value for a key the prompt only named: lists for plural list-like names, numbers for counts and prices. */
function valueForName(w: Writer, key: string): Json {
  if (LIST_KEYS.test(key)) return tagWords(w);
  if (/price|cost|amount|count|total|quantity|year|age|rating|score|number/i.test(key)) return numberFor(w, key, 1);
  if (/^(is|has|can)_?[a-z]|enabled|active|available|in_stock/i.test(key)) return w.random() < 0.5;
  return stringFor(w, key);
}

/** The JSON answer to `prompt`. */
export function writeJson(random: Random, prompt: string): Json {
  const example = jsonInText(prompt);
  const keys = example === undefined ? keysInText(prompt) : [];
  const outside = example === undefined ? prompt : prompt.replace(/[{[][\s\S]*[}\]]/, ' ');
  const words = contentWords(outside).filter((word) => !keys.includes(word));
  const w: Writer = { random, topic: words.slice(0, 3).join(' ') || 'the store', words };
  if (example !== undefined) return valueLike(w, 'root', example);
  const names = keys.length ? keys : ['title', 'summary', 'tags'];
  return Object.fromEntries(names.map((k) => [k, valueForName(w, k)]));
}
