// The `static` kind: a fixed answer (status, headers, body), encoded once when bound.
import type { Handler } from '../dispatch/types.js';
import { doc } from '../scenario/shape-check.js';
import { wpJson } from '../wp/json.js';
import type { Kind } from './kind.js';
import { kindShape, STATUS } from './options.js';

const shape = kindShape('static', 'A fixed answer: status, headers and body, the same on every call.', {
  status: STATUS,
  headers: doc('Response headers.', { map: 'string', keys: 'header name' }),
  body: doc('The body: any JSON value, answered as written (default null).', 'any'),
});

export const staticKind: Kind = {
  shape,
  create(binding): Handler {
    const data = binding.body ?? null;
    const headers = binding.headers as Record<string, string> | undefined;
    const result = { status: (binding.status as number | undefined) ?? 200, data, encoded: wpJson(data), ...(headers ? { headers: { ...headers } } : {}) };
    return () => result;
  },
};
