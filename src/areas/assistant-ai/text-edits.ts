// The text edits of the magic wand, done for real on the text given: typos and spacing corrected, wording
// tightened, text lengthened with sentences on its topic or shortened to its first half, synonyms suggested.
// Seeded by the text, so the same text gets the same edit.
import { fill } from './writer/compose.js';
import { BODY, REPHRASINGS, SYNONYMS, TYPOS } from './writer/phrase-bank.js';
import { pickMany, type Random } from './writer/random.js';
import { capitalize, topicOf } from './writer/topic.js';

const SENTENCE = /[^.!?]+[.!?]*\s*/g;

export const sentencesOf = (text: string): string[] => (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);

const keepCase = (original: string, replacement: string) => (/^[A-Z]/.test(original) ? capitalize(replacement) : replacement);

/** Typos from the list, a lone "i", doubled spaces, spaces before punctuation, and lower-case sentence starts. */
export function correctText(text: string): string {
  let out = text.replace(/\b[A-Za-z]+\b/g, (word) => {
    const fixed = TYPOS[word.toLowerCase()];
    return fixed ? keepCase(word, fixed) : word;
  });
  out = out
    .replace(/\bi\b/g, 'I')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([a-z][.!?])([a-z]{2,})/gi, '$1 $2');
  out = out.replace(/(^|[.!?]\s+)([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
  return out.trim();
}

const TIGHTER: readonly [RegExp, string][] = [
  [/\bvery good\b/gi, 'excellent'],
  [/\bvery big\b/gi, 'huge'],
  [/\bvery small\b/gi, 'tiny'],
  [/\bvery fast\b/gi, 'rapid'],
  [/\ba lot of\b/gi, 'many'],
  [/\bin order to\b/gi, 'to'],
  [/\breally\s+/gi, ''],
  [/\bbasically,?\s+/gi, ''],
  [/\bat this point in time\b/gi, 'now'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bthings\b/gi, 'details'],
];

/** The corrected text with wordy phrases tightened. */
export function enhanceText(text: string): string {
  let out = correctText(text);
  for (const [pattern, replacement] of TIGHTER) out = out.replace(pattern, (m) => keepCase(m, replacement));
  return out.replace(/[ \t]{2,}/g, ' ');
}

/** The text followed by two to three sentences on its topic. */
export function longerText(random: Random, text: string): string {
  const topic = topicOf(text, 'this');
  const extra = pickMany(random, BODY, 2 + Math.floor(random() * 2)).map((s) => fill(s, { topic }));
  return `${correctText(text)} ${extra.join(' ')}`;
}

/** The first half of the sentences (at least one); a single sentence keeps its first half of words. */
export function shorterText(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length > 1) return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ');
  const words = text
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/);
  return words.length > 3 ? `${words.slice(0, Math.ceil(words.length / 2)).join(' ')}.` : text.trim();
}

/** Five alternatives for the selected words, keeping their leading and trailing punctuation and spacing. */
export function synonyms(random: Random, selected: string): string[] {
  const [, lead, core, trail] = /^(\W*)(.*?)(\W*)$/s.exec(selected) ?? ['', '', selected, ''];
  const known = SYNONYMS[core!.toLowerCase()];
  const alternatives = known ? pickMany(random, known, 5) : REPHRASINGS.map((r) => fill(r, { word: core!.toLowerCase() }));
  return alternatives.map((a) => `${lead}${keepCase(core!, a)}${trail}`);
}
