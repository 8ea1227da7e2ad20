// The text a query answers and its usage: the environment and model resolved as AI Engine resolves them
// (the request's own, else the settings' defaults), the text written from the prompt (same prompt, same
// text) and cut to maxTokens when the request sets one. Each answered query is logged (query-log.ts).
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { invalidParam } from './errors.js';
import { environmentOf, modelOf, type Environment, type ModelDef, type ModelKind } from './models.js';
import { logQuery } from './query-log.js';
import { answerRandom } from './request-values.js';
import { writeText } from './writer/compose.js';
import { limitTokens, usageOf, type Usage } from './writer/usage.js';

export interface QueryOptions {
  envId?: unknown;
  model?: unknown;
  maxTokens?: unknown;
  scope?: unknown;
}

export interface TextAnswer {
  text: string;
  usage: Usage;
  model: ModelDef;
  env: Environment;
}

/** The environment and model of a query, or why they cannot be used. */
export function queryTarget(ctx: HandlerContext, session: Session, options: QueryOptions, kind: ModelKind): { env: Environment; model: ModelDef } | WpError {
  const env = environmentOf(session, ctx, options.envId);
  if (env instanceof WpError) return env;
  const model = modelOf(session, ctx, options.model, kind);
  if (model instanceof WpError) return model;
  return { env, model };
}

function maxTokensOf(value: unknown): number | undefined | WpError {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return invalidParam('maxTokens', `maxTokens must be a whole number of at least 1 (got ${JSON.stringify(value)}).`);
  return n;
}

export interface TextQuery {
  prompt: string;
  options: QueryOptions;
  kind: ModelKind;
  /** Insights' scope of the query (admin-tools, public-api, chatbot...). */
  scope: string;
  /** Writes the answer; default: the writer's answer, seeded by the prompt alone (same prompt, same text). */
  write?: () => string;
  /** How Insights files it (default completion), and the conversation it belongs to. */
  feature?: 'completion' | 'chatbot';
  refId?: string;
}

/** Answers a text query and logs it (the caller commits the session). */
export function answerText(req: RestRequest, ctx: HandlerContext, session: Session, query: TextQuery): TextAnswer | WpError {
  const target = queryTarget(ctx, session, query.options, query.kind);
  if (target instanceof WpError) return target;
  const maxTokens = maxTokensOf(query.options.maxTokens);
  if (maxTokens instanceof WpError) return maxTokens;
  const write = query.write ?? (() => writeText(answerRandom(ctx, 'text', query.prompt), query.prompt));
  const text = limitTokens(write(), maxTokens);
  const answer: TextAnswer = { text, usage: usageOf(target.model, query.prompt, text), ...target };
  const scope = typeof query.options.scope === 'string' && query.options.scope !== '' ? query.options.scope : query.scope;
  logQuery(req, ctx, session, {
    feature: query.feature ?? 'completion',
    scope,
    env: target.env,
    model: target.model,
    usage: answer.usage,
    query: query.prompt,
    reply: text,
    ...(query.refId ? { refId: query.refId } : {}),
  });
  return answer;
}
