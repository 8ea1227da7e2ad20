// Spectral's `spectral:oas` ruleset (what `spectral lint` runs by default on an OpenAPI file) finds no error in either
// profile's export: arrays say what their items are, defaults have the schema's type.
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../src/catalogue/profiles.js';
import { PROFILES } from '../../src/model/catalogue.js';
import { openApiDocument, openApiJson } from '../../src/openapi/document.js';

const { Document, Spectral } = spectralCore;
const ERROR = 0;
const WARNING = 1;

describe.each(PROFILES)('spectral:oas on the %s profile export', (name) => {
  it('finds no error', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(openApiJson(openApiDocument(profiles[name])), spectralParsers.Json, `${name}.json`));
    const errors = results.filter((r) => r.severity === ERROR).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    const warnings = results.filter((r) => r.severity === WARNING);
    const perRule = new Map<string, number>();
    for (const w of warnings) perRule.set(String(w.code), (perRule.get(String(w.code)) ?? 0) + 1);
    const byRule = [...perRule].map(([code, count]) => `${code} ${count}`);
    console.log(`[spectral:oas] ${name}: ${errors.length} errors, ${warnings.length} warnings (${byRule.join(', ')})`);
    expect(errors).toEqual([]);
  });
});
