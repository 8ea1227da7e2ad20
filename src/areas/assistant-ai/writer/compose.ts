// The model's text for a prompt: a greeting, a numbered list, titles, a summary or a few paragraphs, chosen
// from what the prompt asks and assembled from the phrase bank around the prompt's topic. The caller seeds
// `random` from the scenario seed and the prompt, so the same prompt always gets the same text.
import { BODY, CLOSERS, GREETINGS, LIST_INTROS, LIST_ITEMS, OPENERS, QUESTION_OPENERS, SUMMARY_OPENERS, TITLE_PATTERNS } from './phrase-bank.js';
import { between, pick, pickMany, type Random } from './random.js';
import { capitalize, titleCase, topicOf } from './topic.js';

export type Intent = 'greeting' | 'list' | 'titles' | 'summary' | 'answer';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Placeholders of the phrase bank filled in: `{topic}`, `{Topic}`, and any other value given. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name] ?? values[name.toLowerCase()];
    if (value === undefined) return whole;
    return name[0] === name[0]!.toUpperCase() && values[name] === undefined ? capitalize(value) : value;
  });
}

/** How many items a prompt asks for ("5 ideas", "three tips"), between 1 and 10. */
export function countAsked(prompt: string): number | undefined {
  const digits = /\b(\d{1,2})\b/.exec(prompt);
  if (digits && Number(digits[1]) >= 1 && Number(digits[1]) <= 10) return Number(digits[1]);
  const word = NUMBER_WORDS.findIndex((w, i) => i > 0 && new RegExp(`\\b${w}\\b`, 'i').test(prompt));
  return word > 0 ? word : undefined;
}

export function intentOf(prompt: string): Intent {
  const text = prompt.trim();
  if (/^(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.,?]*$/i.test(text) || /^(hi|hello|hey)\b[\s!,.]*(there)?[\s!.]*$/i.test(text)) return 'greeting';
  if (/\b(titles?|headlines?)\b/i.test(text)) return 'titles';
  if (/\b(summar(y|ize|ise)|tl;?dr|in short)\b/i.test(text)) return 'summary';
  if (/\b(list|ideas|tips|steps|ways|reasons|examples|suggestions)\b/i.test(text)) return 'list';
  return 'answer';
}

function paragraph(random: Random, topic: string, sentences: number, used: Set<string>): string {
  const fresh = BODY.filter((s) => !used.has(s));
  const chosen = pickMany(random, fresh.length >= sentences ? fresh : BODY, sentences);
  for (const s of chosen) used.add(s);
  return chosen.map((s) => fill(s, { topic })).join(' ');
}

function list(random: Random, topic: string, count: number): string {
  const items = pickMany(random, LIST_ITEMS, count).map((item, i) => `${i + 1}. ${fill(item, { topic })}`);
  const intro = fill(pick(random, LIST_INTROS), { topic, count: String(count), Count: capitalize(NUMBER_WORDS[count] ?? String(count)) });
  return [intro, ...items].join('\n');
}

function titles(random: Random, topic: string, count: number): string {
  const chosen = pickMany(random, TITLE_PATTERNS, count).map((t) => fill(t, { Title: titleCase(topic) }));
  return count === 1 ? chosen[0]! : chosen.map((t, i) => `${i + 1}. ${t}`).join('\n');
}

/** A prompt's answer. `topic` overrides the topic read from the prompt. */
export function writeText(random: Random, prompt: string, topic = topicOf(prompt)): string {
  const intent = intentOf(prompt);
  if (intent === 'greeting') return pick(random, GREETINGS);
  if (intent === 'list') return list(random, topic, countAsked(prompt) ?? between(random, 3, 5));
  if (intent === 'titles') return titles(random, topic, countAsked(prompt) ?? (/\btitles|headlines\b/i.test(prompt) ? 3 : 1));
  const used = new Set<string>();
  if (intent === 'summary') return pick(random, SUMMARY_OPENERS) + paragraph(random, topic, 2, used).replace(/^./, (c) => c.toLowerCase());
  const long = /\b(long|longer|article|detailed|in depth|essay)\b/i.test(prompt);
  const opener = fill(pick(random, /\?\s*$/.test(prompt) ? QUESTION_OPENERS : OPENERS), { topic });
  if (long) return `${opener} ${paragraph(random, topic, 4, used)}\n\n${paragraph(random, topic, 3, used)}\n\n${pick(random, CLOSERS)}`;
  const body = paragraph(random, topic, between(random, 2, 3), used);
  return random() < 0.5 ? `${opener} ${body}` : `${opener} ${body} ${pick(random, CLOSERS)}`;
}
