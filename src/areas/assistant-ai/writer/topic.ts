// What a prompt is about, in a few words: the first content words once the instruction words ("write",
// "short", "about"...) and common words are set aside. Answers weave it in so they read as replies.

const COMMON = new Set(
  `a an the and or but nor so yet of for on in at to into onto from by with without about above
below over under between among through during before after again further then once here there when where why how
what which who whom whose this that these those i me my mine we us our ours you your yours he him his she her hers
it its they them their theirs am is are was were be been being have has had having do does did doing can could
should would will shall may might must not no yes all any both each few more most other some such only own same
than too very just also even ever still please thanks thank hi hello hey let lets let's i'm it's that's there's
one two three four five six seven eight nine ten first second new like get got make made use using want need
really quite much many way ways thing things something anything everything`.split(/\s+/),
);

const INSTRUCTIONS = new Set(
  `write rewrite create generate give tell show explain describe summarize summarise
summary list suggest propose draft compose produce provide translate correct fix improve enhance shorten expand
short shorter long longer brief quick detailed simple simply clear concise friendly formal casual catchy
paragraph paragraphs sentence sentences words word text article articles post posts blog intro introduction
outline answer reply question questions respond idea ideas tip tips step steps example examples reason reasons
title titles headline headlines excerpt excerpts description descriptions json format formatted return object
fields keys properties values items following below above based same`.split(/\s+/),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The content words of `text`, lower-cased, in order, without repeats. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/, '');
    if (word.length < 3 || /^\d+$/.test(word) || COMMON.has(word) || INSTRUCTIONS.has(word) || out.includes(word)) continue;
    out.push(word);
  }
  return out;
}

/** The topic of a prompt: up to `max` content words ("winter sale"), or `fallback` when it has none. */
export function topicOf(prompt: string, fallback = 'your question', max = 3): string {
  const words = contentWords(prompt).slice(0, max);
  return words.length ? words.join(' ') : fallback;
}

/** The first letter upper-cased. */
export const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** Every word capitalized ("winter sale" → "Winter Sale"). */
export const titleCase = (text: string): string => text.split(' ').map(capitalize).join(' ');
