// Builder A's (Elementor's) page data: a tree of elements `{id, elType, widgetType?, settings, elements}`, checked
// as the editor would build it (top level: containers or sections; columns inside sections; known widgets), with
// ids filled in where missing, and its plain-HTML rendering (what Elementor saves as post_content).
import { createHash } from '../../../platform/hash.js';
import { WpError } from '../../../wp/errors.js';
import { isPlainObject } from '../../../wp/php-values.js';
import type { WidgetDefinition } from './builder-a-registry.js';

export interface Element {
  id: string;
  elType: string;
  widgetType?: string;
  settings: Record<string, unknown>;
  elements: Element[];
  [key: string]: unknown;
}

const EL_TYPES = ['container', 'section', 'column', 'widget'];

const invalid = (at: string, message: string) => new WpError('sitetool_invalid_builder_data', `${at}: ${message}`, { status: 400, path: at });

/** Where each element type may sit: the types its parent may have (null: the top level). */
function placementError(elType: string, parent: string | null): string | null {
  if (parent === null && (elType === 'widget' || elType === 'column')) {
    return `a ${elType} cannot be at the top level; put it in a container (elType "container")${elType === 'column' ? ' or a section' : ''}.`;
  }
  if (elType === 'column' && parent !== 'section') return 'a column can only be inside a section.';
  if (parent === 'section' && elType !== 'column') return 'a section holds only columns (elType "column").';
  if (parent === 'widget') return 'a widget cannot hold other elements.';
  return null;
}

/**
 * The checked tree, or a 400 naming the first bad element by its path (`data[0].elements[1]`). `idSeed` makes the
 * ids given to elements without one: the same page and position always get the same id.
 */
export function checkElements(data: unknown[], widgets: readonly WidgetDefinition[], idSeed: string): Element[] | WpError {
  const known = new Set(widgets.filter((w) => w.kind === 'widget').map((w) => w.slug));
  const seen = new Set<string>();
  const walk = (items: unknown, at: string, parent: string | null): Element[] | WpError => {
    if (!Array.isArray(items)) return invalid(at, 'elements must be a list of elements.');
    const out: Element[] = [];
    for (const [i, item] of items.entries()) {
      const here = `${at}[${i}]`;
      if (!isPlainObject(item)) return invalid(here, 'must be an element object such as {"elType": "widget", "widgetType": "heading", "settings": {...}}.');
      const elType = item.elType;
      if (typeof elType !== 'string' || !EL_TYPES.includes(elType)) {
        return invalid(here, `elType must be one of ${EL_TYPES.join(', ')} (got ${JSON.stringify(elType ?? null)}).`);
      }
      const placement = placementError(elType, parent);
      if (placement) return invalid(here, placement);
      if (elType === 'widget' && (typeof item.widgetType !== 'string' || !known.has(item.widgetType))) {
        return invalid(here, `unknown widgetType ${JSON.stringify(item.widgetType ?? null)}; GET /sitetool/v1/builder-a/widgets lists the installed widgets.`);
      }
      const settings = item.settings ?? {};
      // PHP's json_encode writes an empty settings object as [].
      if (!isPlainObject(settings) && !(Array.isArray(settings) && settings.length === 0))
        return invalid(`${here}.settings`, 'must be an object of control values.');
      const id = typeof item.id === 'string' && item.id !== '' ? item.id : createHash('md5').update(`${idSeed}:${here}`).digest('hex').slice(0, 7);
      if (seen.has(id)) return invalid(`${here}.id`, `the id "${id}" is used twice; each element needs its own id.`);
      seen.add(id);
      const children = walk(item.elements ?? [], `${here}.elements`, elType);
      if (children instanceof WpError) return children;
      // Elementor's own key order: id, elType, settings, elements, then the rest (isInner, widgetType...).
      const { id: _id, elType: _elType, settings: _settings, elements: _elements, widgetType, ...rest } = item;
      out.push({
        id,
        elType,
        settings: isPlainObject(settings) ? settings : {},
        elements: children,
        ...rest,
        ...(widgetType !== undefined ? { widgetType: widgetType as string } : {}),
      });
    }
    return out;
  };
  return walk(data, 'data', null);
}

const escAttr = (s: string) =>
  s
    .replace(/&(?![a-z0-9#]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const urlOf = (v: unknown): string => (isPlainObject(v) && typeof v.url === 'string' ? v.url : typeof v === 'string' ? v : '');

/** A widget's setting, or its control's default. */
function settingOf(el: Element, widget: WidgetDefinition | undefined, name: string): unknown {
  if (el.settings[name] !== undefined) return el.settings[name];
  return widget?.controls.find((c) => c.name === name)?.default;
}

function widgetHtml(el: Element, widget: WidgetDefinition | undefined): string {
  const s = (name: string) => settingOf(el, widget, name);
  const str = (name: string) => (typeof s(name) === 'string' ? (s(name) as string) : '');
  const linked = (html: string, link: unknown) => (urlOf(link) ? `<a href="${escAttr(urlOf(link))}">${html}</a>` : html);
  switch (el.widgetType) {
    case 'heading': {
      const tag = /^(h[1-6]|div|span|p)$/.test(str('header_size')) ? str('header_size') : 'h2';
      return `<${tag}>${linked(str('title'), s('link'))}</${tag}>`;
    }
    case 'text-editor':
      return str('editor');
    case 'image': {
      const src = urlOf(s('image'));
      return src
        ? linked(
            `<img src="${escAttr(src)}" alt="${escAttr(String((s('image') as { alt?: unknown } | undefined)?.alt ?? ''))}" />`,
            s('link_to') === 'custom' ? s('link') : '',
          )
        : '';
    }
    case 'button':
      return `<a href="${escAttr(urlOf(s('link')) || '#')}">${str('text')}</a>`;
    case 'html':
      return str('html');
    case 'image-box':
    case 'icon-box':
      return `<h3>${str('title_text')}</h3>\n<p>${str('description_text')}</p>`;
    case 'icon-list': {
      const items = Array.isArray(s('icon_list')) ? (s('icon_list') as unknown[]) : [];
      return `<ul>\n${items.map((i) => `<li>${isPlainObject(i) && typeof i.text === 'string' ? i.text : ''}</li>`).join('\n')}\n</ul>`;
    }
    default:
      return '';
  }
}

/** The page's plain HTML: each widget's text, links and images, in order (layout wrappers are left out). */
export function plainHtml(elements: readonly Element[], widgets: readonly WidgetDefinition[]): string {
  const bySlug = new Map(widgets.map((w) => [w.slug, w]));
  const parts: string[] = [];
  const walk = (items: readonly Element[]) => {
    for (const el of items) {
      if (el.elType === 'widget') {
        const html = widgetHtml(el, bySlug.get(el.widgetType ?? ''));
        if (html) parts.push(html);
      }
      walk(el.elements);
    }
  };
  walk(elements);
  return parts.join('\n');
}
