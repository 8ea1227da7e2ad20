// `mock-site serve`: loads the scenario, listens, prints the banner, stops cleanly on SIGINT/SIGTERM.
import { PROFILES, type ProfileName } from '../catalogue/types.js';
import { startMockSite } from '../start.js';
import { banner } from './banner.js';
import type { Command } from './commands.js';

const env = process.env;

export const serveCommand: Command = {
  summary: 'start the mock server',
  help: `Usage: mock-site serve [options]

Options:
  --port <n>          port to listen on (default 8080, or MOCK_SITE_PORT; 0 picks a free one)
  --host <addr>       address to bind (default 127.0.0.1, or MOCK_SITE_HOST)
  --scenario <file>   scenario YAML (default: the embedded one, or MOCK_SITE_SCENARIO)
  --profile <name>    deployment to serve: site or shop (default: the scenario's, or MOCK_SITE_PROFILE)
  --db <file>         keep the state in this JSON file across restarts (default: in memory, or MOCK_SITE_DB)
  --quiet             print only the address line
  --help              this text
`,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    scenario: { type: 'string' },
    profile: { type: 'string' },
    db: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  async run(values) {
    const portText = (values.port as string | undefined) ?? env.MOCK_SITE_PORT ?? '8080';
    const port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535) {
      process.stderr.write(`[mock-site] serve: --port must be a whole number from 0 to 65535 (got ${JSON.stringify(portText)}).\n`);
      return 2;
    }
    const profile = (values.profile as string | undefined) ?? env.MOCK_SITE_PROFILE;
    if (profile !== undefined && !PROFILES.includes(profile as ProfileName)) {
      process.stderr.write(`[mock-site] serve: --profile must be one of ${PROFILES.join(', ')} (got ${JSON.stringify(profile)}).\n`);
      return 2;
    }
    const host = (values.host as string | undefined) ?? env.MOCK_SITE_HOST ?? '127.0.0.1';
    const scenario = (values.scenario as string | undefined) ?? env.MOCK_SITE_SCENARIO;
    const db = (values.db as string | undefined) ?? env.MOCK_SITE_DB;
    let running;
    try {
      running = await startMockSite({ port, host, scenario, profile: profile as ProfileName | undefined, ...(db ? { db } : {}) });
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      const why = err.code === 'EADDRINUSE' ? `port ${port} is already in use. Pick another with --port.`
        : err.code === 'EACCES' ? `not allowed to listen on ${host}:${port}. Use a port above 1023.` : err.message;
      process.stderr.write(`${why.startsWith('[mock-site]') ? why : `[mock-site] serve: ${why}`}\n`);
      return 1;
    }
    // A clean stop writes the --db snapshot; should that fail, the journal still holds every write.
    // The handlers are in place before the address is printed, so a caller may signal at once.
    const stopped = new Promise<number>((resolve) => {
      const stop = (signal: string) => {
        process.stdout.write(`[mock-site] ${signal}: shutting down\n`);
        running.close().then(() => resolve(0), (e: unknown) => {
          process.stderr.write(`[mock-site] ${signal}: could not write the --db snapshot (${(e as Error).message}); its journal still holds every write.\n`);
          resolve(1);
        });
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    });
    process.stdout.write(values.quiet ? `${running.url}\n` : banner(running.url, running.app.site.scenario, host));
    return stopped;
  },
};
