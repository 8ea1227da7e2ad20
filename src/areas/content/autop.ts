// wpautop(): double line breaks become paragraphs, single ones <br />, as WordPress renders classic
// (non-block) content and every excerpt.
import { replaceInTags, WS } from './html-split.js';
import { phpTrim } from './php-string.js';

const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';
const re = (source: string, flags = 'g') => new RegExp(source, flags);

const BLOCK_OPEN = re(`(<${BLOCKS}[\\s/>])`);
const BLOCK_CLOSE = re(`(</${BLOCKS}>)`);
const BLOCK_IN_P = re(`<p>${WS}*(</?${BLOCKS}[^>]*>)${WS}*</p>`);
const P_BEFORE_BLOCK = re(`<p>${WS}*(</?${BLOCKS}[^>]*>)`);
const P_AFTER_BLOCK = re(`(</?${BLOCKS}[^>]*>)${WS}*</p>`);
const BR_AFTER_BLOCK = re(`(</?${BLOCKS}[^>]*>)${WS}*<br />`);
const BR_BEFORE_BLOCK = re(`<br />(${WS}*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)`);

/** Pulls <pre> blocks out (autop must not touch them); returns the text and what to put back. */
function holdPre(text: string): [string, Map<string, string>] {
  const held = new Map<string, string>();
  if (!text.includes('<pre')) return [text, held];
  const parts = text.split('</pre>');
  const last = parts.pop()!;
  let out = '';
  let i = 0;
  for (const part of parts) {
    const start = part.indexOf('<pre');
    if (start < 0) {
      out += part;
      continue;
    }
    const name = `<pre wp-pre-tag-${i++}></pre>`;
    held.set(name, `${part.slice(start)}</pre>`);
    out += part.slice(0, start) + name;
  }
  return [out + last, held];
}

/** Line breaks inside <option>, <object>, <audio>/<video> and <figcaption> are not paragraphs. */
function collapseInline(text: string): string {
  let t = text;
  if (t.includes('<option')) t = t.replace(re(`${WS}*<option`), '<option').replace(re(`</option>${WS}*`), '</option>');
  if (t.includes('</object>')) {
    t = t
      .replace(re(`(<object[^>]*>)${WS}*`), '$1')
      .replace(re(`${WS}*</object>`), '</object>')
      .replace(re(`${WS}*(</?(?:param|embed)[^>]*>)${WS}*`), '$1');
  }
  if (t.includes('<source') || t.includes('<track')) {
    t = t
      .replace(re(`([<\\[](?:audio|video)[^>\\]]*[>\\]])${WS}*`), '$1')
      .replace(re(`${WS}*([<\\[]/(?:audio|video)[>\\]])`), '$1')
      .replace(re(`${WS}*(<(?:source|track)[^>]*>)${WS}*`), '$1');
  }
  if (t.includes('<figcaption')) t = t.replace(re(`${WS}*(<figcaption[^>]*>)`), '$1').replace(re(`</figcaption>${WS}*`), '</figcaption>');
  return t;
}

function lineBreaks(text: string): string {
  let t = text.replace(/<(script|style|svg).*?<\/\1>/gs, (m) => m.split('\n').join('<WPPreserveNewline />'));
  t = t.split('<br>').join('<br />').split('<br/>').join('<br />');
  t = t.replace(re(`(?<!<br />)${WS}*\\n`), '<br />\n');
  return t.split('<WPPreserveNewline />').join('\n');
}

export function wpautop(input: string, br = true): string {
  if (phpTrim(input) === '') return '';
  const [start, held] = holdPre(`${input}\n`);
  let text = start
    .replace(re(`<br${WS}*/?>${WS}*<br${WS}*/?>`), '\n\n')
    .replace(BLOCK_OPEN, '\n\n$1')
    .replace(BLOCK_CLOSE, '$1\n\n')
    .replace(re(`(<hr${WS}*?/?>)`), '$1\n\n')
    .replace(/\r\n|\r/g, '\n');
  text = replaceInTags(text, '\n', ' <!-- wpnl --> ');
  text = collapseInline(text).replace(/\n\n+/g, '\n\n');

  text = text
    .split(re(`\\n${WS}*\\n`, ''))
    .filter((p) => p !== '')
    .map((p) => `<p>${p.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');
  text = text
    .replace(re(`<p>${WS}*</p>`), '')
    .replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>')
    .replace(BLOCK_IN_P, '$1')
    .replace(/<p>(<li.+?)<\/p>/g, '$1')
    .replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>')
    .split('</blockquote></p>')
    .join('</p></blockquote>')
    .replace(P_BEFORE_BLOCK, '$1')
    .replace(P_AFTER_BLOCK, '$1');
  if (br) text = lineBreaks(text);
  text = text
    .replace(BR_AFTER_BLOCK, '$1')
    .replace(BR_BEFORE_BLOCK, '$1')
    .replace(/\n<\/p>(\n?)$/, '</p>$1');
  for (const [name, pre] of held) text = text.split(name).join(pre);
  if (text.includes('<!-- wpnl -->')) text = text.split(' <!-- wpnl --> ').join('\n').split('<!-- wpnl -->').join('\n');
  return text;
}
