// SQL LIKE as MySQL applies it with WordPress's default collation (`%` any text, `_` one character, `\`
// takes the next character literally; case- and accent-insensitive), and the `--search` of `wp option list`,
// which WP-CLI turns into one: esc_like() makes `%`, `_` and `\` literal, then `*` becomes `%` and `?` `_`.
import { fold } from '../../content/search.js';
import { compileWildcard, type Piece, type Wildcard } from '../wildcard.js';

export function likePattern(pattern: string): Wildcard {
  const pieces: Piece[] = [];
  let literal = '';
  const flush = () => {
    if (literal) pieces.push({ type: 'text', text: fold(literal) });
    literal = '';
  };
  const chars = Array.from(pattern);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) {
      literal += chars[++i];
    } else if (c === '%' || c === '_') {
      flush();
      const last = pieces.at(-1);
      if (c === '_') pieces.push({ type: 'one', slash: true });
      else if (last?.type !== 'many') pieces.push({ type: 'many', slash: true });
    } else {
      literal += c;
    }
  }
  flush();
  return compileWildcard(pieces, fold);
}

/** WP-CLI's esc_like() (wpdb::esc_like) and wildcard substitution, as `option list --search` builds its LIKE. */
export const wpCliSearch = (search: string): Wildcard =>
  likePattern(
    search
      .replace(/[\\%_]/g, '\\$&')
      .replaceAll('*', '%')
      .replaceAll('?', '_'),
  );
