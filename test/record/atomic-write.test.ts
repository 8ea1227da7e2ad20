import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CassetteWriter } from '../../src/record/cassette-writer.js';
import { SecretLedger } from '../../src/cassette/secret-ledger.js';
import { parseCassette, readCassette } from '../../src/cassette/cassette-file.js';
import type { Cassette, Interaction } from '../../src/cassette/types.js';
import { createRecorder } from '../../src/record/recorder.js';
import { raw, recordSession, startUpstream, type Session } from './fake-upstream.js';

const dir = () => mkdtempSync(join(tmpdir(), 'mock-site-atomic-'));
const empty = (): Cassette => ({ cassette: { version: 1, target: 'http://example.test' }, interactions: [] });
const interaction = (n: number) => ({ request: { method: 'GET', route: `/x/${n}` }, response: { status: 200, body: { json: { n } } } });

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('cassette writes', () => {
  it('leaves a valid cassette on disk after every interaction, with no temporary file beside it', async () => {
    const folder = dir();
    const out = join(folder, 'nested', 'site.yaml');
    session = await recordSession(out);
    for (let n = 1; n <= 3; n++) {
      await raw(`${session.proxy}/wp-json/echo?n=${n}`);
      await session.recorder.writer.flush();
      const c = parseCassette(readFileSync(out, 'utf8'), out);
      expect(c.interactions).toHaveLength(n);
      expect(readdirSync(join(folder, 'nested'))).toEqual(['site.yaml']);
    }
  });

  it('coalesces many interactions arriving at once into few writes, losing none', async () => {
    const out = join(dir(), 'site.yaml');
    session = await recordSession(out);
    await Promise.all(Array.from({ length: 25 }, (_, n) => raw(`${session!.proxy}/wp-json/echo?n=${n}`)));
    await session.recorder.writer.flush();
    const queries = readCassette(out).interactions.map((i) => Number((i.request.query as { n: string }).n));
    expect(queries.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, n) => n));
  });

  it('writes the header once: version, target without credentials, recording time and tool', async () => {
    const out = join(dir(), 'site.yaml');
    session = await recordSession(out);
    await raw(`${session.proxy}/wp-json/echo`);
    await session.recorder.writer.flush();
    const text = readFileSync(out, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^\$schema: /);
    expect(readCassette(out).cassette).toEqual({
      version: 1,
      target: session.upstream.origin,
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tool: expect.stringMatching(/^mock-site \d/),
    });
  });

  it('replaces an existing cassette by default, and appends to it with append, warning when it holds another site', async () => {
    const out = join(dir(), 'site.yaml');
    const upstream = await startUpstream();
    const first = createRecorder({ target: upstream.origin, out, error: () => {} });
    await raw(`${await first.listen(0, '127.0.0.1')}/wp-json/echo?first=1`);
    await first.close();
    const second = await recordSession(out, {}, upstream);
    await raw(`${second.proxy}/wp-json/echo?second=1`);
    await second.recorder.close();
    expect(readCassette(out).interactions.map((i) => i.request.query)).toEqual([{ second: '1' }]);
    session = await recordSession(out, { append: true }, upstream);
    await raw(`${session.proxy}/wp-json/echo?first=1`);
    await session.recorder.writer.flush();
    expect(readCassette(out).interactions.map((i) => i.request.query)).toEqual([{ first: '1' }, { second: '1' }]);
    expect(session.errors).toEqual([]);
    const other = await recordSession(out, { append: true });
    try {
      expect(other.errors[0]).toMatch(
        /^\[mock-site\] record: .*site\.yaml holds recordings of http:\/\/127\.0\.0\.1:\d+; adding ones of http:\/\/127\.0\.0\.1:\d+ to it\./,
      );
    } finally {
      await other.close();
    }
  });

  it('re-recording an unchanged site leaves the file byte for byte as it was (recordedAt included)', async () => {
    const out = join(dir(), 'site.yaml');
    const upstream = await startUpstream();
    const visit = async () => {
      const s = await recordSession(out, {}, upstream);
      for (const path of ['/wp-json/wp/v2/posts', '/wp-json/echo?b=2', '/wp-json/', '/wp-json/echo?a=1']) await raw(`${s.proxy}${path}`);
      await s.recorder.close();
    };
    await visit();
    const before = readFileSync(out, 'utf8');
    await new Promise((r) => setTimeout(r, 5)); // a later recordedAt, were it written
    await visit();
    expect(readFileSync(out, 'utf8')).toBe(before);
    await upstream.close();
  });

  it('sorts interactions by request identity and keeps repeats of one request in recorded order', () => {
    const file = join(dir(), 'sorted.yaml');
    const writer = new CassetteWriter({ file, cassette: empty(), ledger: new SecretLedger(), error: () => {} });
    const at = (route: string, status: number): Interaction => ({ request: { method: 'GET', route }, response: { status } });
    for (const it of [at('/b', 201), at('/a', 202), at('/b', 203), at('/a', 204)]) writer.cassette.interactions.push(it);
    writer.writeNow();
    expect(readCassette(file).interactions.map((i) => `${i.request.route}:${i.response.status}`)).toEqual(['/a:202', '/a:204', '/b:201', '/b:203']);
  });

  it('keeps the previous file and reports when the file cannot be written', async () => {
    const folder = dir();
    const out = join(folder, 'site.yaml');
    writeFileSync(join(folder, 'blocker'), 'a file where a folder should be');
    const errors: string[] = [];
    const writer = new CassetteWriter({
      file: join(folder, 'blocker', 'site.yaml'),
      cassette: empty(),
      ledger: new SecretLedger(),
      error: (t) => errors.push(t),
    });
    writer.append(interaction(1));
    await writer.flush();
    expect(errors[0]).toMatch(/^\[mock-site\] record: could not write .*blocker\/site\.yaml: /);
    const good = new CassetteWriter({ file: out, cassette: empty(), ledger: new SecretLedger(), error: (t) => errors.push(t) });
    good.append(interaction(1));
    await good.flush();
    expect(good.written).toBe(1);
    expect(readdirSync(folder).sort()).toEqual(['blocker', 'site.yaml']);
  });
});
