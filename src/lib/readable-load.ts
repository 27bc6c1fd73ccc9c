/** A load React's `use` reads without suspending once it is fulfilled (React's own thenable fields). */
export type ReadableLoad<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/**
 * `load`, carrying the fields React's `use` reads, so a component can call `use` on every render
 * and still render at once when the load is already in. `forget` runs if it fails, so the next
 * render asks again.
 */
export function readableLoad<T>(load: Promise<T>, forget: () => void): ReadableLoad<T> {
  const readable: ReadableLoad<T> = load;
  readable.status = 'pending';
  readable.then(
    (value) => {
      readable.status = 'fulfilled';
      readable.value = value;
    },
    () => {
      readable.status = 'rejected';
      forget();
    },
  );
  return readable;
}
