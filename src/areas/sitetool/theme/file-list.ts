// GET /sitetool/v1/file/list: the entries of the theme in scope (files, and the directories they imply),
// sorted by path, optionally filtered by a glob `pattern`.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import type { Wildcard } from '../wildcard.js';
import { fileScope } from './file-scope.js';
import { compileGlob } from './glob.js';
import { themeGlob } from './paths.js';
import { themeErrors } from './theme-errors.js';
import { themeFiles } from './theme-store.js';

const MAX_ENTRIES = 1000;

type Entry = { path: string; type: 'file'; size: number; extension: string } | { path: string; type: 'directory' };

export const extensionOf = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

function matcher(pattern: unknown): Wildcard | null | WpError {
  if (pattern === undefined || pattern === '') return null;
  const glob = themeGlob(pattern);
  if (glob instanceof WpError) return glob;
  const compiled = compileGlob(glob);
  return typeof compiled === 'string' ? themeErrors.invalidPath('pattern', compiled) : compiled;
}

export const listFiles: Handler = (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const glob = matcher(req.params.pattern);
  if (glob instanceof WpError) return glob;
  const entries = new Map<string, Entry>();
  for (const f of themeFiles(scope.session, scope.theme)) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (!entries.has(dir)) entries.set(dir, { path: dir, type: 'directory' });
    }
    entries.set(f.path, { path: f.path, type: 'file', size: Buffer.byteLength(f.content), extension: extensionOf(f.path) });
  }
  const matched = [...entries.values()].filter((e) => !glob || glob.test(e.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
  return {
    data: {
      theme: scope.theme,
      draft_slug: scope.draft?.slug ?? null,
      files: matched.slice(0, MAX_ENTRIES),
      total_files: matched.filter((e) => e.type === 'file').length,
      truncated: matched.length > MAX_ENTRIES,
    },
  };
};
