// The behaviour names the media routes carry in the catalogue.
import type { Behaviour, Handler } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import {
  attachmentOf,
  permitMediaCreate,
  permitMediaDelete,
  permitMediaEdit,
  permitMediaGet,
  permitMediaPostProcess,
  permitMediaUpdate,
} from './media-access.js';
import { editMedia, postProcessMedia } from './media-edit.js';
import { listMedia } from './media-list.js';
import { mediaView } from './media-view.js';
import { createMedia, deleteMedia, updateMedia } from './media-write.js';

const getMedia: Handler = (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  return { data: mediaView(ctx.session, a, { origin: req.origin, context: String(req.params.context ?? 'view') }) };
};

export const mediaBehaviours: Readonly<Record<string, Behaviour>> = {
  'media-list': listMedia,
  'media-create': { handle: createMedia, permit: permitMediaCreate },
  'media-get': { handle: getMedia, permit: permitMediaGet },
  'media-update': { handle: updateMedia, permit: permitMediaUpdate },
  'media-delete': { handle: deleteMedia, permit: permitMediaDelete },
  'media-post-process': { handle: postProcessMedia, permit: permitMediaPostProcess },
  'media-edit': { handle: editMedia, permit: permitMediaEdit },
};
