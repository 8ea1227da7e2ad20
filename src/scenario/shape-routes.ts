// The shape of the `routes` section: routes a user's own plugins add, with arguments in the catalogue's
// vocabulary (WordPress's rest_get_allowed_schema_keywords), so they are validated like the spec's routes.
import { METHODS } from '../model/catalogue.js';
import { doc, type Shape } from '../model/shape-check.js';
import { bindingShape } from './shape-rules.js';

const ARG_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null', 'file'];
const FORMATS = ['date-time', 'uri', 'email', 'ip', 'uuid', 'hex-color', 'text-field', 'textarea-field'];

const arg: Shape = {
  ref: 'arg',
  shape: () => argObject,
};
const argObject: Shape = {
  object: {
    type: doc('One type or a list of types.', { anyOf: [{ enum: ARG_TYPES }, { list: { enum: ARG_TYPES } }] }),
    description: doc('Shown in the index.', 'string'),
    required: doc('true for a required argument or property; on an object, the list of its required properties (draft 4).', {
      anyOf: ['boolean', { list: 'string' }],
    }),
    default: 'any',
    enum: doc('The allowed values: a list (a mapping, as a PHP keyed array some sites declare, counts its values).', { anyOf: [{ list: 'any' }, 'mapping'] }),
    format: doc(`${FORMATS.join(', ')} are checked; WordPress ignores any other format, and so does the mock.`, 'string'),
    minimum: 'number',
    maximum: 'number',
    exclusiveMinimum: 'boolean',
    exclusiveMaximum: 'boolean',
    multipleOf: 'number',
    minLength: 'integer',
    maxLength: 'integer',
    pattern: doc('A regular expression the value must match.', 'string'),
    items: arg,
    minItems: 'integer',
    maxItems: 'integer',
    uniqueItems: 'boolean',
    properties: { map: arg, keys: 'property name' },
    additionalProperties: { anyOf: ['boolean', arg] },
    patternProperties: { map: arg, keys: 'pattern' },
    minProperties: 'integer',
    maxProperties: 'integer',
    oneOf: { list: arg },
    anyOf: { list: arg },
    title: 'string',
    context: { list: 'string' },
    readonly: 'boolean',
  },
};

const endpointKeys = {
  args: doc('Arguments, validated and coerced as WordPress does (400 rest_invalid_param...).', { map: arg, keys: 'argument name' }),
  response: doc('JSON Schema of the success body: shown by OPTIONS, and the faker answers from it when nothing is bound.', 'mapping'),
  status: { scalar: 'integer', min: 100, max: 599, doc: 'Status of a successful answer (default 200).' } as Shape,
  permission: doc('public (default), or the capability a caller needs (manage_options...): others get 401/403 rest_forbidden.', 'string'),
  bind: bindingShape,
  allow_batch: doc('true: /batch/v1 may run this endpoint (the index shows allow_batch, as register_rest_route does).', 'boolean'),
};

const methods = doc('The methods of the route (default GET).', { anyOf: [{ enum: METHODS }, { list: { enum: METHODS } }] });

export const routesShape: Shape = doc("Routes your own plugins add: listed in the index, validated like the spec's routes.", {
  list: {
    object: {
      path: doc('/my-plugin/v1/things/{id}: {name} placeholders become path arguments.', 'string'),
      namespace: doc('Default: the first two segments of the path (my-plugin/v1).', 'string'),
      methods,
      ...endpointKeys,
      endpoints: doc('Several endpoints with their own arguments; route-level keys are their defaults.', {
        list: { object: { methods, ...endpointKeys }, required: ['methods'] },
      }),
    },
    required: ['path'],
  },
});
