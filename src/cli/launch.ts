#!/usr/bin/env node
// The `mock-site` command (dist/cli/main.js): runs the command line's bundle (dist/cli/mock-site.cjs, built from
// main.ts) from V8's code cache when it has one. Compiling the bundle is most of a cold start; Node 20 has no compile
// cache of its own (module.enableCompileCache() is Node ≥ 22.1, and never for ES modules on 20), so the bundle is a
// CommonJS script compiled here with the code V8 kept from an earlier run: the cache is made once the command has
// run for a moment (or at its exit), so it holds the functions a start and a first answer compile, not only the
// top level. It lives in the temporary folder, one folder per user (as Node 22's does), one file per command, keyed
// by the bundle's size and time and the Node version; V8 refuses a cache from another V8 or other flags, and the
// bundle then compiles as without one. Any failure to read or write it only costs the cache.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

const BUNDLE = fileURLToPath(new URL('./mock-site.cjs', import.meta.url));
const CACHE_AFTER_MS = 1000;

/** The cache file for this bundle and Node, in a folder only this user can write; undefined when there is none. */
function cacheFile(): string | undefined {
  try {
    const uid = process.getuid?.();
    const dir = join(tmpdir(), `mock-site-compile-cache${uid === undefined ? '' : `-${uid}`}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const folder = statSync(dir);
    // Someone else's folder (or one others may write to) could hand us code to run: no cache then.
    if (!folder.isDirectory() || (uid !== undefined && folder.uid !== uid) || (folder.mode & 0o022) !== 0) return undefined;
    const bundle = statSync(BUNDLE);
    // One per command: each compiles its own functions (serve's start and first answer, validate's checks...).
    const command = process.argv[2] ?? '';
    const name = /^[a-z][a-z-]{0,31}$/.test(command) ? command : 'other';
    return join(dir, `${name}.${bundle.size}-${Math.trunc(bundle.mtimeMs)}-${process.version}-${process.arch}.bin`);
  } catch {
    return undefined;
  }
}

function readCache(file: string | undefined): Buffer | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: Script): void {
  const partial = `${file}.${process.pid}`;
  try {
    const fd = openSync(partial, 'w', 0o600);
    try {
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
    if ((e as NodeJS.ErrnoException).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw e;
    return requireFromBundle(fileURLToPath(import.meta.resolve(id)));
  }
}, requireFromBundle);

const file = cacheFile();
const cachedData = readCache(file);
// The hashbang line becomes a comment: the script is the body of a CommonJS wrapper, its lines where they were.
const source = readFileSync(BUNDLE, 'utf8').replace(/^#!/, '//');
// Its import.meta.url is __mockSiteUrl (esbuild's --define), given here.
const script = new Script(`(function (exports, require, module, __filename, __dirname, __mockSiteUrl) {${source}\n})`, {
  filename: BUNDLE,
  ...(cachedData ? { cachedData } : {}),
});
if (file && (!cachedData || script.cachedDataRejected)) {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    writeCache(file, script);
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
);
