// Bundles src/ for a browser as the published browser build does: package.json's "browser" twins applied to src/
// (esbuild reads that map itself for dist/), Buffer injected. Notes every node: import left in the graph.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BROWSER_MAP = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { browser: Record<string, string> }).browser;
const sourceOf = (distPath: string) => `${ROOT}${distPath.replace('./dist/', 'src/').replace(/\.js$/, '.ts')}`;
const TWINS = new Map(Object.entries(BROWSER_MAP).map(([node, web]) => [sourceOf(node), sourceOf(web)]));

/** Applies the "browser" map to src/, and notes each node: import with the file that makes it. */
function browserTwins(nodeImports: Set<string>): Plugin {
  return {
    name: 'browser-twins',
    setup(b) {
      b.onResolve({ filter: /^node:/ }, (args) => {
        nodeImports.add(`${args.importer.slice(ROOT.length)} -> ${args.path}`);
        return { path: args.path, external: true };
      });
      b.onResolve({ filter: /^\./ }, (args) => {
        const resolved = fileURLToPath(new URL(args.path.replace(/\.js$/, '.ts'), `file://${args.resolveDir}/`));
        const twin = TWINS.get(resolved);
        return twin ? { path: twin } : undefined;
      });
    },
  };
}

/** The bundles of `entryPoints` in memory, and the node: imports left (`importer -> node:x`). */
export async function browserBundle(entryPoints: string[] | Record<string, string>, more: BuildOptions = {}) {
  const nodeImports = new Set<string>();
  const result = await build({
    entryPoints,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    inject: [`${ROOT}src/platform/web/buffer-global.ts`],
    outdir: '/nowhere',
    write: false,
    logLevel: 'silent',
    metafile: true,
    plugins: [browserTwins(nodeImports)],
    ...more,
  });
  return { files: result.outputFiles ?? [], nodeImports: [...nodeImports], metafile: result.metafile! };
}
