// Reloads that news of requests asks for, merged: the first request of a burst schedules one run `ms` later, the
// others join it, and a request during a run schedules one more after it. Steady traffic thus reloads at a steady
// pace (a plain debounce would wait for a quiet moment that may never come).

/** @param {() => Promise<unknown>} run @param {number} ms */
export function coalesce(run, ms) {
  let timer = null;
  let running = false;
  let again = false;
  const fire = async () => {
    timer = null;
    running = true;
    try {
      await run();
    } finally {
      running = false;
      if (again) {
        again = false;
        request();
      }
    }
  };
  function request() {
    if (running) again = true;
    else if (timer === null) timer = setTimeout(fire, ms);
  }
  return request;
}
