import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';
import { serveCli, type Served } from './run-cli.js';

let served: Served | undefined;
afterEach(async () => { await served?.stop(); served = undefined; });

async function until(probe: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const EXAMPLE = readFileSync(join(ROOT, 'recordings/example-site.yaml'), 'utf8');
const status = async (url: string) => (await fetch(`${url}/wp-json/wp/v2/posts/7`)).status;

describe('serve --replay --watch (cassettes hot-reload like scenarios)', () => {
  it('answers from a changed cassette after it is saved, and from a cassette added to the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-cassettes-'));
    writeFileSync(join(dir, 'site.yaml'), EXAMPLE);
    served = await serveCli(['--replay', dir, '--watch', '--fallback', 'error']);
    expect(await status(served.url)).toBe(200);
    const edited = EXAMPLE.replace(/(route: \/wp\/v2\/posts\/7\n(?:.*\n)*?\s+response:\n\s+status: )200/, '$1410');
    expect(edited).not.toBe(EXAMPLE);
    writeFileSync(join(dir, 'site.yaml'), edited);
    await until(async () => (await status(served!.url)) === 410, 'the edited recording to answer');
    writeFileSync(join(dir, 'more.yaml'), 'cassette: { version: 1 }\ninteractions:\n  - request: { method: GET, route: /extra }\n    response: { status: 204 }\n');
    await until(async () => (await fetch(`${served!.url}/wp-json/extra`)).status === 204, 'the added cassette to answer');
  });

  it('keeps the previous recordings serving when a change does not load, and says where the file is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-cassettes-'));
    const file = join(dir, 'site.yaml');
    writeFileSync(file, EXAMPLE);
    served = await serveCli(['--replay', file, '--watch', '--fallback', 'error']);
    writeFileSync(file, `${EXAMPLE}\n  - request: { method: GET }\n`);
    await until(() => served!.output().includes('the cassette change was not applied'), 'the error report');
    expect(served.output()).toMatch(/site\.yaml:\d+:\d+: interactions\[\d+\]\.request/);
    expect(await status(served.url)).toBe(200);
  });
});
