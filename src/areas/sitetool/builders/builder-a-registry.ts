// GET /builder-a/widgets, /builder-a/schema and /builder-a/style-schema: builder A's (Elementor's) registry as
// the session holds it (`sitetool.builder_a_widgets`, `sitetool.builder_a_style_props`, seeded from the scenario).
import type { Handler } from '../../../dispatch/types.js';
import { recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { WpError } from '../../../wp/errors.js';

export const BUILDER_A_VERSION = '3.29.2';
export const WIDGETS = 'sitetool.builder_a_widgets';
export const STYLE_PROPS = 'sitetool.builder_a_style_props';

export interface Control {
  name: string;
  type: string;
  default?: unknown;
  responsive?: boolean;
  options?: string[];
}

export interface WidgetDefinition {
  slug: string;
  title: string;
  categories: string[];
  kind: 'widget' | 'element';
  is_pro: boolean;
  atomic: boolean;
  controls: Control[];
}

const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The registered widgets and elements, in registration order (records whose slug is missing are skipped). */
export function widgetsOf(session: Session): WidgetDefinition[] {
  return recordsIn(session, WIDGETS)
    .filter((r) => typeof r.data.slug === 'string')
    .map(({ data }) => ({
      slug: String(data.slug),
      title: text(data.title, String(data.slug)),
      categories: list<string>(data.categories),
      kind: data.kind === 'element' ? 'element' : 'widget',
      is_pro: data.is_pro === true,
      atomic: data.atomic === true,
      controls: list<Control>(data.controls).filter((c) => c && typeof c.name === 'string'),
    }));
}

/** A control as the schema route lists it: name and type, then default, responsive and options when it has them. */
function controlView(c: Control): Record<string, unknown> {
  const out: Record<string, unknown> = { name: c.name, type: String(c.type ?? 'text') };
  if (c.default !== undefined) out.default = c.default;
  if (c.responsive === true) out.responsive = true;
  if (Array.isArray(c.options)) out.options = c.options;
  return out;
}

/** `names` (comma-separated, exact) or `prefix` narrow a list; the mode says which was used. */
function narrow<T extends { name: string }>(items: T[], params: Record<string, unknown>) {
  const names = text(params.names)
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length) {
    const found = items.filter((i) => names.includes(i.name));
    const unknown = names.filter((n) => !items.some((i) => i.name === n));
    return { mode: 'targeted', items: found, unknown };
  }
  const prefix = text(params.prefix);
  if (prefix) return { mode: 'prefix', items: items.filter((i) => i.name.startsWith(prefix)), unknown: [] };
  return { mode: 'discovery', items, unknown: [] };
}

const SCHEMA_NOTE =
  'Returns atomic controls registered on the widget/element. Group-control sub-fields (typography_*, background_overlay_*, border_*, box_shadow_*, text_shadow_*) are NOT included — they are platform-level conventions; see the elementor skill for the activator pattern and field names.';
const STYLE_NOTE =
  'Props allowed inside a style variant\'s `props` (local element styles and global classes). Values are transformable: {"$$type":"<type>","value":...}. Variants carry meta {breakpoint: desktop|tablet|mobile|..., state: null|hover|focus|active}.';

export const builderAWidgets: Handler = (_req, ctx) => {
  const widgets = widgetsOf(ctx.session);
  const items = widgets.map(({ slug, title, categories, is_pro, kind, atomic }) => ({ slug, title, categories, is_pro, kind, atomic }));
  return { data: { elementor_version: BUILDER_A_VERSION, count: items.length, items } };
};

export const builderASchema: Handler = (req, ctx) => {
  const slug = String(req.params.slug);
  const widget = widgetsOf(ctx.session).find((w) => w.slug === slug);
  if (!widget) {
    return new WpError('sitetool_widget_not_found', `No widget or element "${slug}" is registered. GET /sitetool/v1/builder-a/widgets lists the slugs.`, {
      status: 404,
    });
  }
  const { mode, items, unknown } = narrow(widget.controls, req.params);
  return {
    data: {
      slug: widget.slug,
      kind: widget.kind,
      title: widget.title,
      is_pro: widget.is_pro,
      elementor_version: BUILDER_A_VERSION,
      mode,
      count: items.length,
      controls: items.map(controlView),
      ...(unknown.length ? { unknown_names: unknown } : {}),
      note: SCHEMA_NOTE,
    },
  };
};

export const builderAStyleSchema: Handler = (req, ctx) => {
  const props = recordsIn(ctx.session, STYLE_PROPS)
    .filter((r) => typeof r.data.name === 'string')
    .map(({ data }) => {
      const out: Record<string, unknown> = { name: String(data.name), type: text(data.type, 'string') };
      if (typeof data.kind === 'string') out.kind = data.kind;
      if (Array.isArray(data.options)) out.options = data.options;
      return out as { name: string };
    });
  const { mode, items, unknown } = narrow(props, req.params);
  return {
    data: {
      elementor_version: BUILDER_A_VERSION,
      mode,
      count: items.length,
      props: items,
      ...(unknown.length ? { unknown_names: unknown } : {}),
      note: STYLE_NOTE,
    },
  };
};
