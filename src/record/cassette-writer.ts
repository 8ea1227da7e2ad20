// Keeps the cassette of a recording session and writes it after each interaction: the whole file, atomically
// (temporary file + rename), coalesced (interactions that arrive during a write go out in the next one), and
// only after the text has been scanned for every secret seen in the session. A cassette that would still
// hold one is not written; the last good file stays.
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stringifyCassette } from '../replay/cassette-file.js';
import type { Cassette, Interaction } from '../replay/types.js';
import type { SecretLedger } from './ledger.js';

export class SecretLeftError extends Error {}

export interface CassetteWriterOptions {
  file: string;
  cassette: Cassette;
  ledger: SecretLedger;
  /** Where failures go (`[mock-site] ...` lines). */
  error(text: string): void;
  /**
   * The least time between two writes (default 100 ms): a long crawl rewrites a large file, so interactions
   * arriving meanwhile wait and go out together. An interrupted recording loses at most this much.
   */
  minIntervalMs?: number;
}

export class CassetteWriter {
  private dirty = false;
  private running: Promise<void> | undefined;
  private lastError = '';
  private lastWrite = 0;
  /** Interactions on disk after the last successful write. */
  written = 0;

  constructor(private readonly options: CassetteWriterOptions) {}

  get cassette(): Cassette {
    return this.options.cassette;
  }

  append(interaction: Interaction): void {
    this.options.cassette.interactions.push(interaction);
    this.schedule();
  }

  schedule(): void {
    this.dirty = true;
    this.running ??= this.loop();
  }

  /** Resolves when everything appended so far has been written (or refused). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    while (this.dirty) {
      // Interactions arriving before the write starts join it.
      const wait = this.lastWrite + (this.options.minIntervalMs ?? 100) - Date.now();
      await new Promise<void>((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
      this.dirty = false;
      this.lastWrite = Date.now();
      try {
        this.writeNow();
        this.lastError = '';
      } catch (e) {
        const text = (e as Error).message;
        if (text !== this.lastError) this.options.error(text);
        this.lastError = text;
      }
    }
    this.running = undefined;
  }

  /** Renders, scans and writes synchronously; throws SecretLeftError or the file system's error. */
  writeNow(): void {
    const { file, cassette, ledger } = this.options;
    const text = stringifyCassette(cassette);
    const leak = ledger.scan(text);
    if (leak) {
      throw new SecretLeftError(`[mock-site] record: not writing ${file}: ${file}:${leak.line}:${leak.column} would still hold ${leak.what}. `
        + 'Add the field or header to the redaction list (record.redact); the file keeps its last safe contents.');
    }
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(tmp, text);
      renameSync(tmp, file);
    } catch (e) {
      try { unlinkSync(tmp); } catch { /* never written */ }
      throw new Error(`[mock-site] record: could not write ${file}: ${(e as Error).message}`);
    }
    this.written = cassette.interactions.length;
  }
}
