// Keeps the cassette of a recording session and writes it after each interaction: the whole file, atomically
// (temporary file + rename), coalesced (interactions that arrive during a write go out in the next one), and
// only after the text has been scanned for every secret seen in the session. A cassette that would still
// hold one is not written; the last good file stays.
//
// The file is stable: interactions sorted by request identity (repeats keep their recorded order), and the
// header's recordedAt kept while the interactions are those the file already held, so re-recording an
// unchanged site leaves the file as it was.
import { cassetteHead, renderInteractions } from '../cassette/cassette-file.js';
import { decodeBody } from '../cassette/body-codec.js';
import { headerValue } from '../cassette/kept-headers.js';
import { identify, matchOptions } from '../cassette/identity.js';
import type { Cassette, Interaction } from '../cassette/types.js';
import { writeAtomically } from '../store/atomic-file.js';
import type { SecretLedger } from '../cassette/secret-ledger.js';

export class SecretLeftError extends Error {}

export interface CassetteWriterOptions {
  file: string;
  cassette: Cassette;
  ledger: SecretLedger;
  /** Where failures go (`[mock-site] ...` lines). */
  error(text: string): void;
  /** The file's contents before this session (replaced or appended to): its header stays while nothing changed. */
  previous?: Cassette;
  /**
   * The least time between two writes (default 100 ms, and at least five times the last write took, so a large
   * cassette is not rewritten back to back). An interrupted recording loses at most this much.
   */
  minIntervalMs?: number;
}

export class CassetteWriter {
  private dirty = false;
  private running: Promise<void> | undefined;
  private lastError = '';
  private lastWrite = 0;
  private lastCost = 0;
  /** Ends the wait before the next write (flush). */
  private wake: (() => void) | undefined;
  private readonly sortKeys = new WeakMap<Interaction, string>();
  private previousText: string | undefined;
  /** Interactions on disk after the last successful write. */
  written = 0;

  /** Why the last write was refused or failed; undefined when it succeeded. */
  get failure(): string | undefined {
    return this.lastError || undefined;
  }

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

  /** Writes what is pending now (no waiting out the interval) and resolves once it is written (or refused). */
  async flush(): Promise<void> {
    while (this.running) {
      this.wake?.();
      await this.running;
    }
  }

  private async loop(): Promise<void> {
    while (this.dirty) {
      // Interactions arriving before the write starts join it.
      const wait = this.lastWrite + Math.max(this.options.minIntervalMs ?? 100, 5 * this.lastCost) - Date.now();
      await new Promise<void>((resolve) => {
        if (wait <= 0) return setImmediate(resolve);
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
      this.dirty = false;
      this.lastWrite = Date.now();
      try {
        this.writeNow();
        this.lastCost = Date.now() - this.lastWrite;
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
    const { file, cassette, ledger, previous } = this.options;
    cassette.interactions = this.sorted(cassette.interactions);
    const body = renderInteractions(cassette.interactions);
    if (previous) this.previousText ??= renderInteractions(this.sorted(previous.interactions));
    const header = previous && body === this.previousText ? previous.cassette : cassette.cassette;
    const text = cassetteHead({ ...cassette, cassette: header }) + body;
    const leak = ledger.scan(text);
    if (leak) {
      throw new SecretLeftError(
        `[mock-site] record: not writing ${file}: ${file}:${leak.line}:${leak.column} would still hold ${leak.what}. ` +
          'Add the field or header to the redaction list (record.redact); the file keeps its last safe contents.',
      );
    }
    try {
      writeAtomically(file, text);
    } catch (e) {
      throw new Error(`[mock-site] record: could not write ${file}: ${(e as Error).message}`);
    }
    this.written = cassette.interactions.length;
  }

  /** By route, method, query and body; a stable sort keeps repeats in recorded order. */
  private sorted(list: Interaction[]): Interaction[] {
    const keyOf = (it: Interaction): string => {
      let key = this.sortKeys.get(it);
      if (key === undefined) {
        const r = it.request;
        const id = identify(
          {
            method: r.method,
            route: r.route,
            query: r.query ?? {},
            body: r.body ? decodeBody(r.body) : undefined,
            contentType: r.headers ? headerValue(r.headers, 'content-type') : undefined,
          },
          SORT_OPTIONS,
        );
        this.sortKeys.set(it, (key = `${id.route}\0${id.method}\0${id.query}\0${id.body}`));
      }
      return key;
    };
    return [...list].sort((a, b) => {
      const x = keyOf(a);
      const y = keyOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
}

const SORT_OPTIONS = matchOptions();
