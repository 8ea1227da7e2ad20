// Writes the fixtures under the output folder (json: the bytes as served; ts: typed modules) and says what it wrote.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Generated } from './fixture.js';
import { fixtureModule } from './ts-module.js';

export type FixtureFormat = 'json' | 'ts';
export const FORMATS: readonly FixtureFormat[] = ['json', 'ts'];

export interface Written {
  files: number;
  bytes: number;
}

export function writeFixtures(generated: Generated, outDir: string, format: FixtureFormat): Written {
  let bytes = 0;
  for (const fixture of generated.fixtures) {
    const content = format === 'json' ? fixture.body : Buffer.from(fixtureModule(fixture), 'utf8');
    const file = join(outDir, `${fixture.file}.${format}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += content.length;
  }
  return { files: generated.fixtures.length, bytes };
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
