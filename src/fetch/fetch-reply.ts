// The fetch transport's side of an answer: the engine writes to it as it would to a node:http ServerResponse; it
// settles as a web Response (or, for a rule's connection fault, as fetch's network error).
import type { OutgoingHttpHeaders } from 'node:http';
import type { WireConnection, WireReply } from '../wp/wire.js';

/** Statuses a Response may not carry a body with. */
const BODYLESS = new Set([101, 103, 204, 205, 304]);

/** What fetch() rejects with when the connection breaks: the browsers' and undici's TypeError. */
export const networkError = (why: string): TypeError => new TypeError('Failed to fetch', { cause: new Error(why) });

export class FetchReply implements WireReply {
  headersSent = false;
  statusCode = 200;
  sendDate = true;
  readonly response: Promise<Response>;
  #status = 200;
  #headers: OutgoingHttpHeaders = {};
  #settle!: (response: Response) => void;
  #fail!: (error: unknown) => void;
  /** The answer once written, held until the request is journaled; or the journal's word, come first. */
  #written: Response | undefined;
  #inJournal = false;

  constructor(readonly head: boolean) {
    this.response = new Promise<Response>((resolve, reject) => {
      this.#settle = resolve;
      this.#fail = reject;
    });
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}): this {
    this.#status = this.statusCode = status;
    this.#headers = headers;
    this.headersSent = true;
    return this;
  }

  end(body?: string | Uint8Array): this {
    if (!this.headersSent) this.writeHead(this.statusCode);
    const bytes = this.head || BODYLESS.has(this.#status) || body === undefined ? null : typeof body === 'string' ? body : new Uint8Array(body);
    this.#written = new Response(bytes, { status: this.#status, headers: headersOf(this.#headers) });
    if (this.#inJournal) this.#settle(this.#written);
    return this;
  }

  journaled(): void {
    this.#inJournal = true;
    if (this.#written) this.#settle(this.#written);
  }

  removeHeader(): void {
    // Nothing is set before writeHead() here: node:http's own Date header is the only one removed (deliverRecorded).
  }

  destroy(): this {
    this.#fail(networkError('the mock cut the connection'));
    return this;
  }

  /** The connection a request through this reply came over; `https`: its URL's scheme. */
  connection(https: boolean, signal?: AbortSignal): WireConnection {
    let destroyed = false;
    const cut = (why: string) => {
      destroyed = true;
      this.#fail(networkError(why));
    };
    // A `timeout` fault writes nothing: the request waits until its caller gives up (AbortSignal), as over a socket.
    signal?.addEventListener('abort', () => cut('the request was aborted'), { once: true });
    return {
      remoteAddress: '127.0.0.1',
      encrypted: https,
      get destroyed() {
        return destroyed;
      },
      resetAndDestroy: () => cut("connection reset by the mock (a rule's connection-reset fault)"),
      end: () => cut("empty reply from the mock (a rule's empty-reply fault)"),
    };
  }
}

/** node:http's header values (one, or a list of them) as web Headers. */
function headersOf(headers: OutgoingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(name, String(v));
    else out.append(name, String(value));
  }
  return out;
}
