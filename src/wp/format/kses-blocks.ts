// wp_pre_kses_block_attributes() / filter_block_content(): before kses reads a post, its blocks are parsed and
// written back with every string in their attributes (keys too) filtered by the same allow-list.
import type { AllowedHtml } from './kses-allowed.js';
import { parseGrammar, serializeBlock, type GrammarBlock } from './block-grammar.js';
import { isPhpArray, setKey, type PhpValue } from './php-json.js';

type Filter = (text: string) => string;

/** filter_block_kses_value(); a template part's tagName must be an allowed element. */
function filteredValue(value: PhpValue, filter: Filter, html: AllowedHtml, templatePart: boolean): PhpValue {
  if (typeof value === 'string') return filter(value);
  if (!isPhpArray(value)) return value;
  const out = { entries: value.entries.map(([k, v]) => [k, v] as [typeof k, PhpValue]) };
  for (const [key, inner] of value.entries) {
    const filteredKey = typeof key === 'string' ? filter(key) : key;
    let filtered = filteredValue(inner, filter, html, templatePart);
    if (templatePart && filteredKey === 'tagName' && filtered !== '' && filtered !== '0' && filtered !== null && filtered !== false) {
      filtered = typeof filtered === 'string' && html.has(filtered) ? filtered : '';
    }
    if (filteredKey !== key)
      out.entries.splice(
        out.entries.findIndex(([k]) => k === key),
        1,
      );
    setKey(out, filteredKey, filtered);
  }
  return out;
}

function filteredBlock(block: GrammarBlock, filter: Filter, html: AllowedHtml): GrammarBlock {
  return {
    ...block,
    attrs: filteredValue(block.attrs, filter, html, block.name === 'core/template-part'),
    innerBlocks: block.innerBlocks.map((b) => filteredBlock(b, filter, html)),
  };
}

/** filter_block_content(): `filter` is wp_kses() with the allow-list, without this step (WordPress unhooks it meanwhile). */
export function filterBlockContent(text: string, filter: Filter, html: AllowedHtml): string {
  const cleaned =
    text.includes('<!--') && text.includes('--->') ? text.replace(/<!--([^\n]*?)--->/g, (_, inner: string) => `<!--${inner.replace(/-+$/, '')}-->`) : text;
  return parseGrammar(cleaned)
    .map((block) => serializeBlock(filteredBlock(block, filter, html)))
    .join('');
}
