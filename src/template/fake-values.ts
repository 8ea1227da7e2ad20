// `{{fake.<format>}}`: small seeded values (names, emails, uuids, sentences, numbers...). The caller
// derives the seed from the scenario seed, the rule and the answer, so values repeat run after run.
import { wpDate } from '../store/clock.js';

/** mulberry32: a tiny, well-spread 32-bit generator; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ada',
  'Alan',
  'Grace',
  'Linus',
  'Margaret',
  'Ken',
  'Barbara',
  'Dennis',
  'Frances',
  'Tim',
  'Radia',
  'Guido',
  'Hedy',
  'Edsger',
  'Katherine',
  'Niklaus',
];
const LAST = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
  'Berners-Lee',
  'Perlman',
  'van Rossum',
  'Lamarr',
  'Dijkstra',
  'Johnson',
  'Wirth',
];
const WORDS = [
  'lorem',
  'ipsum',
  'dolor',
  'sit',
  'amet',
  'consectetur',
  'adipiscing',
  'elit',
  'sed',
  'do',
  'eiusmod',
  'tempor',
  'incididunt',
  'labore',
  'magna',
  'aliqua',
  'enim',
  'minim',
  'veniam',
  'quis',
  'nostrud',
  'ullamco',
  'laboris',
  'nisi',
  'aliquip',
  'commodo',
];
const DOMAINS = ['example.org', 'example.com', 'example.net'];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const hex = (random: Random, n: number): string => Array.from({ length: n }, () => int(random, 0, 15).toString(16)).join('');
const words = (random: Random, n: number): string[] => Array.from({ length: n }, () => pick(random, WORDS));
const sentence = (random: Random): string => {
  const text = words(random, int(random, 5, 10)).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};
const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The formats `{{fake.<format>}}` knows; `clockStart` (ms) anchors dates in the year before the scenario clock. */
const GENERATORS: Record<string, (random: Random, clockStart: number) => unknown> = {
  name: (r) => `${pick(r, FIRST)} ${pick(r, LAST)}`,
  first_name: (r) => pick(r, FIRST),
  last_name: (r) => pick(r, LAST),
  username: (r) => `${pick(r, FIRST).toLowerCase()}${int(r, 1, 99)}`,
  email: (r) => `${slugOf(pick(r, FIRST))}.${slugOf(pick(r, LAST))}@${pick(r, DOMAINS)}`,
  uuid: (r) => `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${pick(r, ['8', '9', 'a', 'b'])}${hex(r, 3)}-${hex(r, 12)}`,
  word: (r) => pick(r, WORDS),
  words: (r) => words(r, int(r, 2, 4)).join(' '),
  sentence,
  paragraph: (r) => Array.from({ length: int(r, 3, 5) }, () => sentence(r)).join(' '),
  slug: (r) => words(r, int(r, 2, 3)).join('-'),
  url: (r) => `https://${pick(r, DOMAINS)}/${words(r, 2).join('-')}`,
  int: (r) => int(r, 1, 1000),
  number: (r) => Math.round(r() * 100000) / 100,
  bool: (r) => r() < 0.5,
  date: (r, start) => wpDate(start - int(r, 0, 365 * 24 * 3600) * 1000),
  color: (r) => `#${hex(r, 6)}`,
  ip: (r) => `192.0.2.${int(r, 1, 254)}`,
};

export const FAKE_FORMATS: readonly string[] = Object.keys(GENERATORS);

export function fakeValue(format: string, seed: number, clockStart: number): unknown {
  const generate = GENERATORS[format];
  return generate ? generate(seededRandom(seed), clockStart) : null;
}
