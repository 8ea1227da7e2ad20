// POST helpers/generate_image_meta (attachmentId: a title, description and SEO file name suggested for the image,
// derived from what is known of it) and helpers/update_media_metadata (attachmentId with title, description,
// caption, alt and filename: a new file name keeps the extension, and the file moves). Both work on drafts and on
// attachments of the media library.
import type { Handler } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { PostRecord } from '../../../store/types.js';
import { sanitizeTitle } from '../../../wp/format/sanitize-title.js';
import { uniqueAttachmentSlug } from '../../media/media-records.js';
import { uploadsUrl } from '../../media/media-view.js';
import { intParam, textParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { draftById, putDraft, renameUpload, type MediaDraft } from './draft-store.js';

const MEDIA_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'ico',
  'svg',
  'avif',
  'mp4',
  'webm',
  'ogg',
  'mov',
  'avi',
  'wmv',
  'flv',
  'm4v',
  'mp3',
  'wav',
  'flac',
  'aac',
  'm4a',
  'wma',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'rtf',
]);
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

type Target = { draft: MediaDraft } | { attachment: PostRecord };

function targetOf(session: Session, id: number): Target | undefined {
  const draft = draftById(session, id);
  if (draft) return { draft };
  const post = session.get('posts', id);
  return post?.type === 'attachment' && post.file ? { attachment: post } : undefined;
}

const fileOf = (t: Target): string => ('draft' in t ? t.draft.file : t.attachment.file!);
const titleOf = (t: Target): string => ('draft' in t ? t.draft.title : t.attachment.title);
const extensionOf = (name: string): string => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

const missingId = () => badRequest('missing_attachment_id', 'Attachment ID is required: attachmentId, a media draft or an attachment of the media library.');
const unknownId = (id: number) => notFound('attachment_not_found', `Could not find the attachment file: no media draft or attachment has id ${id}.`);

function titleCase(words: string[]): string {
  return words.map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w[0]!.toUpperCase() + w.slice(1))).join(' ');
}

export const generateImageMeta: Handler = (req, ctx) => {
  const id = intParam(req.params, 'attachmentId');
  if (!id) return missingId();
  const target = targetOf(ctx.session, id);
  if (!target) return unknownId(id);
  const file = fileOf(target);
  const source = titleOf(target) || file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const words = source
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !/^ai$|\d/.test(w));
  const title = words.length ? titleCase(words) : 'Generated Image';
  return success({
    data: {
      title,
      description: `An image of ${words.length ? words.join(' ') : 'a generated scene'}, suitable for the media library.`,
      filename: `${sanitizeTitle(title)}.${extensionOf(file) || 'png'}`,
    },
  });
};

export const updateMediaMetadata: Handler = async (req, ctx) => {
  const id = intParam(req.params, 'attachmentId');
  if (!id) return missingId();
  const session = ctx.session;
  const target = targetOf(session, id);
  if (!target) return unknownId(id);
  const filename = (textParam(req.params, 'filename') ?? '').replace(/^.*[\\/]/, '');
  if (filename) {
    const ext = extensionOf(filename);
    if (!MEDIA_EXTENSIONS.has(ext)) return badRequest('invalid_file_extension', 'Invalid file extension. Only media file extensions are allowed.');
    if (ext !== extensionOf(fileOf(target)))
      return badRequest('file_extension_mismatch', `File extension must match the original file type (.${extensionOf(fileOf(target))}).`);
  }
  const text = (name: string) => textParam(req.params, name);
  session.tick();
  const file = filename ? renameUpload(session, fileOf(target), filename) : fileOf(target);
  if ('draft' in target) {
    const d = target.draft;
    putDraft(session, {
      ...d,
      title: text('title') ?? d.title,
      description: text('description') ?? d.description,
      caption: text('caption') ?? d.caption,
      alt: text('alt') || d.alt,
      file,
    });
  } else {
    const a = target.attachment;
    const [local, gmt] = session.now();
    session.put('posts', a.id, {
      ...a,
      title: text('title') ?? a.title,
      content: text('description') ?? a.content,
      excerpt: text('caption') ?? a.excerpt,
      alt_text: text('alt') || a.alt_text,
      file,
      media_details: { ...a.media_details, ...(a.media_details?.file ? { file } : {}) },
      ...(filename ? { slug: uniqueAttachmentSlug(session, sanitizeTitle(filename.replace(/\.[^.]+$/, '')), a.id) } : {}),
      modified: local,
      modified_gmt: gmt,
    });
  }
  await session.commit();
  return success(filename ? { url: uploadsUrl(req.origin, file) } : {});
};
