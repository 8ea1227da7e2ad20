// Where upload-media's file comes from. By default the mock never goes online: the file is made from the URL —
// a PNG for images (its colours and size derived from the URL, so the same URL always gives the same bytes), a
// short text placeholder for other allowed types. A scenario may allow real downloads:
// `data.records["sitetool.upload_media"]: {network: true}`.
import { encodePng } from '../../media/png-encoder.js';
import type { Scenario } from '../../../model/scenario.js';
import { dataRecords } from '../../../store/seed-records.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { WpError } from '../../../wp/errors.js';

export interface RemoteFile {
  name: string;
  data: Buffer;
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jpe', 'gif', 'png', 'webp', 'bmp', 'tif', 'tiff', 'ico', 'heic', 'avif']);
/** File extensions for downloads whose URL names none, by Content-Type. */
const EXTENSION_OF: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
};
const MAX_DOWNLOAD = 64 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;
const DEFAULT_SIZE = { width: 1200, height: 800 };
const MAX_SIDE = 2560;

export const UPLOAD_SETTINGS = 'sitetool.upload_media';

/** Whether the scenario lets upload-media download the URL for real. */
export function networkAllowed(scenario: Scenario): boolean {
  const settings = dataRecords(scenario)[UPLOAD_SETTINGS];
  return isPlainObject(settings) && settings.network === true;
}

/** The URL, if it is an absolute http(s) address. */
export function parseRemoteUrl(raw: string): URL | WpError {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return new WpError(
      'sitetool_invalid_url',
      `url must be an absolute http(s) address of a file, such as https://example.org/photo.jpg (got ${JSON.stringify(raw)}).`,
      { status: 400 },
    );
  }
  return url;
}

/** The file name the URL names: its last path segment, else its host. */
export function fileNameOf(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  return name || url.hostname.replace(/\./g, '-');
}

const extensionOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
const baseOf = (name: string) => name.replace(/\.[^./]+$/, '');

/** A generated picture's size: `name-800x600.jpg`, `?w=800&h=600` (or width/height), else 1200×800. */
function pictureSize(url: URL, base: string): { width: number; height: number } {
  const named = /-(\d+)x(\d+)$/.exec(base);
  const q = (a: string, b: string) => Number(url.searchParams.get(a) ?? url.searchParams.get(b) ?? NaN);
  let width = named ? Number(named[1]) : q('w', 'width');
  let height = named ? Number(named[2]) : q('h', 'height');
  if (!(width > 0) && !(height > 0)) return DEFAULT_SIZE;
  if (!(width > 0)) width = Math.round((height * DEFAULT_SIZE.width) / DEFAULT_SIZE.height);
  if (!(height > 0)) height = Math.round((width * DEFAULT_SIZE.height) / DEFAULT_SIZE.width);
  return { width: Math.min(MAX_SIDE, Math.max(1, Math.round(width))), height: Math.min(MAX_SIDE, Math.max(1, Math.round(height))) };
}

/**
 * The offline stand-in: images (and names without an extension) become a PNG named `<name>.png`, as WordPress
 * renames a file whose content is of another image type; other files a one-line text naming the URL.
 */
export function placeholderFile(url: URL): RemoteFile {
  const name = fileNameOf(url);
  const ext = extensionOf(name);
  if (ext === undefined || IMAGE_EXTENSIONS.has(ext)) {
    const base = baseOf(name);
    const { width, height } = pictureSize(url, base);
    return { name: `${base}.png`, data: encodePng(width, height, url.href) };
  }
  return { name, data: Buffer.from(`mock-site placeholder for ${url.href} (the mock does not download files; see sitetool.upload_media in the README)\n`) };
}

const failed = (url: URL, why: string) => new WpError('sitetool_download_failed', `Downloading ${url.href} failed: ${why}.`, { status: 502 });

/** A real download (only when the scenario allows it). */
export async function downloadFile(url: URL): Promise<RemoteFile | WpError> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message;
    return failed(url, String(cause));
  }
  if (!res.ok) return failed(url, `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_DOWNLOAD) return failed(url, `the file is larger than ${MAX_DOWNLOAD} bytes`);
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length > MAX_DOWNLOAD) return failed(url, `the file is larger than ${MAX_DOWNLOAD} bytes`);
  let name = fileNameOf(url);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (extensionOf(name) === undefined && EXTENSION_OF[type]) name = `${name}.${EXTENSION_OF[type]}`;
  return { name, data };
}
