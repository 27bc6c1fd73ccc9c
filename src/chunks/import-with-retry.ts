/**
 * Loads a chunk again when its request failed: on a flaky first visit a dropped script request must
 * cost a second, not the page's app. Every chunk is loaded this way (docs/architecture.md).
 */
import { ChunkFetchError } from './fetch-then-import';

export { fetchAhead } from './fetch-then-import';

// Seven tries over about 30 s, 0.5 s doubling to 16 s: a dropped request is usually a one-off, and
// a connection down for a while is not hammered.
const retries = 6;
const firstDelayMs = 500;

export interface ImportOptions {
  /** No other chunk imports this one statically: it may be loaded under a cache-busting URL. */
  leaf?: boolean;
}

/** The URL a failed import names in its message (not in Safari); none when only a prefetch failed. */
export const failedModuleUrl = (error: unknown): string | undefined =>
  error instanceof ChunkFetchError ? undefined : /https?:\/\/\S+?\.js\b/.exec(String(error))?.[0];

/** The chunk's URL with `retry=N`, a URL the module map has not seen (chunk URLs have no query of their own). */
export const retryUrl = (url: string, attempt: number): string =>
  `${url.replace(/\?.*/, '')}?retry=${attempt}`;

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** `load()` (an `import()` of one chunk), retried with backoff; `importUrl` is replaceable in tests. */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { leaf = false }: ImportOptions = {},
  importUrl: (url: string) => Promise<T> = (url) => import(/* @vite-ignore */ url) as Promise<T>,
): Promise<T> {
  let failedUrl: string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Every other retry of a leaf under a new URL: browsers that forget failures succeed on the
      // plain ones, the others on the busted ones.
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
