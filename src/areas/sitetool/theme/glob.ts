// Glob patterns of file/list, matched against whole paths relative to the theme root: `*` and `?` stay
// within one directory, a `**` segment spans any number of directories (`**/*.php` finds every PHP file,
// `*.php` only those at the root), `{a,b}` offers alternatives (which may hold wildcards themselves).

const escape = (c: string) => c.replace(/[.+^$()|[\]\\]/g, '\\$&');

/** The regular expression for `pattern`, or why it cannot be read (unbalanced braces). */
export function compileGlob(pattern: string): RegExp | string {
  let i = 0;
  const atSegmentStart = () => i === 0 || pattern[i - 1] === '/';

  const sequence = (inBraces: boolean): string | null => {
    let out = '';
    while (i < pattern.length) {
      const c = pattern[i]!;
      if (inBraces && (c === ',' || c === '}')) return out;
      if (c === '}') return null;
      if (c === '*' && pattern[i + 1] === '*' && atSegmentStart() && (pattern[i + 2] === '/' || i + 2 === pattern.length)) {
        const last = i + 2 === pattern.length;
        out += last ? '.*' : '(?:[^/]+/)*';
        i += last ? 2 : 3;
      } else if (c === '*') {
        out += '[^/]*';
        i += pattern[i + 1] === '*' ? 2 : 1;
      } else if (c === '?') {
        out += '[^/]';
        i++;
      } else if (c === '{') {
        i++;
        const options: string[] = [];
        for (;;) {
          const option = sequence(true);
          if (option === null || i >= pattern.length) return null;
          options.push(option);
          if (pattern[i++] === '}') break;
        }
        out += `(?:${options.join('|')})`;
      } else {
        out += escape(c);
        i++;
      }
    }
    return inBraces ? null : out;
  };

  const source = sequence(false);
  return source === null ? 'its braces { } are unbalanced' : new RegExp(`^${source}$`);
}
