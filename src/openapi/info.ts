// The document's prose: how the two addressings map to the OpenAPI paths, and how authentication works.
import type { ProfileName } from '../model/catalogue.js';

export const DEFAULT_SERVER = 'http://127.0.0.1:8080/wp-json';

export function descriptionOf(profile: ProfileName): string {
  return `The REST API that mock-site serves with the \`${profile}\` profile, generated from its route catalogue.

**Addressing.** Every path below answers in two forms; both reach the same route:
- pretty permalinks: \`{origin}/wp-json{path}\`, e.g. \`http://127.0.0.1:8080/wp-json/cms/v2/posts/1\` (the server below);
- \`rest_route\` (what sites without pretty permalinks use): \`{origin}/index.php?rest_route={path}\`, e.g.
  \`http://127.0.0.1:8080/index.php?rest_route=/cms/v2/posts/1&context=view\`. Other query parameters follow with \`&\`.
  OpenAPI cannot express a path inside the query string, so no server entry lists this form.

Paths are WordPress route patterns: \`/cms/v2/posts/(?P<id>[\\d]+)\` is \`/cms/v2/posts/{id}\`, with the capture's
regex as the path parameter's \`pattern\`. Trailing slashes are ignored and routes match case-insensitively.

**Arguments.** GET and DELETE take arguments in the query (lists as \`a=1,2\`, objects as \`o[key]=v\`). POST, PUT
and PATCH take them as a JSON body; WordPress also accepts them in the query or as a form body.
\`_fields\`, \`_embed\`, \`_envelope\`, \`_method\` and \`_jsonp\` work on every route, as in WordPress.

**Authentication.** Application passwords over HTTP Basic, or the login cookie with an \`X-WP-Nonce\` header.
Routes that need a capability list it as \`x-wp-capability\` and answer 401 (anonymous) or 403 without it; on public
routes logging in is optional, though writes check capabilities of their own (creating a post needs \`edit_posts\`).
Errors are WordPress errors (\`WpError\`): \`{"code", "message", "data": {"status"}}\`.

Schemas' \`x-wp-context\` lists the \`context\` values (view, embed, edit) in which a field is present.`;
}
