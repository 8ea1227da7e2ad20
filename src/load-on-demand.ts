// Heavy dependencies load on first use, not at start: `serve` answers its first request before express (the admin
// API), yaml (scenario and cassette files), lowdb (--db) or json-schema-faker (the faker kind)
// are loaded, which keeps its cold start near a bare node:http server's. The browser build has its own twin
// (platform/web/load-on-demand.ts): there, await preload() before the first load.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A synchronous, cached loader for a package `require()` can load (Node ≥ 20.19 loads ES modules this way too). */
export function onDemand<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}

export const loadExpress = onDemand<typeof import('express')>('express');
export const loadYaml = onDemand<typeof import('yaml')>('yaml');
export const loadLowdb = onDemand<typeof import('lowdb')>('lowdb');

/** Nothing to do in Node (require() loads on first use); the browser's twin imports yaml here. */
export const preload = async (): Promise<void> => {};
