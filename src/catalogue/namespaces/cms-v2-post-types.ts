// cms/v2 post types (WordPress's posts controller and its revisions/autosaves siblings): posts and pages.
// Every endpoint is answered by the posts area (`posts.list`, `pages.revisions.delete`...); its
// permission checks live there too (src/areas/posts/permits.ts), because WordPress checks that the post
// exists (404) before it checks what the caller may do with it.
import { del, edit, get, int, post, PUBLIC } from '../define.js';
import type { EndpointDraft, EndpointOptions } from '../define.js';
import {
  autosaveParentArg,
  forceArg,
  idArg,
  itemGetArgs,
  pageListArgs,
  pageWritable,
  postListArgs,
  postWritable,
  revisionItemArgs,
  revisionListArgs,
} from '../args/post-args.js';
import { contextArg, queryArgs } from '../args/common.js';
import { autosaveSchema, deletedOf, listOf, pageAutosaveSchema, pageRevisionSchema, pageSchema, postSchema, revisionSchema } from '../responses/post.js';
import type { Args, Permission, ResponseSchema } from '../../model/catalogue.js';

export const cap = (capability: string, code: string, message: string): Permission => ({ cap: capability, code, message });

/** `status` checked by the area: the list's by sanitize_post_statuses (rights before the enum), an update's by check_status(). */
const withStatusCheckedByArea = (args: Args): Args => ({ ...args, status: { ...args.status!, unchecked: true } });

/** The routes of one post type (posts or pages), as WordPress registers them for every post type. */
interface PostTypeSchemas {
  item: ResponseSchema;
  revision: ResponseSchema;
  autosave: ResponseSchema;
}

function postTypeRoutesOf(base: string, schemas: PostTypeSchemas, listArgs: Args, writable: Args): Record<string, readonly EndpointDraft[]> {
  const { item: schema, revision: revisionSchema, autosave: autosaveSchema } = schemas;
  const name = base.slice(1);
  const by = (action: string, options: EndpointOptions = {}): EndpointOptions => ({ permission: PUBLIC, behaviour: `${name}.${action}`, ...options });
  const batch = { allowBatch: true };
  return {
    [base]: [
      get(queryArgs(withStatusCheckedByArea(listArgs)), by('list', { ...batch, response: listOf(schema) })),
      post(writable, by('create', { ...batch, status: 201, response: schema })),
    ],
    [`${base}/{id}`]: [
      get(queryArgs(itemGetArgs), by('get', { ...batch, response: schema })),
      edit({ ...queryArgs(idArg), ...withStatusCheckedByArea(writable) }, by('update', { ...batch, response: schema })),
      del(queryArgs({ ...idArg, ...forceArg('Whether to bypass Trash and force deletion.') }), by('delete', { ...batch, response: deletedOf(schema) })),
    ],
    [`${base}/{parent}/revisions`]: [get(queryArgs(revisionListArgs), by('revisions.list', { response: listOf(revisionSchema) }))],
    [`${base}/{parent}/revisions/{id}`]: [
      get(queryArgs({ ...revisionItemArgs, context: contextArg }), by('revisions.get', { response: revisionSchema })),
      del(
        queryArgs({ ...revisionItemArgs, ...forceArg('Required to be true, as revisions do not support trashing.') }),
        by('revisions.delete', { response: deletedOf(revisionSchema) }),
      ),
    ],
    [`${base}/{id}/autosaves`]: [
      get(queryArgs({ ...autosaveParentArg, context: contextArg }), by('autosaves.list', { response: listOf(autosaveSchema) })),
      post({ ...queryArgs(autosaveParentArg), ...writable }, by('autosaves.create', { response: autosaveSchema })),
    ],
    [`${base}/{parent}/autosaves/{id}`]: [
      get(
        queryArgs({ parent: autosaveParentArg.parent!, id: int('The ID for the autosave.'), context: contextArg }),
        by('autosaves.get', { response: autosaveSchema }),
      ),
    ],
  };
}

export const postTypeRoutes: Record<string, readonly EndpointDraft[]> = {
  ...postTypeRoutesOf('/posts', { item: postSchema, revision: revisionSchema, autosave: autosaveSchema }, postListArgs, postWritable),
  ...postTypeRoutesOf('/pages', { item: pageSchema, revision: pageRevisionSchema, autosave: pageAutosaveSchema }, pageListArgs, pageWritable),
};
