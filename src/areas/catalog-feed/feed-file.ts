// JsonFileFeed: the finished feed is one JSON array written to uploads/product-feeds/, named
// `pos-catalog-feed-<Y-m-d>-<hash>.json`; the uploads handler serves it at the status's `url`.
import { createHash } from '../../platform/hash.js';
import type { Session } from '../../store/session.js';
import { wpJson } from '../../wp/json.js';
import type { FeedRow } from './feed-rows.js';

const DIRECTORY = 'product-feeds';
const BASE_NAME = 'pos-catalog-feed';

/** The file name start() picks: the day, and wp_hash() of the base name and the time (here: with the seed). */
export function feedFileName(seconds: number, seed: number): string {
  const day = new Date(seconds * 1000).toISOString().slice(0, 10);
  const hash = createHash('md5').update(`${seed}:${BASE_NAME}:${seconds}`).digest('hex');
  return `${BASE_NAME}-${day}-${hash}.json`;
}

/** The file's place under uploads/. */
export const feedPath = (fileName: string): string => `${DIRECTORY}/${fileName}`;

export function writeFeedFile(session: Session, fileName: string, rows: readonly FeedRow[]): string {
  const path = feedPath(fileName);
  session.put('files', path, { name: fileName, type: 'application/json', data: Buffer.from(wpJson(rows)).toString('base64') });
  return path;
}

export const feedFileExists = (session: Session, path: unknown): boolean => typeof path === 'string' && session.get('files', path) !== undefined;

export function deleteFeedFile(session: Session, path: unknown): void {
  if (feedFileExists(session, path)) session.remove('files', path as string);
}
