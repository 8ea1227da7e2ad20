// The `action` kind: records each call in its store (a log of {id, at, route, method, params, user}),
// sets fields of named records (`set`), moves state machines (`then`) and answers a template. Every
// record `set` names must exist, else nothing is written and the `notFound` error answers.
import type { Handler } from '../dispatch/types.js';
import type { Binding } from '../scenario/rule-types.js';
import { doc, type ShapeProblem } from '../scenario/shape-check.js';
import { answerProblems, compileAnswer, renderAnswer, type CompiledAnswer } from './answer-template.js';
import { NOT_FOUND_SHAPE, notFoundError, notFoundOf } from './errors.js';
import { kindScope, sessionOf, type Kind } from './kind.js';
import { bodyShape, kindShape, STATUS } from './options.js';
import { getRecord, nextRecordId, putRecord } from './records.js';
import { writtenFields } from './request-fields.js';

const ROOTS = ['call', 'id', 'record', 'records'];
/** `set` entries' `id` and `fields` read the request, state and clock (the rules engine's names) only. */
const SET_ROOTS: string[] = [];

const setShape = doc('A record to change: its store, its id and the fields to set (values may hold {{...}} templates).', {
  object: { store: 'string', id: 'string-or-number', fields: 'mapping' },
  required: ['store', 'id', 'fields'],
});

const shape = kindShape('action', 'Records the call in its store, sets record fields, moves machines, answers a template.', {
  store: doc('The store the calls are logged in (data.records.<store> seeds it).', 'string'),
  set: doc('Records to change (each must exist, else notFound answers and nothing is written).', { list: setShape }),
  then: doc('Machine states to set (machine: state).', { map: 'string', keys: 'machine name' }),
  notFound: doc('How a missing `set` record is answered (default 404 rest_invalid_id "Invalid ID.").', NOT_FOUND_SHAPE),
  status: STATUS,
  body: bodyShape(ROOTS, 'the call as logged'),
}, ['store']);

interface SetEntry {
  store: string;
  id: CompiledAnswer;
  fields: CompiledAnswer;
}

function check(b: Binding, path: (string | number)[]): ShapeProblem[] {
  const problems = b.body === undefined ? [] : answerProblems(b.body, ROOTS, [...path, 'body']);
  (b.set as { id: unknown; fields: unknown }[] | undefined)?.forEach((entry, i) => {
    problems.push(...answerProblems(entry.id, SET_ROOTS, [...path, 'set', i, 'id']), ...answerProblems(entry.fields, SET_ROOTS, [...path, 'set', i, 'fields']));
  });
  return problems;
}

export const actionKind: Kind = {
  shape,
  check,
  create(binding): Handler {
    const store = binding.store!;
    const set: SetEntry[] = ((binding.set as { store: string; id: unknown; fields: unknown }[] | undefined) ?? [])
      .map((e) => ({ store: e.store, id: compileAnswer(e.id, SET_ROOTS), fields: compileAnswer(e.fields, SET_ROOTS) }));
    const then = Object.entries((binding.then as Record<string, string> | undefined) ?? {});
    const notFound = notFoundOf(binding.notFound);
    const body = binding.body !== undefined ? compileAnswer(binding.body, ROOTS) : undefined;
    const status = (binding.status as number | undefined) ?? 200;
    return async (req, ctx) => {
      const session = sessionOf(req, ctx);
      const scope = () => kindScope(req, ctx, session);
      const targets = set.map((e) => ({ store: e.store, id: String(renderAnswer(e.id, null, {}, scope)), fields: renderAnswer(e.fields, {}, {}, scope) as Record<string, unknown> }));
      const found = targets.map((t) => getRecord(session, t.store, t.id));
      if (found.some((r) => !r)) return notFoundError(notFound);
      session.tick();
      const call = { id: nextRecordId(session, store), at: session.now()[0], route: req.route, method: req.method, params: writtenFields(req), user: req.user?.username ?? null };
      putRecord(session, store, call.id, call);
      const records = targets.map((t, i) => putRecord(session, t.store, t.id, { ...found[i]!.data, ...t.fields, id: found[i]!.data.id }).data);
      for (const [machine, state] of then) session.put('machines', machine, state);
      await session.commit();
      const data = renderAnswer(body, call, { call, id: call.id, record: records[records.length - 1] ?? null, records }, scope);
      return { status, data };
    };
  },
};
