// The real WordPress that `bash test/real-site/wordpress.sh start` runs, found through the state file it
// writes; undefined when there is none or it does not answer, so the tests can skip and say how to run them.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface RealSite {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  user: string;
  /** The admin's application password. */
  password: string;
}

export const STATE_FILE = fileURLToPath(new URL('.state/wordpress.env', import.meta.url));

export async function findWordPress(): Promise<RealSite | undefined> {
  if (!existsSync(STATE_FILE)) return undefined;
  const env = Object.fromEntries(
    readFileSync(STATE_FILE, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
  const { WORDPRESS_URL: url, WORDPRESS_USER: user, WORDPRESS_APP_PASSWORD: password } = env;
  if (!url || !user || !password) return undefined;
  try {
    const index = await fetch(`${url}/index.php?rest_route=/`, { signal: AbortSignal.timeout(5_000) });
    await index.arrayBuffer();
    if (index.status !== 200) return undefined;
  } catch {
    return undefined;
  }
  return { url, user, password };
}

/** One line, once per file, on the test output. */
export function warnSkipped(count: number, why: string, run: string): void {
  console.warn(`[real-site] skipped ${count} test${count === 1 ? '' : 's'} in test/real-site: ${why}. Run: ${run}`);
}
