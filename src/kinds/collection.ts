// The `collection` kind: a named store served as a WordPress collection. On a list route: GET lists
// (paged, searched, sorted), POST creates (201 + Location; ids from the store's counter; `date` from the
// scenario clock); the route's other path captures are written on create and filter the list
// (`/forms/{form}/entries`). On an item route (the route's `id` capture, or `idParam` for routes that take
// the id in the body or query, as many plugin routes do): GET reads, POST/PUT/PATCH merge, DELETE
// removes. `op` fixes the operation for routes such as `POST /forms/delete`.
import type { Handler, HandlerContext, HandlerOutcome } from '../dispatch/types.js';
import { doc } from '../scenario/shape-check.js';
import type { Binding } from '../scenario/rule-types.js';
import type { Session } from '../store/session.js';
import { isWpError, protocolErrors } from '../wp/errors.js';
import { restUrl } from '../wp/links.js';
import type { RestRequest } from '../wp/request.js';
import { answerProblems, compileAnswer, renderAnswer, type CompiledAnswer, type KindValues } from './answer-template.js';
import { listRecords, type ListOptions } from './collection-list.js';
import { missingParams, NOT_FOUND_SHAPE, notFoundError, notFoundOf, type NotFound } from './errors.js';
import { kindScope, methodOf, sessionOf, type Kind } from './kind.js';
import { bodyShape, FIELDS, kindShape, STATUS, STORE } from './options.js';
import { getRecord, nextRecordId, putRecord, removeRecord } from './records.js';
import { idArgument, writtenFields } from './request-fields.js';

const OPS = ['list', 'create', 'read', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
const ROOTS = ['items', 'item', 'previous', 'id', 'total', 'totalPages', 'page', 'perPage'];

const shape = kindShape('collection', 'A named store served as a WordPress collection: list, create, read, update, delete.', {
  store: STORE,
  op: { enum: OPS, doc: 'The operation, whatever the method (default: from the method and whether the route names one record).' },
  idParam: doc('The argument that names a record (default: the route\'s id capture); set it for routes that take the id in the body or query.', 'string'),
  fields: FIELDS,
  defaults: doc('Fields every new record starts with.', 'mapping'),
  required: doc('Fields a create must carry (else 400 rest_missing_callback_param).', { list: 'string' }),
  dateField: doc('Field set to the scenario clock when a record is created, unless the write gives it (default date; "" for none).', 'string'),
  modifiedField: doc('Field set to the scenario clock on create and on every update (default: none).', 'string'),
  itemRoute: doc('The route of one record with {id}, for the Location of a create (default: the list route + /{id}).', 'string'),
  perPage: { scalar: 'integer', min: 1, doc: 'Default per_page (10).' },
  maxPerPage: { scalar: 'integer', min: 1, doc: 'Largest per_page accepted (100).' },
  orderby: doc('Default sort field (id).', 'string'),
  order: { enum: ['asc', 'desc'], doc: 'Default sort order (asc).' },
  search: doc('Fields ?search= looks in (default: every text or number field).', { list: 'string' }),
  filters: doc('Fields a list filters on with ?<field>=<value> (a list value: any of them).', { list: 'string' }),
  notFound: doc('How a missing record is answered (default 404 rest_invalid_id "Invalid ID.").', NOT_FOUND_SHAPE),
  status: STATUS,
  body: bodyShape(ROOTS, 'the list, the record, or {deleted: true, previous} for a delete'),
}, ['store']);

interface Options extends ListOptions {
  op?: Op;
  idParam: string;
  /** Whether idParam was given: the route names one record even without a capture. */
  itemById: boolean;
  fields?: readonly string[];
  defaults: Readonly<Record<string, unknown>>;
  required: readonly string[];
  dateField: string;
  modifiedField: string;
  itemRoute?: string;
  notFound: NotFound;
  status?: number;
  body?: CompiledAnswer;
}

function optionsOf(b: Binding): Options {
  return {
    store: b.store!,
    ...(b.op !== undefined ? { op: b.op as Op } : {}),
    idParam: (b.idParam as string | undefined) ?? 'id',
    itemById: b.idParam !== undefined,
    ...(b.fields !== undefined ? { fields: b.fields as string[] } : {}),
    defaults: (b.defaults as Record<string, unknown> | undefined) ?? {},
    required: (b.required as string[] | undefined) ?? [],
    dateField: (b.dateField as string | undefined) ?? 'date',
    modifiedField: (b.modifiedField as string | undefined) ?? '',
    ...(b.itemRoute !== undefined ? { itemRoute: b.itemRoute as string } : {}),
    perPage: (b.perPage as number | undefined) ?? 10,
    maxPerPage: (b.maxPerPage as number | undefined) ?? 100,
    orderby: (b.orderby as string | undefined) ?? 'id',
    order: (b.order as 'asc' | 'desc' | undefined) ?? 'asc',
    ...(b.search !== undefined ? { search: b.search as string[] } : {}),
    filters: (b.filters as string[] | undefined) ?? [],
    notFound: notFoundOf(b.notFound),
    ...(b.status !== undefined ? { status: b.status as number } : {}),
    ...(b.body !== undefined ? { body: compileAnswer(b.body, ROOTS) } : {}),
  };
}

/** The operation: `op`, else the method on an item route (id capture or idParam) or a list route. */
function opOf(o: Options, req: RestRequest): Op | null {
  if (o.op) return o.op;
  const method = methodOf(req);
  if (o.itemById || req.urlParams[o.idParam] !== undefined) return method === 'GET' ? 'read' : method === 'DELETE' ? 'delete' : 'update';
  return method === 'GET' ? 'list' : method === 'DELETE' ? null : 'create';
}

interface Call {
  req: RestRequest;
  ctx: HandlerContext;
  session: Session;
  o: Options;
}

function answer({ req, ctx, session, o }: Call, status: number, fallback: unknown, values: KindValues, headers?: Record<string, string>): HandlerOutcome {
  const data = renderAnswer(o.body, fallback, values, () => kindScope(req, ctx, session));
  return { status: o.status ?? status, data, ...(headers ? { headers } : {}) };
}

async function create(call: Call, explicit: boolean): Promise<HandlerOutcome> {
  const { req, session, o } = call;
  const given = writtenFields(req, ['id', o.idParam], o.fields);
  const missing = o.required.filter((f) => given[f] === undefined && o.defaults[f] === undefined);
  if (missing.length) return missingParams(missing);
  session.tick();
  const id = nextRecordId(session, o.store);
  const [now] = session.now();
  const item: Record<string, unknown> = { id, ...structuredClone(o.defaults), ...given };
  if (o.dateField && item[o.dateField] === undefined) item[o.dateField] = now;
  if (o.modifiedField) item[o.modifiedField] = now;
  putRecord(session, o.store, id, item);
  await session.commit();
  const route = o.itemRoute ? o.itemRoute.replace(/\{id\}/g, String(id)) : explicit ? undefined : `${req.route}/${id}`;
  return answer(call, 201, item, { item, id }, route ? { Location: restUrl(req.origin, route) } : undefined);
}

async function itemOp(call: Call, op: 'read' | 'update' | 'delete'): Promise<HandlerOutcome> {
  const { req, session, o } = call;
  const id = idArgument(req, o.idParam);
  if (id === undefined) return missingParams([o.idParam]);
  const record = getRecord(session, o.store, id);
  if (!record) return notFoundError(o.notFound);
  const previous = record.data;
  if (op === 'read') return answer(call, 200, previous, { item: previous, id: previous.id });
  session.tick();
  if (op === 'delete') {
    removeRecord(session, o.store, id);
    await session.commit();
    return answer(call, 200, { deleted: true, previous }, { item: previous, previous, id: previous.id });
  }
  const item: Record<string, unknown> = { ...previous, ...writtenFields(req, ['id', o.idParam], o.fields), id: previous.id };
  if (o.modifiedField) item[o.modifiedField] = session.now()[0];
  putRecord(session, o.store, id, item);
  await session.commit();
  return answer(call, 200, item, { item, previous, id: item.id });
}

export const collectionKind: Kind = {
  shape,
  check: (b, path) => (b.body === undefined ? [] : answerProblems(b.body, ROOTS, [...path, 'body'])),
  create(binding): Handler {
    const o = optionsOf(binding);
    return async (req, ctx) => {
      const op = opOf(o, req);
      if (!op) return protocolErrors.noRoute();
      const call: Call = { req, ctx, session: sessionOf(req, ctx), o };
      if (op === 'create') return create(call, o.op !== undefined);
      if (op !== 'list') return itemOp(call, op);
      const list = listRecords(req, call.session, o, req.urlParams);
      if (isWpError(list)) return list;
      return answer(call, 200, list.items, { items: list.items, total: list.total, totalPages: list.totalPages, page: list.page, perPage: list.perPage }, list.headers);
    };
  },
};
