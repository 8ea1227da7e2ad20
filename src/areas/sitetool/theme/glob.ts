// Glob patterns of file/list, matched against whole paths relative to the theme root: `*` and `?` stay
// within one directory, a `**` segment spans any number of directories (`**/*.php` finds every PHP file,
// `*.php` only those at the root), `{a,b}` offers alternatives (which may hold wildcards and braces themselves).
// Matched by the linear matcher (../wildcard.ts): alternatives stay alternatives in its automaton rather than
// being multiplied out, so `{a,b}{a,b}…` costs no more than it reads.
import { compileWildcard, type Piece, type Wildcard } from '../wildcard.js';

/** The matcher for `pattern`, or why it cannot be read (unbalanced braces). */
export function compileGlob(pattern: string): Wildcard | string {
  let i = 0;
  const atSegmentStart = () => i === 0 || pattern[i - 1] === '/';

  const sequence = (inBraces: boolean): Piece[] | null => {
    const out: Piece[] = [];
    const push = (piece: Piece) => {
      const last = out.at(-1);
      if (piece.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + piece.text };
      else if (piece.type === 'many' && last?.type === 'many' && last.slash === piece.slash)
        return; // `**` inside a name is `*`
      else out.push(piece);
    };
    while (i < pattern.length) {
      const c = pattern[i]!;
      if (inBraces && (c === ',' || c === '}')) return out;
      if (c === '}') return null;
      if (c === '*' && pattern[i + 1] === '*' && atSegmentStart() && (pattern[i + 2] === '/' || i + 2 === pattern.length)) {
        const last = i + 2 === pattern.length;
        push(last ? { type: 'many', slash: true } : { type: 'dirs' });
        i += last ? 2 : 3;
      } else if (c === '*') {
        push({ type: 'many', slash: false });
        i += pattern[i + 1] === '*' ? 2 : 1;
      } else if (c === '?') {
        push({ type: 'one', slash: false });
        i++;
      } else if (c === '{') {
        i++;
        const options: Piece[][] = [];
        for (;;) {
          const option = sequence(true);
          if (option === null || i >= pattern.length) return null;
          options.push(option);
          if (pattern[i++] === '}') break;
        }
        push({ type: 'either', options });
      } else {
        push({ type: 'text', text: c });
        i++;
      }
    }
    return inBraces ? null : out;
  };

  const pieces = sequence(false);
  return pieces === null ? 'its braces { } are unbalanced' : compileWildcard(pieces);
}
