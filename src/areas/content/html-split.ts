// How WordPress's text filters see HTML: text runs and elements (tags, comments, CDATA) told apart, so a
// filter can change text without touching markup (wp_html_split(), _get_wptexturize_split_regex()).

/** PCRE's `\s` without the `u` flag: ASCII whitespace only (JavaScript's `\s` would also match NBSP). */
export const WS = '[\\t\\n\\v\\f\\r ]';

const COMMENT = '!--[\\s\\S]*?(?:-->|$)';
const CDATA = '!\\[CDATA\\[[\\s\\S]*?(?:\\]\\]>|$)';

/** Elements, comments and CDATA sections: a capture group, so split() keeps them at odd indices. */
const HTML_SPLIT = new RegExp(`(<(?:${COMMENT}|${CDATA}|[^>]*>?))`);
/** wptexturize()'s variant: comments and elements only. */
const TEXTURIZE_SPLIT = new RegExp(`(<(?:${COMMENT}|[^>]*>?))`);

/** wp_html_split(): text at even indices, elements at odd ones. */
export const htmlSplit = (text: string): string[] => text.split(HTML_SPLIT);

/** The pieces wptexturize() walks (empty ones dropped). */
export const texturizeSplit = (text: string): string[] => text.split(TEXTURIZE_SPLIT).filter((s) => s !== '');

/** wp_replace_in_html_tags() for one needle: replaces it inside elements only. */
export function replaceInTags(text: string, needle: string, replacement: string): string {
  if (!text.includes(needle)) return text;
  const parts = htmlSplit(text);
  for (let i = 1; i < parts.length; i += 2) {
    if (parts[i]!.includes(needle)) parts[i] = parts[i]!.split(needle).join(replacement);
  }
  return parts.join('');
}
