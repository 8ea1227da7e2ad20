// The browser twins (package.json "browser": each Node file and the file that replaces it in a browser bundle) export
// the same names with the same types, and compute what the Node files compute.
import { readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as nodeSearch from '../../src/areas/sitetool/theme/search-worker.js';
import * as webSearch from '../../src/areas/sitetool/theme/web/search-worker.js';
import * as nodeOnDemand from '../../src/load-on-demand.js';
import * as nodePackageFiles from '../../src/package-files.js';
import * as nodeAsyncContext from '../../src/platform/async-context.js';
import * as nodeConstantTime from '../../src/platform/constant-time.js';
import * as nodeDeflate from '../../src/platform/deflate.js';
import * as nodeFiles from '../../src/platform/files.js';
import * as nodeHash from '../../src/platform/hash.js';
import * as nodeInflate from '../../src/platform/inflate.js';
import * as nodeIp from '../../src/platform/ip-address.js';
import { NeedsNode } from '../../src/platform/needs-node.js';
import * as platformPath from '../../src/platform/path.js';
import * as webAsyncContext from '../../src/platform/web/async-context.js';
import * as webConstantTime from '../../src/platform/web/constant-time.js';
import * as webDeflate from '../../src/platform/web/deflate.js';
import * as webFiles from '../../src/platform/web/files.js';
import * as webHash from '../../src/platform/web/hash.js';
import * as webInflate from '../../src/platform/web/inflate.js';
import * as webIp from '../../src/platform/web/ip-address.js';
import * as webOnDemand from '../../src/platform/web/load-on-demand.js';
import * as webPackageFiles from '../../src/platform/web/package-files.js';
import * as webPath from '../../src/platform/web/path.js';

const BROWSER_MAP = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { browser: Record<string, string> }).browser;
const sourceOf = (distPath: string) => new URL(`../../${distPath.replace('./dist/', 'src/').replace(/\.js$/, '.ts')}`, import.meta.url).href;

describe('the browser twins', () => {
  it.each(Object.entries(BROWSER_MAP))('%s and %s export the same names', async (node, web) => {
    const [nodeModule, webModule] = await Promise.all([import(sourceOf(node)), import(sourceOf(web))]);
    expect(Object.keys(webModule).sort()).toEqual(Object.keys(nodeModule).sort());
  });

  it('export the same types (each side stands in for the other; tsc checks this)', () => {
    webAsyncContext satisfies typeof nodeAsyncContext;
    nodeAsyncContext satisfies typeof webAsyncContext;
    webConstantTime satisfies typeof nodeConstantTime;
    nodeConstantTime satisfies typeof webConstantTime;
    webDeflate satisfies typeof nodeDeflate;
    nodeDeflate satisfies typeof webDeflate;
    webHash satisfies typeof nodeHash;
    nodeHash satisfies typeof webHash;
    webInflate satisfies typeof nodeInflate;
    nodeInflate satisfies typeof webInflate;
    webIp satisfies typeof nodeIp;
    nodeIp satisfies typeof webIp;
    webPath satisfies typeof platformPath;
    platformPath satisfies typeof webPath;
    webOnDemand satisfies typeof nodeOnDemand;
    nodeOnDemand satisfies typeof webOnDemand;
    webPackageFiles satisfies typeof nodePackageFiles;
    nodePackageFiles satisfies typeof webPackageFiles;
    webSearch satisfies typeof nodeSearch;
    nodeSearch satisfies typeof webSearch;
    webFiles.readFileSync satisfies typeof nodeFiles.readFileSync;
    nodeFiles.readFileSync satisfies typeof webFiles.readFileSync;
    webFiles.open satisfies typeof nodeFiles.open;
    nodeFiles.open satisfies typeof webFiles.open;
  });
});

describe('web/hash.ts', () => {
  const input = fc.oneof(fc.string(), fc.uint8Array({ maxLength: 300 }));
  it.each(['md5', 'sha1', 'sha256'] as const)('digests %s as node:crypto does', (algorithm) => {
    fc.assert(
      fc.property(
        fc.array(input, { maxLength: 4 }),
        fc.constantFrom(undefined, 'hex', 'base64', 'base64url') as fc.Arbitrary<'hex' | undefined>,
        (parts, encoding) => {
          const node = nodeHash.createHash(algorithm);
          const web = webHash.createHash(algorithm);
          for (const part of parts) {
            node.update(part);
            web.update(part);
          }
          expect(encoding ? web.digest(encoding) : web.digest()).toEqual(encoding ? node.digest(encoding) : node.digest());
        },
      ),
    );
  });

  it('computes an HMAC as node:crypto does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.uint8Array({ maxLength: 100 })), input, (key, text) => {
        expect(webHash.createHmac('sha256', key).update(text).digest('hex')).toBe(nodeHash.createHmac('sha256', key).update(text).digest('hex'));
        expect(webHash.createHmac('md5', key).update(text).digest()).toEqual(nodeHash.createHmac('md5', key).update(text).digest());
      }),
    );
  });
});

describe('web/constant-time.ts', () => {
  it('compares as node:crypto does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 8 }), fc.uint8Array({ maxLength: 8 }), (a, b) => {
        if (a.length === b.length) expect(webConstantTime.timingSafeEqual(a, b)).toBe(nodeConstantTime.timingSafeEqual(a, b));
        else expect(() => webConstantTime.timingSafeEqual(a, b)).toThrow(RangeError);
      }),
    );
  });
});

describe('web/deflate.ts and web/inflate.ts', () => {
  const bytes = fc.uint8Array({ maxLength: 5000 }).map((b) => Buffer.from(b));
  it('deflate what node:zlib inflates, and inflate what node:zlib deflates', () => {
    fc.assert(
      fc.property(bytes, (data) => {
        expect(nodeInflate.inflateSync(webDeflate.deflateSync(data))).toEqual(data);
        expect(webInflate.inflateSync(nodeDeflate.deflateSync(data))).toEqual(data);
      }),
    );
  });

  it('inflate raw DEFLATE and gzip as node:zlib does', async () => {
    const zlib = await import('node:zlib');
    const text = Buffer.from('mock-site '.repeat(500));
    expect(webInflate.inflateRawSync(zlib.deflateRawSync(text))).toEqual(text);
    expect(webInflate.gunzipSync(zlib.gzipSync(text))).toEqual(text);
  });

  it('stop past maxOutputLength, as node:zlib does', async () => {
    const zlib = await import('node:zlib');
    const packed = zlib.deflateRawSync(Buffer.alloc(100_000));
    expect(() => nodeInflate.inflateRawSync(packed, { maxOutputLength: 1000 })).toThrow();
    expect(() => webInflate.inflateRawSync(packed, { maxOutputLength: 1000 })).toThrow();
    expect(webInflate.inflateRawSync(packed, { maxOutputLength: 100_000 })).toHaveLength(100_000);
  });

  it('refuse damaged data and brotli', () => {
    expect(() => webInflate.inflateRawSync(Buffer.from([1, 2, 3]))).toThrow();
    expect(() => webInflate.brotliDecompressSync(Buffer.from([1]))).toThrow(NeedsNode);
  });
});

describe('web/path.ts', () => {
  const segment = fc.constantFrom('', '.', '..', 'a', 'b.json', '.env', 'x.tar.gz', '/');
  const path = fc.array(segment, { maxLength: 6 }).map((s) => s.join('/'));
  it('resolves, joins and splits POSIX paths as node:path does (from /)', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 4 }), (paths) => {
        expect(webPath.resolve('/', ...paths)).toBe(nodePath.posix.resolve('/', ...paths));
        expect(webPath.join(...paths)).toBe(nodePath.posix.join(...paths));
        for (const p of paths) {
          expect(webPath.dirname(p), `dirname ${p}`).toBe(nodePath.posix.dirname(p));
          expect(webPath.basename(p), `basename ${p}`).toBe(nodePath.posix.basename(p));
          expect(webPath.basename(p, '.json'), `basename ${p}`).toBe(nodePath.posix.basename(p, '.json'));
          expect(webPath.extname(p), `extname ${p}`).toBe(nodePath.posix.extname(p));
        }
      }),
    );
  });
});

describe('web/ip-address.ts', () => {
  it('tells IP addresses as node:net does', () => {
    const samples = ['::1', 'fe80::1%eth0', '1.2.3.4', '01.2.3.4', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8', '1::2::3', 'gg::1', '::', '256.1.1.1', '', 'a:b'];
    for (const s of samples) expect([webIp.isIP(s), webIp.isIPv6(s)], s).toEqual([nodeIp.isIP(s), nodeIp.isIPv6(s)]);
    fc.assert(
      fc.property(fc.ipV6(), fc.ipV4(), fc.string(), (v6, v4, text) => {
        for (const s of [v6, v4, text, `${v6}%1`]) expect([webIp.isIP(s), webIp.isIPv6(s)], s).toEqual([nodeIp.isIP(s), nodeIp.isIPv6(s)]);
      }),
    );
  });
});

describe('web/async-context.ts', () => {
  it('holds the value for the synchronous part of run, nested runs included', () => {
    const context = webAsyncContext.asyncContext<string>();
    expect(context.getStore()).toBeUndefined();
    const seen = context.run('outer', () => [context.getStore(), context.run('inner', () => context.getStore()), context.getStore()]);
    expect(seen).toEqual(['outer', 'inner', 'outer']);
    expect(context.getStore()).toBeUndefined();
    expect(() =>
      context.run('x', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(context.getStore()).toBeUndefined();
  });
  it('holds the value after an await inside run, until its promise settles', async () => {
    const context = webAsyncContext.asyncContext<string>();
    const seen = await context.run('request', async () => {
      await Promise.resolve();
      return context.getStore();
    });
    expect(seen).toBe('request');
    expect(context.getStore()).toBeUndefined();
    await expect(
      context.run('failing', async () => {
        await Promise.resolve();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(context.getStore()).toBeUndefined();
    expect([webAsyncContext.followsAwaits, nodeAsyncContext.followsAwaits]).toEqual([false, true]);
  });
});

describe('web/files.ts and web/load-on-demand.ts', () => {
  it('say that files, express and lowdb need Node', () => {
    expect(() => webFiles.openSync('/x', 0)).toThrow(NeedsNode);
    expect(() => webOnDemand.loadExpress()).toThrow(NeedsNode);
    expect(() => webOnDemand.loadLowdb()).toThrow(/lowdb needs Node/);
  });

  it('load yaml once preloaded', async () => {
    expect(() => webOnDemand.loadYaml()).toThrow(/await preload\(\)/);
    await webOnDemand.preload();
    expect(webOnDemand.loadYaml().parse('a: 1')).toEqual({ a: 1 });
  });
});

describe('the browser search', () => {
  it('searches as the worker does, in this thread', async () => {
    const job = { pattern: 'wp_(head|footer)', caseSensitive: false, max: 1, files: [{ path: 'a.php', content: 'x\nWP_HEAD();\r\nwp_footer();\n' }] };
    expect(await webSearch.runSearch(job)).toEqual(await nodeSearch.runSearch(job));
    expect(await webSearch.runSearch({ ...job, pattern: '(' })).toEqual(await nodeSearch.runSearch({ ...job, pattern: '(' }));
    nodeSearch.stopSearchWorker();
  });
});
