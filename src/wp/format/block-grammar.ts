// WordPress's block grammar for a save: WP_Block_Parser's parse with attributes (blocks, their inner blocks and
// the HTML between, freeform HTML outside) and serialize_block() writing them back, as filter_block_content() does
// when kses filters block attributes.
import { isPhpArray, jsonDecode, jsonEncode, type PhpValue } from './php-json.js';

export interface GrammarBlock {
  /** `core/paragraph`; null for freeform HTML. */
  name: string | null;
  attrs: PhpValue;
  innerBlocks: GrammarBlock[];
  /** HTML pieces, with null where an inner block goes. */
  innerContent: (string | null)[];
}

const S = '[ \\t\\n\\x0B\\f\\r]';
/** The block delimiter; `(?=(…))\\5` makes the attribute scan possessive, as WordPress's `*+`. */
const DELIMITER = new RegExp(
  `<!--${S}+(\\/)?wp:([a-z][a-z0-9_-]*\\/)?([a-z][a-z0-9_-]*)${S}+(\\{(?=((?:[^}]+|\\}+(?=\\})|(?!\\}${S}+\\/?-->)[\\s\\S])*))\\5\\}${S}+)?(\\/)?-->`,
  'g',
);

/** PHP's empty() on a piece of HTML: '' and '0' are dropped. */
const kept = (html: string) => html !== '' && html !== '0';
const freeform = (html: string): GrammarBlock => ({ name: null, attrs: { entries: [] }, innerBlocks: [], innerContent: [html] });

interface Frame {
  block: GrammarBlock;
  start: number;
  prev: number;
  leading: number | null;
}

export function parseGrammar(doc: string): GrammarBlock[] {
  const output: GrammarBlock[] = [];
  const stack: Frame[] = [];
  let offset = 0;
  const addInner = (block: GrammarBlock, start: number, end: number) => {
    const parent = stack[stack.length - 1]!;
    parent.block.innerBlocks.push(block);
    const html = doc.slice(parent.prev, start);
    if (kept(html)) parent.block.innerContent.push(html);
    parent.block.innerContent.push(null);
    parent.prev = end;
  };
  const fromStack = (end?: number) => {
    const top = stack.pop()!;
    const html = doc.slice(top.prev, end);
    if (kept(html)) top.block.innerContent.push(html);
    if (top.leading !== null) output.push(freeform(doc.slice(top.leading, top.start)));
    output.push(top.block);
  };
  const rest = () => {
    if (offset < doc.length) output.push(freeform(doc.slice(offset)));
  };
  DELIMITER.lastIndex = 0;
  for (;;) {
    DELIMITER.lastIndex = offset;
    const m = DELIMITER.exec(doc);
    if (!m) {
      if (!stack.length) rest();
      while (stack.length) fromStack();
      return output;
    }
    const start = m.index;
    const end = start + m[0].length;
    const leading = start > offset ? offset : null;
    const name = `${m[2] ?? 'core/'}${m[3]!}`;
    const attrs: PhpValue = m[4] !== undefined ? jsonDecode(m[4].replace(new RegExp(`${S}+$`), '')) : { entries: [] };
    if (m[6] !== undefined) {
      const block = { name, attrs, innerBlocks: [], innerContent: [] };
      if (!stack.length) {
        if (leading !== null) output.push(freeform(doc.slice(leading, start)));
        output.push(block);
      } else addInner(block, start, end);
    } else if (m[1] === undefined) {
      stack.push({ block: { name, attrs, innerBlocks: [], innerContent: [] }, start, prev: end, leading });
    } else if (!stack.length) {
      rest();
      return output;
    } else if (stack.length === 1) {
      fromStack(start);
    } else {
      const top = stack.pop()!;
      const html = doc.slice(top.prev, start);
      top.block.innerContent.push(html);
      addInner(top.block, top.start, end);
    }
    offset = end;
  }
}

/** serialize_block_attributes(): JSON that cannot close the comment or be read as HTML. */
const serializeAttributes = (attrs: PhpValue): string =>
  jsonEncode(attrs).replace(/--/g, '\\u002d\\u002d').replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\\"/g, '\\u0022');

/** serialize_block(). */
export function serializeBlock(block: GrammarBlock): string {
  let index = 0;
  const content = block.innerContent.map((chunk) => chunk ?? serializeBlock(block.innerBlocks[index++]!)).join('');
  if (block.name === null) return content;
  const name = block.name.startsWith('core/') ? block.name.slice(5) : block.name;
  const attrs = isPhpArray(block.attrs) && block.attrs.entries.length ? `${serializeAttributes(block.attrs)} ` : '';
  if (!kept(content)) return `<!-- wp:${name} ${attrs}/-->`;
  return `<!-- wp:${name} ${attrs}-->${content}<!-- /wp:${name} -->`;
}
