// The shapes of the `rules` and `machines` sections (typed by rule-sections.ts into rule-types.ts).
import { METHODS } from '../model/catalogue.js';
import { KIND_SHAPES } from '../kinds/index.js';
import { FAULTS } from '../model/rule.js';
import { doc, type Shape } from '../model/shape-check.js';
import { MAX_CALLBACK_DELAY_MS } from '../model/callback.js';
import { ruleLatencyShape } from './shape-latency.js';
import { oldSpelling } from './old-spellings.js';

const methods: Shape = { anyOf: [{ enum: METHODS }, { list: { enum: METHODS } }] };
const stateMap = (text: string): Shape => doc(text, { map: 'string', keys: 'machine name' });

/** A behaviour kind and its options; each kind's options are its own shape (src/kinds), read when first needed. */
export const bindingShape: Shape = {
  ref: 'binding',
  shape: () => ({ tagged: 'kind', cases: KIND_SHAPES }),
  doc: 'Answer with a behaviour kind instead of a fixed answer: collection (list/create/get/update/delete over a record set), singleton (a settings object), action (records the call), job (queued, running, done over polls), faker (from the response schema), static.',
};

const response: Shape = {
  object: {
    status: { scalar: 'integer', min: 100, max: 599, doc: 'HTTP status (default 200).' },
    headers: doc('Response headers; values may hold {{...}} templates.', { map: 'string', keys: 'header name' }),
    body: doc('The body: any JSON value; strings may hold {{...}} templates ({{request.query.id}}, {{state.posts.count}}, {{now}}, {{fake...}}).', 'any'),
    body_file: doc('A file (relative to this scenario) whose content is the body; JSON files are parsed, others sent as text.', 'string'),
    bodyFile: oldSpelling('body_file', 'string'),
    delay: { scalar: 'integer', min: 0, doc: 'Milliseconds to wait before answering.' },
    fault: { enum: FAULTS, doc: 'Answer with a broken connection instead: connection-reset, empty-reply, malformed-json, timeout.' },
  },
};

const callback: Shape = {
  object: {
    url: doc('Where to send it: an http:// or https:// URL, or a path (/index.php?rest_route=...) to the mock itself; may hold {{...}} templates.', 'string'),
    method: { enum: METHODS, doc: 'The method (default POST).' },
    headers: doc('Request headers; values may hold {{...}} templates.', { map: 'string', keys: 'header name' }),
    body: doc("The body: any JSON value, sent as JSON (a string is sent as it is); strings may hold {{...}} templates, filled as the answer's are.", 'any'),
    delay: { scalar: 'integer', min: 0, max: MAX_CALLBACK_DELAY_MS, doc: 'Milliseconds to wait after the answer before sending (default 0).' },
  },
  required: ['url'],
};

const rule: Shape = {
  object: {
    name: doc('A name for the journal, /__mock/verify and messages (default: <file>:rules[<index>]).', 'string'),
    priority: doc('Higher first; equal priorities keep file order (parent scenarios first). Default 0.', 'integer'),
    match: doc('What a request must look like; every part given must match.', {
      object: {
        method: doc('GET, POST, PUT, PATCH, DELETE, or a list of them.', methods),
        route: doc('A route (/cms/v2/posts/5), a WordPress pattern (/cms/v2/posts/(?P<id>[\\d]+)) or {name} form (/cms/v2/posts/{id}).', 'string'),
        query: doc('Query arguments that must be present with these values (a subset).', 'mapping'),
        body: doc('A subset of the JSON (or form) body.', 'mapping'),
        headers: doc('Headers that must be present with these values (names case-insensitive).', { map: 'string', keys: 'header name' }),
        user: doc('The authenticated username, or anonymous.', 'string'),
        session: doc('The X-Mock-Session name.', 'string'),
      },
    }),
    respond: doc('The answer, or a list of answers given in turn (first call, second call...).', { anyOf: [response, { list: response }] }),
    after: { enum: ['repeat', 'cycle'], doc: 'When the list of answers is used up: repeat the last (default) or start over.' },
    bind: bindingShape,
    when: stateMap('Machine states the rule requires (machine: state).'),
    then: stateMap('Machine states set once the rule answered (machine: state).'),
    callbacks: doc('HTTP requests (webhooks) sent once the rule has answered, each once, after its delay; their outcomes are in the request journal.', {
      anyOf: [callback, { list: callback }],
    }),
    latency: ruleLatencyShape,
  },
};

export const rulesShape: Shape = doc('Overrides and extensions of any route: match a request, then respond, or bind a behaviour kind.', { list: rule });

export const machinesShape: Shape = doc('Named state machines that rules require (when) and move (then).', {
  map: {
    object: {
      initial: doc('The state every session starts in (default: the first state).', 'string'),
      states: doc('Every state the machine can be in.', { list: 'string' }),
    },
    required: ['states'],
  },
  keys: 'machine name',
});
