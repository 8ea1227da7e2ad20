// POST /sitetool/v1/file/outline: the symbols of one file of the theme in scope, with their lines, so an
// agent can read just the part it needs. PHP, CSS and JavaScript files are outlined; other files
// answer an empty outline.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { extensionOf } from './file-list.js';
import { existingFile } from './file-read.js';
import { fileScope } from './file-scope.js';
import { lineAt, lineStarts } from './line-range.js';
import { maskSource, type Syntax } from './outline/code-mask.js';
import { cssOutline } from './outline/css-outline.js';
import { jsOutline } from './outline/js-outline.js';
import type { Found, OutlineItem } from './outline/outline-item.js';
import { phpOutline } from './outline/php-outline.js';

const SYNTAX: Record<string, Syntax> = { php: 'php', css: 'css', js: 'js', mjs: 'js', cjs: 'js', jsx: 'js', ts: 'js' };
const OUTLINERS: Record<Syntax, (src: string, masked: ReturnType<typeof maskSource>) => Found[]> = { php: phpOutline, css: cssOutline, js: jsOutline };

export function outlineOf(content: string, syntax: Syntax | undefined): OutlineItem[] {
  if (!syntax) return [];
  const starts = lineStarts(content);
  const found = OUTLINERS[syntax](content, maskSource(content, syntax));
  return found.sort((a, b) => a.at - b.at).map(({ at, ...rest }) => ({ line: lineAt(starts, at), ...rest }));
}

export const outlineFile: Handler = (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const file = existingFile(scope, req.params.path);
  if (file instanceof WpError) return file;
  const extension = extensionOf(file.path);
  const syntax = SYNTAX[extension];
  return {
    data: {
      theme: scope.theme,
      path: file.path,
      type: syntax ?? (extension || 'text'),
      total_lines: lineStarts(file.content).length,
      outline: outlineOf(file.content, syntax),
    },
  };
};
