/** A load React's `use` reads without suspending once it is fulfilled (React's own thenable fields). */
export type ReadableLoad<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** `load` with the fields `use` reads, so a render finds it at once once in; `forget` runs if it fails. */
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
