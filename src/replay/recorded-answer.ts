// A recording's answer as replay holds it: status, headers and body bytes, decoded once (on its first replay).
import type { WireAnswer } from '../wp/respond.js';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** An answer the index decoded: it keeps its wire form for the last origin it was written at (wire-answer.ts). */
export class RecordedBytes implements RecordedAnswer {
  #origin: string | undefined = undefined;
  #wire: WireAnswer | undefined = undefined;

  constructor(
    public status: number,
    public headers: Record<string, string | string[]>,
    public body: Buffer,
  ) {}

  /** The wire form kept for `origin`, if that is the origin it was last written at. */
  wireAt(origin: string): WireAnswer | undefined {
    return this.#origin === origin ? this.#wire : undefined;
  }

  keepWire(origin: string, wire: WireAnswer): void {
    this.#origin = origin;
    this.#wire = wire;
  }
}
