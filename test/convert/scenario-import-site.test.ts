// The mock itself as the "real site": crawled through the recorder, imported, and served again from the
// imported scenario, the content API must answer as the crawled site did.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cassetteToScenario } from '../../src/convert/scenario-import.js';
import { scenarioText } from '../../src/convert/scenario-text.js';
import { createRecorder } from '../../src/record/recorder.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { loadScenario } from '../../src/scenario/load.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN } from '../helpers.js';

const KINDS = ['posts', 'pages', 'media', 'categories', 'tags', 'users', 'comments'];
const list = (kind: string, context: string) =>
  `/index.php?rest_route=/cms/v2/${kind}&context=${context}&per_page=100${context === 'edit' && (kind === 'posts' || kind === 'pages') ? '&status=any' : ''}`;

/** Records every list of the content API in one context, as a crawler would; returns the cassette file. */
async function crawl(site: RunningMockSite, context: 'view' | 'edit', dir: string): Promise<string> {
  const out = join(dir, `${context}.yaml`);
  const recorder = createRecorder({ target: site.url, out, ...(context === 'edit' ? { auth: 'admin:mock-site-password' } : {}), error: () => {} });
  const proxy = await recorder.listen(0, '127.0.0.1');
  for (const kind of KINDS) expect((await fetch(`${proxy}${list(kind, context)}`)).status).toBe(200);
  await fetch(`${proxy}/index.php?rest_route=/cms/v2/types`);
  await recorder.close();
  return out;
}

/** The answer as the other site would give it: its own address in place of this one's. */
async function answer(site: RunningMockSite, path: string, auth: boolean): Promise<unknown> {
  const res = await fetch(`${site.url}${path}`, auth ? { headers: { Authorization: ADMIN } } : {});
  return JSON.parse((await res.text()).split(site.url.replaceAll('/', '\\/')).join('ORIGIN'));
}

/** Fields the import cannot give back: the redacted post password, and when users registered (not in the data). */
const comparable = (items: unknown) => (items as Record<string, unknown>[]).map(({ password: _p, registered_date: _r, ...rest }) => rest);

describe('import --to-scenario of a crawl of a site', () => {
  let real: RunningMockSite;
  let dir: string;
  beforeAll(async () => {
    real = await startMockSite();
    dir = mkdtempSync(join(tmpdir(), 'mock-site-import-'));
  });
  afterAll(async () => {
    await real.close();
  });

  async function importedSite(context: 'view' | 'edit'): Promise<RunningMockSite> {
    const file = await crawl(real, context, dir);
    const cassette = readCassette(file);
    const scenarioFile = join(dir, `${context}-scenario.yaml`);
    writeFileSync(scenarioFile, scenarioText(cassetteToScenario(cassette).scenario, file, cassette.cassette.target));
    return startMockSite({ scenario: loadScenario(scenarioFile) });
  }

  it('from edit context, answers every list in both contexts as the crawled site did', async () => {
    const copy = await importedSite('edit');
    try {
      for (const kind of KINDS) {
        for (const context of ['edit', 'view']) {
          expect(comparable(await answer(copy, list(kind, context), true)), `${kind} ${context}`).toEqual(
            comparable(await answer(real, list(kind, context), true)),
          );
        }
      }
    } finally {
      await copy.close();
    }
  });

  it('from view context only, answers the public lists as the crawled site did, rendered text and excerpts included', async () => {
    const copy = await importedSite('view');
    try {
      for (const kind of KINDS) {
        const theirs = comparable(await answer(real, list(kind, 'view'), false));
        const ours = comparable(await answer(copy, list(kind, 'view'), false));
        // A guest's email is only shown in edit context, so the avatar made from it differs.
        if (kind === 'comments') for (const c of [...theirs, ...ours]) delete c.author_avatar_urls;
        expect(ours, kind).toEqual(theirs);
      }
    } finally {
      await copy.close();
    }
  });
});
