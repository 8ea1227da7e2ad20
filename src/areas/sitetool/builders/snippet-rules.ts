// What a code snippet (WPCode) may be: its code types, the auto-insert locations each type can use, the insert
// methods, and the code as the plugin stores it (PHP without its opening tag, CSS and JS without their wrapper).
import { WpError } from '../../../wp/errors.js';

export const CODE_TYPES = ['html', 'text', 'css', 'scss', 'js', 'php', 'universal', 'blocks'];
export const INSERT_METHODS = ['auto', 'shortcode'];

/** Where PHP runs (it is executed, not printed). */
const PHP_LOCATIONS = ['everywhere', 'frontend_only', 'admin_only', 'frontend_cl'];
/** Where printed code goes: the site-wide hooks, then page-specific spots. */
const OUTPUT_LOCATIONS = [
  'site_wide_header',
  'site_wide_body',
  'site_wide_footer',
  'before_post',
  'after_post',
  'before_content',
  'after_content',
  'before_paragraph',
  'after_paragraph',
  'archive_before_content',
  'archive_after_content',
  'archive_before_post',
  'archive_after_post',
  'before_excerpt',
  'after_excerpt',
  'between_posts',
];

export const locationsFor = (codeType: string): readonly string[] => (codeType === 'php' ? PHP_LOCATIONS : OUTPUT_LOCATIONS);

const bad = (code: string, message: string) => new WpError(code, message, { status: 400 });

export interface SnippetFields {
  title: string;
  code: string;
  code_type: string;
  location: string;
  insert_method: string;
}

/** The code as stored: `<?php` (and a closing `?>`) dropped from PHP, a `<style>`/`<script>` wrapper from CSS/JS. */
export function storedCode(codeType: string, code: string): string {
  let out = code.trim();
  if (codeType === 'php') out = out.replace(/^<\?php\b/i, '').replace(/\?>$/, '');
  if (codeType === 'css' || codeType === 'scss') out = out.replace(/^<style\b[^>]*>([\s\S]*)<\/style>$/i, '$1');
  if (codeType === 'js') out = out.replace(/^<script\b[^>]*>([\s\S]*)<\/script>$/i, '$1');
  return out.trim();
}

/** The fields checked against the plugin's values; the first problem as a 400 listing what is allowed. */
export function checkSnippet(params: Record<string, unknown>): SnippetFields | WpError {
  const title = String(params.title ?? '').trim();
  if (!title) return bad('sitetool_missing_title', 'title must not be empty: give the snippet a name.');
  const codeType = String(params.code_type ?? '');
  if (!CODE_TYPES.includes(codeType)) return bad('sitetool_invalid_code_type', `code_type must be one of ${CODE_TYPES.join(', ')} (got "${codeType}").`);
  const location = String(params.location ?? '');
  const locations = locationsFor(codeType);
  if (!locations.includes(location)) {
    return bad('sitetool_invalid_location', `location "${location}" is not available for ${codeType} snippets; use one of ${locations.join(', ')}.`);
  }
  const insertMethod = String(params.insert_method ?? 'auto');
  if (!INSERT_METHODS.includes(insertMethod)) {
    return bad('sitetool_invalid_insert_method', `insert_method must be one of ${INSERT_METHODS.join(', ')} (got "${insertMethod}").`);
  }
  const code = storedCode(codeType, String(params.code ?? ''));
  if (!code) return bad('sitetool_empty_code', 'code must not be empty.');
  return { title, code, code_type: codeType, location, insert_method: insertMethod };
}
