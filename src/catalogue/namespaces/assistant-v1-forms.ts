// assistant/v1 forms/*: the plugin's forms (mwai_form posts) as a collection of assistant.forms, the id in the
// query (get) or the body (update, delete). The list is newest first and names each form; one form answers its
// title and content as {raw, rendered}; a new form is an untitled draft.
import type { Binding } from '../../model/binding.js';
import { FORMS } from '../record-sets/assistant.js';

const notFound = { code: 'assistant_form_not_found', message: 'Form not found: no form has that id (GET forms/list lists them).', status: 404 };
const text = (field: string) => ({ raw: `{{item.${field}}}`, rendered: `{{item.${field}}}` });
const form = { id: '{{item.id}}', title: text('title'), content: text('content'), status: '{{item.status}}' };

const bound = (options: Omit<Binding, 'kind' | 'store'>): Binding => ({ kind: 'collection', store: FORMS, ...options });

export const FORM_BINDINGS = {
  list: bound({ op: 'list', orderby: 'date', order: 'desc', perPage: 100, body: { success: true, forms: '{{items}}' } }),
  get: bound({ op: 'read', idParam: 'id', notFound, body: { success: true, form } }),
  create: bound({
    op: 'create',
    fields: ['title'],
    defaults: { title: 'Untitled Form', content: '', status: 'draft' },
    status: 200,
    body: { success: true, form: { id: '{{item.id}}', title: text('title'), status: '{{item.status}}' } },
  }),
  update: bound({ op: 'update', idParam: 'id', fields: ['title', 'content', 'status'], notFound, body: { success: true, form } }),
  delete: bound({ op: 'delete', idParam: 'id', notFound, body: { success: true } }),
} as const;
