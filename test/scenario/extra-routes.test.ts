import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/model/problem.js';
import { ADMIN, rest, site } from '../helpers.js';
import { scenarioFolder } from './scenario-files.js';

const { write } = scenarioFolder('mock-site-routes-');

const file = write(
  'plugin-routes.yaml',
  `profile: site
routes:
  - path: /acme-forms/v1/forms
    endpoints:
      - methods: GET
        args:
          per_page: { type: integer, minimum: 1, maximum: 50, default: 10, description: Forms per page. }
      - methods: POST
        args:
          title: { type: string, required: true }
        permission: manage_options
    bind: { kind: collection, store: forms }
  - path: /acme-forms/v1/status
    response:
      type: object
      required: [healthy, version]
      properties:
        healthy: { type: boolean, const: true }
        version: { type: string, examples: ['2.4.1'] }
  - path: /cms/v2/acme-extra
    methods: [GET]
    response: { type: object, properties: { extra: { const: yes } }, required: [extra] }
`,
);
const scenario = loadScenario(file);
const app = () => site({ scenario });

describe("a scenario's own routes", () => {
  it('are listed in the index with their arguments, their new namespace among the namespaces', async () => {
    const res = await app().get(rest('/'));
    expect(res.body.namespaces).toContain('acme-forms/v1');
    expect(res.body.namespaces.filter((n: string) => n === 'cms/v2')).toHaveLength(1);
    expect(res.body.routes['/acme-forms/v1/forms']).toMatchObject({
      namespace: 'acme-forms/v1',
      methods: ['GET', 'POST'],
      endpoints: [
        { methods: ['GET'], args: { per_page: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Forms per page.', required: false } } },
        { methods: ['POST'], args: { title: { type: 'string', required: true } } },
      ],
    });
    expect(res.body.routes['/cms/v2/acme-extra']).toMatchObject({ namespace: 'cms/v2', methods: ['GET'] });
  });

  it('a new namespace gets its namespace root, as register_rest_route gives every namespace', async () => {
    const res = await app().get(rest('/acme-forms/v1')).expect(200);
    expect(res.body.namespace).toBe('acme-forms/v1');
    expect(Object.keys(res.body.routes)).toEqual(['/acme-forms/v1', '/acme-forms/v1/forms', '/acme-forms/v1/status']);
  });

  it("validates arguments exactly like the catalogue's routes", async () => {
    const res = await app().get(rest('/acme-forms/v1/forms', '&per_page=500')).expect(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { per_page: 'per_page must be between 1 (inclusive) and 50 (inclusive)' } },
    });
    const missing = await app().post(rest('/acme-forms/v1/forms')).set('Authorization', ADMIN).send({}).expect(400);
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['title'] } });
  });

  it("a permission refuses anonymous callers with 401 and WordPress's code", async () => {
    const res = await app().post(rest('/acme-forms/v1/forms')).send({ title: 'Contact' }).expect(401);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('a route bound to a kind is answered by it: a collection creates and lists', async () => {
    const agent = app();
    await agent.post(rest('/acme-forms/v1/forms')).set('Authorization', ADMIN).send({ title: 'Contact' }).expect(201);
    const list = await agent.get(rest('/acme-forms/v1/forms')).expect(200);
    expect(list.body).toMatchObject([{ title: 'Contact' }]);
  });

  it('a route bound to nothing is answered by the faker from its response schema', async () => {
    const res = await app().get(rest('/acme-forms/v1/status')).expect(200);
    expect(res.body).toEqual({ healthy: true, version: '2.4.1' });
    expect((await app().get(rest('/cms/v2/acme-extra'))).body).toEqual({ extra: 'yes' });
  });

  it('a route that collides with a catalogue route of the profile served is refused', () => {
    const mine = write('collides-in-shop.yaml', 'profile: site\nroutes:\n  - path: /shop/v3/marketplace/featured\n');
    expect(() => createApp({ scenario: mine })).not.toThrow();
    expect(() => createApp({ scenario: mine, profile: 'shop' })).toThrow(ScenarioError);
    expect(() => createApp({ scenario: mine, profile: 'shop' })).toThrow(
      /collides-in-shop\.yaml:3:5: route \/shop\/v3\/marketplace\/featured collides with the shop catalogue's route \/shop\/v3\/marketplace\/featured/,
    );
  });
});
