// sitetool/v1 page-builder answers: builder-a = Elementor (WPVibe_Elementor), builder-b = Beaver
// Builder (WPVibe_Beaver). Both save routes answer 200 with the post id, create or update alike, and a
// `message` (the audit log's result summary).
import type { ResponseSchema } from '../../model/catalogue.js';
import { count, list, shape, SITE, text, url } from './sitetool-v1-shape.js';

const version = text('3.29.2');
const mode = { enum: ['discovery', 'targeted', 'prefix'] };
const pageId = count(12, 27, 48);
const editUrl = (action: string) => url(`${SITE}/wp-admin/post.php?post=12&action=${action}`);

/** GET /builder-a/widgets: installed widgets plus structural elements. */
export const builderAWidgets: ResponseSchema = shape({
  elementor_version: version,
  count: count(87, 112),
  items: list(
    shape({
      slug: text('heading', 'image', 'button', 'container'),
      title: text('Heading', 'Image', 'Button', 'Container'),
      categories: { type: 'array', items: { type: 'string' }, examples: [['basic'], ['structural']] },
      is_pro: { const: false },
      kind: { enum: ['widget', 'element'] },
      atomic: { const: false },
    }),
  ),
});

/** GET /builder-a/schema: one widget's controls (names, types, defaults, options). */
export const builderASchema: ResponseSchema = shape({
  slug: text('heading', 'button'),
  kind: { enum: ['widget', 'element'] },
  title: text('Heading', 'Button'),
  is_pro: { const: false },
  elementor_version: version,
  mode,
  count: count(24, 41),
  controls: list(
    shape(
      {
        name: text('title', 'header_size', 'align', 'title_color'),
        type: text('textarea', 'select', 'choose', 'color'),
        default: { examples: ['Add Your Heading Text Here', 'h2', { unit: 'px', size: 50 }] },
        responsive: { const: true },
        options: { type: 'array', items: { type: 'string' }, examples: [['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']] },
      },
      ['default', 'responsive', 'options'],
    ),
  ),
  unknown_names: { type: 'array', items: { type: 'string' }, examples: [['title_colour']] },
  note: text(
    'Returns atomic controls registered on the widget/element. Group-control sub-fields (typography_*, background_overlay_*, border_*, box_shadow_*, text_shadow_*) are NOT included — they are platform-level conventions; see the elementor skill for the activator pattern and field names.',
  ),
});

/** GET /builder-a/style-schema: props allowed in atomic (v4) style variants. */
export const builderAStyleSchema: ResponseSchema = shape({
  elementor_version: text('3.29.2'),
  mode,
  count: count(58, 73),
  props: list(
    shape(
      {
        name: text('color', 'font-size', 'padding', 'display'),
        type: text('color', 'size', 'dimensions', 'string'),
        kind: text('plain', 'object'),
        options: { type: 'array', items: { type: 'string' }, examples: [['block', 'inline', 'flex', 'grid', 'none']] },
      },
      ['kind', 'options'],
    ),
  ),
  unknown_names: { type: 'array', items: { type: 'string' }, examples: [['colour']] },
  note: text(
    'Props allowed inside a style variant\'s `props` (local element styles and global classes). Values are transformable: {"$$type":"<type>","value":...}. Variants carry meta {breakpoint: desktop|tablet|mobile|..., state: null|hover|focus|active}.',
  ),
});

/** Non-fatal steps that failed during an Elementor save (CSS regeneration, conditions...). */
const elementorWarnings = {
  type: 'array',
  maxItems: 1,
  items: shape({
    code: text('css_regen_failed', 'unknown_page_template'),
    message: text('Page template "full-width.php" is not registered by the active theme or Elementor; WordPress will render the default template instead.'),
    context: text('post_id=12', 'known: elementor_canvas, elementor_header_footer, elementor_theme'),
  }),
};

/** POST /builder-a/save-page: the page id and where to view and edit it. */
export const builderASavePage: ResponseSchema = shape({
  id: pageId,
  view_url: url(`${SITE}/?page_id=12`, `${SITE}/about/`),
  edit_url: editUrl('elementor'),
  warnings: elementorWarnings,
  message: text('Page 12 created with 5 elements (publish).'),
});

/** POST /builder-a/save-template: a theme-builder template and its display conditions. */
export const builderASaveTemplate: ResponseSchema = shape({
  id: count(64, 71),
  type: { enum: ['header', 'footer', 'single', 'single-page', 'single-post', 'archive', 'search-results', 'error-404', 'section', 'popup'] },
  conditions: { type: 'array', items: { type: 'string' }, examples: [['include/general'], ['include/singular/page']] },
  edit_url: url(`${SITE}/wp-admin/post.php?post=64&action=elementor`),
  warnings: elementorWarnings,
  message: text('header template 64 created (include/general).'),
});

/** POST /builder-b/save-page: the page id, its permalink and editor link; warnings are sentences. */
export const builderBSavePage: ResponseSchema = shape({
  id: pageId,
  url: url(`${SITE}/?page_id=12`, `${SITE}/services/`),
  edit_url: editUrl('edit'),
  warnings: {
    type: 'array',
    maxItems: 1,
    items: text('Module 5f3a9c1d2e4b7 is parented to a row node; Beaver Builder only renders modules inside columns.'),
  },
  message: text('Page 12 created with 3 modules (publish).'),
});

/** GET /builder-b/modules: installed module slugs and names. */
export const builderBModules: ResponseSchema = shape({
  modules: list(
    shape({
      slug: text('heading', 'rich-text', 'photo', 'button'),
      name: text('Heading', 'Text Editor', 'Photo', 'Button'),
    }),
  ),
});

/** GET /builder-b/schema: a module's default settings (FLBuilderModel::get_module_defaults); each module has its own. */
export const builderBSchema: ResponseSchema = shape({
  slug: text('heading'),
  defaults: {
    ...shape(
      {
        type: text('heading'),
        heading: text(''),
        tag: text('h2'),
        link_target: text('_self'),
        visibility_display: text(''),
        responsive_display: text(''),
      },
      ['heading', 'tag', 'link_target'],
    ),
    additionalProperties: true,
  },
});
