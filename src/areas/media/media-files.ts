// The bytes behind an attachment's file: uploads are kept base64 in the session's `files` table;
// seeded media (a name and a size, no bytes) get a generated PNG, made once and cached.
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { intermediateSizes, sizedFileName, type Dimensions } from './image-sizes.js';
import { isImageMime } from './mime-types.js';
import { encodePng } from './png-encoder.js';

const generated = new Map<string, Buffer>();

export interface ServedFile {
  data: Buffer;
  type: string;
}

function generatedPicture(file: string, width: number, height: number): Buffer {
  const key = `${file}@${width}x${height}`;
  let png = generated.get(key);
  if (!png) {
    png = encodePng(width, height, file);
    generated.set(key, png);
  }
  return png;
}

const sizeOf = (a: PostRecord, key: 'width' | 'height') => Number(a.media_details?.[key] ?? 0);

/** The file of an attachment: its upload, or the picture generated for a seeded image. */
export function attachmentFile(s: Session, a: PostRecord): ServedFile | null {
  if (!a.file) return null;
  const stored = s.get('files', a.file);
  if (stored) return { data: Buffer.from(stored.data, 'base64'), type: stored.type };
  const width = sizeOf(a, 'width');
  const height = sizeOf(a, 'height');
  if (width > 0 && height > 0) return { data: generatedPicture(a.file, width, height), type: 'image/png' };
  return null;
}

/** The size in bytes of an attachment's file (media_details.filesize). */
export function attachmentFileSize(s: Session, a: PostRecord): number | undefined {
  const stored = a.file ? s.get('files', a.file) : undefined;
  if (stored) return Math.floor((stored.data.length * 3) / 4) - (stored.data.endsWith('==') ? 2 : stored.data.endsWith('=') ? 1 : 0);
  return attachmentFile(s, a)?.data.length;
}

/**
 * The file of one intermediate size of an image: a generated picture of that size for seeded media; for
 * uploads (the mock resizes nothing) the uploaded bytes themselves.
 */
export function sizedAttachmentFile(s: Session, a: PostRecord, size: Dimensions): ServedFile | null {
  if (!a.file) return null;
  if (s.get('files', a.file)) return attachmentFile(s, a);
  return { data: generatedPicture(a.file, size.width, size.height), type: 'image/png' };
}

/** What an uploads path serves: an attachment's file, or one of its intermediate sizes. */
export function uploadedFile(s: Session, path: string): ServedFile | null {
  const stored = s.get('files', path);
  if (stored) return { data: Buffer.from(stored.data, 'base64'), type: stored.type };
  const whole = attachmentAt(s, path);
  if (whole) return attachmentFile(s, whole);
  if (!/-\d+x\d+(\.[^./]+)?$/.test(path)) return null;
  for (const p of Object.values(s.state.posts)) {
    if (p.type !== 'attachment') continue;
    const sized = attachmentSizes(p).find((f) => f.file === path);
    if (sized) return sizedAttachmentFile(s, p, sized.size);
  }
  return null;
}

/** The attachment whose file is `path` (relative to uploads), among the session's posts. */
export function attachmentAt(s: Session, path: string): PostRecord | undefined {
  for (const p of Object.values(s.state.posts)) if (p.type === 'attachment' && p.file === path) return p;
  return undefined;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');

/** The file an image's sub-sizes are named after: the original upload when WordPress scaled it (`-scaled`). */
export function sizeSourceFile(a: PostRecord): string {
  const file = a.file ?? '';
  const original = a.media_details?.original_image;
  return typeof original === 'string' && original !== '' ? folderOf(file) + original : file;
}

export interface SizedFile {
  name: string;
  size: Dimensions;
  file: string;
}

/** An image's intermediate sizes in the metadata's order, each with its file (relative to uploads). */
export function attachmentSizes(a: PostRecord): SizedFile[] {
  const size = { width: sizeOf(a, 'width'), height: sizeOf(a, 'height') };
  if (!a.file || !size.width || !size.height || !isImageMime(a.mime_type)) return [];
  // A scaled upload's sizes are made from its original.
  const source = a.media_details?.source_size as Dimensions | undefined;
  if (source && source.width > 0 && source.height > 0) return sizesOf(source, sizeSourceFile(a));
  return sizesOf(size, sizeSourceFile(a));
}

function sizesOf(size: Dimensions, source: string): SizedFile[] {
  return intermediateSizes(size).map(([name, d]) => ({ name, size: d, file: sizedFileName(source, d) }));
}
