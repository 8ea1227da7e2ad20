import { mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';
import { serveCli, type Served } from './run-cli.js';
import { printed, printedAgain, saveByRename, sedInPlace, until } from './watching.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

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
    writeFileSync(
      join(dir, 'more.yaml'),
      'cassette: { version: 1 }\ninteractions:\n  - request: { method: GET, route: /extra }\n    response: { status: 204 }\n',
    );
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

  describe.each(['folder', 'file'])('saves that put a new cassette in place of the old one, --replay <%s> (issue 18)', (given) => {
    /** The example cassette with GET /wp/v2/posts/7 recorded as answering `code`. */
    const answering = (code: number) => EXAMPLE.replace(/(route: \/wp\/v2\/posts\/7\n(?:.*\n)*?\s+response:\n\s+status: )200/, `$1${code}`);
    const KEPT = 'the cassette change was not applied';
    const answers = (code: number) => until(async () => (await status(served!.url)) === code, `the recording to answer ${code}`);
    const start = async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mock-site-cassettes-'));
      const file = join(dir, 'site.yaml');
      writeFileSync(file, EXAMPLE);
      served = await serveCli(['--replay', given === 'folder' ? dir : file, '--watch', '--fallback', 'error']);
      return file;
    };

    it('applies every save by rename: two quick ones, invalid ones between, a burst, then one at a time', async () => {
      const file = await start();
      saveByRename(file, answering(201));
      saveByRename(file, answering(202));
      await answers(202);
      const before = printed(served!, KEPT);
      saveByRename(file, `${EXAMPLE}\n  - request: { method: GET }\n`);
      await printedAgain(served!, KEPT, before);
      expect(await status(served!.url)).toBe(202);
      for (const text of [answering(203), 'interactions: [', answering(204), `${EXAMPLE}\n  - request: { method: GET }\n`, answering(205)])
        saveByRename(file, text);
      await answers(205);
      for (const code of [206, 207, 208]) {
        saveByRename(file, answering(code));
        await answers(code);
      }
    });

    it.skipIf(process.platform === 'win32')('applies every sed -i, two in a row and the ones after', async () => {
      const file = await start();
      writeFileSync(file, answering(231));
      await answers(231);
      sedInPlace(file, 'status: 231', 'status: 232');
      sedInPlace(file, 'status: 232', 'status: 233');
      await answers(233);
      sedInPlace(file, 'status: 233', 'status: 234');
      await answers(234);
      sedInPlace(file, 'status: 234', 'status: 235');
      await answers(235);
    });

    it('takes the cassette back after it was deleted, whether re-created at once or after the error', async () => {
      const file = await start();
      const before = printed(served!, KEPT);
      unlinkSync(file);
      await printedAgain(served!, KEPT, before);
      expect(await status(served!.url)).toBe(200);
      writeFileSync(file, answering(201));
      await answers(201);
      unlinkSync(file);
      writeFileSync(file, answering(202));
      await answers(202);
      writeFileSync(file, answering(203));
      await answers(203);
    });
  });
});
