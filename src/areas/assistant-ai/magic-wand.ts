// POST ai/magic_wand (`action`, `data`): the wand's actions (Meow_MWAI_Modules_Wand). Text actions answer
// `{mode: 'replace', type: 'text', result, results}` with the edited text (multi-block text is edited block by
// block; a list or table block's JSON keeps its structure); suggestions answer `{mode: 'suggest', ...}`;
// generateImage adds an image to the media library (`{mode: 'insertMedia', type: 'image', media}`).
// Translations go to the post's language, which on this English site is the text's own: the text is kept.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { isPlainObject } from '../../wp/php-values.js';
import { stripAllTags } from '../content/text-filters.js';
import { invalidParam, missingParam, notFound } from './errors.js';
import { generateImages } from './images.js';
import { addToLibrary } from './media-library.js';
import { queryTarget } from './text-answer.js';
import { answerRandom } from './request-values.js';
import { correctText, enhanceText, longerText, sentencesOf, shorterText, synonyms } from './text-edits.js';
import { fill } from './writer/compose.js';
import { BODY, TITLE_PATTERNS } from './writer/phrase-bank.js';
import { pickMany } from './writer/random.js';
import { titleCase, topicOf } from './writer/topic.js';

const BLOCK_SEPARATOR = '\n\n---MWAI_BLOCK_SEPARATOR---\n\n';
type Data = Record<string, unknown>;
type Edit = (text: string, ctx: HandlerContext) => string;

const TEXT_EDITS: Record<string, Edit> = {
  correctText: (text) => correctText(text),
  enhanceText: (text) => enhanceText(text),
  longerText: (text, ctx) => longerText(answerRandom(ctx, 'wand-longer', text), text),
  shorterText: (text) => shorterText(text),
  translateText: (text) => text,
  translateSection: (text) => text,
};

const ACTIONS = [...Object.keys(TEXT_EDITS), 'suggestSynonyms', 'suggestTitles', 'suggestExcerpts', 'generateImage'];

/** Every string inside a block's JSON (list items, table cells) edited, the structure kept. */
function editJson(value: unknown, edit: (text: string) => string, key = ''): unknown {
  if (typeof value === 'string') return key === 'type' ? value : edit(value);
  if (Array.isArray(value)) return value.map((v) => editJson(v, edit));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, editJson(v, edit, k)]));
  return value;
}

function textAction(edit: Edit, data: Data, ctx: HandlerContext): Record<string, unknown> | WpError {
  const apply = (text: string) => edit(text, ctx);
  if (data.json !== undefined && data.json !== null && data.json !== '') {
    const result = editJson(data.json, apply);
    return { mode: 'replace', type: 'json', result, results: [result] };
  }
  if (typeof data.text !== 'string' || data.text.trim() === '') return missingParam('data.text', 'the text to work on');
  const result = data.isMultiBlock ? data.text.split(BLOCK_SEPARATOR).map(apply).join(BLOCK_SEPARATOR) : apply(data.text);
  return { mode: 'replace', type: 'text', result, results: [result] };
}

/** The post a postId names, as plain text: its title and content. */
function postText(session: Session, data: Data): { title: string; content: string } | WpError {
  const id = Number(data.postId);
  const post = Number.isInteger(id) && id > 0 ? session.get('posts', id) : undefined;
  if (!post || post.type === 'revision' || post.type === 'attachment') {
    return data.postId === undefined
      ? missingParam('data.postId', 'the post to write for')
      : notFound('post_not_found', `No post has the id ${String(data.postId)}.`, 'data.postId');
  }
  return { title: post.title, content: stripAllTags(post.content) };
}

/** 120 to 170 characters, as the excerpt prompt asks: whole sentences, cut at a word when too long. */
function excerptOf(sentences: readonly string[]): string {
  let out = '';
  for (const s of sentences) {
    if (out.length >= 120) break;
    out = out ? `${out} ${s}` : s;
  }
  return out.length <= 170 ? out : `${out.slice(0, 167).replace(/\s+\S*$/, '')}...`;
}

function suggestions(action: string, data: Data, session: Session, ctx: HandlerContext): Record<string, unknown> | WpError {
  if (action === 'suggestSynonyms') {
    const selected = typeof data.selectedText === 'string' && data.selectedText.trim() !== '' ? data.selectedText : undefined;
    if (!selected) return missingParam('data.selectedText', 'the words to find alternatives for');
    const results = synonyms(answerRandom(ctx, 'wand-synonyms', selected), selected);
    return { mode: 'suggest', type: 'text', result: results[0], results };
  }
  const post = postText(session, data);
  if (post instanceof WpError) return post;
  const topic = topicOf(`${post.title} ${post.content}`, 'this post', 2);
  const random = answerRandom(ctx, `wand-${action}`, post.title, post.content);
  const results =
    action === 'suggestTitles'
      ? pickMany(random, TITLE_PATTERNS, 5).map((t) => fill(t, { Title: titleCase(topic) }))
      : Array.from({ length: 5 }, () => excerptOf([...sentencesOf(post.content).slice(0, 1), ...pickMany(random, BODY, 3).map((s) => fill(s, { topic }))]));
  return { mode: 'suggest', type: 'text', result: results[0], results };
}

async function imageAction(req: RestRequest, ctx: HandlerContext, session: Session, data: Data): Promise<Record<string, unknown> | WpError> {
  if (typeof data.text !== 'string' || data.text.trim() === '') return missingParam('data.text', 'the text the image should illustrate');
  const postId = Number(data.postId) > 0 ? Number(data.postId) : undefined;
  const target = queryTarget(ctx, session, {}, 'image');
  if (target instanceof WpError) return target;
  const prompt = `Generate an image that is relevant to the following text:\n\n${data.text}`;
  const images = generateImages(req, ctx, session, { prompt, model: target.model, envId: target.env.id, count: 1 });
  if (images instanceof WpError) return images;
  const media = await addToLibrary(req, ctx, session, images[0]!, topicOf(data.text, 'generated image'), postId);
  if (media instanceof WpError) return media;
  return { mode: 'insertMedia', type: 'image', media };
}

export const magicWand: Handler = async (req, ctx) => {
  const action = typeof req.params.action === 'string' ? req.params.action : '';
  const data = req.params.data;
  if (!action) return missingParam('action', `the wand action (${ACTIONS.join(', ')})`);
  if (!isPlainObject(data) || Object.keys(data).length === 0)
    return missingParam('data', "an object with the action's arguments (text, postId, selectedText...)");
  const session = ctx.session;
  let result: Record<string, unknown> | WpError;
  if (TEXT_EDITS[action]) result = textAction(TEXT_EDITS[action], data, ctx);
  else if (action === 'generateImage') result = await imageAction(req, ctx, session, data);
  else if (ACTIONS.includes(action)) result = suggestions(action, data, session, ctx);
  else return invalidParam('action', `"${action}" is not a magic wand action: use one of ${ACTIONS.join(', ')}.`);
  if (result instanceof WpError) return result;
  await session.commit();
  return { data: { success: true, data: result } };
};
