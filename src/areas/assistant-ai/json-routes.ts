// JSON queries: POST ai/json and simpleJsonQuery answer `{ success, data: <the decoded JSON> }`, a value of
// the shape the prompt asks for (see writer/json-answer.ts). The public API's `options` (model, envId) apply.
import type { Handler } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import { objectParam, promptOf, answerRandom } from './request-values.js';
import { queryTarget } from './text-answer.js';
import { writeJson } from './writer/json-answer.js';

const jsonQuery =
  (optionsOf: (params: Record<string, unknown>) => Record<string, unknown>): Handler =>
  (req, ctx) => {
    const prompt = promptOf(req);
    if (prompt instanceof WpError) return prompt;
    const target = queryTarget(ctx, ctx.session, optionsOf(req.params), 'json');
    if (target instanceof WpError) return target;
    return { data: { success: true, data: writeJson(answerRandom(ctx, 'json', prompt), prompt) } };
  };

/** POST ai/json: the model and environment come from the request itself. */
export const aiJson = jsonQuery((params) => params);
/** simpleJsonQuery: from its `options`. */
export const simpleJson: Handler = (req, ctx) => jsonQuery(() => objectParam(req, 'options'))(req, ctx);
