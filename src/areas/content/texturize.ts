// wptexturize(): typographic quotes, apostrophes, primes, dashes, ellipses and the × sign, applied to
// text outside tags and outside <pre>, <code>, <kbd>, <style>, <script> and <tt>.
import { texturizeSplit } from './html-split.js';
import { phpTrim } from './php-string.js';

const SPACES = '[\\r\\n\\t ]|\\u00a0|&nbsp;';
/** PCRE's `\Z`: the end, or just before a final newline. */
const END = '\\n?$';
const OPEN_Q = '&#8220;';
const CLOSE_Q = '&#8221;';
const OPEN_SQ = '&#8216;';
const CLOSE_SQ = '&#8217;';
const APOS = '&#8217;';
const FLAG_OQ = '<!--oq-->';
const FLAG_OSQ = '<!--osq-->';
const FLAG_APOS = '<!--apos-->';
const NO_TEXTURIZE = new Set(['pre', 'code', 'kbd', 'style', 'script', 'tt']);

const COCKNEY = ["'tain't", "'twere", "'twas", "'tis", "'twill", "'til", "'bout", "'nuff", "'round", "'cause", "'em"];
const STATIC: [string, string][] = [
  ['...', '&#8230;'],
  ['``', OPEN_Q],
  ["''", CLOSE_Q],
  [' (tm)', ' &#8482;'],
  ...COCKNEY.map((w): [string, string] => [w, w.replace(/'/g, APOS)]),
];

type Rule = [RegExp, string];
const rule = (source: string, to: string): Rule => [new RegExp(source, 'g'), to];
const AFTER_QUOTE = `(?=${END}|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`;

const APOS_RULES: Rule[] = [
  rule(`'(\\d\\d)'${AFTER_QUOTE}`, `${FLAG_APOS}$1${CLOSE_SQ}`),
  rule(`'(\\d\\d)"${AFTER_QUOTE}`, `${FLAG_APOS}$1${CLOSE_Q}`),
  rule(`'(?=\\d\\d(?:${END}|(?![%\\d]|[.,]\\d)))`, FLAG_APOS),
  rule(`(?<=^|${SPACES})'(\\d[.,\\d]*)'`, `${FLAG_OSQ}$1${CLOSE_SQ}`),
  rule(`(?<=^|[([{"\\-]|&lt;|${SPACES})'`, FLAG_OSQ),
  rule(`(?<!${SPACES})'(?!${END}|[.,:;!?"'(){}[\\]\\-]|&[lg]t;|${SPACES})`, FLAG_APOS),
];
const QUOTE_RULES: Rule[] = [rule(`(?<=^|${SPACES})"(\\d[.,\\d]*)"`, `${FLAG_OQ}$1${CLOSE_Q}`), rule(`(?<=^|[([{\\-]|&lt;|${SPACES})"(?!${SPACES})`, FLAG_OQ)];
const DASH_RULES: Rule[] = [
  rule('---', '&#8212;'),
  rule(`(?<=^|${SPACES})--(?=${END}|${SPACES})`, '&#8212;'),
  rule('(?<!xn)--', '&#8211;'),
  rule(`(?<=^|${SPACES})-(?=${END}|${SPACES})`, '&#8211;'),
];
const LONE_AMP = /&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi;

const applyRules = (text: string, rules: Rule[]) => rules.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const PRIME_FLAG = '<!--wp-prime-or-quote-->';

/** The patterns wptexturize_primes() builds for one needle (`'` or `"`), built once. */
const primePatterns = (needle: string) => ({
  quote: new RegExp(`${needle}${AFTER_QUOTE}`, 'g'),
  primeAfterDigit: new RegExp(`(?<=\\d)${needle}`, 'g'),
});
const PRIME_PATTERNS: Record<string, ReturnType<typeof primePatterns>> = { "'": primePatterns("'"), '"': primePatterns('"') };
const FLAG_NO_DIGIT = new RegExp(`(?<!\\d)${PRIME_FLAG}`, 'g');
const FLAG_AFTER_DIGIT = new RegExp(`(?<=\\d)${PRIME_FLAG}`, 'g');

/** wptexturize_primes(): closing quotes versus primes (9' and 9"), sentence by sentence. */
function primes(haystack: string, needle: string, prime: string, openFlag: string, close: string): string {
  const flag = PRIME_FLAG;
  const { quote, primeAfterDigit } = PRIME_PATTERNS[needle]!;
  const sentences = haystack.split(openFlag).map((sentence, key) => {
    let s = sentence;
    if (!s.includes(needle)) return s;
    if (key !== 0 && !s.includes(close)) {
      const count = countOf(s, quote);
      s = s.replace(quote, flag);
      if (count > 1) {
        const count2 = countOf(s, FLAG_NO_DIGIT);
        s = s.replace(FLAG_NO_DIGIT, close);
        if (count2 === 0) {
          const pos = s.includes(`${flag}.`) ? s.lastIndexOf(`${flag}.`) : s.lastIndexOf(flag);
          s = s.slice(0, pos) + close + s.slice(pos + flag.length);
        }
        s = s.replace(primeAfterDigit, prime).replace(FLAG_AFTER_DIGIT, prime).split(flag).join(close);
      } else if (count === 1) {
        s = s.split(flag).join(close).replace(primeAfterDigit, prime);
      } else {
        s = s.replace(primeAfterDigit, prime);
      }
    } else {
      s = s.replace(primeAfterDigit, prime).replace(quote, close);
    }
    if (needle === '"' && s.includes('"')) s = s.split('"').join(close);
    return s;
  });
  return sentences.join(openFlag);
}

function texturizeText(text: string): string {
  let t = STATIC.reduce((acc, [from, to]) => (acc.includes(from) ? acc.split(from).join(to) : acc), text);
  if (t.includes("'")) {
    t = primes(applyRules(t, APOS_RULES), "'", '&#8242;', FLAG_OSQ, CLOSE_SQ);
    t = t.split(FLAG_APOS).join(APOS).split(FLAG_OSQ).join(OPEN_SQ);
  }
  if (t.includes('"')) {
    t = primes(applyRules(t, QUOTE_RULES), '"', '&#8243;', FLAG_OQ, CLOSE_Q);
    t = t.split(FLAG_OQ).join(OPEN_Q);
  }
  if (t.includes('-')) t = applyRules(t, DASH_RULES);
  if (/(?<=\d)x\d/.test(t)) t = t.replace(/\b(0[\d.,]+|[1-9][\d.,]*)x(\d[\d.,]*)\b/g, '$1&#215;$2');
  return t.replace(LONE_AMP, '&#038;');
}

/** _wptexturize_pushpop_element(): tracks whether we are inside an element that is never texturized. */
function pushPop(tag: string, stack: string[]): void {
  const opening = tag.length > 1 && tag[1] !== '/';
  if (!opening && stack.length === 0) return;
  const offset = opening ? 1 : 2;
  const space = tag.indexOf(' ');
  const name = space < 0 ? tag.slice(offset, -1) : tag.slice(offset, space);
  if (!NO_TEXTURIZE.has(name)) return;
  if (opening) stack.push(name);
  else if (stack[stack.length - 1] === name) stack.pop();
}

export function wptexturize(text: string): string {
  if (!text) return text;
  const stack: string[] = [];
  return texturizeSplit(text)
    .map((part) => {
      if (part[0] === '<') {
        if (part.startsWith('<!--')) return part;
        const tag = part.replace(LONE_AMP, '&#038;');
        pushPop(tag, stack);
        return tag;
      }
      if (phpTrim(part) === '' || stack.length) return part;
      return texturizeText(part);
    })
    .join('');
}
