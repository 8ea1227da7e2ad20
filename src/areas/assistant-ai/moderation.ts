// Moderation from the scenario's word lists: the `assistant.moderation` store holds `{ words: { <category>:
// [words...] } }` (a plain list of words counts as harassment). A text is flagged in a category when it holds
// one of its words (case ignored, at the start of a word: "kill" also catches "killing"). Answers OpenAI's
// moderation object (omni-moderation-latest), which POST ai/moderate returns as it is and moderationCheck
// reduces to `flagged`.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import { getRecord } from '../../store/records.js';
import { dataRecords } from '../../store/seed-records.js';
import { isPlainObject } from '../../wp/php-values.js';
import { missingParam } from './errors.js';
import { environmentOf } from './models.js';
import { answerRandom, textParam } from './request-values.js';
import { MODERATION } from '../../catalogue/record-sets/assistant-ai.js';
import { randomToken, type Random } from './writer/random.js';

/** OpenAI's categories; each sub-category (after the slash) belongs to the category before it. */
export const CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

/** The word lists by category, from the session (a singleton binding may have changed them) or the scenario. */
export function wordLists(session: Session, ctx: HandlerContext): Record<string, string[]> {
  const value = getRecord(session, MODERATION, 'value')?.data ?? dataRecords(ctx.site.scenario)[MODERATION];
  const words = isPlainObject(value) ? value.words : undefined;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string' && w.trim() !== '') : []);
  if (Array.isArray(words)) return { harassment: strings(words) };
  if (!isPlainObject(words)) return {};
  return Object.fromEntries(Object.entries(words).map(([category, list]) => [category, strings(list)]));
}

const escapeRegExp = (word: string) =>
  word
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');

/** The categories `text` is flagged in. */
export function flaggedCategories(text: string, lists: Record<string, string[]>): Set<string> {
  const hits = new Set<string>();
  for (const [category, words] of Object.entries(lists)) {
    if (words.some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}`, 'iu').test(text))) hits.add(category);
  }
  return hits;
}

const score = (random: Random, flagged: boolean) => Math.round((flagged ? 0.9 + random() * 0.09 : random() * 0.01) * 1e6) / 1e6;

/** OpenAI's moderation object for `text`. */
export function moderate(ctx: HandlerContext, session: Session, text: string): Record<string, unknown> {
  const hits = flaggedCategories(text, wordLists(session, ctx));
  const random = answerRandom(ctx, 'moderation', text);
  const categories: Record<string, boolean> = {};
  const scores: Record<string, number> = {};
  const applied: Record<string, string[]> = {};
  for (const c of CATEGORIES) {
    categories[c] = hits.has(c);
    scores[c] = score(random, hits.has(c));
    applied[c] = hits.has(c) ? ['text'] : [];
  }
  return {
    id: `modr-${randomToken(random, 24)}`,
    model: 'omni-moderation-latest',
    results: [{ flagged: hits.size > 0, categories, category_scores: scores, category_applied_input_types: applied }],
  };
}

/** POST ai/moderate (`envId`, `text`): `{ success, results: <the moderation object> }`. */
export const aiModerate: Handler = (req, ctx) => {
  const text = textParam(req, 'text');
  if (!text) return missingParam('text', 'the text to moderate');
  const session = ctx.session;
  const env = environmentOf(session, ctx, req.params.envId);
  if (env instanceof WpError) return env;
  return { data: { success: true, results: moderate(ctx, session, text) } };
};

/** moderationCheck (`text`): `{ success, data: <whether it was flagged> }`. */
export const moderationCheck: Handler = (req, ctx) => {
  const text = textParam(req, 'text');
  if (!text) {
    const wrong = ['message', 'content'].find((k) => req.params[k] !== undefined);
    return missingParam('text', `the text to check for content moderation${wrong ? ` (did you mean text instead of ${wrong}?)` : ''}`);
  }
  const result = moderate(ctx, ctx.session, text);
  return { data: { success: true, data: (result.results as { flagged: boolean }[])[0]!.flagged } };
};
