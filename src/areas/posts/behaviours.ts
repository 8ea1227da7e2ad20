// The behaviour names the post-type routes carry (`posts.list`, `pages.revisions.delete`...), one generic
// set per post type, each a handler with the controller's permission callback.
import type { Behaviour } from '../../dispatch/types.js';
import { createAutosave, getAutosave, listAutosaves } from './autosave-handlers.js';
import { createPost, deletePost, getPost, updatePost } from './item-handlers.js';
import { listPosts } from './list-handler.js';
import { createPermit, deletePermit, getPermit, listArgsCheck, listPermit, updateArgsCheck, updatePermit } from './permits.js';
import { PAGE, POST, type PostType } from './post-types.js';
import { deleteRevision, getRevision, listRevisions } from './revision-handlers.js';
import { autosaveCreatePermit, autosavesReadPermit, revisionDeletePermit, revisionsReadPermit } from './revision-permits.js';

function behavioursOf(type: PostType): Record<string, Behaviour> {
  const entries: Record<string, Behaviour> = {
    list: { handle: listPosts(type), permit: listPermit(type), checkArgs: listArgsCheck(type) },
    create: { handle: createPost(type), permit: createPermit(type) },
    get: { handle: getPost(type), permit: getPermit(type) },
    update: { handle: updatePost(type), permit: updatePermit(type), checkArgs: updateArgsCheck(type) },
    delete: { handle: deletePost(type), permit: deletePermit(type) },
    'revisions.list': { handle: listRevisions(type), permit: revisionsReadPermit(type) },
    'revisions.get': { handle: getRevision(type), permit: revisionsReadPermit(type) },
    'revisions.delete': { handle: deleteRevision(type), permit: revisionDeletePermit(type) },
    'autosaves.list': { handle: listAutosaves(type), permit: autosavesReadPermit(type) },
    'autosaves.create': { handle: createAutosave(type), permit: autosaveCreatePermit(type) },
    'autosaves.get': { handle: getAutosave(type), permit: revisionsReadPermit(type) },
  };
  return Object.fromEntries(Object.entries(entries).map(([action, b]) => [`${type.restBase}.${action}`, b]));
}

export const POST_TYPE_BEHAVIOURS: Readonly<Record<string, Behaviour>> = { ...behavioursOf(POST), ...behavioursOf(PAGE) };
