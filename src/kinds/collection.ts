// The `collection` kind: a named record set served as a WordPress collection. On a list route: GET lists
// (paged, searched, sorted), POST creates (201 + Location; ids from the record set's counter; `date` from the
// scenario clock); the route's other path captures are written on create and filter the list
// (`/forms/{form}/entries`). On an item route (the route's `id` capture, or `idParam` for routes that take
// the id in the body or query, as many plugin routes do): GET reads, POST/PUT/PATCH merge, DELETE
// removes. `op` fixes the operation for routes such as `POST /forms/delete`.
import type { Handler, HandlerContext } from '../dispatch/types.js';
import type { HandlerOutcome } from '../wp/rest-result.js';
import type { Session } from '../store/session.js';
import { isWpError, protocolErrors } from '../wp/errors.js';
import { restUrl } from '../wp/links.js';
import type { RestRequest } from '../wp/request.js';
import { renderAnswer, type KindValues } from './answer-template.js';
import { listRecords } from './collection-list.js';
import { missingParams, notFoundError, notFoundOption } from './errors.js';
import { kindScope, methodOf, type Kind } from './kind.js';
import { bodyOption, FIELDS, kindOptions, option, RECORD_SET, statusOption } from './options.js';
import { getRecord, nextRecordId, putRecord, removeRecord } from '../store/records.js';
import { idArgument, writtenFields } from './request-fields.js';

const OPS = ['list', 'create', 'read', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
const ROOTS = ['items', 'item', 'previous', 'id', 'total', 'totalPages', 'page', 'perPage'];

const options = kindOptions('collection', 'A named record set served as a WordPress collection: list, create, read, update, delete.', {
  store: RECORD_SET,
  op: option.oneOf(OPS, 'The operation, whatever the method (default: from the method and whether the route names one record).'),
  idParam: option.string("The argument that names a record (default: the route's id capture); set it for routes that take the id in the body or query.", 'id'),
  fields: FIELDS,
  defaults: option.mapping('Fields every new record starts with.', {}),
  required: option.list('Fields a create must carry (else 400 rest_missing_callback_param).', []),
  dateField: option.string('Field set to the scenario clock when a record is created, unless the write gives it (default date; "" for none).', 'date'),
  modifiedField: option.string('Field set to the scenario clock on create and on every update (default: none).', ''),
  itemRoute: option.string('The route of one record with {id}, for the Location of a create (default: the list route + /{id}).'),
  perPage: option.integer('Default per_page (10).', { min: 1 }, 10),
  maxPerPage: option.integer('Largest per_page accepted (100).', { min: 1 }, 100),
  orderby: option.string('Default sort field (id).', 'id'),
  order: option.oneOf(['asc', 'desc'], 'Default sort order (asc).', 'asc'),
  search: option.list('Fields ?search= looks in (default: every text or number field).'),
  filters: option.list('Fields a list filters on with ?<field>=<value> (a list value: any of them).', []),
  notFound: notFoundOption('How a missing record is answered (default 404 rest_invalid_id "Invalid ID.").'),
  status: statusOption(),
  body: bodyOption(ROOTS, 'the list, the record, or {deleted: true, previous} for a delete'),
});

type Options = ReturnType<typeof options.read> & {
  /** Whether idParam was given: the route names one record even without a capture. */
  readonly itemById: boolean;
};

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
  shape: options.shape,
  check: options.check,
  create(binding): Handler {
    const o: Options = { ...options.read(binding), itemById: binding.idParam !== undefined };
    return async (req, ctx) => {
      const op = opOf(o, req);
      if (!op) return protocolErrors.noRoute();
      const call: Call = { req, ctx, session: ctx.session, o };
      if (op === 'create') return create(call, o.op !== undefined);
      if (op !== 'list') return itemOp(call, op);
      const list = listRecords(req, call.session, o, req.urlParams);
      if (isWpError(list)) return list;
      return answer(
        call,
        200,
        list.items,
        { items: list.items, total: list.total, totalPages: list.totalPages, page: list.page, perPage: list.perPage },
        list.headers,
      );
    };
  },
};
