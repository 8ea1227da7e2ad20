// The `singleton` kind: one settings object in a named store. GET answers it (from data.records.<store>
// or the `initial` option until written); POST/PUT/PATCH merge the fields given, checked against an
// optional JSON `schema` (WordPress's rest_invalid_param); DELETE, or any method on a route bound
// with `reset: true`, puts it back.
import type { ArgSchema } from '../catalogue/types.js';
import type { Handler, HandlerContext } from '../dispatch/types.js';
import type { Binding } from '../scenario/rule-types.js';
import { doc } from '../scenario/shape-check.js';
import type { Session } from '../store/session.js';
import { isWpError, type WpError } from '../wp/errors.js';
import type { RestRequest } from '../wp/request.js';
import { isPlainObject } from '../wp/php-values.js';
import { sanitizeValue } from '../wp/schema-sanitize.js';
import { memberSchema, validateValue, type Invalid } from '../wp/schema-validate.js';
import { setOwn } from '../own-key.js';
import { answerProblems, compileAnswer, renderAnswer, type CompiledAnswer } from './answer-template.js';
import { invalidParams, missingParams } from './errors.js';
import { kindScope, methodOf, sessionOf, type Kind } from './kind.js';
import { bodyShape, FIELDS, kindShape, STATUS, STORE } from './options.js';
import { getRecord, putRecord, removeRecord } from './records.js';
import { writtenFields } from './request-fields.js';
import { dataRecords } from './seed-records.js';

const ROOTS = ['value', 'previous'];
/** The one record of a singleton store. */
const VALUE_ID = 'value';

const shape = kindShape('singleton', 'One settings object: GET answers it, POST/PUT/PATCH merge and validate, DELETE (or reset: true) puts it back.', {
  store: STORE,
  initial: doc('The starting value when data.records.<store> gives none (default {}).', 'mapping'),
  schema: doc('A JSON Schema (WordPress\'s keywords) the fields written must pass: properties, additionalProperties, required.', 'mapping'),
  fields: FIELDS,
  reset: doc('true: this route puts the value back to its start, whatever the method.', 'boolean'),
  status: STATUS,
  body: bodyShape(ROOTS, 'the value'),
}, ['store']);

interface Options {
  store: string;
  initial: Readonly<Record<string, unknown>>;
  schema?: ArgSchema & { required?: unknown };
  fields?: readonly string[];
  reset: boolean;
  status?: number;
  body?: CompiledAnswer;
}

function optionsOf(b: Binding): Options {
  return {
    store: b.store!,
    initial: (b.initial as Record<string, unknown> | undefined) ?? {},
    ...(b.schema !== undefined ? { schema: b.schema as ArgSchema } : {}),
    ...(b.fields !== undefined ? { fields: b.fields as string[] } : {}),
    reset: b.reset === true,
    ...(b.status !== undefined ? { status: b.status as number } : {}),
    ...(b.body !== undefined ? { body: compileAnswer(b.body, ROOTS) } : {}),
  };
}

/** The value a session starts from: data.records.<store> when it is a mapping, else `initial`. */
function startValue(o: Options, ctx: HandlerContext): Record<string, unknown> {
  const seeded = dataRecords(ctx.site.scenario)[o.store];
  return structuredClone(isPlainObject(seeded) ? seeded : o.initial);
}

/** The fields written, each checked and coerced against the schema's property of that name. */
function checkedFields(o: Options, fields: Record<string, unknown>): { fields: Record<string, unknown> } | WpError {
  const schema = o.schema;
  if (!schema) return { fields };
  const out: Record<string, unknown> = {};
  const problems: Record<string, Invalid> = {};
  for (const [k, v] of Object.entries(fields)) {
    const property = memberSchema(k, schema);
    const problem = property
      ? validateValue(v, property, k)
      : schema.additionalProperties === false ? { code: 'rest_additional_properties_forbidden', message: `${k} is not a valid property of Object.`, data: null } : null;
    if (problem) setOwn(problems, k, problem);
    else setOwn(out, k, property ? sanitizeValue(v, property, k) : v);
  }
  return Object.keys(problems).length ? invalidParams(problems) : { fields: out };
}

async function update(req: RestRequest, session: Session, o: Options, previous: Record<string, unknown>): Promise<Record<string, unknown> | WpError> {
  const checked = checkedFields(o, writtenFields(req, [], o.fields));
  if (isWpError(checked)) return checked;
  const value = { ...previous, ...checked.fields };
  const required = Array.isArray(o.schema?.required) ? (o.schema.required as string[]) : [];
  const missing = required.filter((k) => value[k] === undefined);
  if (missing.length) return missingParams(missing);
  session.tick();
  putRecord(session, o.store, VALUE_ID, value);
  await session.commit();
  return value;
}

export const singletonKind: Kind = {
  shape,
  check: (b, path) => (b.body === undefined ? [] : answerProblems(b.body, ROOTS, [...path, 'body'])),
  create(binding): Handler {
    const o = optionsOf(binding);
    return async (req, ctx) => {
      const session = sessionOf(req, ctx);
      const previous = getRecord(session, o.store, VALUE_ID)?.data ?? startValue(o, ctx);
      const method = methodOf(req);
      let value = previous;
      if (o.reset || method === 'DELETE') {
        session.tick();
        removeRecord(session, o.store, VALUE_ID);
        await session.commit();
        value = startValue(o, ctx);
      } else if (method !== 'GET') {
        const updated = await update(req, session, o, previous);
        if (isWpError(updated)) return updated;
        value = updated;
      }
      const data = renderAnswer(o.body, value, { value, previous }, () => kindScope(req, ctx, session));
      return { status: o.status ?? 200, data };
    };
  },
};
