// Requests the mock sends on its own once it has answered: a rule's `callbacks` (as WireMock's webhooks and Mockoon's
// callbacks) and the payments area's webhook simulation (PayPal's test event to the registered webhook). One place
// sends them all: after the answer's last byte is written (never holding the answer up), after the callback's delay,
// once (no retries, no redirects followed), bounded by a timeout. Each outcome (the status answered, or why nothing
// was) is kept on the journal entry of the request that caused it. A failure is an outcome, never an exception.
import { request as httpRequest, type ClientRequest, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { VERSION } from '../version.js';
import { CALLBACK_TIMEOUT_MS, MAX_CALLBACKS_IN_FLIGHT, type CallbackOutcome, type OutgoingCallback } from '../model/callback.js';

export class CallbackSender {
  /** The mock's own address once it listens (startMockSite sets it): where a callback to a path goes. */
  origin: string | undefined;
  #pending = 0;
  #closed = false;
  /** Callbacks waiting for their delay, with what settles them when the mock stops first. */
  readonly #timers = new Map<NodeJS.Timeout, () => void>();
  readonly #requests = new Set<ClientRequest>();
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
  send(callbacks: readonly OutgoingCallback[], answer?: ServerResponse): CallbackOutcome[] {
    const outcomes = callbacks.map((c): CallbackOutcome => ({ by: c.by, method: c.method, url: c.url, delay: c.delay, state: 'pending' }));
    const start = () => {
      callbacks.forEach((c, i) => {
        this.#schedule(c, outcomes[i]!);
      });
    };
    if (!answer || answer.writableFinished || answer.destroyed) start();
    else {
      let started = false;
      const go = () => {
        if (started) return;
        started = true;
        answer.off('finish', go);
        answer.off('close', go);
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
    for (const req of [...this.#requests]) req.destroy(new Error('the mock stopped before an answer came'));
  }

  #schedule(callback: OutgoingCallback, outcome: CallbackOutcome): void {
    this.#pending++;
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
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#fire(callback, outcome);
    }, callback.delay);
    timer.unref();
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
    if (callback.body !== undefined) headers['content-length'] = String(Buffer.byteLength(callback.body));
    const https = url.protocol === 'https:';
    // To itself, the mock knows whom it talks to: its own certificate (self-signed with --tls) need not be trusted.
    const own = this.origin !== undefined && url.origin === new URL(this.origin).origin;
    const started = performance.now();
    let settled = false;
    let req: ClientRequest;
    const done = (state: 'answered' | 'failed', error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      this.#requests.delete(req);
      outcome.duration = Math.round((performance.now() - started) * 100) / 100;
      this.#settle(outcome, state, error);
    };
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`)), this.timeoutMs);
    deadline.unref();
    try {
      req = (https ? httpsRequest : httpRequest)(url, {
        method: callback.method,
        headers,
        agent: false,
        ...(https && own ? { rejectUnauthorized: false } : {}),
      });
    } catch (e) {
      // Refused before anything was sent: a header name or value node will not write.
      clearTimeout(deadline);
      this.#settle(outcome, 'failed', (e as Error).message);
      return;
    }
    this.#requests.add(req);
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      res.on('error', () => {});
      res.once('end', () => done('answered'));
      res.once('close', () => done('answered'));
      res.resume();
    });
    // A connection refused on every address of a name is an AggregateError with no message of its own.
    // An answer whose body was cut (the timeout, a reset) was still answered: its status stands.
    req.on('error', (e: NodeJS.ErrnoException) =>
      outcome.status !== undefined ? done('answered') : done('failed', e.message || `${e.code ?? 'failed'} (${url.host})`),
    );
    req.end(callback.body);
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
