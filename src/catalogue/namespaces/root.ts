// The routes WordPress registers without a namespace: the index and the batch route.
import { defineNamespace, endpoint, get, PUBLIC, required, str, untyped } from '../define.js';

export const root = defineNamespace(
  '',
  { read: PUBLIC, write: PUBLIC, root: false },
  {
    '/': [get({ context: untyped({ default: 'view' }) }, { behaviour: 'index' })],
    '/batch/v1': [
      endpoint(
        ['POST'],
        {
          validation: str(undefined, { enum: ['require-all-validate', 'normal'], default: 'normal' }),
          requests: required({
            type: 'array',
            maxItems: 25,
            items: {
              type: 'object',
              properties: {
                method: str(undefined, { enum: ['POST', 'PUT', 'PATCH', 'DELETE'], default: 'POST' }),
                path: required(str()),
                body: { type: 'object', properties: {}, additionalProperties: true },
                headers: {
                  type: 'object',
                  properties: {},
                  additionalProperties: { type: ['string', 'array'], items: { type: 'string' } },
                },
              },
            },
          }),
        },
        { behaviour: 'batch', status: 207 },
      ),
    ],
  },
);
