// The package version, read once from mock-site's package.json: the nearest one above this file (src/ and dist/
// sit below it; the bundled CLI sits two levels down).
import { readFileSync } from 'node:fs';

function packageVersion(): string {
  for (let dir = new URL('.', import.meta.url); ; dir = new URL('..', dir)) {
    try {
      const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'mock-site' && pkg.version) return pkg.version;
    } catch {
      // no package.json here: look one level up
    }
    if (dir.pathname === '/') return '0.0.0';
  }
}

export const VERSION: string = packageVersion();
