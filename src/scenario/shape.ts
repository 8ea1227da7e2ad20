// The shape of a scenario file, checked key by key so a mistake is reported with its file:line:col.

export type Shape =
  | 'string' | 'integer' | 'boolean' | 'date-time' | 'string-or-number' | 'mapping'
  | { enum: readonly string[] }
  | { list: Shape }
  | { object: Readonly<Record<string, Shape>>; required?: readonly string[] };

const user: Shape = {
  object: {
    id: 'integer', username: 'string', name: 'string', email: 'string', roles: { list: 'string' },
    application_passwords: { list: { object: { name: 'string', password: 'string' }, required: ['password'] } },
  },
  required: ['id', 'username'],
};

const term: Shape = { object: { id: 'integer', name: 'string', slug: 'string', description: 'string', parent: 'integer' }, required: ['name'] };
const ids: Shape = { list: 'integer' };
const post: Shape = {
  object: {
    id: 'integer', title: 'string', content: 'string', excerpt: 'string', status: { enum: ['publish', 'future', 'draft', 'pending', 'private', 'trash'] },
    date: 'date-time', author: 'integer', slug: 'string', password: 'string',
    format: { enum: ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] },
    sticky: 'boolean', categories: ids, tags: ids, featured_media: 'integer', comment_status: { enum: ['open', 'closed'] },
    ping_status: { enum: ['open', 'closed'] }, template: 'string', meta: 'mapping', parent: 'integer', menu_order: 'integer',
  },
  required: ['title'],
};
const media: Shape = {
  object: {
    id: 'integer', title: 'string', file: 'string', mime_type: 'string', width: 'integer', height: 'integer', alt_text: 'string',
    caption: 'string', description: 'string', post: 'integer', author: 'integer', date: 'date-time',
  },
  required: ['title', 'file'],
};
const comment: Shape = {
  object: {
    id: 'integer', post: 'integer', author: 'integer', author_name: 'string', author_email: 'string', content: 'string',
    date: 'date-time', parent: 'integer', status: { enum: ['approved', 'hold', 'spam', 'trash'] },
  },
  required: ['post', 'content'],
};

export const SCENARIO_SHAPE: Shape = {
  object: {
    extends: 'string',
    profile: { enum: ['site', 'shop'] },
    site: {
      object: {
        name: 'string', description: 'string', url: 'string', gmt_offset: 'string-or-number', timezone_string: 'string',
        page_for_posts: 'integer', page_on_front: 'integer', show_on_front: { enum: ['posts', 'page'] },
      },
    },
    auth: { object: { enabled: 'boolean', nonce: 'string', as_user: 'string', users: { list: user } } },
    clock: { object: { start: 'date-time' } },
    seed: 'integer',
    jsonp: 'boolean',
    data: {
      object: {
        categories: { list: term }, tags: { list: term }, posts: { list: post }, pages: { list: post },
        media: { list: media }, comments: { list: comment }, options: 'mapping',
      },
    },
  },
};

export interface ShapeProblem {
  path: (string | number)[];
  message: string;
  /** The problem is the key itself (point at the key, not its value). */
  atKey?: boolean;
}

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a mapping' : `${typeof v} ${JSON.stringify(v)}`);

export function checkShape(value: unknown, shape: Shape, path: (string | number)[] = []): ShapeProblem[] {
  const name = path.length ? path.join('.') : 'the scenario';
  const fail = (message: string): ShapeProblem[] => [{ path, message: `${name} ${message} (got ${describe(value)})` }];
  if (typeof shape === 'string') {
    switch (shape) {
      case 'string': return typeof value === 'string' ? [] : fail('must be a string');
      case 'integer': return Number.isInteger(value) ? [] : fail('must be a whole number');
      case 'boolean': return typeof value === 'boolean' ? [] : fail('must be true or false');
      case 'string-or-number': return typeof value === 'string' || typeof value === 'number' ? [] : fail('must be a string or a number');
      case 'mapping': return typeof value === 'object' && value !== null && !Array.isArray(value) ? [] : fail('must be a mapping');
      case 'date-time': return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? [] : fail('must be an ISO 8601 date-time such as 2026-01-15T09:00:00Z');
    }
  }
  if ('enum' in shape) return shape.enum.includes(value as string) ? [] : fail(`must be one of ${shape.enum.join(', ')}`);
  if ('list' in shape) {
    if (!Array.isArray(value)) return fail('must be a list');
    return value.flatMap((v, i) => checkShape(v, shape.list, [...path, i]));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('must be a mapping');
  const problems: ShapeProblem[] = [];
  for (const key of shape.required ?? []) {
    if (!(key in value)) problems.push({ path, message: `${name} needs "${key}"` });
  }
  for (const [key, v] of Object.entries(value)) {
    const child = shape.object[key];
    if (!child) problems.push({ path: [...path, key], atKey: true, message: `unknown key "${key}" in ${name} (valid keys: ${Object.keys(shape.object).join(', ')})` });
    else problems.push(...checkShape(v, child, [...path, key]));
  }
  return problems;
}
