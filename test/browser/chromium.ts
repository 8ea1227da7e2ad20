// Headless Chromium for the browser tests: Debian's package (`bash test/browser/chromium.sh install`), driven by
// playwright-core through its executablePath. Undefined when none is installed, so the tests can skip and say how.
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The Chromium executable: `CHROMIUM_PATH` when set (then only that one: a wrong path skips rather than silently
 * testing another browser), else Debian's; undefined when there is none.
 */
export function findChromium(): string | undefined {
  const wanted = process.env.CHROMIUM_PATH;
  for (const candidate of wanted ? [wanted] : CANDIDATES) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there: the next one
    }
  }
  return undefined;
}

/**
 * CI and developers' containers run as root, where Chromium's sandbox cannot start (--no-sandbox); /dev/shm is
 * small in containers (--disable-dev-shm-usage).
 */
export const LAUNCH_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: LAUNCH_ARGS, headless: true });
}

/** One line on the test output when the browser tests of `where` could not run. */
export function warnSkipped(count: number, where: string): void {
  console.warn(`[browser] skipped ${count} test${count === 1 ? '' : 's'} in ${where}: no Chromium. Run: bash test/browser/chromium.sh install`);
}
