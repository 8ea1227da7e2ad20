// The linear wildcard matcher: file/list's path globs and the SQL LIKE of `wp option list --search` answer
// what the regular expressions they replace answered on ordinary patterns, and answer at once on patterns
// that made those backtrack (40 stars, `*a*a*…b`, brace bombs, `**/**/…`).
import { describe, expect, it } from 'vitest';
import { likePattern, wpCliSearch } from '../../../src/areas/sitetool/ops/like-pattern.js';
import { compileGlob } from '../../../src/areas/sitetool/theme/glob.js';
import type { Wildcard } from '../../../src/areas/sitetool/wildcard.js';

/** The regular expression file/list compiled globs into before the linear matcher: the reference on ordinary globs. */
function regexGlob(pattern: string): RegExp {
  let i = 0;
  const escapeRegExp = (c: string) => c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  const sequence = (inBraces: boolean): string => {
    let out = '';
    while (i < pattern.length) {
      const c = pattern[i]!;
      if (inBraces && (c === ',' || c === '}')) return out;
      if (c === '*' && pattern[i + 1] === '*' && (i === 0 || pattern[i - 1] === '/') && (pattern[i + 2] === '/' || i + 2 === pattern.length)) {
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
          options.push(sequence(true));
          if (pattern[i++] === '}') break;
        }
        out += `(?:${options.join('|')})`;
      } else {
        out += escapeRegExp(c);
        i++;
      }
    }
    return out;
  };
  return new RegExp(`^${sequence(false)}$`);
}

const glob = (pattern: string): Wildcard => {
  const compiled = compileGlob(pattern);
  if (typeof compiled === 'string') throw new Error(compiled);
  return compiled;
};

const PATHS = [
  'style.css',
  'index.php',
  'header.php',
  'footer.php',
  'functions.php',
  'single.php',
  'sidebar.php',
  'a',
  'ab',
  '.hidden',
  'assets',
  'assets/css',
  'assets/css/editor.css',
  'assets/js/theme.js',
  'assets/js/vendor/lib.min.js',
  'template-parts',
  'template-parts/content.php',
  'template-parts/content-none.php',
  'inc/blocks/patterns.php',
  'a/b/c/d.php',
  'a/.b/c.php',
  'x{y}.txt',
  'one,two.txt',
];

const GLOBS = [
  '*',
  '**',
  '*.php',
  '**/*.php',
  '**/*',
  'template-parts/*',
  'assets/**',
  '**/*.{css,js}',
  '{header,footer}.php',
  's???le.php',
  '*.txt',
  '?',
  '??',
  'a/**/d.php',
  'a/**/c/d.php',
  '**/c/*',
  'assets/*/*.js',
  'assets/**/*.js',
  '{assets,inc}/**',
  '{a,{b,c}}*',
  '*.{php,{css,js}}',
  '{,template-parts/}content*.php',
  'a**',
  '**.php',
  'as*/**/*.js',
  '*/*',
  '*/*/*',
  '**/**/*.js',
  'x*.txt',
  '{}x',
  '{a,}',
  '*-*.php',
  'inc/**/patterns.php',
  '**/patterns.php',
  '**/content-*.php',
];

describe('path globs (file/list)', () => {
  it.each(GLOBS)('%s selects the same paths as the regular expression it replaces', (pattern) => {
    const reference = regexGlob(pattern);
    const matcher = glob(pattern);
    expect(PATHS.filter((p) => matcher.test(p))).toEqual(PATHS.filter((p) => reference.test(p)));
  });

  it.each([
    ['*.php', 'header.php', true],
    ['*.php', 'template-parts/content.php', false],
    ['?', '/', false],
    ['**/x', 'x', true],
    ['**/x', 'a/b/x', true],
    ['**/x', 'a//x', false],
    ['a/**', 'a/b/c', true],
    ['a/**', 'a', false],
    ['{a,b}/{c,d}', 'b/c', true],
    ['{a,b}/{c,d}', 'b/e', false],
  ])('%s on %s: %s', (pattern, path, expected) => {
    expect(glob(pattern).test(path)).toBe(expected);
  });

  it.each(['{a', 'a}', '{a,{b}', '{{a,b}'])('refuses %s: its braces are unbalanced', (pattern) => {
    expect(compileGlob(pattern)).toBe('its braces { } are unbalanced');
  });

  const name = `${'a'.repeat(400)}.php`;
  it.each([
    ['40 stars and x', `${'*'.repeat(40)}x`, name, false],
    ['stars between a s, then b', '*a*a*a*a*a*a*a*a*b', name, false],
    ['stars between a s, then p', '*a*a*a*a*a*a*a*a*p', name, true],
    ['a brace bomb', `${'{a,b}'.repeat(100)}x`, name, false],
    ['a brace bomb that matches', `${'{a,b,aa}'.repeat(60)}*.php`, name, true],
    ['nested braces', `${'{a,'.repeat(50)}b${'}'.repeat(50)}*`, name, true],
    ['globstar segments', `${'**/'.repeat(8)}x`, `${'d/'.repeat(15)}y`, false],
  ])('answers %s on a long name', (_, pattern, path, expected) => {
    expect(glob(pattern).test(path)).toBe(expected);
  });
});

describe('LIKE (wp option list --search)', () => {
  it.each([
    ['blog%', 'blogname', true],
    ['blog%', 'BLOGNAME', true],
    ['%name', 'blogname', true],
    ['blog_ame', 'blogname', true],
    ['blog_ame', 'blognname', false],
    ['blog\\_public', 'blog_public', true],
    ['blog\\_public', 'blogXpublic', false],
    ['100\\%', '100%', true],
    ['100\\%', '1000', false],
    ['a\\\\b', 'a\\b', true],
    ['caf%', 'CAFÉ', true],
    ['café', 'CAFE', true],
    ['%', '', true],
    ['_', '', false],
    ['a%b%c', 'abc', true],
    ['a%b%c', 'acb', false],
  ])('%s on %s: %s', (pattern, text, expected) => {
    expect(likePattern(pattern).test(text)).toBe(expected);
  });

  it.each([
    ['blog*', ['blogname', 'blogdescription', 'blog_public', 'blogXpublic']],
    ['*_transient_*', ['_transient_x', '_site_transient_update_core']],
    ['blog?ame', ['blogname']],
    ['blog_*', ['blog_public']],
    ['%', []],
    ['sticky_posts', ['sticky_posts']],
    ['STICKY*', ['sticky_posts']],
  ])('--search=%s lists %j (WP-CLI: * and ? are wildcards, % _ \\ literal)', (search, expected) => {
    const names = ['blogname', 'blogdescription', 'blog_public', 'blogXpublic', 'sticky_posts', '_transient_x', '_site_transient_update_core', 'home'];
    expect(names.filter((n) => wpCliSearch(search).test(n))).toEqual(expected);
  });

  it.each(['blog*', '*_transient_*', 'sticky_posts', '*name', 'home', '*o*e*'])(
    '--search=%s lists what the regular expression it replaces listed',
    (search) => {
      const names = ['blogname', 'blogdescription', 'blog_public', 'sticky_posts', '_transient_x', '_site_transient_update_core', 'home', 'siteurl'];
      const reference = new RegExp(
        `^${search
          .split('*')
          .map((p) => p.replace(/[\\^$.+?()[\]{}|]/g, '\\$&'))
          .join('.*')}$`,
      );
      expect(names.filter((n) => wpCliSearch(search).test(n))).toEqual(names.filter((n) => reference.test(n)));
    },
  );

  it.each([
    ['30 stars and z', `${'*'.repeat(30)}z`, 'a'.repeat(5000), false],
    ['stars between a s, then b', '*a*a*a*a*a*a*a*a*b', 'a'.repeat(5000), false],
    ['question marks and stars', '?*'.repeat(40), 'a'.repeat(5000), true],
  ])('answers %s on a long option name', (_, search, name, expected) => {
    expect(wpCliSearch(search).test(name)).toBe(expected);
  });
});
