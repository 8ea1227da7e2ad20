// Writes the fixtures under the output folder (json: the bytes as served; ts: typed modules; msw: the json files and
// a handlers.ts serving them) and says what it wrote.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Generated } from './fixture.js';
import { mswHandlersModule } from './msw-handlers.js';
import { fixtureModule } from './ts-module.js';

export type FixtureFormat = 'json' | 'ts' | 'msw';
export const FORMATS: readonly FixtureFormat[] = ['json', 'ts', 'msw'];

export interface Written {
  files: number;
  bytes: number;
}

export function writeFixtures(generated: Generated, outDir: string, format: FixtureFormat): Written {
  let bytes = 0;
  const write = (name: string, content: Buffer) => {
    const file = join(outDir, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += content.length;
  };
  for (const fixture of generated.fixtures) {
    if (format === 'ts') write(`${fixture.file}.ts`, Buffer.from(fixtureModule(fixture), 'utf8'));
    else write(`${fixture.file}.json`, fixture.body);
  }
  if (format === 'msw') write('handlers.ts', Buffer.from(mswHandlersModule(generated.fixtures), 'utf8'));
  return { files: generated.fixtures.length + (format === 'msw' ? 1 : 0), bytes };
}

/** The summary the CLI prints: counts, then each skipped request and why, in a stable order. */
export function summary(generated: Generated, written: Written, outDir: string): string {
  const lines = [`wrote ${written.files} fixture file(s), ${written.bytes} bytes, under ${outDir}`];
  if (generated.skipped.length) {
    lines.push(`skipped ${generated.skipped.length}:`);
    for (const s of generated.skipped) lines.push(`  ${s.what}: ${s.why}`);
  }
  return lines.join('\n');
}
