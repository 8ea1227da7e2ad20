// A generated image added to the media library (Meow_MWAI_API::imageQueryForMediaLibrary): through the media
// area's own create, as POST /cms/v2/media would, so GET /cms/v2/media/{id} shows it. Answers the plugin's
// `media` record: id, url, title, caption, alt.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { isWpError, type WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { createMedia } from '../media/media-write.js';
import type { GeneratedImage } from './images.js';
import { capitalize } from './writer/topic.js';

export interface LibraryMedia {
  id: number;
  url: string;
  title: string;
  caption: string;
  alt: string;
}

/** Adds `image` (already in the uploads) as an attachment titled after `title`, attached to `postId` when given. */
export async function addToLibrary(
  req: RestRequest,
  ctx: HandlerContext,
  session: Session,
  image: GeneratedImage,
  title: string,
  postId?: number,
): Promise<LibraryMedia | WpError> {
  const stored = session.get('files', image.path);
  const data = Buffer.from(stored?.data ?? '', 'base64');
  const name = `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'generated-image'
  }.png`;
  const sub: RestRequest = {
    ...req,
    params: { title: capitalize(title), ...(postId ? { post: postId } : {}) },
    files: { file: { name, type: 'image/png', size: data.length, data } },
  };
  const created = await createMedia(sub, ctx);
  if (isWpError(created)) return created;
  const media = created.data as { id: number; source_url: string; title: { raw: string }; caption: { raw: string }; alt_text: string };
  return { id: media.id, url: media.source_url, title: media.title.raw, caption: media.caption.raw, alt: media.alt_text };
}
