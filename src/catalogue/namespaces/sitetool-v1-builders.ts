// sitetool/v1 page-builder routes: builder-a = Elementor (the plugin's /elementor/*), builder-b =
// Beaver Builder (/beaver/*). Composed into the one sitetool/v1 catalogue by ./sitetool-v1.ts.
import { arr, get, int, obj, post, required, str, type EndpointDraft } from '../define.js';
import type { Args } from '../../model/catalogue.js';
import { EDIT_POSTS, MANAGE_OPTIONS } from './sitetool-v1-access.js';
import * as r from '../responses/sitetool-v1-builders.js';

/** Beaver routes return a bare false on refusal, so WordPress answers its own rest_forbidden. */
const BEAVER = { cap: 'edit_posts' };

const filter: Args = { names: str(), prefix: str() };
const saved: Args = { id: int(), title: str() };
const pageArgs: Args = {
  ...saved,
  post_type: str(undefined, { default: 'page' }),
  status: str(undefined, { default: 'publish' }),
};

export const builderRoutes: Record<string, readonly EndpointDraft[]> = {
  '/builder-a/widgets': [get({}, { permission: EDIT_POSTS, response: r.builderAWidgets, behaviour: 'sitetool-builder-a-widgets' })],
  '/builder-a/schema': [
    get({ slug: required(str()), ...filter }, { permission: EDIT_POSTS, response: r.builderASchema, behaviour: 'sitetool-builder-a-schema' }),
  ],
  '/builder-a/style-schema': [get(filter, { permission: EDIT_POSTS, response: r.builderAStyleSchema, behaviour: 'sitetool-builder-a-style-schema' })],
  '/builder-a/save-page': [
    post(
      {
        ...pageArgs,
        template_type: str(undefined, { default: 'cms-page' }),
        page_template: str(),
        data: required(arr(undefined)),
      },
      { permission: EDIT_POSTS, response: r.builderASavePage, behaviour: 'sitetool-builder-a-save-page' },
    ),
  ],
  '/builder-a/save-template': [
    post(
      {
        ...saved,
        type: required(str()),
        status: str(undefined, { default: 'publish' }),
        data: required(arr(undefined)),
        conditions: arr(undefined, undefined, { default: ['include/general'] }),
      },
      { permission: MANAGE_OPTIONS, response: r.builderASaveTemplate, behaviour: 'sitetool-builder-a-save-template' },
    ),
  ],
  '/builder-b/save-page': [
    post(
      {
        ...pageArgs,
        data: required(obj()),
        theme_layout_type: str(),
        theme_layout_locations: arr(undefined),
        theme_layout_settings: obj(),
      },
      { permission: BEAVER, response: r.builderBSavePage, behaviour: 'sitetool-builder-b-save-page' },
    ),
  ],
  '/builder-b/modules': [get({}, { permission: BEAVER, response: r.builderBModules, behaviour: 'sitetool-builder-b-modules' })],
  '/builder-b/schema': [get({ slug: required(str()) }, { permission: BEAVER, response: r.builderBSchema, behaviour: 'sitetool-builder-b-schema' })],
};
