// The `singleton` kind: one settings object in a named record set. GET answers it (from data.records.<store>
// or the `initial` option until written); POST/PUT/PATCH merge the fields given, checked against an
// optional JSON `schema` (WordPress's rest_invalid_param); DELETE, or any method on a route bound
// with `reset: true`, puts it back.
import type { ArgSchema } from '../model/catalogue.js';
import type { Handler, HandlerContext } from '../dispatch/types.js';
import { doc } from '../model/shape-check.js';
import type { Session } from '../store/session.js';
import { isWpError, type WpError } from '../wp/errors.js';
import type { RestRequest } from '../wp/request.js';
import { isPlainObject } from '../wp/php-values.js';
import { sanitizeValue } from '../wp/schema-validate.js';
import { validateValue } from '../wp/schema-validate.js';
import { memberSchema, type Invalid } from '../wp/schema-parts.js';
import { setOwn } from '../own-key.js';
import { renderAnswer } from './answer-template.js';
import { invalidParams, missingParams } from './errors.js';
import { kindScope, methodOf, type Kind } from './kind.js';
import { bodyOption, FIELDS, kindOptions, option, RECORD_SET, statusOption } from './options.js';
import { getRecord, putRecord, removeRecord } from '../store/records.js';
import { writtenFields } from './request-fields.js';
import { dataRecords } from '../store/seed-records.js';

const ROOTS = ['value', 'previous'];
/** The one record of a singleton's record set. */
const VALUE_ID = 'value';

const options = kindOptions('singleton', 'One settings object: GET answers it, POST/PUT/PATCH merge and validate, DELETE (or reset: true) puts it back.', {
  store: RECORD_SET,
  initial: option.mapping('The starting value when data.records.<store> gives none (default {}).', {}),
  schema: option.of<ArgSchema>(
    doc("A JSON Schema (WordPress's keywords) the fields written must pass: properties, additionalProperties, required.", 'mapping'),
  ),
  fields: FIELDS,
  reset: option.boolean('true: this route puts the value back to its start, whatever the method.'),
  status: statusOption(200),
  body: bodyOption(ROOTS, 'the value'),
});

type Options = ReturnType<typeof options.read>;

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
      : schema.additionalProperties === false
        ? { code: 'rest_additional_properties_forbidden', message: `${k} is not a valid property of Object.`, data: null }
        : null;
    if (problem) setOwn(problems, k, problem);
    else setOwn(out, k, property ? sanitizeValue(v, property, k) : v);
  }
  return Object.keys(problems).length ? invalidParams(problems) : { fields: out };
}

async function update(req: RestRequest, session: Session, o: Options, previous: Record<string, unknown>): Promise<Record<string, unknown> | WpError> {
  const checked = checkedFields(o, writtenFields(req, [], o.fields));
  if (isWpError(checked)) return checked;
  const value = { ...previous, ...checked.fields };
  const names = o.schema?.required;
  const missing = (Array.isArray(names) ? names : []).filter((k) => value[k] === undefined);
  if (missing.length) return missingParams(missing);
  session.tick();
  putRecord(session, o.store, VALUE_ID, value);
  await session.commit();
  return value;
}

export const singletonKind: Kind = {
  shape: options.shape,
  check: options.check,
  create(binding): Handler {
    const o = options.read(binding);
    return async (req, ctx) => {
      const session = ctx.session;
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
      return { status: o.status, data };
    };
  },
};
