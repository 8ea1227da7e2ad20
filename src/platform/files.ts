// The file system: node:fs here; web/files.ts in the browser, where every call throws NeedsNode.
import type * as fsPromises from 'node:fs/promises';

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

// node:fs/promises (and the readline modules it brings) loads on first use: only `--db` snapshots use it.
const promises = () => process.getBuiltinModule('node:fs/promises');
export const open = ((...args: Parameters<typeof fsPromises.open>) => promises().open(...args)) as typeof fsPromises.open;
export const readFile = ((...args: Parameters<typeof fsPromises.readFile>) => promises().readFile(...args)) as typeof fsPromises.readFile;
export const unlink = ((...args: Parameters<typeof fsPromises.unlink>) => promises().unlink(...args)) as typeof fsPromises.unlink;
