// What a vision query "sees" in an image and what a transcription "hears" in a recording. The subject comes
// from the file: the site's own attachment (its alt text or title) when the URL or media id names one, else
// the words of the file name ("red-bicycle.png" → "a red bicycle"). Seeded by the file and the prompt.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { attachmentAt } from '../media/media-files.js';
import { fill } from './writer/compose.js';
import { TRANSCRIPT, VISION } from './writer/phrase-bank.js';
import { answerRandom } from './request-values.js';
import { pick } from './writer/random.js';
import { contentWords } from './writer/topic.js';

const UPLOADS = '/wp-content/uploads/';

/** The site's attachment a URL points at, if any. */
export function attachmentOfUrl(session: Session, url: string): PostRecord | undefined {
  const at = url.indexOf(UPLOADS);
  if (at < 0) return undefined;
  const path = decodeURIComponent(url.slice(at + UPLOADS.length).split(/[?#]/)[0]!);
  return attachmentAt(session, path);
}

/** The words of a URL's file name, without extension, refId-like hex or size suffixes. */
function fileWords(url: string): string[] {
  const name = (url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  const words = contentWords(
    name
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/-\d+x\d+$/, '')
      .replace(/[_-]+/g, ' '),
  );
  return words.filter((w) => !/^[a-f0-9]{8,}$/.test(w) && !/^(mwai|image|img|photo|picture|upload|generated|file|audio)$/.test(w));
}

/** "a red bicycle": what an image or recording is about. */
export function subjectOf(session: Session, url: string, media?: PostRecord): string {
  const attachment = media ?? attachmentOfUrl(session, url);
  const described = attachment?.alt_text || attachment?.title;
  if (described) return described.charAt(0).toLowerCase() + described.slice(1);
  const words = fileWords(url);
  return words.length ? `a ${words.slice(0, 4).join(' ')}` : 'a product on a plain background';
}

/** A vision model's description of the image at `url`, answering `prompt`. */
export function describeImage(ctx: HandlerContext, session: Session, prompt: string, url: string, media?: PostRecord): string {
  const random = answerRandom(ctx, 'vision', url, prompt);
  return fill(pick(random, VISION), { subject: subjectOf(session, url, media) });
}

/** A transcript of the recording at `url` (or of the attachment). */
export function transcribe(ctx: HandlerContext, session: Session, url: string, media?: PostRecord): string {
  const random = answerRandom(ctx, 'transcribe', url, String(media?.id ?? ''));
  const topic = subjectOf(session, url, media).replace(/^a /, '');
  const lines = TRANSCRIPT.filter((_, i) => i < 2 || i === TRANSCRIPT.length - 1 || random() < 0.6);
  return lines.map((l) => fill(l, { topic })).join(' ');
}
