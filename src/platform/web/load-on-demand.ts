// The browser's load-on-demand.ts. A browser cannot load a package synchronously, so preload() imports yaml ahead
// (await it before parsing a scenario or cassette text); express (the admin API) and lowdb (--db) need Node.
// json-schema-faker needs nothing here: kinds/faker.ts imports it itself, asynchronously, on the first faked answer.
import { NeedsNode } from '../needs-node.js';

const preloaded = new Map<string, unknown>();

const INSTEAD: Record<string, string> = {
  express: 'the admin API (/__mock) is served by `mock-site serve`',
  lowdb: 'in a browser the store stays in memory (no --db)',
};

export function onDemand<T>(specifier: string): () => T {
  return () => {
    if (preloaded.has(specifier)) return preloaded.get(specifier) as T;
    if (INSTEAD[specifier]) throw new NeedsNode(specifier, INSTEAD[specifier]);
    throw new Error(`[mock-site] ${specifier} is not loaded yet: await preload() from mock-site's load-on-demand first`);
  };
}

export const loadExpress = onDemand<typeof import('express')>('express');
export const loadYaml = onDemand<typeof import('yaml')>('yaml');
export const loadLowdb = onDemand<typeof import('lowdb')>('lowdb');

export async function preload(): Promise<void> {
  if (!preloaded.has('yaml')) preloaded.set('yaml', await import('yaml'));
}
