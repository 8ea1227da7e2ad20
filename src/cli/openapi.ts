// `mock-site openapi`: the OpenAPI 3.1 document of a profile's route catalogue, printed or written with --out.
import { profiles } from '../catalogue/profiles.js';
import { PROFILES, type ProfileName } from '../catalogue/types.js';
import { openApiDocument, openApiJson } from '../openapi/document.js';
import { writeAtomically } from '../store/atomic-file.js';
import type { Command } from './commands.js';

const PREFIX = '[mock-site] openapi:';
const fail = (line: string, code: number) => { process.stderr.write(`${PREFIX} ${line}\n`); return code; };

export const openapiCommand: Command = {
  summary: 'print the OpenAPI 3.1 document of the served routes',
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
    if (!PROFILES.includes(profile as ProfileName)) return fail(`--profile must be one of ${PROFILES.join(', ')} (got ${JSON.stringify(profile)}).`, 2);
    const doc = openApiDocument(profiles[profile as ProfileName]);
    const text = openApiJson(doc);
    const out = values.out as string | undefined;
    if (out === undefined) {
      process.stdout.write(text);
      return 0;
    }
    try {
      writeAtomically(out, text);
    } catch (e) {
      return fail(`could not write ${out}: ${(e as Error).message}`, 1);
    }
    process.stdout.write(`${PREFIX} wrote ${out} (${Object.keys(doc.paths).length} paths).\n`);
    return 0;
  },
};
