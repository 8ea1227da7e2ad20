// One file's `routes` as typed ExtraRoutes: namespace derived from the path, `methods` (one endpoint) or
// `endpoints` (route-level keys as their defaults), permission as the catalogue writes it.
import type { Method, Permission } from '../model/catalogue.js';
import type { EndpointFile } from './file-types.js';
import type { SectionContext } from './section-context.js';
import type { ExtraRoute } from '../model/rule.js';

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const permissionOf = (p: string): Permission => (p === 'public' ? 'public' : { cap: p });

export function routeSections({ parsed, out, problem, bindingProblems, locator }: SectionContext): void {
  const paths = new Map<string, number>();
  (parsed.data.routes ?? []).forEach((r, i) => {
    if (parsed.broken(['routes', i])) return;
    const where = ['routes', i];
    if (!r.path.startsWith('/')) {
      problem([...where, 'path'], `routes[${i}].path must start with / (got "${r.path}"). Write it as /my-plugin/v1/things.`);
      return;
    }
    const seen = paths.get(r.path.toLowerCase());
    if (seen !== undefined) {
      problem([...where, 'path'], `route ${r.path} is declared twice (also routes[${seen}]). Merge the two into one route with endpoints.`);
      return;
    }
    paths.set(r.path.toLowerCase(), i);
    const namespace =
      r.namespace ??
      r.path
        .split('/')
        .slice(1, 3)
        .filter((s) => s && !s.includes('{'))
        .join('/');
    if (r.path.toLowerCase() !== `/${namespace}`.toLowerCase() && !r.path.toLowerCase().startsWith(`/${namespace}/`.toLowerCase())) {
      problem([...where, 'namespace'], `route ${r.path} is not under its namespace "${namespace}". Start the path with /${namespace}/ or change namespace.`);
      return;
    }
    if (r.endpoints && r.methods) {
      problem([...where, 'methods'], `route ${r.path} gives both methods and endpoints. Move the methods into the endpoints.`, true);
      return;
    }
    const drafts: EndpointFile[] = r.endpoints?.map((ep) => ({ ...r, ...ep })) ?? [r];
    const taken = new Set<Method>();
    const endpoints: ExtraRoute['endpoints'] = [];
    if (r.bind) bindingProblems(r.bind, [...where, 'bind']);
    drafts.forEach((ep, j) => {
      const own = r.endpoints?.[j]?.bind;
      if (own) bindingProblems(own, [...where, 'endpoints', j, 'bind']);
      const methods = ep.methods === undefined ? ['GET' as const] : list(ep.methods);
      const again = methods.find((m) => taken.has(m));
      if (again)
        problem(
          r.endpoints ? [...where, 'endpoints', j, 'methods'] : [...where, 'methods'],
          `route ${r.path} has two endpoints for ${again}. Give each method one endpoint.`,
        );
      for (const m of methods) taken.add(m);
      endpoints.push({
        methods,
        args: ep.args ?? {},
        ...(ep.response ? { response: ep.response } : {}),
        ...(ep.bind ? { bind: ep.bind } : {}),
        ...(ep.status !== undefined ? { status: ep.status } : {}),
        ...(ep.permission !== undefined ? { permission: permissionOf(ep.permission) } : {}),
        ...(ep.allow_batch ? { allowBatch: true } : {}),
      });
    });
    const route: ExtraRoute = { path: r.path, namespace, endpoints, source: parsed.ref(where) };
    out.routes.push(route);
    out.locate.set(route, locator(where));
  });
}
