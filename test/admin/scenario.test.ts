import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';

describe('admin API: GET /__mock/scenario', () => {
  it('answers the effective scenario: the file over the defaults, as loaded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-scenario-'));
    writeFileSync(join(dir, 'base.yaml'), 'site:\n  name: Base\n  description: From base\n');
    writeFileSync(join(dir, 'mine.yaml'), 'extends: base.yaml\nsite:\n  name: Mine\nseed: 7\n');
    const app = createMockApp({ scenario: join(dir, 'mine.yaml') });
    const res = await request(app.express)
      .get('/__mock/scenario')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(res.body).toMatchObject({
      source: join(dir, 'mine.yaml'),
      profile: 'site',
      site: { name: 'Mine', description: 'From base' },
      seed: 7,
      clock: { start: '2026-01-15T09:00:00.000Z' },
      rules: [],
      machines: [],
      routes: [],
    });
    expect(res.body.files).toContain(join(dir, 'mine.yaml'));
  });

  it("lists each user's capabilities, sorted", async () => {
    const res = await request(createMockApp().express).get('/__mock/scenario').expect(200);
    const admin = (res.body.auth.users as { username: string; capabilities: string[] }[]).find((u) => u.username === 'admin')!;
    expect(admin.capabilities).toContain('edit_posts');
    expect(admin.capabilities).toEqual([...admin.capabilities].sort());
  });
});
