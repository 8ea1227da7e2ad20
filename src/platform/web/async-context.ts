// The browser's async-context.ts. Browsers have no AsyncLocalStorage: `run` sets the value, calls `fn` and puts the
// outer value back when `fn` returns or, when it returns a promise, once that promise settles, so code after an
// `await` inside `fn` still reads it. That is exact while one `run` at a time is in flight: the fetch transport
// answers one request after another where the context does not follow awaits (`followsAwaits` is false here).
import type { AsyncContext } from '../async-context.js';

export type { AsyncContext } from '../async-context.js';

/** Whether a value set by `run` follows `fn`'s awaits on its own, concurrent runs included. */
export const followsAwaits: boolean = false;

export function asyncContext<T>(): AsyncContext<T> {
  let current: T | undefined;
  return {
    run<R>(value: T, fn: () => R): R {
      const outer = current;
      current = value;
      let result: R;
      try {
        result = fn();
      } catch (e) {
        current = outer;
        throw e;
      }
      if (result instanceof Promise) {
        const restore = () => {
          current = outer;
        };
        return result.finally(restore) as R;
      }
      current = outer;
      return result;
    },
    getStore: () => current,
  };
}
