/**
 * Loads a chunk of the app again when its request failed: on a first visit over a flaky mobile
 * connection one dropped script request must cost a second, not the page's app (and with it a
 * booking held for it, src/features/booking/form/held-submit.ts). In the entry chunk (vite.config.ts): the entry needs it to
 * load the app, and the app's chunks import it from there.
 *
 * What a retry can reach depends on the browser's module map, which remembers each URL it loaded:
 * - Browsers that follow the current HTML standard (whatwg/html#10327; Chromium does, checked with
 *   the Chromium the tests run) forget a failed fetch, so calling the same `import()` again fetches
 *   again whatever failed: the chunk itself, or any chunk it imports statically. Every retry does that
 *   first, through Vite's preload helper as the build wrote it, so each URL keeps one instance.
 * - Browsers that still remember a failure answer the same URL with the same error. For them a chunk
 *   is asked for under a new URL (`?retry=N`, which the server and the service worker's precache
 *   answer as the same file), but only a `leaf`: a chunk that no other chunk imports statically
 *   (render-app, the pages). Any other chunk (start-app, the theme's) is imported statically by
 *   render-app under its plain URL, which would make a second copy of its module (start-app holds the
 *   route table and which pages are loaded). A failed static import of a chunk cannot be retried
 *   there at all: its plain URL stays failed until the page is loaded again.
 */

// Seven tries over about 30 s: the first retries come quickly (a dropped request is usually a
// one-off), later ones wait longer (0.5 s doubling to 16 s) so a connection that is down for a
// while is not hammered.
const retries = 6;
const firstDelayMs = 500;

export interface ImportOptions {
  /** No other chunk imports this one statically: it may be loaded under a cache-busting URL. */
  leaf?: boolean;
}

/** The URL a failed dynamic import names in its message (Chromium and Firefox do; Safari does not). */
export const failedModuleUrl = (error: unknown): string | undefined =>
  /https?:\/\/\S+?\.js\b/.exec(String(error))?.[0];

/** The chunk's URL with `retry=N`, a URL the module map has not seen (chunk URLs have no query of their own). */
export const retryUrl = (url: string, attempt: number): string => `${url.split('?')[0]}?retry=${attempt}`;

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/**
 * `load()` (an `import()` of one chunk), retried with backoff; rejects with the last error once
 * every retry has failed. `importUrl` is the module loader, replaceable for unit tests.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { leaf = false }: ImportOptions = {},
  importUrl: (url: string) => Promise<T> = (url) => import(/* @vite-ignore */ url) as Promise<T>,
): Promise<T> {
  let failedUrl: string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Every other retry of a leaf under a new URL, the others as built (see above): where the
      // module map forgets failures the plain retries succeed, and a busted one costs no more than
      // a plain one when it was the leaf itself that failed.
      return failedUrl && leaf && attempt % 2 === 0
        ? await importUrl(retryUrl(failedUrl, attempt))
        : await load();
    } catch (error) {
      if (attempt === retries) throw error;
      failedUrl ??= failedModuleUrl(error);
      await pause(firstDelayMs * 2 ** attempt);
    }
  }
}
