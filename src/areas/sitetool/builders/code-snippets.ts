// POST /code-snippet: WPCode-style snippets kept in the session's `sitetool.code_snippets` store. `action` picks
// create (default), update (`id`), delete (`id`) or list. A created or updated snippet is always stored inactive:
// a person enables it in the admin. The route declares code, title, code_type and location required for every
// action (as the spec does); delete and list ignore them.
import type { Handler } from '../../../dispatch/types.js';
import type { HandlerOutcome } from '../../../wp/rest-result.js';
import { getRecord, putRecord, removeRecord, recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { nextPostSequenceId } from './post-sequence-id.js';
import { checkSnippet } from './snippet-rules.js';

export const SNIPPETS = 'sitetool.code_snippets';
const ACTIONS = ['create', 'update', 'delete', 'list'];
const NEXT_STEP =
  'The snippet is saved but OFF. Give the user the enable_url — they review and activate it in wp-admin (WPCode runs a fatal-error check when they do).';

const enableUrl = (origin: string, id: number) => `${origin}/wp-admin/admin.php?page=wpcode-snippet-manager&snippet_id=${id}`;

/** The snippet `id` names, or the error saying what is missing. */
function existing(session: Session, params: Record<string, unknown>, action: string): Record<string, unknown> | WpError {
  const id = params.id;
  if (typeof id !== 'number' || id <= 0)
    return new WpError('sitetool_missing_id', `action "${action}" needs the id of the snippet (GET it with action "list").`, { status: 400 });
  const found = getRecord(session, SNIPPETS, id);
  if (!found) return new WpError('sitetool_snippet_not_found', `No code snippet with id ${id}. action "list" shows the snippets.`, { status: 404 });
  return found.data;
}

async function save(req: RestRequest, session: Session, action: 'create' | 'update'): Promise<HandlerOutcome> {
  const prev = action === 'update' ? existing(session, req.params, action) : undefined;
  if (prev instanceof WpError) return prev;
  const fields = checkSnippet(req.params);
  if (fields instanceof WpError) return fields;
  session.tick();
  const now = session.now()[1];
  const id = prev ? Number(prev.id) : nextPostSequenceId(session, SNIPPETS);
  putRecord(session, SNIPPETS, id, {
    id,
    ...fields,
    active: false,
    priority: 10,
    author: prev?.author ?? req.user?.id ?? 0,
    created: prev?.created ?? now,
    modified: now,
  });
  await session.commit();
  return {
    data: {
      id,
      action,
      active: false,
      enable_url: enableUrl(req.origin, id),
      stored_code: fields.code,
      shortcode: fields.insert_method === 'shortcode' ? `[wpcode id="${id}"]` : null,
      next_step: NEXT_STEP,
      message: `snippet ${id} ${action === 'create' ? 'created' : 'updated'} (${fields.code_type} @ ${fields.location}); saved inactive`,
    },
  };
}

async function remove(req: RestRequest, session: Session): Promise<HandlerOutcome> {
  const prev = existing(session, req.params, 'delete');
  if (prev instanceof WpError) return prev;
  session.tick();
  removeRecord(session, SNIPPETS, Number(prev.id));
  await session.commit();
  return { data: { id: Number(prev.id), action: 'delete', deleted: true, message: `snippet ${String(prev.id)} deleted` } };
}

function list(session: Session): HandlerOutcome {
  const snippets = recordsIn(session, SNIPPETS).map(({ data: d }) => ({
    id: Number(d.id),
    title: d.title,
    code_type: d.code_type,
    location: d.location,
    insert_method: d.insert_method ?? 'auto',
    active: d.active === true,
    code: d.code,
    modified: d.modified ?? null,
  }));
  return { data: { action: 'list', total: snippets.length, snippets } };
}

export const codeSnippet: Handler = (req, ctx) => {
  const session = ctx.session;
  const action = String(req.params.action ?? 'create');
  if (action === 'create' || action === 'update') return save(req, session, action);
  if (action === 'delete') return remove(req, session);
  if (action === 'list') return list(session);
  return new WpError('sitetool_invalid_action', `action must be one of ${ACTIONS.join(', ')} (got "${action}").`, { status: 400 });
};
