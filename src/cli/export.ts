// `mock-site export <cassette> --har`: the cassette as HAR 1.2, printed or written with --out.
import { cassetteToHar } from '../convert/har-export.js';
import { CassetteError, readCassette } from '../cassette/cassette-file.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

const PREFIX = '[mock-site] export:';
const { fail, emit } = commandOutput('export');

export const exportCommand: Command = {
  help: `Usage: mock-site export <cassette.yaml> --har [--out <file.har>] [--origin <url>]

Writes the cassette as HAR 1.2, which browser devtools open (Network panel: "Import HAR file"): one entry per
interaction, in recorded order, at the cassette's recordedAt plus 1 ms each, so the same cassette always
gives the same file. Binary bodies are base64. \`mock-site import\` of the HAR gives the interactions back.

Options:
  --har                the format (HAR is the only one)
  --out <file>         write it here (default: print it)
  --origin <url>       the site address requests show (default: the cassette's target, else
                       http://recorded-site.invalid); recorded placeholder addresses become it too
  --help               this text
`,
  options: { har: { type: 'boolean' }, out: { type: 'string' }, origin: { type: 'string' }, help: { type: 'boolean' } },
  positionals: true,
  async run(values, positionals) {
    if (positionals.length !== 1) return fail(`name one cassette (got ${positionals.length}): mock-site export recordings/site.yaml --har --out site.har.`, 2);
    if (values.har !== true) return fail('say the format: --har (the only one so far).', 2);
    const origin = values.origin as string | undefined;
    if (origin !== undefined && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(origin)) {
      return fail(`--origin must be an http:// or https:// address such as https://example.org (got ${JSON.stringify(origin)}).`, 2);
    }
    let cassette: ReturnType<typeof readCassette>;
    try {
      cassette = readCassette(positionals[0]!);
    } catch (e) {
      if (e instanceof CassetteError) return fail(e.problems.map((p) => p.replace(/^\[mock-site\] /, '')).join(`\n${PREFIX} `), 1);
      throw e;
    }
    const text = `${JSON.stringify(cassetteToHar(cassette, origin !== undefined ? { origin } : {}), null, 2)}\n`;
    return emit(text, values.out as string | undefined, `: ${cassette.interactions.length} entries.`);
  },
};
