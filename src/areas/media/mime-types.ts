// wp_get_mime_types() as get_allowed_mime_types() leaves it (no swf/exe; html only with unfiltered_html),
// and the file-name checks wp_check_filetype() does with it.

const MIME: Record<string, string> = {
  'jpg|jpeg|jpe': 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  bmp: 'image/bmp',
  'tiff|tif': 'image/tiff',
  webp: 'image/webp',
  ico: 'image/x-icon',
  heic: 'image/heic',
  'asf|asx': 'video/x-ms-asf',
  wmv: 'video/x-ms-wmv',
  avi: 'video/avi',
  'mov|qt': 'video/quicktime',
  'mpeg|mpg|mpe': 'video/mpeg',
  'mp4|m4v': 'video/mp4',
  ogv: 'video/ogg',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  '3gp|3gpp': 'video/3gpp',
  'txt|asc|c|cc|h|srt': 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  ics: 'text/calendar',
  css: 'text/css',
  'htm|html': 'text/html',
  vtt: 'text/vtt',
  'mp3|m4a|m4b': 'audio/mpeg',
  aac: 'audio/aac',
  wav: 'audio/wav',
  'ogg|oga': 'audio/ogg',
  flac: 'audio/flac',
  mid: 'audio/midi',
  rtf: 'application/rtf',
  js: 'application/javascript',
  pdf: 'application/pdf',
  tar: 'application/x-tar',
  zip: 'application/zip',
  'gz|gzip': 'application/x-gzip',
  '7z': 'application/x-7z-compressed',
  psd: 'application/octet-stream',
  xcf: 'application/octet-stream',
  doc: 'application/msword',
  'pot|pps|ppt': 'application/vnd.ms-powerpoint',
  'xla|xls|xlt|xlw': 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  key: 'application/vnd.apple.keynote',
  numbers: 'application/vnd.apple.numbers',
  pages: 'application/vnd.apple.pages',
};

const NEEDS_UNFILTERED = new Set(['htm|html', 'js']);

/** The MIME type a file name is allowed as, or null (wp_check_filetype() against the allowed types). */
export function allowedMimeType(fileName: string, unfilteredHtml: boolean): string | null {
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const [exts, mime] of Object.entries(MIME)) {
    if (!unfilteredHtml && NEEDS_UNFILTERED.has(exts)) continue;
    if (exts.split('|').includes(ext)) return mime;
  }
  return null;
}

/** Whether `ext` is one of the allowed extensions (sanitize_file_name() marks inner extensions that are not). */
export const isAllowedExtension = (ext: string): boolean => Object.keys(MIME).some((exts) => exts.split('|').includes(ext.toLowerCase()));

/** The MIME types grouped as the media_type list argument groups them (get_media_types()). */
export function mimeTypesOf(mediaType: string): string[] {
  return [...new Set(Object.values(MIME))].filter((m) => m.split('/')[0] === mediaType);
}

export const isImageMime = (mime: string | undefined): boolean => /^image\/(jpeg|png|gif|webp|bmp|x-icon|tiff|heic)$/.test(mime ?? '');
