// The shapes of the `auth.users` and `data` sections: the records every session starts from.
import { doc, type Shape } from '../model/shape-check.js';

export const userShape: Shape = {
  object: {
    id: doc('User id (unique).', 'integer'),
    username: doc('Login name; HTTP Basic uses it with an application password.', 'string'),
    name: doc('Display name (default: the username).', 'string'),
    email: doc('Email (default: <username>@example.org).', 'string'),
    roles: doc('WordPress roles: administrator, editor, author, contributor, subscriber, shop_manager, customer.', { list: 'string' }),
    application_passwords: doc('Passwords accepted over HTTP Basic (spaces and dashes are ignored, as WordPress ignores them).', {
      list: { object: { name: 'string', password: 'string' }, required: ['password'] },
    }),
  },
  required: ['id', 'username'],
};

const term: Shape = {
  object: { id: 'integer', name: 'string', slug: doc('Default: made from the name.', 'string'), description: 'string', parent: 'integer' },
  required: ['name'],
};
const ids: Shape = { list: 'integer' };
const date = doc('GMT date-time; left out, the seed spreads records back from the clock start one day apart.', 'date-time');

const post: Shape = {
  object: {
    id: 'integer',
    title: doc('Raw title.', 'string'),
    content: doc('Raw content (block markup or HTML).', 'string'),
    excerpt: 'string',
    status: { enum: ['publish', 'future', 'draft', 'pending', 'private', 'trash'], doc: 'Default: publish.' },
    date,
    author: doc('User id (default 1).', 'integer'),
    slug: doc('Default: made from the title.', 'string'),
    password: 'string',
    format: { enum: ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] },
    sticky: 'boolean',
    categories: doc('Category ids (posts only; default [1]).', ids),
    tags: doc('Tag ids (posts only).', ids),
    featured_media: 'integer',
    comment_status: { enum: ['open', 'closed'] },
    ping_status: { enum: ['open', 'closed'] },
    template: 'string',
    meta: 'mapping',
    parent: doc('Parent page id (pages only).', 'integer'),
    menu_order: 'integer',
  },
  required: ['title'],
};
const media: Shape = {
  object: {
    id: 'integer',
    title: 'string',
    file: doc('File name under uploads (2026/01/lake.png); an image of width x height is generated.', 'string'),
    mime_type: 'string',
    width: 'integer',
    height: 'integer',
    alt_text: 'string',
    caption: 'string',
    description: 'string',
    post: doc('The post it is attached to.', 'integer'),
    author: 'integer',
    date,
  },
  required: ['title', 'file'],
};
const comment: Shape = {
  object: {
    id: 'integer',
    post: 'integer',
    author: doc('User id; 0 or left out: a guest (author_name, author_email).', 'integer'),
    author_name: 'string',
    author_email: 'string',
    content: 'string',
    date,
    parent: 'integer',
    status: { enum: ['approved', 'hold', 'spam', 'trash'] },
  },
  required: ['post', 'content'],
};

export const dataShape: Shape = doc("Records every session starts from; a list given here replaces the default site's list of that kind.", {
  object: {
    categories: { list: term },
    tags: { list: term },
    posts: { list: post },
    pages: { list: post },
    media: { list: media },
    comments: { list: comment },
    options: doc('wp_options the content API reads (sticky_posts...).', 'mapping'),
    records: doc('Initial records of the record sets behaviour kinds keep (bind.store): a list for a collection, a mapping for a singleton.', {
      map: { anyOf: [{ list: 'mapping' }, 'mapping'] },
      keys: 'record set name',
    }),
  },
});
