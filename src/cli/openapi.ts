// `mock-site openapi`: the OpenAPI 3.1 document of a profile's route catalogue, printed or written with --out.
import { profiles } from '../catalogue/profiles.js';
import type { ProfileName } from '../model/catalogue.js';
import { profileProblem } from './profile-option.js';
import { openApiDocument, openApiJson } from '../openapi/document.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

const { fail, emit } = commandOutput('openapi');

export const openapiCommand: Command = {
  help: `Usage: mock-site openapi [--profile site|shop] [--out <file>]

Prints the OpenAPI 3.1 document of every route the profile serves: paths (WordPress patterns such as
/cms/v2/posts/(?P<id>[\\d]+) become /cms/v2/posts/{id}), parameters from the routes' arguments (query for GET
and DELETE, a JSON body for POST, PUT and PATCH), response schemas, and WordPress errors (WpError).
The server is http://127.0.0.1:8080/wp-json; the description explains the rest_route addressing.
The same catalogue always gives the same bytes.

Options:
  --profile <name>   site (default) or shop
  --out <file>       write it here (default: print it)
  --help             this text
`,
  options: { profile: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
  async run(values) {
    const profile = (values.profile ?? 'site') as string;
    const wrongProfile = profileProblem(profile);
    if (wrongProfile) return fail(wrongProfile, 2);
    const doc = openApiDocument(profiles[profile as ProfileName]);
    const text = openApiJson(doc);
    return emit(text, values.out as string | undefined, ` (${Object.keys(doc.paths).length} paths).`);
  },
};
