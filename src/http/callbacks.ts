// Requests the mock sends on its own once it has answered: a rule's `callbacks` (as WireMock's webhooks and Mockoon's
// callbacks) and the payments area's webhook simulation (PayPal's test event to the registered webhook). One place
// sends them all: after the answer's last byte is written (never holding the answer up), after the callback's delay,
// once (no retries, no redirects followed), bounded by a timeout. Each outcome (the status answered, or why nothing
// was) is kept on the journal entry of the request that caused it. A failure is an outcome, never an exception.
import type { ServerResponse } from 'node:http';
import { sendRequest } from '../platform/send-request.js';
import { quietTimeout } from '../platform/timers.js';
import type { WireReply } from '../wp/wire.js';
import { VERSION } from '../version.js';
import { CALLBACK_TIMEOUT_MS, MAX_CALLBACKS_IN_FLIGHT, type CallbackOutcome, type OutgoingCallback } from '../model/callback.js';

export class CallbackSender {
  /** The mock's own address once it listens (startMockSite sets it): where a callback to a path goes. */
  origin: string | undefined;
  #pending = 0;
  #closed = false;
  /** Callbacks waiting for their delay, with what settles them when the mock stops first. */
  readonly #timers = new Map<ReturnType<typeof setTimeout>, () => void>();
  /** Aborts the requests on their way when the mock stops. */
  readonly #stopping = new AbortController();
  #waiters: (() => void)[] = [];

  constructor(readonly timeoutMs = CALLBACK_TIMEOUT_MS) {}

  /** Callbacks waiting for their delay or their answer. */
  get pending(): number {
    return this.#pending;
  }

  /**
   * Sends each callback once `answer` is written (at once without one), after its delay. Returns their outcomes, all
   * pending, which settle in place as answers come (the journal entry holds these objects).
   */
  send(callbacks: readonly OutgoingCallback[], written?: WireReply): CallbackOutcome[] {
    const outcomes = callbacks.map((c): CallbackOutcome => ({ by: c.by, method: c.method, url: c.url, delay: c.delay, state: 'pending' }));
    // Pending from now, not from when the answer is written: idle() waits for these too.
    this.#pending += callbacks.length;
    const start = () => {
      callbacks.forEach((c, i) => {
        this.#schedule(c, outcomes[i]!);
      });
    };
    // node:http's answer may still be on its way; a fetch transport's is whole once written (it has no events).
    const answer = written as Partial<ServerResponse> | undefined;
    if (!answer?.once || answer.writableFinished || answer.destroyed) start();
    else {
      let started = false;
      const go = () => {
        if (started) return;
        started = true;
        answer.off!('finish', go);
        answer.off!('close', go);
        start();
      };
      answer.once('finish', go);
      answer.once('close', go);
    }
    return outcomes;
  }

  /** Resolves once no callback is pending (every outcome is known). */
  idle(): Promise<void> {
    return this.#pending === 0 ? Promise.resolve() : new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Cancels what waits for its delay and what waits for an answer (each is journaled as failed). */
  close(): void {
    this.#closed = true;
    const waiting = [...this.#timers];
    this.#timers.clear();
    for (const [timer, cancel] of waiting) {
      clearTimeout(timer);
      cancel();
    }
    this.#stopping.abort(new Error('the mock stopped before an answer came'));
  }

  /** `callback` was counted pending by send(), which may start it only once its answer is written. */
  #schedule(callback: OutgoingCallback, outcome: CallbackOutcome): void {
    if (this.#closed) {
      this.#settle(outcome, 'failed', 'not sent: the mock stopped first');
      return;
    }
    if (this.#pending > MAX_CALLBACKS_IN_FLIGHT) {
      this.#settle(outcome, 'failed', `not sent: ${MAX_CALLBACKS_IN_FLIGHT} callbacks were already waiting for their delay or their answer`);
      return;
    }
    if (callback.delay <= 0) {
      this.#fire(callback, outcome);
      return;
    }
    const timer = quietTimeout(() => {
      this.#timers.delete(timer);
      this.#fire(callback, outcome);
    }, callback.delay);
    this.#timers.set(timer, () => this.#settle(outcome, 'failed', 'not sent: the mock stopped during its delay'));
  }

  #fire(callback: OutgoingCallback, outcome: CallbackOutcome): void {
    let url: URL;
    try {
      url = this.#target(callback.url);
    } catch (e) {
      this.#settle(outcome, 'failed', (e as Error).message);
      return;
    }
    outcome.url = url.href;
    const headers: Record<string, string> = { 'user-agent': `mock-site/${VERSION}` };
    for (const [name, value] of Object.entries(callback.headers)) headers[name.toLowerCase()] = value;
    // To itself, the mock knows whom it talks to: its own certificate (self-signed with --tls) need not be trusted.
    const own = this.origin !== undefined && url.origin === new URL(this.origin).origin;
    const started = performance.now();
    void sendRequest(url, {
      method: callback.method,
      headers,
      ...(callback.body !== undefined ? { body: callback.body } : {}),
      timeoutMs: this.timeoutMs,
      trustAnyCertificate: own,
      signal: this.#stopping.signal,
    }).then((sent) => {
      outcome.duration = Math.round((performance.now() - started) * 100) / 100;
      if ('status' in sent) {
        outcome.status = sent.status;
        this.#settle(outcome, 'answered');
      } else this.#settle(outcome, 'failed', sent.error);
    });
  }

  /** The URL a callback goes to; throws an Error saying what is wrong with it. */
  #target(text: string): URL {
    if (text.startsWith('/')) {
      if (!this.origin)
        throw new Error(
          `not sent: ${text} is a path, which goes to the mock itself, and this mock does not listen (createApp). Give a whole http:// or https:// URL`,
        );
      const own = new URL(text, this.origin);
      // `//host/...` (or `/\host`) would leave the mock: a path stays on it.
      if (own.origin !== new URL(this.origin).origin)
        throw new Error(`not sent: ${JSON.stringify(text)} names another host; a path must start with a single / (write a whole URL for another host)`);
      return own;
    }
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`not sent: ${JSON.stringify(text)} is not a URL. Give a whole http:// or https:// URL, or a path to the mock itself`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`not sent: ${url.protocol} URLs are not sent (got ${JSON.stringify(text)}). Give an http:// or https:// URL`);
    return url;
  }

  #settle(outcome: CallbackOutcome, state: 'answered' | 'failed', error?: string): void {
    outcome.state = state;
    if (error !== undefined) outcome.error = error;
    this.#pending--;
    if (this.#pending === 0) {
      const waiters = this.#waiters;
      this.#waiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
