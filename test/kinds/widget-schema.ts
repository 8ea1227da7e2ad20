// The bench's plugin route's response schema (bench/widget-schema.json, which bench/scenario.mjs serves): a new id
// per request, so no memo ever answers it. The faker tests answer from it as the bench does.
import { readFileSync } from 'node:fs';
import type { ResponseSchema } from '../../src/model/catalogue.js';

export const WIDGET: ResponseSchema = JSON.parse(readFileSync(new URL('../../bench/widget-schema.json', import.meta.url), 'utf8'));
