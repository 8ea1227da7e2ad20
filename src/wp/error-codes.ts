// The one table of mock-specific error codes: every `mock_site_*` code a client can get, with its HTTP status and
// what it means (and what to do). Codes are spelled here and nowhere else: the places that answer one name it as a
// `MockSiteCode` (`mockError()` in errors.ts, `sendAdminError()` of the admin API), which take the status from here.
// docs/errors.md carries this table as text; test/wp/error-codes.test.ts fails when the two differ.
// WordPress's own codes (`rest_*`...) keep WordPress's wording where they are made; only the mock's own are here.

export interface MockSiteCodeEntry {
  readonly status: number;
  /** One line: when a client gets it, and what to do. Markdown, as docs/errors.md shows it. */
  readonly meaning: string;
}

export const MOCK_SITE_CODES = {
  // The request itself, before any route sees it.
  mock_site_body_too_large: {
    status: 413,
    meaning:
      'a JSON or form body over `--max-body` (default 1 MiB), or an upload or `/__mock` body over `--max-upload` (default 64 MiB); the message names the limit and how to raise it',
  },
  mock_site_body_too_complex: {
    status: 413,
    meaning: 'a JSON body of more than 250,000 arrays, objects and members (refused before parsing): send fewer values, or split the request',
  },
  mock_site_request_timeout: { status: 408, meaning: 'headers not in within 10 s, or the whole request within 60 s; the connection is closed after it' },
  mock_site_bad_http: {
    status: 400,
    meaning:
      "a request node's HTTP parser refuses before any route sees it (broken request line, header names or values, framing); the connection is closed after it",
  },
  mock_site_headers_too_large: { status: 431, meaning: 'request headers over 16 KB: send fewer or shorter headers' },
  mock_site_expectation_failed: { status: 417, meaning: 'an `Expect` header other than `100-continue`: send the request without it' },
  mock_site_internal_error: { status: 500, meaning: 'a bug in the mock, or a `--db` write the disk refused (the write is not kept): the message says where' },
  // Rules.
  mock_site_fault_not_deliverable: {
    status: 500,
    meaning: "a rule's connection fault inside a batch sub-request (a batch cannot drop one connection): match the rule to requests outside `/batch/v1`",
  },
  mock_site_malformed_json: {
    status: 200,
    meaning: "the default body of a rule's `malformed-json` fault, cut in half on purpose: the client's JSON parser is meant to fail on it",
  },
  // Replay and record.
  mock_site_no_recording: {
    status: 404,
    meaning: '`--fallback error`: no recording matches the request; `data.nearest` lists the nearest recordings and what differed',
  },
  mock_site_replay_exhausted: {
    status: 500,
    meaning: '`--strict`: the request was replayed as many times as it was recorded; record it again, or reset the session',
  },
  mock_site_upstream_unreachable: {
    status: 502,
    meaning:
      '`mock-site record` or `serve --fallback record`: the recorded site refused, was not found or hung up (`data.target`, `data.cause`); nothing is recorded',
  },
  mock_site_upstream_tls: {
    status: 502,
    meaning: '`mock-site record` or `serve --fallback record`: the recorded site failed the TLS handshake (`data.target`, `data.cause`); nothing is recorded',
  },
  mock_site_upstream_timeout: {
    status: 504,
    meaning: '`mock-site record` or `serve --fallback record`: the recorded site did not answer within `--timeout`; nothing is recorded',
  },
  // Areas.
  mock_site_search_failed: { status: 500, meaning: '`sitetool/v1/file/search` could not run its search thread; nothing was changed: send the request again' },
  // The admin API (`/__mock/*`) and the inspector.
  mock_site_invalid_param: { status: 400, meaning: "an admin call's body or query is not what it takes (`data.params`: what is wrong)" },
  mock_site_invalid_json: { status: 400, meaning: "an admin call's body is not valid JSON" },
  mock_site_no_admin_route: { status: 404, meaning: 'no admin route (or inspector file) at that `/__mock` address' },
  mock_site_no_session: { status: 404, meaning: 'an admin call names a session that does not exist (`GET /__mock/sessions` lists them)' },
  mock_site_no_machine: { status: 404, meaning: '`PUT /__mock/machines/{name}` names a machine the scenario does not declare' },
  mock_site_no_journal_entry: {
    status: 404,
    meaning: '`GET /__mock/journal/{id}` names a request the journal has let go (it keeps the last `--journal-size`)',
  },
  mock_site_not_replaying: { status: 404, meaning: '`GET /__mock/coverage` or `/__mock/recordings` on a server started without `--replay`' },
  mock_site_admin_token_missing: {
    status: 401,
    meaning: 'an admin call without the admin token, where one is needed (bound beyond loopback, or `--admin-token` given)',
  },
  mock_site_admin_token_invalid: { status: 401, meaning: 'an admin call with a wrong admin token' },
  mock_site_admin_foreign_host: { status: 403, meaning: 'without a token: an admin call addressed to a `Host` that is not loopback (DNS rebinding)' },
  mock_site_admin_cross_origin: {
    status: 403,
    meaning:
      "without a token: an admin call from a web page of another origin (`Origin`, `Sec-Fetch-Site: cross-site`); with a token: a write the inspector's cookie alone authorises, from another origin",
  },
  mock_site_inspector_missing: { status: 500, meaning: "the inspector's page files are missing from this install: rebuild or reinstall mock-site" },
} as const satisfies Record<`mock_site_${string}`, MockSiteCodeEntry>;

/** A mock-specific error code: a key of the table. */
export type MockSiteCode = keyof typeof MOCK_SITE_CODES;

/** The HTTP status a mock-specific code is answered with. */
export const mockSiteStatus = (code: MockSiteCode): number => MOCK_SITE_CODES[code].status;
