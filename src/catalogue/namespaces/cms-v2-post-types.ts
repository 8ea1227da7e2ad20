// cms/v2 post types (WordPress's posts controller and its revisions/autosaves siblings): posts and pages.
// Every endpoint is answered by the posts area (`posts.list`, `pages.revisions.delete`...); its
// permission checks live there too (src/areas/posts/permits.ts), because WordPress checks that the post
// exists (404) before it checks what the caller may do with it.
import { del, edit, get, post, PUBLIC } from '../define.js';
import type { EndpointDraft, EndpointOptions } from '../define.js';
import {
  autosaveParentArg, forceArg, idArg, itemGetArgs, pageListArgs, pageWritable,
  postListArgs, postWritable, revisionItemArgs, revisionListArgs,
} from '../args/post-args.js';
import { contextArg } from '../args/common.js';
import { autosaveSchema, deletedOf, listOf, pageSchema, postSchema, revisionSchema } from '../responses/post.js';
import type { Args, Permission, ResponseSchema } from '../types.js';

export const cap = (capability: string, code: string, message: string): Permission => ({ cap: capability, code, message });

/** The list's `status` is checked by the area (sanitize_post_statuses: rights before the enum), not by the schema alone. */
const withStatusCheckedByArea = (args: Args): Args => ({ ...args, status: { ...args.status!, unchecked: true } });

/** The routes of one post type (posts or pages), as WordPress registers them for every post type. */
function postTypeRoutesOf(base: string, schema: ResponseSchema, listArgs: Args, writable: Args): Record<string, readonly EndpointDraft[]> {
  const name = base.slice(1);
  const by = (action: string, options: EndpointOptions = {}): EndpointOptions => ({ permission: PUBLIC, behaviour: `${name}.${action}`, ...options });
  const batch = { allowBatch: true };
  return {
    [base]: [
      get(withStatusCheckedByArea(listArgs), by('list', { ...batch, response: listOf(schema) })),
      post(writable, by('create', { ...batch, status: 201, response: schema })),
    ],
    [`${base}/{id}`]: [
      get(itemGetArgs, by('get', { ...batch, response: schema })),
      edit({ ...idArg, ...writable }, by('update', { ...batch, response: schema })),
      del({ ...idArg, ...forceArg('Whether to bypass Trash and force deletion.') }, by('delete', { ...batch, response: deletedOf(schema) })),
    ],
    [`${base}/{parent}/revisions`]: [
      get(revisionListArgs, by('revisions.list', { response: listOf(revisionSchema) })),
    ],
    [`${base}/{parent}/revisions/{id}`]: [
      get({ ...revisionItemArgs, context: contextArg }, by('revisions.get', { response: revisionSchema })),
      del({ ...revisionItemArgs, ...forceArg('Required to be true, as revisions do not support trashing.') }, by('revisions.delete', { response: deletedOf(revisionSchema) })),
    ],
    [`${base}/{id}/autosaves`]: [
      get({ ...autosaveParentArg, context: contextArg }, by('autosaves.list', { response: listOf(autosaveSchema) })),
      post({ ...autosaveParentArg, ...writable }, by('autosaves.create', { response: autosaveSchema })),
    ],
    [`${base}/{parent}/autosaves/{id}`]: [
      get({ parent: autosaveParentArg.parent!, id: revisionItemArgs.id!, context: contextArg }, by('autosaves.get', { response: autosaveSchema })),
    ],
  };
}

export const postTypeRoutes: Record<string, readonly EndpointDraft[]> = {
  ...postTypeRoutesOf('/posts', postSchema, postListArgs, postWritable),
  ...postTypeRoutesOf('/pages', pageSchema, pageListArgs, pageWritable),
};
