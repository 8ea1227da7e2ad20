import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPLAY_FALLBACKS } from '../../src/replay/fallback.js';
import { ReplaySetup, type LiveRecorderOptions } from '../../src/replay/replay-setup.js';

const CASSETTE = fileURLToPath(new URL('../../recordings/example-site.yaml', import.meta.url));

describe('replay fallbacks', () => {
  it('offers one strategy per --fallback value', () => {
    expect(REPLAY_FALLBACKS).toEqual(['fake', 'error', 'record', 'proxy']);
  });

  it('refuses an unknown fallback, listing the valid ones', () => {
    expect(() => new ReplaySetup({ paths: [CASSETTE], fallback: 'bogus' as 'fake' })).toThrow(
      '[mock-site] replay: fallback must be one of fake, error, record, proxy (got "bogus").',
    );
  });

  it('opens the recorder it is given for fallback record, with the cassette misses go into', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-fallback-'));
    const opened: LiveRecorderOptions[] = [];
    let flushed = 0;
    const replay = new ReplaySetup(
      { paths: [folder], fallback: 'record', target: 'http://127.0.0.1:9', auth: 'a:b' },
      { redact: ['x_key'], volatileParams: [] },
      (options) => {
        opened.push(options);
        return {
          forward: () => {},
          flush: async () => {
            flushed++;
          },
        };
      },
    );
    expect(opened).toEqual([{ target: 'http://127.0.0.1:9', auth: 'a:b', file: join(folder, 'recorded.yaml'), redact: ['x_key'] }]);
    expect(replay.recordingInto).toBe(join(folder, 'recorded.yaml'));
    await replay.close();
    expect(flushed).toBe(1);
  });

  it('refuses fallback record without a recorder to record with', () => {
    expect(() => new ReplaySetup({ paths: [tmpdir()], fallback: 'record', target: 'http://127.0.0.1:9' })).toThrow(/fallback record needs a recorder/);
  });
});
