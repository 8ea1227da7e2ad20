// The browser's files.ts: no file system. Scenario files, rules' body files, cassette paths and `--db` need Node.
import type * as fs from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import { NeedsNode } from '../needs-node.js';

export type { Stats } from 'node:fs';

const needsNode = (): never => {
  throw new NeedsNode('reading or writing a file', 'in a browser, give the scenario, its response bodies and cassettes inline, and keep the store in memory');
};

/** The flags read-bounded.ts combines before its open fails. */
export const constants = { O_RDONLY: 0, O_NONBLOCK: 0 } as typeof fs.constants;
export const closeSync: typeof fs.closeSync = needsNode;
export const existsSync: typeof fs.existsSync = needsNode;
export const fstatSync: typeof fs.fstatSync = needsNode;
export const fsyncSync: typeof fs.fsyncSync = needsNode;
export const ftruncateSync: typeof fs.ftruncateSync = needsNode;
export const openSync: typeof fs.openSync = needsNode;
export const readFileSync: typeof fs.readFileSync = needsNode;
export const readSync: typeof fs.readSync = needsNode;
export const readdirSync: typeof fs.readdirSync = needsNode;
export const renameSync: typeof fs.renameSync = needsNode;
export const statSync: typeof fs.statSync = needsNode;
export const unlinkSync: typeof fs.unlinkSync = needsNode;
export const writeSync: typeof fs.writeSync = needsNode;
export const open: typeof fsPromises.open = async () => needsNode();
export const readFile: typeof fsPromises.readFile = async () => needsNode();
export const unlink: typeof fsPromises.unlink = async () => needsNode();
