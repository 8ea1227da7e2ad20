// Prism (Stoplight's mock server), given the OpenAPI export, must accept the example requests of the README and of
// docs/: the export says what the mock takes, so a client generated from it or a mock built on it works the way the
// docs show.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '@stoplight/prism-core';
import { createInstance, getHttpOperationsFromSpec, type IHttpRequest } from '@stoplight/prism-http';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../src/catalogue/profiles.js';
import { PROFILES, type ProfileName } from '../../src/model/catalogue.js';
import { openApiDocument } from '../../src/openapi/document.js';
import { readmeRequests, type ReadmeRequest } from './readme-requests.js';

const ROOT = join(import.meta.dirname, '../..');
/** README.md first (the tour), then every page of docs/. */
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const BOUNDARY = 'mock-site-readme-boundary';

type Operations = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>;

const prism = createInstance(
  { mock: { dynamic: false }, validateRequest: true, validateResponse: false, checkSecurity: true, errors: true, upstreamProxy: undefined, isProxy: false },
  { logger: createLogger('prism', { enabled: false }) },
);

const documents = Object.fromEntries(PROFILES.map((name) => [name, openApiDocument(profiles[name])])) as Record<
  ProfileName,
  ReturnType<typeof openApiDocument>
>;

/** The profile whose export has the request's route and method (every profile's path as a template). */
function profileOf(request: ReadmeRequest): ProfileName | undefined {
  return PROFILES.find((name) =>
    Object.entries(documents[name].paths).some(([path, item]) => {
      const template = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
      return template.test(request.route) && (item as Record<string, unknown>)[request.method.toLowerCase()] !== undefined;
    }),
  );
}

function prismRequest(request: ReadmeRequest): IHttpRequest {
  const headers: Record<string, string> = { ...request.headers };
  if (request.user) headers.authorization = `Basic ${Buffer.from(request.user).toString('base64')}`;
  let body: unknown = request.body;
  if (request.body !== undefined && /json/i.test(headers['content-type'] ?? '')) body = JSON.parse(request.body);
  if (request.multipart) {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    body = `${Object.entries(request.multipart)
      .map(([name, value]) =>
        value.startsWith('@')
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.slice(1)}"\r\nContent-Type: application/zip\r\n\r\nPK\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${BOUNDARY}--\r\n`;
  }
  return {
    method: request.method.toLowerCase() as IHttpRequest['method'],
    url: { path: request.route, query: Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, [v]])) },
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}

const requests = DOCS.flatMap((file) => readmeRequests(join(ROOT, file)).map((r) => ({ ...r, file })));
const operations = new Map<ProfileName, Promise<Operations>>();
const operationsOf = (name: ProfileName): Promise<Operations> => {
  if (!operations.has(name)) operations.set(name, getHttpOperationsFromSpec(structuredClone(documents[name]) as never));
  return operations.get(name)!;
};

describe('Prism, mocking the OpenAPI export, takes the requests of the README and docs/', () => {
  it('finds the requests that send a body, the tour’s post creation first', () => {
    expect(requests.length).toBeGreaterThanOrEqual(20);
    expect(requests[0]).toMatchObject({ method: 'POST', route: '/cms/v2/posts', body: '{"title":"Hello","status":"draft"}' });
    // Every one is a route of a profile's catalogue, but for the mock's own admin API (not part of the export).
    expect(
      requests
        .filter((r) => !profileOf(r))
        .map((r) => r.route)
        .filter((route) => !route.startsWith('/__mock/')),
    ).toEqual([]);
  });

  it.each(requests.filter((r) => profileOf(r)).map((r) => [`${r.file}:${r.line}: ${r.method} ${r.route}`, r] as const))('%s', async (_, request) => {
    const result = await prism.request(prismRequest(request), await operationsOf(profileOf(request)!))();
    if (result._tag === 'Left') throw new Error(`${request.command}\nPrism: ${result.left.message}`);
    const problems = result.right.validations.input.filter((v) => v.severity === 0).map((v) => `${v.path?.join('.')}: ${v.message}`);
    expect(problems, request.command).toEqual([]);
    expect(result.right.output.statusCode, request.command).toBeLessThan(300);
  });
});
