// A new attachment row (wp_insert_attachment): inherit status, open comments, closed pings, no parent unless given;
// with the image_meta wp_read_image_metadata() gives a file without EXIF or IPTC data.
import type { PostRecord } from '../../store/types.js';

export const IMAGE_META: Readonly<Record<string, unknown>> = {
  aperture: '0',
  credit: '',
  camera: '',
  caption: '',
  created_timestamp: '0',
  copyright: '',
  focal_length: '0',
  iso: '0',
  shutter_speed: '0',
  title: '',
  orientation: '0',
  keywords: [],
};

/** wp_upload_dir(): uploads go to the year and month of the site's clock, `2026/01`. */
export const uploadsFolder = (local: string): string => `${local.slice(0, 4)}/${local.slice(5, 7)}`;

export interface NewAttachment {
  id: number;
  author: number;
  /** [local, gmt]. */
  date: [string, string];
  title: string;
  slug: string;
  mime_type: string;
  file: string;
  media_details: Record<string, unknown>;
  content?: string;
  excerpt?: string;
  alt_text?: string;
  status?: string;
  parent?: number;
  comment_status?: 'open' | 'closed';
  ping_status?: 'open' | 'closed';
  template?: string;
}

export function newAttachment(f: NewAttachment): PostRecord {
  const [local, gmt] = f.date;
  return {
    id: f.id,
    type: 'attachment',
    status: f.status ?? 'inherit',
    author: f.author,
    date: local,
    date_gmt: gmt,
    modified: local,
    modified_gmt: gmt,
    slug: f.slug,
    title: f.title,
    content: f.content ?? '',
    excerpt: f.excerpt ?? '',
    password: '',
    parent: f.parent ?? 0,
    menu_order: 0,
    comment_status: f.comment_status ?? 'open',
    ping_status: f.ping_status ?? 'closed',
    template: f.template ?? '',
    format: 'standard',
    meta: {},
    categories: [],
    tags: [],
    featured_media: 0,
    mime_type: f.mime_type,
    file: f.file,
    alt_text: f.alt_text ?? '',
    media_details: f.media_details,
  };
}
