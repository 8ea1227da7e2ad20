// The `static` kind: a fixed answer (status, headers, body), encoded once when bound.
import type { Handler } from '../dispatch/types.js';
import { wpJson } from '../wp/json.js';
import type { Kind } from './kind.js';
import { kindOptions, option, statusOption } from './options.js';

const options = kindOptions('static', 'A fixed answer: status, headers and body, the same on every call.', {
  status: statusOption(200),
  headers: option.map('Response headers.', 'header name'),
  body: option.any('The body: any JSON value, answered as written (default null).', null),
});

export const staticKind: Kind = {
  shape: options.shape,
  create(binding): Handler {
    const { status, headers, body: data } = options.read(binding);
    const result = { status, data, encoded: wpJson(data), ...(headers ? { headers: { ...headers } } : {}) };
    return () => result;
  },
};
