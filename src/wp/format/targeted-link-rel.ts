// wp_targeted_link_rel(): a link with a `target` gets rel="noopener" (added to the rel it has), outside <script>
// and <style> elements. WordPress runs it on slashed input, where quotes are escaped; callers pass slashed text too.
import { escHtml } from './kses-entities.js';
import { ksesHair } from './kses-hair.js';

/** is_serialized() (strict): PHP's serialize() output is left alone. */
function isSerialized(data: string): boolean {
  const d = data.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');
  if (d === 'N;') return true;
  if (d.length < 4 || d[1] !== ':' || (!d.endsWith(';') && !d.endsWith('}'))) return false;
  const token = d[0]!;
  if (token === 's' && d[d.length - 2] !== '"') return false;
  if ('saOE'.includes(token)) return new RegExp(`^${token}:[0-9]+:`).test(d);
  if ('bid'.includes(token)) return new RegExp(`^${token}:[0-9.E+-]+;(?=\\n?$)`).test(d);
  return false;
}

/** The text cut around `<script…</script>` and `<style…</style>` (any case): [outside, inside, outside, …]. */
function splitScriptsAndStyles(text: string): string[] {
  const parts: string[] = [];
  const lower = text.toLowerCase();
  const opening = /<(script|style)/gi;
  const unclosed = new Set<string>();
  let kept = 0;
  for (let m = opening.exec(text); m; m = opening.exec(text)) {
    const name = m[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const close = lower.indexOf(`</${name}>`, opening.lastIndex);
    if (close < 0) {
      unclosed.add(name);
      continue;
    }
    const end = close + name.length + 3;
    parts.push(text.slice(kept, m.index), text.slice(m.index, end));
    kept = end;
    opening.lastIndex = end;
  }
  parts.push(text.slice(kept));
  return parts;
}

/** wp_targeted_link_rel_callback(): the attributes of `<a …>` rewritten with the rel. */
function withRel(attributes: string): string {
  const escaped = !/(^|[^\\])['"]/.test(attributes);
  const html = escaped ? attributes.replace(/\\(['"])/g, '$1') : attributes;
  const atts = ksesHair(html);
  if (!atts.has('target')) return `<a ${attributes}>`;
  let rel = 'noopener';
  const current = atts.get('rel');
  if (current) rel = [...new Set(`${current.value} ${rel}`.split(/[ \t\n\x0B\f\r]/).filter(Boolean))].join(' ');
  atts.set('rel', { name: 'rel', value: rel, whole: `rel="${escHtml(rel)}"`, vless: 'n' });
  const joined = [...atts.values()].map((a) => a.whole).join(' ');
  return `<a ${escaped ? joined.replace(/['"]/g, '\\$&') : joined}>`;
}

/** `<a\s([^>]*target\s*=[^>]*)>` in one part of the text, case-insensitive. */
function linksWithRel(part: string): string {
  let out = '';
  let kept = 0;
  const start = /<a[ \t\n\x0B\f\r]/gi;
  for (let m = start.exec(part); m; m = start.exec(part)) {
    const close = part.indexOf('>', start.lastIndex);
    if (close < 0) break;
    const attributes = part.slice(start.lastIndex, close);
    if (!/target[ \t\n\x0B\f\r]*=/i.test(attributes)) continue;
    out += part.slice(kept, m.index) + withRel(attributes);
    kept = close + 1;
    start.lastIndex = kept;
  }
  return out + part.slice(kept);
}

export function targetedLinkRel(text: string): string {
  if (!/target/i.test(text) || !/<a /i.test(text) || isSerialized(text)) return text;
  return splitScriptsAndStyles(text)
    .map((part, i) => (i % 2 === 0 ? linksWithRel(part) : part))
    .join('');
}
