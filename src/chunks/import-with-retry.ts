/**
 * Loads a chunk again when its request failed: on a flaky first visit one dropped script request
 * must cost a second, not the page's app. The one way every chunk is loaded, from the entry script
 * on (src/chunks/ sits below every other folder). Each try fetches the chunk and the chunks it
 * imports before importing it (./fetch-then-import.ts), so a dropped request never reaches the
 * module loader, which in browsers before whatwg/html#10327 would keep the failure. Should the
 * import's own request fail after all, a `leaf` chunk is also asked for as `?retry=N`
 * (docs/architecture.md).
 */
import { ChunkFetchError } from './fetch-then-import';

export { fetchAhead } from './fetch-then-import';

// Seven tries over about 30 s: the first retries come quickly (a dropped request is usually a
// one-off), later ones wait longer (0.5 s doubling to 16 s) so a connection that is down for a
// while is not hammered.
const retries = 6;
const firstDelayMs = 500;

export interface ImportOptions {
  /** No other chunk imports this one statically: it may be loaded under a cache-busting URL. */
  leaf?: boolean;
}

/**
 * The URL a failed dynamic import names in its message (Chromium and Firefox do; Safari does not);
 * none when only a fetch before it failed, which the module loader never saw.
 */
export const failedModuleUrl = (error: unknown): string | undefined =>
  error instanceof ChunkFetchError ? undefined : /https?:\/\/\S+?\.js\b/.exec(String(error))?.[0];

/** The chunk's URL with `retry=N`, a URL the module map has not seen (chunk URLs have no query of their own). */
export const retryUrl = (url: string, attempt: number): string =>
  `${url.replace(/\?.*/, '')}?retry=${attempt}`;

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
