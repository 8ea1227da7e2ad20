// The outline of a PHP file: classes (interfaces, traits, enums), functions and methods, hooks added or
// fired (add_action, add_filter, do_action, apply_filters), template parts loaded, template tags called,
// and the HTML landmarks of its markup (<header id="masthead">...).
import type { Masked } from './code-mask.js';
import { braceWalk, type Found } from './outline-item.js';

const HOOK_CALLS = ['add_action', 'add_filter', 'do_action', 'apply_filters', 'remove_action', 'remove_filter'];
const PART_CALLS: Record<string, string> = {
  get_template_part: '',
  get_header: 'header',
  get_footer: 'footer',
  get_sidebar: 'sidebar',
  comments_template: 'comments',
};
const TEMPLATE_TAGS = [
  'wp_head',
  'wp_footer',
  'wp_body_open',
  'body_class',
  'post_class',
  'language_attributes',
  'bloginfo',
  'wp_title',
  'the_title',
  'the_content',
  'the_excerpt',
  'the_permalink',
  'the_post_thumbnail',
  'the_custom_logo',
  'wp_nav_menu',
  'the_posts_navigation',
  'the_posts_pagination',
  'the_post_navigation',
  'dynamic_sidebar',
  'get_search_form',
  'the_archive_title',
  'the_archive_description',
  'wp_link_pages',
  'edit_post_link',
  'the_date',
  'the_author',
];
const LANDMARKS = ['header', 'nav', 'main', 'aside', 'footer', 'section', 'article', 'form'];

/** The text of the quoted string whose opening quote is at `at` in the source ('' when none is). */
function quotedAt(src: string, at: number): string | undefined {
  const quote = src[at];
  if (quote !== "'" && quote !== '"') return undefined;
  const end = src.indexOf(quote, at + 1);
  return end === -1 ? undefined : src.slice(at + 1, end);
}

/** Where the argument after one that ends just before `end` starts, or -1 when no argument follows. */
function nextArgument(code: string, end: number): number {
  const comma = /^\s*,\s*/.exec(code.slice(end, end + 200));
  return comma ? end + comma[0].length : -1;
}

/** A hook's callback: a function name, `[ $this, 'method' ]`, or an inline closure. */
function callbackAt(src: string, code: string, at: number): string | undefined {
  if (at === -1) return undefined;
  const named = quotedAt(src, at);
  if (named !== undefined) return named;
  const pair = /^(?:array\s*\(|\[)\s*(\$\w+|[\w\\]+::class|__CLASS__)\s*,\s*/.exec(code.slice(at, at + 200));
  if (pair) {
    const method = quotedAt(src, at + pair[0].length);
    return method === undefined ? undefined : `${pair[1]}->${method}`;
  }
  return /^(?:static\s+)?(?:function|fn)\b/.test(code.slice(at, at + 20)) ? 'closure' : undefined;
}

export function phpOutline(src: string, masked: Masked): Found[] {
  const { code, markup } = masked;
  const found: Found[] = [];
  const events: { at: number; visit: (stack: readonly string[]) => void }[] = [];
  let pendingClass: string | null = null;

  for (const m of code.matchAll(/(?<![\w$>:])(class|interface|trait|enum)\s+([A-Za-z_]\w*)(?:\s+extends\s+([\w\\]+))?/g)) {
    if (['extends', 'implements'].includes(m[2]!)) continue;
    const item: Found = { at: m.index, type: 'class', name: m[2]! };
    if (m[3]) item.detail = `extends ${m[3]}`;
    else if (m[1] !== 'class') item.detail = m[1];
    found.push(item);
    events.push({ at: m.index, visit: () => void (pendingClass = m[2]!) });
  }
  for (const m of code.matchAll(/(?<![\w$>:])function\s*&?\s*([A-Za-z_]\w*)\s*\(/g)) {
    events.push({
      at: m.index,
      visit: (stack) => {
        const top = stack.at(-1);
        found.push(
          top?.startsWith('class:') ? { at: m.index, type: 'method', name: m[1]!, detail: top.slice(6) } : { at: m.index, type: 'function', name: m[1]! },
        );
      },
    });
  }
  braceWalk(code, events, () => {
    const opened: string = pendingClass === null ? 'block' : `class:${pendingClass}`;
    pendingClass = null;
    return opened;
  });

  for (const m of code.matchAll(/(?<![\w$>:])(\w+)\s*\(\s*/g)) {
    const fn = m[1]!;
    const argAt = m.index + m[0].length;
    if (/function\s*&?\s*$/.test(code.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (HOOK_CALLS.includes(fn)) {
      const hook = quotedAt(src, argAt);
      if (hook === undefined) continue;
      const item: Found = { at: m.index, type: 'hook', name: hook, detail: fn };
      const callback = fn.startsWith('add_') || fn.startsWith('remove_') ? callbackAt(src, code, nextArgument(code, argAt + hook.length + 2)) : undefined;
      if (callback) item.callback = callback;
      found.push(item);
    } else if (fn in PART_CALLS) {
      const slug = quotedAt(src, argAt);
      const name = slug ?? PART_CALLS[fn]!;
      if (!name) continue;
      const variantAt = slug === undefined ? -1 : nextArgument(code, argAt + slug.length + 2);
      const variant = variantAt === -1 ? undefined : quotedAt(src, variantAt);
      found.push({ at: m.index, type: 'template_part', name: variant ? `${name}-${variant}` : name, detail: fn });
    } else if (TEMPLATE_TAGS.includes(fn)) {
      found.push({ at: m.index, type: 'template_tag', name: `${fn}()` });
    }
  }

  for (const m of markup.matchAll(new RegExp(`<(${LANDMARKS.join('|')})\\b([^>]*)>`, 'gi'))) {
    const attrs = m[2]!;
    const id = /\bid\s*=\s*["']([\w-]+)["']/i.exec(attrs)?.[1];
    const cls = /\bclass\s*=\s*["']\s*([\w-]+)/i.exec(attrs)?.[1];
    const item: Found = { at: m.index, type: 'landmark', name: `<${m[1]!.toLowerCase()}>` };
    if (id) item.detail = `#${id}`;
    else if (cls) item.detail = `.${cls}`;
    found.push(item);
  }
  return found;
}
