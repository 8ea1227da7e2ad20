import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCli, type Served } from './cli/run-cli.js';
import { hasShared, SHARED } from './helpers.js';

// The shared contract checker (../shared/tools/contract.mjs) against servers started by the CLI.
const run = promisify(execFile);

describe.skipIf(!hasShared).each(['site', 'shop'])('the %s deployment served by the CLI', (profile) => {
  let served: Served;
  beforeAll(async () => { served = await serveCli(['--profile', profile]); });
  afterAll(async () => { await served.stop(); });

  it('passes every route, argument and endpoint of the contract check', async () => {
    const { stdout } = await run(process.execPath, [`${SHARED}tools/contract.mjs`, served.url, profile], { maxBuffer: 1 << 24 });
    expect(stdout).toContain('result: PASS');
    expect(stdout).toMatch(/contract: (\d+)\/\1 routes, (\d+)\/\2 args, (\d+)\/\3 endpoints live/);
  }, 120_000);
});

if (!hasShared) {
  console.warn(`[mock-site] skipped test/contract.test.ts: ${SHARED} is missing. Clone the steering repo's shared/ folder beside this repo to run it.`);
}
