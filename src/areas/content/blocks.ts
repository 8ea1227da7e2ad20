// The block grammar (parse_blocks()) and rendering as WordPress does for static blocks: the block
// delimiter comments go, the saved HTML stays. Dynamic blocks have no saved HTML and render empty.
import { parseGrammar, type GrammarBlock } from '../../wp/format/block-grammar.js';

/** A parsed block: its name (null for freeform HTML), inner blocks and saved HTML pieces (null where an inner block goes). */
export type ParsedBlock = GrammarBlock;

/** has_blocks(). */
export const hasBlocks = (content: string): boolean => content.includes('<!-- wp:');

/** block_version(): 1 when the content uses the block format. */
export const blockVersion = (content: string): number => (hasBlocks(content) ? 1 : 0);

/** parse_blocks(). */
export const parseBlocks = parseGrammar;

/** render_block() of a static block: its saved HTML with inner blocks rendered in place. */
export function renderBlock(block: ParsedBlock): string {
  let inner = 0;
  return block.innerContent.map((piece) => piece ?? renderBlock(block.innerBlocks[inner++]!)).join('');
}

/** do_blocks(): what the_content makes of block markup before the text filters run. */
export const renderBlocks = (content: string): string => parseBlocks(content).map(renderBlock).join('');

const EXCERPT_INNER = new Set<string | null>([
  null,
  'core/freeform',
  'core/heading',
  'core/html',
  'core/list',
  'core/media-text',
  'core/paragraph',
  'core/preformatted',
  'core/pullquote',
  'core/quote',
  'core/table',
  'core/verse',
]);
const EXCERPT_WRAPPERS = new Set<string | null>(['core/columns', 'core/column', 'core/group']);
const excerptAllowed = (name: string | null) => EXCERPT_INNER.has(name) || EXCERPT_WRAPPERS.has(name);

/** _excerpt_render_inner_blocks(): the allowed blocks inside a wrapper (columns, group). */
function renderWrapperForExcerpt(block: ParsedBlock): string {
  return block.innerBlocks
    .map((inner) => {
      if (!excerptAllowed(inner.name)) return '';
      if (EXCERPT_WRAPPERS.has(inner.name)) return renderWrapperForExcerpt(inner);
      return renderBlock(inner);
    })
    .join('');
}

/** excerpt_remove_blocks(): only text-like blocks feed a generated excerpt. */
export function excerptRemoveBlocks(content: string): string {
  if (!hasBlocks(content)) return content;
  return parseBlocks(content)
    .map((block) => {
      if (!excerptAllowed(block.name)) return '';
      if (block.innerBlocks.length) {
        if (EXCERPT_WRAPPERS.has(block.name)) return renderWrapperForExcerpt(block);
        // A block with inner blocks that are not allowed, or nested deeper, is skipped.
        if (block.innerBlocks.some((inner) => !EXCERPT_INNER.has(inner.name) || inner.innerBlocks.length)) return '';
      }
      return renderBlock(block);
    })
    .join('');
}
