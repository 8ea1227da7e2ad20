// multipart/form-data, as PHP fills $_POST and $_FILES from it (POST requests only).
import type { PhpValue } from './php-query.js';
import { parsePhpQuery } from './php-query.js';
import type { UploadedFile } from './request.js';
import { setOwn } from '../own-key.js';

export interface Multipart {
  fields: Record<string, PhpValue>;
  files: Record<string, UploadedFile>;
}

/** The fields and files of a multipart body; 'too large' when its fields (not its files) together pass `maxFieldBytes`. */
export function parseMultipart(body: Buffer, contentType: string, maxFieldBytes: number): Multipart | 'too large' | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const pairs: string[] = [];
  const files: Record<string, UploadedFile> = {};
  let fieldBytes = 0;
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const head = part.subarray(0, split).toString('utf8');
      const data = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream';
      if (name !== undefined) {
        if (filename !== undefined) setOwn(files, name, { name: filename, type, size: data.length, data: Buffer.from(data) });
        else if ((fieldBytes += data.length) > maxFieldBytes) return 'too large';
        else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(data.toString('utf8'))}`);
      }
    }
    start = next;
  }
  return { fields: parsePhpQuery(pairs.join('&')), files };
}
