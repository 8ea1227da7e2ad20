// The shape of a scenario file, section by section: what load.ts checks and json-schema.ts publishes.
import { PROFILES } from '../model/catalogue.js';
import { doc, type Shape } from '../model/shape-check.js';
import { dataShape, userShape } from './shape-data.js';
import { routesShape } from './shape-routes.js';
import { machinesShape, rulesShape } from './shape-rules.js';
import { latencyShape } from './shape-latency.js';
import { CLOCK_ADVANCES } from '../model/scenario.js';
import { PERMALINKS } from '../model/scenario.js';

/** The sections an `include:`d file may hold. */
export const INCLUDABLE = ['include', 'rules', 'machines', 'routes'] as const;

export const SCENARIO_SHAPE: Shape = doc('A mock-site scenario: what the mock server fakes. Every key left out keeps the embedded default.', {
  object: {
    extends: doc(
      "Another scenario read first (relative to this file; mock-site/site.yaml, mock-site/shop.yaml: the scenarios mock-site ships); this file's keys win, its rules come after the other's.",
      'string',
    ),
    include: doc(
      "Files whose rules, machines and routes are added (relative to this file, or mock-site/<file> in the scenarios mock-site ships), before this file's own.",
      { list: 'string' },
    ),
    profile: { enum: PROFILES, doc: 'Which profile to serve: site or shop.' },
    site: doc("Site identity: the index's top-level fields.", {
      object: {
        name: 'string',
        description: 'string',
        url: doc('Fixed site address; empty: links use the address a request came to.', 'string'),
        gmt_offset: 'string-or-number',
        timezone_string: 'string',
        page_for_posts: 'integer',
        page_on_front: 'integer',
        show_on_front: { enum: ['posts', 'page'] },
        permalinks: {
          enum: PERMALINKS,
          doc: 'How links and discovery address the REST API: plain (default), {url}/index.php?rest_route=/...; pretty, {url}/wp-json/.... Both are always served.',
        },
      },
    }),
    auth: doc('Authentication: users, application passwords, cookie nonce.', {
      object: {
        enabled: doc('false: every request runs as as_user (frontend work without credentials).', 'boolean'),
        nonce: doc('The X-WP-Nonce value the test cookie (cookie) is accepted with, besides the nonces the site issues.', 'string'),
        cookie: doc(
          'A login cookie tests may send to be logged in as as_user, written name=value (wordpress_logged_in_test=editor); none by default. Any other login cookie must be one the site issued (POST /wp-login.php).',
          'string',
        ),
        as_user: doc('Who the test cookie (or, with auth off, every request) is logged in as.', 'string'),
        users: doc('Replaces the default users (admin, editor, subscriber).', { list: userShape }),
        delete_revisions: doc(
          'true: whoever may delete and edit a post may delete its revisions (what a map_meta_cap filter granting delete_post on revisions does). false (default): nobody may, as in WordPress.',
          'boolean',
        ),
      },
    }),
    clock: doc('The scenario clock: dates never come from wall time.', {
      object: {
        start: doc("The clock's start (ISO 8601).", 'date-time'),
        advance: { enum: CLOCK_ADVANCES, doc: 'per-write (default): one second per write; per-request: one second per request; frozen: never moves.' },
      },
    }),
    seed: doc('Seed of every generated value.', 'integer'),
    jsonp: doc('Serve _jsonp callbacks, as WordPress does by default.', 'boolean'),
    latency: latencyShape,
    record: doc('Recording and replay: what cassettes hide and what replay ignores, beyond the defaults.', {
      object: {
        redact: doc(
          'Header names and field names (query or body, any depth; a name containing one counts) whose values never reach a cassette, and which replay does not compare.',
          { list: 'string' },
        ),
        volatile_params: doc('Query parameters replay ignores when matching a request (besides _wpnonce, _ and cache-busters).', { list: 'string' }),
      },
    }),
    data: dataShape,
    rules: rulesShape,
    machines: machinesShape,
    routes: routesShape,
  },
});
