// Builds the OpenAPI 3.1 document of a profile's route catalogue, in registration order, so the same
// catalogue always gives the same document.
import type { Endpoint, Method, Profile, Route } from '../model/catalogue.js';
import { routesOf } from '../catalogue/profiles.js';
import { VERSION } from '../version.js';
import { DEFAULT_SERVER, descriptionOf } from './info.js';
import { BODY_METHODS, pathParameters, queryParameters, requestBody } from './parameters.js';
import { ERROR_RESPONSES, responsesOf, WP_ERROR_SCHEMA } from './responses.js';
import type { OpenApiDocument, Operation, PathItem } from './types.js';
import { toOpenApiPath } from '../catalogue/route-pattern.js';

const SECURITY: Record<string, string[]>[] = [{ applicationPassword: [] }, { cookieNonce: [] }];
/** Public routes still answer more when logged in (context=edit, drafts) and their writes check capabilities. */
const OPTIONAL_SECURITY: Record<string, string[]>[] = [{}, ...SECURITY];

export function openApiDocument(profile: Profile): OpenApiDocument {
  const operationIds = new Set<string>();
  const paths: Record<string, PathItem> = {};
  for (const route of routesOf(profile)) {
    const { path, captures } = toOpenApiPath(route.pattern);
    const item: PathItem = paths[path] ?? {};
    const allArgs = Object.assign({}, ...route.endpoints.map((e) => e.args)) as Endpoint['args'];
    if (captures.length > 0) item.parameters = pathParameters(captures, allArgs);
    const pathNames = new Set(captures.map((c) => c.name));
    for (const endpoint of route.endpoints) {
      for (const method of endpoint.methods) {
        const key = method.toLowerCase() as Lowercase<Method>;
        if (item[key]) continue; // WordPress answers with the first endpoint that takes the method
        item[key] = operation(route, endpoint, method, pathNames, uniqueId(operationIds, method, path));
      }
    }
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: `mock-site (${profile.name} profile)`, version: VERSION, description: descriptionOf(profile.name) },
    servers: [{ url: DEFAULT_SERVER, description: 'mock-site serve (default port); see the description for rest_route addressing' }],
    tags: profile.catalogues.map((c) => ({ name: tagOf(c.namespace) })),
    paths,
    components: {
      schemas: { WpError: WP_ERROR_SCHEMA },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        applicationPassword: { type: 'http', scheme: 'basic', description: 'user name and application password' },
        cookieNonce: { type: 'apiKey', in: 'header', name: 'X-WP-Nonce', description: 'with the login cookie' },
      },
    },
  };
}

function operation(route: Route, endpoint: Endpoint, method: Method, pathNames: ReadonlySet<string>, operationId: string): Operation {
  const hasArgs = Object.keys(endpoint.args).some((name) => !pathNames.has(name));
  const body = BODY_METHODS.includes(method) ? requestBody(endpoint.args, pathNames) : undefined;
  const query = !BODY_METHODS.includes(method) && hasArgs ? queryParameters(endpoint.args, pathNames) : undefined;
  return {
    operationId,
    tags: [tagOf(route.namespace)],
    summary: `${method} ${route.pattern}`,
    ...(query ? { parameters: query } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(endpoint, method, hasArgs, pathNames.size > 0),
    ...(endpoint.permission === 'public' ? { security: OPTIONAL_SECURITY } : { security: SECURITY, 'x-wp-capability': endpoint.permission.cap }),
    ...(endpoint.allowBatch ? { 'x-wp-allow-batch': true } : {}),
  };
}

const tagOf = (namespace: string): string => namespace || 'index';

function uniqueId(seen: Set<string>, method: Method, path: string): string {
  const base = `${method.toLowerCase()}${path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_$/, '')}`;
  let id = base;
  for (let n = 2; seen.has(id); n++) id = `${base}_${n}`;
  seen.add(id);
  return id;
}

export const openApiJson = (doc: OpenApiDocument): string => `${JSON.stringify(doc, null, 2)}\n`;
