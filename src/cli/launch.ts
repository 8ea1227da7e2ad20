#!/usr/bin/env node
// The `mock-site` command (dist/cli/main.js): runs the command line's bundle (dist/cli/mock-site.cjs, built from
// main.ts) from V8's code cache when it has one. Compiling the bundle is most of a cold start; Node 20 has no compile
// cache of its own (module.enableCompileCache() is Node ≥ 22.1, and never for ES modules on 20), so the bundle is a
// CommonJS script compiled here with the code V8 kept from an earlier run: the cache is made once the command has
// run for a moment (or at its exit), so it holds the functions a start and a first answer compile, not only the
// top level. It lives in the temporary folder, one folder per user (as Node 22's does), one file per command (and
// profile, when `--profile` names one), keyed by the bundle's size and time and the Node version; V8 refuses a cache from another V8 or other flags, and the
// bundle then compiles as without one. Any failure to read or write it only costs the cache.
//
// Parts of the bundle load only when a run needs them (the `.cli.ts` twins: one profile's catalogue and areas), so a
// cache made by one run may lack what another loads. The file names the parts it holds; a run that loads one it does
// not hold makes the cache again, which then holds both (what was read from it, and what the run compiled).
import { isAscii } from 'node:buffer';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

const BUNDLE = fileURLToPath(new URL('./mock-site.cjs', import.meta.url));
const CACHE_AFTER_MS = 1000;

/**
 * os.tmpdir() without loading node:os, which Node does not start with (it is most of a millisecond): on POSIX systems
 * it is TMPDIR, TMP or TEMP, else /tmp, without a trailing slash. Windows asks node:os.
 */
function tempFolder(): string {
  if (process.platform === 'win32') return process.getBuiltinModule('node:os').tmpdir();
  const dir = process.env.TMPDIR || process.env.TMP || process.env.TEMP || '/tmp';
  return dir.length > 1 && dir.endsWith('/') ? dir.slice(0, -1) : dir;
}

/** The cache file for this bundle and Node, in a folder only this user can write; undefined when there is none. */
function cacheFile(): string | undefined {
  try {
    const uid = process.getuid?.();
    const dir = join(tempFolder(), `mock-site-compile-cache${uid === undefined ? '' : `-${uid}`}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const folder = statSync(dir);
    // Someone else's folder (or one others may write to) could hand us code to run: no cache then.
    if (!folder.isDirectory() || (uid !== undefined && folder.uid !== uid) || (folder.mode & 0o022) !== 0) return undefined;
    const bundle = statSync(BUNDLE);
    // One per command: each compiles its own functions (serve's start and first answer, validate's checks...), and
    // per profile when one is named: each loads its own catalogue and areas, and a cache of both is larger to read.
    const command = process.argv[2] ?? '';
    const name = /^[a-z][a-z-]{0,31}$/.test(command) ? command : 'other';
    const profile = profileNamed(process.argv.slice(3)) ?? process.env.MOCK_SITE_PROFILE;
    const key = profile && /^[a-z]{1,16}$/.test(profile) ? `${name}-${profile}` : name;
    return join(dir, `${key}.${bundle.size}-${Math.trunc(bundle.mtimeMs)}-${process.version}-${process.arch}.bin`);
  } catch {
    return undefined;
  }
}

/** What a cache file starts with, before the parts it holds (comma-separated) and a newline; then V8's data. */
const CACHE_MAGIC = 'mock-site code cache; parts:';

interface Cache {
  data: Buffer;
  /** The parts of the bundle loaded when it was made. */
  parts: ReadonlySet<string>;
}

/** The `--profile` given on the command line, if any. */
function profileNamed(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--profile') return args[i + 1];
    if (args[i]!.startsWith('--profile=')) return args[i]!.slice('--profile='.length);
  }
  return undefined;
}

function readCache(file: string | undefined): Cache | undefined {
  if (!file) return undefined;
  try {
    const bytes = readFileSync(file);
    const end = bytes.indexOf(0x0a);
    const header = end < 0 ? '' : bytes.toString('latin1', 0, end);
    if (!header.startsWith(CACHE_MAGIC)) return undefined;
    const parts = header.slice(CACHE_MAGIC.length);
    return { data: bytes.subarray(end + 1), parts: new Set(parts ? parts.split(',') : []) };
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: Script, parts: ReadonlySet<string>): void {
  const partial = `${file}.${process.pid}`;
  try {
    const fd = openSync(partial, 'w', 0o600);
    try {
      writeSync(fd, `${CACHE_MAGIC}${[...parts].sort().join(',')}\n`, null, 'latin1');
      writeSync(fd, script.createCachedData());
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } catch {
    // No cache this time: the next run compiles again and tries once more.
    return;
  }
  // This command's caches of other builds (by this Node) go: one per command stays.
  const dir = dirname(file);
  const mine = basename(file);
  const command = mine.slice(0, mine.indexOf('.') + 1);
  const suffix = `-${process.version}-${process.arch}.bin`;
  try {
    for (const name of readdirSync(dir)) {
      if (name !== mine && name.startsWith(command) && name.endsWith(suffix)) rmSync(join(dir, name), { force: true });
    }
  } catch {
    // Left for the system to clear with the temporary folder.
  }
}

// The bundle's import() calls are require() calls (esbuild's --supported:dynamic-import=false: a vm script has no
// module loader on Node 20 without a flag). A package that only exports for import (json-schema-faker) is found by
// import's conditions and loaded by require(esm) (Node ≥ 20.19).
const requireFromBundle = createRequire(BUNDLE);
const bundleRequire = Object.assign((id: string): unknown => {
  try {
    return requireFromBundle(id);
  } catch (e) {
    const file = (e as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' ? importedFile(id) : undefined;
    if (file === undefined) throw e;
    return requireFromBundle(file);
  }
}, requireFromBundle);

/** The conditions `import` resolves a package's "exports" with. */
const IMPORT_CONDITIONS = new Set(['node', 'import', 'module-sync', 'default']);

/**
 * The file `import(id)` would load, for a package (`name` or `name/subpath`, scoped or not) whose "exports" offer it
 * only to import: what import.meta.resolve() gives an ES module, which this launcher is not (a CommonJS entry starts
 * without Node's module loader, several milliseconds sooner). Exact subpaths only, no `*` patterns; undefined when
 * there is no such file.
 */
function importedFile(id: string): string | undefined {
  const parts = id.split('/');
  const name = parts.slice(0, id.startsWith('@') ? 2 : 1).join('/');
  const subpath = `.${id.slice(name.length)}`;
  const target = (t: unknown): string | undefined => {
    if (typeof t === 'string') return t;
    if (Array.isArray(t)) return t.map(target).find((x) => x !== undefined);
    if (!t || typeof t !== 'object') return undefined;
    for (const [condition, value] of Object.entries(t)) {
      if (!IMPORT_CONDITIONS.has(condition)) continue;
      const found = target(value);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (const dir of requireFromBundle.resolve.paths(id) ?? []) {
    let exports: unknown;
    try {
      exports = (JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8')) as { exports?: unknown }).exports;
    } catch {
      continue; // not installed in this folder
    }
    const bySubpath = !!exports && typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'));
    const found = target(bySubpath ? (exports as Record<string, unknown>)[subpath] : subpath === '.' ? exports : undefined);
    return found === undefined ? undefined : join(dir, name, found);
  }
  return undefined;
}

/**
 * The bundle's text. The build makes it pure ASCII (scripts/build-cli.mjs), which is read as Latin-1: a one-byte
 * string, several times quicker to make than UTF-8 decoding gives, and quicker for V8 to scan. A bundle with other
 * characters (built otherwise) is read as UTF-8.
 */
function readBundle(): string {
  const bytes = readFileSync(BUNDLE);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

const file = cacheFile();
const cache = readCache(file);
// The hashbang line becomes a comment: the script is the body of a CommonJS wrapper, its lines where they were.
const source = readBundle().replace(/^#!/, '//');
// Its import.meta.url is __mockSiteUrl (esbuild's define), and the parts it loads are told to __mockSitePart; both
// given here.
const script = new Script(`(function (exports, require, module, __filename, __dirname, __mockSiteUrl, __mockSitePart) {${source}\n})`, {
  filename: BUNDLE,
  ...(cache ? { cachedData: cache.data } : {}),
});
/** The parts this run loaded. */
const loaded = new Set<string>();
if (file) {
  // What the cache on disk holds: nothing to keep when there is none or V8 refused it.
  let held: ReadonlySet<string> | undefined = cache && !script.cachedDataRejected ? cache.parts : undefined;
  const write = () => {
    if (held && [...loaded].every((part) => held!.has(part))) return;
    held = new Set([...(held ?? []), ...loaded]);
    writeCache(file, script, held);
  };
  setTimeout(write, CACHE_AFTER_MS).unref();
  process.once('exit', write);
}
const module = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void).call(
  module.exports,
  module.exports,
  bundleRequire,
  module,
  BUNDLE,
  fileURLToPath(new URL('.', import.meta.url)),
  pathToFileURL(BUNDLE).href,
  (part: string) => loaded.add(part),
);
