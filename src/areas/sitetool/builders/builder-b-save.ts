// POST /builder-b/save-page: builder B (Beaver Builder) saves a page or post through the posts area with its
// layout in `_fl_builder_data` (and `_fl_builder_draft`, `_fl_builder_enabled`) and the layout's plain HTML as
// content. With `theme_layout_type` it saves a Themer layout (a theme-builder template) instead.
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import type { HandlerOutcome } from '../../../wp/rest-result.js';
import { WpError } from '../../../wp/errors.js';
import { isPlainObject } from '../../../wp/php-values.js';
import type { RestRequest } from '../../../wp/request.js';
import { permalinkOf } from '../../content/permalinks.js';
import { checkLayout, layoutHtml, type CheckedLayout } from './builder-b-data.js';
import { modulesOf, type ModuleDefinition } from './builder-b-registry.js';
import { prepareBuilderSave, SAVE_STATUSES, saveBuilderPost } from './builder-post.js';
import { saveTemplate, templateOf } from './builder-templates.js';

export const LAYOUT_TYPES = ['header', 'footer', 'part', 'singular', 'archive', '404'];

const editUrl = (origin: string, id: number) => `${origin}/wp-admin/post.php?post=${id}&action=edit`;
const givenTitle = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const moduleCount = (layout: CheckedLayout) => Object.values(layout.nodes).filter((n) => n.type === 'module').length;

/** A Themer layout: stored with its type, locations and settings among the theme-builder templates. */
async function saveThemeLayout(req: RestRequest, ctx: HandlerContext, modules: readonly ModuleDefinition[]): Promise<HandlerOutcome> {
  const session = ctx.session;
  const type = String(req.params.theme_layout_type);
  if (!LAYOUT_TYPES.includes(type)) {
    return new WpError('sitetool_invalid_layout_type', `theme_layout_type must be one of ${LAYOUT_TYPES.join(', ')} (got "${type}").`, { status: 400 });
  }
  const status = String(req.params.status ?? 'publish');
  if (!SAVE_STATUSES.includes(status)) {
    return new WpError('sitetool_invalid_status', `status must be one of ${SAVE_STATUSES.join(', ')} (got "${status}").`, { status: 400 });
  }
  const locations = Array.isArray(req.params.theme_layout_locations) ? req.params.theme_layout_locations : [];
  const bad = locations.find((l) => typeof l !== 'string' || !/^[a-z_-]+:[\w:-]+$/i.test(l));
  if (bad !== undefined) {
    return new WpError(
      'sitetool_invalid_location',
      `Each theme_layout_locations entry is a Themer location such as "general:site" or "post:page" (got ${JSON.stringify(bad)}).`,
      { status: 400 },
    );
  }
  const id = typeof req.params.id === 'number' && req.params.id > 0 ? req.params.id : undefined;
  const prev = id === undefined ? undefined : templateOf(session, id, 'fl-theme-layout');
  if (prev instanceof WpError) return prev;
  const layout = checkLayout(req.params.data, modules);
  if (layout instanceof WpError) return layout;
  const title = givenTitle(req.params.title);
  const saved = await saveTemplate(
    session,
    req.user,
    prev,
    {
      post_type: 'fl-theme-layout',
      ...(title !== undefined ? { title } : {}),
      status,
      template_type: type,
      conditions: locations as string[],
      data: layout.nodes,
      content: layoutHtml(layout.nodes, modules),
      settings: isPlainObject(req.params.theme_layout_settings) ? req.params.theme_layout_settings : {},
    },
    (n) => `Themer ${type} #${n}`,
  );
  return {
    data: {
      id: saved.id,
      url: `${req.origin}/?post_type=fl-theme-layout&p=${saved.id}`,
      edit_url: editUrl(req.origin, saved.id),
      warnings: layout.warnings,
      message: `${type} layout ${saved.id} ${prev ? 'updated' : 'created'} with ${moduleCount(layout)} modules.`,
    },
  };
}

export const builderBSavePage: Handler = async (req, ctx) => {
  const modules = modulesOf(ctx.session);
  if (req.params.theme_layout_type !== undefined && req.params.theme_layout_type !== '') return saveThemeLayout(req, ctx, modules);
  const prepared = prepareBuilderSave(req, ctx, givenTitle(req.params.title));
  if (prepared instanceof WpError) return prepared;
  const layout = checkLayout(req.params.data, modules);
  if (layout instanceof WpError) return layout;
  const row = await saveBuilderPost(prepared, {
    content: layoutHtml(layout.nodes, modules),
    meta: { _fl_builder_enabled: '1', _fl_builder_data: layout.nodes, _fl_builder_draft: layout.nodes },
  });
  if (row instanceof WpError) return row;
  return {
    data: {
      id: row.id,
      url: permalinkOf(req.origin, row, ctx.site.scenario.site),
      edit_url: editUrl(req.origin, row.id),
      warnings: layout.warnings,
      message: `${row.type === 'page' ? 'Page' : 'Post'} ${row.id} ${prepared.prev ? 'updated' : 'created'} with ${moduleCount(layout)} modules (${row.status}).`,
    },
  };
};
