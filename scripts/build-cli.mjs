// Builds the command line in dist/cli/ (`npm run build` runs it after tsc): the bundle mock-site.cjs (src/cli/main.ts
// and all it imports), main.js, the `mock-site` command, which runs the bundle from V8's code cache
// (src/cli/launch.ts), and validate-worker.js, the scenario checks a hot reload runs on a worker thread.
//
// main.js and validate-worker.js are CommonJS (dist/cli/package.json says so, the rest of the package being ES
// modules): Node starts a CommonJS entry without loading its ES module loader, about 7 ms sooner on a start that
// takes 150. Their import.meta.url is made from __filename.
//
// Two things esbuild's command line cannot do for the bundle:
// - A module with a `.cli.ts` twin beside it (`on-demand.ts` and `on-demand.cli.ts`) is bundled as its twin. The
//   twin require()s what the module imports, so each part loads on its first use rather than when the bundle starts
//   (esbuild turns a require() of a bundled ES module into a call that runs that module once, when first made).
//   The library and the tests keep the plain module and its ordinary imports.
// - The bundle is made pure ASCII. esbuild escapes non-ASCII characters in strings and templates, but leaves them in
//   comments, regular expression literals and String.raw templates; a single one makes Node decode the 2 MB bundle
//   as UTF-8 into a two-byte string, several times slower to read (and to scan) than the one-byte (Latin-1) string an
//   ASCII file is read as. `\uXXXX` stands for the same character in a comment, a regular expression (with or without
//   the u flag) and a template's cooked text; only a String.raw's raw text would change, so there the build stops
//   unless the raw text becomes a RegExp, which reads the escape as the character.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const OUT = 'dist/cli/mock-site.cjs';

/** Resolves `./x.js` to `./x.cli.ts` where that twin exists (the resolved importer's folder). */
const cliTwins = {
  name: 'cli-twins',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
      if (args.importer.endsWith('.cli.ts')) return undefined; // the twin imports the module itself (its types, its parts)
      const twin = `${args.resolveDir}/${args.path.replace(/\.js$/, '.cli.ts')}`;
      return existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

/** The bundle with every non-ASCII character as `\uXXXX` (see above); throws where that would change what the code does. */
export function asciiOnly(text) {
  const lines = text.split('\n');
  const unsafe = lines.flatMap((line, i) =>
    /[^\x00-\x7f]/.test(line) && /String\.raw`/.test(line) && !/new RegExp\(String\.raw`/.test(line) ? [`${OUT}:${i + 1}: ${line.trim()}`] : [],
  );
  if (unsafe.length) {
    throw new Error(
      `non-ASCII characters in a String.raw template, whose raw text an escape would change: write them as \\u escapes in the source\n${unsafe.join('\n')}`,
    );
  }
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const common = { bundle: true, platform: 'node', target: 'node20', packages: 'external', logLevel: 'warning' };

const bundled = await build({
  ...common,
  entryPoints: ['src/cli/main.ts'],
  format: 'cjs',
  // A vm script has no module loader on Node 20: import() becomes a call that loads the bundled module.
  supported: { 'dynamic-import': false },
  // Its import.meta.url is __mockSiteUrl, which launch.ts gives it.
  define: { 'import.meta.url': '__mockSiteUrl' },
  outfile: OUT,
  write: false,
  plugins: [cliTwins],
});
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, asciiOnly(bundled.outputFiles[0].text));

for (const [name, entry] of [
  ['main', 'src/cli/launch.ts'],
  ['validate-worker', 'src/cli/validate-worker.ts'],
]) {
  await build({
    ...common,
    entryPoints: [entry],
    format: 'cjs',
    define: { 'import.meta.url': '__moduleUrl' },
    // First, so the file stays strict (a directive counts only before any statement).
    banner: { js: "'use strict';\nvar __moduleUrl = require('node:url').pathToFileURL(__filename).href;" },
    outfile: `dist/cli/${name}.js`,
  });
}
writeFileSync('dist/cli/package.json', `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
