import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveScenario } from '../../src/app.js';
import { profiles } from '../../src/catalogue/profiles.js';
import type { ProfileName } from '../../src/model/catalogue.js';
import { fixturePath } from '../../src/generate/fixture-path.js';
import { fixturesOfCassette } from '../../src/generate/from-cassette.js';
import { fixturesOfScenario } from '../../src/generate/from-scenario.js';
import { writeFixtures, type FixtureFormat } from '../../src/generate/write-fixtures.js';
import { encodeBody } from '../../src/cassette/body-codec.js';
import { readCassette, writeCassette } from '../../src/cassette/cassette-file.js';
import type { Cassette } from '../../src/cassette/types.js';
import { loadScenario } from '../../src/scenario/load.js';
import type { Scenario } from '../../src/model/scenario.js';
import { runCli } from '../cli/run-cli.js';
import { ADMIN, ROOT, rest, site } from '../helpers.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'mock-site-generate-'));

/** Every file under `dir` with its bytes, by relative path. */
function tree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return out;
}

async function generate(scenario: Scenario, format: FixtureFormat = 'json'): Promise<string> {
  const dir = tempDir();
  writeFixtures(await fixturesOfScenario(scenario), dir, format);
  return dir;
}

const scenarioOf = (profile: ProfileName) => resolveScenario({ profile });

describe('fixture names', () => {
  it('follow the route under a folder named after the namespace', () => {
    expect(fixturePath('cms/v2', '/cms/v2/posts')).toBe('cms-v2/posts');
    expect(fixturePath('cms/v2', '/cms/v2/posts/7/revisions')).toBe('cms-v2/posts/7/revisions');
    expect(fixturePath('cms/v2', '/cms/v2')).toBe('cms-v2/index');
    expect(fixturePath('', '/')).toBe('index');
  });

  it('add the query sorted by name, with a hash when file-safe characters had to replace some', () => {
    expect(fixturePath('cms/v2', '/cms/v2/posts', { per_page: '2', page: '1' })).toBe('cms-v2/posts.page=1&per_page=2');
    const a = fixturePath('cms/v2', '/cms/v2/posts', { search: 'a/b' });
    const b = fixturePath('cms/v2', '/cms/v2/posts', { search: 'a?b' });
    expect(a).toMatch(/^cms-v2\/posts\.search=a_b~[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
  });

  it('never leave the output folder', () => {
    expect(fixturePath('x', '/x/../../etc/passwd')).toBe('x/_/_/etc/passwd');
  });
});

describe('generate --format json from a scenario', () => {
  it('gives byte-identical files on two runs, for both profiles', async () => {
    for (const profile of ['site', 'shop'] as const) {
      const [a, b] = [tree(await generate(scenarioOf(profile))), tree(await generate(scenarioOf(profile)))];
      expect(a.size).toBeGreaterThan(50);
      expect([...b.keys()]).toEqual([...a.keys()]);
      for (const [file, bytes] of a) expect(b.get(file)!.equals(bytes), file).toBe(true);
    }
  });

  it('writes each body exactly as the mock serves it, collections and one file per listed item', async () => {
    const dir = await generate(scenarioOf('site'));
    const agent = site();
    const served = await agent.get(rest('/cms/v2/posts')).set('Host', '127.0.0.1:8080').set('Authorization', ADMIN);
    expect(readFileSync(join(dir, 'cms-v2/posts.json'), 'utf8')).toBe(served.text);
    const ids = (served.body as { id: number }[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      const item = await agent
        .get(rest(`/cms/v2/posts/${id}`))
        .set('Host', '127.0.0.1:8080')
        .set('Authorization', ADMIN);
      expect(readFileSync(join(dir, `cms-v2/posts/${id}.json`), 'utf8')).toBe(item.text);
    }
    // Keyed collections give their keys: /cms/v2/types lists `post`.
    expect(JSON.parse(readFileSync(join(dir, 'cms-v2/types/post.json'), 'utf8'))).toMatchObject({ slug: 'post' });
  });

  it('reports the routes it skipped and why', async () => {
    const { skipped } = await fixturesOfScenario(scenarioOf('site'));
    expect(skipped).toContainEqual({ what: '/oembed/1.0/embed', why: 'needs the argument(s) url' });
    expect(skipped.find((s) => s.what === '/sitetool/v1/draft-theme/preview')?.why).toBe('answered 404 sitetool_no_draft_theme');
  });

  it('follows --seed where the faker answers, and the same seed gives the same bytes', async () => {
    const dir = tempDir();
    const file = join(dir, 'faked.yaml');
    writeFileSync(file, 'profile: shop\nrules:\n  - match: { route: /shop-admin/marketing/campaigns }\n    bind: { kind: faker }\n');
    const base = loadScenario(file);
    const faked = async (seed: number) =>
      (await fixturesOfScenario({ ...base, seed })).fixtures.find((f) => f.file === 'shop-admin/marketing/campaigns')!.body.toString('utf8');
    const [one, again, two] = [await faked(1), await faked(1), await faked(2)];
    expect(again).toBe(one);
    expect(two).not.toBe(one);
  });
});

describe('generate --from a cassette', () => {
  const json = (value: unknown) => encodeBody(Buffer.from(JSON.stringify(value)));
  const cassette: Cassette = {
    cassette: { version: 1, target: 'https://example.org' },
    interactions: [
      { request: { method: 'GET', route: '/cms/v2/posts', query: { per_page: '2' } }, response: { status: 200, body: json([{ id: 7 }]) } },
      { request: { method: 'GET', route: '/cms/v2/posts/7' }, response: { status: 200, body: encodeBody(Buffer.from('{"id":7,"title":"Caf\\u00e9"}')) } },
      { request: { method: 'GET', route: '/cms/v2/posts/7' }, response: { status: 200, body: json({ id: 7, later: true }) } },
      { request: { method: 'GET', route: '/cms/v2/posts/99' }, response: { status: 404, body: json({ code: 'rest_post_invalid_id' }) } },
      { request: { method: 'GET', route: '/cms/v2/media/3/file' }, response: { status: 200, body: { base64: 'iVBORw0KGgo=' } } },
      { request: { method: 'POST', route: '/cms/v2/posts' }, response: { status: 201, body: json({ id: 8 }) } },
    ],
  };

  it('writes the recorded GET answers with their exact bytes, the first of repeated requests', () => {
    const dir = tempDir();
    const file = join(dir, 'c.yaml');
    writeCassette(file, cassette);
    const generated = fixturesOfCassette(readCassette(file), profiles.site);
    writeFixtures(generated, join(dir, 'out'), 'json');
    const files = tree(join(dir, 'out'));
    expect([...files.keys()].sort()).toEqual(['cms-v2/posts.per_page=2.json', 'cms-v2/posts/7.json']);
    expect(files.get('cms-v2/posts/7.json')!.toString('utf8')).toBe('{"id":7,"title":"Caf\\u00e9"}');
    expect(generated.skipped).toEqual([
      { what: 'GET /cms/v2/posts/7', why: 'recorded again; the first recording is kept' },
      { what: 'GET /cms/v2/posts/99', why: 'recorded status 404' },
      { what: 'GET /cms/v2/media/3/file', why: 'the recorded body is not JSON' },
    ]);
  });
});

describe('generate --format ts', () => {
  it('typechecks under tsc --strict for both profiles, with interfaces named after the resource', async () => {
    const dirs = [await generate(scenarioOf('site'), 'ts'), await generate(scenarioOf('shop'), 'ts')];
    const posts = readFileSync(join(dirs[0]!, 'cms-v2/posts.ts'), 'utf8');
    expect(posts).toContain('export interface Post {');
    expect(posts).toContain('export const fixture: Post[] = [');
    expect(readFileSync(join(dirs[0]!, 'cms-v2/pages.ts'), 'utf8')).toContain('export interface Page {');
    for (const dir of dirs) {
      const files = [...tree(dir).keys()];
      expect(files.length).toBeGreaterThan(50);
      const tsc = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules/typescript/bin/tsc'), '--strict', '--noEmit', '--target', 'es2022', '--module', 'nodenext', ...files],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    }
  }, 120_000);

  it("types what a client reads: fields the fixture has are required, objects are not widened by PHP's []", async () => {
    const dir = await generate(scenarioOf('site'), 'ts');
    const id = readdirSync(join(dir, 'cms-v2/posts'))
      .find((f) => /^\d+\.ts$/.test(f))!
      .replace(/\.ts$/, '');
    const category = readdirSync(join(dir, 'cms-v2/categories'))
      .find((f) => /^\d+\.ts$/.test(f))!
      .replace(/\.ts$/, '');
    const post = readFileSync(join(dir, `cms-v2/posts/${id}.ts`), 'utf8');
    expect(post).toMatch(/\n {2}title: \{\n {4}raw\?: string;\n {4}rendered: string;\n {4}\[key: string\]: unknown;\n {2}\};\n/);
    expect(post).toContain('  _links: { [rel: string]: Array<{ href: string; [key: string]: unknown }> };');
    // A term with no meta registered answers `meta: []`, as WordPress does: typed so there, and only there.
    expect(readFileSync(join(dir, `cms-v2/categories/${category}.ts`), 'utf8')).toMatch(/\n {2}meta: (?:Record<string, unknown>|\{\n[^}]*\}) \| \[\];\n/);
    writeFileSync(
      join(dir, 'client.ts'),
      `
      import posts, { type Post } from './cms-v2/posts.js';
      import post from './cms-v2/posts/${id}.js';
      import category from './cms-v2/categories/${category}.js';
      const first: Post = posts[0]!;
      export const read: string[] = [
        first.title.rendered, first.content.rendered, first.excerpt.rendered, first.guid.rendered,
        first._links.self[0]!.href, post.title.rendered, post._links.self[0]!.href, post.slug, post.date ?? '',
        String(post.content.protected), String(post.id + 1), category.name, category._links.self[0]!.href,
        post.title?.rendered ?? '',
      ];
    `,
    );
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '--strict', '--noEmit', '--target', 'es2022', '--module', 'nodenext', 'client.ts'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('gives byte-identical modules on two runs', async () => {
    const [a, b] = [tree(await generate(scenarioOf('site'), 'ts')), tree(await generate(scenarioOf('site'), 'ts'))];
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [file, bytes] of a) expect(b.get(file)!.equals(bytes), file).toBe(true);
  });

  it('fails tsc when a fixture does not fit its type (the check has teeth)', () => {
    const dir = tempDir();
    writeFixtures(
      {
        fixtures: [{ file: 'x', resource: 'X', body: Buffer.from('{"id":"seven"}'), schema: { type: 'object', properties: { id: { type: 'integer' } } } }],
        skipped: [],
      },
      dir,
      'ts',
    );
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--strict', '--noEmit', 'x.ts'], { cwd: dir, encoding: 'utf8' });
    expect(tsc.status).not.toBe(0);
    expect(tsc.stdout).toContain('x.ts');
  });
});

describe('mock-site generate (CLI)', () => {
  it('writes the fixtures and prints what it wrote and skipped', async () => {
    const out = join(tempDir(), 'fixtures');
    const r = await runCli(['generate', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\[mock-site\] generate: wrote \d+ fixture file\(s\), \d+ bytes, under /);
    expect(r.stdout).toContain('  /oembed/1.0/embed: needs the argument(s) url');
    expect(statSync(join(out, 'cms-v2/posts.json')).isFile()).toBe(true);
  });

  it('refuses bad usage with one line and exit code 2', async () => {
    const r = await runCli(['generate', '--format', 'xml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('[mock-site] generate: --format must be one of json, ts, msw (got "xml").\n');
    const both = await runCli(['generate', '--scenario', 'a.yaml', '--from', 'b.yaml']);
    expect(both.code).toBe(2);
  });
});
