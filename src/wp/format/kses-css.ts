// safecss_filter_attr(): a `style` attribute kept declaration by declaration, each only for an allowed property
// (or a custom `--property`) whose value, once url(), gradients and var()/calc()-like functions are taken out,
// holds no `\ ( & = }` and no comment.
import { ALLOWED_PROTOCOLS } from './kses-allowed.js';
import { badProtocol, noNull } from './kses-hair.js';

const SAFE_PROPERTIES: ReadonlySet<string> = new Set(
  (
    'background background-color background-image background-position background-size background-attachment background-blend-mode ' +
    'border border-radius border-width border-color border-style border-right border-right-color border-right-style ' +
    'border-right-width border-bottom border-bottom-color border-bottom-left-radius border-bottom-right-radius ' +
    'border-bottom-style border-bottom-width border-left border-left-color border-left-style border-left-width border-top ' +
    'border-top-color border-top-left-radius border-top-right-radius border-top-style border-top-width border-spacing ' +
    'border-collapse caption-side columns column-count column-fill column-gap column-rule column-span column-width color ' +
    'filter font font-family font-size font-style font-variant font-weight letter-spacing line-height text-align ' +
    'text-decoration text-indent text-transform height min-height max-height width min-width max-width margin margin-right ' +
    'margin-bottom margin-left margin-top margin-block-start margin-block-end margin-inline-start margin-inline-end padding ' +
    'padding-right padding-bottom padding-left padding-top padding-block-start padding-block-end padding-inline-start ' +
    'padding-inline-end flex flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap gap row-gap ' +
    'grid-template-columns grid-auto-columns grid-column-start grid-column-end grid-column-gap grid-template-rows ' +
    'grid-auto-rows grid-row-start grid-row-end grid-row-gap grid-gap justify-content justify-items justify-self ' +
    'align-content align-items align-self clear cursor direction float list-style-type object-fit object-position overflow ' +
    'vertical-align'
  ).split(' '),
);

/** Properties whose value may hold url(); of those, the ones that may be a gradient. */
const URL_PROPERTIES: ReadonlySet<string> = new Set(['background', 'background-image', 'cursor', 'list-style', 'list-style-image']);
const GRADIENT_PROPERTIES: ReadonlySet<string> = new Set(['background', 'background-image']);

const phpTrim = (s: string) => s.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

/** For each `(`, the index of the `)` that closes it, or -1; one pass with a stack. */
function closingParens(text: string): Int32Array {
  const closes = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')' && open.length) closes[open.pop()!] = i;
  }
  return closes;
}

/** `\b(?:var|calc|min|max|minmax|clamp)` followed by a balanced `( … )`, removed (PCRE's recursive `(?1)`). */
function withoutCssFunctions(text: string): string {
  if (!text.includes('(')) return text;
  const closes = closingParens(text);
  const name = /\b(?:var|calc|min|max|minmax|clamp)\(/g;
  let out = '';
  let kept = 0;
  for (let m = name.exec(text); m; m = name.exec(text)) {
    const close = closes[m.index + m[0].length - 1]!;
    // An unbalanced call is no match at this place; the search goes on after its name.
    if (close < 0) continue;
    out += text.slice(kept, m.index);
    kept = close + 1;
    name.lastIndex = kept;
  }
  return out + text.slice(kept);
}

/** The url() values of a declaration: each must be a URL with an allowed scheme, and is taken out of the test. */
function withoutUrls(value: string, test: string): string | null {
  let rest = test;
  for (const match of value.match(/url\([^)]+\)/g) ?? []) {
    const url = phpTrim(/^url\([ \t\n\x0B\f\r]*(['"]?)(.*)(\1)[ \t\n\x0B\f\r]*\)$/.exec(match)?.[2] ?? '');
    if (url === '' || url === '0' || badProtocol(url, ALLOWED_PROTOCOLS) !== url) return null;
    rest = rest.split(match).join('');
  }
  return rest;
}

const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\(([^()]|rgb[a]?\([^()]*\))*\)$/;

export function safecssFilterAttr(css: string): string {
  const declarations = phpTrim(noNull(css).replace(/[\n\r\t]/g, '')).split(';');
  const kept: string[] = [];
  for (const raw of declarations) {
    if (raw === '') continue;
    const item = phpTrim(raw);
    let test: string | null = item;
    let found = false;
    let urls = false;
    let gradients = false;
    const colon = item.indexOf(':');
    const value = colon < 0 ? '' : item.slice(colon + 1);
    if (colon < 0) {
      found = true;
    } else {
      const property = phpTrim(item.slice(0, colon));
      const custom = /^--[a-zA-Z0-9-_]+$/.test(property);
      if (custom || SAFE_PROPERTIES.has(property)) {
        found = true;
        urls = URL_PROPERTIES.has(property);
        gradients = GRADIENT_PROPERTIES.has(property);
      }
      if (custom) {
        urls = phpTrim(value).startsWith('url(');
        gradients = phpTrim(value).includes('-gradient(');
      }
    }
    if (found && urls) {
      test = withoutUrls(value, item);
      if (test === null) continue;
    }
    if (found && gradients && GRADIENT.test(phpTrim(value))) test = test.split(phpTrim(value)).join('');
    if (found && !/[\\(&=}]|\/\*/.test(withoutCssFunctions(test))) kept.push(item);
  }
  return kept.join(';');
}
