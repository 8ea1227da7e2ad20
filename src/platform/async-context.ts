// A value that holds for everything a function does, its awaited continuations included: AsyncLocalStorage here.
// The browser has no such thing (web/async-context.ts): there the value holds until `fn`'s promise settles, which
// is exact only while one `run` is in flight at a time (`followsAwaits`).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface AsyncContext<T> {
  /** Runs `fn` with `value` as the context's value. */
  run<R>(value: T, fn: () => R): R;
  /** The value of the innermost `run` this code runs in, if any. */
  getStore(): T | undefined;
}

/** Whether a value set by `run` follows `fn`'s awaits on its own, concurrent runs included. */
export const followsAwaits: boolean = true;

export const asyncContext = <T>(): AsyncContext<T> => new AsyncLocalStorage<T>();
