/**
 * Vite's preload helper, replaced (tools/fetch-then-import-plugin.ts): a chunk and its static imports
 * are fetched into the HTTP cache before `import()` runs, so a failed request never reaches the module
 * loader, which before whatwg/html#10327 keeps the failure for the page's life (docs/architecture.md).
 */

/** A chunk file that could not be fetched on this attempt; no `import()` was made. */
export class ChunkFetchError extends Error {}

/** Fetches one URL; settles once the whole response is in (a failed request or status rejects). */
export type FetchFile = (url: string) => Promise<void>;

/**
 * Read to the end, so the cache holds the whole file; as a Blob, kept out of the script heap (as an
 * ArrayBuffer the booking page's chunks cost about 80 ms more main-thread work on a phone).
 */
const fetchWhole: FetchFile = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await response.blob();
};

/** Set only while fetchAhead calls an `import()`: the helper reads it as that call begins. */
let onlyFetching = false;

/**
 * Fetches every file the `import()` in `load` needs and evaluates none, so a start-up that evaluates
 * a task at a time never waits on the network between steps. The dev server simply imports.
 */
export function fetchAhead(load: () => Promise<unknown>): Promise<void> {
  onlyFetching = true;
  try {
    return load().then(
      () => undefined,
      () => undefined,
    );
  } finally {
    onlyFetching = false;
  }
}

/**
 * The helper; `loadedUrl` (this chunk) is never fetched. Each file is fetched once however many imports
 * list it; a failed fetch is forgotten, so the next attempt (importWithRetry) asks again.
 */
export function chunkFetcher(fetchFile: FetchFile, loadedUrl: string) {
  const fetches = new Map<string, Promise<void>>([[loadedUrl, Promise.resolve()]]);
  const fetchOnce = (url: string) => {
    let pending = fetches.get(url);
    if (!pending) {
      pending = fetchFile(url).catch((error: unknown) => {
        fetches.delete(url);
        throw new ChunkFetchError(`Could not fetch ${url}`, { cause: error });
      });
      fetches.set(url, pending);
    }
    return pending;
  };

  /** Vite's signature: `files` relative to the site's base, or to `importerUrl` when Vite passes one. */
  return async function fetchThenImport<T>(
    importChunk: () => Promise<T>,
    files: readonly string[] = [],
    importerUrl?: string,
  ): Promise<T> {
    const evaluate = !onlyFetching;
    const url = (file: string) =>
      importerUrl
        ? new URL(file, importerUrl).href
        : new URL(import.meta.env.BASE_URL + file, loadedUrl).href;
    await Promise.all(files.map((file) => fetchOnce(url(file))));
    // Fetched ahead: what this resolves with is never read (fetchAhead drops it).
    return evaluate ? importChunk() : (undefined as never);
  };
}

export const fetchThenImport = chunkFetcher(fetchWhole, import.meta.url);
