// A settings tab whose document is made of sections (button locations, gateways, message placements): GET
// answers it; a write merges each section it names field by field, every field checked against its schema as
// WordPress checks arguments. Sections and fields the tab does not have are ignored, as the plugin's field maps
// ignore them. A section that is a list of objects (Pay Later's custom_placement) merges item by item.
import type { ArgSchema } from '../../model/catalogue.js';
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import { invalidParams } from '../../kinds/errors.js';
import type { Session } from '../../store/session.js';
import { isWpError, type WpError } from '../../wp/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';
import { sanitizeValue } from '../../wp/schema-validate.js';
import { validateValue } from '../../wp/schema-validate.js';
import type { Invalid } from '../../wp/schema-parts.js';
import { readDocument, writeDocument, type Document } from './documents.js';
import { success } from './plugin-answer.js';

export type Fields = Readonly<Record<string, ArgSchema>>;

export interface SectionedTab {
  store: string;
  defaults: Document;
  /** The writable fields of each section, by section name. */
  sections: Readonly<Record<string, Fields>>;
  /** Writable values at the top of the document. */
  values?: Fields;
}

type Checked = { ok: true; value: unknown } | { ok: false; problem: Invalid };

function checkValue(value: unknown, schema: ArgSchema, param: string): Checked {
  const problem = validateValue(value, schema, param);
  return problem ? { ok: false, problem } : { ok: true, value: sanitizeValue(value, schema, param) };
}

const wrongType = (param: string, type: string): Checked => ({
  ok: false,
  problem: { code: 'rest_invalid_type', message: `${param} is not of type ${type}.`, data: { param } },
});

/** The stored object with the given fields merged in (each checked; unknown fields dropped). */
function mergeObject(stored: unknown, given: unknown, fields: Fields, param: string): Checked {
  if (!isPlainObject(given)) return wrongType(param, 'object');
  const merged: Record<string, unknown> = { ...(isPlainObject(stored) ? stored : {}) };
  for (const [name, schema] of Object.entries(fields)) {
    if (given[name] === undefined || given[name] === null) continue;
    const checked = checkValue(given[name], schema, `${param}[${name}]`);
    if (!checked.ok) return checked;
    merged[name] = checked.value;
  }
  return { ok: true, value: merged };
}

function mergeSection(stored: unknown, given: unknown, fields: Fields, param: string): Checked {
  if (!Array.isArray(stored)) return mergeObject(stored, given, fields, param);
  if (!Array.isArray(given)) return wrongType(param, 'array');
  const items: unknown[] = [];
  for (const [i, item] of stored.entries()) {
    if (given[i] === undefined) {
      items.push(item);
      continue;
    }
    const merged = mergeObject(item, given[i], fields, `${param}[${i}]`);
    if (!merged.ok) return merged;
    items.push(merged.value);
  }
  return { ok: true, value: items };
}

async function update(req: RestRequest, ctx: HandlerContext, session: Session, tab: SectionedTab): Promise<Document | WpError> {
  const doc = readDocument(session, ctx, tab.store, tab.defaults);
  const problems: Record<string, Invalid> = {};
  const apply = (name: string, checked: Checked) => (checked.ok ? (doc[name] = checked.value) : (problems[name] = checked.problem));
  for (const [name, fields] of Object.entries(tab.sections)) {
    const given = req.params[name];
    if (given !== undefined && given !== null && doc[name] !== undefined) apply(name, mergeSection(doc[name], given, fields, name));
  }
  for (const [name, schema] of Object.entries(tab.values ?? {})) {
    const given = req.params[name];
    if (given !== undefined && given !== null) apply(name, checkValue(given, schema, name));
  }
  if (Object.keys(problems).length) return invalidParams(problems);
  session.tick();
  writeDocument(session, tab.store, doc);
  await session.commit();
  return doc;
}

/** The tab's GET and write handlers. */
export function sectionedTab(tab: SectionedTab): { get: Handler; update: Handler } {
  return {
    get: (_req, ctx) => success(readDocument(ctx.session, ctx, tab.store, tab.defaults)),
    update: async (req, ctx) => {
      const doc = await update(req, ctx, ctx.session, tab);
      return isWpError(doc) ? doc : success(doc);
    },
  };
}
