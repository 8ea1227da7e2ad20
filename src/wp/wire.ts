// What the REST engine needs of a transport: a request's line, headers, body and connection, and a reply to write
// the answer to. node:http's IncomingMessage and ServerResponse are these as they are; the fetch transport
// (src/fetch/) builds them from a web Request and turns what is written into a Response.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** The connection a request came over: where from and to, and what a rule's connection fault does to it. */
export interface WireConnection {
  readonly remoteAddress?: string;
  readonly localAddress?: string;
  readonly localPort?: number;
  /** Came over TLS: links are written https. */
  readonly encrypted?: boolean;
  readonly destroyed: boolean;
  /** `connection-reset`. */
  resetAndDestroy(): unknown;
  /** `empty-reply`. */
  end(): unknown;
}

export interface WireRequest {
  readonly method?: string;
  readonly url?: string;
  readonly headers: IncomingHttpHeaders;
  readonly socket: WireConnection;
  /** The whole body when the transport holds it already (fetch); node:http's is streamed and read by wp/body.ts. */
  readonly bodyBytes?: Uint8Array;
}

export interface WireReply {
  readonly headersSent: boolean;
  readonly statusCode: number;
  sendDate: boolean;
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
  end(body?: string | Uint8Array): unknown;
  removeHeader(name: string): void;
  destroy(): unknown;
  /** Called once the request is in the journal (the fetch transport answers then, so the journal already holds it). */
  journaled?(): void;
}
