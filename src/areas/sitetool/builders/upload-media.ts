// POST /upload-media: sideloads a file from `url` into the media library through the media area's own create (as
// POST /cms/v2/media would: file name, uploads path, slug, attachment row), so GET /cms/v2/media/{id} shows it.
// `post_id` attaches it to that post. Where the bytes come from: ./remote-file.ts (offline by default).
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { permitMediaCreate } from '../../media/media-access.js';
import { allowedMimeType } from '../../media/mime-types.js';
import { createMedia } from '../../media/media-write.js';
import { builderTarget } from './builder-post.js';
import { downloadFile, networkAllowed, parseRemoteUrl, placeholderFile } from './remote-file.js';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export const uploadMedia: Handler = async (req, ctx) => {
  const url = parseRemoteUrl(String(req.params.url));
  if (url instanceof WpError) return url;
  const postId = typeof req.params.post_id === 'number' && req.params.post_id > 0 ? req.params.post_id : undefined;
  if (postId !== undefined) {
    const target = builderTarget(ctx.session, postId);
    if (target instanceof WpError) return target;
  }
  const file = networkAllowed(ctx.site.scenario) ? await downloadFile(url) : placeholderFile(url);
  if (file instanceof WpError) return file;
  const unfiltered = req.user?.capabilities.has('unfiltered_html') === true;
  const type = allowedMimeType(file.name, unfiltered);
  if (!type) {
    return new WpError(
      'sitetool_file_type_not_allowed',
      `"${file.name}" is not a file type this site accepts (WordPress's allowed upload types: images, documents, audio, video...).`,
      { status: 400 },
    );
  }
  const title = text(req.params.title);
  const alt = text(req.params.alt_text);
  const { 'content-md5': _md5, ...headers } = req.headers;
  const sub: RestRequest = {
    ...req,
    headers,
    params: { ...(title ? { title } : {}), ...(alt ? { alt_text: alt } : {}), ...(postId ? { post: postId } : {}) },
    files: { file: { name: file.name, type, size: file.data.length, data: file.data } },
  };
  const refused = permitMediaCreate(sub, ctx);
  if (refused) return refused;
  const created = await createMedia(sub, ctx);
  if (created instanceof WpError) return created;
  const media = created.data as {
    id: number;
    source_url: string;
    title: { raw: string };
    alt_text: string;
    mime_type: string;
    media_details: { width?: number; height?: number };
  };
  return {
    data: {
      attachment_id: media.id,
      url: media.source_url,
      title: media.title.raw,
      alt_text: media.alt_text,
      width: media.media_details.width ?? null,
      height: media.media_details.height ?? null,
      mime_type: media.mime_type,
      message: `attachment ${media.id} created from ${url.href}${postId ? ` and attached to post ${postId}` : ''}`,
    },
  };
};
