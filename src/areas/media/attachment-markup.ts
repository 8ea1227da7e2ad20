// The markup prepend_attachment() puts before an attachment's description: wp_get_attachment_link(0, 'medium') — the
// medium size of an image (or the image itself, scaled to fit 300×300) with its srcset, or a link named by the title.
import type { PostRecord } from '../../store/types.js';
import { escHtml } from '../../wp/format/kses-entities.js';
import { phpStripTags } from '../../wp/format/php-strip-tags.js';
import { phpTrim } from '../content/php-string.js';
import { constrainDimensions, type Dimensions } from './image-sizes.js';
import { attachmentSizes } from './media-files.js';
import { isImageMime } from './mime-types.js';

const MEDIUM = 300;
const MAX_SRCSET_WIDTH = 2048;

/** wp_constrain_dimensions() of width × height. */
const constrain = (width: number, height: number, maxWidth: number, maxHeight = 0): Dimensions => constrainDimensions({ width, height }, maxWidth, maxHeight);

/** wp_image_matches_ratio(): the two sizes agree within a pixel once scaled to the same width. */
function matchesRatio(source: Dimensions, target: Dimensions): boolean {
  const [scaled, expected] =
    source.width > target.width
      ? [constrain(source.width, source.height, target.width), target]
      : [constrain(target.width, target.height, source.width), source];
  return Math.abs(scaled.width - expected.width) <= 1 && Math.abs(scaled.height - expected.height) <= 1;
}

/** wp_calculate_image_srcset(): the sizes of the same shape, the shown one first; none unless there are two. */
function srcset(shown: Dimensions, src: string, files: [file: string, size: Dimensions][], folder: string, folderUrl: string): string | null {
  const sources = new Map<number, string>();
  let matched = false;
  for (const [file, size] of files) {
    const isSrc = !matched && src.includes(folder + file);
    if (isSrc) matched = true;
    if (size.width > MAX_SRCSET_WIDTH && !isSrc) continue;
    if (!matchesRatio(shown, size)) continue;
    const entry = `${(folderUrl + file).replace(/ /g, '%20')} ${size.width}w`;
    if (isSrc) {
      sources.delete(size.width);
      const rest = [...sources];
      sources.clear();
      sources.set(size.width, entry);
      for (const [k, v] of rest) sources.set(k, v);
    } else {
      sources.set(size.width, entry);
    }
  }
  return matched && sources.size >= 2 ? [...sources.values()].join(', ') : null;
}

export function attachmentMarkup(a: PostRecord, uploadsUrl: (file: string) => string): string {
  const file = a.file ?? '';
  const url = file ? uploadsUrl(file) : '';
  const width = Number(a.media_details?.width ?? 0);
  const height = Number(a.media_details?.height ?? 0);
  if (!isImageMime(a.mime_type) || !width || !height) {
    // The raw title, else the file's name.
    const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
    const text = phpTrim(a.title) === '' ? escHtml(name) : a.title;
    return `<p class="attachment"><a href='${url}'>${text}</a></p>\n`;
  }
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const sizes = attachmentSizes(a);
  const medium = sizes.find((f) => f.name === 'medium');
  const shown = constrain(medium?.size.width ?? width, medium?.size.height ?? height, MEDIUM, MEDIUM);
  const src = medium ? uploadsUrl(medium.file) : url;
  const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const files: [string, Dimensions][] = [...sizes.map((f): [string, Dimensions] => [baseName(f.file), f.size]), [baseName(file), { width, height }]];
  const set = srcset(shown, src, files, folder, uploadsUrl(folder));
  const alt = escHtml(phpTrim(phpStripTags(a.alt_text ?? '')));
  const responsive = set ? ` srcset="${escHtml(set)}" sizes="${escHtml(`(max-width: ${shown.width}px) 100vw, ${shown.width}px`)}"` : '';
  return `<p class="attachment"><a href='${url}'><img width="${shown.width}" height="${shown.height}" src="${escHtml(src)}" class="attachment-medium size-medium" alt="${alt}" decoding="async" loading="lazy"${responsive} /></a></p>\n`;
}
