// TodosRestEndpoint: the eligible to-dos by priority with the dismissed and completed-on-click lists; dismissing
// (POST /todos with dismissedTodos), resetting the dismissed ones and completing a click-to-complete one.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import { writtenFields } from '../../kinds/request-fields.js';
import type { Session } from '../../store/session.js';
import { readDocument, writeDocument } from './documents.js';
import { paymentsState } from './payments-state.js';
import { failure, success } from './plugin-answer.js';
import { TODOS_DEFAULTS } from './seed-settings.js';
import { TODOS } from '../../catalogue/record-sets/payments.js';
import { TODO_DEFINITIONS } from './todo-definitions.js';

interface TodoLists extends Record<string, unknown> {
  dismissedTodos: string[];
  completedOnClickTodos: string[];
}

const ids = (v: unknown): string[] => [...new Set((Array.isArray(v) ? v : []).filter((x): x is string => typeof x === 'string' && x !== ''))];

function listsOf(session: Session, ctx: HandlerContext): TodoLists {
  const doc = readDocument(session, ctx, TODOS, TODOS_DEFAULTS);
  return { dismissedTodos: ids(doc.dismissedTodos), completedOnClickTodos: ids(doc.completedOnClickTodos) };
}

async function saveLists(session: Session, lists: TodoLists): Promise<void> {
  session.tick();
  writeDocument(session, TODOS, lists);
  await session.commit();
}

export const todosGet: Handler = (_req, ctx) => {
  const session = ctx.session;
  const lists = listsOf(session, ctx);
  const state = paymentsState(session, ctx);
  const todos = TODO_DEFINITIONS.flatMap((t) => {
    const action = t.action(state);
    if (action.completeOnClick === true && lists.completedOnClickTodos.includes(t.id)) return [];
    if (!t.eligible(state)) return [];
    return [{ id: t.id, title: t.title, description: t.description, action, priority: t.priority }];
  }).sort((a, b) => a.priority - b.priority);
  return success({ todos, ...lists });
};

/** POST /todos: with `dismissedTodos`, the new dismissed list; without, the body as sent (as the plugin does). */
export const todosUpdate: Handler = async (req, ctx) => {
  const given = writtenFields(req);
  if (!('dismissedTodos' in given)) return success(given);
  const session = ctx.session;
  const lists = { ...listsOf(session, ctx), dismissedTodos: ids(given.dismissedTodos) };
  await saveLists(session, lists);
  return success(lists);
};

export const todosReset: Handler = async (_req, ctx) => {
  const session = ctx.session;
  await saveLists(session, { ...listsOf(session, ctx), dismissedTodos: [] });
  return success({ message: 'Dismissed todos reset successfully.' });
};

export const todoComplete: Handler = async (req, ctx) => {
  const todoId = typeof req.params.todoId === 'string' ? req.params.todoId : '';
  if (!todoId) return failure('Todo ID is required.');
  const session = ctx.session;
  const lists = listsOf(session, ctx);
  if (!lists.completedOnClickTodos.includes(todoId)) await saveLists(session, { ...lists, completedOnClickTodos: [...lists.completedOnClickTodos, todoId] });
  return success({ message: 'Todo marked as completed on click successfully.', todoId });
};
