// GET /builder-b/modules and /builder-b/schema: builder B's (Beaver Builder's) modules and their default
// settings as the session holds them (`sitetool.builder_b_modules`, seeded from the scenario).
import type { Handler } from '../../../dispatch/types.js';
import { recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { WpError } from '../../../wp/errors.js';

export const MODULES = 'sitetool.builder_b_modules';

export interface ModuleDefinition {
  slug: string;
  name: string;
  defaults: Record<string, unknown>;
}

export function modulesOf(session: Session): ModuleDefinition[] {
  return recordsIn(session, MODULES)
    .filter((r) => typeof r.data.slug === 'string')
    .map(({ data }) => ({
      slug: String(data.slug),
      name: typeof data.name === 'string' ? data.name : String(data.slug),
      defaults: { type: String(data.slug), ...(isPlainObject(data.defaults) ? data.defaults : {}) },
    }));
}

export const builderBModules: Handler = (_req, ctx) => ({ data: { modules: modulesOf(ctx.session).map(({ slug, name }) => ({ slug, name })) } });

export const builderBSchema: Handler = (req, ctx) => {
  const slug = String(req.params.slug);
  const module = modulesOf(ctx.session).find((m) => m.slug === slug);
  if (!module) {
    return new WpError('sitetool_module_not_found', `No module "${slug}" is installed. GET /sitetool/v1/builder-b/modules lists the slugs.`, { status: 404 });
  }
  return { data: { slug: module.slug, defaults: module.defaults } };
};
