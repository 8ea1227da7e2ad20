// cms/v2 post types (WordPress's posts controller and its revisions/autosaves siblings): posts and pages.
import { del, edit, get, post } from '../define.js';
import type { EndpointDraft, EndpointOptions } from '../define.js';
import {
  autosaveParentArg, forceArg, idArg, itemGetArgs, pageListArgs, pageWritable,
  postListArgs, postWritable, revisionItemArgs, revisionListArgs,
} from '../args/post-args.js';
import { contextArg } from '../args/common.js';
import { autosaveSchema, deletedOf, listOf, pageSchema, postSchema, revisionSchema } from '../responses/post.js';
import type { Args, Permission, ResponseSchema } from '../types.js';

export const cap = (capability: string, code: string, message: string): Permission => ({ cap: capability, code, message });

/** The routes of one post type (posts or pages), as WordPress registers them for every post type. */
function postTypeRoutesOf(base: string, schema: ResponseSchema, listArgs: Args, writable: Args, noun: string): Record<string, readonly EndpointDraft[]> {
  const batch: EndpointOptions = { allowBatch: true };
  return {
    [base]: [
      get(listArgs, { ...batch, response: listOf(schema) }),
      post(writable, { ...batch, status: 201, response: schema, permission: cap('edit_posts', 'rest_cannot_create', `Sorry, you are not allowed to create ${noun} as this user.`) }),
    ],
    [`${base}/{id}`]: [
      get(itemGetArgs, { ...batch, response: schema }),
      edit({ ...idArg, ...writable }, { ...batch, response: schema, permission: cap('edit_posts', 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.') }),
      del({ ...idArg, ...forceArg('Whether to bypass Trash and force deletion.') }, { ...batch, response: deletedOf(schema), permission: cap('delete_posts', 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.') }),
    ],
    [`${base}/{parent}/revisions`]: [
      get(revisionListArgs, { response: listOf(revisionSchema), permission: cap('edit_posts', 'rest_cannot_read', 'Sorry, you are not allowed to view revisions of this post.') }),
    ],
    [`${base}/{parent}/revisions/{id}`]: [
      get({ ...revisionItemArgs, context: contextArg }, { response: revisionSchema, permission: cap('edit_posts', 'rest_cannot_read', 'Sorry, you are not allowed to view revisions of this post.') }),
      del({ ...revisionItemArgs, ...forceArg('Required to be true, as revisions do not support trashing.') }, { response: deletedOf(revisionSchema), permission: cap('delete_posts', 'rest_cannot_delete', 'Sorry, you are not allowed to delete this revision.') }),
    ],
    [`${base}/{id}/autosaves`]: [
      get({ ...autosaveParentArg, context: contextArg }, { response: listOf(autosaveSchema), permission: cap('edit_posts', 'rest_cannot_read', 'Sorry, you are not allowed to view autosaves of this post.') }),
      post({ ...autosaveParentArg, ...writable }, { response: autosaveSchema, permission: cap('edit_posts', 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.') }),
    ],
    [`${base}/{parent}/autosaves/{id}`]: [
      get({ parent: autosaveParentArg.parent!, id: revisionItemArgs.id!, context: contextArg }, { response: autosaveSchema, permission: cap('edit_posts', 'rest_cannot_read', 'Sorry, you are not allowed to view autosaves of this post.') }),
    ],
  };
}

export const postTypeRoutes: Record<string, readonly EndpointDraft[]> = {
  ...postTypeRoutesOf('/posts', postSchema, postListArgs, postWritable, 'posts'),
  ...postTypeRoutesOf('/pages', pageSchema, pageListArgs, pageWritable, 'pages'),
};
