// Writes a file whole or not at all (a temporary file beside it, then a rename): a reader, or an interrupted
// writer, only ever sees the old file or the whole new one. Cassettes, imported scenarios and exports use it.
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      /* never written */
    }
    throw e;
  }
}
