// The theme header of style.css, read as WordPress's get_file_data() reads it: a `Name: value` line per
// field in the file's first 8 KiB, with comment decoration (` * `, `#`, `@`) ignored.

export const THEME_HEADERS = {
  name: 'Theme Name',
  theme_uri: 'Theme URI',
  description: 'Description',
  author: 'Author',
  author_uri: 'Author URI',
  version: 'Version',
  requires_wp: 'Requires at least',
  tested_up_to: 'Tested up to',
  requires_php: 'Requires PHP',
  template: 'Template',
  text_domain: 'Text Domain',
  tags: 'Tags',
} as const;

export type ThemeHeaders = Record<keyof typeof THEME_HEADERS, string>;

export function readStyleHeader(css: string): ThemeHeaders {
  const head = css.slice(0, 8192).replace(/\r/g, '\n');
  const out = {} as ThemeHeaders;
  for (const [key, label] of Object.entries(THEME_HEADERS) as [keyof ThemeHeaders, string][]) {
    const match = new RegExp(`^[ \\t/*#@]*${label}:(.*)$`, 'mi').exec(head);
    out[key] = match ? match[1]!.replace(/\s*(?:\*\/|\?>).*$/, '').trim() : '';
  }
  return out;
}
