// The text the assistant reads from a post (Meow_MWAI_Core::get_post_content()): shortcodes and block comments
// removed, HTML entities decoded, tags stripped, repeated sentences dropped, at most `max` characters.
import { stripAllTags } from '../../content/text-filters.js';

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** html_entity_decode() for the named entities WordPress writes and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const EDGES = /^[\p{Z}\p{C}]+|[\p{Z}\p{C}]+$/gu;

/** clean_sentences(): each sentence once, in order, while the total stays under `max` characters. */
function uniqueSentences(text: string, max: number): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  let total = 0;
  for (const raw of text.split(/(?<=[.?!。．！？])\s+/u)) {
    const sentence = raw.replace(EDGES, '');
    if (!sentence || seen.has(sentence)) continue;
    if (total + [...sentence].length > max) continue;
    seen.add(sentence);
    kept.push(sentence);
    total += [...sentence].length;
  }
  return kept.join(' ').replace(EDGES, '');
}

export function postText(content: string, max = 16384): string {
  const withoutCodes = content
    .replace(/\[mwai_.*?\]/g, '')
    .replace(/\[[^\]]+\]/g, '')
    .replace(/<!--\s*\/?wp:[^>]+-->/g, '');
  const text = stripAllTags(decodeEntities(withoutCodes))
    .replace(/[\r\n]+/g, '\n')
    .replace(/\t+/g, '\t');
  return uniqueSentences(`${text} `, max);
}

/** Whether a post has text once tags are stripped (check_posts_content). */
export const hasText = (content: string): boolean => stripAllTags(content).trim() !== '';
