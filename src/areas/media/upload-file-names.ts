// The name an upload is stored under: sanitize_file_name() (accents removed, special characters dropped, runs of
// white space and dashes as one `-`, an unknown inner extension marked with `_`), then wp_unique_filename() in the
// uploads folder (a name that could be a sub-size's gets `-1`, taken names count up, the extension is lower-cased,
// and a name whose sub-sizes are already there counts up too).
import type { Session } from '../../store/session.js';
import { removeAccents } from '../../wp/format/remove-accents.js';
import { attachmentSizes, sizeSourceFile } from './media-files.js';
import { allowedMimeType, isAllowedExtension } from './mime-types.js';

const SPECIAL_CHARACTERS = [
  '?',
  '[',
  ']',
  '/',
  '\\',
  '=',
  '<',
  '>',
  ':',
  ';',
  ',',
  "'",
  '"',
  '&',
  '$',
  '#',
  '*',
  '(',
  ')',
  '|',
  '~',
  '`',
  '!',
  '{',
  '}',
  '%',
  '+',
  '’',
  '«',
  '»',
  '”',
  '“',
  '\0',
];

const trimChars = (text: string, chars: string) => {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start++;
  while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
};

export function sanitizeFileName(raw: string): string {
  let name = removeAccents(raw).replace(/\u00a0/g, ' ');
  for (const c of SPECIAL_CHARACTERS) name = name.split(c).join('');
  name = trimChars(name.replace(/[\r\n\t -]+/g, '-'), '.-_');
  // A bare extension (`jpg`) is a file without a name.
  if (name !== '' && !name.includes('.') && allowedMimeType(`test.${name}`, true) !== null) return `unnamed-file.${name}`;
  // WordPress would keep an empty name; the areas that name their own files need one.
  if (name === '') return 'unnamed-file';
  const parts = name.split('.');
  if (parts.length <= 2) return name;
  let out = parts.shift()!;
  const extension = parts.pop()!;
  for (const part of parts) out += `.${part}${/^[a-zA-Z]{2,5}\d?$/.test(part) && !isAllowedExtension(part) ? '_' : ''}`;
  return `${out}.${extension}`;
}

/** PHP's str_replace() with a list of searches: each replaced everywhere in turn. */
const strReplace = (text: string, searches: string[], by: string) => searches.reduce((t, s) => (s === '' ? t : t.split(s).join(by)), text);

/** The file names in an uploads folder: stored uploads, attachments' files, their originals and their sub-sizes. */
function filesIn(s: Session, folder: string): Set<string> {
  const prefix = `${folder}/`;
  const names = new Set<string>();
  const add = (path: string | undefined) => {
    if (path?.startsWith(prefix) && !path.slice(prefix.length).includes('/')) names.add(path.slice(prefix.length));
  };
  for (const path of Object.keys(s.state.files ?? {})) add(path);
  for (const p of Object.values(s.state.posts)) {
    if (p.type !== 'attachment') continue;
    add(p.file);
    add(sizeSourceFile(p));
    for (const f of attachmentSizes(p)) add(f.file);
  }
  return names;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** _wp_check_existing_file_names(): a sub-size, `-scaled` or `-rotated` file of this name is in the folder. */
function subSizeExists(fileName: string, files: Set<string>): boolean {
  const dot = fileName.lastIndexOf('.');
  const fname = dot >= 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot >= 0 ? fileName.slice(dot) : '';
  if (!fname) return false;
  const re = new RegExp(`^${escapeRegExp(fname)}-(?:\\d+x\\d+|scaled|rotated)${escapeRegExp(ext)}$`, 'i');
  for (const f of files) if (re.test(f)) return true;
  return false;
}

/** wp_unique_filename() for a sanitised name in `folder` (`2026/01`): the path the upload is stored at. */
export function uniqueFilePath(s: Session, folder: string, fileName: string): string {
  const files = filesIn(s, folder);
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot) : '';
  const fname = dot >= 0 ? fileName.slice(0, dot) : fileName;
  let name = fileName;
  let number: number | '' = '';
  // A name that could be an image sub-size's always gets a number.
  if (fname && /-(?:\d+x\d+|scaled|rotated)$/.test(fname)) {
    number = 1;
    name = strReplace(name, [`${fname}${ext}`], `${fname}-1${ext}`);
  }
  const lcExt = ext.toLowerCase();
  let lcName = ext && lcExt !== ext ? name.slice(0, name.length - ext.length) + lcExt : null;
  while (files.has(name) || (lcName !== null && files.has(lcName))) {
    const next = Number(number || 0) + 1;
    if (lcName !== null) lcName = strReplace(lcName, [`-${number}${lcExt}`, `${number}${lcExt}`], `-${next}${lcExt}`);
    name = `${number}${ext}` === '' ? `${name}-${next}` : strReplace(name, [`-${number}${ext}`, `${number}${ext}`], `-${next}${ext}`);
    number = next;
  }
  if (lcName !== null) name = lcName;
  if (fname && ext) {
    for (let i = 0; i <= files.size && subSizeExists(name, files); i++) {
      const next = Number(number || 0) + 1;
      name = strReplace(name, [`-${number}${lcExt}`, `${number}${lcExt}`], `-${next}${lcExt}`);
      number = next;
    }
  }
  return `${folder}/${name}`;
}
