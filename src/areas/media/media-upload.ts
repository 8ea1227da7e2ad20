// Where an upload's bytes come from, as the attachments controller reads them: the multipart `file`
// field (upload_from_file), else the raw body with Content-Type and Content-Disposition (upload_from_data).
import { createHash } from '../../platform/hash.js';
import { WpError } from '../../wp/errors.js';
import { header, type RestRequest } from '../../wp/request.js';
import { allowedMimeType } from './mime-types.js';

export interface Upload {
  name: string;
  data: Buffer;
  type: string;
}

const bad = (code: string, message: string, status = 400) => new WpError(code, message, { status });

/** A header value as PHP sees it: Node reads its bytes as Latin-1, so UTF-8 file names are decoded again. */
function utf8Header(value: string | undefined): string | undefined {
  if (value === undefined || !/[\x80-\xff]/.test(value) || /[^\x00-\xff]/.test(value)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
}

/** get_filename_from_disposition(): the `filename` attribute of `attachment; filename="x.png"`. */
export function filenameFromDisposition(value: string): string | null {
  let filename: string | null = null;
  for (const raw of value.split(/,(?=[^,]*;)/)) {
    const v = raw.trim();
    const semi = v.indexOf(';');
    if (semi < 0) continue;
    const attributes: Record<string, string> = {};
    for (const part of v.slice(semi + 1).split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      attributes[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
    }
    const name = attributes.filename?.trim();
    if (!name) continue;
    filename = name.length > 1 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
  }
  return filename;
}

function checkMd5(req: RestRequest, data: Buffer): WpError | null {
  const expected = header(req, 'content-md5')?.trim();
  if (!expected) return null;
  return createHash('md5').update(data).digest('hex') === expected ? null : bad('rest_upload_hash_mismatch', 'Content hash did not match expected.', 412);
}

const EMPTY =
  'File is empty. Please upload something more substantial. This error could also be caused by uploads being disabled in your php.ini file or by post_max_size being defined as smaller than upload_max_filesize in php.ini.';
const NOT_ALLOWED = 'Sorry, you are not allowed to upload this file type.';

/** The uploaded file, or WordPress's error for what is wrong with it. */
export function readUpload(req: RestRequest): Upload | WpError {
  const unfiltered = req.user?.capabilities.has('unfiltered_html') === true;
  if (Object.keys(req.files).length) {
    const file = req.files.file;
    if (!file) return bad('rest_upload_unknown_error', 'Specified file failed upload test.', 500);
    const md5 = checkMd5(req, file.data);
    if (md5) return md5;
    if (file.name === '') return bad('rest_upload_unknown_error', 'No file was uploaded.', 500);
    if (file.size === 0) return bad('rest_upload_unknown_error', EMPTY, 500);
    const type = allowedMimeType(file.name, unfiltered);
    if (!type) return bad('rest_upload_unknown_error', NOT_ALLOWED, 500);
    return { name: file.name, data: file.data, type };
  }
  const data = req.rawBody;
  if (!data || data.length === 0) return bad('rest_upload_no_data', 'No data supplied.');
  if (!header(req, 'content-type')) return bad('rest_upload_no_content_type', 'No Content-Type supplied.');
  const disposition = utf8Header(header(req, 'content-disposition'));
  if (!disposition) return bad('rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
  const name = filenameFromDisposition(disposition);
  if (!name) {
    return bad(
      'rest_upload_invalid_disposition',
      'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
    );
  }
  const md5 = checkMd5(req, data);
  if (md5) return md5;
  const type = allowedMimeType(name, unfiltered);
  if (!type) return bad('rest_upload_sideload_error', NOT_ALLOWED, 500);
  return { name, data, type };
}
