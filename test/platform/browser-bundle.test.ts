// The browser entry points bundle for a browser: with package.json's "browser" twins in place (applied here to src/),
// no node: built-in is left in the import graph of mock-site/fetch and mock-site/msw. (`npm run build:browser`
// bundles dist/ the same way, where esbuild reads the "browser" field itself, and fails on any node: import.)
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { browserBundle, ROOT } from '../browser/browser-build.js';

/** The output files an entry loads before it runs: itself and the chunks it imports statically, theirs too. */
function atOnce(meta: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const i of meta.outputs[output]!.imports) if (i.kind === 'import-statement' && !i.external) atOnce(meta, i.path, seen);
  return seen;
}

describe('the browser bundle of mock-site/fetch and mock-site/msw', () => {
  it('holds no node: import, loads yaml and json-schema-faker on first use, and reports its size', async () => {
    const { files, nodeImports, metafile } = await browserBundle(
      { fetch: `${ROOT}src/fetch/create-mock-site.ts`, msw: `${ROOT}src/msw/handlers.ts` },
      { splitting: true, outdir: 'bundle', external: ['msw'] },
    );
    expect(nodeImports, 'a file the engine loads imports a node: built-in: use (or add) a src/platform module').toEqual([]);
    const entry = Object.keys(metafile.outputs).find((o) => o.endsWith('fetch.js'))!;
    const eagerOutputs = [...atOnce(metafile, entry)];
    const eagerInputs = eagerOutputs.flatMap((o) => Object.keys(metafile.outputs[o]!.inputs));
    expect(eagerInputs.filter((i) => /node_modules\/(yaml|json-schema-faker)\//.test(i))).toEqual([]);
    expect(Object.keys(metafile.inputs).some((i) => i.includes('node_modules/json-schema-faker/'))).toBe(true);
    const eager = files.filter((f) => eagerOutputs.some((o) => f.path.endsWith(o)));
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    const sum = (list: typeof files, gz: boolean) => list.reduce((n, f) => n + (gz ? gzipSync(f.contents).length : f.contents.length), 0);
    console.log(
      `[browser] mock-site/fetch: ${kib(sum(eager, false))} minified, ${kib(sum(eager, true))} gzipped loaded at once; all chunks ${kib(sum(files, false))} / ${kib(sum(files, true))}`,
    );
  });
});
