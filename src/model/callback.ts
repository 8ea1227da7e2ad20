// Requests the mock sends on its own once it has answered (a rule's `callbacks`, the payments webhook simulation):
// what one is, what became of it, and the limits on them. src/http/callbacks.ts sends them.

/** How long a callback may take, from sending to its answer's last byte. */
export const CALLBACK_TIMEOUT_MS = 10_000;
/** The longest `delay` a callback may have. */
export const MAX_CALLBACK_DELAY_MS = 600_000;
/** Callbacks waiting for their delay or their answer at most; past it, more are not sent (and say so). */
export const MAX_CALLBACKS_IN_FLIGHT = 1000;

/** One request to send, rendered (templates filled) when the answer was made. */
export interface OutgoingCallback {
  /** What asked for it: `rule:<id>`, or the behaviour (`payments-webhook-simulation`). */
  readonly by: string;
  readonly method: string;
  /** An http:// or https:// URL, or a path (`/index.php?rest_route=...`): to the mock itself. */
  readonly url: string;
  /** Header names as given (sent lower-cased). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Milliseconds to wait after the answer before sending. */
  readonly delay: number;
}

/** What became of one callback, as the journal shows it (`callbacks` of the request that caused it). */
export interface CallbackOutcome {
  by: string;
  method: string;
  /** The URL it went to (a path resolved against the mock's own address). */
  url: string;
  delay: number;
  /** pending: waiting for its delay or its answer; answered: a status came back; failed: none did (`error` says why). */
  state: 'pending' | 'answered' | 'failed';
  status?: number;
  error?: string;
  /** Milliseconds from sending to the answer (or the failure). */
  duration?: number;
}
