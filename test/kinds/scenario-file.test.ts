// Kinds bound from a scenario file: `bind:` in rules and routes, record sets seeded from data.records.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, rest, site } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-site-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'forms.yaml');
writeFileSync(
  file,
  `
profile: shop
data:
  records:
    assistant.forms:
      - { id: 12, title: Contact form, status: publish }
    assistant.settings: { chatbot: true, model: gpt-4o }
rules:
  - match: { route: /assistant/v1/forms/list }
    bind: { kind: collection, store: assistant.forms, body: { success: true, forms: '{{items}}' } }
  - match: { route: /assistant/v1/forms/create }
    bind: { kind: collection, store: assistant.forms, op: create, status: 200, defaults: { status: draft }, body: { success: true, form: '{{item}}' } }
  - match: { route: /assistant/v1/settings/update }
    bind: { kind: singleton, store: assistant.settings, body: { success: true, options: '{{value}}' } }
routes:
  - path: /my-export/v1/exports
    methods: POST
    bind: { kind: job, store: exports, polls: 1, result: { url: 'https://downloads.example.org/{{job.job_id}}.zip' } }
  - path: /my-export/v1/exports/{job_id}
    bind: { kind: job, store: exports, polls: 1, result: { url: 'https://downloads.example.org/{{job.job_id}}.zip' } }
`,
);

describe('kinds bound in a scenario file', () => {
  const http = site({ scenario: file });

  it('a rule binds a catalogue route to a collection seeded from data.records', async () => {
    await http.post(rest('/assistant/v1/forms/create')).set('Authorization', ADMIN).send({ title: 'Quote' }).expect(200);
    const res = await http.get(rest('/assistant/v1/forms/list')).set('Authorization', ADMIN).expect(200);
    expect(res.body).toEqual({
      success: true,
      forms: [
        { id: 12, title: 'Contact form', status: 'publish' },
        { id: 13, status: 'draft', title: 'Quote', date: '2026-01-15T09:00:01' },
      ],
    });
  });

  it('a singleton starts from its data.records mapping', async () => {
    const res = await http.post(rest('/assistant/v1/settings/update')).set('Authorization', ADMIN).send({ model: 'o3' }).expect(200);
    expect(res.body).toEqual({ success: true, options: { chatbot: true, model: 'o3' } });
  });

  it('a scenario route binds a job: started, then done on the first poll', async () => {
    const started = await http.post(rest('/my-export/v1/exports')).send({ format: 'csv' }).expect(200);
    expect(started.body).toEqual({ job_id: 'job-1', format: 'csv', status: 'queued' });
    const done = await http.get(rest('/my-export/v1/exports/job-1')).expect(200);
    expect(done.body).toEqual({ job_id: 'job-1', format: 'csv', status: 'done', result: { url: 'https://downloads.example.org/job-1.zip' } });
  });
});
