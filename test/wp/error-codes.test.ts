// The one table of mock-specific codes (src/wp/error-codes.ts) and the table docs/errors.md shows are the same
// codes with the same statuses, checked both ways (as fastify's test/internals/errors.test.js keeps lib/errors.js and
// docs/Reference/Errors.md equal). Beside it: src names no `mock_site_` code the table lacks (a code spelled anywhere
// else is a typo or a code nobody documented), makes none without the table, and README.md and docs/ name none it lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCK_SITE_CODES, type MockSiteCode } from '../../src/wp/error-codes.js';

const ROOT = join(import.meta.dirname, '../..');
const ERRORS_MD = join(ROOT, 'docs/errors.md');
const SECTION = '## Mock-specific codes (`mock_site_*`)';
/** The inspector's token cookie: a name that starts like a code and is none. */
const NOT_CODES = new Set(['mock_site_admin_token']);
const MENTION = /\bmock_site_[a-z_]*[a-z]/g;

const table = new Map(Object.entries(MOCK_SITE_CODES).map(([code, entry]) => [code, entry.status]));

/** The rows of the docs' table of mock-specific codes: `| `code` | status | meaning |`, one code per row. */
function docsRows(): { code: string; status: number }[] {
  const text = readFileSync(ERRORS_MD, 'utf8');
  const start = text.indexOf(SECTION);
  expect(start, `docs/errors.md has the section "${SECTION}"`).toBeGreaterThanOrEqual(0);
  const section = text.slice(start + SECTION.length).split(/^#{1,2} /m)[0]!;
  return [...section.matchAll(/^\| `(mock_site_[a-z_]+)` \| (\d{3}) \|/gm)].map((m) => ({ code: m[1]!, status: Number(m[2]) }));
}

/** The row docs/errors.md should have for a code: what to paste when the test says it is missing. */
const rowOf = (code: string): string => {
  const entry = MOCK_SITE_CODES[code as MockSiteCode];
  return `| \`${code}\` | ${entry.status} | ${entry.meaning} |`;
};

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** Every `mock_site_…` word of these files, with where it is (`src/admin/router.ts:56`). */
function mentions(paths: string[]): { code: string; at: string }[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(MENTION)].map((m) => ({ code: m[0], at: `${relative(ROOT, path)}:${i + 1}` }))),
  );
}

describe('the table of mock_site_ codes and docs/errors.md', () => {
  it('has codes, each with an HTTP status', () => {
    expect(table.size).toBeGreaterThanOrEqual(20);
    for (const [code, entry] of Object.entries(MOCK_SITE_CODES)) {
      expect(code).toMatch(/^mock_site_[a-z]+(_[a-z]+)*$/);
      expect(entry.status >= 200 && entry.status <= 599, code).toBe(true);
      expect(entry.meaning, code).not.toMatch(/\n|\|/); // one line, and it fits a Markdown table cell
    }
  });

  it('lists every code of the table in docs/errors.md, with its status', () => {
    const docs = new Map(docsRows().map((r) => [r.code, r.status]));
    const missing = [...table.keys()].filter((code) => !docs.has(code));
    expect(missing, `add these rows to docs/errors.md:\n${missing.map(rowOf).join('\n')}`).toEqual([]);
    const wrong = [...table].filter(([code, status]) => docs.get(code) !== status).map(([code, status]) => `${code}: docs ${docs.get(code)}, table ${status}`);
    expect(wrong).toEqual([]);
  });

  it('lists in docs/errors.md only codes of the table, each once', () => {
    const rows = docsRows();
    expect(
      rows.map((r) => r.code).filter((code) => !table.has(code)),
      'rows of docs/errors.md for codes src/wp/error-codes.ts does not have',
    ).toEqual([]);
    expect(rows.map((r) => r.code).filter((code, i, all) => all.indexOf(code) !== i)).toEqual([]);
  });
});

describe('mock_site_ codes outside the table', () => {
  const src = files(join(ROOT, 'src'), (name) => /\.(ts|js|html)$/.test(name));

  it('src names only codes of the table', () => {
    const unknown = mentions(src).filter((m) => !table.has(m.code) && !NOT_CODES.has(m.code));
    expect(
      unknown.map((m) => `${m.at}: ${m.code}`),
      'add the code to src/wp/error-codes.ts (and docs/errors.md), or fix its spelling',
    ).toEqual([]);
  });

  it('src makes every mock_site_ error through the table (mockError, sendAdminError), never with a status of its own', () => {
    const own = src
      .filter((path) => !path.endsWith(join('wp', 'error-codes.ts')))
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8');
        return /new WpError\(\s*['"`]mock_site_|code: ['"`]mock_site_|sendAdminError\(\s*\w+,\s*\d/.test(text) ? [relative(ROOT, path)] : [];
      });
    expect(own).toEqual([]);
  });

  it('README.md and docs/ name only codes of the table', () => {
    const docs = [join(ROOT, 'README.md'), ...files(join(ROOT, 'docs'), (name) => name.endsWith('.md'))];
    const unknown = mentions(docs).filter((m) => !table.has(m.code) && !NOT_CODES.has(m.code));
    expect(unknown.map((m) => `${m.at}: ${m.code}`)).toEqual([]);
  });
});
