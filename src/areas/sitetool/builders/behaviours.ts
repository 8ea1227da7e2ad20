// The behaviour names of the sitetool/v1 page-builder, builder-login, code-snippet, upload-media and
// rendered-html routes.
import type { Behaviour } from '../../../dispatch/types.js';
import { builderASavePage, builderASaveTemplate } from './builder-a-save.js';
import { builderASchema, builderAStyleSchema, builderAWidgets } from './builder-a-registry.js';
import { builderBSavePage } from './builder-b-save.js';
import { builderBModules, builderBSchema } from './builder-b-registry.js';
import { builderLogin } from './builder-login.js';
import { codeSnippet } from './code-snippets.js';
import { renderedHtml } from './rendered-html.js';
import { uploadMedia } from './upload-media.js';

export const sitetoolBuilderBehaviours: Readonly<Record<string, Behaviour>> = {
  'sitetool-builder-a-widgets': builderAWidgets,
  'sitetool-builder-a-schema': builderASchema,
  'sitetool-builder-a-style-schema': builderAStyleSchema,
  'sitetool-builder-a-save-page': builderASavePage,
  'sitetool-builder-a-save-template': builderASaveTemplate,
  'sitetool-builder-b-save-page': builderBSavePage,
  'sitetool-builder-b-modules': builderBModules,
  'sitetool-builder-b-schema': builderBSchema,
  'sitetool-builder-login': builderLogin,
  'sitetool-code-snippet': codeSnippet,
  'sitetool-upload-media': uploadMedia,
  'sitetool-rendered-html': renderedHtml,
};
