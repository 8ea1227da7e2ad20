// The third-party embeds `oembed/1.0/proxy` can answer: recorded in the session's `oembed.providers` store (seeded
// from the scenario), never fetched. The recorded data is scaled to maxwidth/maxheight as a provider scales its
// frame, then its html made as WP_oEmbed::data2html() makes it.
import { recordsIn } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';
import { compileWildcard, type Piece } from '../sitetool/wildcard.js';
import { escAttr, escUrl } from './embed-html.js';

export const PROVIDERS = 'oembed.providers';

/** A recorded url with each `*` as any text, matched in linear time however many `*`s it holds. */
function patternOf(url: string) {
  const pieces: Piece[] = [];
  url.split('*').forEach((text, i) => {
    if (i > 0) pieces.push({ type: 'many', slash: true });
    if (text) pieces.push({ type: 'text', text });
  });
  return compileWildcard(pieces);
}

/** The recorded embed for `url` (its `url` may hold `*` wildcards), or undefined. */
export function recordedEmbed(session: Session, url: string): Record<string, unknown> | undefined {
  for (const { data } of recordsIn(session, PROVIDERS)) {
    if (typeof data.url === 'string' && isPlainObject(data.embed) && patternOf(data.url).test(url)) return data.embed;
  }
  return undefined;
}

/** The frame shrunk (never grown) to fit maxwidth × maxheight, with the html's width and height attributes. */
export function scaled(embed: Record<string, unknown>, maxWidth: number, maxHeight: number): Record<string, unknown> {
  const width = Number(embed.width);
  const height = Number(embed.height);
  if (!(width > 0 && height > 0)) return { ...embed };
  const factor = Math.min(1, maxWidth > 0 ? maxWidth / width : 1, maxHeight > 0 ? maxHeight / height : 1);
  if (factor === 1) return { ...embed };
  const w = Math.round(width * factor);
  const h = Math.round(height * factor);
  const out: Record<string, unknown> = { ...embed, width: w, height: h };
  if (typeof embed.html === 'string') out.html = embed.html.replace(`width="${width}"`, `width="${w}"`).replace(`height="${height}"`, `height="${h}"`);
  return out;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** WP_oEmbed::data2html(): a photo as a linked image, video and rich as their html, a link as a link; else false. */
export function data2html(data: Record<string, unknown>, url: string): string | false {
  switch (data.type) {
    case 'photo':
      if (!str(data.url) || !data.width || !data.height) return false;
      return `<a href="${escUrl(url)}"><img src="${escUrl(str(data.url))}" alt="${escAttr(str(data.title))}" width="${escAttr(String(data.width))}" height="${escAttr(String(data.height))}" /></a>`;
    case 'video':
    case 'rich':
      return str(data.html) || false;
    case 'link':
      return str(data.title) ? `<a href="${escUrl(url)}">${escAttr(str(data.title))}</a>` : false;
    default:
      return false;
  }
}
