// The bench's plugin route's response schema (bench/scenario.mjs writes the same): a new id per request, so no memo
// ever answers it. The faker tests answer from it as the bench does.
import type { ResponseSchema } from '../../src/model/catalogue.js';

export const WIDGET: ResponseSchema = {
  type: 'object',
  required: ['id', 'name', 'slug', 'status', 'owner', 'created', 'price', 'tags', 'description'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    slug: { type: 'string' },
    status: { type: 'string', enum: ['draft', 'active', 'retired'] },
    owner: { type: 'object', required: ['id', 'email'], properties: { id: { type: 'integer' }, email: { type: 'string', format: 'email' } } },
    created: { type: 'string', format: 'date-time' },
    price: { type: 'number', minimum: 0 },
    tags: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 4 },
    description: { type: 'string' },
  },
};
