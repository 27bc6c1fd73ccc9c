/**
 * A minimal in-memory Web Locks manager (jsdom has none): exclusive locks granted in request order,
 * with `ifAvailable`. Enough to test that concurrent flushes take turns.
 */
export function installFakeLocks(): { held: () => string[] } {
  const queues = new Map<string, Promise<unknown>>();
  const active = new Set<string>();
  // Requests granted or waiting, per name: as in the real API, ifAvailable fails if any exist.
  const claims = new Map<string, number>();

  const request = (
    name: string,
    options: { ifAvailable?: boolean } | ((lock: { name: string } | null) => Promise<unknown>),
    maybeCallback?: (lock: { name: string } | null) => Promise<unknown>,
  ): Promise<unknown> => {
    const callback = typeof options === 'function' ? options : maybeCallback;
    if (!callback) throw new TypeError('navigator.locks.request needs a callback');
    const ifAvailable = typeof options === 'object' && options.ifAvailable === true;
    if (ifAvailable && (claims.get(name) ?? 0) > 0) return Promise.resolve(callback(null));
    claims.set(name, (claims.get(name) ?? 0) + 1);
    const previous = queues.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      active.add(name);
      try {
        return await callback({ name });
      } finally {
        active.delete(name);
        claims.set(name, (claims.get(name) ?? 1) - 1);
      }
    });
    queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };

  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
  return { held: () => [...active] };
}
