// The shape PUT /__mock/state accepts: a whole session state as GET /__mock/state dumps it, checked table by table
// and row by row before anything is loaded, so a bad document never leaves a half-loaded session.
import type { Table } from '../store/types.js';

type Field = 'any' | 'integer' | 'number' | 'string' | 'string-or-null' | 'boolean' | 'mapping' | 'integers' | 'strings' | readonly string[];
/** Field name → type; a trailing `?` marks an optional field. */
type RowShape = Readonly<Record<string, Field>>;

const POST: RowShape = {
  id: 'integer',
  type: ['post', 'page', 'attachment', 'revision'],
  status: 'string',
  author: 'integer',
  date: 'string',
  date_gmt: 'string-or-null',
  modified: 'string',
  modified_gmt: 'string',
  slug: 'string',
  title: 'string',
  content: 'string',
  excerpt: 'string',
  password: 'string',
  parent: 'integer',
  menu_order: 'integer',
  comment_status: ['open', 'closed'],
  ping_status: ['open', 'closed'],
  template: 'string',
  format: 'string',
  meta: 'mapping',
  categories: 'integers',
  tags: 'integers',
  featured_media: 'integer',
  'mime_type?': 'string',
  'file?': 'string',
  'alt_text?': 'string',
  'media_details?': 'mapping',
  'autosave?': 'boolean',
};
const TERM: RowShape = { id: 'integer', taxonomy: ['category', 'post_tag'], name: 'string', slug: 'string', description: 'string', parent: 'integer' };
const USER: RowShape = {
  id: 'integer',
  username: 'string',
  name: 'string',
  email: 'string',
  slug: 'string',
  description: 'string',
  url: 'string',
  roles: 'strings',
  registered_date: 'string',
};
const COMMENT: RowShape = {
  id: 'integer',
  post: 'integer',
  parent: 'integer',
  author: 'integer',
  author_name: 'string',
  author_email: 'string',
  date: 'string',
  date_gmt: 'string',
  content: 'string',
  status: ['approved', 'hold', 'spam', 'trash'],
};
const FILE: RowShape = { name: 'string', type: 'string', data: 'string' };
const RECORD: RowShape = { store: 'string', id: 'string', data: 'mapping' };

/** Each table's rows, and how a row's key follows from the row (`null`: free keys). */
const TABLES: Record<Table, { row: RowShape | Field; key: ((row: Record<string, unknown>) => string) | null }> = {
  posts: { row: POST, key: (r) => String(r.id) },
  terms: { row: TERM, key: (r) => String(r.id) },
  users: { row: USER, key: (r) => String(r.id) },
  comments: { row: COMMENT, key: (r) => String(r.id) },
  files: { row: FILE, key: null },
  options: { row: 'any', key: null },
  records: { row: RECORD, key: (r) => `${String(r.store)}/${String(r.id)}` },
  machines: { row: 'string', key: null },
  counters: { row: 'number', key: null },
};

export const STATE_TABLES = Object.keys(TABLES) as Table[];

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a mapping' : `${typeof v} ${JSON.stringify(v)}`);
const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldProblem(value: unknown, field: Field): string | null {
  const ok = (() => {
    if (field === 'any') return true;
    if (Array.isArray(field)) return field.includes(value as string);
    switch (field) {
      case 'integer':
        return Number.isInteger(value);
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'string':
        return typeof value === 'string';
      case 'string-or-null':
        return typeof value === 'string' || value === null;
      case 'boolean':
        return typeof value === 'boolean';
      case 'mapping':
        return isMapping(value);
      case 'integers':
        return Array.isArray(value) && value.every((v) => Number.isInteger(v));
      case 'strings':
        return Array.isArray(value) && value.every((v) => typeof v === 'string');
    }
    return false;
  })();
  if (ok) return null;
  const wanted = Array.isArray(field)
    ? `one of ${field.join(', ')}`
    : {
        integer: 'a whole number',
        number: 'a number',
        string: 'a string',
        'string-or-null': 'a string or null',
        boolean: 'true or false',
        mapping: 'a mapping',
        integers: 'a list of whole numbers',
        strings: 'a list of strings',
      }[field as string];
  return `must be ${wanted} (got ${describe(value)})`;
}

/**
 * The problems of a would-be session state, as `path → message` (at most `limit`); empty when it loads.
 * `machines` maps each scenario machine to its states: a machine the scenario does not declare, or a state it
 * does not have, is a problem too.
 */
export function stateProblems(value: unknown, machines: ReadonlyMap<string, readonly string[]>, limit = 20): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (path: string, message: string) => {
    if (Object.keys(problems).length < limit) problems[path] = message;
  };
  if (!isMapping(value)) {
    add('state', `must be a mapping of tables as GET /__mock/state answers it (got ${describe(value)})`);
    return problems;
  }
  const known = new Set<string>([...STATE_TABLES, 'ids', 'ticks']);
  for (const key of Object.keys(value)) if (!known.has(key)) add(key, `is not a part of a session state (parts: ${[...known].join(', ')})`);
  for (const table of STATE_TABLES) {
    const rows = value[table];
    if (!isMapping(rows)) {
      add(table, `must be a mapping of id → row (got ${rows === undefined ? 'nothing' : describe(rows)})`);
      continue;
    }
    const { row: shape, key } = TABLES[table];
    for (const [id, row] of Object.entries(rows)) {
      const path = `${table}.${id}`;
      if (typeof shape === 'string' || Array.isArray(shape)) {
        const p = fieldProblem(row, shape);
        if (p) add(path, p);
        continue;
      }
      if (!isMapping(row)) {
        add(path, `must be a mapping (got ${describe(row)})`);
        continue;
      }
      for (const [declared, field] of Object.entries(shape)) {
        const optional = declared.endsWith('?');
        const name = optional ? declared.slice(0, -1) : declared;
        if (!(name in row)) {
          if (!optional) add(`${path}.${name}`, 'is missing');
          continue;
        }
        const p = fieldProblem(row[name], field);
        if (p) add(`${path}.${name}`, p);
      }
      if (key && key(row) !== id) add(path, `is stored under "${id}" but its key is "${key(row)}"`);
    }
  }
  if (isMapping(value.machines)) {
    for (const [name, state] of Object.entries(value.machines)) {
      const states = machines.get(name);
      if (!states) add(`machines.${name}`, `is not a machine of the scenario (machines: ${[...machines.keys()].join(', ') || 'none'})`);
      else if (typeof state === 'string' && !states.includes(state))
        add(`machines.${name}`, `must be one of ${states.join(', ')} (got ${JSON.stringify(state)})`);
    }
  }
  const ids = value.ids;
  if (!isMapping(ids)) add('ids', `must be {post, term, comment} (got ${ids === undefined ? 'nothing' : describe(ids)})`);
  else
    for (const k of ['post', 'term', 'comment']) {
      const p = fieldProblem(ids[k], 'integer');
      if (p) add(`ids.${k}`, p);
    }
  const ticks = fieldProblem(value.ticks, 'integer');
  if (ticks) add('ticks', ticks);
  return problems;
}
