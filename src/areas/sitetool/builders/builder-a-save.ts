// POST /builder-a/save-page and /builder-a/save-template: builder A (Elementor) saves a page or post through the
// posts area with its element tree in `_elementor_data` (and `_elementor_edit_mode`, `_elementor_template_type`,
// `_elementor_version`) and the tree's plain HTML as content; a template goes to the theme-builder templates.
// Both answer 200 with the id, created or updated alike, and non-fatal problems as `warnings`.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { permalinkOf } from '../../content/permalinks.js';
import { checkElements, plainHtml, type Element } from './builder-a-data.js';
import { BUILDER_A_VERSION, widgetsOf } from './builder-a-registry.js';
import { prepareBuilderSave, SAVE_STATUSES, saveBuilderPost } from './builder-post.js';
import { saveTemplate, templateOf } from './builder-templates.js';

interface Warning {
  code: string;
  message: string;
  context: string;
}

/** The page templates builder A registers ('' and `default` are the theme's default template). */
const PAGE_TEMPLATES = ['elementor_canvas', 'elementor_header_footer', 'elementor_theme'];
export const TEMPLATE_TYPES = ['header', 'footer', 'single', 'single-page', 'single-post', 'archive', 'search-results', 'error-404', 'section', 'popup'];
const CONDITION = /^(include|exclude)(\/[A-Za-z0-9_-]+)+$/;

const editUrl = (origin: string, id: number) => `${origin}/wp-admin/post.php?post=${id}&action=elementor`;
const givenTitle = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The template the page gets: a known one, the default, or unchanged with a warning. */
function pageTemplate(value: unknown, warnings: Warning[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === '' || value === 'default') return '';
  if (PAGE_TEMPLATES.includes(value)) return value;
  warnings.push({
    code: 'unknown_page_template',
    message: `Page template "${value}" is not registered by the active theme or Elementor; WordPress will render the default template instead.`,
    context: `known: ${PAGE_TEMPLATES.join(', ')}`,
  });
  return undefined;
}

const countElements = (items: readonly Element[]): number => items.reduce((n, el) => n + 1 + countElements(el.elements), 0);

export const builderASavePage: Handler = async (req, ctx) => {
  const prepared = prepareBuilderSave(req, ctx, givenTitle(req.params.title));
  if (prepared instanceof WpError) return prepared;
  const { session } = prepared.scope;
  const widgets = widgetsOf(session);
  const id = prepared.prev?.id ?? session.state.ids.post + 1;
  const elements = checkElements(req.params.data as unknown[], widgets, `post-${id}`);
  if (elements instanceof WpError) return elements;
  const warnings: Warning[] = [];
  const template = pageTemplate(req.params.page_template, warnings);
  const row = await saveBuilderPost(prepared, {
    content: plainHtml(elements, widgets),
    ...(template !== undefined ? { template } : {}),
    meta: {
      _elementor_edit_mode: 'builder',
      _elementor_template_type: String(req.params.template_type ?? 'cms-page'),
      _elementor_version: BUILDER_A_VERSION,
      _elementor_data: JSON.stringify(elements),
    },
    defaultTitle: (n) => `Elementor #${n}`,
  });
  if (row instanceof WpError) return row;
  const verb = prepared.prev ? 'updated' : 'created';
  return {
    data: {
      id: row.id,
      view_url: permalinkOf(req.origin, row, ctx.site.scenario.site),
      edit_url: editUrl(req.origin, row.id),
      warnings,
      message: `${row.type === 'page' ? 'Page' : 'Post'} ${row.id} ${verb} with ${countElements(elements)} elements (${row.status}).`,
    },
  };
};

export const builderASaveTemplate: Handler = async (req, ctx) => {
  const session = ctx.session;
  const type = String(req.params.type);
  if (!TEMPLATE_TYPES.includes(type)) {
    return new WpError('sitetool_invalid_template_type', `type must be one of ${TEMPLATE_TYPES.join(', ')} (got "${type}").`, { status: 400 });
  }
  const status = String(req.params.status ?? 'publish');
  if (!SAVE_STATUSES.includes(status)) {
    return new WpError('sitetool_invalid_status', `status must be one of ${SAVE_STATUSES.join(', ')} (got "${status}").`, { status: 400 });
  }
  const conditions = Array.isArray(req.params.conditions) ? req.params.conditions : ['include/general'];
  const bad = conditions.find((c) => typeof c !== 'string' || !CONDITION.test(c));
  if (bad !== undefined) {
    return new WpError(
      'sitetool_invalid_condition',
      `Each condition is include/... or exclude/... such as "include/general" or "include/singular/page" (got ${JSON.stringify(bad)}).`,
      { status: 400 },
    );
  }
  const id = typeof req.params.id === 'number' && req.params.id > 0 ? req.params.id : undefined;
  const prev = id === undefined ? undefined : templateOf(session, id, 'elementor_library');
  if (prev instanceof WpError) return prev;
  const widgets = widgetsOf(session);
  const elements = checkElements(req.params.data as unknown[], widgets, `template-${id ?? session.state.ids.post + 1}`);
  if (elements instanceof WpError) return elements;
  const title = givenTitle(req.params.title);
  const saved = await saveTemplate(
    session,
    req.user,
    prev,
    {
      post_type: 'elementor_library',
      ...(title !== undefined ? { title } : {}),
      status,
      template_type: type,
      conditions: conditions as string[],
      data: elements,
      content: plainHtml(elements, widgets),
    },
    (n) => `Elementor ${type} #${n}`,
  );
  return {
    data: {
      id: saved.id,
      type,
      conditions: saved.conditions,
      edit_url: editUrl(req.origin, saved.id),
      warnings: [],
      message: `${type} template ${saved.id} ${prev ? 'updated' : 'created'} (${saved.conditions.join(', ') || 'no conditions'}).`,
    },
  };
};
