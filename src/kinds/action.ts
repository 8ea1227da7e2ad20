// The `action` kind: records each call in its record set (a log of {id, at, route, method, params, user}),
// sets fields of named records (`set`), moves state machines (`then`) and answers a template. Every
// record `set` names must exist, else nothing is written and the `notFound` error answers.
import type { Handler } from '../dispatch/types.js';
import { doc } from '../model/shape-check.js';
import { answerProblems, compileAnswer, renderAnswer, type CompiledAnswer } from './answer-template.js';
import { notFoundError, notFoundOption } from './errors.js';
import { kindScope, type Kind } from './kind.js';
import { bodyOption, kindOptions, option, statusOption } from './options.js';
import { getRecord, nextRecordId, putRecord } from '../store/records.js';
import { writtenFields } from './request-fields.js';

const ROOTS = ['call', 'id', 'record', 'records'];
/** `set` entries' `id` and `fields` read the request, state and clock (the rules engine's names) only. */
const SET_ROOTS: string[] = [];

/** A `set` entry as written: `store` names its record set; `id` and `fields` may hold templates. */
interface SetWritten {
  store: string;
  id: unknown;
  fields: unknown;
}

interface SetEntry {
  store: string;
  id: CompiledAnswer;
  fields: CompiledAnswer;
}

const setOption = option.shaped<readonly SetWritten[], SetEntry[]>(
  doc('Records to change (each must exist, else notFound answers and nothing is written).', {
    list: doc('A record to change: its record set, its id and the fields to set (values may hold {{...}} templates).', {
      object: { store: 'string', id: 'string-or-number', fields: 'mapping' },
      required: ['store', 'id', 'fields'],
    }),
  }),
  (written = []) => written.map((e) => ({ store: e.store, id: compileAnswer(e.id, SET_ROOTS), fields: compileAnswer(e.fields, SET_ROOTS) })),
  (written, path) =>
    written.flatMap((e, i) => [...answerProblems(e.id, SET_ROOTS, [...path, i, 'id']), ...answerProblems(e.fields, SET_ROOTS, [...path, i, 'fields'])]),
);

const options = kindOptions('action', 'Records the call in its record set, sets record fields, moves machines, answers a template.', {
  store: option.required(option.string('The record set the calls are logged in (data.records.<store> seeds it).')),
  set: setOption,
  then: option.map('Machine states to set (machine: state).', 'machine name', {}),
  notFound: notFoundOption('How a missing `set` record is answered (default 404 rest_invalid_id "Invalid ID.").'),
  status: statusOption(200),
  body: bodyOption(ROOTS, 'the call as logged'),
});

export const actionKind: Kind = {
  shape: options.shape,
  check: options.check,
  create(binding): Handler {
    const { store: recordSet, set, notFound, body, status, ...o } = options.read(binding);
    const then = Object.entries(o.then);
    return async (req, ctx) => {
      const session = ctx.session;
      const scope = () => kindScope(req, ctx, session);
      const targets = set.map((e) => ({
        store: e.store,
        id: String(renderAnswer(e.id, null, {}, scope)),
        fields: renderAnswer(e.fields, {}, {}, scope) as Record<string, unknown>,
      }));
      const found = targets.map((t) => getRecord(session, t.store, t.id));
      if (found.some((r) => !r)) return notFoundError(notFound);
      session.tick();
      const call = {
        id: nextRecordId(session, recordSet),
        at: session.now()[0],
        route: req.route,
        method: req.method,
        params: writtenFields(req),
        user: req.user?.username ?? null,
      };
      putRecord(session, recordSet, call.id, call);
      const records = targets.map((t, i) => putRecord(session, t.store, t.id, { ...found[i]!.data, ...t.fields, id: found[i]!.data.id }).data);
      for (const [machine, state] of then) session.put('machines', machine, state);
      await session.commit();
      const data = renderAnswer(body, call, { call, id: call.id, record: records[records.length - 1] ?? null, records }, scope);
      return { status, data };
    };
  },
};
