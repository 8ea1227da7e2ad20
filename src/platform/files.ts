// The file system: node:fs here; web/files.ts in the browser, where every call throws NeedsNode.
export {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
export { open, readFile, unlink } from 'node:fs/promises';
