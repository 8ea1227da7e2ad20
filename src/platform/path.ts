// File paths: node:path here; web/path.ts in the browser, where the only paths are the names scenarios give files.
export { basename, dirname, extname, join, resolve } from 'node:path';
