// Where the inspector's page files are: beside this module when run from src/ or dist/admin/inspector/ (tsc), one
// folder over when run from the CLI bundle in dist/cli/ (the build copies src/admin/inspector/assets to dist/admin/inspector/).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['./assets/', '../admin/inspector/assets/'];

let found: string | null | undefined;

/** The folder holding index.html and the page's scripts and styles (with a trailing slash); null when missing. */
export function assetsDir(): string | null {
  if (found !== undefined) return found;
  found = null;
  for (const candidate of CANDIDATES) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}index.html`)) return (found = dir);
  }
  return found;
}
